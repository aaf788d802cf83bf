import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecommendedOfferList } from '@jobboard/contracts';
import {
  attributes,
  cities,
  forYouMails,
  offers,
  userSkills,
  userSpecializations,
  users,
} from '../src/db/schema.js';
import { rankOffersFor, RECOMMENDATION_WEIGHTS } from '../src/repositories/recommended-offers.js';
import { sendDueForYouMails } from '../src/services/for-you-mails.js';
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
    expect(res.json()).toEqual({ data: [], meta: { profile: 'empty', weekly_mail: false } });
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
    // Another trade in the candidate's own city: not recommended, even with one skill in common.
    await insertOffer(t.db, {
      companyId: company,
      titleFr: 'Avocat à Laval',
      cityId: city.laval,
      attributes: [lawyer.parent, lawyer.id, skills[0]!],
    });
    // With two: yes, after the trade's offers.
    const twoSkills = await insertOffer(t.db, {
      companyId: company,
      titleFr: 'Avocat et soignant',
      cityId: city.sherbrooke,
      attributes: [lawyer.parent, lawyer.id, skills[0]!, skills[1]!],
      ageMinutes: 5,
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

    expect(await ids(alice)).toEqual([exact, near, far, sameCategory, twoSkills]);
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
      2 * w.skill + w.language,
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

describe('the weekly mail', () => {
  const DAY = 24 * 3600_000;
  const put = (user: TestUser | null, body: unknown, board = 'jobboard') =>
    t.app.inject({
      method: 'PUT',
      url: `${url(board)}/mail`,
      headers: {
        host: `${board}.test`,
        origin: `http://${board}.test`,
        cookie: [user?.cookie, 'lg=fr'].filter(Boolean).join('; '),
      },
      payload: body as object,
    });
  const sweep = async (at: Date) => {
    const sent = await sendDueForYouMails(t.app, t.app.log, at);
    await t.app.jobs.drain();
    return sent;
  };
  const mails = async () =>
    (await t.mailer.listOutbox(alice.email)).filter((m) => m.template === 'for-you');

  it('is turned on and off by the candidate only, and says so in the list', async () => {
    expect((await put(null, { weekly_mail: true })).statusCode).toBe(401);
    expect((await put(employer, { weekly_mail: true })).statusCode).toBe(403);
    expect((await put(alice, { weekly_mail: 'yes' })).statusCode).toBe(422);
    const on = await put(alice, { weekly_mail: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ weekly_mail: true });
    expect(((await get(alice)).json() as RecommendedOfferList).meta.weekly_mail).toBe(true);
    // Per board: another board's list does not have it.
    const other = await t.app.inject({
      method: 'GET',
      url: url('careboard'),
      headers: { host: 'careboard.test', cookie: alice.cookie },
    });
    expect((other.json() as RecommendedOfferList).meta.weekly_mail).toBe(false);
    await put(alice, { weekly_mail: false });
    expect(((await get(alice)).json() as RecommendedOfferList).meta.weekly_mail).toBe(false);
  });

  it('mails the jobs for you once a week with why, and one click unsubscribes', async () => {
    await t.db.delete(forYouMails);
    await setProfile(alice, { cityId: city.laval, specs: [nurse.id], skills });
    const offer = await insertOffer(t.db, {
      companyId: company,
      titleFr: 'Infirmière clinicienne',
      cityId: city.laval,
      attributes: [nurse.parent, nurse.id, skills[0]!],
    });
    await put(alice, { weekly_mail: true });
    const before = (await mails()).length;
    const now = Date.now();
    expect(await sweep(new Date(now))).toEqual({ due: 1, mailed: 1 });
    const mail = (await mails()).at(-1)!;
    expect((await mails()).length).toBe(before + 1);
    expect(mail.lang).toBe('fr');
    expect(mail.subject).toContain('1 offre pour vous');
    expect(mail.text).toContain('Infirmière clinicienne');
    expect(mail.text).toMatch(/Laval · .+ · 1 de vos compétences/);
    expect(mail.text).toContain(`/${offer}`);
    expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // Not again within the week; again after it.
    expect(await sweep(new Date(now + 6 * DAY))).toEqual({ due: 0, mailed: 0 });
    expect(await sweep(new Date(now + 7 * DAY + 60_000))).toEqual({ due: 1, mailed: 1 });

    const link = /^<(.*)>$/.exec(mail.headers!['List-Unsubscribe']!)![1]!;
    const path = new URL(link).pathname + new URL(link).search;
    // The body's link is the site's page in the mail's language (its GET only shows a button).
    expect(path).toMatch(/^\/fr\/offres-pour-vous\/desabonnement\/\d+-[a-z0-9_]+-[\w-]{43}$/);
    expect(mail.text).toContain(link);
    expect(await t.db.select().from(forYouMails)).toHaveLength(1);
    const oneClick = () =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://mail.example',
        },
        payload: 'List-Unsubscribe=One-Click',
      });
    const first = await oneClick();
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Vous ne recevrez plus les offres pour vous par courriel.');
    expect(await t.db.select().from(forYouMails)).toHaveLength(0);
    expect((await oneClick()).json().message).toBe('Ce lien n’est plus valide.');
    // A made-up token of the same shape changes nothing.
    await put(alice, { weekly_mail: true });
    const forged = path.replace(/-[A-Za-z0-9_-]{43}$/, `-${'A'.repeat(43)}`);
    expect(forged).not.toBe(path);
    await t.app.inject({
      method: 'POST',
      url: forged,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(await t.db.select().from(forYouMails)).toHaveLength(1);
    // The page's button posts to the API with the page's language (the row's token now: the
    // mail was turned on again since).
    const [row] = await t.db.select().from(forYouMails);
    const token = path
      .split('/')
      .at(-1)!
      .replace(/[\w-]{43}$/, row!.unsubscribeToken);
    const button = await t.app.inject({
      method: 'POST',
      url: `/api/for-you/unsubscribe/${token}?lg=en`,
      headers: { 'content-type': 'application/json', host: 'careboard.test' },
      payload: '{}',
    });
    expect(button.statusCode).toBe(200);
    expect(button.json().message).toBe('You will no longer receive jobs for you by e-mail.');
    expect(await t.db.select().from(forYouMails)).toHaveLength(0);
  });

  it('sends nothing when nothing matches (the week is spent)', async () => {
    await t.db.delete(forYouMails);
    await setProfile(alice, { specs: [lawyer.id] });
    await put(alice, { weekly_mail: true });
    expect(await sweep(new Date())).toEqual({ due: 1, mailed: 0 });
  });
});
