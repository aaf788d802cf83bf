import type { Browser, BrowserContext, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, pathToUnsafe, ROUTE_NAMES } from '@jobboard/contracts/routes';
import {
  HYDRATION_TIMEOUT_MS,
  openPage,
  sampleRouteParams,
  type PageProbe,
  type TestServer,
} from '../playwright-utils';
import { launchFileBrowser, sharedServer } from './setup';

/**
 * Every route of one brand in both languages, and the public pages of two more, each opened once
 * in Chromium; what the visit saw is held to two rules, one test each:
 * - hydration: React 19 and react-router hydrate the server's markup (docs/decisions/004), so the
 *   DOM right after hydration is the server's DOM — same elements, attributes and text (React's
 *   `<!-- -->` text separators aside) — nothing was logged (no hydration warning, no console
 *   error) and no request failed;
 * - rendering: the server answers no 5xx, the page shows no error boundary (an honest 404 or 403
 *   page aside: the sample ids name nothing on some routes), no message is missing and #root is
 *   not empty. A guarded page is checked where it sends a guest (its sign-in page).
 * One visit serves both rules: a page load is the costly part of an end-to-end test.
 */
const BRAND = 'hotelsjobs';
const PUBLIC_ROUTES = [
  'home',
  'findJob',
  'jobs',
  'companiesHiring',
  'jobCategory',
  'offer',
  'company',
  'companyOffers',
  'login',
  'register',
  'employerLogin',
  'employerRegister',
] as const;
const OTHER_BRANDS = ['emploisti', 'jobboard'];
const TOKEN_PAGES = new Set<string>([
  'emailConfirmation',
  'resetPassword',
  'newsletterConfirmation',
  'newsletterUnsubscribe',
  'alertConfirmation',
  'alertUnsubscribe',
  'employerTeamInvitation',
]);
let server: TestServer;
let browser: Browser;
let context: BrowserContext;

/** What the visits found against each rule, and how many pages were compared after hydration. */
const hydrationProblems: string[] = [];
const renderingProblems: string[] = [];
let rendered = 0;
let compared = 0;

/** The server's #root markup, the same as the browser parsed it before any script ran. */
function serverRoot(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.search(/<\/div>\n<script type="application\/json" id="app-state">/);
  return start >= 0 && end > start ? html.slice(start + '<div id="root">'.length, end) : '';
}

beforeAll(async () => {
  server = sharedServer();
  browser = await launchFileBrowser();
  context = await browser.newContext();
  // The markup of #root at the moment the app marks hydration done, before any later effect.
  await context.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.documentElement.dataset.hydrated !== 'true') return;
      const w = window as unknown as { __hydratedMarkup?: string };
      w.__hydratedMarkup = document.getElementById('root')?.innerHTML ?? '';
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });

  const visits: Array<{ brand: string; name: (typeof ROUTE_NAMES)[number] }> = [
    ...ROUTE_NAMES.map((name) => ({ brand: BRAND, name })),
    ...OTHER_BRANDS.flatMap((brand) => PUBLIC_ROUTES.map((name) => ({ brand, name }))),
  ];
  const paramsOf = new Map<string, Record<string, string>>();
  for (const brand of [BRAND, ...OTHER_BRANDS])
    paramsOf.set(brand, await sampleRouteParams(server, brand));
  // Two tabs at a time: a visit waits on the server and on the browser about as long as it
  // works, so a second one in flight keeps the machine busy. The visits share nothing but the
  // context, whose cookies no public page or redirect sets, and their tab, whose documents
  // follow one another (a new tab for each visit cost a renderer's start, about as much as the
  // visit itself). Between two visits the tab goes to the next brand's robots.txt, which ends
  // what the last document still had in flight (a request is counted for the visit that made
  // it), in a document of the same site: about:blank there started a new renderer for every
  // visit, its engine and compiled scripts built again (24 visits of one brand: 33–35 core-seconds
  // of the machine through about:blank, 12.6–15.4 through robots.txt, 1 renderer instead of 24).
  const queue = visits.flatMap(({ brand, name }) => LANGS.map((lang) => ({ brand, name, lang })));
  type Tab = { probe: PageProbe; visit: number; failed: string[]; checksToken: boolean };
  const openTab = async (): Promise<Tab> => {
    const tab: Tab = { probe: await openPage(context), visit: 0, failed: [], checksToken: false };
    const madeIn = new WeakMap<Request, number>();
    tab.probe.page.on('request', (r) => madeIn.set(r, tab.visit));
    tab.probe.page.on('requestfailed', (r) => {
      if (madeIn.get(r) === tab.visit) tab.failed.push(`${r.url()} ${r.failure()?.errorText}`);
    });
    tab.probe.page.on('response', (r) => {
      if (madeIn.get(r.request()) !== tab.visit) return;
      if (r.request().resourceType() === 'document' || r.status() < 400) return;
      // A token page checks its (here made-up) token with the API once hydrated: its 4xx is
      // the page's honest answer, not a failure.
      if (tab.checksToken && r.status() < 500) return;
      tab.failed.push(`${r.status()} ${r.url()}`);
    });
    return tab;
  };
  const visit = async (tab: Tab, { brand, name, lang }: (typeof queue)[number]) => {
    const params = paramsOf.get(brand)!;
    const path = pathToUnsafe(name, lang, params);
    const where = `${brand}${path}`;
    if (brand === BRAND) rendered++;
    const { probe } = tab;
    await probe.page.goto(server.url(brand, '/robots.txt'));
    tab.visit++;
    tab.checksToken = TOKEN_PAGES.has(name);
    const failed = (tab.failed = []);
    probe.errors.length = 0;
    probe.missingMessages.length = 0;
    const response = await probe.page.goto(server.url(brand, path), { waitUntil: 'load' });
    if (!response) throw new Error(`${where}: no response`);
    if (response.status() >= 500) renderingProblems.push(`${where}: HTTP ${response.status()}`);
    await probe.page.waitForFunction(
      () => (window as unknown as { __hydratedMarkup?: string }).__hydratedMarkup !== undefined,
      undefined,
      { timeout: HYDRATION_TIMEOUT_MS },
    );
    // evaluate, not a locator: a locator would wait for an element that is rightly absent.
    const { boundary, rootEmpty } = await probe.page.evaluate(() => ({
      boundary:
        document.querySelector('[data-error-page]')?.getAttribute('data-error-page') ?? null,
      rootEmpty: (document.getElementById('root')?.innerHTML ?? '') === '',
    }));
    if (boundary && boundary !== '404' && boundary !== '403')
      renderingProblems.push(`${where}: error page ${boundary}`);
    if (rootEmpty) renderingProblems.push(`${where}: empty #root`);
    if (probe.missingMessages.length)
      renderingProblems.push(`${where}: ${probe.missingMessages.join(' | ')}`);
    if (probe.errors.length) renderingProblems.push(`${where}: ${probe.errors.join(' | ')}`);

    // A guarded page answers a redirect: it has nothing of its own to hydrate. Otherwise the
    // document the browser received is the server's markup to compare with.
    if (!response.request().redirectedFrom()) {
      const expected = serverRoot(await response.text());
      const diff = await probe.page.evaluate((serverMarkup) => {
        const hydrated = (window as unknown as { __hydratedMarkup: string }).__hydratedMarkup;
        const parse = (markup: string) => {
          const root = document.createElement('div');
          root.innerHTML = markup;
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
          const comments: Node[] = [];
          while (walker.nextNode()) comments.push(walker.currentNode);
          comments.forEach((c) => c.parentNode?.removeChild(c));
          root.normalize();
          return root;
        };
        const describe = (n: Node): string =>
          n.nodeType === 3
            ? `text "${(n.textContent ?? '').slice(0, 60)}"`
            : `<${(n as Element).localName} ${[...(n as Element).attributes]
                .map((a) => `${a.name}="${a.value.slice(0, 60)}"`)
                .sort()
                .join(' ')}>`;
        const compare = (a: Node, b: Node, where: string): string | null => {
          if (describe(a) !== describe(b))
            return `${where}: server ${describe(a)}, client ${describe(b)}`;
          // A relative date ("2 minutes ago") may move on between the render and the hydration;
          // its datetime attribute, compared above, is the date itself.
          if (a.nodeType === 1 && (a as Element).localName === 'time') return null;
          const ca = [...a.childNodes];
          const cb = [...b.childNodes];
          for (let i = 0; i < Math.max(ca.length, cb.length); i++) {
            const x = ca[i];
            const y = cb[i];
            if (!x || !y)
              return `${where} > #${i}: server ${x ? describe(x) : 'nothing'}, client ${y ? describe(y) : 'nothing'}`;
            const d = compare(
              x,
              y,
              `${where} > ${x.nodeType === 3 ? '#text' : (x as Element).localName}`,
            );
            if (d) return d;
          }
          return null;
        };
        return compare(parse(serverMarkup), parse(hydrated), 'root');
      }, expected);
      compared++;
      if (diff) hydrationProblems.push(`${where}: ${diff}`);
      if (probe.errors.length) hydrationProblems.push(`${where}: ${probe.errors.join(' | ')}`);
      if (failed.length) hydrationProblems.push(`${where}: failed ${failed.join(' | ')}`);
    }
  };
  await Promise.all(
    [0, 1].map(async () => {
      const tab = await openTab();
      for (let next = queue.shift(); next; next = queue.shift()) await visit(tab, next);
      await tab.probe.page.close();
    }),
  );
}, 900_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('hydration of the server markup by the browser bundle', () => {
  it('leaves the DOM of every route as the server rendered it', () => {
    expect(hydrationProblems).toEqual([]);
    expect(compared).toBeGreaterThan(80);
  });
});

describe('every route of the table, in both languages', () => {
  it('renders on the server and in the browser without an error boundary or a missing message', () => {
    expect(renderingProblems).toEqual([]);
    // Every route of the table was visited in both languages.
    expect(rendered).toBe(ROUTE_NAMES.length * LANGS.length);
  });
});
