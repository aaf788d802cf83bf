import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer } from '@jobboard/contracts';
import { fixtureManifest } from './fixtures/brands.js';
import {
  insertCompany as insertTeamCompany,
  insertOffer as insertTeamOffer,
} from './fixtures/employer.js';
import { insertCompany, insertOffer } from './fixtures/public-offers.js';
import { createTestApp, FIXTURE_BRANDS, type TestApp, type TestUser } from './helper.js';

/** A board whose manifest requires a pay range to publish (behaviour.requirePayRange). */
const PAYBOARD = fixtureManifest('payboard', 'payboard.test', {
  behaviour: { requirePayRange: true },
});

let t: TestApp;
let employer: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ brands: [...FIXTURE_BRANDS, PAYBOARD] });
  employer = await t.createEmployer();
  const company = await insertCompany(t.db, { nameFr: 'Acmé' });
  ids.none = await insertOffer(t.db, { companyId: company, titleFr: 'Sans salaire' });
  ids.hourly = await insertOffer(t.db, {
    companyId: company,
    titleFr: 'Commis',
    salaryMin: 25,
    salaryMax: 30,
    salaryPeriod: 'hour',
  });
  ids.yearly = await insertOffer(t.db, {
    companyId: company,
    titleFr: 'Analyste',
    salaryMin: 70000,
    salaryPeriod: 'year',
  });
  ids.lowYearly = await insertOffer(t.db, {
    companyId: company,
    titleFr: 'Adjoint',
    salaryMin: 38000,
    salaryMax: 42000,
    salaryPeriod: 'year',
  });
});
afterAll(() => t.close());

const search = async (query: string) => {
  const res = await t.app.inject({ url: `/api/jobboard/jobboard/offers?${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json().data as Offer[]).map((o) => o.id).sort((a, b) => a - b);
};
const sorted = (...list: number[]) => list.sort((a, b) => a - b);

describe('pay range in the public API', () => {
  it('gives the range with its unit and currency', async () => {
    const res = await t.app.inject({ url: `/api/jobboard/jobboard/offers/${ids.hourly}` });
    expect(res.json().data.salary).toEqual({ min: 25, max: 30, period: 'hour', currency: 'CAD' });
  });

  it('pay=1 keeps only offers showing a pay range', async () => {
    expect(await search('pay=1')).toEqual(sorted(ids.hourly!, ids.yearly!, ids.lowYearly!));
    expect(await search('')).toContain(ids.none);
  });

  it('pay_min compares the top of the range, converting hour and year at 2080 hours', async () => {
    // 28 $/h: 30 $/h reaches it; 70 000 $/y ≈ 33.65 $/h too; 42 000 $/y ≈ 20.19 $/h does not.
    expect(await search('pay_min=28&pay_unit=hour')).toEqual(sorted(ids.hourly!, ids.yearly!));
    // 65 000 $/y: 30 $/h = 62 400 $/y does not; 70 000 does.
    expect(await search('pay_min=65000&pay_unit=year')).toEqual([ids.yearly]);
    // Unit defaults to the hour.
    expect(await search('pay_min=31')).toEqual([ids.yearly]);
    expect(await search('pay_min=1000&pay_unit=hour')).toEqual([]);
  });

  it('refuses a malformed pay filter (422)', async () => {
    for (const query of ['pay=yes', 'pay_min=-5', 'pay_min=abc', 'pay_unit=week']) {
      const res = await t.app.inject({ url: `/api/jobboard/jobboard/offers?${query}` });
      expect(res.statusCode, query).toBe(422);
    }
  });
});

describe('behaviour.requirePayRange', () => {
  const publish = (board: string, id: number, lg: 'fr' | 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/jobboard/${board}/employer/offer/${id}/publish`,
      headers: { cookie: `${employer.cookie}; lg=${lg}` },
    });

  it('refuses to publish an offer without a pay range on a board that requires one, naming the field', async () => {
    const company = await insertTeamCompany(t.db, employer.teamId!);
    const bare = await insertTeamOffer(t.db, employer.teamId!, company);
    const fr = await publish('payboard', bare, 'fr');
    expect(fr.statusCode).toBe(422);
    expect(fr.json().errors.salary_min).toEqual([
      'payboard (fr) exige une fourchette salariale : indiquez le salaire minimum (ou maximum) de l’offre avant de la publier.',
    ]);
    const en = await publish('payboard', bare, 'en');
    expect(en.json().errors.salary_min).toEqual([
      'payboard requires a pay range: enter the minimum (or maximum) salary of the offer before publishing it.',
    ]);
    // Other boards do not ask for it.
    expect((await publish('jobboard', bare, 'en')).statusCode).toBe(200);
    // With a pay range (a maximum alone is enough), the board takes it.
    const paid = await insertTeamOffer(t.db, employer.teamId!, company, {
      salaryMax: 30,
      salaryPeriod: 'hour',
    });
    expect((await publish('payboard', paid, 'en')).statusCode).toBe(200);
  });
});
