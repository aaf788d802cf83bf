import { sql } from 'drizzle-orm';
import type { Offer, PageMeta } from '@jobboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COUNT_CACHE_TTL_MS,
  cachedAggregate,
  clearOfferCountCache,
  countOffers,
  facetsInMemory,
  hydrateOffers,
  offerFacets,
  offerFacetsByQuery,
  searchConditions,
  searchOffers,
  setFreshAggregateTtl,
  type OfferFilters,
} from '../src/repositories/offers.js';
import { getReference } from '../src/repositories/reference.js';
import { insertApplication, insertCompany, insertOffer } from './fixtures/public-offers.js';
import { createTestApp, type TestApp, type TestUser } from './helper.js';

/** Reference ids of the seed: categories 2 engineering, 4 accounting, 8 IT, 3 trades. */
const ENGINEERING = 2;
const ACCOUNTING = 4;
const IT = 8;
const TRADES = 3;
const CIVIL_ENGINEERING = 1004; // first specialization of category 2
const FULL_TIME = 41;
const PART_TIME = 40;
const TWO_TO_FIVE = 33;
const ZERO_TO_TWO = 32;
const MONTREAL = 1;
const LAVAL = 3;

let t: TestApp;
let candidate: TestUser;
const ids: Record<string, number> = {};
let acme: number;
let other: number;

beforeAll(async () => {
  t = await createTestApp();
  candidate = await t.createCandidate();
  acme = await insertCompany(t.db, { nameFr: 'Génie Acmé', nameEn: 'Acme Engineering' });
  other = await insertCompany(t.db, { nameFr: 'Logiciels Boréal' });
  ids.civil = await insertOffer(t.db, {
    companyId: acme,
    titleFr: 'Ingénieur civil',
    descriptionFr: 'Rejoignez notre équipe à Montréal pour des projets d’infrastructure.',
    attributes: [ENGINEERING, CIVIL_ENGINEERING, FULL_TIME, TWO_TO_FIVE],
    cityId: MONTREAL,
    boards: ['jobboard', 'techboard'],
    ageMinutes: 10,
    salaryMin: 70000,
    salaryMax: 90000,
  });
  ids.developer = await insertOffer(t.db, {
    companyId: other,
    titleFr: null,
    titleEn: 'Software developer',
    descriptionEn: 'Join our team in Montréal to build web applications.',
    attributes: [IT, PART_TIME, ZERO_TO_TWO],
    cityId: LAVAL,
    ageMinutes: 20,
  });
  ids.confidential = await insertOffer(t.db, {
    companyId: acme,
    titleFr: 'Comptable',
    attributes: [ACCOUNTING, FULL_TIME],
    isConfidential: true,
    ageMinutes: 5,
  });
  ids.expiredByDate = await insertOffer(t.db, {
    companyId: acme,
    titleFr: 'Ingénieur en structure',
    attributes: [ENGINEERING],
    expiresInDays: -1,
    ageMinutes: 1,
  });
  ids.expiredStatus = await insertOffer(t.db, {
    companyId: acme,
    titleFr: 'Ingénieur de procédés',
    attributes: [ENGINEERING],
    status: 'expired',
    ageMinutes: 2,
  });
  ids.draft = await insertOffer(t.db, {
    companyId: acme,
    titleFr: 'Ingénieur brouillon',
    attributes: [ENGINEERING],
    status: 'draft',
    boards: [],
  });
  ids.otherBoard = await insertOffer(t.db, {
    companyId: other,
    titleFr: 'Ingénieur réseau',
    attributes: [IT],
    boards: ['techboard'],
    ageMinutes: 3,
  });
  ids.electrician = await insertOffer(t.db, {
    companyId: other,
    titleFr: 'Électricien',
    titleEn: 'Electrician',
    attributes: [TRADES, FULL_TIME],
    legacyId: 12345,
    ageMinutes: 30,
  });
  ids.mechanical = await insertOffer(t.db, {
    companyId: other,
    titleFr: 'Ingénieure mécanique',
    attributes: [ENGINEERING, PART_TIME],
    expiresInDays: null,
    ageMinutes: 50,
  });
  await insertApplication(t.db, ids.civil, candidate.id);
});
afterAll(async () => t?.close());

type Page = { data: Offer[]; meta: PageMeta };
/** A public path names the host's own board: asked on that board's host. */
const hostOf = (url: string) =>
  `${/^\/api\/jobboard\/(techboard|careboard)\//.exec(url)?.[1] ?? 'jobboard'}.test`;
const get = (url: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { host: hostOf(url), ...(cookie ? { cookie } : {}) },
  });
const searchPage = async (query = '', board = 'jobboard'): Promise<Page> => {
  const res = await get(`/api/jobboard/${board}/offers${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};
const search = searchPage;
const idsOf = (page: { data: Offer[] }) => page.data.map((o) => o.id);

describe('GET /api/jobboard/{jobboard}/offers', () => {
  it('lists only offers published on the board and not expired, newest first, with meta', async () => {
    const page = await search();
    expect(idsOf(page)).toEqual([
      ids.confidential,
      ids.civil,
      ids.developer,
      ids.electrician,
      ids.mechanical,
    ]);
    expect(page.meta).toEqual({ current_page: 1, per_page: 20, total: 5, last_page: 1 });
  });

  it('lists another board separately', async () => {
    const page = await search('', 'techboard');
    expect(idsOf(page)).toEqual([ids.otherBoard, ids.civil]);
    expect(page.meta.total).toBe(2);
  });

  it('paginates with per_page and page', async () => {
    const second = await search('per_page=2&page=2');
    expect(idsOf(second)).toEqual([ids.developer, ids.electrician]);
    expect(second.meta).toEqual({ current_page: 2, per_page: 2, total: 5, last_page: 3 });
    const beyond = await search('per_page=2&page=9');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toEqual({ current_page: 9, per_page: 2, total: 5, last_page: 3 });
    const oldest = await search('sort=created_at_asc&per_page=1');
    expect(idsOf(oldest)).toEqual([ids.mechanical]);
  });

  it('searches French and English text, ignoring accents and case', async () => {
    // Newest first, so that the lists compare whatever the ranking (relevance is tested below).
    const search = (query: string) => searchPage(`sort=created_at_desc&${query}`);
    expect(idsOf(await search('q=ingenieur'))).toEqual([ids.civil, ids.mechanical]);
    expect(idsOf(await search('q=Ingénieur'))).toEqual([ids.civil, ids.mechanical]);
    expect(idsOf(await search('q=INGÉNIEURE'))).toEqual([ids.civil, ids.mechanical]);
    // "Montréal" is in a French description and in an English one.
    expect(idsOf(await search('q=montreal'))).toEqual([ids.civil, ids.developer]);
    expect(idsOf(await search(`q=${encodeURIComponent('MONTRÉAL')}`))).toEqual([
      ids.civil,
      ids.developer,
    ]);
    // English stemming: "developers" finds "developer"; French: "électriciens" finds "Électricien".
    expect(idsOf(await search('q=developers'))).toEqual([ids.developer]);
    expect(idsOf(await search('q=electriciens'))).toEqual([ids.electrician]);
    expect(idsOf(await search('q=ingenieur%20civil'))).toEqual([ids.civil]);
    expect(idsOf(await search('q=ingenieur%20-civil'))).toEqual([ids.mechanical]);
    const found = await search('q=ingenieur');
    expect(found.meta.total).toBe(2);
    expect(idsOf(await search('q=zzzzzz'))).toEqual([]);
  });

  it('orders by relevance when asked', async () => {
    const page = await search('q=ingenieur%20civil%20infrastructure&sort=relevance');
    expect(idsOf(page)[0]).toBe(ids.civil);
  });

  it('orders by relevance by default when there are keywords, else newest first', async () => {
    // On a board of their own, so that the counts of the other tests do not move.
    const strong = await insertOffer(t.db, {
      companyId: other,
      titleFr: 'Soudeur soudeuse',
      descriptionFr: 'Soudeur pour notre atelier de soudure : soudeur de métier recherché.',
      attributes: [TRADES],
      boards: ['careboard'],
      ageMinutes: 300,
    });
    const weak = await insertOffer(t.db, {
      companyId: other,
      titleFr: 'Peintre en bâtiment',
      descriptionFr: 'Travail de peinture, parfois avec un soudeur sur le chantier.',
      attributes: [TRADES],
      boards: ['careboard'],
      ageMinutes: 200,
    });
    expect(idsOf(await search('q=soudeur', 'careboard'))).toEqual([strong, weak]);
    expect(idsOf(await search('q=soudeur&sort=relevance', 'careboard'))).toEqual([strong, weak]);
    expect(idsOf(await search('q=soudeur&sort=created_at_desc', 'careboard'))).toEqual([
      weak,
      strong,
    ]);
    // Without keywords, newest first whatever the sort says about relevance.
    expect(idsOf(await search('', 'careboard'))).toEqual([weak, strong]);
    expect(idsOf(await search('sort=relevance', 'careboard'))).toEqual([weak, strong]);
  });

  it('adds facet counts only when asked, each family counted under the other filters', async () => {
    type Faceted = Page & {
      facets?: Record<string, Array<{ id: number; count: number }>>;
      relaxations?: unknown;
    };
    const plain = (await search()) as Faceted;
    expect(plain.facets).toBeUndefined();
    expect(Object.keys(plain).sort()).toEqual(['data', 'meta']);

    const all = (await search('facets=1')) as Faceted;
    expect(all.meta.total).toBe(5);
    expect(all.facets).toEqual({
      category: [
        { id: ENGINEERING, count: 2 },
        { id: TRADES, count: 1 },
        { id: ACCOUNTING, count: 1 },
        { id: IT, count: 1 },
      ],
      specialization: [{ id: CIVIL_ENGINEERING, count: 1 }],
      city: [
        { id: MONTREAL, count: 4 },
        { id: LAVAL, count: 1 },
      ],
      schedule: [
        { id: FULL_TIME, count: 3 },
        { id: PART_TIME, count: 2 },
      ],
      experience: [
        { id: ZERO_TO_TWO, count: 1 },
        { id: TWO_TO_FIVE, count: 1 },
      ],
      // Every offer here was posted minutes ago: each date posted window holds them all.
      posted: [1, 3, 7, 30].map((id) => ({ id, count: all.meta.total })),
    });
    // A page with offers has no relaxations.
    expect(all.relaxations).toBeUndefined();

    // Engineering + full time lists the civil engineer only; each family ignores its own
    // choice: the categories are counted among full-time offers, the schedules among
    // engineering offers, the cities under both.
    const narrowed = (await search(
      `category=${ENGINEERING}&schedule=${FULL_TIME}&facets=1`,
    )) as Faceted;
    expect(idsOf(narrowed)).toEqual([ids.civil]);
    expect(narrowed.facets!.category).toEqual([
      { id: ENGINEERING, count: 1 },
      { id: TRADES, count: 1 },
      { id: ACCOUNTING, count: 1 },
    ]);
    expect(narrowed.facets!.schedule).toEqual([
      { id: PART_TIME, count: 1 },
      { id: FULL_TIME, count: 1 },
    ]);
    expect(narrowed.facets!.city).toEqual([{ id: MONTREAL, count: 1 }]);
    // Keywords narrow every family.
    const keyword = (await search('q=ingenieur&facets=1')) as Faceted;
    expect(keyword.facets!.category).toEqual([{ id: ENGINEERING, count: 2 }]);
    expect(keyword.facets!.schedule).toEqual([
      { id: PART_TIME, count: 1 },
      { id: FULL_TIME, count: 1 },
    ]);
  });

  it('tells an empty search how many offers each active filter holds back', async () => {
    const empty = (await search(`category=${ENGINEERING}&city=${LAVAL}&facets=1`)) as Page & {
      relaxations: Array<{ filter: string; id: number | null; total: number }>;
    };
    expect(empty.meta.total).toBe(0);
    expect(empty.relaxations).toEqual([
      { filter: 'radius', id: 50, total: 2 }, // the two engineers, within 50 km of Laval
      { filter: 'category', id: ENGINEERING, total: 1 }, // the Laval developer
      { filter: 'city', id: LAVAL, total: 2 }, // the two engineers
    ]);
    const keyword = (await search(`q=electricien&category=${IT}&facets=1`)) as Page & {
      relaxations: unknown;
    };
    expect(keyword.relaxations).toEqual([
      { filter: 'q', id: null, total: 1 },
      { filter: 'category', id: IT, total: 1 },
    ]);
    // Not asked, not given.
    expect(Object.keys(await search(`category=${ENGINEERING}&city=${LAVAL}`)).sort()).toEqual([
      'data',
      'meta',
    ]);
  });

  it('filters by category, specialization, city, schedule, experience and company', async () => {
    expect(idsOf(await search(`category=${ENGINEERING}`))).toEqual([ids.civil, ids.mechanical]);
    expect(idsOf(await search(`category=${ENGINEERING},${IT}`))).toEqual([
      ids.civil,
      ids.developer,
      ids.mechanical,
    ]);
    expect(idsOf(await search(`specialization=${CIVIL_ENGINEERING}`))).toEqual([ids.civil]);
    expect(idsOf(await search(`city=${LAVAL}`))).toEqual([ids.developer]);
    expect(idsOf(await search(`schedule=${PART_TIME}`))).toEqual([ids.developer, ids.mechanical]);
    expect(idsOf(await search(`experience=${ZERO_TO_TWO}`))).toEqual([ids.developer]);
    expect(idsOf(await search(`category=${ENGINEERING}&schedule=${FULL_TIME}`))).toEqual([
      ids.civil,
    ]);
    expect(idsOf(await search(`category=${ENGINEERING}&city=${LAVAL}`))).toEqual([]);
    expect(idsOf(await search(`q=montreal&category=${IT}`))).toEqual([ids.developer]);
    // A confidential offer never appears under its company.
    expect(idsOf(await search(`company=${acme}`))).toEqual([ids.civil]);
    const filtered = await search(`category=${ENGINEERING}&per_page=1`);
    expect(filtered.meta).toEqual({ current_page: 1, per_page: 1, total: 2, last_page: 2 });
  });

  it('matches nothing for ids of another type or unknown ids', async () => {
    // 41 is a schedule, not a category; 9999 exists nowhere.
    expect((await search(`category=${FULL_TIME}`)).meta.total).toBe(0);
    expect((await search('city=9999')).data).toEqual([]);
    expect((await search('specialization=9999')).data).toEqual([]);
  });

  it('hides the company of a confidential offer', async () => {
    const page = await search(`category=${ACCOUNTING}`);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({ is_confidential: true, company: null });
    expect(JSON.stringify(page.data[0])).not.toContain('Acm');
  });

  it('gives a confidential offer its city only, never its street address', async () => {
    await t.db.execute(
      sql`update offers set address = '42 rue Secrète, Laval' where id = ${ids.confidential}`,
    );
    const page = await search(`category=${ACCOUNTING}`);
    expect(page.data[0]).toMatchObject({ id: ids.confidential, address: null });
    const one = await get(`/api/jobboard/jobboard/offers/${ids.confidential}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.address).toBeNull();
    expect(one.body).not.toContain('Secrète');
  });

  it('keeps a small total until a write empties the cache, then counts the new offer', async () => {
    const before = (await search(`category=${TRADES}`)).meta.total;
    const id = await insertOffer(t.db, {
      companyId: other,
      titleFr: 'Plombier',
      attributes: [TRADES],
      ageMinutes: 100,
    });
    // Inserted behind the API's back: the list has it, the kept total does not yet.
    const cached = await search(`category=${TRADES}`);
    expect(idsOf(cached)).toContain(id);
    expect(cached.meta.total).toBe(before);
    // A write (through the API, or a bulk import) empties it.
    clearOfferCountCache(t.db);
    const after = await search(`category=${TRADES}`);
    expect(after.meta.total).toBe(before + 1);
    expect(idsOf(after)).toContain(id);
  });

  it('answers 404 JSON for an unknown board', async () => {
    const res = await get('/api/jobboard/nope/offers');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.stringContaining('nope') });
  });

  it('refuses bad query values with 422 per field', async () => {
    for (const query of [
      'page=0',
      'page=abc',
      'per_page=1000',
      'category=abc',
      'city=-1',
      'sort=bogus',
      'facets=yes',
      `q=${'a'.repeat(10_000)}`,
      'q=%00',
      `category=${Array.from({ length: 60 }, (_, i) => i + 1).join(',')}`,
    ]) {
      const res = await get(`/api/jobboard/jobboard/offers?${query}`);
      expect(res.statusCode, query.slice(0, 40)).toBe(422);
      const body = res.json() as { errors: Record<string, string[]> };
      expect(Object.keys(body.errors).length, query.slice(0, 40)).toBeGreaterThan(0);
    }
  });

  it('answers hostile keywords without a server error', async () => {
    for (const q of [
      "'; DROP TABLE offers; --",
      "ingénieur' OR 1=1 --",
      '& | ! :* ( ) <-> \\',
      '"unclosed',
      '%_%',
      '😀 ingénieur',
      'le la les', // only stop words
      '-',
      '\u202e\u200b',
    ]) {
      const res = await get(`/api/jobboard/jobboard/offers?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
    // Invalid UTF-8 in the URL and a lone surrogate.
    for (const raw of ['q=%ED%A0%80', 'q=%FF%FE', 'q=%E9', 'category=%C0%AF']) {
      const res = await get(`/api/jobboard/jobboard/offers?${raw}`);
      expect(res.statusCode, raw).toBeLessThan(500);
    }
    expect((await search()).meta.total).toBeGreaterThan(0);
  });
});

describe('GET /api/jobboard/{jobboard}/offers/{id}', () => {
  it('answers the offer shape of the contracts', async () => {
    const res = await get(`/api/jobboard/jobboard/offers/${ids.civil}`);
    expect(res.statusCode).toBe(200);
    const offer = (res.json() as { data: Offer }).data;
    expect(offer).toMatchObject({
      id: ids.civil,
      is_confidential: false,
      company: { id: acme, name_fr: 'Génie Acmé', name_en: 'Acme Engineering', logo: null },
      contents: { fr: { title: 'Ingénieur civil', slug: 'ingenieur-civil' } },
      primary_language: 'fr',
      has_applied: false,
      city: { id: MONTREAL, label: 'Montréal', slug: 'montreal', featured: true },
      salary: { min: 70000, max: 90000, period: 'year' },
      status: 'published',
      jobboards: [{ name: 'jobboard' }, { name: 'techboard' }],
    });
    // Only the languages that have content; the client falls back to primary_language.
    expect(offer.contents.en).toBeUndefined();
    expect(offer.attributes.map((a) => [a.type, a.id])).toEqual([
      ['category', ENGINEERING],
      ['experience', TWO_TO_FIVE],
      ['schedule', FULL_TIME],
      ['specialization', CIVIL_ENGINEERING],
    ]);
    expect(offer.attributes[0]).toMatchObject({
      label: { fr: 'Génie', en: 'Engineering' },
      slug: { fr: 'genie', en: 'engineering' },
      parent_id: null,
    });
    expect(offer.attributes[3]?.parent_id).toBe(ENGINEERING);
    expect(new Date(offer.created_at).toISOString()).toBe(offer.created_at);
  });

  it('tells a signed-in candidate whether they applied', async () => {
    const applied = await get(`/api/jobboard/jobboard/offers/${ids.civil}`, candidate.cookie);
    expect((applied.json() as { data: Offer }).data.has_applied).toBe(true);
    const notApplied = await get(
      `/api/jobboard/jobboard/offers/${ids.developer}`,
      candidate.cookie,
    );
    expect((notApplied.json() as { data: Offer }).data.has_applied).toBe(false);
    const page = await get(
      `/api/jobboard/jobboard/offers?category=${ENGINEERING}`,
      candidate.cookie,
    );
    const list = (page.json() as Page).data;
    expect(list.find((o) => o.id === ids.civil)?.has_applied).toBe(true);
    expect(list.find((o) => o.id === ids.mechanical)?.has_applied).toBe(false);
    // A forged cookie is just an anonymous visitor.
    const forged = await get(`/api/jobboard/jobboard/offers/${ids.civil}`, 'jb_session=forged');
    expect((forged.json() as { data: Offer }).data.has_applied).toBe(false);
  });

  it('hides the company of a confidential offer', async () => {
    const res = await get(`/api/jobboard/jobboard/offers/${ids.confidential}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: Offer }).data).toMatchObject({
      is_confidential: true,
      company: null,
    });
  });

  it('keeps an expired offer readable (its page says it expired)', async () => {
    const byDate = await get(`/api/jobboard/jobboard/offers/${ids.expiredByDate}`);
    expect(byDate.statusCode).toBe(200);
    const expiresAt = (byDate.json() as { data: Offer }).data.expires_at;
    expect(new Date(expiresAt!).getTime()).toBeLessThan(Date.now());
    const byStatus = await get(`/api/jobboard/jobboard/offers/${ids.expiredStatus}`);
    expect((byStatus.json() as { data: Offer }).data.status).toBe('expired');
  });

  it('answers 404 for drafts, other boards, unknown ids and non-ids', async () => {
    for (const url of [
      `/api/jobboard/jobboard/offers/${ids.draft}`,
      `/api/jobboard/jobboard/offers/${ids.otherBoard}`,
      `/api/jobboard/careboard/offers/${ids.civil}`,
      '/api/jobboard/jobboard/offers/999999',
      '/api/jobboard/jobboard/offers/ingenieur-civil',
      '/api/jobboard/jobboard/offers/0',
      '/api/jobboard/jobboard/offers/99999999999',
      "/api/jobboard/jobboard/offers/1'%20or%201=1",
      `/api/jobboard/nope/offers/${ids.civil}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: expect.any(String) });
    }
    expect((await get(`/api/jobboard/techboard/offers/${ids.otherBoard}`)).statusCode).toBe(200);
  });
});

describe('GET /api/jobboard/{jobboard}/legacy/offers/{lang}/{id}', () => {
  it('finds an offer by its id on the previous platform', async () => {
    const res = await get('/api/jobboard/jobboard/legacy/offers/fr/12345');
    expect(res.statusCode).toBe(200);
    const offer = (res.json() as { data: Offer }).data;
    expect(offer.id).toBe(ids.electrician);
    expect(offer.contents).toMatchObject({
      fr: { title: 'Électricien' },
      en: { title: 'Electrician' },
    });
    expect((await get('/api/jobboard/jobboard/legacy/offers/en/12345')).statusCode).toBe(200);
  });

  it('answers 404 for unknown ids and boards, 422 for an unknown language', async () => {
    expect((await get('/api/jobboard/jobboard/legacy/offers/fr/54321')).statusCode).toBe(404);
    expect((await get('/api/jobboard/jobboard/legacy/offers/fr/abc')).statusCode).toBe(404);
    expect((await get('/api/jobboard/nope/legacy/offers/fr/12345')).statusCode).toBe(404);
    expect((await get('/api/jobboard/jobboard/legacy/offers/de/12345')).statusCode).toBe(422);
  });
});

describe('GET /api/jobboard/{jobboard}/similar-offers/{id}', () => {
  it('lists listed offers of the same board, same category first, never the offer itself', async () => {
    const res = await get(`/api/jobboard/jobboard/similar-offers/${ids.civil}`);
    expect(res.statusCode).toBe(200);
    const list = (res.json() as { data: Offer[] }).data;
    const got = list.map((o) => o.id);
    expect(got[0]).toBe(ids.mechanical);
    expect(got).not.toContain(ids.civil);
    expect(got).not.toContain(ids.expiredByDate);
    expect(got).not.toContain(ids.expiredStatus);
    expect(got).not.toContain(ids.otherBoard);
    expect(got).toEqual(expect.arrayContaining([ids.confidential, ids.developer]));
    expect(got.length).toBeLessThanOrEqual(6);
  });

  it('works for an expired offer and answers 404 for unknown ones', async () => {
    const res = await get(`/api/jobboard/jobboard/similar-offers/${ids.expiredStatus}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: Offer[] }).data[0]?.id).toBe(ids.civil);
    expect((await get(`/api/jobboard/jobboard/similar-offers/${ids.draft}`)).statusCode).toBe(404);
    expect((await get('/api/jobboard/jobboard/similar-offers/x')).statusCode).toBe(404);
    expect((await get(`/api/jobboard/nope/similar-offers/${ids.civil}`)).statusCode).toBe(404);
  });

  it('an offer without a category, or without any attribute, gets the newest others', async () => {
    const scheduleOnly = await insertOffer(t.db, {
      companyId: other,
      titleFr: 'Commis de bureau',
      attributes: [FULL_TIME],
      boards: ['techboard'],
    });
    const bare = await insertOffer(t.db, {
      companyId: other,
      titleFr: 'Préposé à l’accueil',
      attributes: [],
      boards: ['techboard'],
    });
    const similarOn = async (id: number) => {
      const res = await get(`/api/jobboard/techboard/similar-offers/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: Offer[] }).data.map((o) => o.id);
    };
    const ofScheduleOnly = await similarOn(scheduleOnly);
    expect(ofScheduleOnly).toEqual(expect.arrayContaining([bare, ids.otherBoard, ids.civil]));
    expect(ofScheduleOnly).not.toContain(scheduleOnly);
    const ofBare = await similarOn(bare);
    expect(ofBare).toEqual(expect.arrayContaining([scheduleOnly, ids.otherBoard, ids.civil]));
    expect(ofBare).not.toContain(bare);
  });
});

describe('list shapes (lists carry no description)', () => {
  /** Every language's contents of every offer of a list: a title and a slug, nothing more. */
  const expectListItems = (list: { contents: Record<string, object | undefined> }[]) => {
    expect(list.length).toBeGreaterThan(0);
    for (const offer of list)
      for (const content of Object.values(offer.contents))
        expect(Object.keys(content ?? {}).sort()).toEqual(['slug', 'title']);
  };

  it('search results, similar offers, a company’s offers and companies hiring have none', async () => {
    expectListItems((await search()).data);
    expectListItems((await search('q=montreal')).data);
    const similar = await get(`/api/jobboard/jobboard/similar-offers/${ids.developer}`);
    expectListItems((similar.json() as { data: Offer[] }).data);
    const company = await get(`/api/jobboard/jobboard/company/${acme}/offers`);
    expect(company.statusCode, company.body).toBe(200);
    expectListItems((company.json() as Page).data);
    const grouped = await get('/api/jobboard/jobboard/offers-grouped-by-companies');
    expect(grouped.statusCode, grouped.body).toBe(200);
    const groups = (grouped.json() as { data: { offers: Offer[] }[] }).data;
    expectListItems(groups.flatMap((g) => g.offers));
  });

  it('the offer itself keeps its description', async () => {
    const res = await get(`/api/jobboard/jobboard/offers/${ids.civil}`);
    expect((res.json() as { data: Offer }).data.contents.fr?.description).toBe(
      'Rejoignez notre équipe à Montréal pour des projets d’infrastructure.',
    );
  });
});

describe('the cache of big totals', () => {
  it('keeps a value worth keeping for the TTL, shares concurrent work, forgets failures', async () => {
    const db = {} as typeof t.db; // a handle of its own: the cache is per database handle
    let calls = 0;
    const compute = (value: number) => async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 5));
      return value;
    };
    const big = (n: number) => n >= 1000;
    const now = 1_000_000;
    const [a, b] = await Promise.all([
      cachedAggregate(db, 'k', compute(5000), big, now),
      cachedAggregate(db, 'k', compute(5000), big, now),
    ]);
    expect([a, b, calls]).toEqual([5000, 5000, 1]);
    expect(await cachedAggregate(db, 'k', compute(6000), big, now + 1000)).toBe(5000);
    expect(calls).toBe(1);
    expect(await cachedAggregate(db, 'k', compute(6000), big, now + COUNT_CACHE_TTL_MS + 1)).toBe(
      6000,
    );
    expect(calls).toBe(2);
    // Small values are not kept: they are cheap and must be exact.
    expect(await cachedAggregate(db, 's', compute(3), big, now)).toBe(3);
    expect(await cachedAggregate(db, 's', compute(4), big, now)).toBe(4);
    await expect(
      cachedAggregate(db, 'f', () => Promise.reject(new Error('boom')), big, now),
    ).rejects.toThrow('boom');
    expect(await cachedAggregate(db, 'f', compute(7000), big, now)).toBe(7000);
    clearOfferCountCache(db);
    expect(await cachedAggregate(db, 'k', compute(8000), big, now + 2000)).toBe(8000);
  });

  it('keeps small values for the fresh TTL of a handle that empties it on writes', async () => {
    const db = {} as typeof t.db;
    const big = (n: number) => n >= 1000;
    const now = 1_000_000;
    setFreshAggregateTtl(db, 30_000);
    expect(await cachedAggregate(db, 's', async () => 3, big, now)).toBe(3);
    expect(await cachedAggregate(db, 's', async () => 4, big, now + 29_000)).toBe(3);
    expect(await cachedAggregate(db, 's', async () => 5, big, now + 30_001)).toBe(5);
    clearOfferCountCache(db);
    expect(await cachedAggregate(db, 's', async () => 6, big, now + 30_002)).toBe(6);
    // A big value keeps its own, longer TTL.
    expect(await cachedAggregate(db, 'b', async () => 5000, big, now)).toBe(5000);
    expect(await cachedAggregate(db, 'b', async () => 1, big, now + 31_000)).toBe(5000);
  });
});

describe('facet counts in memory', () => {
  it('count exactly what the grouped queries count, for every kind of filter set', async () => {
    const reference = await getReference(t.db);
    const values = {
      category: [ENGINEERING, ACCOUNTING, IT, TRADES, 9999],
      specialization: [CIVIL_ENGINEERING, ENGINEERING],
      city: [MONTREAL, LAVAL, 424_242],
      schedule: [FULL_TIME, PART_TIME],
      experience: [TWO_TO_FIVE, ZERO_TO_TWO],
    };
    let seed = 11;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const sets: OfferFilters[] = [{}, { q: 'ingénieur' }, { pay: '1' }, { company: acme }];
    for (let i = 0; i < 40; i++) {
      const filters: OfferFilters = {};
      for (const [family, list] of Object.entries(values) as [keyof typeof values, number[]][])
        if (random() < 0.45) filters[family] = list.filter(() => random() < 0.5);
      if (random() < 0.2) filters.q = random() < 0.5 ? 'développeur' : 'comptable';
      sets.push(filters);
    }
    // The date posted windows, alone and with other filters.
    sets.push({ posted: 1 }, { posted: 30, category: [IT] }, { posted: 3, q: 'développeur' });
    let nonEmpty = 0;
    for (const filters of sets) {
      clearOfferCountCache(t.db);
      const byQuery = await offerFacetsByQuery(t.db, reference, 'jobboard', filters);
      const inMemory = await offerFacets(t.db, reference, 'jobboard', filters);
      expect(inMemory, JSON.stringify(filters)).toEqual(byQuery);
      // The total of a search with facets comes from the same list.
      const where = searchConditions(reference, 'jobboard', filters);
      const total = where ? await countOffers(t.db, 'jobboard', filters, where) : 0;
      const page = await searchOffers(t.db, {
        ...filters,
        board: 'jobboard',
        page: 1,
        perPage: 5,
        facets: true,
      });
      expect(page.meta.total, JSON.stringify(filters)).toBe(total);
      if (Object.values(inMemory).some((list) => list.length)) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(10);
  });

  it('counts each family without its own filter, ties by id', async () => {
    const reference = await getReference(t.db);
    const rows = [
      { cityId: MONTREAL, attributes: [ENGINEERING, FULL_TIME], postedAt: Date.now() },
      { cityId: LAVAL, attributes: [IT, FULL_TIME], postedAt: Date.now() },
      { cityId: null, attributes: [IT, PART_TIME], postedAt: Date.now() },
    ];
    const facets = facetsInMemory(reference, rows, { category: [IT], schedule: [FULL_TIME] });
    // Each family ignores its own filter and applies the others.
    expect(facets.category).toEqual([
      { id: ENGINEERING, count: 1 },
      { id: IT, count: 1 },
    ]);
    expect(facets.schedule).toEqual([
      { id: PART_TIME, count: 1 },
      { id: FULL_TIME, count: 1 },
    ]);
    expect(facets.city).toEqual([{ id: LAVAL, count: 1 }]);
    // An unknown id alone matches nothing: the other families count nothing either.
    expect(facetsInMemory(reference, rows, { category: [9999] }).city).toEqual([]);
  });
});

describe('prepared hydration (db/prepared.ts)', () => {
  it('runs in the transaction that asks: its own rows, not the pool’s view', async () => {
    // The shape prepared on the database's handle first, as a render would have done.
    expect(await hydrateOffers(t.db, [ids.civil!])).toHaveLength(1);
    const rolledBack = new Error('rolled back');
    let seen: number[] = [];
    await t.db
      .transaction(async (tx) => {
        const id = await insertOffer(tx, { companyId: acme, titleFr: 'Pas encore validée' });
        // Prepared on the database handle and run there, the statement would not see the
        // transaction's uncommitted row (PostgreSQL: another connection of the pool).
        seen = (await hydrateOffers(tx, [id])).map((offer) => offer.id);
        expect(seen).toEqual([id]);
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    expect(seen).toHaveLength(1);
    expect(await hydrateOffers(t.db, seen)).toEqual([]);
  });

  it('takes each list’s ids as parameters: lists of different lengths, in their order', async () => {
    const some = [ids.developer!, ids.civil!, ids.mechanical!];
    expect((await hydrateOffers(t.db, some)).map((offer) => offer.id)).toEqual(some);
    const fewer = [ids.mechanical!];
    expect((await hydrateOffers(t.db, fewer)).map((offer) => offer.id)).toEqual(fewer);
    expect(await hydrateOffers(t.db, [])).toEqual([]);
  });
});
