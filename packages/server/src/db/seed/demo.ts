import { CANDIDATE_GUARD } from '@jobboard/contracts';
import { eq, sql } from 'drizzle-orm';
import { PERMISSIONS } from '@jobboard/contracts';
import type { BrandManifest } from '@jobboard/manifest';
import { createRandom, type Random } from '../../lib/prng.js';
import { slugify } from '../../lib/slugify.js';
import { hashPassword } from '../../services/passwords.js';
import type { Storage } from '../../services/storage.js';
import type { DbLike } from '../client.js';
import {
  applicationDocuments,
  applications,
  companies,
  documents,
  offerAttributes,
  offerJobboards,
  offers,
  teamJobboards,
  teams,
  userPermissions,
  users,
} from '../schema.js';
import { chunk, insertBatched } from './batch.js';
import {
  CATEGORIES,
  CERTIFICATIONS,
  EDUCATION_LEVELS,
  EXPERIENCES,
  SCHEDULES,
  SKILLS,
} from './data/categories.js';
import { CITIES, FEATURED_CITIES } from './data/cities.js';
import { DEMO_COMPANIES } from './data/companies.js';
import {
  DEFAULT_PAY,
  PROFESSIONS,
  SCHEDULE_PROFILES,
  SUPPORT_CATEGORIES,
  type Profession,
  type ScheduleProfile,
} from './data/professions.js';
import { jobPayScale, jobRequirementCaps } from './data/job-levels.js';
import { demoLogoSvg, storeDemoLogo } from './logos.js';
import { ATTRIBUTE_ID_BASE, referenceAttributes } from './reference.js';

/** The two accounts the README lists. */
export const DEMO_ACCOUNTS = {
  candidate: { email: 'candidate@demo.jobboard.test', password: 'demo-candidate-pass' },
  employer: { email: 'employer@demo.jobboard.test', password: 'demo-employer-pass' },
} as const;

export interface DemoSeedOptions {
  /** Every brand served: offers are published on the boards whose categories match, plus general boards. */
  brands: readonly BrandManifest[];
  storage: Storage;
  /** Number of offers (default 400); tests use a handful. */
  offers?: number;
  /** Number of companies (default and at most DEMO_COMPANIES.length: 46). */
  companies?: number;
  /**
   * Posted dates are spread over the 60 days before `now` (default: the time of seeding, so that
   * "3 days ago" stays true on a fresh database; the screenshot suites mask <time>).
   */
  now?: Date;
  seed?: number;
  /**
   * Draw and store the companies' logos (default true). Rendering them costs a few seconds, so
   * the test helper turns them off; companies without one show their monogram.
   */
  logos?: boolean;
}

const DAY = 24 * 3600_000;

/** What a demo company does, by its main category: [English, French], after its name. */
const SECTORS: Readonly<Record<number, readonly [string, string]>> = {
  1: [
    'provides administrative services to businesses',
    'offre des services administratifs aux entreprises',
  ],
  2: ['is an engineering consulting firm', 'est une firme de génie-conseil'],
  3: [
    'installs and maintains industrial equipment',
    'installe et entretient des équipements industriels',
  ],
  4: ['is an accounting firm serving SMEs', 'est un cabinet comptable au service des PME'],
  5: [
    'is a general contractor in residential and commercial construction',
    'est un entrepreneur général en construction résidentielle et commerciale',
  ],
  6: ['is a cooperative financial institution', 'est une institution financière coopérative'],
  7: ['is a damage insurance firm', 'est un cabinet en assurance de dommages'],
  8: ['builds software for Quebec businesses', 'conçoit des logiciels pour les entreprises d’ici'],
  9: ['is a human resources consulting firm', 'est une firme-conseil en ressources humaines'],
  10: ['is a law firm', 'est un cabinet d’avocats'],
  11: ['sells technical products to businesses', 'vend des produits techniques aux entreprises'],
  12: ['is a marketing agency', 'est une agence de marketing'],
  13: ['is a public relations firm', 'est une firme de relations publiques'],
  14: ['is a design and video production studio', 'est un studio de design et de production vidéo'],
  15: ['runs a multisport centre', 'exploite un centre multisport'],
  16: [
    'answers the customers of large Quebec companies',
    'répond à la clientèle de grandes entreprises québécoises',
  ],
  17: ['is an architecture firm', 'est une firme d’architectes'],
  18: ['is a road freight carrier', 'est un transporteur routier de marchandises'],
  19: [
    'runs warehouses and distribution centres',
    'exploite des entrepôts et des centres de distribution',
  ],
  20: ['is an educational institution', 'est un établissement d’enseignement'],
  21: ['provides health care', 'offre des soins de santé'],
  22: ['is a biotechnology laboratory', 'est un laboratoire de biotechnologie'],
  23: ['is a diversified management group', 'est un groupe de gestion diversifié'],
  24: ['is a security agency', 'est une agence de sécurité'],
  25: [
    'is a hotel welcoming guests all year round',
    'est un établissement hôtelier ouvert toute l’année',
  ],
  26: ['is a restaurant group', 'est un groupe de restaurants'],
  27: ['is a community organization', 'est un organisme communautaire'],
  28: [
    'manages residential and commercial buildings',
    'gère des immeubles résidentiels et commerciaux',
  ],
  29: ['is a retailer', 'est un détaillant'],
  30: ['is a family farm business', 'est une entreprise agricole familiale'],
  31: ['is a manufacturer', 'est un fabricant'],
};

/**
 * What sets each demo company apart, [English, French], after what it does: one sentence per
 * company (by its rank), so no two descriptions read alike.
 */
const COMPANY_TRAITS: ReadonlyArray<readonly [string, string]> = [
  [
    'Our teams are small and every voice counts.',
    'Nos équipes sont petites et chaque voix compte.',
  ],
  [
    'We train our people from their first day.',
    'Nous formons notre monde dès la première journée.',
  ],
  [
    'Half of our managers started at entry level.',
    'La moitié de nos gestionnaires ont commencé au bas de l’échelle.',
  ],
  ['We close between Christmas and New Year’s Day.', 'Nous fermons entre Noël et le jour de l’An.'],
  [
    'Our clients have trusted us for three generations.',
    'Nos clients nous font confiance depuis trois générations.',
  ],
  [
    'We invest a share of our profits in local causes.',
    'Nous versons une part de nos profits à des causes locales.',
  ],
  [
    'We were among the first in our field to offer a four-day week.',
    'Nous avons été parmi les premiers du secteur à offrir la semaine de quatre jours.',
  ],
  [
    'Our offices are a short walk from public transit.',
    'Nos bureaux sont à deux pas du transport en commun.',
  ],
  [
    'We grew from 5 to more than 100 employees in ten years.',
    'Nous sommes passés de 5 à plus de 100 employés en dix ans.',
  ],
  [
    'Our work has won several regional awards.',
    'Notre travail a remporté plusieurs prix régionaux.',
  ],
  [
    'We serve clients across Quebec and Ontario.',
    'Nous servons une clientèle partout au Québec et en Ontario.',
  ],
  [
    'Every employee has a mentor during the first year.',
    'Chaque employé a un mentor pendant sa première année.',
  ],
  ['We favour promotion from within.', 'Nous privilégions la promotion à l’interne.'],
  ['Our building runs on renewable energy.', 'Notre bâtiment fonctionne à l’énergie renouvelable.'],
  ['We publish our salary scales.', 'Nous publions nos échelles salariales.'],
  [
    'We are an employee-owned cooperative.',
    'Nous sommes une coopérative appartenant à ses employés.',
  ],
];

/** Schedules of the trades without a profile of their own. */
const DEFAULT_SCHEDULES: readonly ScheduleProfile[] = [
  'permanentFullTime',
  'permanentFullTime',
  'permanentPartTime',
  'temporaryFullTime',
  'contractFullTime',
];

/** A tiny valid PDF so the demo candidate's resume opens in a viewer. */
export function demoResumePdf(name: string): Buffer {
  const text = `Curriculum vitae - ${name}`.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

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
  remote: boolean,
  random: Random,
) {
  const duties = profession?.duties ?? GENERIC_DUTIES;
  const [requirementsEn, requirementsFr] = profession?.requirements ?? GENERIC_REQUIREMENTS;
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

/**
 * Demo content that makes every board look alive. Deterministic (seeded PRNG). Skips when the demo
 * employer already exists, so a restart never duplicates it. Returns whether it ran.
 */
export async function seedDemo(db: DbLike, options: DemoSeedOptions): Promise<boolean> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.employer.email))
    .limit(1);
  if (existing.length > 0) return false;

  const random = createRandom(options.seed ?? 20_261_122);
  const now = options.now ?? new Date();
  const offerCount = options.offers ?? 400;
  const companyCount = Math.min(options.companies ?? DEMO_COMPANIES.length, DEMO_COMPANIES.length);
  const brandKeys = options.brands.map((b) => b.name);
  const generalBoards = options.brands.filter((b) => b.categoryIds.length === 0).map((b) => b.name);
  const boardsOfCategory = (categoryId: number) => [
    ...generalBoards,
    ...options.brands.filter((b) => b.categoryIds.includes(categoryId)).map((b) => b.name),
  ];

  /* Teams: the demo employer's team, then one team per other company. */
  const [demoTeam] = await db
    .insert(teams)
    .values({ name: 'Groupe Boréal', size: '11-50', canPublishOnPartnerOrOurNetwork: true })
    .returning({ id: teams.id });
  if (!demoTeam) throw new Error('demo team not created');
  await insertBatched(
    db,
    teamJobboards,
    brandKeys.map((jobboard) => ({ teamId: demoTeam.id, jobboard })),
  );

  const companyDefs = DEMO_COMPANIES.slice(0, companyCount);
  const otherTeamRows = companyDefs.slice(3).map(([fr]) => ({
    name: fr,
    size: random.pick(['1-10', '11-50', '51-200', '201-500', '500+']),
  }));
  const otherTeams = otherTeamRows.length
    ? await db.insert(teams).values(otherTeamRows).returning({ id: teams.id })
    : [];

  /* Accounts. One hash per password: scrypt is deliberately slow. */
  const [employerHash, candidateHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.employer.password),
    hashPassword(DEMO_ACCOUNTS.candidate.password),
  ]);
  const [employer] = await db
    .insert(users)
    .values({
      guard: 'ats',
      email: DEMO_ACCOUNTS.employer.email,
      passwordHash: employerHash,
      firstName: 'Émilie',
      lastName: 'Employeur',
      language: 'fr',
      phoneNumber: '+1 514 555 0100',
      country: 'CA',
      cityId: CITIES.indexOf('Montréal') + 1,
      address: 'Montréal',
      emailVerifiedAt: now,
      teamId: demoTeam.id,
    })
    .returning({ id: users.id });
  if (!employer) throw new Error('demo employer not created');
  await db
    .insert(userPermissions)
    .values(PERMISSIONS.map((permission) => ({ userId: employer.id, permission })));

  const candidateNames: Array<[string, string, string]> = [
    [DEMO_ACCOUNTS.candidate.email, 'Camille', 'Candidat'],
    ['julie.roy@demo.jobboard.test', 'Julie', 'Roy'],
    ['marc.bouchard@demo.jobboard.test', 'Marc', 'Bouchard'],
    ['sarah.nguyen@demo.jobboard.test', 'Sarah', 'Nguyen'],
    ['olivier.cote@demo.jobboard.test', 'Olivier', 'Côté'],
    ['amira.haddad@demo.jobboard.test', 'Amira', 'Haddad'],
  ];
  const candidates = await db
    .insert(users)
    .values(
      candidateNames.map(([email, firstName, lastName], i) => ({
        guard: CANDIDATE_GUARD,
        email,
        // Only the listed demo candidate is meant to sign in; the others share its hash.
        passwordHash: candidateHash,
        firstName,
        lastName,
        language: i % 3 === 2 ? ('en' as const) : ('fr' as const),
        phoneNumber: `+1 438 555 01${String(10 + i)}`,
        country: 'CA',
        // A city of the list (its id and its name), as the profile form saves it: the profile
        // can be saved again as it is.
        cityId: i + 1,
        address: CITIES[i] ?? 'Montréal',
        emailVerifiedAt: now,
      })),
    )
    .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName });

  const resumeIds: number[] = [];
  for (const candidate of candidates) {
    const stored = await options.storage.save(
      'documents',
      demoResumePdf(`${candidate.firstName} ${candidate.lastName}`),
      'application/pdf',
    );
    const [doc] = await db
      .insert(documents)
      .values({
        userId: candidate.id,
        name: `CV ${candidate.firstName} ${candidate.lastName}.pdf`,
        type: 'resume',
        mimeType: 'application/pdf',
        size: stored.size,
        storagePath: stored.storagePath,
      })
      .returning({ id: documents.id });
    resumeIds.push(doc?.id ?? 0);
  }

  /* Companies. */
  const foundedIn = (i: number) => 1952 + ((i * 17) % 70);
  const companyRows = companyDefs.map(([fr, en, category], i) => {
    const slug = slugify(fr);
    const hasVideo = i % 4 === 0;
    const social = i % 3 !== 2;
    return {
      teamId: i < 3 ? demoTeam.id : (otherTeams[i - 3]?.id ?? demoTeam.id),
      slug,
      nameFr: fr,
      // A few companies only have a French name: the API falls back to it.
      nameEn: i % 7 === 6 ? '' : en,
      // What it does, where and since when, and what sets it apart: every company's own, in
      // both languages (an English page never shows a French description).
      descriptionFr: `${fr} ${SECTORS[category]?.[1] ?? 'est une entreprise québécoise'}. Fondée en ${foundedIn(i)}, elle a son siège à ${CITIES[(i * 5) % CITIES.length]}. ${COMPANY_TRAITS[i % COMPANY_TRAITS.length]![1]}`,
      descriptionEn: `${en} ${SECTORS[category]?.[0] ?? 'is a Quebec employer'}. Founded in ${foundedIn(i)}, it is based in ${CITIES[(i * 5) % CITIES.length]}. ${COMPANY_TRAITS[i % COMPANY_TRAITS.length]![0]}`,
      videoFr: hasVideo ? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' : null,
      videoEn: hasVideo && i % 8 === 0 ? 'https://vimeo.com/76979871' : null,
      website: `https://${slug}.example.com`,
      facebook: social ? `https://www.facebook.com/${slug}` : null,
      linkedin: social ? `https://www.linkedin.com/company/${slug}` : null,
      twitter: social && i % 2 === 0 ? `https://twitter.com/${slug.replace(/-/g, '')}` : null,
      instagram:
        social && i % 3 === 0 ? `https://www.instagram.com/${slug.replace(/-/g, '')}` : null,
    };
  });
  const insertedCompanies = await db
    .insert(companies)
    .values(companyRows)
    .returning({ id: companies.id, teamId: companies.teamId });

  /* Logos: three companies in four have one (the others show their monogram). */
  if (options.logos ?? true) {
    const logos = await Promise.all(
      insertedCompanies.map(async (company, i) =>
        i % 4 === 3
          ? null
          : { id: company.id, logo: await storeDemoLogo(options.storage, demoLogoSvg(i)) },
      ),
    );
    // The seed runs in one transaction, on one connection: its queries go one after the other
    // (concurrent queries on a pg client are deprecated, and queued by it anyway).
    for (const entry of logos) {
      if (!entry) continue;
      const { logo } = entry;
      await db
        .update(companies)
        .set({
          logoPath: logo.storagePath,
          logoWidth: logo.width,
          logoHeight: logo.height,
          logoVariants: logo.variants,
        })
        .where(eq(companies.id, entry.id));
    }
  }

  /* Offers. */
  const specializationsByCategory = new Map<number, number[]>();
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
  const scheduleIdOf = new Map(SCHEDULES.map(([id, en]) => [en, id]));
  const skillIdOf = new Map(SKILLS.map(([en], k) => [en, ATTRIBUTE_ID_BASE.skill + k]));
  const generalSkills = ['Teamwork', 'Bilingualism (French and English)', 'Problem solving'];

  type OfferRow = typeof offers.$inferInsert;
  const offerRows: OfferRow[] = [];
  const offerLinks: Array<{ attributes: number[]; boards: string[] }> = [];
  const postedJobs = new Set<string>();
  const frenchRequired = new Set(
    options.brands.filter((b) => b.behaviour.requireFrenchVersion).map((b) => b.name),
  );
  for (let i = 0; i < offerCount; i++) {
    const companyIndex = random.int(0, insertedCompanies.length - 1);
    const company = insertedCompanies[companyIndex];
    const companyDef = companyDefs[companyIndex];
    if (!company || !companyDef) continue;
    // Mostly the company's own trade; otherwise a job every employer has (office, accounting…).
    const categoryId = random.chance(0.75) ? companyDef[2] : random.pick(SUPPORT_CATEGORIES);
    const category = CATEGORIES.find((c) => c.id === categoryId) ?? random.pick(CATEGORIES);
    const profession = PROFESSIONS[category.id];
    const job = random.pick<readonly [string, string, (readonly string[])?]>(
      profession?.jobs ?? category.jobs,
    );
    const [titleEn, titleFr] = job;
    let cityId = random.chance(0.6) ? random.pick(featuredIds) : random.pick(allCityIds);
    // One offer per company, job and city: a second draw of the same is moved to the next city
    // of the list where that company has no such offer (no offer listed twice).
    const sameJob = (id: number) => `${company.id}|${titleEn}|${id}`;
    while (postedJobs.has(sameJob(cityId))) cityId = (cityId % CITIES.length) + 1;
    postedJobs.add(sameJob(cityId));
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
      : { en: companyDef[1], fr: companyDef[0] };
    const text = descriptions(
      employer,
      { en: titleEn, fr: titleFr },
      city,
      profession,
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
    const isDraft = company.teamId === demoTeam.id && random.chance(0.15);
    const status = isDraft ? 'draft' : expiresAt < now ? 'expired' : 'published';
    const boards = isDraft ? [] : [...new Set(boardsOfCategory(category.id))];
    // A board that asks for the French version (behaviour.requireFrenchVersion) shows no
    // English-only offer: an offer published there is written in French too.
    const needsFrench = boards.some((board) => frenchRequired.has(board));
    const hasFr = primaryLanguage === 'fr' || bilingual || needsFrench;
    const hasEn = primaryLanguage === 'en' || bilingual;
    // The trade's pay: the bottom of an offer's range in the lower half of the trade's scale,
    // its top a quarter above (within the scale), whole dollars or thousands.
    const fallback = DEFAULT_PAY[random.chance(0.5) ? 'hour' : 'year'];
    // The job's own scale when it pays otherwise than its trade (an assistant, a beginner).
    const scale = jobPayScale(titleEn, profession?.pay ?? fallback);
    const { period: salaryPeriod, range } = scale;
    const caps = jobRequirementCaps(titleEn, scale);
    const unit = salaryPeriod === 'hour' ? 1 : 1000;
    const [low, high] = [range[0] / unit, range[1] / unit];
    const salaryMin = random.int(low, Math.floor((low + high) / 2)) * unit;
    const salaryTop = Math.min(high * unit, Math.round((salaryMin * 1.25) / unit) * unit);
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
      ...random.sample(specializations, random.int(1, 2)),
      random.pick(experienceIds.slice(0, caps.experience + 1)),
      ...schedules.map((label) => scheduleIdOf.get(label)!),
      ...skills.map((label) => skillIdOf.get(label)!),
    ]);
    if (random.chance(0.5))
      attributeIds.add(
        ATTRIBUTE_ID_BASE.education +
          random.int(0, Math.min(caps.education, EDUCATION_LEVELS.length - 1)),
      );
    if (random.chance(0.3))
      attributeIds.add(ATTRIBUTE_ID_BASE.certification + random.int(0, CERTIFICATIONS.length - 1));
    offerLinks.push({
      attributes: [...attributeIds],
      boards,
    });
  }

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

  /* Publishing rights of the other teams: the boards their offers are on (the demo team has every
     board above). Rights are data: `pnpm --filter @jobboard/server grant-board` adds one. */
  await db.execute(sql`
    INSERT INTO team_jobboards (team_id, board)
    SELECT DISTINCT o.team_id, oj.board FROM offer_jobboards oj JOIN offers o ON o.id = oj.offer_id
    ON CONFLICT DO NOTHING`);

  /* Applications: the demo candidate applied to 3 offers, the others to a few each. Demo team offers first
     so the demo employer has applications to review. */
  const published = offerIds.filter((o) => o.status === 'published');
  const demoTeamOffers = offerIds.filter(
    (_, i) => offerRows[i]?.teamId === demoTeam.id && offerRows[i]?.status === 'published',
  );
  const applicationRows: Array<typeof applications.$inferInsert> = [];
  const applicationResume: number[] = [];
  candidates.forEach((candidate, ci) => {
    const targets = new Set<number>([
      ...random
        .sample(demoTeamOffers, Math.min(demoTeamOffers.length, ci === 0 ? 1 : 2))
        .map((o) => o.id),
      ...random
        .sample(published, Math.min(published.length, ci === 0 ? 2 : random.int(1, 4)))
        .map((o) => o.id),
    ]);
    for (const offerId of targets) {
      applicationRows.push({
        offerId,
        userId: candidate.id,
        jobboard: generalBoards[0] ?? brandKeys[0] ?? null,
        message: random.chance(0.5)
          ? 'Bonjour, votre offre correspond à mon profil. Au plaisir d’en discuter!'
          : null,
        createdAt: new Date(now.getTime() - random.int(0, 10) * DAY),
      });
      applicationResume.push(resumeIds[ci] ?? 0);
    }
  });
  if (applicationRows.length > 0) {
    const inserted = await db
      .insert(applications)
      .values(applicationRows)
      .returning({ id: applications.id });
    await insertBatched(
      db,
      applicationDocuments,
      inserted.map((a, i) => ({ applicationId: a.id, documentId: applicationResume[i] ?? 0 })),
    );
  }
  return true;
}
