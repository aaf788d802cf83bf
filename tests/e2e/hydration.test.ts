import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, pathToUnsafe, ROUTE_NAMES } from '../../packages/core/src/config/routes';
import { openPage, sampleRouteParams, type TestServer } from '../playwright-utils';
import { launchFileBrowser, sharedServer } from './setup';

/**
 * React 19 and react-router hydrate the server's markup (docs/decisions/004). Held to a strict
 * rule: on every route of one brand in both languages, and on the public pages of two more, the
 * DOM right after hydration is the server's DOM — same elements, attributes and text (React's
 * `<!-- -->` text separators aside) — nothing was logged (no hydration warning, no console error)
 * and no request failed.
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
]);
let server: TestServer;
let browser: Browser;
let context: BrowserContext;

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
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** The server's #root markup, the same as the browser parsed it before any script ran. */
function serverRoot(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.search(/<\/div>\n<script type="application\/json" id="app-state">/);
  return start >= 0 && end > start ? html.slice(start + '<div id="root">'.length, end) : '';
}

describe('hydration of the server markup by the browser bundle', () => {
  it('leaves the DOM of every route as the server rendered it', async () => {
    const visits: Array<{ brand: string; name: (typeof ROUTE_NAMES)[number] }> = [
      ...ROUTE_NAMES.map((name) => ({ brand: BRAND, name })),
      ...OTHER_BRANDS.flatMap((brand) => PUBLIC_ROUTES.map((name) => ({ brand, name }))),
    ];
    const paramsOf = new Map<string, Record<string, string>>();
    for (const brand of [BRAND, ...OTHER_BRANDS])
      paramsOf.set(brand, await sampleRouteParams(server, brand));
    const problems: string[] = [];
    let compared = 0;
    for (const { brand: BRAND, name } of visits) {
      const params = paramsOf.get(BRAND)!;
      for (const lang of LANGS) {
        const path = pathToUnsafe(name, lang, params);
        const res = await server.get(BRAND, path, { accept: 'text/html' });
        if (res.status >= 300 && res.status < 400) continue; // guarded pages: nothing to hydrate
        const expected = serverRoot(await res.text());
        const probe = await openPage(context);
        const failed: string[] = [];
        probe.page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
        // A token page checks its (here made-up) token with the API once hydrated: its 4xx is
        // the page's honest answer, not a failure.
        const checksToken = TOKEN_PAGES.has(name);
        probe.page.on('response', (r) => {
          if (r.request().resourceType() === 'document' || r.status() < 400) return;
          if (checksToken && r.status() < 500) return;
          failed.push(`${r.status()} ${r.url()}`);
        });
        await probe.page.goto(server.url(BRAND, path), { waitUntil: 'load' });
        await probe.page.waitForFunction(
          () => (window as unknown as { __hydratedMarkup?: string }).__hydratedMarkup !== undefined,
          undefined,
          { timeout: 15_000 },
        );
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
        if (diff) problems.push(`${BRAND}${path}: ${diff}`);
        if (probe.errors.length) problems.push(`${BRAND}${path}: ${probe.errors.join(' | ')}`);
        if (failed.length) problems.push(`${BRAND}${path}: failed ${failed.join(' | ')}`);
        await probe.page.close();
      }
    }
    expect(problems).toEqual([]);
    expect(compared).toBeGreaterThan(80);
  }, 900_000);
});
