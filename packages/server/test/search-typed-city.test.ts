import type { CityMatch } from '@jobboard/contracts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedDir } from '@jobboard/manifest';
import { cities } from '../src/db/schema.js';
import { builtBrands, createTestApp, type TestApp } from './helper.js';

/**
 * A search sent with the city field's text but no picked municipality (before the page's
 * scripts, without JavaScript, or Enter without picking): the server resolves the name to the
 * municipality it names, or says that none does, and never drops it silently.
 */
const HOST = 'jobboard.localhost';
const built = existsSync(path.join(generatedDir(), 'ssr', 'entry-server.js'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(built ? { seed: 'demo', demoOffers: 12, registry: builtBrands() } : {});
});
afterAll(async () => t?.close());

const named = async (name: string, lang = 'fr') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/cities?${new URLSearchParams({ name, lang })}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: CityMatch[] }).data;
};

describe('GET /api/cities?name: the municipality a typed name names', () => {
  it('matches the whole name, accents, case, hyphens and spaces ignored, in either language', async () => {
    const trois = [{ id: 9, label: 'Trois-Rivières', province: 'QC' }];
    expect(await named('Trois-Rivières')).toEqual(trois);
    expect(await named('  trois rivieres ')).toEqual(trois);
    expect(await named('TROIS-RIVIÈRES')).toEqual(trois);
    // The field's text of a picked city: the name and its province.
    expect(await named('Trois-Rivières, QC')).toEqual(trois);
    expect(await named('Trois-Rivières, ON')).toEqual([]);
    // The English name names it too, answered in the asked language.
    expect(await named('quebec city', 'fr')).toEqual([
      { id: expect.any(Number), label: 'Québec', province: 'QC' },
    ]);
    expect(await named('Québec', 'en')).toMatchObject([{ label: 'Quebec City' }]);
    // A prefix is not a name: "trois" names no municipality (the type-ahead would list some).
    expect(await named('trois')).toEqual([]);
    expect(await named('Nowhereville')).toEqual([]);
    expect(await named('%_')).toEqual([]);
    expect(await named('')).toEqual([]);
  });

  it('takes the most populous of municipalities that share a name', async () => {
    const [shared] = await t.db
      .select({ label: cities.label, n: sql<number>`count(*)::int` })
      .from(cities)
      .groupBy(cities.label)
      .having(sql`count(*) > 1`)
      .orderBy(desc(sql`count(*)`))
      .limit(1);
    expect(shared, 'the seed has municipalities that share a name').toBeDefined();
    const [biggest] = await t.db
      .select({ id: cities.id })
      .from(cities)
      .where(eq(cities.label, shared!.label))
      .orderBy(sql`${cities.population} desc nulls last`, cities.id)
      .limit(1);
    expect((await named(shared!.label.toUpperCase()))[0]?.id).toBe(biggest!.id);
  });
});

describe.runIf(built)('the search page with a typed city', () => {
  const page = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { host: HOST, accept: 'text/html' } });

  it('redirects to the search of the municipality the text names (the form without JavaScript)', async () => {
    const res = await page(
      `/fr/trouver-un-emploi?q=&city_name=${encodeURIComponent('trois-rivieres')}&city=`,
    );
    expect(res.statusCode).toBe(302);
    const to = new URL(res.headers.location as string, 'http://x');
    expect(to.pathname).toBe('/fr/trouver-un-emploi');
    expect(to.searchParams.get('city')).toBe('9');
    expect(to.searchParams.has('city_name')).toBe(false);
    // That search is the city's page: its title, canonical URL and field name the city.
    const shown = await page(`${to.pathname}${to.search}`);
    expect(shown.body).toContain('<title>Emplois à Trois-Rivières');
    expect(shown.body).toMatch(
      /<link rel="canonical" href="[^"]*\/fr\/trouver-un-emploi\?city&#x3D;9">/,
    );
    expect(shown.body).toContain('value="Trois-Rivières, QC"');
    // A hidden id left from the last search loses to other text typed over it…
    const over = await page('/en/find-a-job?city=1&city_name=Trois-Rivi%C3%A8res');
    expect(new URL(over.headers.location as string, 'http://x').searchParams.get('city')).toBe('9');
    // …and the text of that same city keeps it.
    const same = await page('/fr/trouver-un-emploi?city=1&city_name=Montr%C3%A9al%2C%20QC');
    expect(new URL(same.headers.location as string, 'http://x').search).toBe('?city=1');
    // The radius belongs to the city it was chosen for: another city starts at the city alone.
    const away = await page('/en/find-a-job?city=1&radius=50&city_name=Trois-Rivi%C3%A8res');
    expect(new URL(away.headers.location as string, 'http://x').search).toBe('?city=9');
    const kept = await page('/en/find-a-job?city=1&radius=50&city_name=Montr%C3%A9al');
    expect(new URL(kept.headers.location as string, 'http://x').search).toBe('?city=1&radius=50');
  });

  it('searches without a city and says so when the text names none, in both languages', async () => {
    const fr = await page('/fr/trouver-un-emploi?city_name=Nowhereville');
    expect(fr.statusCode).toBe(200);
    expect(fr.body).toContain('Aucune ville ne correspond à «\u00a0Nowhereville\u00a0»');
    // The page is the search of every city: so is its canonical URL.
    expect(fr.body).toMatch(/<link rel="canonical" href="[^"?]*\/fr\/trouver-un-emploi">/);
    const en = await page('/en/find-a-job?city_name=Nowhereville&city=9');
    // A stale id is dropped with the text that replaced it.
    expect(en.statusCode).toBe(302);
    const to = new URL(en.headers.location as string, 'http://x');
    expect(to.searchParams.has('city')).toBe(false);
    const shown = await page(`${to.pathname}${to.search}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('No city matches “Nowhereville”');
  });

  // Last: it spends this address's type-ahead lookups. The page once asked the API for its
  // municipality's name as the visitor, and with their lookups spent (a shared office address)
  // rendered an empty city field, which the page cache then gave every visitor.
  it('names its municipality after the address has spent its type-ahead lookups', async () => {
    const lookup = () => t.app.inject({ method: 'GET', url: '/api/cities?lang=fr&q=tr' });
    let status = 200;
    for (let i = 0; i < 400 && status === 200; i++) status = (await lookup()).statusCode;
    expect(status).toBe(429);
    t.app.pageCache.invalidate(); // the first test rendered this page
    const shown = await page('/fr/trouver-un-emploi?city=9');
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('value="Trois-Rivières, QC"');
  });
});
