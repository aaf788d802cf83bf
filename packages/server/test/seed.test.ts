import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPERIENCE_IDS, OTHER_CATEGORY_ID, SCHEDULE_IDS } from '@jobboard/contracts';
import {
  attributes,
  cities,
  nocJobTitles,
  offerJobboards,
  offers,
  users,
} from '../src/db/schema.js';
import { seedDatabase } from '../src/db/seed/index.js';
import { DiskStorage } from '../src/services/storage.js';
import { verifyPassword } from '../src/services/passwords.js';
import { createTestApp, DEMO_ACCOUNTS, FIXTURE_BRANDS, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo', demoOffers: 60 });
});
afterAll(async () => t?.close());

const ofType = (type: (typeof attributes.$inferSelect)['type']) =>
  t.db
    .select()
    .from(attributes)
    .where(eq(attributes.type, type))
    .orderBy(asc(attributes.sortOrder));

describe('reference data (fixed ids)', () => {
  it('31 categories, ids 1–31, "other" (31) last', async () => {
    const categories = await ofType('category');
    expect(categories.map((c) => c.id)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect(categories.at(-1)).toMatchObject({
      id: OTHER_CATEGORY_ID,
      labelEn: 'Other',
      labelFr: 'Autre',
      slugEn: 'other',
      slugFr: 'autre',
    });
    expect(categories[7]).toMatchObject({
      id: 8,
      labelEn: 'Information technology',
      slugFr: 'technologies-de-l-information',
    });
    for (const c of categories) expect(c.labelFr && c.labelEn && c.slugFr && c.slugEn).toBeTruthy();
  });

  it('7 schedules with the fixed ids, the usual first and volunteering last', async () => {
    const schedules = await ofType('schedule');
    expect(schedules.map((s) => s.id).sort()).toEqual(Object.values(SCHEDULE_IDS).sort());
    expect(schedules.map((s) => s.labelEn)).toEqual([
      'Full time',
      'Part time',
      'Permanent',
      'Temporary',
      'Contract',
      'Substitution',
      'Volunteer',
    ]);
    expect(schedules.find((s) => s.id === 314)?.labelFr).toBe('Remplacement');
  });

  it('4 experiences 32–35', async () => {
    const experiences = await ofType('experience');
    expect(experiences.map((e) => e.id)).toEqual(Object.values(EXPERIENCE_IDS));
    expect(experiences.map((e) => e.labelEn)).toEqual([
      '0 to 2 years',
      '2 to 5 years',
      '5 to 10 years',
      '10 years +',
    ]);
  });

  it('specializations for every category, skills, certifications and education, ids ≥ 1000', async () => {
    const specializations = await ofType('specialization');
    for (let id = 1; id <= 31; id++) {
      const n = specializations.filter((s) => s.parentId === id).length;
      expect(n, `category ${id}`).toBeGreaterThanOrEqual(3);
      expect(n, `category ${id}`).toBeLessThanOrEqual(6);
    }
    expect((await ofType('skill')).length).toBeGreaterThanOrEqual(55);
    expect((await ofType('certification')).length).toBeGreaterThanOrEqual(20);
    expect((await ofType('education')).length).toBe(6);
    for (const type of ['specialization', 'skill', 'certification', 'education'] as const) {
      for (const a of await ofType(type)) expect(a.id).toBeGreaterThanOrEqual(1000);
    }
  });

  it('48 cities with accent-free slugs; the short list of 10 in order', async () => {
    const all = await t.db
      .select()
      .from(cities)
      .where(eq(cities.listed, true))
      .orderBy(asc(cities.sortOrder));
    expect(all).toHaveLength(48);
    expect(all.map((c) => c.id).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 48 }, (_, i) => i + 1),
    );
    // Every one of them is a municipality of the package, with its population and province.
    expect(all.filter((c) => c.population === null || c.province !== 'QC')).toEqual([]);
    // The other municipalities of Canada, every province and territory.
    const provinces = await t.db
      .selectDistinct({ p: cities.province })
      .from(cities)
      .where(eq(cities.listed, false));
    expect(provinces).toHaveLength(13);
    expect(all.find((c) => c.label === "Val-d'Or")?.slug).toBe('val-d-or');
    expect(all.find((c) => c.label === 'Sept-Îles')?.slug).toBe('sept-iles');
    expect(all.filter((c) => c.featured).map((c) => c.label)).toEqual([
      'Montréal',
      'Laval',
      'Gatineau',
      'Longueuil',
      'Sherbrooke',
      'Saguenay',
      'Lévis',
      'Trois-Rivières',
      'Terrebonne',
      'Saint-Jean-sur-Richelieu',
    ]);
    expect(all.slice(0, 10).every((c) => c.featured)).toBe(true);
  });

  it('at least 300 NOC titles with 5-digit codes, searchable without accents', async () => {
    const [row] = await t.db.select({ n: count() }).from(nocJobTitles);
    expect(row?.n).toBeGreaterThanOrEqual(300);
    const bad = await t.db
      .select()
      .from(nocJobTitles)
      .where(sql`${nocJobTitles.code} !~ '^[0-9]{5}$'`);
    expect(bad).toEqual([]);
    const found = await t.db
      .select()
      .from(nocJobTitles)
      .where(sql`${nocJobTitles.searchKey} like ${'%infirmiere%'}`);
    expect(found.length).toBeGreaterThan(2);
  });
});

describe('demo data', () => {
  it('has the two demo accounts with their passwords', async () => {
    const [employer] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.employer.email));
    const [candidate] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.candidate.email));
    expect(employer?.guard).toBe('ats');
    expect(candidate?.guard).toBe('jobboard');
    expect(candidate?.emailVerifiedAt).not.toBeNull();
    expect(
      await verifyPassword(DEMO_ACCOUNTS.employer.password, employer?.passwordHash ?? ''),
    ).toBe(true);
    expect(
      await verifyPassword(DEMO_ACCOUNTS.candidate.password, candidate?.passwordHash ?? ''),
    ).toBe(true);
  });

  it('publishes offers on the general board and on the boards of their category', async () => {
    const [n] = await t.db.select({ n: count() }).from(offers);
    expect(n?.n).toBe(60);
    const boards = await t.db
      .selectDistinct({ jobboard: offerJobboards.jobboard })
      .from(offerJobboards);
    expect(boards.map((b) => b.jobboard)).toContain('jobboard');
    const misplaced = await t.db.execute<{ offer_id: number }>(sql`
      select oj.offer_id from offer_jobboards oj
      where oj.board = 'techboard'
        and not exists (select 1 from offer_attributes oa where oa.offer_id = oj.offer_id and oa.attribute_id = 8)`);
    expect(misplaced.rows).toEqual([]);
  });

  it('names no company in the text of a confidential offer', async () => {
    const confidential = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from offers where is_confidential`,
    );
    expect(confidential.rows[0]?.n).toBeGreaterThan(0);
    const leaks = await t.db.execute<{ id: number }>(sql`
      select o.id from offers o join companies c on c.id = o.company_id
      where o.is_confidential
        and (strpos(coalesce(o.description_fr, ''), nullif(c.name_fr, '')) > 0
          or strpos(coalesce(o.description_en, ''), nullif(c.name_en, '')) > 0
          or strpos(coalesce(o.description_fr, '') || coalesce(o.description_en, ''), nullif(c.name_en, '')) > 0
          or strpos(coalesce(o.description_fr, '') || coalesce(o.description_en, ''), nullif(c.name_fr, '')) > 0)`);
    expect(leaks.rows).toEqual([]);
  });

  it('full-text search ignores accents in French and English', async () => {
    const fr = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from offers where search_fr @@ websearch_to_tsquery('jb_french', 'equipe')`,
    );
    const en = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from offers where search_en @@ websearch_to_tsquery('jb_english', 'teams')`,
    );
    expect(fr.rows[0]?.n).toBeGreaterThan(0);
    expect(en.rows[0]?.n).toBeGreaterThan(0);
  });

  it('seeding again is a no-op', async () => {
    const report = await seedDatabase(t.db, {
      mode: 'demo',
      demo: { brands: FIXTURE_BRANDS, storage: new DiskStorage(t.env.DATA_DIR), offers: 60 },
    });
    expect(report).toMatchObject({ reference: false, demo: false });
    const [n] = await t.db.select({ n: count() }).from(offers);
    expect(n?.n).toBe(60);
  });

  it('gives a database seeded before an attribute was added that attribute, under its id', async () => {
    const [last] = await t.db
      .select()
      .from(attributes)
      .where(eq(attributes.type, 'certification'))
      .orderBy(sql`${attributes.id} desc`)
      .limit(1);
    await t.db.execute(sql`delete from offer_attributes where attribute_id = ${last!.id}`);
    await t.db.delete(attributes).where(eq(attributes.id, last!.id));
    const report = await seedDatabase(t.db, { mode: 'reference' });
    expect(report.reference).toBe(false);
    const [back] = await t.db.select().from(attributes).where(eq(attributes.id, last!.id));
    expect(back).toEqual(last);
  });

  it('gives C# the slug "c-sharp" on a database seeded when it was "c"', async () => {
    const csharp = and(eq(attributes.type, 'skill'), eq(attributes.labelEn, 'C#'));
    await t.db.update(attributes).set({ slugEn: 'c', slugFr: 'c' }).where(csharp);
    await seedDatabase(t.db, { mode: 'reference' });
    const [row] = await t.db.select().from(attributes).where(csharp);
    expect(row).toMatchObject({ slugEn: 'c-sharp', slugFr: 'c-sharp', labelFr: 'C#' });
    const slugs = (await ofType('skill')).map((a) => a.slugEn);
    expect(slugs).toEqual(expect.arrayContaining(['c-sharp', 'c-plus-plus', 'dotnet', 'f-sharp']));
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('puts the schedules of a database seeded with « Bénévolat » first in today’s order', async () => {
    await t.db
      .update(attributes)
      .set({ sortOrder: 0 })
      .where(and(eq(attributes.type, 'schedule'), eq(attributes.labelEn, 'Volunteer')));
    await seedDatabase(t.db, { mode: 'reference' });
    const schedules = await ofType('schedule');
    expect(schedules[0]!.labelEn).toBe('Full time');
    expect(schedules.at(-1)!.labelEn).toBe('Volunteer');
  });

  it('running the migrations again is a no-op', async () => {
    await t.database.migrate();
    const [n] = await t.db.select({ n: count() }).from(attributes);
    expect(n?.n).toBeGreaterThan(200);
  });
});
