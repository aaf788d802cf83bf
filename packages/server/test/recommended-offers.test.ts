import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecommendedOfferList } from '@jobboard/contracts';
import {
  attributes,
  cities,
  offers,
  userSkills,
  userSpecializations,
  users,
} from '../src/db/schema.js';
import { rankOffersFor, RECOMMENDATION_WEIGHTS } from '../src/repositories/recommended-offers.js';
import { insertCompany, insertOffer } from './fixtures/public-offers.js';
import { createTestApp, type TestApp, type TestUser } from './helper.js';

/** « Jobs for you » (docs/candidates.md#jobs-for-you): the ranking and its route. */
let t: TestApp;
let alice: TestUser;
let employer: TestUser;
let company: number;
let city: Record<'montreal' | 'laval' | 'sherbrooke', number>;
/** Two specializations of one category, one of another category, and three skills. */
let nurse: { id: number; parent: number };
let sibling: number;
let lawyer: { id: number; parent: number };
let skills: number[];

const url = (board = 'jobboard') => `/api/jobboard/${board}/user/recommended-offers`;
const get = (user: TestUser | null, board = 'jobboard', host = board) =>
  t.app.inject({
    method: 'GET',
    url: url(board),
    headers: { host: `${host}.test`, cookie: [user?.cookie, 'lg=fr'].filter(Boolean).join('; ') },
  });
const ids = async (user: TestUser) => {
  const res = await get(user);
  expect(res.statusCode).toBe(200);
  return (res.json() as RecommendedOfferList).data.map((d) => d.offer.id);
};

async function setProfile(
  user: TestUser,
  p: { cityId?: number | null; specs?: number[]; skills?: number[]; language?: 'fr' | 'en' },
) {
  await t.db
    .update(users)
    .set({ cityId: p.cityId ?? null, language: p.language ?? 'fr' })
    .where(eq(users.id, user.id));
  await t.db.delete(userSpecializations).where(eq(userSpecializations.userId, user.id));
  await t.db.delete(userSkills).where(eq(userSkills.userId, user.id));
  if (p.specs?.length)
    await t.db
      .insert(userSpecializations)
      .values(p.specs.map((attributeId) => ({ userId: user.id, attributeId })));
  if (p.skills?.length)
    await t.db
      .insert(userSkills)
      .values(p.skills.map((attributeId) => ({ userId: user.id, attributeId, level: 3 })));
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.createCandidate({ email: 'alice-for-you@example.test' });
  employer = await t.createEmployer();
  company = await insertCompany(t.db, { nameFr: 'Clinique', nameEn: 'Clinic' });
  const rows = await t.db
    .select({ id: cities.id, label: cities.label })
    .from(cities)
    .where(
      and(inArray(cities.label, ['Montréal', 'Laval', 'Sherbrooke']), eq(cities.listed, true)),
    );
  const byLabel = new Map(rows.map((r) => [r.label, r.id]));
  city = {
    montreal: byLabel.get('Montréal')!,
    laval: byLabel.get('Laval')!,
    sherbrooke: byLabel.get('Sherbrooke')!,
  };
  const specs = await t.db
    .select({ id: attributes.id, parent: attributes.parentId })
    .from(attributes)
    .where(eq(attributes.type, 'specialization'))
    .orderBy(attributes.id);
  const first = specs[0]!;
  nurse = { id: first.id, parent: first.parent! };
  sibling = specs.find((s) => s.parent === first.parent && s.id !== first.id)!.id;
  const other = specs.find((s) => s.parent !== first.parent)!;
  lawyer = { id: other.id, parent: other.parent! };
  skills = (
    await t.db
      .select({ id: attributes.id })
      .from(attributes)
      .where(eq(attributes.type, 'skill'))
      .orderBy(attributes.id)
      .limit(3)
  ).map((r) => r.id);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.delete(offers);
});

describe('guards', () => {
  it('401 signed out, 403 for an employer, 404 on another board than the host', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await get(employer)).statusCode).toBe(403);
    expect((await get(alice, 'careboard', 'jobboard')).statusCode).toBe(404);
  });
});

describe('the ranking', () => {
  it('an empty profile: no offers and says so', async () => {
    await setProfile(alice, {});
    await insertOffer(t.db, { companyId: company, cityId: city.laval });
    const res = await get(alice);
    expect(res.json()).toEqual({ data: [], meta: { profile: 'empty' } });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('specialization, then category, city and skills add up; others are left out', async () => {
    await setProfile(alice, { cityId: city.laval, specs: [nurse.id], skills });
    const exact = await insertOffer(t.db, {
      companyId: company,
      titleFr: 'Infirmière à Laval',
      cityId: city.laval,
      attributes: [nurse.parent, nurse.id, skills[0]!, skills[1]!, skills[2]!],
      ageMinutes: 30,
    });
    const far = await insertOffer(t.db, {
      companyId: company,
      titleFr: 'Infirmière à Sherbrooke',
      cityId: city.sherbrooke,
      attributes: [nurse.parent, nurse.id],
      ageMinutes: 20,
    });
    const near = await insertOffer(t.db, {
      companyId: company,
      titleFr: 'Infirmière à Montréal',
      cityId: city.montreal,
      attributes: [nurse.parent, nurse.id],
      ageMinutes: 25,
    });
    const sameCategory = await insertOffer(t.db, {
      companyId: company,
      titleFr: 'Préposé à Laval',
      cityId: city.laval,
      attributes: [nurse.parent, sibling],
      ageMinutes: 10,
    });
    // Another trade in the candidate's own city: not recommended.
    await insertOffer(t.db, {
      companyId: company,
      titleFr: 'Avocat à Laval',
      cityId: city.laval,
      attributes: [lawyer.parent, lawyer.id],
    });
    // Another board's and an expired offer: never.
    await insertOffer(t.db, {
      companyId: company,
      cityId: city.laval,
      attributes: [nurse.id],
      boards: ['careboard'],
    });
    await insertOffer(t.db, {
      companyId: company,
      cityId: city.laval,
      attributes: [nurse.id],
      expiresInDays: -1,
    });

    expect(await ids(alice)).toEqual([exact, near, far, sameCategory]);
    const { data } = (await get(alice)).json() as RecommendedOfferList;
    expect(data[0]!.reasons).toMatchObject({
      same_city: true,
      nearby: false,
      skills: 3,
      specialization: { id: nurse.id },
    });
    expect(data[1]!.reasons).toMatchObject({ same_city: false, nearby: true, skills: 0 });
    expect(data[2]!.reasons).toMatchObject({ same_city: false, nearby: false });
    expect(data[3]!.reasons.specialization).toMatchObject({ id: nurse.parent });

    const ranked = await rankOffersFor(t.db, 'jobboard', {
      cityId: city.laval,
      language: 'fr',
      specializationIds: [nurse.id],
      skillIds: skills,
    });
    const w = RECOMMENDATION_WEIGHTS;
    expect(ranked.map((r) => r.score)).toEqual([
      w.specialization + w.sameCity + 3 * w.skill + w.language,
      w.specialization + w.nearby + w.language,
      w.specialization + w.language,
      w.category + w.sameCity + w.language,
    ]);
  });

  it("the candidate's language breaks a tie; newest first after it", async () => {
    await setProfile(alice, { specs: [nurse.id], language: 'en' });
    const french = await insertOffer(t.db, {
      companyId: company,
      titleFr: 'Infirmière',
      attributes: [nurse.id],
    });
    const english = await insertOffer(t.db, {
      companyId: company,
      titleFr: null,
      titleEn: 'Nurse',
      attributes: [nurse.id],
      ageMinutes: 60,
    });
    const older = await insertOffer(t.db, {
      companyId: company,
      titleFr: 'Infirmière auxiliaire',
      attributes: [nurse.id],
      ageMinutes: 90,
    });
    expect(await ids(alice)).toEqual([english, french, older]);
  });

  it('a city alone ranks the city, then around it and from home', async () => {
    await setProfile(alice, { cityId: city.laval });
    const here = await insertOffer(t.db, { companyId: company, cityId: city.laval, ageMinutes: 5 });
    const near = await insertOffer(t.db, { companyId: company, cityId: city.montreal });
    await insertOffer(t.db, { companyId: company, cityId: city.sherbrooke });
    const res = (await get(alice)).json() as RecommendedOfferList;
    expect(res.meta.profile).toBe('filled');
    expect(res.data.map((d) => d.offer.id)).toEqual([here, near]);
  });

  it('keeps to ten offers', async () => {
    await setProfile(alice, { specs: [nurse.id] });
    for (let i = 0; i < 12; i++)
      await insertOffer(t.db, { companyId: company, attributes: [nurse.id], ageMinutes: i });
    expect(await ids(alice)).toHaveLength(10);
  });
});
