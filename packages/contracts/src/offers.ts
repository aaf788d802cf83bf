import { z } from 'zod';
import { IdParamSchema, LanguageSchema } from './common.js';
import { AttributeSchema, CitySchema } from './reference.js';
import { CompanySchema } from './companies.js';

export const OFFER_STATUSES = ['draft', 'published', 'unpublished', 'expired'] as const;
export const OfferStatusSchema = z.enum(OFFER_STATUSES);

export const OfferContentSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** Slug of the title in this language, used in the offer URL. */
  slug: z.string(),
});
export type OfferContent = z.infer<typeof OfferContentSchema>;

export const SalarySchema = z.object({
  min: z.number().nullable(),
  max: z.number().nullable(),
  period: z.enum(['hour', 'year']),
});

export const OfferSchema = z.object({
  id: z.number().int(),
  is_confidential: z.boolean(),
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

const idList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(IdParamSchema).max(50),
);

/** Query of GET /jobboard/{jobboard}/offers. */
export const OfferSearchQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  category: idList.optional(),
  specialization: idList.optional(),
  city: idList.optional(),
  schedule: idList.optional(),
  experience: idList.optional(),
  company: IdParamSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(20),
  sort: z.enum(['created_at_desc', 'created_at_asc', 'relevance']).default('created_at_desc'),
});
export type OfferSearchQuery = z.infer<typeof OfferSearchQuerySchema>;

/** GET /jobboard/{jobboard}/offers-grouped-by-companies?offset → { data, total, limit }. */
export const GROUPED_OFFERS_LIMIT = 20;

/* ---- Employer offer form: three steps validated by the server (SPEC §5) ---- */

const contentInput = z.object({
  title: z.string().trim().max(200).default(''),
  description: z.string().max(50_000).default(''),
});

export const OfferDetailsInputSchema = z.object({
  company_id: IdParamSchema,
  primary_language: LanguageSchema,
  is_confidential: z.boolean().default(false),
  noc_job_title_id: IdParamSchema.nullish(),
  contents: z.object({ fr: contentInput.optional(), en: contentInput.optional() }),
});

export const OfferAttributesInputSchema = z.object({
  category_id: IdParamSchema,
  specialization_ids: z.array(IdParamSchema).max(10).default([]),
  experience_id: IdParamSchema,
  schedule_ids: z.array(IdParamSchema).min(1).max(7),
  education_id: IdParamSchema.nullish(),
  certification_ids: z.array(IdParamSchema).max(20).default([]),
  skill_ids: z.array(IdParamSchema).max(30).default([]),
});

export const OfferSpecificationsInputSchema = z.object({
  city_id: IdParamSchema,
  address: z.string().trim().max(300).nullish(),
  salary_min: z.number().nonnegative().max(10_000_000).nullish(),
  salary_max: z.number().nonnegative().max(10_000_000).nullish(),
  salary_period: z.enum(['hour', 'year']).default('year'),
  positions: z.number().int().min(1).max(1000).default(1),
  expires_at: z.iso.date().nullish(),
});

/** POST /ats/offers and PUT /ats/offers/{id}: the three steps together. */
export const OfferInputSchema = OfferDetailsInputSchema.extend(
  OfferAttributesInputSchema.shape,
).extend(OfferSpecificationsInputSchema.shape);
export type OfferInput = z.infer<typeof OfferInputSchema>;

export const CheckoutInputSchema = z.object({
  success_url: z.url({ protocol: /^https?$/ }).max(2000),
  cancel_url: z.url({ protocol: /^https?$/ }).max(2000),
});
export const CheckoutSessionSchema = z.object({
  id: z.string(),
  url: z.string(),
  status: z.enum(['open', 'paid', 'canceled']),
});
