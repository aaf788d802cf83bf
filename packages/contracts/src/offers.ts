import { z } from 'zod';
import {
  ClientFieldsSchema,
  dataOf,
  IdParamSchema,
  LanguageSchema,
  PageMetaSchema,
} from './common.js';
import { AttributeSchema, CitySchema } from './reference.js';
import { CompanySchema, CompanySummarySchema } from './companies.js';
import {
  CITY_RADII_KM,
  POSTED_WITHIN_DAYS,
  OFFER_DESCRIPTION_MAX,
  OFFER_DESCRIPTION_MIN,
  OFFER_MAX_CERTIFICATIONS,
  OFFER_MAX_DAYS_AHEAD,
  OFFER_MAX_POSITIONS,
  OFFER_MAX_SCHEDULES,
  OFFER_MAX_SKILLS,
  OFFER_MAX_SPECIALIZATIONS,
  OFFER_TITLE_MAX,
  OFFER_TITLE_MIN,
  ADDRESS_MAX,
  PAY_AMOUNT_MAX,
  SEARCH_FILTER_IDS_MAX,
  SEARCH_PAGE_MAX,
  SEARCH_QUERY_MAX,
  SEARCH_SUGGESTIONS_MIN_CHARS,
  offerDate,
  FACET_FAMILIES,
} from './constants.js';
import { OFFER_REPORT_DETAIL_MAX, OFFER_REPORT_REASONS } from './offer-report.js';
import { ApplicationSchema } from './users.js';

export const OFFER_STATUSES = ['draft', 'published', 'unpublished', 'expired'] as const;
export const OfferStatusSchema = z.enum(OFFER_STATUSES);

export const OfferContentSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** Slug of the title in this language, used in the offer URL. */
  slug: z.string(),
});
export type OfferContent = z.infer<typeof OfferContentSchema>;

/** Pay ranges are in Canadian dollars (the only currency the boards post in). */
export const PAY_CURRENCIES = ['CAD'] as const;
export const PAY_UNITS = ['hour', 'year'] as const;
export type PayUnit = (typeof PAY_UNITS)[number];
/** Hours in a working year, to compare an hourly pay with a yearly minimum (40 h × 52 weeks). */
export const HOURS_PER_YEAR = 2080;

export const SalarySchema = z.object({
  min: z.number().nullable(),
  max: z.number().nullable(),
  period: z.enum(PAY_UNITS),
  currency: z.enum(PAY_CURRENCIES),
});
export type Salary = z.infer<typeof SalarySchema>;

export const OfferSchema = z.object({
  id: z.number().int(),
  is_confidential: z.boolean(),
  /** Done from home (JobPosting jobLocationType TELECOMMUTE). Absent: on site. */
  remote: z.boolean().optional(),
  /** Open to applicants anywhere in Canada (JobPosting applicantLocationRequirements). */
  open_to_canada: z.boolean().optional(),
  /** Null when the offer is confidential. */
  company: CompanySchema.pick({
    id: true,
    slug: true,
    name_fr: true,
    name_en: true,
    logo: true,
  }).nullable(),
  contents: z.object({ fr: OfferContentSchema.optional(), en: OfferContentSchema.optional() }),
  primary_language: LanguageSchema,
  has_applied: z.boolean(),
  attributes: z.array(AttributeSchema),
  city: CitySchema.nullable(),
  address: z.string().nullable(),
  salary: SalarySchema.nullable(),
  positions: z.number().int(),
  jobboards: z.array(z.object({ name: z.string() })),
  status: OfferStatusSchema,
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  expires_at: z.iso.datetime({ offset: true }).nullable(),
});
export type Offer = z.infer<typeof OfferSchema>;

/** Title and slug: what a list shows of an offer's text. */
export const OfferListContentSchema = OfferContentSchema.omit({ description: true });
export type OfferListContent = z.infer<typeof OfferListContentSchema>;
/**
 * An offer in a list (search results, similar offers, a company's offers, companies hiring):
 * everything of an Offer but the descriptions, which only the offer's own page shows. They were
 * most of the bytes of a list and of the offer page's state (21 KB of a 52 KB page when they did).
 */
export const OfferListItemSchema = OfferSchema.extend({
  contents: z.object({
    fr: OfferListContentSchema.optional(),
    en: OfferListContentSchema.optional(),
  }),
});
export type OfferListItem = z.infer<typeof OfferListItemSchema>;

const idList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(IdParamSchema).max(SEARCH_FILTER_IDS_MAX),
);

export const OFFER_SORTS = ['created_at_desc', 'created_at_asc', 'relevance'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

/** Query of GET /jobboard/{jobboard}/offers. */
export const OfferSearchQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX).optional(),
  category: idList.optional(),
  specialization: idList.optional(),
  city: idList.optional(),
  /**
   * With `city`: offers in any municipality within this many km of a chosen city (great-circle
   * distance between the municipalities' coordinates), one of CITY_RADII_KM. Ignored without it.
   */
  radius: z.coerce.number().pipe(z.literal(CITY_RADII_KM)).optional(),
  schedule: idList.optional(),
  experience: idList.optional(),
  company: IdParamSchema.optional(),
  /** 1: only offers that show a pay range. */
  pay: z.enum(['1']).optional(),
  /** 1: only offers done from home (remote work). */
  remote: z.enum(['1']).optional(),
  /** Only offers posted in the last this many days (1: the last 24 hours), one of POSTED_WITHIN_DAYS. */
  posted: z.coerce.number().pipe(z.literal(POSTED_WITHIN_DAYS)).optional(),
  /** Only offers whose range reaches this pay (its maximum, or its minimum without one)… */
  pay_min: z.coerce.number().positive().max(PAY_AMOUNT_MAX).optional(),
  /** …per hour or per year (default hour); the other unit is converted at HOURS_PER_YEAR. */
  pay_unit: z.enum(PAY_UNITS).optional(),
  page: z.coerce.number().int().min(1).max(SEARCH_PAGE_MAX).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(20),
  /**
   * Without it: `relevance` when `q` is given (best match first, newest among equals), else
   * `created_at_desc` (the default list sort).
   */
  sort: z.enum(OFFER_SORTS).optional(),
  /**
   * `facets=1` adds `facets` (and, on an empty page, `relaxations`) to the answer: what the
   * search page's filters show. Left out, the answer is the plain `{ data, meta }` page.
   */
  facets: z.enum(['0', '1']).optional(),
  /** The page's language: with keywords, offers written in it come first among equals. */
  lg: LanguageSchema.optional(),
});
export type OfferSearchQuery = z.infer<typeof OfferSearchQuerySchema>;

/** How many listed offers carry one value of a family. */
export const FacetCountSchema = z.object({ id: z.number().int(), count: z.number().int() });
export type FacetCount = z.infer<typeof FacetCountSchema>;

/**
 * Per family, the values that match at least one offer, each with the number of offers the
 * search would list if that value were chosen: every other active filter applies, the family's
 * own choice does not (the usual "facet counts" of a job board). Most offers first.
 */
export const OfferFacetsSchema = z.object({
  category: z.array(FacetCountSchema),
  specialization: z.array(FacetCountSchema),
  city: z.array(FacetCountSchema),
  schedule: z.array(FacetCountSchema),
  experience: z.array(FacetCountSchema),
  /**
   * Per choice of POSTED_WITHIN_DAYS (`id`: the days), the offers posted in that window given
   * every other filter; the windows nest (24 hours ⊂ 3 days ⊂ …), each counted whole.
   */
  posted: z.array(FacetCountSchema),
});
export type OfferFacets = z.infer<typeof OfferFacetsSchema>;

/**
 * On an empty page asked with `facets=1`: for each active filter value (and the keywords, `q`,
 * and remote work, `remote`, both id null), the total the search would have without it, and for
 * a city searched closer than RELAXED_RADIUS_KM, the total within that radius (`radius`, its km
 * as id). The page suggests the one that gives the most offers back.
 */
export const OfferRelaxationSchema = z.object({
  filter: z.enum([...FACET_FAMILIES, 'q', 'remote', 'posted', 'radius']),
  id: z.number().int().nullable(),
  total: z.number().int(),
});
export type OfferRelaxation = z.infer<typeof OfferRelaxationSchema>;

/**
 * GET /jobboard/{jobboard}/offers: `{ data, meta }`, plus, only when asked with
 * `facets=1`, `facets` and `relaxations` (a client that does not ask sees no change).
 */
/**
 * A spelling correction of the keywords, given when they find nothing or little: `q` is the
 * corrected query (a link to search it). `applied`: the keywords found nothing, so the page's
 * offers are those of `q` and the page says so.
 */
export const SpellingSuggestionSchema = z.object({
  q: z.string(),
  applied: z.boolean(),
});
export type SpellingSuggestion = z.infer<typeof SpellingSuggestionSchema>;

/**
 * Past SEARCH_TOTAL_CAP matching offers the total is not counted: `total` is the cap and
 * `total_capped` says "at least" (shown as "10 000+ offres"); `last_page` stops there.
 */
export const SEARCH_TOTAL_CAP = 10_000;
export const OfferSearchMetaSchema = PageMetaSchema.extend({
  total_capped: z.boolean().optional(),
});

export const OfferSearchPageSchema = z.object({
  data: z.array(OfferListItemSchema),
  meta: OfferSearchMetaSchema,
  facets: OfferFacetsSchema.optional(),
  relaxations: z.array(OfferRelaxationSchema).optional(),
  spelling: SpellingSuggestionSchema.optional(),
});
export type OfferSearchPage = z.infer<typeof OfferSearchPageSchema>;

/** GET /jobboard/{jobboard}/offers-grouped-by-companies?offset → { data, total, limit }. */
export const GROUPED_OFFERS_LIMIT = 20;
/** `offset` counts companies already shown (the load-more button sends how many it has). */
export const GroupedOffersQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
/** Companies hiring on the board, most recent first, each with its newest offers. */
export const GroupedOffersSchema = z.object({
  data: z.array(z.object({ company: CompanySummarySchema, offers: z.array(OfferListItemSchema) })),
  /** Number of companies hiring on the board. */
  total: z.number().int(),
  limit: z.number().int(),
});
export type GroupedOffers = z.infer<typeof GroupedOffersSchema>;

/* ---- Employer offer form: three steps validated by the server (docs/employers.md) ---- */

const contentInput = z.object({
  title: z.string().trim().max(OFFER_TITLE_MAX).default(''),
  description: z.string().trim().max(OFFER_DESCRIPTION_MAX).default(''),
});

const uniqueIds = (max: number) =>
  z
    .array(IdParamSchema)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate_items' });

const offerDetailsShape = z.object({
  company_id: IdParamSchema,
  primary_language: LanguageSchema,
  is_confidential: z.boolean().default(false),
  /** Absent on an update: left as stored (a form that does not show it does not clear it). */
  remote: z.boolean().optional(),
  open_to_canada: z.boolean().optional(),
  noc_job_title_id: IdParamSchema.nullish(),
  contents: z.object({ fr: contentInput.optional(), en: contentInput.optional() }),
});

const offerAttributesShape = z.object({
  category_id: IdParamSchema,
  specialization_ids: uniqueIds(OFFER_MAX_SPECIALIZATIONS).default([]),
  experience_id: IdParamSchema,
  schedule_ids: uniqueIds(OFFER_MAX_SCHEDULES).min(1),
  education_id: IdParamSchema.nullish(),
  certification_ids: uniqueIds(OFFER_MAX_CERTIFICATIONS).default([]),
  skill_ids: uniqueIds(OFFER_MAX_SKILLS).default([]),
});

const offerSpecificationsShape = z.object({
  city_id: IdParamSchema,
  address: z.string().trim().max(ADDRESS_MAX).nullish(),
  salary_min: z.number().nonnegative().max(PAY_AMOUNT_MAX).nullish(),
  salary_max: z.number().nonnegative().max(PAY_AMOUNT_MAX).nullish(),
  salary_period: z.enum(PAY_UNITS).default('year'),
  salary_currency: z.enum(PAY_CURRENCIES).default('CAD'),
  positions: z.number().int().min(1).max(OFFER_MAX_POSITIONS).default(1),
  expires_at: z.iso.date().nullish(),
});

type Ctx = z.core.$RefinementCtx;
const tooShort = (ctx: Ctx, path: PropertyKey[], minimum: number, input: string) =>
  ctx.addIssue({ code: 'too_small', origin: 'string', minimum, inclusive: true, path, input });

/** The primary language's content is required; the other language is all or nothing. */
function checkDetails(v: z.output<typeof offerDetailsShape>, ctx: Ctx): void {
  for (const lang of ['fr', 'en'] as const) {
    const content = v.contents[lang];
    const title = content?.title ?? '';
    const description = content?.description ?? '';
    const required = lang === v.primary_language || title !== '' || description !== '';
    if (!required) continue;
    if (title === '')
      ctx.addIssue({ code: 'custom', message: 'required', path: ['contents', lang, 'title'] });
    else if (title.length < OFFER_TITLE_MIN)
      tooShort(ctx, ['contents', lang, 'title'], OFFER_TITLE_MIN, title);
    if (description === '')
      ctx.addIssue({
        code: 'custom',
        message: 'required',
        path: ['contents', lang, 'description'],
      });
    else if (description.length < OFFER_DESCRIPTION_MIN)
      tooShort(ctx, ['contents', lang, 'description'], OFFER_DESCRIPTION_MIN, description);
  }
}

/**
 * A step's cross-field rule runs as soon as the fields it reads have a value of their type, not
 * only when the whole step has (zod's default): an empty company does not hide an empty title,
 * nor an unknown city a minimum pay above the maximum. The form names every field to correct at
 * once. An issue that lets parsing continue (a title too long) leaves its value readable.
 */
const whenValid = (...fields: string[]) => ({
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some(
      (issue) =>
        !(issue as { continue?: boolean }).continue &&
        // An issue without a path (raw issues may have none): the body is no object at all.
        (!issue.path?.length || fields.includes(String(issue.path[0]))),
    ),
});

function checkSpecifications(v: z.output<typeof offerSpecificationsShape>, ctx: Ctx): void {
  if (v.salary_min != null && v.salary_max != null && v.salary_min > v.salary_max)
    ctx.addIssue({ code: 'custom', message: 'salary_range', path: ['salary_max'] });
  if (v.expires_at) {
    if (v.expires_at <= offerDate())
      ctx.addIssue({ code: 'custom', message: 'date_in_future', path: ['expires_at'] });
    else if (v.expires_at > offerDate(OFFER_MAX_DAYS_AHEAD))
      ctx.addIssue({ code: 'custom', message: 'date_too_far', path: ['expires_at'] });
  }
}

/**
 * The three steps. Rules that need the database (the company is the team's, the NOC title and
 * the attributes exist and have the right type, specializations belong to the category, the city
 * exists) are checked by the server after these.
 */
const DETAILS_RULE_FIELDS = whenValid('primary_language', 'contents');
const SPECIFICATIONS_RULE_FIELDS = whenValid('salary_min', 'salary_max', 'expires_at');
export const OfferDetailsInputSchema = offerDetailsShape.superRefine(
  checkDetails,
  DETAILS_RULE_FIELDS,
);
export const OfferAttributesInputSchema = offerAttributesShape;
export const OfferSpecificationsInputSchema = offerSpecificationsShape.superRefine(
  checkSpecifications,
  SPECIFICATIONS_RULE_FIELDS,
);
export type OfferDetailsInput = z.input<typeof OfferDetailsInputSchema>;
export type OfferAttributesInput = z.input<typeof OfferAttributesInputSchema>;
export type OfferSpecificationsInput = z.input<typeof OfferSpecificationsInputSchema>;
/**
 * The offer form's steps, each checked alone by POST
 * /jobboard/{board}/employer/offers/validation/{step} before the form goes on.
 */
export const OfferStepInputSchemas = {
  details: OfferDetailsInputSchema,
  attributes: OfferAttributesInputSchema,
  specifications: OfferSpecificationsInputSchema,
} as const;
export type OfferStep = keyof typeof OfferStepInputSchemas;
export type OfferStepInputs = {
  [S in OfferStep]: z.input<(typeof OfferStepInputSchemas)[S]>;
};

const offerInputShape = offerDetailsShape
  .extend(offerAttributesShape.shape)
  .extend(offerSpecificationsShape.shape);

/** POST /ats/offers and PUT /ats/offers/{id}: the three steps together. */
export const OfferInputSchema = offerInputShape
  .superRefine(checkDetails, DETAILS_RULE_FIELDS)
  .superRefine(checkSpecifications, SPECIFICATIONS_RULE_FIELDS);
export type OfferInput = z.infer<typeof OfferInputSchema>;
/** What the form sends (defaults still optional). */
export type OfferInputValues = z.input<typeof OfferInputSchema>;

/** The stored values of an offer in the form's shape (GET /ats/offers/{id}), to edit it. */
export const OfferFormValuesSchema = z.object({
  company_id: z.number().int(),
  primary_language: LanguageSchema,
  is_confidential: z.boolean(),
  remote: z.boolean().optional(),
  open_to_canada: z.boolean().optional(),
  noc_job_title_id: z.number().int().nullable(),
  contents: z.object({
    fr: z.object({ title: z.string(), description: z.string() }).optional(),
    en: z.object({ title: z.string(), description: z.string() }).optional(),
  }),
  category_id: z.number().int().nullable(),
  specialization_ids: z.array(z.number().int()),
  experience_id: z.number().int().nullable(),
  schedule_ids: z.array(z.number().int()),
  education_id: z.number().int().nullable(),
  certification_ids: z.array(z.number().int()),
  skill_ids: z.array(z.number().int()),
  city_id: z.number().int().nullable(),
  address: z.string().nullable(),
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  salary_period: z.enum(['hour', 'year']),
  positions: z.number().int(),
  expires_at: z.iso.date().nullable(),
});
export type OfferFormValues = z.infer<typeof OfferFormValuesSchema>;

/** An offer in the employer area: always with its company, the boards it is on and since when. */
export const EmployerOfferSchema = OfferSchema.omit({ jobboards: true }).extend({
  company_id: z.number().int(),
  jobboards: z.array(
    z.object({ name: z.string(), published_at: z.iso.datetime({ offset: true }) }),
  ),
  applications_count: z.number().int(),
  /** Views of the offer's page, every board and day together (robots left out). */
  views_count: z.number().int(),
});
export type EmployerOffer = z.infer<typeof EmployerOfferSchema>;

/** GET /ats/offers/{id}: the offer plus its values in the form's shape. */
export const EmployerOfferDetailSchema = EmployerOfferSchema.extend({
  form: OfferFormValuesSchema,
});
export type EmployerOfferDetail = z.infer<typeof EmployerOfferDetailSchema>;

/** Decoded `j` of GET /ats/offers. */
export const OfferListParamsSchema = z
  .object({
    sort: z
      .object({
        field: z.enum(['created_at', 'updated_at', 'expires_at', 'title', 'status']),
        direction: z.enum(['asc', 'desc']).default('desc'),
      })
      .strict()
      .optional(),
    search: z.string().trim().max(200).optional(),
    status: z.array(OfferStatusSchema).max(4).optional(),
    company_id: z.number().int().positive().max(2_147_483_647).optional(),
    jobboard: z.string().max(40).optional(),
    per_page: z.number().int().min(1).max(100).optional(),
  })
  .strict();
export type OfferListParams = z.input<typeof OfferListParamsSchema>;

/** Decoded `j` of GET /jobboard/{board}/employer/offer/{offerId}/applications. */
export const ApplicationListParamsSchema = z
  .object({
    sort: z
      .object({
        field: z.enum(['created_at', 'last_name']),
        direction: z.enum(['asc', 'desc']).default('desc'),
      })
      .strict()
      .optional(),
    per_page: z.number().int().min(1).max(100).optional(),
  })
  .strict();
export type ApplicationListParams = z.input<typeof ApplicationListParamsSchema>;

/**
 * POST …/create-single-job-posting-checkout-session. The URLs are where the checkout returns:
 * a path on this site ("/fr/employer/offer/1/publish/success") or an absolute URL on the brand's
 * own host (the server checks the host, so the checkout is no open redirect).
 */
const returnUrl = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine(
    // Browsers drop tabs and newlines inside URLs ("/\t/evil.example" becomes "//evil.example")
    // and read "\" as "/": refuse whitespace, control characters and backslashes outright.
    (v) =>
      !/[\s\\]/.test(v) &&
      ![...v].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f) &&
      ((v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\//i.test(v)),
    { message: 'invalid_url' },
  );
export const CheckoutInputSchema = z.object({
  success_url: returnUrl,
  cancel_url: returnUrl,
});
export type CheckoutInput = z.infer<typeof CheckoutInputSchema>;
export const CHECKOUT_STATUSES = ['open', 'paid', 'canceled'] as const;
export const CheckoutSessionSchema = z.object({
  id: z.string(),
  url: z.string(),
  status: z.enum(CHECKOUT_STATUSES),
  amount_cents: z.number().int(),
  currency: z.string(),
});
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;
/** The answer of …/update-single-job-posting-checkout-session-status: the session and the offer. */
export const CheckoutStatusResultSchema = dataOf(
  z.object({ checkout: CheckoutSessionSchema, offer: EmployerOfferSchema }),
);
export type CheckoutStatusResult = z.infer<typeof CheckoutStatusResultSchema>;
/** PUT …/update-single-job-posting-checkout-session-status: the session to read (default: the latest). */
export const CheckoutStatusInputSchema = z.object({ session_id: z.string().max(100).optional() });

/** GET /jobboard/{board}/employer/offer/{offerId}/applications: the page fields beside data. */
export const ApplicationsPageSchema = PageMetaSchema.extend({ data: z.array(ApplicationSchema) });
export type ApplicationsPage = z.infer<typeof ApplicationsPageSchema>;

/** GET /jobboard/{jobboard}/search-suggestions?q&lang: what the keyword field proposes as one types. */
export const SEARCH_SUGGESTIONS_MAX = 8;
export const SearchSuggestionsQuerySchema = z.object({
  q: z.string().trim().min(SEARCH_SUGGESTIONS_MIN_CHARS).max(100),
  lang: LanguageSchema.default('fr'),
});
export type SearchSuggestionsQuery = z.infer<typeof SearchSuggestionsQuerySchema>;

/**
 * A job title listed on the board, an occupation of the thesaurus, or a skill or certification
 * that offers of the board carry (`offers`: how many), in the asked language. Picking any of them
 * searches its label.
 */
export const SearchSuggestionSchema = z.object({
  label: z.string(),
  kind: z.enum(['title', 'occupation', 'skill', 'certification']),
  offers: z.number().int().optional(),
});
export type SearchSuggestion = z.infer<typeof SearchSuggestionSchema>;
export const SearchSuggestionsSchema = z.object({ data: z.array(SearchSuggestionSchema) });
export type SearchSuggestions = z.infer<typeof SearchSuggestionsSchema>;

/**
 * POST /jobboard/{jobboard}/offers/{id}/report: a visitor tells the board's moderators what is
 * wrong with an offer (docs/candidates.md#reporting-an-offer). A reason from the list, an
 * optional detail.
 */
export const OfferReportInputSchema = ClientFieldsSchema.extend({
  reason: z.enum(OFFER_REPORT_REASONS),
  detail: z.string().max(OFFER_REPORT_DETAIL_MAX).optional(),
});
export type OfferReportInput = z.infer<typeof OfferReportInputSchema>;
