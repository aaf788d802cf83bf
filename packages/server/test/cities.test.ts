import type { CityMatch } from '@jobboard/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../src/config/rate-limits.js';
import { users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const lookup = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/cities?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: CityMatch[] }).data;
};

describe('GET /api/cities', () => {
  it('matches accents and case away, the start of any word, prefix first then population', async () => {
    const montreal = await lookup('q=montreal&lang=fr');
    // Montréal keeps its fixed id (1); Montréal-Ouest, Montréal-Est follow (smaller).
    expect(montreal[0]).toEqual({ id: 1, label: 'Montréal', province: 'QC' });
    expect(montreal.length).toBeGreaterThan(1);
    expect(montreal.every((c) => /^Montréal/.test(c.label))).toBe(true);

    expect((await lookup('q=trois-riv&lang=fr'))[0]).toMatchObject({ label: 'Trois-Rivières' });
    expect((await lookup('q=TROIS%20RIV&lang=fr'))[0]).toMatchObject({ label: 'Trois-Rivières' });
    // "riv" starts the second word of Trois-Rivières, but names starting with it rank first.
    const riv = await lookup('q=riv&lang=fr&limit=20');
    const firstInner = riv.findIndex((c) => !c.label.toLowerCase().startsWith('riv'));
    expect(riv.map((c) => c.label)).toContain('Trois-Rivières');
    expect(riv.slice(firstInner).every((c) => !c.label.toLowerCase().startsWith('riv'))).toBe(true);

    // Ranked by population: Toronto before Tottenham, all of Canada.
    const to = await lookup('q=to&lang=en');
    expect(to[0]).toMatchObject({ label: 'Toronto', province: 'ON' });
    expect(to.length).toBeLessThanOrEqual(8);
  });

  it('answers each name in the asked language, and one municipality by id', async () => {
    expect((await lookup('q=quebec&lang=en'))[0]).toMatchObject({ label: 'Quebec City' });
    expect((await lookup('q=quebec&lang=fr'))[0]).toMatchObject({ label: 'Québec' });
    // The English name finds the municipality too.
    expect((await lookup('q=quebec%20ci&lang=fr'))[0]).toMatchObject({ label: 'Québec' });
    expect(await lookup('id=1&lang=en')).toEqual([{ id: 1, label: 'Montréal', province: 'QC' }]);
    expect(await lookup('q=&lang=fr')).toEqual([]);
    expect(await lookup('q=%25_&lang=fr')).toEqual([]);
  });

  it('keeps the search filter list to the 48 listed cities', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/jobboard/jobboard/offer-attributes',
    });
    expect(res.json().data.cities).toHaveLength(48);
  });

  it('is rate-limited like the other public routes', async () => {
    const limited = await createTestApp();
    try {
      let status = 0;
      for (let i = 0; i <= RATE_LIMITS.lookup.max && status !== 429; i++) {
        status = (await limited.app.inject({ method: 'GET', url: '/api/cities?q=a' })).statusCode;
      }
      expect(status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('the profile stores the municipality', () => {
  it('saves the picked city id and its name; a name that is no municipality is refused', async () => {
    const candidate = await t.createCandidate();
    const post = (location: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/jobboard/jobboard/user/info',
        headers: { cookie: candidate.cookie },
        payload: {
          first_name: 'Émilie',
          last_name: 'Gagnon',
          language: 'fr',
          phone_number: '418 555-0199',
          location: { country: 'CA', ...location },
          client: 'web',
          lg: 'en',
        },
      });
    const [trois] = await lookup('q=trois-rivieres&lang=fr');
    const ok = await post({ city_id: trois!.id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.location).toEqual({
      address: 'Trois-Rivières',
      country: 'CA',
      city_id: trois!.id,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, candidate.id));
    expect(row?.cityId).toBe(trois!.id);

    const typed = await post({ address: 'montreal' });
    expect(typed.json().data.location).toMatchObject({ address: 'Montréal', city_id: 1 });
    // The text names its municipality by the search's rule (GET /cities?name=): the English
    // name, and the field's own text of a picked city, name it too.
    const english = await post({ address: 'Quebec City' });
    expect(english.json().data.location).toMatchObject({ address: 'Québec' });
    const shown = await post({ address: 'Trois-Rivières, QC' });
    expect(shown.json().data.location).toMatchObject({ city_id: trois!.id });

    const free = await post({ address: 'Chez moi' });
    expect(free.statusCode).toBe(422);
    expect(free.json().errors).toEqual({ 'location.city_id': ['Choose a city from the list.'] });
  });
});
