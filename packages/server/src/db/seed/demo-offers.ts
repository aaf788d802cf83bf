import { sql } from 'drizzle-orm';
import { slugify } from '../../lib/slugify.js';
import type { Random } from '../../lib/prng.js';
import type { DbLike } from '../client.js';
import { offerAttributes, offerJobboards, offers } from '../schema.js';
import { chunk, insertBatched } from './batch.js';
import { CATEGORIES, EDUCATION_LEVELS, EXPERIENCES } from './data/categories.js';
import { CITIES, FEATURED_CITIES } from './data/cities.js';
import { DIPLOMA, jobCredentials } from './data/credentials.js';
import { jobPayScale, jobRequirementCaps } from './data/job-levels.js';
import { JOB_SPECIALIZATIONS } from './data/job-specializations.js';
import {
  DEFAULT_PAY,
  PROFESSIONS,
  SCHEDULE_PROFILES,
  SUPPORT_CATEGORIES,
  type Profession,
  type ScheduleProfile,
} from './data/professions.js';
import type { DemoCompanyRow } from './demo-companies.js';
import { companyNames, DAY, type DemoContext } from './demo-context.js';
import { ATTRIBUTE_ID_BASE, attributeIdsByLabel, referenceAttributes } from './reference.js';

/** Schedules of the trades without a profile of their own. */
const DEFAULT_SCHEDULES: readonly ScheduleProfile[] = [
  'permanentFullTime',
  'permanentFullTime',
  'permanentPartTime',
  'temporaryFullTime',
  'contractFullTime',
];

/** How a confidential offer's text names its employer: never the company's name. */
const CONFIDENTIAL_EMPLOYER = { fr: 'Notre client', en: 'Our client' } as const;

const PERKS: ReadonlyArray<readonly [string, string]> = [
  ['group insurance', 'des assurances collectives'],
  ['a flexible schedule', 'un horaire flexible'],
  ['paid training', 'de la formation payée'],
  [
    'a retirement plan with employer contribution',
    'un régime de retraite avec contribution de l’employeur',
  ],
  ['four weeks of vacation', 'quatre semaines de vacances'],
  ['a friendly team', 'une équipe sympathique'],
  ['free parking', 'un stationnement gratuit'],
  ['an employee assistance program', 'un programme d’aide aux employés'],
  ['a wellness allowance', 'une allocation mieux-être'],
];

const GENERIC_DUTIES: ReadonlyArray<readonly [string, string]> = [
  [
    'Take part in the daily operations of the team',
    'Participer aux opérations quotidiennes de l’équipe',
  ],
  ['Serve clients and colleagues with care', 'Servir la clientèle et les collègues avec soin'],
  ['Suggest improvements to the way we work', 'Proposer des améliorations à nos façons de faire'],
];
const GENERIC_REQUIREMENTS = [
  'Relevant training or experience, autonomy and a sense of organisation.',
  'Formation ou expérience pertinente, autonomie et sens de l’organisation.',
] as const;

/** The offer's text in each language: who hires, the job, its duties, what it asks, what it offers. */
function descriptions(
  employer: { en: string; fr: string },
  title: { en: string; fr: string },
  city: string,
  profession: Profession | undefined,
  /** The job's own "what we are looking for", when the trade's does not fit it. */
  jobRequirements: readonly [string, string] | undefined,
  remote: boolean,
  random: Random,
) {
  const duties = profession?.duties ?? GENERIC_DUTIES;
  const [requirementsEn, requirementsFr] =
    jobRequirements ?? profession?.requirements ?? GENERIC_REQUIREMENTS;
  const perks = random.sample(PERKS, 3);
  const where = remote
    ? { en: 'The job is done from home.', fr: 'Le poste est en télétravail.' }
    : { en: `The job is in ${city}.`, fr: `Le poste est situé à ${city}.` };
  return {
    en:
      `${employer.en} is hiring: ${title.en}. ${where.en}\n\n` +
      `What you will do:\n${duties.map(([en]) => `- ${en}.`).join('\n')}\n\n` +
      `What we are looking for: ${requirementsEn}\n\n` +
      `What we offer: ${perks.map(([en]) => en).join(', ')}.`,
    fr:
      `${employer.fr} embauche : ${title.fr}. ${where.fr}\n\n` +
      `Ce que vous ferez :\n${duties.map(([, fr]) => `- ${fr}.`).join('\n')}\n\n` +
      `Ce que nous recherchons : ${requirementsFr}\n\n` +
      `Ce que nous offrons : ${perks.map(([, fr]) => fr).join(', ')}.`,
  };
}

type OfferRow = typeof offers.$inferInsert;

const certificationIds = attributeIdsByLabel('certification');

/** A certification's attribute id, by its English label (a label not in the list is a bug). */
function certificationId(label: string): number {
  const id = certificationIds.get(label);
  if (id === undefined) throw new Error(`No certification "${label}" in CERTIFICATIONS`);
  return id;
}

/**
 * The specializations an offer is filed under: those drawn from its category that its job
 * belongs to, else the job's first (a bartender in "Bar", never in "Kitchen"). The draw from the
 * whole category is kept, so the demo's later draws stay what they were.
 */
function jobSpecializations(drawn: readonly number[], ofJob: readonly number[]): number[] {
  if (ofJob.length === 0) return [...drawn];
  const kept = drawn.filter((id) => ofJob.includes(id));
  return kept.length > 0 ? kept : [ofJob[0]!];
}

type Job = readonly [string, string, (readonly string[])?];

/** Draws of a company and a job before the demo gives up on finding one still free. */
const JOB_DRAWS = 50;

/**
 * A company and one of its jobs: mostly of its own trade, otherwise a job every employer has
 * (office, accounting…). A company posts each job once (no offer listed twice under one name,
 * in either language): a job it already posted is drawn again. `posted` holds the company's
 * taken titles and gets the new ones; undefined once the companies have no job left.
 */
function drawJob(ctx: DemoContext, companyCount: number, posted: Set<string>) {
  const { random } = ctx;
  for (let draw = 0; draw < JOB_DRAWS; draw++) {
    const companyIndex = random.int(0, companyCount - 1);
    const companyDef = ctx.companyDefs[companyIndex];
    if (!companyDef) continue;
    const categoryId = random.chance(0.75) ? companyDef[2] : random.pick(SUPPORT_CATEGORIES);
    const category = CATEGORIES.find((c) => c.id === categoryId) ?? random.pick(CATEGORIES);
    const profession = PROFESSIONS[category.id];
    const job = random.pick<Job>(profession?.jobs ?? category.jobs);
    const keys = [`${companyIndex}|en|${job[0]}`, `${companyIndex}|fr|${job[1]}`];
    if (keys.some((key) => posted.has(key))) continue;
    for (const key of keys) posted.add(key);
    return { companyIndex, category, profession, job };
  }
  return undefined;
}

/** An offer as it is drawn, before it is written: its row, its attributes and its boards. */
interface DraftOffers {
  rows: OfferRow[];
  links: Array<{ attributes: number[]; boards: string[] }>;
}

/** A seeded offer, as the later steps need it. */
export interface DemoOffer {
  id: number;
  createdAt: Date;
  status: string;
  teamId: number;
}

/**
 * The offers, drawn (nothing written): a company, a job of its trade (or a job every employer
 * has), a city, languages, dates, pay and requirements that fit the job. The rules that keep
 * the demo believable: pay within the job's scale, stated as the trade states it; beginners'
 * jobs ask for little; the specializations, diploma and certifications are the job's own (a
 * notary's law degree, a cook's DEP); a company posts each job once; an offer on a board that requires
 * French is written in French; drafts only in the demo team; one offer in ten expired.
 */
function draftOffers(
  ctx: DemoContext,
  insertedCompanies: readonly DemoCompanyRow[],
  demoTeamId: number,
): DraftOffers {
  const { random, now, offerCount } = ctx;
  const specializationsByCategory = new Map<number, number[]>();
  /** A specialization's id by its category and English label. */
  const specializationIdOf = attributeIdsByLabel('specialization');
  for (const row of referenceAttributes()) {
    if (row.type === 'specialization' && row.parentId) {
      specializationsByCategory.set(row.parentId, [
        ...(specializationsByCategory.get(row.parentId) ?? []),
        row.id,
      ]);
    }
  }
  const featuredIds = FEATURED_CITIES.map((c) => CITIES.indexOf(c) + 1);
  const allCityIds = CITIES.map((_, i) => i + 1);
  const experienceIds = EXPERIENCES.map(([id]) => id);
  const scheduleIdOf = attributeIdsByLabel('schedule');
  const skillIdOf = attributeIdsByLabel('skill');
  const generalSkills = ['Teamwork', 'Bilingualism (French and English)', 'Problem solving'];

  const offerRows: OfferRow[] = [];
  const offerLinks: Array<{ attributes: number[]; boards: string[] }> = [];
  const postedJobs = new Set<string>();
  for (let i = 0; i < offerCount; i++) {
    const drawn = drawJob(ctx, insertedCompanies.length, postedJobs);
    if (!drawn) break;
    const { companyIndex, category, profession, job } = drawn;
    const company = insertedCompanies[companyIndex]!;
    const [titleEn, titleFr] = job;
    const credentials = jobCredentials(titleEn);
    const cityId = random.chance(0.6) ? random.pick(featuredIds) : random.pick(allCityIds);
    const city = CITIES[cityId - 1] ?? 'Montréal';
    const remote = random.chance(profession?.remote ?? 0);
    // A remote job is often open to anyone in Canada; an on-site one sometimes (relocation).
    const openToCanada = random.chance(remote ? 0.6 : 0.05);
    const isConfidential = random.chance(0.1);
    // Every board is bilingual: most offers are written in both languages, the others in one.
    const primaryLanguage = random.chance(0.75) ? 'fr' : 'en';
    const bilingual = random.chance(0.7);
    const employer = isConfidential
      ? CONFIDENTIAL_EMPLOYER
      : companyNames(ctx.companyDefs, companyIndex);
    const text = descriptions(
      employer,
      { en: titleEn, fr: titleFr },
      city,
      profession,
      credentials.requirements,
      remote,
      random,
    );
    // Posted over the last 60 days; one offer in ten has expired (posted 35 to 60 days ago, for
    // 30 days), the others run 60 days from their posting.
    const expired = random.chance(0.1);
    const ageMinutes = expired
      ? random.int(35 * 24 * 60, 60 * 24 * 60)
      : random.int(0, 60 * 24 * 60 - 1);
    const createdAt = new Date(now.getTime() - ageMinutes * 60_000);
    const expiresAt = new Date(createdAt.getTime() + (expired ? 30 : 60) * DAY);
    const isDraft = company.teamId === demoTeamId && random.chance(0.15);
    const status = isDraft ? 'draft' : expiresAt < now ? 'expired' : 'published';
    const boards = isDraft ? [] : [...new Set(ctx.boards.ofCategory(category.id))];
    // A board that asks for the French version (behaviour.requireFrenchVersion) shows no
    // English-only offer: an offer published there is written in French too.
    const needsFrench = boards.some((board) => ctx.boards.frenchRequired.has(board));
    const hasFr = primaryLanguage === 'fr' || bilingual || needsFrench;
    const hasEn = primaryLanguage === 'en' || bilingual;
    // The trade's pay: the bottom of an offer's range in the lower half of the trade's scale,
    // its top a quarter above (within the scale), whole dollars or thousands.
    const fallback = DEFAULT_PAY[random.chance(0.5) ? 'hour' : 'year'];
    // The job's own scale when it pays otherwise than its trade (an assistant, a beginner).
    const scale = jobPayScale(titleEn, profession?.pay ?? fallback);
    const { period: salaryPeriod, range } = scale;
    const unit = salaryPeriod === 'hour' ? 1 : 1000;
    const [low, high] = [range[0] / unit, range[1] / unit];
    const salaryMin = random.int(low, Math.floor((low + high) / 2)) * unit;
    const salaryTop = Math.min(high * unit, Math.round((salaryMin * 1.25) / unit) * unit);
    const caps = jobRequirementCaps(titleEn, { period: salaryPeriod, from: salaryMin });
    offerRows.push({
      companyId: company.id,
      teamId: company.teamId,
      primaryLanguage,
      isConfidential,
      remote,
      openToCanada,
      status,
      titleFr: hasFr ? titleFr : null,
      titleEn: hasEn ? titleEn : null,
      descriptionFr: hasFr ? text.fr : null,
      descriptionEn: hasEn ? text.en : null,
      slugFr: hasFr ? slugify(titleFr) : null,
      slugEn: hasEn ? slugify(titleEn) : null,
      cityId,
      address:
        !remote && random.chance(0.5)
          ? `${random.int(10, 9999)} boulevard ${random.pick(['Saint-Laurent', 'des Laurentides', 'Taschereau', 'René-Lévesque'])}, ${city}`
          : null,
      salaryMin: random.chance(0.6) ? salaryMin : null,
      salaryMax: random.chance(0.4) ? salaryTop : null,
      salaryPeriod,
      positions: random.chance(0.8) ? 1 : random.int(2, 10),
      legacyId: i % 2 === 0 ? 500_000 + i : null,
      createdAt,
      updatedAt: createdAt,
      expiresAt,
    });
    const specializations = specializationsByCategory.get(category.id) ?? [];
    const schedules = SCHEDULE_PROFILES[random.pick(profession?.schedules ?? DEFAULT_SCHEDULES)];
    const tradeSkills = job[2] ?? profession?.skills ?? generalSkills;
    const skills = [
      ...random.sample(tradeSkills, Math.min(tradeSkills.length, random.int(2, 4))),
      ...(random.chance(0.5) ? [random.pick(generalSkills)] : []),
    ];
    const attributeIds = new Set<number>([
      category.id,
      ...jobSpecializations(
        random.sample(specializations, random.int(1, 2)),
        (JOB_SPECIALIZATIONS[titleEn] ?? []).flatMap(
          (label) => specializationIdOf.get(`${category.id}|${label}`) ?? [],
        ),
      ),
      random.pick(experienceIds.slice(0, caps.experience + 1)),
      ...schedules.map((label) => scheduleIdOf.get(label)!),
      ...skills.map((label) => skillIdOf.get(label)!),
    ]);
    // The job's own diploma and certifications (a notary's law degree and Chambre des notaires,
    // a cook's DEP), within what its pay and level allow. Each draw is made whether or not the
    // job has something to ask, so the demo's other fields stay what they were.
    const diplomas = credentials.education
      .map((name) => DIPLOMA[name])
      .filter((level) => level <= Math.min(caps.education, EDUCATION_LEVELS.length - 1));
    if (random.chance(0.5)) {
      const drawn = random.next();
      const level = diplomas[Math.floor(drawn * diplomas.length)];
      if (level !== undefined) attributeIds.add(ATTRIBUTE_ID_BASE.education + level);
    }
    if (credentials.licence) attributeIds.add(certificationId(credentials.licence));
    if (random.chance(0.3)) {
      const drawn = random.next();
      const extra = credentials.certifications ?? [];
      const label = extra[Math.floor(drawn * extra.length)];
      if (label) attributeIds.add(certificationId(label));
    }
    offerLinks.push({
      attributes: [...attributeIds],
      boards,
    });
  }
  return { rows: offerRows, links: offerLinks };
}

/**
 * Offers: drawn (draftOffers), then written in batches with their attributes and their boards
 * (published on a board at their creation date).
 */
export async function seedOffers(
  db: DbLike,
  ctx: DemoContext,
  insertedCompanies: readonly DemoCompanyRow[],
  demoTeamId: number,
): Promise<DemoOffer[]> {
  const { rows: offerRows, links: offerLinks } = draftOffers(ctx, insertedCompanies, demoTeamId);
  const offerIds: Array<{ id: number; createdAt: Date; status: string }> = [];
  for (const part of chunk(offerRows)) {
    offerIds.push(
      ...(await db
        .insert(offers)
        .values(part)
        .returning({ id: offers.id, createdAt: offers.createdAt, status: offers.status })),
    );
  }
  await insertBatched(
    db,
    offerAttributes,
    offerIds.flatMap((o, i) =>
      (offerLinks[i]?.attributes ?? []).map((attributeId) => ({ offerId: o.id, attributeId })),
    ),
  );
  await insertBatched(
    db,
    offerJobboards,
    offerIds.flatMap((o, i) =>
      (offerLinks[i]?.boards ?? []).map((jobboard) => ({
        offerId: o.id,
        jobboard,
        publishedAt: o.createdAt,
        offerCreatedAt: o.createdAt,
      })),
    ),
  );
  return offerIds.map((o, i) => ({ ...o, teamId: offerRows[i]!.teamId! }));
}

/**
 * Publishing rights of the other teams: the boards their offers are on (the demo team has every
 * board already). Rights are data: `pnpm --filter @jobboard/server grant-board` adds one.
 */
export async function grantPublishingRights(db: DbLike): Promise<void> {
  await db.execute(sql`
    INSERT INTO team_jobboards (team_id, board)
    SELECT DISTINCT o.team_id, oj.board FROM offer_jobboards oj JOIN offers o ON o.id = oj.offer_id
    ON CONFLICT DO NOTHING`);
}
