import type { Company, Offer, PageMeta } from '@jobboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertApplication, insertCompany, insertOffer } from './fixtures/public-offers.js';
import { createTestApp, type TestApp, type TestUser } from './helper.js';

let t: TestApp;
let candidate: TestUser;
let hiring: number; // 12 listed offers, plus a confidential, an expired, a draft and another board's
let small: number; // 1 listed offer, the newest
let secretive: number; // only a confidential offer
let idle: number; // no offer at all
const hiringOffers: number[] = [];
let smallOffer: number;

beforeAll(async () => {
  t = await createTestApp();
  candidate = await t.createCandidate();
  hiring = await insertCompany(t.db, {
    nameFr: 'Hôtel Boréal',
    nameEn: 'Boreal Hotel',
    descriptionFr: 'Un hôtel.',
    descriptionEn: 'A hotel.',
    videoFr: 'https://www.youtube.com/watch?v=x',
    logoPath: 'images/2026-01/logo.png',
  });
  small = await insertCompany(t.db, { nameFr: 'Petit Café' });
  secretive = await insertCompany(t.db, { nameFr: 'Discrète inc.' });
  idle = await insertCompany(t.db, { nameFr: 'Dormante' });
  for (let i = 0; i < 12; i++)
    hiringOffers.push(
      await insertOffer(t.db, { companyId: hiring, titleFr: `Offre ${i}`, ageMinutes: 10 + i }),
    );
  await insertOffer(t.db, { companyId: hiring, titleFr: 'Secrète', isConfidential: true });
  await insertOffer(t.db, { companyId: hiring, titleFr: 'Expirée', expiresInDays: -2 });
  await insertOffer(t.db, { companyId: hiring, titleFr: 'Brouillon', status: 'draft', boards: [] });
  await insertOffer(t.db, { companyId: hiring, titleFr: 'Ailleurs', boards: ['techboard'] });
  smallOffer = await insertOffer(t.db, { companyId: small, titleFr: 'Barista', ageMinutes: 1 });
  await insertOffer(t.db, { companyId: secretive, titleFr: 'Cachée', isConfidential: true });
  await insertApplication(t.db, smallOffer, candidate.id);
});
afterAll(async () => t?.close());

/** A public path names the host's own board: asked on that board's host. */
const hostOf = (url: string) =>
  `${/^\/api\/jobboard\/(techboard|careboard)\//.exec(url)?.[1] ?? 'jobboard'}.test`;
const get = (url: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { host: hostOf(url), ...(cookie ? { cookie } : {}) },
  });

describe('GET /api/jobboard/{jobboard}/company/{id}', () => {
  it('answers the company with its offers count on the board', async () => {
    const res = await get(`/api/jobboard/jobboard/company/${hiring}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: Company }).data).toEqual({
      id: hiring,
      slug: 'hotel-boreal',
      name_fr: 'Hôtel Boréal',
      name_en: 'Boreal Hotel',
      description_fr: 'Un hôtel.',
      description_en: 'A hotel.',
      video_fr: 'https://www.youtube.com/watch?v=x',
      video_en: null,
      website: null,
      logo: { url: '/api/uploads/images/2026-01/logo.png', width: 200, height: 100 },
      banner: null,
      social: {
        facebook: 'https://www.facebook.com/test',
        linkedin: null,
        twitter: null,
        instagram: null,
      },
      offers_count: 12,
    });
    const other = await get(`/api/jobboard/techboard/company/${hiring}`);
    expect((other.json() as { data: Company }).data.offers_count).toBe(1);
  });

  it('shows a company without offers, with a zero count', async () => {
    const res = await get(`/api/jobboard/jobboard/company/${idle}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: Company }).data.offers_count).toBe(0);
    const confidentialOnly = await get(`/api/jobboard/jobboard/company/${secretive}`);
    expect((confidentialOnly.json() as { data: Company }).data.offers_count).toBe(0);
  });

  it('answers 404 for unknown companies, non-ids and unknown boards', async () => {
    for (const url of [
      '/api/jobboard/jobboard/company/999999',
      '/api/jobboard/jobboard/company/hotel-boreal',
      '/api/jobboard/jobboard/company/-1',
      '/api/jobboard/jobboard/company/1e3',
      `/api/jobboard/nope/company/${hiring}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: expect.any(String) });
    }
  });
});

describe('GET /api/jobboard/{jobboard}/company/{id}/offers', () => {
  type Page = { data: Offer[]; meta: PageMeta };
  it('pages the listed, non-confidential offers of the company, newest first', async () => {
    const res = await get(`/api/jobboard/jobboard/company/${hiring}/offers`);
    expect(res.statusCode).toBe(200);
    const page = res.json() as Page;
    expect(page.meta).toEqual({ current_page: 1, per_page: 10, total: 12, last_page: 2 });
    expect(page.data.map((o) => o.id)).toEqual(hiringOffers.slice(0, 10));
    for (const offer of page.data) expect(offer.company?.id).toBe(hiring);
    const second = (
      await get(`/api/jobboard/jobboard/company/${hiring}/offers?page=2`)
    ).json() as Page;
    expect(second.data.map((o) => o.id)).toEqual(hiringOffers.slice(10));
    expect(second.meta.current_page).toBe(2);
  });

  it('never lists a confidential offer under its company', async () => {
    const res = await get(`/api/jobboard/jobboard/company/${secretive}/offers`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [],
      meta: { current_page: 1, per_page: 10, total: 0, last_page: 1 },
    });
  });

  it('marks offers the signed-in candidate applied to', async () => {
    const res = await get(`/api/jobboard/jobboard/company/${small}/offers`, candidate.cookie);
    expect((res.json() as Page).data[0]).toMatchObject({ id: smallOffer, has_applied: true });
  });

  it('answers 404 for unknown companies and boards, 422 for a bad page', async () => {
    expect((await get('/api/jobboard/jobboard/company/999999/offers')).statusCode).toBe(404);
    expect((await get(`/api/jobboard/nope/company/${hiring}/offers`)).statusCode).toBe(404);
    expect((await get(`/api/jobboard/jobboard/company/${hiring}/offers?page=0`)).statusCode).toBe(
      422,
    );
    expect((await get(`/api/jobboard/jobboard/company/${hiring}/offers?page=abc`)).statusCode).toBe(
      422,
    );
  });
});

describe('GET /api/jobboard/{jobboard}/offers-grouped-by-companies', () => {
  type Grouped = {
    data: Array<{ company: Company; offers: Offer[] }>;
    total: number;
    limit: number;
  };

  it('groups listed offers by company, the most recently hiring first', async () => {
    const res = await get('/api/jobboard/jobboard/offers-grouped-by-companies');
    expect(res.statusCode).toBe(200);
    const body = res.json() as Grouped;
    expect(body.limit).toBe(20);
    // Companies with only confidential offers, or none, are not listed.
    expect(body.total).toBe(2);
    expect(body.data.map((g) => g.company.id)).toEqual([small, hiring]);
    const [first, second] = body.data;
    expect(first?.offers.map((o) => o.id)).toEqual([smallOffer]);
    expect(second?.company.offers_count).toBe(12);
    // Its newest three; the group links to the company's page for the twelve.
    expect(second?.offers.map((o) => o.id)).toEqual(hiringOffers.slice(0, 3));
    expect(JSON.stringify(body)).not.toMatch(/Secrète|Cachée|Expirée|Brouillon|Ailleurs/);
    // A list carries what a company's heading shows (name, logo, link), not its page.
    expect(Object.keys(second!.company).sort()).toEqual(
      ['id', 'logo', 'name_en', 'name_fr', 'offers_count', 'slug'].sort(),
    );
  });

  it('continues from an offset of companies', async () => {
    const body = (
      await get('/api/jobboard/jobboard/offers-grouped-by-companies?offset=1')
    ).json() as Grouped;
    expect(body.data.map((g) => g.company.id)).toEqual([hiring]);
    expect(body.total).toBe(2);
    const past = (
      await get('/api/jobboard/jobboard/offers-grouped-by-companies?offset=5')
    ).json() as Grouped;
    expect(past.data).toEqual([]);
  });

  it('is per board', async () => {
    const body = (
      await get('/api/jobboard/techboard/offers-grouped-by-companies')
    ).json() as Grouped;
    expect(body.data.map((g) => g.company.id)).toEqual([hiring]);
    expect(body.data[0]?.offers.map((o) => o.contents.fr?.title)).toEqual(['Ailleurs']);
  });

  it('answers 404 for an unknown board and 422 for a bad offset', async () => {
    expect((await get('/api/jobboard/nope/offers-grouped-by-companies')).statusCode).toBe(404);
    for (const offset of ['-1', 'abc', '1e9'])
      expect(
        (await get(`/api/jobboard/jobboard/offers-grouped-by-companies?offset=${offset}`))
          .statusCode,
        offset,
      ).toBe(422);
  });
});
