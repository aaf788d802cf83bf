import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer } from '@jobboard/contracts';
import { offers } from '../src/db/schema.js';
import { insertCompany, insertOffer } from './fixtures/public-offers.js';
import { createTestApp, type TestApp } from './helper.js';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const company = await insertCompany(t.db, { nameFr: 'Acmé' });
  ids.onSite = await insertOffer(t.db, { companyId: company, titleFr: 'Commis sur place' });
  ids.remote = await insertOffer(t.db, { companyId: company, titleFr: 'Développeuse' });
  await t.db
    .update(offers)
    .set({ remote: true, openToCanada: true })
    .where(eq(offers.id, ids.remote));
});
afterAll(() => t.close());

const search = async (query: string) => {
  const res = await t.app.inject({ url: `/api/jobboard/jobboard/offers?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: Offer[]; meta: { total: number } };
};

describe('remote work in the public search', () => {
  it('remote=1 keeps only the offers done from home, with the right total', async () => {
    const all = await search('');
    expect(all.data.map((o) => o.id)).toEqual(expect.arrayContaining([ids.onSite, ids.remote]));
    const remote = await search('remote=1');
    expect(remote.data.map((o) => o.id)).toEqual([ids.remote]);
    expect(remote.meta.total).toBe(1);
    expect(remote.data[0]).toMatchObject({ remote: true, open_to_canada: true });
  });

  it('on an empty page, gives the total without remote=1 among the relaxations', async () => {
    const res = await t.app.inject({
      url: `/api/jobboard/jobboard/offers?remote=1&q=commis&facets=1`,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json() as { meta: { total: number }; relaxations: unknown[] };
    expect(page.meta.total).toBe(0);
    expect(page.relaxations).toContainEqual({ filter: 'remote', id: null, total: 1 });
  });

  it('refuses another value than 1', async () => {
    const res = await t.app.inject({ url: '/api/jobboard/jobboard/offers?remote=yes' });
    expect(res.statusCode).toBe(422);
  });
});
