import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, pathToUnsafe, ROUTE_NAMES, routes } from '../../packages/core/src/config/routes';
import {
  gotoHydrated,
  openPage,
  REPO_ROOT,
  sampleRouteParams,
  type TestServer,
} from '../playwright-utils';
import { launchFileBrowser, sharedServer } from './setup';

const BRAND = 'hotelsjobs';
let server: TestServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchFileBrowser();
  context = await browser.newContext();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('every route of the table, in both languages', () => {
  it('renders on the server and in the browser without an error boundary or a missing message', async () => {
    const params = await sampleRouteParams(server, BRAND);
    const problems: string[] = [];
    for (const name of ROUTE_NAMES) {
      for (const lang of LANGS) {
        const path = pathToUnsafe(name, lang, params);
        const res = await server.get(BRAND, path, { accept: 'text/html' });
        // Resources that the sample ids do not name are an honest 404 page, not a crash.
        if (res.status >= 500) problems.push(`${path}: HTTP ${res.status}`);
        const probe = await openPage(context);
        await gotoHydrated(probe.page, server.url(BRAND, path));
        // evaluate, not a locator: a locator would wait for an element that is rightly absent.
        const boundary = await probe.page.evaluate(
          () =>
            document.querySelector('[data-error-page]')?.getAttribute('data-error-page') ?? null,
        );
        if (boundary && boundary !== '404' && boundary !== '403')
          problems.push(`${path}: error page ${boundary}`);
        if (probe.missingMessages.length)
          problems.push(`${path}: ${probe.missingMessages.join(' | ')}`);
        if (probe.errors.length) problems.push(`${path}: ${probe.errors.join(' | ')}`);
        expect(await probe.page.locator('#root').innerHTML()).not.toBe('');
        await probe.page.close();
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);

  it('answers 404 with the error page for an unknown route', async () => {
    const res = await server.get(BRAND, '/en/no-such-page', { accept: 'text/html' });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('This page could not be found');
  });

  it('redirects / by cookie, then Accept-Language, then the brand default', async () => {
    expect(
      (await server.get(BRAND, '/', { cookie: 'i18n_redirected=en' })).headers.get('location'),
    ).toBe('/en');
    expect(
      (await server.get(BRAND, '/', { 'accept-language': 'en-CA,en;q=0.9' })).headers.get(
        'location',
      ),
    ).toBe('/en');
    expect(
      (await server.get(BRAND, '/', { 'accept-language': 'fr-CA' })).headers.get('location'),
    ).toBe('/fr');
  });

  it('serves robots.txt, sitemap.xml and the web manifest per host', async () => {
    const robots = await (await server.get(BRAND, '/robots.txt')).text();
    // The brand build's file as written, but for its Sitemap line: the sitemap of the origin
    // robots.txt is served on.
    const withoutSitemap = (text: string) => text.replace(/^Sitemap: .*$/m, '');
    expect(withoutSitemap(robots)).toBe(
      withoutSitemap(
        readFileSync(path.join(REPO_ROOT, '.generated/brands', BRAND, 'seo/robots.txt'), 'utf8'),
      ),
    );
    expect(robots).toContain(`Sitemap: http://${BRAND}.localhost:${server.port}/sitemap.xml`);
    expect(robots.match(/^Sitemap:/gm)).toHaveLength(1);
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain(`Disallow: ${routes.profile.en}`);
    const sitemap = await (await server.get(BRAND, '/sitemap.xml')).text();
    expect(sitemap).toContain(
      `<loc>http://${BRAND}.localhost:${server.port}${routes.findJob.fr}</loc>`,
    );
    expect(sitemap).toContain('hreflang="en-CA"');
    const webmanifest = (await (await server.get(BRAND, '/site.webmanifest')).json()) as {
      name: string;
    };
    expect(webmanifest.name).toBeTruthy();
  });
});
