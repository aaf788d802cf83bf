import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedDir } from '@jobboard/manifest';
import { insertCompany, insertOffer } from './fixtures/public-offers.js';
import { builtBrands, createTestApp, type TestApp } from './helper.js';

/**
 * What search engines and validators read on the pages of the real SSR bundle (pnpm build:site):
 * expired offers, confidential employers, addresses without an offer id, sorted lists, the nonce
 * meta.
 */
describe('pages for search engines and validators', () => {
  const built = existsSync(path.join(generatedDir(), 'ssr', 'entry-server.js'));
  const HOST = 'jobboard.localhost';
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    if (!built) throw new Error('The site is not built: run `pnpm build:site` first.');
    t = await createTestApp({ registry: builtBrands() });
    const company = await insertCompany(t.db, { nameFr: 'Boulangerie Lumière' });
    ids.gone = await insertOffer(t.db, {
      companyId: company,
      titleFr: 'Boulanger de nuit',
      status: 'expired',
      expiresInDays: -70,
    });
    ids.expired = await insertOffer(t.db, {
      companyId: company,
      titleFr: 'Pâtissier de jour',
      status: 'expired',
      expiresInDays: -5,
    });
    ids.open = await insertOffer(t.db, { companyId: company, titleFr: 'Vendeur en boulangerie' });
    ids.confidential = await insertOffer(t.db, {
      companyId: company,
      titleFr: 'Chef boulanger',
      isConfidential: true,
    });
    await t.db.execute(
      sql`update offers set address = '42 rue Secrète' where id = ${ids.confidential}`,
    );
    // Two live offers with one slug: an address without the id names neither.
    await insertOffer(t.db, { companyId: company, titleFr: 'Livreur' });
    await insertOffer(t.db, { companyId: company, titleFr: 'Livreur' });
  });
  afterAll(async () => t?.close());

  const page = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { host: HOST, accept: 'text/html' } });

  it('keeps an expired offer’s page, noindex; 410 Gone once expired for more than 60 days', async () => {
    const expired = await page(`/fr/offre/patissier-de-jour/${ids.expired}`);
    expect(expired.statusCode).toBe(200);
    expect(expired.body).toMatch(/<meta name="robots" content="noindex/);
    const gone = await page(`/fr/offre/boulanger-de-nuit/${ids.gone}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('Boulanger de nuit');
    expect(gone.body).toMatch(/<meta name="robots" content="noindex/);
    const open = await page(`/fr/offre/vendeur-en-boulangerie/${ids.open}`);
    expect(open.statusCode).toBe(200);
    expect(open.body).not.toMatch(/<meta name="robots" content="noindex/);
  });

  it('publishes a confidential offer’s city only, in its JSON-LD and its hydration data', async () => {
    const res = await page(`/fr/offre/chef-boulanger/${ids.confidential}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"addressLocality"');
    expect(res.body).not.toContain('Secrète');
    expect(res.body).not.toContain('streetAddress');
  });

  it('moves an address without the id to the one live offer of that slug, else to the search', async () => {
    const one = await page('/fr/offre/vendeur-en-boulangerie');
    expect(one.statusCode).toBe(301);
    expect(one.headers.location).toBe(`/fr/offre/vendeur-en-boulangerie/${ids.open}`);
    const two = await page('/fr/offre/livreur');
    expect(two.statusCode).toBe(302);
    expect(two.headers.location).toBe('/fr/trouver-un-emploi?q=livreur');
    const none = await page('/en/offer/night-baker');
    expect(none.statusCode).toBe(302);
    expect(none.headers.location).toBe('/en/find-a-job?q=night+baker');
  });

  it('gives a sorted list the unsorted canonical, and the nonce meta its content', async () => {
    const res = await page('/fr/trouver-un-emploi?sort=date&page=2');
    expect(res.statusCode).toBe(200);
    // The head template escapes "=" in attributes (&#x3D;).
    expect(res.body).toContain(
      '<link rel="canonical" href="http://jobboard.localhost/fr/trouver-un-emploi?page&#x3D;2">',
    );
    expect(res.body).toMatch(/<title>[^<]* – page 2 /);
    expect(res.body).toMatch(/<meta property="csp-nonce" content="" nonce="[^"]+">/);
  });
});
