import { z } from 'zod';

/** The two languages of every board; French first because it is the default. */
export const LANGUAGES = ['fr', 'en'] as const;
export const LanguageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;

const nonEmpty = z.string().trim().min(1, 'must not be empty');

/** Text that every page needs in both languages. */
export const LocalizedTextSchema = z
  .object({ fr: nonEmpty, en: nonEmpty })
  .strict()
  .describe('The same text in French (fr) and English (en).');
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

const urlSchema = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** A link that a board may have in one language, both, or none. */
export const LocalizedOptionalUrlSchema = z
  .object({ fr: urlSchema.optional(), en: urlSchema.optional() })
  .strict();

export const BrandKeySchema = z
  .string()
  .regex(
    /^[a-z][a-z0-9_]{1,39}$/,
    'must be lower-case letters, digits or _, starting with a letter',
  )
  .describe('The brand key: its folder name under brands/ and its identifier in the API.');

export const HostNameSchema = z
  .string()
  .regex(
    /^(?!www\.)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/,
    'must be a lower-case domain name without www. or a port',
  );

export const SlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lower-case slug (letters, digits, dashes)');

export const HexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour');

/** A source image, relative to the brand's folder (e.g. assets/logo.svg). */
export const ImageSourceSchema = z
  .string()
  .regex(
    /^assets\/[A-Za-z0-9._-]+\.(svg|png|jpe?g|webp)$/,
    'must be a file under assets/ (svg, png, jpg or webp)',
  );

export const IMAGE_NAMES = ['favicon', 'logo', 'logoLight', 'homeHero', 'ogImage'] as const;
export type ImageName = (typeof IMAGE_NAMES)[number];

export const BrandImagesSchema = z
  .object({
    favicon: ImageSourceSchema.describe(
      'Square mark; the favicon set (16–512 px) is made from it.',
    ),
    logo: ImageSourceSchema.describe('Logo on light backgrounds.'),
    logoLight: ImageSourceSchema.describe('Logo on dark backgrounds (footer, guest layout).'),
    homeHero: ImageSourceSchema.describe('Home page hero, 960x300 at its largest.'),
    ogImage: ImageSourceSchema.describe('Open Graph and Twitter card image, 1200x630.'),
  })
  .strict();

export const SocialLinksSchema = z
  .object({
    facebook: urlSchema.optional(),
    linkedIn: urlSchema.optional(),
    twitter: urlSchema.optional(),
    instagram: urlSchema.optional(),
  })
  .strict();

export const SeoSchema = z
  .object({
    suffix: LocalizedTextSchema.describe('Appended to every page title, e.g. " | Hotels Jobs".'),
    title: LocalizedTextSchema.describe('Title of the home page.'),
    description: LocalizedTextSchema.describe('Meta description of the home page.'),
    keywords: z.object({ fr: z.array(nonEmpty).min(1), en: z.array(nonEmpty).min(1) }).strict(),
  })
  .strict();

export const AdZonesSchema = z
  .object({
    leaderboard: z.string().optional().describe('Ad unit id of the 728x90 leaderboard slot.'),
    bigBox: z.string().optional().describe('Ad unit id of the 300x250 big box slot.'),
    mobile: z.string().optional().describe('Ad unit id of the 320x50 mobile slot.'),
  })
  .strict();

export const BrandColorsSchema = z
  .object({
    primary: HexColorSchema,
    onPrimary: HexColorSchema.describe('Text on primary.'),
    secondary: HexColorSchema,
    onSecondary: HexColorSchema.describe('Text on secondary.'),
    background: HexColorSchema,
    text: HexColorSchema.describe('Body text on background.'),
    surface: HexColorSchema.describe('Cards and panels.'),
    onSurface: HexColorSchema.describe('Text on surface.'),
  })
  .strict();

/** Pairs of (text, background) colours that must meet WCAG AA (4.5:1). */
export const CONTRAST_PAIRS = [
  ['onPrimary', 'primary'],
  ['onSecondary', 'secondary'],
  ['text', 'background'],
  ['onSurface', 'surface'],
] as const satisfies ReadonlyArray<readonly [keyof BrandColors, keyof BrandColors]>;

export const TypographySchema = z
  .object({
    bodyFont: nonEmpty.describe('CSS font-family list for body text (system fonts: no download).'),
    headingFont: nonEmpty.describe('CSS font-family list for headings.'),
    baseSize: z.number().int().min(14).max(20).default(16).describe('Root font size in px.'),
  })
  .strict();

export const BrandLinksSchema = z
  .object({
    about: LocalizedOptionalUrlSchema.optional(),
    contact: LocalizedOptionalUrlSchema.optional(),
    privacy: LocalizedOptionalUrlSchema.optional(),
    partners: LocalizedOptionalUrlSchema.optional(),
    terms: LocalizedOptionalUrlSchema.optional(),
  })
  .strict();
export { LINK_NAMES } from './link-names.js';

export const LogoMaxWidthSchema = z
  .object({
    employerHeader: z.number().int().positive().default(150),
    footer: z.number().int().positive().default(175),
    publicHeader: z.number().int().positive().default(200),
  })
  .strict();

/** Every difference in behaviour between boards; each flag has its default here. */
export const BehaviourSchema = z
  .object({
    freeSingleJobPosting: z
      .boolean()
      .default(false)
      .describe('Employers may buy a single job posting through the checkout.'),
    staffingWording: z
      .boolean()
      .default(false)
      .describe('Say "staffing" instead of "recruitment" (employer menu and page).'),
    redirectEmployersToAts: z
      .boolean()
      .default(true)
      .describe(
        'Send employers to the ATS (when ATS_URL is configured) instead of the built-in area.',
      ),
    showAtsBanner: z
      .boolean()
      .default(true)
      .describe('Show the "use the ATS" banner in the employer area.'),
    showByCredit: z.boolean().default(true).describe('Show the "by" credit line under the logo.'),
    logoMaxWidth: LogoMaxWidthSchema.prefault({}),
    defaultLanguage: LanguageSchema.default('fr'),
    dedicatedCheck: z
      .boolean()
      .default(false)
      .describe('The board is flagged by the dedicated check of the specification.'),
  })
  .strict();

export const BrandManifestSchema = z
  .object({
    $schema: z.string().optional(),
    name: BrandKeySchema,
    hostKey: HostNameSchema.describe('Production domain of the board.'),
    aliasHosts: z
      .array(HostNameSchema)
      .default([])
      .describe('Other domains that serve this board.'),
    label: LocalizedTextSchema.describe('Short name shown in the header and copyright line.'),
    title: LocalizedTextSchema,
    description: LocalizedTextSchema,
    category: LocalizedTextSchema.describe('The profession the board covers.'),
    professional: LocalizedTextSchema.describe(
      'How the board names its candidates, e.g. "IT professionals".',
    ),
    categoryIds: z
      .array(z.number().int().min(1).max(31))
      .default([])
      .describe('Offer categories (ids 1–31) the board focuses on; empty for a general board.'),
    images: BrandImagesSchema,
    social: SocialLinksSchema.prefault({}),
    fbAppId: z.string().regex(/^\d+$/, 'must be digits').optional(),
    jobPageSlugs: z.object({ fr: SlugSchema, en: SlugSchema }).strict(),
    seo: SeoSchema,
    adZones: AdZonesSchema.prefault({}),
    colors: BrandColorsSchema,
    typography: TypographySchema,
    links: BrandLinksSchema.prefault({}),
    behaviour: BehaviourSchema.prefault({}),
  })
  .strict();

export type BrandManifest = z.infer<typeof BrandManifestSchema>;
export type BrandManifestInput = z.input<typeof BrandManifestSchema>;
export type BrandColors = z.infer<typeof BrandColorsSchema>;
export type BrandBehaviour = z.infer<typeof BehaviourSchema>;
export type BrandLinks = z.infer<typeof BrandLinksSchema>;
