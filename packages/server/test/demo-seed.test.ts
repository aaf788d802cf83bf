import { existsSync } from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_LOGO_FORMATS, COMPANY_LOGO_SIZES, SCHEDULE_IDS } from '@jobboard/contracts';
import { companies, offers } from '../src/db/schema.js';
import { CATEGORIES, SKILLS } from '../src/db/seed/data/categories.js';
import { DEFAULT_PAY, PROFESSIONS, SCHEDULE_PROFILES } from '../src/db/seed/data/professions.js';
import { ENTRY_LEVEL_JOBS, jobPayScale } from '../src/db/seed/data/job-levels.js';
import { DEMO_COMPANIES } from '../src/db/seed/data/companies.js';
import { DEMO_ACCOUNTS } from '../src/db/seed/index.js';
import { ATTRIBUTE_ID_BASE } from '../src/db/seed/reference.js';
import { DiskStorage } from '../src/services/storage.js';
import { builtBrands, createTestApp, type TestApp } from './helper.js';

/**
 * The demo data looks like the real thing on the real brands (names, companies and offers a visitor
 * would believe).
 */

// Now, to the minute: the app's expiry job compares with the clock, so a date in the past
// would expire offers the seed published.
const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const DAY = 24 * 3600_000;
const registry = builtBrands();

let t: TestApp;
let again: TestApp;
// Two databases seeded alike (for the determinism test): slow on a loaded machine.
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo', demoOffers: 120, demoNow: NOW, registry });
  again = await createTestApp({ seed: 'demo', demoOffers: 120, demoNow: NOW, registry });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await again?.close();
});

type OfferFacts = {
  id: number;
  title_fr: string | null;
  title_en: string | null;
  description_fr: string | null;
  description_en: string | null;
  status: string;
  created_at: Date;
  expires_at: Date;
  attribute_ids: number[];
  boards: string[] | null;
};

const facts = async (app: TestApp) =>
  (
    await app.db.execute<OfferFacts>(sql`
      select o.id, o.title_fr, o.title_en, o.description_fr, o.description_en, o.status,
        o.created_at, o.expires_at,
        (select array_agg(oa.attribute_id order by oa.attribute_id) from offer_attributes oa where oa.offer_id = o.id) as attribute_ids,
        (select array_agg(oj.board order by oj.board) from offer_jobboards oj where oj.offer_id = o.id) as boards
      from offers o order by o.id`)
  ).rows.map((r) => ({
    ...r,
    created_at: new Date(r.created_at),
    expires_at: new Date(r.expires_at),
    attribute_ids: (r.attribute_ids ?? []).map(Number),
  }));

const categoryOf = (o: OfferFacts) => o.attribute_ids.find((id) => id >= 1 && id <= 31);
const titlesOf = (categoryId: number) =>
  PROFESSIONS[categoryId]?.jobs ?? CATEGORIES.find((c) => c.id === categoryId)?.jobs ?? [];

describe('demo offers', () => {
  it('fit the profession of every board they are on', async () => {
    const all = await facts(t);
    const hotelTitles = new Set<string>();
    for (const brand of registry.all.filter((b) => b.categoryIds.length > 0)) {
      const onBoard = all.filter((o) => o.boards?.includes(brand.name));
      for (const o of onBoard) {
        expect(brand.categoryIds, `${brand.name}: offer ${o.id}`).toContain(categoryOf(o));
        if (brand.name === 'hotelsjobs') hotelTitles.add(o.title_fr ?? o.title_en ?? '');
      }
    }
    // hotelsjobs has hotel jobs (the demo has two hotels and restaurants among 8 companies).
    expect([...hotelTitles].length).toBeGreaterThan(0);
    const hotelJobs = [...titlesOf(25), ...titlesOf(26)].flatMap(([en, fr]) => [en, fr]);
    for (const title of hotelTitles) expect(hotelJobs).toContain(title);
  });

  it('carry a title of their category in each of their languages', async () => {
    for (const o of await facts(t)) {
      const titles = titlesOf(categoryOf(o) ?? 0);
      if (o.title_fr) expect(titles.map(([, fr]) => fr)).toContain(o.title_fr);
      if (o.title_en) expect(titles.map(([en]) => en)).toContain(o.title_en);
      // The description is there in the languages of the title, and written in that language.
      expect(!!o.description_fr).toBe(!!o.title_fr);
      expect(!!o.description_en).toBe(!!o.title_en);
      if (o.description_fr) expect(o.description_fr).toContain('Ce que vous ferez');
      if (o.description_en) expect(o.description_en).toContain('What you will do');
    }
  });

  it('are written in both languages for most offers', async () => {
    const all = await facts(t);
    const both = all.filter((o) => o.title_fr && o.title_en).length;
    expect(both / all.length).toBeGreaterThan(0.5);
    expect(all.some((o) => o.title_fr && !o.title_en)).toBe(true);
  });

  it('have schedules that go together, never volunteering with paid work', async () => {
    const scheduleIds = new Set<number>(Object.values(SCHEDULE_IDS));
    const profiles = Object.values(SCHEDULE_PROFILES).map((labels) =>
      labels
        .map(
          (l) =>
            ({
              Volunteer: 36,
              Contract: 37,
              Permanent: 38,
              Temporary: 39,
              'Part time': 40,
              'Full time': 41,
              Substitution: 314,
            })[l],
        )
        .sort((a, b) => a - b)
        .join(','),
    );
    for (const o of await facts(t)) {
      const schedules = o.attribute_ids.filter((id) => scheduleIds.has(id));
      expect(schedules.length).toBeGreaterThan(0);
      expect(profiles).toContain(schedules.sort((a, b) => a - b).join(','));
      if (schedules.includes(SCHEDULE_IDS.volunteer)) expect(schedules).toEqual([36]);
      expect(
        schedules.includes(SCHEDULE_IDS.fullTime) && schedules.includes(SCHEDULE_IDS.partTime),
      ).toBe(false);
    }
  });

  it('ask for skills of their trade', async () => {
    const general = new Set(['Teamwork', 'Bilingualism (French and English)', 'Problem solving']);
    for (const o of await facts(t)) {
      const skills = o.attribute_ids
        .filter((id) => id >= ATTRIBUTE_ID_BASE.skill && id < ATTRIBUTE_ID_BASE.certification)
        .map((id) => SKILLS[id - ATTRIBUTE_ID_BASE.skill]?.[0] ?? '');
      expect(skills.length).toBeGreaterThanOrEqual(2);
      // The job's own skills when it has them (a data analyst: SQL, not React), else the trade's.
      const profession = PROFESSIONS[categoryOf(o) ?? 0];
      const job = profession?.jobs.find(([en, fr]) => en === o.title_en || fr === o.title_fr);
      const trade = new Set(job?.[2] ?? profession?.skills ?? []);
      for (const skill of skills) expect(trade.has(skill) || general.has(skill), skill).toBe(true);
    }
  });

  it('are posted over the last 60 days, a few expired', async () => {
    const all = await facts(t);
    const ages = all.map((o) => (NOW.getTime() - o.created_at.getTime()) / DAY);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(60);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(40);
    // Spread, not bunched: every third of the period has offers.
    for (const [from, to] of [
      [0, 20],
      [20, 40],
      [40, 60],
    ])
      expect(ages.some((a) => a >= from! && a < to!)).toBe(true);
    for (const o of all) expect(o.expires_at.getTime()).toBeGreaterThan(o.created_at.getTime());
    const expired = all.filter((o) => o.status === 'expired');
    expect(expired.length).toBeGreaterThan(0);
    expect(expired.length / all.length).toBeLessThan(0.25);
    for (const o of expired) expect(o.expires_at.getTime()).toBeLessThan(Date.now());
    for (const o of all.filter((x) => x.status === 'published'))
      expect(o.expires_at.getTime()).toBeGreaterThan(NOW.getTime());
  });

  it('pay what their trade pays, stated as the trade states it', async () => {
    const pay = await t.db.execute<{
      title_fr: string | null;
      title_en: string | null;
      attribute_ids: number[];
      salary_min: string | null;
      salary_max: string | null;
      salary_period: 'hour' | 'year';
    }>(sql`
      select o.title_fr, o.title_en, o.salary_min, o.salary_max, o.salary_period,
        (select array_agg(oa.attribute_id) from offer_attributes oa where oa.offer_id = o.id) as attribute_ids
      from offers o where o.salary_min is not null or o.salary_max is not null`);
    expect(pay.rows.length).toBeGreaterThan(20);
    for (const o of pay.rows) {
      const category = (o.attribute_ids ?? []).map(Number).find((id) => id >= 1 && id <= 31);
      // The job's own scale (an assistant's, a beginner's) when it differs from its trade's.
      const titleEn = titlesOf(category ?? 0).find(
        ([en, fr]) => en === o.title_en || fr === o.title_fr,
      )?.[0];
      const scale = jobPayScale(
        titleEn ?? '',
        PROFESSIONS[category ?? 0]?.pay ?? DEFAULT_PAY[o.salary_period],
      );
      const label = `${o.title_en ?? o.title_fr}: ${o.salary_min}–${o.salary_max} / ${o.salary_period}`;
      expect(o.salary_period, label).toBe(scale.period);
      for (const amount of [o.salary_min, o.salary_max].filter((a) => a !== null).map(Number)) {
        expect(amount, label).toBeGreaterThanOrEqual(scale.range[0]);
        expect(amount, label).toBeLessThanOrEqual(scale.range[1]);
      }
      if (o.salary_min !== null && o.salary_max !== null)
        expect(Number(o.salary_max), label).toBeGreaterThanOrEqual(Number(o.salary_min));
    }
  });

  it('mark some remote offers, remote ones mostly open across Canada', async () => {
    const rows = await t.db
      .select({ remote: offers.remote, openToCanada: offers.openToCanada })
      .from(offers);
    expect(rows.some((r) => r.remote)).toBe(true);
    expect(rows.some((r) => !r.remote)).toBe(true);
  });

  it('are the same on every run from the same seed and date', async () => {
    const strip = (rows: OfferFacts[]) => rows.map(({ id: _id, ...rest }) => rest);
    expect(strip(await facts(again))).toEqual(strip(await facts(t)));
    const names = (app: TestApp) =>
      app.db
        .select({ slug: companies.slug, logo: companies.logoPath })
        .from(companies)
        .orderBy(asc(companies.id));
    expect(await names(again)).toEqual(await names(t));
  });
});

/** The English title of an offer (its French one's when it has none in English). */
const englishTitle = (o: OfferFacts) =>
  o.title_en ??
  titlesOf(categoryOf(o) ?? 0).find(([, fr]) => fr === o.title_fr)?.[0] ??
  o.title_fr ??
  '';

describe('demo data that holds together', () => {
  const EXPERIENCE_10_PLUS = 35;
  const BACHELOR_OR_MORE = [3, 4, 5].map((k) => ATTRIBUTE_ID_BASE.education + k);
  const DEP_OR_LESS = [0, 1].map((k) => ATTRIBUTE_ID_BASE.education + k);

  it('asks no more of a job than it is: beginners 5 years and a DEP at most, hourly jobs no degree', async () => {
    const all = await facts(t);
    for (const o of all) {
      const title = englishTitle(o);
      const education = o.attribute_ids.filter(
        (id) => id >= ATTRIBUTE_ID_BASE.education && id < ATTRIBUTE_ID_BASE.education + 6,
      );
      if (ENTRY_LEVEL_JOBS.has(title)) {
        expect(o.attribute_ids, title).not.toContain(EXPERIENCE_10_PLUS);
        expect(o.attribute_ids, title).not.toContain(34);
        for (const id of education) expect(DEP_OR_LESS, title).toContain(id);
      }
    }
    const hourly = await t.db.execute<{ id: number; title: string; attribute_ids: number[] }>(sql`
      select o.id, coalesce(o.title_en, o.title_fr) as title,
        (select array_agg(oa.attribute_id) from offer_attributes oa where oa.offer_id = o.id) as attribute_ids
      from offers o where o.salary_period = 'hour'`);
    expect(hourly.rows.length).toBeGreaterThan(10);
    for (const o of hourly.rows)
      for (const id of BACHELOR_OR_MORE)
        expect(o.attribute_ids.map(Number), o.title).not.toContain(id);
  });

  it('lists each job of a company once per city', async () => {
    const rows = await t.db.execute<{ company_id: number; title: string; city_id: number }>(sql`
      select company_id, coalesce(title_fr, title_en) as title, city_id from offers`);
    const keys = rows.rows.map((r) => `${r.company_id}|${r.title}|${r.city_id}`);
    expect(keys.length).toBeGreaterThan(50);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('writes every offer of a board that asks for French in French', async () => {
    const frenchFirst = new Set(
      registry.all.filter((b) => b.behaviour.requireFrenchVersion).map((b) => b.name),
    );
    expect(frenchFirst.size).toBeGreaterThan(0);
    const all = await facts(t);
    const englishOnly = all.filter(
      (o) => !o.title_fr && (o.boards ?? []).some((board) => frenchFirst.has(board)),
    );
    expect(englishOnly.map((o) => `${o.id} ${o.title_en} on ${o.boards}`)).toEqual([]);
  });

  it('names no company "demo", and describes every company in both languages, each its own way', async () => {
    const rows = await t.db
      .select({
        nameFr: companies.nameFr,
        nameEn: companies.nameEn,
        descriptionFr: companies.descriptionFr,
        descriptionEn: companies.descriptionEn,
      })
      .from(companies);
    expect(rows.length).toBeGreaterThan(5);
    for (const [fr, en] of DEMO_COMPANIES) expect(`${fr} ${en}`).not.toMatch(/d[ée]mo/i);
    for (const c of rows) {
      expect(`${c.nameFr} ${c.nameEn}`).not.toMatch(/d[ée]mo/i);
      expect(c.descriptionFr?.trim(), c.nameFr).toBeTruthy();
      expect(c.descriptionEn?.trim(), c.nameFr).toBeTruthy();
    }
    // No sentence is shared by more than a few companies (no boilerplate on every page).
    for (const field of ['descriptionFr', 'descriptionEn'] as const) {
      const counts = new Map<string, number>();
      for (const c of rows)
        for (const sentence of (c[field] ?? '').split(/(?<=\.)\s+/))
          counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
      expect(Math.max(...counts.values()), field).toBeLessThanOrEqual(4);
    }
  });

  it('gives the demo candidate a city and a confirmed address: the profile saves as it is', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/jobboard/auth/login',
      headers: { host: 'jobboard.localhost' },
      payload: DEMO_ACCOUNTS.candidate,
    });
    expect(login.statusCode).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/jobboard/jobboard/me',
      headers: { host: 'jobboard.localhost', cookie },
    });
    expect(me.statusCode).toBe(200);
    const profile = me.json().data;
    expect(profile.location.city_id).toBeTruthy();
    // Only a confirmed address may apply: the demo's candidate applies as a visitor expects.
    expect(profile.email_verified).toBe(true);
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/jobboard/jobboard/user/info',
      headers: { host: 'jobboard.localhost', cookie },
      payload: {
        first_name: profile.first_name,
        last_name: profile.last_name,
        language: profile.language,
        phone_number: profile.phone_number,
        location: profile.location,
      },
    });
    expect(save.statusCode, save.body).toBe(200);
  });
});

describe('demo logos', () => {
  let withLogos: TestApp;
  beforeAll(async () => {
    withLogos = await createTestApp({ seed: 'demo', demoOffers: 4, demoLogos: true });
  }, 120_000);
  afterAll(async () => withLogos?.close());

  it('three companies in four have a logo with its AVIF, WebP and PNG squares', async () => {
    const rows = await withLogos.db.select().from(companies).orderBy(asc(companies.id));
    expect(rows.length).toBe(8);
    const logos = rows.filter((c) => c.logoPath);
    expect(logos.length).toBe(6);
    const stem = (p: string) => p.replace(/\.webp$/, '');
    const storage = new DiskStorage(withLogos.env.DATA_DIR);
    for (const c of logos) {
      expect(c.logoVariants).toBe(true);
      expect(c.logoPath).toMatch(/^images\/\d{4}-\d{2}\/[0-9a-f]{32}\.webp$/);
      for (const size of COMPANY_LOGO_SIZES)
        for (const format of COMPANY_LOGO_FORMATS)
          expect(existsSync(storage.resolve(`${stem(c.logoPath!)}-${size}.${format}`))).toBe(true);
    }
    // Each company has its own mark.
    expect(new Set(logos.map((c) => c.logoPath)).size).toBe(logos.length);
  });

  it('serves a variant at its size, with its type and a year of cache', async () => {
    const [c] = await withLogos.db
      .select()
      .from(companies)
      .where(sql`${companies.logoPath} is not null`)
      .limit(1);
    const url = `/api/uploads/${c!.logoPath!.replace(/\.webp$/, '')}-48.avif`;
    const res = await withLogos.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([48, 48]);
    // The company API carries the stem of the variants.
    const api = await withLogos.app.inject({
      method: 'GET',
      url: `/api/jobboard/jobboard/company/${c!.id}`,
    });
    expect(api.statusCode).toBe(200);
    expect(api.json().data.logo.variants).toBe(
      `/api/uploads/${c!.logoPath!.replace(/\.webp$/, '')}`,
    );
  });
});
