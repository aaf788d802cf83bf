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
  'Executive housekeeper': { period: 'year', range: [45_000, 60_000] },
  'Event coordinator': { period: 'hour', range: [20, 27] },
  'Chef de partie': { period: 'hour', range: [19, 25] },
  'Sous-chef': { period: 'hour', range: [22, 29] },
  // Retail.
  Cashier: { period: 'hour', range: [17, 20] },
  'Sales associate': { period: 'hour', range: [17, 22] },
  Merchandiser: { period: 'hour', range: [17, 22] },
  'Assistant store manager': { period: 'year', range: [46_000, 58_000] },
  // Office, construction, community: the senior or junior jobs of a trade.
  'Executive assistant': { period: 'hour', range: [25, 33] },
  'Site superintendent': { period: 'year', range: [80_000, 110_000] },
  'Construction estimator': { period: 'year', range: [60_000, 85_000] },
  'Youth worker': { period: 'year', range: [42_000, 55_000] },
  'Community worker': { period: 'year', range: [42_000, 55_000] },
  'Family support worker': { period: 'year', range: [42_000, 55_000] },
  // The trades without a profile of their own (categories.ts), job by job: their default scale
  // drawn by the hour or the year would pay a chemist $18 an hour or a lifeguard a salary.
  'Marketing coordinator': { period: 'year', range: [48_000, 62_000] },
  'Digital marketing specialist': { period: 'year', range: [55_000, 75_000] },
  'Brand manager': { period: 'year', range: [70_000, 95_000] },
  'Communications advisor': { period: 'year', range: [55_000, 78_000] },
  Translator: { period: 'year', range: [52_000, 75_000] },
  'Community manager': { period: 'year', range: [45_000, 60_000] },
  'Graphic designer': { period: 'year', range: [45_000, 65_000] },
  'Video editor': { period: 'year', range: [45_000, 65_000] },
  Photographer: { period: 'hour', range: [20, 32] },
  'Personal trainer': { period: 'hour', range: [20, 35] },
  'Recreation leader': { period: 'hour', range: [17, 22] },
  Lifeguard: { period: 'hour', range: [17, 21] },
  'Customer service representative': { period: 'hour', range: [18, 23] },
  'Call centre agent': { period: 'hour', range: [18, 22] },
  'Client support agent': { period: 'hour', range: [19, 25] },
  'Truck driver class 1': { period: 'hour', range: [25, 32] },
  'Delivery driver': { period: 'hour', range: [18, 23] },
  'Bus driver': { period: 'hour', range: [24, 31] },
  'Warehouse clerk': { period: 'hour', range: [18, 23] },
  Buyer: { period: 'year', range: [55_000, 75_000] },
  'Logistics coordinator': { period: 'year', range: [48_000, 62_000] },
  'Laboratory technician': { period: 'hour', range: [22, 30] },
  Chemist: { period: 'year', range: [58_000, 85_000] },
  'Environmental scientist': { period: 'year', range: [60_000, 85_000] },
  'Operations manager': { period: 'year', range: [80_000, 115_000] },
  'Project manager': { period: 'year', range: [75_000, 105_000] },
  'Team supervisor': { period: 'year', range: [50_000, 65_000] },
  'Security guard': { period: 'hour', range: [18, 23] },
  'Health and safety advisor': { period: 'year', range: [60_000, 80_000] },
  'Loss prevention agent': { period: 'hour', range: [18, 23] },
  'Property manager': { period: 'year', range: [55_000, 75_000] },
  'Real estate broker': { period: 'year', range: [50_000, 90_000] },
  Appraiser: { period: 'year', range: [60_000, 85_000] },
  'Farm worker': { period: 'hour', range: [17, 20] },
  Agronomist: { period: 'year', range: [60_000, 85_000] },
  'Greenhouse worker': { period: 'hour', range: [17, 20] },
  'General labourer': { period: 'hour', range: [18, 23] },
  'Maintenance worker': { period: 'hour', range: [20, 27] },
  Handyman: { period: 'hour', range: [20, 26] },
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
  'Recreation leader',
  'Lifeguard',
  'Customer service representative',
  'Call centre agent',
  'Delivery driver',
  'Warehouse clerk',
  'Security guard',
  'Farm worker',
  'Greenhouse worker',
  'General labourer',
]);

/** The pay scale of a job: its own when it has one, else its trade's. */
export function jobPayScale(titleEn: string, tradeScale: PayScale): PayScale {
  return JOB_PAY[titleEn] ?? tradeScale;
}

/**
 * The most a job's offers ask for, as indexes in EXPERIENCES (0 to 2 years … 10 years +) and in
 * EDUCATION_LEVELS (high school … doctorate). Entry-level jobs: 2 to 5 years and a DEP; jobs paid
 * by the hour: 5 to 10 years and a college diploma (DEC) at most, and 2 to 5 years when the
 * offer's range starts under $25 an hour (years of experience are not hired at a beginner's
 * rate); the others anything.
 */
export function jobRequirementCaps(
  titleEn: string,
  pay: { period: PayScale['period']; from: number },
): { experience: number; education: number } {
  if (ENTRY_LEVEL_JOBS.has(titleEn)) return { experience: 1, education: 1 };
  if (pay.period === 'hour') return { experience: pay.from < 25 ? 1 : 2, education: 2 };
  return { experience: 3, education: 5 };
}
