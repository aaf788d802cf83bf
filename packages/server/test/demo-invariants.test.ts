import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../src/db/seed/data/categories.js';
import { DEMO_COMPANIES } from '../src/db/seed/data/companies.js';
import { PROFESSIONS } from '../src/db/seed/data/professions.js';
import { ATTRIBUTE_ID_BASE } from '../src/db/seed/index.js';
import { builtBrands, createTestApp, type TestApp } from './helper.js';

/**
 * Invariants of the demo a visitor sees (every company, the default 400 offers, every built
 * brand): the data must read like a real board's. The bounds here are written independently of
 * the seed's own tables (professions.ts, job-levels.ts), so that a wrong figure there fails here.
 */

const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const registry = builtBrands();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    seed: 'demo',
    demoOffers: 400,
    demoCompanies: DEMO_COMPANIES.length,
    demoNow: NOW,
    registry,
  });
}, 240_000);
afterAll(async () => t?.close());

/** Quebec's general minimum wage, in force since May 2025: no demo job pays under it. */
const MINIMUM_WAGE = 16.1;
/** What a plausible offer states, by unit: no hourly rate past a specialist's, no yearly pay
 * under full-time minimum wage or above a senior professional's. */
const PAY_BOUNDS = { hour: [MINIMUM_WAGE, 75], year: [34_000, 160_000] } as const;
/** A range's top is at most this many times its bottom. */
const PAY_SPREAD = 1.5;

/**
 * Support and entry-level occupations, by a word of their English title: whatever their trade
 * pays its professionals, these pay like support work (a legal assistant is not paid a lawyer's
 * salary).
 */
const SUPPORT_WORDS =
  /\b(assistant|clerk|attendant|cashier|dishwasher|server|receptionist|labourer|merchandiser|sales associate|front desk|room attendant|concierge|night auditor|bartender|line cook|technician|educator)\b/i;
const SUPPORT_CEILING = { hour: 36, year: 75_000 } as const;
/** Managers and professionals, by a word of their English title: never paid a beginner's rate. */
const PROFESSIONAL_WORDS =
  /\b(manager|director|superintendent|controller|lawyer|notary|engineer|architect|chemist|agronomist|scientist|appraiser|nurse|physiotherapist)\b/i;
const PROFESSIONAL_FLOOR = { hour: 28, year: 45_000 } as const;

/** Occupations anyone can start in: never "5 years or more", never a degree past a DEP. */
const ENTRY_LEVEL = new Set([
  'Dishwasher',
  'Cashier',
  'Server',
  'Room attendant',
  'Sales associate',
  'Merchandiser',
  'Data entry clerk',
  'Office clerk',
  'Receptionist',
  'Construction labourer',
  'Front desk agent',
  'Line cook',
  'Bartender',
]);
const EXPERIENCE_5_PLUS = [34, 35];
const EXPERIENCE_10_PLUS = 35;
/** An hourly rate under this is a beginner's: such an offer asks under five years. */
const BEGINNER_RATE = 25;
const education = (k: number) => ATTRIBUTE_ID_BASE.education + k;
const BEYOND_DEP = [2, 3, 4, 5].map(education);
const DEGREE = [3, 4, 5].map(education);

/**
 * Who may be asked for each certification, by words of the job's English title: a licence
 * belongs to its occupation (a notary is never asked for an AMF certificate, nor a nurse for a
 * driver's licence). A certification missing here fails the test too.
 */
const CERTIFICATION_HOLDERS: Readonly<Record<string, RegExp>> = {
  'Chartered Professional Accountant (CPA)': /accountant|controller|financial analyst/i,
  'Professional Engineer (Eng.)': /\b(civil|mechanical|electrical|project) engineer\b/i,
  'Project Management Professional (PMP)': /project|manager|superintendent|business analyst/i,
  'Certified Human Resources Professional (CHRP)': /human resources|labour relations|training/i,
  'Damage insurance broker (AMF)': /insurance broker|lines broker/i,
  'Damage insurance agent (AMF)': /^damage insurance agent$/i,
  'Claims adjuster (AMF)': /^claims adjuster$/i,
  'Financial security advisor (AMF)': /financial advisor|wealth management|life insurance/i,
  'Registered nurse (OIIQ)': /^registered nurse$/i,
  'Licensed practical nurse (OIIAQ)': /^nursing assistant$/i,
  'Class 1 driver licence': /class 1/i,
  'Class 2 driver licence': /^bus driver$/i,
  'Class 3 driver licence': /driver/i,
  'Forklift operator card': /warehouse/i,
  'Construction safety (ASP Construction)':
    /construction|carpenter|superintendent|heavy equipment|electrician|welder|mechanic|plumber|millwright|health and safety/i,
  'Electrician licence (CMEQ)': /^electrician$/i,
  'First aid and CPR': /educator|lifeguard|trainer|recreation|attendant|security|safety/i,
  'Food hygiene and safety (MAPAQ)': /cook|chef|dishwasher/i,
  'Security agent licence (BSP)': /security guard|loss prevention/i,
  'AWS Certified Solutions Architect': /developer|devops|network/i,
  'Certified Information Systems Security Professional (CISSP)': /cybersecurity/i,
  'Scrum Master (CSM)': /developer|business analyst/i,
  'Real estate broker (OACIQ)': /^real estate broker$/i,
  'Member of the Barreau du Québec': /lawyer/i,
  'Member of the Chambre des notaires du Québec': /^notary$/i,
  'Teaching licence (Quebec)': /school teacher/i,
  'Certified Translator (OTTIAQ)': /^translator$/i,
  'Architect (OAQ)': /^architect$/i,
  'Physiotherapist (OPPQ)': /^physiotherapist$/i,
  'Dental hygienist (OHDQ)': /^dental hygienist$/i,
  'Medical technologist (OPTMQ)': /^medical laboratory technologist$/i,
  'Social worker (OTSTCFQ)': /^social worker$/i,
  'Psychoeducator (OPPQ)': /^psychoeducator$/i,
  'National Lifeguard': /^lifeguard$/i,
  'Chemist (OCQ)': /^chemist$/i,
  'Chartered appraiser (OEAQ)': /^appraiser$/i,
  'Agronomist (OAQ)': /^agronomist$/i,
};
/** Occupations that cannot be practised without their order or permit: every offer asks it. */
const LICENCES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^notary$/i, 'Member of the Chambre des notaires du Québec'],
  [/lawyer/i, 'Member of the Barreau du Québec'],
  [/^registered nurse$/i, 'Registered nurse (OIIQ)'],
  [/^nursing assistant$/i, 'Licensed practical nurse (OIIAQ)'],
  [/insurance broker|lines broker/i, 'Damage insurance broker (AMF)'],
  [/^(civil|mechanical|electrical) engineer$/i, 'Professional Engineer (Eng.)'],
  [/^architect$/i, 'Architect (OAQ)'],
  [/^truck driver class 1$/i, 'Class 1 driver licence'],
  [/^security guard$/i, 'Security agent licence (BSP)'],
];
/** The diplomas an occupation is hired with, where it has its own (a cook's DEP, a lawyer's law degree). */
const JOB_DIPLOMAS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/lawyer|^notary$/i, ["Bachelor's degree", "Master's degree"]],
  [/^(civil|mechanical|electrical) engineer$/i, ["Bachelor's degree", "Master's degree"]],
  [/cook|chef/i, ['Vocational diploma']],
  [/^registered nurse$/i, ['College diploma', "Bachelor's degree"]],
  [/^nursing assistant$|^beneficiary attendant$/i, ['Vocational diploma']],
  [/school teacher/i, ["Bachelor's degree"]],
  [/insurance broker|lines broker/i, ['College diploma', "Bachelor's degree"]],
  [/technician|technologist/i, ['Vocational diploma', 'College diploma']],
  [/^physiotherapist$|^psychoeducator$/i, ["Master's degree"]],
];

/**
 * Specializations that name a job's own line of work, by words of the titles filed under them: a
 * bartender is not in the kitchen, a notary does not litigate.
 */
const SPECIALIZATION_JOBS: Readonly<Record<string, RegExp>> = {
  Kitchen: /cook|chef|dishwasher/i,
  Bar: /bartender/i,
  'Dining room': /server|maître/i,
  Housekeeping: /room attendant|housekeeper/i,
  'Front desk': /front desk|night auditor|concierge/i,
  Litigation: /lawyer/i,
  'Corporate law': /corporate lawyer/i,
  'Notarial law': /^notary$/i,
  'Legal support': /legal|paralegal/i,
  Nursing: /nurs/i,
  Pharmacy: /pharmacy/i,
  'Dental care': /dental/i,
  'Elementary school': /elementary|daycare/i,
  'High school': /high school/i,
  'Post-secondary': /college teacher/i,
  Payroll: /payroll/i,
  Cybersecurity: /cybersecurity/i,
  'Software development': /developer|devops|business analyst/i,
  Welding: /welder/i,
  Plumbing: /plumber/i,
  Electricity: /electrician/i,
};

/** Skills of one line of work, by words of the titles that may list them. */
const SKILL_JOBS: Readonly<Record<string, RegExp>> = {
  'Food preparation': /cook|chef|dishwasher/i,
  'Medication administration': /nurs|pharmacy/i,
  'Patient care': /nurs|attendant|physiotherapist|dental/i,
};

type LiveOffer = {
  id: number;
  company_id: number;
  title_fr: string | null;
  title_en: string | null;
  salary_min: string | null;
  salary_max: string | null;
  salary_period: 'hour' | 'year';
  attribute_ids: number[] | null;
  boards: string[] | null;
  status: string;
};

const allOffers = async () =>
  (
    await t.db.execute<LiveOffer>(sql`
      select o.id, o.company_id, o.title_fr, o.title_en, o.salary_min, o.salary_max,
        o.salary_period, o.status,
        (select array_agg(oa.attribute_id) from offer_attributes oa where oa.offer_id = o.id) as attribute_ids,
        (select array_agg(oj.board) from offer_jobboards oj where oj.offer_id = o.id) as boards
      from offers o order by o.id`)
  ).rows.map((o) => ({ ...o, attribute_ids: (o.attribute_ids ?? []).map(Number) }));

/** Every demo job's [English, French] titles: a French-only offer is judged by its English one. */
const TITLES = [
  ...Object.values(PROFESSIONS).flatMap((p) => p?.jobs ?? []),
  ...CATEGORIES.flatMap((c) => c.jobs),
];
/** The English title of an offer (through the list of titles for a French-only one). */
const titleOf = (o: LiveOffer) =>
  o.title_en ?? TITLES.find(([, fr]) => fr === o.title_fr)?.[0] ?? o.title_fr ?? '';

describe('the demo a visitor sees', () => {
  it('describes every company in both languages, each in words of its own', async () => {
    const { rows } = await t.db.execute<{
      name_fr: string;
      name_en: string;
      description_fr: string | null;
      description_en: string | null;
    }>(sql`select name_fr, name_en, description_fr, description_en from companies`);
    expect(rows.length).toBe(DEMO_COMPANIES.length);
    for (const c of rows) {
      expect(`${c.name_fr} ${c.name_en}`).not.toMatch(/d[ée]mo/i);
      expect(c.description_fr?.trim(), c.name_fr).toBeTruthy();
      expect(c.description_en?.trim(), c.name_fr).toBeTruthy();
      // The English description is English (not the French one shown under an English name).
      expect(c.description_en, c.name_fr).not.toMatch(/\b(est|une|elle|Fondée|depuis)\b/);
      expect(c.description_fr, c.name_fr).not.toMatch(/\b(is|the|Founded|since)\b/);
    }
    for (const field of ['description_fr', 'description_en'] as const)
      expect(new Set(rows.map((c) => c[field])).size, field).toBe(rows.length);
  });

  it('names a company in its texts as its page heading does, in each language', async () => {
    const { rows: companies } = await t.db.execute<{
      name_fr: string;
      name_en: string;
      description_fr: string;
      description_en: string;
    }>(sql`select name_fr, name_en, description_fr, description_en from companies`);
    // The English page shows the French name when there is no English one.
    expect(companies.some((c) => !c.name_en)).toBe(true);
    for (const c of companies) {
      expect(c.description_fr.startsWith(`${c.name_fr} `), c.name_fr).toBe(true);
      expect(c.description_en.startsWith(`${c.name_en || c.name_fr} `), c.name_fr).toBe(true);
    }
    const { rows: offers } = await t.db.execute<{
      confidential: boolean;
      name_fr: string;
      name_en: string;
      description_fr: string | null;
      description_en: string | null;
    }>(sql`
      select o.is_confidential as confidential, c.name_fr, c.name_en, o.description_fr,
        o.description_en
        from offers o join companies c on c.id = o.company_id`);
    for (const o of offers) {
      const en = o.confidential ? 'Our client' : o.name_en || o.name_fr;
      const fr = o.confidential ? 'Notre client' : o.name_fr;
      if (o.description_en) expect(o.description_en.startsWith(`${en} is hiring`), en).toBe(true);
      if (o.description_fr) expect(o.description_fr.startsWith(`${fr} embauche`), fr).toBe(true);
    }
  });

  it('lists no job twice: one live offer per title, company and board', async () => {
    const { rows } = await t.db.execute<{ board: string; company: string; title: string }>(sql`
      select oj.board, c.name_fr as company, t.title
        from offer_jobboards oj
        join offers o on o.id = oj.offer_id
        join companies c on c.id = o.company_id
        cross join lateral (values (o.title_fr), (o.title_en)) as t(title)
       where o.status = 'published' and (o.expires_at is null or o.expires_at > now())
         and t.title is not null
       group by oj.board, c.name_fr, t.title
      having count(distinct o.id) > 1`);
    expect(rows.map((r) => `${r.board}: ${r.title} at ${r.company}`)).toEqual([]);
  });

  it('pays within plausible bounds for its unit, support jobs as support jobs', async () => {
    const offers = (await allOffers()).filter(
      (o) => o.salary_min !== null || o.salary_max !== null,
    );
    expect(offers.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const o of offers) {
      const amounts = [o.salary_min, o.salary_max].filter((a) => a !== null).map(Number);
      const [low, high] = PAY_BOUNDS[o.salary_period];
      const label = `${titleOf(o)}: ${amounts.join('–')} / ${o.salary_period}`;
      if (amounts.some((a) => a < low || a > high)) wrong.push(label);
      if (o.salary_min !== null && o.salary_max !== null) {
        const [min, max] = [Number(o.salary_min), Number(o.salary_max)];
        if (max < min || max > min * PAY_SPREAD) wrong.push(`${label} (range)`);
      }
      if (
        SUPPORT_WORDS.test(titleOf(o)) &&
        amounts.some((a) => a > SUPPORT_CEILING[o.salary_period])
      )
        wrong.push(`${label} (support job)`);
      if (
        PROFESSIONAL_WORDS.test(titleOf(o)) &&
        amounts.some((a) => a < PROFESSIONAL_FLOOR[o.salary_period])
      )
        wrong.push(`${label} (professional)`);
    }
    expect(wrong).toEqual([]);
  });

  it('asks of a job what its pay and level buy: beginners little, hourly jobs no degree nor ten years', async () => {
    const wrong: string[] = [];
    const offers = await allOffers();
    for (const o of offers) {
      const ids = o.attribute_ids ?? [];
      const title = titleOf(o);
      const entry = ENTRY_LEVEL.has(title);
      if (entry && ids.some((id) => EXPERIENCE_5_PLUS.includes(id)))
        wrong.push(`${title} (${o.id}): 5 years or more`);
      if (entry && ids.some((id) => BEYOND_DEP.includes(id)))
        wrong.push(`${title} (${o.id}): more than a DEP`);
      if (o.salary_period === 'hour' && ids.some((id) => DEGREE.includes(id)))
        wrong.push(`${title} (${o.id}): a degree for an hourly job`);
      // Ten years' experience is a salaried senior's; five is not hired at a beginner's rate.
      if (o.salary_period === 'hour' && ids.includes(EXPERIENCE_10_PLUS))
        wrong.push(`${title} (${o.id}): 10 years or more for an hourly job`);
      const stated = [o.salary_min, o.salary_max].filter((a) => a !== null).map(Number);
      if (
        o.salary_period === 'hour' &&
        stated.some((a) => a < BEGINNER_RATE) &&
        ids.some((id) => EXPERIENCE_5_PLUS.includes(id))
      )
        wrong.push(`${title} (${o.id}): 5 years or more at ${stated.join('–')} $ an hour`);
    }
    expect(offers.filter((o) => ENTRY_LEVEL.has(titleOf(o))).length).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  });

  it('files a job under its own specialization and skills and asks the diploma and licences of its occupation', async () => {
    const { rows } = await t.db.execute<{
      id: number;
      title_fr: string | null;
      title_en: string | null;
      type: 'education' | 'certification' | 'specialization' | 'skill';
      label: string;
    }>(sql`
      select o.id, o.title_fr, o.title_en, a.type, a.label_en as label
        from offers o
        join offer_attributes oa on oa.offer_id = o.id
        join attributes a on a.id = oa.attribute_id
       where a.type in ('education', 'certification', 'specialization', 'skill')`);
    const asked = new Map<
      number,
      { title: string; education: string[]; certifications: string[] }
    >();
    const wrongFiling: string[] = [];
    for (const r of rows) {
      const title = titleOf({ title_en: r.title_en, title_fr: r.title_fr } as LiveOffer);
      if (r.type === 'specialization' || r.type === 'skill') {
        const holders = (r.type === 'skill' ? SKILL_JOBS : SPECIALIZATION_JOBS)[r.label];
        if (holders && !holders.test(title))
          wrongFiling.push(`${title} (${r.id}): ${r.type} ${r.label}`);
        continue;
      }
      const offer = asked.get(r.id) ?? { title, education: [], certifications: [] };
      (r.type === 'education' ? offer.education : offer.certifications).push(r.label);
      asked.set(r.id, offer);
    }
    const wrong: string[] = [];
    for (const [id, o] of asked) {
      for (const label of o.certifications) {
        const holders = CERTIFICATION_HOLDERS[label];
        if (!holders?.test(o.title)) wrong.push(`${o.title} (${id}) asks ${label}`);
      }
      for (const [job, diplomas] of JOB_DIPLOMAS)
        if (job.test(o.title))
          for (const level of o.education)
            if (!diplomas.includes(level)) wrong.push(`${o.title} (${id}) asks ${level}`);
    }
    for (const o of await allOffers()) {
      const title = titleOf(o);
      for (const [job, licence] of LICENCES)
        if (job.test(title) && !asked.get(o.id)?.certifications.includes(licence))
          wrong.push(`${title} (${o.id}) without ${licence}`);
    }
    expect(wrong).toEqual([]);
    expect(wrongFiling).toEqual([]);
    // The rules above are exercised: many offers state a diploma or ask a licence.
    const offers = [...asked.values()];
    expect(offers.filter((o) => o.certifications.length > 0).length).toBeGreaterThan(60);
    expect(offers.filter((o) => o.education.length > 0).length).toBeGreaterThan(100);
  });

  it('shows every offer of a French-first board in French', async () => {
    const frenchFirst = registry.all
      .filter((b) => b.behaviour.requireFrenchVersion)
      .map((b) => b.name);
    expect(frenchFirst).toContain('hotelsjobs');
    const englishOnly = (await allOffers()).filter(
      (o) => !o.title_fr && (o.boards ?? []).some((board) => frenchFirst.includes(board)),
    );
    expect(englishOnly.map((o) => `${o.title_en} on ${o.boards}`)).toEqual([]);
  });
});
