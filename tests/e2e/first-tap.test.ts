import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathTo, type Lang } from '@jobboard/contracts/routes';
import {
  HYDRATION_TIMEOUT_MS,
  gotoHydrated,
  openPage,
  recordPageActivity,
  type PageProbe,
} from '../playwright-utils';
import { expectClean, useE2e } from './setup';

/**
 * A phone (390 × 844, touch, the CPU four times slower) answers the first tap on the menu
 * button, a filter chip, the keyword field and Apply (issue 35, goal 4), both
 * - before hydration: the entry script has run but the app's chunks are held back (as on a slow
 *   connection) until the tap has been made; what the tap did must still be on screen once the
 *   app has taken over;
 * - and right after hydration (`data-hydrated`), on a page nothing was done on since.
 * (React itself hydrating — 0.2 to 0.4 s of a throttled load here — is too short a window to aim
 * a tap at from the test: the scripts held back make "before" certain instead.)
 * Each check looks for the visible answer: the drawer on screen, the URL and the chips without
 * the filter, the suggestions under the field, the apply form. A page load is the costly part,
 * so one visit serves several checks (a tap that leads to another page of the search is checked
 * there). The cases run one after another (openPhone says why).
 */
const e2e = useE2e();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
/**
 * The wait for an answer to a tap. A page that ignored the tap would not give it later, so the
 * wait only needs room for a busy machine: CI, with the other browser files beside this one and
 * the page's CPU throttled 4×, took over 5 s for the chip's navigation, and two CI runs on
 * 2026-12-03 (one before this session's changes) went past 20 s on the way to the apply form
 * from an offer tapped right after hydration, both brands at once (the form's chunk and its
 * data come from a server that the other suites keep busy). waitForTapUrl says what the page
 * was doing if it happens again.
 */
const ANSWER_MS = 45_000;
/** Suggestions also wait for a pause in the typing and the server's answer. */
const SUGGESTIONS_MS = 30_000;
const HELD_ANSWER = { timeout: ANSWER_MS, waitUntil: 'commit' } as const;
/**
 * A test's whole time: each step fails on its own wait above, so this only leaves room for a slow
 * machine. A CI run on two cores took 101 s for the search test (passed) and ran out of the
 * suite's 120 s in the next run, with the same test and pages. On 2026-12-04 the search test took
 * 82–93 s alone and ran out of 240 s in two full runs (the commit before the session's changes
 * took 229 s beside two other browser files).
 */
const TEST_MS = 420_000;

/** Two brands, one language each; the words start a job title of the brand's demo offers. */
const CASES = [
  {
    brand: 'hotelsjobs',
    lang: 'fr',
    searched: 'cuisinier',
    typed: 'cuisin',
    suggestion: /cuisin/i,
  },
  { brand: 'jobboard', lang: 'en', searched: 'cook', typed: 'coo', suggestion: /cook/i },
] as const satisfies ReadonlyArray<{
  brand: string;
  lang: Lang;
  searched: string;
  typed: string;
  suggestion: RegExp;
}>;

interface ListedOffer {
  id: number;
  contents: Partial<Record<Lang, { slug: string }>>;
  primary_language: Lang;
}

/**
 * A phone tab whose CPU runs four times slower (kept across its navigations). Chromium emulates a
 * slow CPU by pausing the tab's main thread, and the paused thread spins: an idle tab throttled
 * 4× keeps 85 % of a core busy (chromium-headless-shell, /proc: 76 % its main thread, 8 % its
 * CPUThrottlingThread; 0 % at rate 1 or once the DevTools session is gone). The four cases of
 * this file once ran at once: 3.4 cores asked of a 2-core machine for as long as they lasted,
 * which starved this file's server and every file beside it (every-brand, HTTP only: 15 s alone,
 * 162 s beside this file and employer-flow; 83–90 s once the cases ran one after another). So the
 * cases run one after another, and each closes its tab as soon as it ends, failed or not.
 */
async function openPhone(context: BrowserContext): Promise<PageProbe> {
  const probe = await openPage(context);
  const cdp = await context.newCDPSession(probe.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return probe;
}

/** The path of one of the brand's offers in `lang`. */
async function offerPath(brand: string, lang: Lang): Promise<string> {
  const res = await e2e.server.get(brand, `/api/jobboard/${brand}/offers?per_page=1`);
  const offer = ((await res.json()) as { data: ListedOffer[] }).data[0]!;
  const content = (offer.contents[lang] ?? offer.contents[offer.primary_language])!;
  return pathTo('offer', lang, { slug: content.slug, id: offer.id });
}

/** The entry module the server's pages name (the same file on every page of a build). */
let entry: string | undefined;
async function entryScript(brand: string): Promise<string> {
  if (entry) return entry;
  const html = await (await e2e.server.get(brand, pathTo('home', 'fr'))).text();
  const src = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('no entry script in the home page');
  return (entry = src);
}

/**
 * Holds every script of the page but its entry until the returned function is called: the entry
 * runs (it holds early submits, then imports the app), the app does not, so the page stays the
 * server's for as long as the test needs.
 */
async function holdAppScripts(page: Page, brand: string): Promise<() => Promise<void>> {
  const entryPath = await entryScript(brand);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const pattern = /\/assets\/.+\.js(\?.*)?$/;
  await page.route(pattern, async (route) => {
    if (new URL(route.request().url()).pathname !== entryPath) await gate;
    await route.continue().catch(() => undefined);
  });
  return async () => {
    release();
    await page.unroute(pattern);
  };
}

async function waitHydrated(page: Page) {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === 'true',
    undefined,
    { timeout: HYDRATION_TIMEOUT_MS },
  );
}

/** The page is the server's alone: its app has not hydrated it. */
async function expectNotHydrated(page: Page) {
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();
}

/** Opens `url` with the app's scripts held, once `selector` is on screen. */
async function openHeld(page: Page, brand: string, path: string, selector: string) {
  const release = await holdAppScripts(page, brand);
  await page.goto('about:blank');
  await page.goto(e2e.server.url(brand, path), { waitUntil: 'commit' });
  await page.locator(selector).first().waitFor();
  await expectNotHydrated(page);
  return release;
}

/**
 * Taps, then waits for the address the tap leads to. If it does not come, the error says where
 * the page is, which address the app last rendered, and every request since the tap with its
 * answer: a slow server (requests waiting) and an ignored tap (none) read differently.
 */
async function waitForTapUrl(
  page: Page,
  tap: () => Promise<void>,
  url: RegExp,
  waitUntil: 'load' | 'commit' = 'load',
) {
  const activity = recordPageActivity(page);
  try {
    await tap();
    await page.waitForURL(url, { timeout: ANSWER_MS, waitUntil });
  } catch (error) {
    const rendered = await page
      .evaluate(() => document.documentElement.dataset.renderedUrl ?? null)
      .catch(() => null);
    throw new Error(
      `${(error as Error).message}\nThe page is at ${page.url()} (the app last rendered ${rendered}); since the tap: ${activity.summary()}`,
    );
  } finally {
    activity.stop();
  }
}

const drawerShown = (page: Page) => page.getByTestId('menu-drawer').isVisible();
const suggestions = (page: Page) => page.locator('#filter-q-listbox [role=option]');

describe.each(CASES)('$brand in $lang on a throttled phone', (c) => {
  const search = (q?: string) =>
    `${pathTo('findJob', c.lang)}${q ? `?q=${encodeURIComponent(q)}` : ''}`;

  it(
    'search: the chip, the keyword field and the menu answer their first tap',
    async ({ expect }) => {
      const context = await e2e.browser.newContext(PHONE);
      try {
        const probe = await openPhone(context);
        const { page } = probe;
        const field = page.locator('#filter-q');

        // Before hydration: the chip removes its filter (a link: the next page is the server's too).
        let release = await openHeld(
          page,
          c.brand,
          search(c.searched),
          '[data-testid=filter-chip]',
        );
        await page.getByTestId('filter-chip').first().tap();
        // The new document's app is held too: its load event waits for the chunks it preloads.
        await page.waitForURL((u) => !u.searchParams.has('q'), HELD_ANSWER);
        await field.waitFor();
        expect(await page.getByTestId('filter-chip').count()).toBe(0);
        // On that page, still before hydration: what is typed in the keyword field stays, and the
        // next letter (no second tap) brings the suggestions once the app is there.
        await expectNotHydrated(page);
        await field.tap();
        await field.pressSequentially(c.typed.slice(0, -1));
        await expectNotHydrated(page);
        await release();
        await waitHydrated(page);
        expect(await field.inputValue()).toBe(c.typed.slice(0, -1));
        await page.keyboard.type(c.typed.slice(-1));
        // The list may show a shorter prefix's answer first (typed letter by letter): then the word's.
        await expect
          .poll(() => suggestions(page).first().textContent(), { timeout: SUGGESTIONS_MS })
          .toMatch(c.suggestion);
        expect(await field.inputValue()).toBe(c.typed);

        // Before hydration: the menu shows its drawer, still open once the app has taken over.
        release = await openHeld(page, c.brand, search(c.searched), '[data-testid=menu-button]');
        await page.getByTestId('menu-button').tap();
        await expect.poll(() => drawerShown(page), { timeout: ANSWER_MS }).toBe(true);
        await release();
        await waitHydrated(page);
        await expect.poll(() => drawerShown(page), { timeout: ANSWER_MS }).toBe(true);
        await page.waitForTimeout(300);
        expect(await drawerShown(page)).toBe(true);
        await page.keyboard.press('Escape');
        await expect.poll(() => drawerShown(page), { timeout: ANSWER_MS }).toBe(false);
        // The drawer's address is gone with it: a reload or Back would open it again.
        expect(new URL(page.url()).hash).toBe('');

        // Right after hydration, on a page that has not had a tap yet: the menu, the keyword field,
        // then the chip.
        await page.goto('about:blank');
        await gotoHydrated(page, e2e.server.url(c.brand, search(c.searched)));
        await page.getByTestId('menu-button').tap();
        await expect.poll(() => drawerShown(page), { timeout: ANSWER_MS }).toBe(true);
        await page.keyboard.press('Escape');
        await expect.poll(() => drawerShown(page), { timeout: ANSWER_MS }).toBe(false);
        await field.tap();
        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.type(c.typed);
        // The list may show a shorter prefix's answer first (typed letter by letter): then the word's.
        await expect
          .poll(() => suggestions(page).first().textContent(), { timeout: SUGGESTIONS_MS })
          .toMatch(c.suggestion);
        await page.keyboard.press('Escape');
        await page.getByTestId('filter-chip').first().tap();
        await page.waitForURL((u) => !u.searchParams.has('q'), { timeout: ANSWER_MS });
        await expect
          .poll(() => page.getByTestId('filter-chip').count(), { timeout: ANSWER_MS })
          .toBe(0);

        expectClean(probe);
      } finally {
        await context.close();
      }
    },
    TEST_MS,
  );

  it(
    'offer: Apply leads to the apply form on the first tap',
    async () => {
      const context = await e2e.browser.newContext(PHONE);
      try {
        const probe = await openPhone(context);
        const { page } = probe;
        const offer = await offerPath(c.brand, c.lang);
        const apply = page.locator('[data-testid=apply-bar] a');

        // Before hydration (the apply page is then the server's too).
        const release = await openHeld(page, c.brand, offer, '[data-testid=apply-bar] a');
        // Two loaded CI runs waited 45 s here for the apply page's address: what the page did
        // since the tap is then in the error.
        await waitForTapUrl(page, () => apply.tap(), /\/(apply|application)$/, 'commit');
        await page.getByTestId('apply-form').waitFor({ timeout: ANSWER_MS });
        await release();

        // Right after hydration.
        await page.goto('about:blank');
        await gotoHydrated(page, e2e.server.url(c.brand, offer));
        await waitForTapUrl(page, () => apply.tap(), /\/(apply|application)$/);
        await page.getByTestId('apply-form').waitFor({ timeout: ANSWER_MS });

        expectClean(probe);
      } finally {
        await context.close();
      }
    },
    TEST_MS,
  );
});
