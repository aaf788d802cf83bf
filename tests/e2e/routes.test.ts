import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '@jobboard/contracts/routes';
import { REPO_ROOT } from '../playwright-utils';
import { sharedServer } from './setup';

const BRAND = 'hotelsjobs';
const server = sharedServer();

/**
 * What the server answers over HTTP on routes outside the table: the 404 page, the language
 * redirect of /, robots.txt, the sitemap and the web manifest. Every route of the table is opened
 * in the browser by hydration.test.ts, which checks its rendering in the same visit.
 */
describe('routes outside the table', () => {
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
