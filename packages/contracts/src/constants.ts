/**
 * The plain constants of the contracts, without zod: the browser imports this module
 * (`@jobboard/contracts/constants`) without pulling the schemas into its first-load bundle.
 */
export const ATTRIBUTE_TYPES = [
  'category',
  'experience',
  'schedule',
  'certification',
  'specialization',
  'education',
  'skill',
] as const;

/** Reference ids fixed by SPEC §3. */
export const SCHEDULE_IDS = {
  volunteer: 36,
  contract: 37,
  permanent: 38,
  temporary: 39,
  partTime: 40,
  fullTime: 41,
  substitution: 314,
} as const;
export const EXPERIENCE_IDS = { zeroToTwo: 32, twoToFive: 33, fiveToTen: 34, tenPlus: 35 } as const;
export const OTHER_CATEGORY_ID = 31;

export const DOCUMENT_TYPES = ['resume', 'cover_letter', 'misc'] as const;
/** Upload limit (413 above it); the accepted content is checked by sniffing the bytes. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
