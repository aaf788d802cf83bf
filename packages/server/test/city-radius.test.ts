import { CITY_RADII_KM, type OfferSearchPage } from '@jobboard/contracts';
import { eq, inArray, isNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, offers } from '../src/db/schema.js';
import { seedDatabase } from '../src/db/seed/index.js';
import {
  facetsInMemory,
  offerFacetsByQuery,
  type OfferFilters,
} from '../src/repositories/offers.js';
import {
  cityFilterIds,
  clearReferenceCache,
  distanceKm,
  getReference,
} from '../src/repositories/reference.js';
import { insertCompany, insertOffer } from './fixtures/public-offers.js';
import { createTestApp, type TestApp } from './helper.js';

/**
 * Listed city ids (seed order): Montréal 1, Laval 3, Sherbrooke 6, Terrebonne 10, Saint-Jérôme 15.
 */
const MONTREAL = 1;
const LAVAL = 3;
const SHERBROOKE = 6;
const TERREBONNE = 10;
const SAINT_JEROME = 15;
const IT = 8;
const TRADES = 3;

let t: TestApp;
/** An unlisted municipality next to Laval (a GeoNames id): the radius reaches every one. */
let boisbriand: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db
    .select({ id: cities.id })
    .from(cities)
    .where(eq(cities.slug, 'boisbriand-qc'));
  boisbriand = row!.id;
  const company = await insertCompany(t.db, { nameFr: 'Rive-Nord inc.' });
  const offer = (titleFr: string, cityId: number, attributes: number[], ageMinutes: number) =>
    insertOffer(t.db, { companyId: company, titleFr, cityId, attributes, ageMinutes });
  ids.laval = await offer('Commis Laval', LAVAL, [IT], 1);
  ids.terrebonne = await offer('Commis Terrebonne', TERREBONNE, [IT], 2);
  ids.boisbriand = await offer('Commis Boisbriand', boisbriand, [TRADES], 3);
  ids.saintJerome = await offer('Commis Saint-Jérôme', SAINT_JEROME, [IT], 4);
  ids.sherbrooke = await offer('Commis Sherbrooke', SHERBROOKE, [IT], 5);
});
afterAll(async () => t?.close());

const get = (query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/jobboard/jobboard/offers?${query}`,
    headers: { host: 'jobboard.test' },
  });
const search = async (query: string): Promise<OfferSearchPage> => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OfferSearchPage;
};
const idsOf = (page: { data: Array<{ id: number }> }) => page.data.map((o) => o.id);

describe('municipality coordinates', () => {
  it('gives every municipality a position, the 48 listed cities inside Quebec', async () => {
    const missing = await t.db
      .select({ id: cities.id, label: cities.label })
      .from(cities)
      .where(or(isNull(cities.latitude), isNull(cities.longitude)));
    expect(missing).toEqual([]);
    const listed = await t.db.select().from(cities).where(eq(cities.listed, true));
    expect(listed).toHaveLength(48);
    // Quebec's bounding box (Natural Resources Canada): 44.99–62.59 N, 57.10–79.76 W.
    const outside = listed.filter(
      (c) =>
        c.latitude! < 44.99 || c.latitude! > 62.59 || c.longitude! < -79.76 || c.longitude! > -57.1,
    );
    expect(outside.map((c) => c.label)).toEqual([]);
    // Matched to the right GeoNames place, not a namesake: Montréal–Québec is about 233 km.
    const reference = await getReference(t.db);
    const km = distanceKm(reference.cityPoints.get(MONTREAL)!, reference.cityPoints.get(2)!);
    expect(km).toBeGreaterThan(225);
    expect(km).toBeLessThan(240);
  });

  it('fills the coordinates of a database seeded before them, and changes nothing else', async () => {
    const before = await t.db
      .select()
      .from(cities)
      .where(inArray(cities.id, [LAVAL, boisbriand]));
    // As a database migrated from before the columns: rows without a position.
    await t.db
      .update(cities)
      .set({ latitude: null, longitude: null })
      .where(inArray(cities.id, [LAVAL, boisbriand]));
    const offersBefore = await t.db.select({ id: offers.id }).from(offers);
    await seedDatabase(t.db, { mode: 'reference' });
    clearReferenceCache(t.db);
    const after = await t.db
      .select()
      .from(cities)
      .where(inArray(cities.id, [LAVAL, boisbriand]));
    expect(after).toEqual(before);
    expect(await t.db.select({ id: offers.id }).from(offers)).toEqual(offersBefore);
  });
});

describe('search by city and radius', () => {
  it('widens the chosen cities to the municipalities within the radius', async () => {
    expect(idsOf(await search(`city=${LAVAL}`))).toEqual([ids.laval]);
    // Terrebonne (~15 km) and Boisbriand (~12 km) are within 25 km of Laval; Saint-Jérôme
    // (~35 km) is not, Sherbrooke (~130 km) never.
    expect(idsOf(await search(`city=${LAVAL}&radius=25`))).toEqual([
      ids.laval,
      ids.terrebonne,
      ids.boisbriand,
    ]);
    expect(idsOf(await search(`city=${LAVAL}&radius=50`))).toEqual([
      ids.laval,
      ids.terrebonne,
      ids.boisbriand,
      ids.saintJerome,
    ]);
    // Around any of the chosen cities.
    expect(idsOf(await search(`city=${SHERBROOKE},${SAINT_JEROME}&radius=10`))).toEqual([
      ids.saintJerome,
      ids.sherbrooke,
    ]);
    // Combined with the other filters; ignored without a city.
    expect(idsOf(await search(`city=${LAVAL}&radius=25&category=${IT}`))).toEqual([
      ids.laval,
      ids.terrebonne,
    ]);
    expect((await search('radius=10')).meta.total).toBe(5);
  });

  it('counts the facets and the total with the radius', async () => {
    const page = await search(`city=${LAVAL}&radius=25&facets=1`);
    expect(page.meta.total).toBe(3);
    expect(page.facets!.category).toEqual([
      { id: IT, count: 2 },
      { id: TRADES, count: 1 },
    ]);
    // The city family's own counts leave the city choice out (as without a radius).
    expect(page.facets!.city).toHaveLength(5);
    // Empty page: removing the city gives everything back.
    const empty = await search(`city=${LAVAL}&radius=10&category=999&facets=1`);
    expect(empty.meta.total).toBe(0);
    expect(empty.relaxations).toContainEqual({ filter: 'city', id: LAVAL, total: 0 });
    // The in-memory counts and the grouped queries (a board too big to load) agree.
    const reference = await getReference(t.db);
    const filters: OfferFilters = { city: [LAVAL], radius: 25, category: [IT] };
    const byQuery = await offerFacetsByQuery(t.db, reference, 'jobboard', filters);
    const rows = [
      { cityId: LAVAL, attributes: [IT], postedAt: Date.now() },
      { cityId: TERREBONNE, attributes: [IT], postedAt: Date.now() },
      { cityId: boisbriand, attributes: [TRADES], postedAt: Date.now() },
      { cityId: SAINT_JEROME, attributes: [IT], postedAt: Date.now() },
      { cityId: SHERBROOKE, attributes: [IT], postedAt: Date.now() },
    ];
    expect(facetsInMemory(reference, rows, filters)).toEqual(byQuery);
    expect(byQuery.category).toEqual([
      { id: IT, count: 2 },
      { id: TRADES, count: 1 },
    ]);
  });

  it('tells an empty search around a city how many offers it finds within 50 km', async () => {
    // Trades in Laval alone: none; within 50 km, Boisbriand's.
    const empty = await search(`city=${LAVAL}&category=${TRADES}&facets=1`);
    expect(empty.meta.total).toBe(0);
    expect(empty.relaxations).toContainEqual({ filter: 'radius', id: 50, total: 1 });
    const closer = await search(`city=${LAVAL}&radius=10&category=${TRADES}&facets=1`);
    expect(closer.relaxations).toContainEqual({ filter: 'radius', id: 50, total: 1 });
    // Already that wide, or without a city: nothing to suggest.
    const wide = await search(`city=${SHERBROOKE}&radius=50&category=${TRADES}&facets=1`);
    expect(wide.meta.total).toBe(0);
    expect(wide.relaxations!.some((r) => r.filter === 'radius')).toBe(false);
    const noCity = await search(`category=${TRADES}&q=zzzz&facets=1`);
    expect(noCity.relaxations!.some((r) => r.filter === 'radius')).toBe(false);
  });

  it('refuses a radius that is not one of the choices, per field', async () => {
    for (const radius of ['7', '0', '-25', 'abc', '1e9', '25km', '']) {
      const res = await get(`city=${LAVAL}&radius=${radius}`);
      expect(res.statusCode, radius).toBe(422);
      expect(Object.keys((res.json() as { errors: object }).errors), radius).toEqual(['radius']);
    }
    for (const radius of CITY_RADII_KM)
      expect((await get(`city=${LAVAL}&radius=${radius}`)).statusCode).toBe(200);
  });

  it('computes each (cities, radius) once and keeps unknown ids out', async () => {
    const reference = await getReference(t.db);
    const a = cityFilterIds(reference, [LAVAL, 424_242], 25);
    expect(a).toContain(TERREBONNE);
    expect(a).toContain(MONTREAL);
    expect(a).not.toContain(424_242);
    expect(a).not.toContain(SAINT_JEROME);
    expect(cityFilterIds(reference, [424_242, LAVAL], 25)).toBe(a);
    expect(cityFilterIds(reference, [424_242], 25)).toEqual([]);
    expect(cityFilterIds(reference, [LAVAL])).toEqual([LAVAL]);
  });
});
