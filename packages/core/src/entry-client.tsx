import { isChunkLoadError, reloadAfterChunkError } from './lib/chunk-reload';

/**
 * The browser's first paint shows the server's page (text, fonts, hero image) before any of the
 * app's code loads or runs: the entry waits for that frame, then preloads the page's chunks all
 * at once (the server lists them: the app, the matched page's chunks, its message catalog) and
 * imports the app, whose evaluation and hydration follow as tasks of their own. Preloaded from
 * the head, the same chunks took the bandwidth of the fonts and the hero image on a slow phone,
 * and their evaluation held the first paint behind it.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A page loaded in a background tab paints nothing (and runs no animation frame) until shown.
    if (document.visibilityState !== 'visible') return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/** Id of the server's chunk list (packages/server/src/ssr/ssr-module.ts). */
const CHUNKS_ELEMENT_ID = 'app-chunks';

function preloadPageChunks(): void {
  let chunks: unknown = [];
  try {
    chunks = JSON.parse(document.getElementById(CHUNKS_ELEMENT_ID)?.textContent ?? '[]');
  } catch {
    // No list: the imports below find the chunks themselves, one level at a time.
  }
  if (!Array.isArray(chunks)) return;
  for (const href of chunks) {
    if (typeof href !== 'string' || !href.startsWith('/assets/')) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
}

/**
 * The first use of Intl in a page loads the browser's locale data (ICU): about 25 ms of one
 * task on a desktop, 100 ms on a throttled phone, however small the call. react-intl's first
 * IntlProvider render pays it (createIntl checks the locale with supportedLocalesOf) inside a
 * hydration task that then runs long. Paid here, in tasks of their own while the page's chunks
 * download, hydration starts with the data loaded. Two tasks, not one: the first call loads the
 * most, the second more again (65–136 ms and 1–58 ms in a 4× throttled Chromium, together one task
 * of up to 180 ms).
 */
function warmIntl(): void {
  const locale = document.documentElement.lang || 'fr-CA';
  setTimeout(() => {
    Intl.NumberFormat.supportedLocalesOf(locale);
    setTimeout(() => Intl.DateTimeFormat.supportedLocalesOf(locale), 0);
  }, 0);
}

/**
 * A form sent before the app has taken over would go to the server as a plain post, which a
 * page answers by showing itself again without reading the body (a password must never land in
 * a URL or a log): the person's click would be lost. From the entry's first run, a post form's
 * submit that comes before hydration is held and sent again once the app has hydrated, through
 * the form's own handler (what was typed meanwhile is already in its state). The held submit is
 * stopped at the document, so the app cannot also handle the first one. Forms that get (the
 * searches) need no app: the server answers them. If the app fails to start, the held form goes
 * as the browser would have sent it.
 */
function holdEarlySubmits(): { release: () => void } {
  const root = document.documentElement;
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  const hold = (event: SubmitEvent) => {
    const form = event.target;
    if (root.dataset.hydrated === 'true' || !(form instanceof HTMLFormElement)) return;
    if (form.method !== 'post') return;
    event.preventDefault();
    event.stopPropagation();
    held = { form, submitter: event.submitter };
  };
  document.addEventListener('submit', hold, true);
  const sendHeld = () => {
    document.removeEventListener('submit', hold, true);
    const form = held?.form;
    if (!form?.isConnected) return;
    const submitter = held?.submitter;
    held = null;
    form.requestSubmit(submitter?.getAttribute('type') === 'submit' ? submitter : undefined);
  };
  const hydrated = new MutationObserver(() => {
    if (root.dataset.hydrated !== 'true') return;
    hydrated.disconnect();
    sendHeld();
  });
  hydrated.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  return {
    release: () => {
      hydrated.disconnect();
      sendHeld();
    },
  };
}

const earlySubmits = holdEarlySubmits();

/**
 * The framework's chunk is evaluated in a task of its own, then the libraries the app builds on
 * (react-router, styled-components, react-intl: `framework-app`), then the app shell's: imported
 * as one, their evaluation was one of the page's longest tasks (134 ms in a 4× throttled trace of
 * an offer page), and React with those libraries still was (245–413 ms on the home page; React
 * alone 137–175 ms, the libraries 7–54 ms). The chunking keeps each chunk free of imports from
 * the ones after it (vite/chunking.ts), else the first import would evaluate them too.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

afterNextPaint()
  .then(() => {
    preloadPageChunks();
    warmIntl();
    return import('./app/framework');
  })
  .then(nextTask)
  .then(() => import('./app/framework-app'))
  .then(nextTask)
  .then(() => import('./app/start'))
  .then((app) => app.start())
  .catch((error: unknown) => {
    earlySubmits.release();
    if (isChunkLoadError(error)) reloadAfterChunkError();
    else throw error;
  });
