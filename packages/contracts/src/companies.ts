import { z } from 'zod';
import { ImageSchema } from './common.js';
import { COMPANY_NAME_MAX } from './constants.js';

export const SocialLinksSchema = z.object({
  facebook: z.string().nullable(),
  linkedin: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
});

/**
 * A logo: the stored image (at most 400×400, its own proportions) and, when it has them, the stem
 * of its square variants: `${variants}-${size}.${format}` for every COMPANY_LOGO_SIZES and
 * COMPANY_LOGO_FORMATS (immutable names, cached for a year). One stem instead of nine URLs keeps
 * the lists small.
 */
export const CompanyLogoSchema = ImageSchema.extend({ variants: z.string().optional() });
export type CompanyLogoImage = z.infer<typeof CompanyLogoSchema>;

/** A company as the public site and the employer area read it. */
export const CompanySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_fr: z.string(),
  name_en: z.string(),
  description_fr: z.string(),
  description_en: z.string(),
  video_fr: z.string().nullable(),
  video_en: z.string().nullable(),
  website: z.string().nullable(),
  logo: CompanyLogoSchema.nullable(),
  banner: ImageSchema.nullable(),
  social: SocialLinksSchema,
  offers_count: z.number().int().optional(),
});
export type Company = z.infer<typeof CompanySchema>;

/**
 * A company in a list (companies hiring): what its heading shows (name, logo, link, count),
 * without the descriptions, social links and video that only its own page shows.
 */
export const CompanySummarySchema = CompanySchema.pick({
  id: true,
  slug: true,
  name_fr: true,
  name_en: true,
  logo: true,
  offers_count: true,
});
export type CompanySummary = z.infer<typeof CompanySummarySchema>;

export const CompanyOptionSchema = z.object({
  id: z.number().int(),
  name_fr: z.string(),
  name_en: z.string(),
});

const optionalUrl = z.union([z.url({ protocol: /^https?$/ }).max(500), z.literal('')]).nullish();

/** POST /ats/companies and PUT /ats/companies/{id}. At least one name is required. */
export const CompanyInputSchema = z
  .object({
    name_fr: z.string().trim().max(COMPANY_NAME_MAX).default(''),
    name_en: z.string().trim().max(COMPANY_NAME_MAX).default(''),
    description_fr: z.string().max(20_000).default(''),
    description_en: z.string().max(20_000).default(''),
    video_fr: optionalUrl,
    video_en: optionalUrl,
    website: optionalUrl,
    facebook: optionalUrl,
    linkedin: optionalUrl,
    twitter: optionalUrl,
    instagram: optionalUrl,
  })
  .refine((c) => c.name_fr.length > 0 || c.name_en.length > 0, {
    path: ['name_fr'],
    message: 'required',
  });
export type CompanyInput = z.infer<typeof CompanyInputSchema>;

/* ---- Employer area (docs/employers.md): lists, options, completeness ---- */

/** Team sizes offered at sign-up and in the team profile (GET /ats/team-sizes). */
export const TEAM_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export const TeamSizeSchema = z.object({
  value: z.enum(TEAM_SIZES),
  label: z.object({ fr: z.string(), en: z.string() }),
});
export type TeamSize = z.infer<typeof TeamSizeSchema>;

/** GET /ats/options/users: the members of the employer's team. */
export const UserOptionSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type UserOption = z.infer<typeof UserOptionSchema>;
export type CompanyOption = z.infer<typeof CompanyOptionSchema>;

/** Fields a company needs before one of its offers can be published. */
export const COMPANY_REQUIRED_FIELDS = ['name', 'description'] as const;

/**
 * A company as its own team edits it: names and descriptions as stored (no fallback to the other
 * language), plus whether it is complete enough to publish offers.
 */
export const EmployerCompanySchema = CompanySchema.extend({
  offers_count: z.number().int(),
  is_complete: z.boolean(),
  missing_fields: z.array(z.enum(COMPANY_REQUIRED_FIELDS)),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type EmployerCompany = z.infer<typeof EmployerCompanySchema>;

/** Query of the employer lists: `j` is the URI-encoded JSON of the list's sort and filters. */
export const EmployerListQuerySchema = z.object({
  j: z.string().max(2000).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const sortOf = <T extends readonly [string, ...string[]]>(fields: T) =>
  z.object({ field: z.enum(fields), direction: z.enum(['asc', 'desc']).default('desc') }).strict();

/** Decoded `j` of GET /ats/companies. */
export const CompanyListParamsSchema = z
  .object({
    sort: sortOf(['created_at', 'updated_at', 'name']).optional(),
    search: z.string().trim().max(200).optional(),
    per_page: z.number().int().min(1).max(100).optional(),
  })
  .strict();
export type CompanyListParams = z.input<typeof CompanyListParamsSchema>;

/** Where the images of POST /ats/companies/{id}/images land; the sizes they are resized to. */
export const COMPANY_IMAGE_SIZES = {
  logo: { width: 400, height: 400 },
  banner: { width: 1600, height: 500 },
} as const;
export type CompanyImageKind = keyof typeof COMPANY_IMAGE_SIZES;
export type CompanyInputValues = z.input<typeof CompanyInputSchema>;
