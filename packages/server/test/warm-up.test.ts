import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedDir } from '@jobboard/manifest';
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
    const report = await t.app.warmUpPages();
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
});
