/**
 * Constants of the shared contracts and manifest, copied here because importing a value from
 * those packages pulls their zod schemas (and zod, ~25 KB gzip) into the browser bundle.
 * constants.test.ts checks that the copies equal the originals.
 */
export const LINK_NAMES = ['about', 'partners', 'privacy', 'terms', 'contact'] as const;
export const ATTRIBUTE_TYPES = [
  'category',
  'experience',
  'schedule',
  'certification',
  'specialization',
  'education',
  'skill',
] as const;
export const SCHEDULE_IDS = {
  volunteer: 36,
  contract: 37,
  permanent: 38,
  temporary: 39,
  partTime: 40,
  fullTime: 41,
  substitution: 314,
} as const;
export const OTHER_CATEGORY_ID = 31;
export const DOCUMENT_TYPES = ['resume', 'cover_letter', 'misc'] as const;
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
