import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedDir } from '@jobboard/manifest';
import { builtBrands, createTestApp, type TestApp } from './helper.js';

/**
 * The search and category pages of the real SSR bundle (pnpm build:site) on the demo data:
 * unknown slugs and ids are real 404s, and the page renders the facet counts the API gives.
 */
describe('search and category pages', () => {
  const built = existsSync(path.join(generatedDir(), 'ssr', 'entry-server.js'));
  const HOST = 'jobboard.localhost';
  let t: TestApp;
  type Attr = { id: number; slug: { fr: string; en: string }; parent_id: number | null };
  let category: Attr;
  let foreignSpecialization: Attr;
  beforeAll(async () => {
    if (!built) throw new Error('The site is not built: run `pnpm build:site` first.');
    t = await createTestApp({ seed: 'demo', demoOffers: 12, registry: builtBrands() });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/jobboard/jobboard/offer-attributes',
      headers: { host: HOST },
    });
    const attrs = res.json() as {
      data: { attributes: { category: Attr[]; specialization: Attr[] } };
    };
    category = attrs.data.attributes.category[0]!;
    foreignSpecialization = attrs.data.attributes.specialization.find(
      (s) => s.parent_id !== category.id,
    )!;
  });
  afterAll(async () => t?.close());

  const page = async (url: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { host: HOST, accept: 'text/html' },
    });
    return { status: res.statusCode, body: res.body };
  };

  it('answers 404 for unknown category and specialization slugs in the path', async () => {
    expect((await page(`/fr/emploi/${category.slug.fr}`)).status).toBe(200);
    expect((await page('/fr/emploi/nulle-part')).status).toBe(404);
    expect((await page(`/fr/emploi/${category.slug.fr}/nulle-part`)).status).toBe(404);
    // A specialization of another category is not one of this category's pages.
    expect(
      (await page(`/fr/emploi/${category.slug.fr}/${foreignSpecialization.slug.fr}`)).status,
    ).toBe(404);
    expect((await page(`/en/job/${category.slug.en}/nowhere/montreal`)).status).toBe(404);
  });

  it('answers 404 for unknown category and specialization ids in the query', async () => {
    expect((await page(`/fr/trouver-un-emploi?category=${category.id}`)).status).toBe(200);
    expect((await page('/fr/trouver-un-emploi?category=99999')).status).toBe(404);
    expect((await page('/en/find-a-job?specialization=99999')).status).toBe(404);
    const notFound = await page('/fr/trouver-un-emploi?category=99999');
    expect(notFound.body).not.toContain('data-testid="offer-list"');
  });

  it('answers 404 for an unknown category page, 200 for a known one', async () => {
    expect((await page(`/fr/categorie/category/${category.slug.fr}`)).status).toBe(200);
    expect((await page('/fr/categorie/category/nulle-part')).status).toBe(404);
    expect((await page('/en/category/nothing/it')).status).toBe(404);
  });

  it('renders the result count, facet counts, the sort and relative dates on the server', async () => {
    const { status, body } = await page('/fr/trouver-un-emploi');
    expect(status).toBe(200);
    expect(body).toMatch(/data-testid="results-count"[^>]*>\d+ emplois</);
    expect(body).toContain('data-testid="facet-category"');
    expect(body).toContain('data-testid="facet-count"');
    expect(body).toContain('Trier par');
    expect(body).toMatch(/data-testid="offer-posted"[^>]*>(il y a|hier|aujourd)/);
    // The render's clock travels in the state, for the hydration to say the same.
    expect(body).toMatch(/"renderedAt":"\d{4}-\d\d-\d\dT/);
  });
});
