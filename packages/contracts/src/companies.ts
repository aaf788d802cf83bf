import { z } from 'zod';
import { ImageSchema } from './common.js';

export const SocialLinksSchema = z.object({
  facebook: z.string().nullable(),
  linkedin: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
});

/** A company as the public site and the employer area read it (SPEC §3). */
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
  logo: ImageSchema.nullable(),
  banner: ImageSchema.nullable(),
  social: SocialLinksSchema,
  offers_count: z.number().int().optional(),
});
export type Company = z.infer<typeof CompanySchema>;

export const CompanyOptionSchema = z.object({
  id: z.number().int(),
  name_fr: z.string(),
  name_en: z.string(),
});

const optionalUrl = z.union([z.url({ protocol: /^https?$/ }).max(500), z.literal('')]).nullish();

/** POST /ats/companies and PUT /ats/companies/{id}. At least one name is required. */
export const CompanyInputSchema = z
  .object({
    name_fr: z.string().trim().max(150).default(''),
    name_en: z.string().trim().max(150).default(''),
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
