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
/** What one account's documents may weigh together (422 past it): uploads are disk space. */
export const MAX_DOCUMENT_STORAGE_BYTES = 50 * 1024 * 1024;

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

/**
 * Saved jobs (docs/candidates.md#saved-jobs): an account keeps at most this many, all boards
 * together (the server counts under a lock of the account's row); a browser's list too.
 */
export const SAVED_OFFERS_MAX = 200;
/** The browser's list of saved offer ids (localStorage, JSON array of ids, newest first). */
export const SAVED_OFFERS_STORAGE_KEY = 'jb_saved_offers';

/** How often a job alert is mailed. */
export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/**
 * The search's "within" choices around its cities, in km (`radius`): an offer in any municipality
 * that close to a chosen city is listed too. Absent: the chosen cities only.
 */
export const CITY_RADII_KM = [10, 25, 50, 100] as const;
export type CityRadius = (typeof CITY_RADII_KM)[number];
/** The radius an empty search around a city suggests (« dans un rayon de 50 km »). */
export const RELAXED_RADIUS_KM: CityRadius = 50;

/**
 * The search's "date posted" choices, in days (`posted`): offers posted in the last 24 hours, 3,
 * 7 or 30 days (by their posting date, the one their cards show). Absent: any date.
 */
export const POSTED_WITHIN_DAYS = [1, 3, 7, 30] as const;
export type PostedWithin = (typeof POSTED_WITHIN_DAYS)[number];

/** Offers are dated in Quebec time: "today" is today in Montréal, not in UTC. */
export const OFFER_TIME_ZONE = 'America/Toronto';

/*
 * Limits of the fields the forms send, in one place: the schemas enforce them and the pages show
 * and count them (maxLength, "up to 10") from here, so the two cannot drift apart.
 */
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
/** A person's first or last name, a company's name at sign-up. */
export const PERSON_NAME_MAX = 100;
export const PHONE_MAX = 30;
/** A street address or a city typed by hand (outside Canada). */
export const ADDRESS_MAX = 300;

export const OFFER_TITLE_MIN = 3;
export const OFFER_TITLE_MAX = 150;
export const OFFER_DESCRIPTION_MIN = 30;
export const OFFER_DESCRIPTION_MAX = 50_000;
/** How far ahead an expiry date may be set. */
export const OFFER_MAX_DAYS_AHEAD = 365;
export const OFFER_MAX_SPECIALIZATIONS = 10;
export const OFFER_MAX_SCHEDULES = 7;
export const OFFER_MAX_CERTIFICATIONS = 20;
export const OFFER_MAX_SKILLS = 30;
export const OFFER_MAX_POSITIONS = 1000;
/** The highest amount of a pay range, and of the search's minimum pay. */
export const PAY_AMOUNT_MAX = 10_000_000;
export const COMPANY_NAME_MAX = 150;

/** The largest id of a row (a PostgreSQL integer). */
export const ID_MAX = 2_147_483_647;

/** The search's keywords, the ids of one filter family, and the last page a search goes to. */
export const SEARCH_QUERY_MAX = 200;
export const SEARCH_FILTER_IDS_MAX = 50;
/**
 * The filter families of a search, each a list of ids (values of one family are alternatives):
 * the API's query (OfferSearchQuerySchema), its facets and relaxations, and the search page's URL
 * (core's lib/search) all name them from this one list.
 */
export const FACET_FAMILIES = [
  'category',
  'specialization',
  'city',
  'schedule',
  'experience',
] as const;
export type FacetFamily = (typeof FACET_FAMILIES)[number];
export const SEARCH_PAGE_MAX = 10_000;
/** The keyword field proposes suggestions from this many characters typed. */
export const SEARCH_SUGGESTIONS_MIN_CHARS = 2;

/** Today's date (YYYY-MM-DD) in OFFER_TIME_ZONE, plus `days`. */
export function offerDate(days = 0, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: OFFER_TIME_ZONE }).format(now);
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Server-side records of consent choices (time, board, choice, version; no address) are kept this long. */
export const CONSENT_RECORD_RETENTION_MONTHS = 36;

/** A data export's download link is valid this long after the mail. */
export const DATA_EXPORT_LINK_HOURS = 24;

/** Inactive accounts are warned this many days before their documents and applications go. */
export const RETENTION_WARNING_DAYS = 30;

/** GET /noc-job-titles answers this many titles a page. */
export const NOC_PAGE_SIZE = 10;

/**
 * The candidate's optional message to the employer on an application (the signed-in apply form
 * and apply-and-register alike): at most this many characters, 422 past it.
 */
export const APPLICATION_MESSAGE_MAX = 2000;

/** The team's note on an application: at most this many characters (trimmed), 422 past it. */
export const APPLICATION_NOTE_MAX = 2000;
/** The team's rating of an application: a whole number from MIN to MAX (stars). */
export const APPLICATION_RATING_MIN = 1;
export const APPLICATION_RATING_MAX = 5;

/** Jobs for you (docs/candidates.md#jobs-for-you): how many offers the list holds at most. */
export const RECOMMENDED_OFFERS_MAX = 10;
/** Jobs for you: an offer this close to the candidate's city counts as near it (km). */
export const RECOMMENDED_NEARBY_KM = 50;
