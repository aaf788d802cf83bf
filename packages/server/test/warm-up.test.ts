import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedDir } from '@jobboard/manifest';
import { sitemapOffers, type SitemapOffer } from '../src/ssr/sitemap.js';
import { builtBrands, createTestApp, type TestApp } from './helper.js';

/**
 * The warm-up renders each brand's first pages on the host its visitors use: the canonical
 * origin's. With `pnpm start`'s PUBLIC_ORIGIN (http://{brand}.localhost:PORT) it asked the
 * production host names instead, which redirect (301) to that origin: it rendered nothing and
 * listed every page as failed, so the first visitors met a cold process (issue 32).
 */
const built = existsSync(path.join(generatedDir(), 'ssr', 'entry-server.js'));

describe('the warm-up before listening', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!built) throw new Error('The site is not built: run `pnpm build:site` first.');
    t = await createTestApp({
      seed: 'demo',
      demoOffers: 6,
      registry: builtBrands(),
      env: { PUBLIC_ORIGIN: 'http://{brand}.localhost:3000' },
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('renders every page it means to on the canonical hosts, none failed, and caches them', async () => {
    const report = await t.app.warmUpPages(0);
    expect(report.failed).toEqual([]);
    // Home and search of every brand in both languages, and an offer where a brand has one.
    const brands = t.app.brands.all.length;
    expect(report.pages).toBeGreaterThanOrEqual(brands * 4);
    const home = await t.app.inject({
      url: '/fr',
      headers: { host: 'jobboard.localhost:3000', accept: 'text/html' },
    });
    expect(home.statusCode).toBe(200);
    expect(home.headers['x-page-cache']).toBe('hit');
    // About 65 renders: 4 s here, 30 s in a full run on a loaded machine; a CI machine may be
    // three times slower again.
  }, 180_000);

  it("renders the newest offers' pages, every brand's newest before any brand's second", async () => {
    const offersOf = new Map<string, SitemapOffer[]>();
    for (const brand of t.app.brands.all)
      offersOf.set(brand.name, await sitemapOffers(t.app.db, brand.name, 3));
    const pagesOf = (offer: SitemapOffer | undefined) => Object.keys(offer?.slugs ?? {}).length;
    const newest = [...offersOf.values()].reduce((sum, offers) => sum + pagesOf(offers[0]), 0);
    // The first brand with a second offer: its second newest comes right after every newest.
    const brand = t.app.brands.all.find((b) => pagesOf(offersOf.get(b.name)![1]) > 0)!;
    const [, second, third] = offersOf.get(brand.name)!;
    t.app.pageCache.invalidate();
    const report = await t.app.warmUpPages(newest + pagesOf(second));
    expect(report.failed).toEqual([]);
    expect(report.offerPages).toBe(newest + pagesOf(second));
    expect(report.offerPagesSkipped).toBe(0);
    const cacheOf = async (offer: SitemapOffer) => {
      const res = await t.app.inject({
        url: `/fr/offre/${offer.slugs.fr}/${offer.id}`,
        headers: { host: `${brand.name}.localhost:3000`, accept: 'text/html' },
      });
      expect(res.statusCode).toBe(200);
      return res.headers['x-page-cache'];
    };
    expect(await cacheOf(second!)).toBe('hit');
    expect(await cacheOf(third!)).toBe('miss');
  }, 180_000);
});
