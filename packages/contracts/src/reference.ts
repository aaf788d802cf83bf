import { z } from 'zod';
import { BilingualSchema } from './common.js';
import { ATTRIBUTE_TYPES } from './constants.js';

export const AttributeTypeSchema = z.enum(ATTRIBUTE_TYPES);
export type AttributeType = z.infer<typeof AttributeTypeSchema>;

export const AttributeSchema = z.object({
  id: z.number().int(),
  type: AttributeTypeSchema,
  label: BilingualSchema,
  slug: BilingualSchema,
  /** A specialization's category. */
  parent_id: z.number().int().nullable(),
});
export type Attribute = z.infer<typeof AttributeSchema>;

/** GET /offer-attributes and GET /jobboard/{jobboard}/offer-attributes: grouped by type. */
export const AttributesByTypeSchema = z.record(AttributeTypeSchema, z.array(AttributeSchema));
export type AttributesByType = z.infer<typeof AttributesByTypeSchema>;

export const CitySchema = z.object({
  id: z.number().int(),
  label: z.string(),
  slug: z.string(),
  /** Member of the short list of 10 shown on the home page. */
  featured: z.boolean(),
});
export type City = z.infer<typeof CitySchema>;

/**
 * A municipality as the city type-ahead shows it: its name in the asked language and its
 * province's two-letter code ("Trois-Rivières", "QC"). The id is the value to store (an offer's
 * `city_id`, a profile's `location.city_id`, the search's `city`).
 */
export const CityMatchSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  province: z.string(),
});
export type CityMatch = z.infer<typeof CityMatchSchema>;
export const CITY_LOOKUP_LIMIT = 8;
/**
 * GET /cities: the municipalities of Canada whose name (French or English) has a word starting
 * with `q`, accents and case ignored ("montreal" finds Montréal, "trois-riv" Trois-Rivières);
 * names starting with `q` first, then by population. `id` instead answers that one municipality
 * (a form showing a stored value). `name` instead answers the municipality a typed name names,
 * if any: the French or English name equal to it, accents and case ignored, the most populous of
 * equal names; "Trois-Rivières, QC" (the field's text of a picked city) the one of that province
 * (a search sent with the field's text but no picked city). Rate-limited (RATE_LIMITS.lookup).
 */
export const CityLookupQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  id: z.coerce.number().int().positive().optional(),
  name: z.string().trim().max(100).optional(),
  lang: z.enum(['fr', 'en']).optional(),
  limit: z.coerce.number().int().min(1).max(20).default(CITY_LOOKUP_LIMIT),
});
export const CityLookupSchema = z.object({ data: z.array(CityMatchSchema) });
export type CityLookup = z.infer<typeof CityLookupSchema>;

/** GET /offer-attributes: every attribute, grouped by type. */
export const OfferAttributesSchema = z.object({ data: AttributesByTypeSchema });

/**
 * GET /jobboard/{jobboard}/offer-attributes: everything a search form or offer form needs.
 * - `attributes.category`: the 31 categories in their fixed order, "other" (31) last;
 * - `attributes.specialization`: grouped by category (category order), each with `parent_id`
 *   = its category: the specializations of category c are those with parent_id === c;
 * - `attributes.schedule`, `.experience`, `.education`, `.certification`, `.skill`: display order;
 * - `cities`: the 48 cities, the short list of 10 first (`featured`, in the list's order), then
 *   the others alphabetically.
 */
export const BoardAttributesSchema = z.object({
  data: z.object({
    attributes: AttributesByTypeSchema,
    cities: z.array(CitySchema),
  }),
});
export type BoardAttributes = z.infer<typeof BoardAttributesSchema>;

export const ExperienceSchema = z.object({ id: z.number().int(), label: BilingualSchema });
/** GET /experiences: the four experience ranges (ids 32–35). */
export const ExperiencesSchema = z.object({ data: z.array(ExperienceSchema) });

export const NocJobTitleSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title_fr: z.string(),
  title_en: z.string(),
});
export type NocJobTitle = z.infer<typeof NocJobTitleSchema>;
export const NocQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  title: z.string().max(200).optional(),
  lang: z.enum(['fr', 'en']).optional(),
  jobboard: z.string().max(40).optional(),
});
export const NocPageSchema = z.object({
  data: z.array(NocJobTitleSchema),
  total: z.number().int(),
});
export type NocPage = z.infer<typeof NocPageSchema>;

/**
 * `types` of GET /jobboard/{jobboard}/offer-attributes: only these attribute types, comma-separated
 * ("category"): a page that lists the categories (the home page) does not carry, in its HTML, the
 * hundreds of specializations, skills and certifications that only the search filters and the
 * offer form use. Without it, every type.
 */
export const BoardAttributesQuerySchema = z.object({
  types: z
    .string()
    .max(200)
    .transform((value) => [...new Set(value.split(','))])
    .pipe(z.array(AttributeTypeSchema).min(1))
    .optional(),
});

/** The answer of GET /jobboard/{jobboard}/offer-attributes?types=…: those types and the cities. */
export const BoardAttributesSubsetSchema = z.object({
  data: z.object({
    attributes: z.partialRecord(AttributeTypeSchema, z.array(AttributeSchema)),
    cities: z.array(CitySchema),
  }),
});
export type BoardAttributesSubset = z.infer<typeof BoardAttributesSubsetSchema>;
