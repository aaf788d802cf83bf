import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert, OfferSearchPage } from '@jobboard/contracts';
import { clearOfferCountCache } from '../src/repositories/offers-aggregates.js';
import { offerFacets, offerFacetsByQuery } from '../src/repositories/offers-facets.js';
import { getReference } from '../src/repositories/reference.js';
import { insertCompany, insertOffer } from './fixtures/public-offers.js';
import { createTestApp, type TestApp, type TestUser } from './helper.js';

/**
 * The search's "date posted" filter (docs/search.md): offers posted in the last 24 hours, 3, 7 or
 * 30 days, with a count per window like the other facets; alerts keep it.
 */
let t: TestApp;
let alice: TestUser;
let category: number;
const HOUR = 60;
const DAY = 24 * HOUR;
/** The offers' ages in minutes: one in each window, and one older than every window. */
const AGES = [2 * HOUR, 2 * DAY, 5 * DAY, 20 * DAY, 60 * DAY];
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.createCandidate({ email: 'alice-posted@example.test' });
  const reference = await getReference(t.db);
  category = reference.byType.category[0]!.id;
  const company = await insertCompany(t.db, { nameFr: 'Récent' });
  for (const [i, ageMinutes] of AGES.entries())
    ids.push(
      await insertOffer(t.db, {
        companyId: company,
        titleFr: `Offre datée ${i}`,
        ageMinutes,
        // The first two in the category: the windows count with the other filters.
        attributes: i < 2 ? [category] : [],
        expiresInDays: 90,
      }),
    );
});
afterAll(async () => t?.close());

const search = async (query: string): Promise<OfferSearchPage> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/jobboard/jobboard/offers?${query}`,
    headers: { host: 'jobboard.test' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OfferSearchPage;
};
const mine = (page: OfferSearchPage) => page.data.map((o) => o.id).filter((id) => ids.includes(id));

describe('date posted', () => {
  it('keeps the offers posted in the window', async () => {
    expect(mine(await search('posted=1&per_page=50'))).toEqual([ids[0]]);
    expect(mine(await search('posted=3&per_page=50'))).toEqual(ids.slice(0, 2));
    expect(mine(await search('posted=7&per_page=50'))).toEqual(ids.slice(0, 3));
    expect(mine(await search('posted=30&per_page=50'))).toEqual(ids.slice(0, 4));
    expect(mine(await search('per_page=50'))).toEqual(ids);
  });

  it('counts each window with the other filters, in memory as by query', async () => {
    const page = await search(`category=${category}&posted=1&facets=1`);
    expect(page.meta.total).toBe(1);
    // The window's own choice does not apply to its counts; the category does.
    expect(page.facets!.posted).toEqual([
      { id: 1, count: 1 },
      { id: 3, count: 2 },
      { id: 7, count: 2 },
      { id: 30, count: 2 },
    ]);
    // The category's counts take the window into account.
    expect(page.facets!.category).toEqual([{ id: category, count: 1 }]);
    const reference = await getReference(t.db);
    for (const filters of [
      {},
      { posted: 7 as const },
      { category: [category], posted: 3 as const },
    ]) {
      clearOfferCountCache(t.db);
      const byQuery = await offerFacetsByQuery(t.db, reference, 'jobboard', filters);
      expect(
        await offerFacets(t.db, reference, 'jobboard', filters),
        JSON.stringify(filters),
      ).toEqual(byQuery);
    }
  });

  it('offers to drop the window on an empty page', async () => {
    const page = await search(`category=${category}&posted=1&q=introuvablexyz&facets=1`);
    expect(page.meta.total).toBe(0);
    expect(page.relaxations).toContainEqual(expect.objectContaining({ filter: 'posted', id: 1 }));
  });

  it('refuses a window that is not one of the choices with a 422', async () => {
    for (const posted of ['2', '0', 'x', '365']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/jobboard/jobboard/offers?posted=${posted}`,
        headers: { host: 'jobboard.test' },
      });
      expect(res.statusCode, posted).toBe(422);
    }
  });

  it('is kept by an alert, and said in its summary in both languages', async () => {
    for (const [lg, words] of [
      ['fr', '7 derniers jours'],
      ['en', 'Last 7 days'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/jobboard/jobboard/alerts',
        headers: { host: 'jobboard.test', cookie: alice.cookie },
        payload: { filters: { category: [category], posted: 7 }, frequency: 'daily', lg },
      });
      expect(res.statusCode, res.body).toBe(201);
      const alert = (res.json() as { data: Alert }).data;
      expect(alert.filters).toEqual({ category: [category], posted: 7 });
      expect(alert.summary).toContain(words);
    }
  });
});
