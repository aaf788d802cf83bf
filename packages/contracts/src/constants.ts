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

/** Fixed reference ids (docs/api.md#reference-data). */
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

/**
 * Cookies readable by the page that say "this browser holds a session of that guard" (the
 * session cookies themselves are httpOnly). Set and cleared with the session by the server; the
 * page asks the API for the signed-in user only when its hint is there, so an anonymous visitor
 * never gets (and logs) a 401. A hint is no credential: its value is "1".
 */
export const SESSION_HINT_COOKIES = { jobboard: 'jb_signed_in', ats: 'ats_signed_in' } as const;

/**
 * Square sizes (px) of a logo's variants: 48 for cards, 96 for the offer page and the company
 * header, 160 for their 2x screens. Each exists as AVIF, WebP and PNG.
 */
export const COMPANY_LOGO_SIZES = [48, 96, 160] as const;
export type CompanyLogoSize = (typeof COMPANY_LOGO_SIZES)[number];
export const COMPANY_LOGO_FORMATS = ['avif', 'webp', 'png'] as const;
export type CompanyLogoFormat = (typeof COMPANY_LOGO_FORMATS)[number];

/** The URL of one variant of a logo that has them. */
export const companyLogoVariantUrl = (
  stem: string,
  size: CompanyLogoSize,
  format: CompanyLogoFormat,
): string => `${stem}-${size}.${format}`;

/** How often a job alert is mailed. */
export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/**
 * The search's "within" choices around its cities, in km (`radius`): an offer in any municipality
 * that close to a chosen city is listed too. Absent: the chosen cities only.
 */
export const CITY_RADII_KM = [10, 25, 50, 100] as const;
export type CityRadius = (typeof CITY_RADII_KM)[number];

/** Offers are dated in Quebec time: "today" is today in Montréal, not in UTC. */
export const OFFER_TIME_ZONE = 'America/Toronto';
