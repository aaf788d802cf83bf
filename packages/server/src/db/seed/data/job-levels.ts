import type { PayScale } from './professions.js';

/**
 * What a demo job asks for and pays when it differs from its trade's scale, by its English title
 * (the titles of professions.ts and categories.ts). A trade's scale is that of its main job (a
 * lawyer's, a nurse's): its assistants, technicians and entry-level jobs pay less and ask less.
 * No job pays under Quebec's minimum wage ($16.10 an hour since May 2025).
 */
export const JOB_PAY: Readonly<Record<string, PayScale>> = {
  // Office and accounting support.
  'Data entry clerk': { period: 'hour', range: [18, 23] },
  'Office clerk': { period: 'hour', range: [19, 24] },
  'Accounts payable clerk': { period: 'year', range: [40_000, 52_000] },
  'Payroll technician': { period: 'year', range: [45_000, 60_000] },
  'Accounting technician': { period: 'year', range: [45_000, 62_000] },
  // Legal support.
  'Legal assistant': { period: 'year', range: [42_000, 58_000] },
  'Legal technician': { period: 'year', range: [48_000, 68_000] },
  Paralegal: { period: 'year', range: [50_000, 70_000] },
  // Engineering, IT, HR, finance support.
  'Engineering technician': { period: 'year', range: [50_000, 72_000] },
  'Junior project engineer': { period: 'year', range: [62_000, 78_000] },
  'IT support technician': { period: 'year', range: [48_000, 68_000] },
  'Human resources technician': { period: 'year', range: [45_000, 60_000] },
  'Branch service advisor': { period: 'year', range: [42_000, 55_000] },
  'Architectural technologist': { period: 'year', range: [50_000, 70_000] },
  // Construction.
  'Construction labourer': { period: 'hour', range: [22, 28] },
  // Education.
  'Early childhood educator': { period: 'hour', range: [20, 29] },
  'Daycare educator': { period: 'hour', range: [18, 25] },
  'Special education technician': { period: 'year', range: [42_000, 58_000] },
  // Health care.
  'Beneficiary attendant': { period: 'hour', range: [21, 27] },
  'Nursing assistant': { period: 'hour', range: [25, 33] },
  'Pharmacy technician': { period: 'hour', range: [20, 28] },
  // Hotels and restaurants.
  'Room attendant': { period: 'hour', range: [17, 20] },
  'Rooms division manager': { period: 'year', range: [60_000, 85_000] },
  Dishwasher: { period: 'hour', range: [17, 20] },
  Server: { period: 'hour', range: [17, 21] },
  'Maître d’': { period: 'hour', range: [19, 26] },
  // Retail.
  Cashier: { period: 'hour', range: [17, 20] },
  'Sales associate': { period: 'hour', range: [17, 22] },
  Merchandiser: { period: 'hour', range: [17, 22] },
};

/**
 * Jobs open to beginners: they ask for at most 2 to 5 years of experience and at most a
 * vocational diploma (DEP).
 */
export const ENTRY_LEVEL_JOBS: ReadonlySet<string> = new Set([
  'Data entry clerk',
  'Office clerk',
  'Receptionist',
  'Construction labourer',
  'Beneficiary attendant',
  'Front desk agent',
  'Room attendant',
  'Night auditor',
  'Concierge',
  'Line cook',
  'Server',
  'Bartender',
  'Dishwasher',
  'Cashier',
  'Sales associate',
  'Merchandiser',
]);

/** The pay scale of a job: its own when it has one, else its trade's. */
export function jobPayScale(titleEn: string, tradeScale: PayScale): PayScale {
  return JOB_PAY[titleEn] ?? tradeScale;
}

/**
 * The most a job's offers ask for, as indexes in EXPERIENCES (0 to 2 years … 10 years +) and in
 * EDUCATION_LEVELS (high school … doctorate). Entry-level jobs: 2 to 5 years and a DEP; jobs paid
 * by the hour: a college diploma (DEC) at most; the others anything.
 */
export function jobRequirementCaps(
  titleEn: string,
  scale: PayScale,
): { experience: number; education: number } {
  if (ENTRY_LEVEL_JOBS.has(titleEn)) return { experience: 1, education: 1 };
  if (scale.period === 'hour') return { experience: 3, education: 2 };
  return { experience: 3, education: 5 };
}
