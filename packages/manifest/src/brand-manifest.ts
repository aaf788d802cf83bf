import { DEFAULT_RETENTION_MONTHS } from '@jobboard/contracts';
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

/**
 * Quebec's private-sector privacy act asks every business to publish the title and contact of its
 * person in charge of the protection of personal information, and to destroy personal information
 * once the purpose it was collected for is served (docs/privacy.md).
 */
export const PrivacyOfficerSchema = z
  .object({
    title: LocalizedTextSchema.describe(
      'The title of the person in charge, e.g. "Responsable de la protection des renseignements personnels" / "Privacy Officer".',
    ),
    name: nonEmpty.optional().describe('Their name, when it is published.'),
    email: z.email({ error: 'must be an e-mail address' }).describe('Where requests are sent.'),
    postalAddress: LocalizedTextSchema.describe(
      'Postal address for written requests, one line (both languages).',
    ),
  })
  .strict();

export const PrivacySchema = z
  .object({
    officer: PrivacyOfficerSchema.describe(
      'The person in charge of personal information, shown in the footer and on the privacy page.',
    ),
    retentionMonths: z
      .number()
      .int()
      .min(6)
      .max(120)
      .default(DEFAULT_RETENTION_MONTHS)
      .describe(
        'Months without a sign-in after which an account’s documents and applications are deleted (a warning mail goes out 30 days before).',
      ),
  })
  .strict();

/**
 * The colour roles of a theme (Primer-style names: what a colour is for, not what it looks
 * like). Every role is derived from the brand's two or three colours by packages/themes and
 * may be overridden in `colors.roles`; the contrast gate checks every text/background pair.
 */
export const COLOR_ROLES = [
  'primary',
  'primaryHover',
  'primaryActive',
  'onPrimary',
  'secondary',
  'secondaryHover',
  'secondaryActive',
  'onSecondary',
  'accent',
  'onAccent',
  'page',
  'surface',
  'raised',
  'text',
  'textMuted',
  'border',
  'borderStrong',
  'link',
  'linkHover',
  'focus',
  'headerBg',
  'headerText',
  'headerMuted',
  'headerFocus',
  'footerBg',
  'footerText',
  'footerMuted',
  'footerLink',
  'footerFocus',
  'heroBg',
  'heroBgEnd',
  'heroOverlay',
  'heroText',
  'badge',
  'onBadge',
] as const;
export type ColorRole = (typeof COLOR_ROLES)[number];

/** `heroOverlay` is laid over a photograph, so it may be translucent. */
const OverlayColorSchema = z
  .string()
  .regex(
    /^(#[0-9a-fA-F]{6}|rgba\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*(0|1|0?\.\d+)\s*\))$/,
    'must be a #rrggbb or rgba(r, g, b, a) colour',
  );

export const ColorRoleOverridesSchema = z
  .object(
    Object.fromEntries(
      COLOR_ROLES.map((role) => [
        role,
        (role === 'heroOverlay' ? OverlayColorSchema : HexColorSchema).optional(),
      ]),
    ) as Record<ColorRole, z.ZodOptional<typeof HexColorSchema>>,
  )
  .strict()
  .describe(
    'Colour roles set by hand instead of derived (e.g. "headerBg"). The contrast gate still checks them.',
  );

export const BrandColorsSchema = z
  .object({
    primary: HexColorSchema.describe(
      'The brand colour: buttons, links, the brand header. Stepped in lightness where text on it or it as text would not be readable.',
    ),
    secondary: HexColorSchema.describe(
      'Second brand colour: secondary buttons, the hero gradient.',
    ),
    accent: HexColorSchema.optional().describe(
      'Third colour for badges and highlights; the secondary colour when absent.',
    ),
    roles: ColorRoleOverridesSchema.optional(),
  })
  .strict();

/**
 * Self-hosted font families (packages/themes maps each to its @fontsource package): no
 * request to a font service. Chosen to fit professions: a serif for law and education, a
 * humanist rounded sans for health and HR, a geometric grotesque for IT, a display serif for
 * hospitality, a condensed sans for trades, neutral sans for general boards.
 */
export const FONT_FAMILIES = [
  'inter',
  'dm-sans',
  'nunito',
  'space-grotesk',
  'source-serif-4',
  'literata',
  'playfair-display',
  'oswald',
] as const;
export const FontFamilySchema = z.enum(FONT_FAMILIES);
export type FontFamily = z.infer<typeof FontFamilySchema>;

/** Ratio between successive heading sizes (minor third, major third, perfect fourth). */
export const TYPE_SCALES = ['minor-third', 'major-third', 'perfect-fourth'] as const;

export const TypographySchema = z
  .object({
    body: FontFamilySchema.default('inter').describe('Font of body text.'),
    heading: FontFamilySchema.default('inter').describe('Font of headings and the hero title.'),
    headingWeight: z
      .number()
      .int()
      .min(400)
      .max(900)
      .multipleOf(100)
      .default(700)
      .describe('Weight of headings (the fonts are variable: any hundred from 400 to 900).'),
    headingCase: z
      .enum(['none', 'uppercase'])
      .default('none')
      .describe('Headings in capitals (condensed fonts read well so).'),
    scale: z.enum(TYPE_SCALES).default('major-third').describe('Type scale of headings.'),
    baseSize: z.number().int().min(14).max(20).default(16).describe('Root font size in px.'),
  })
  .strict();

/** Corner radius and spacing of the board's components. */
export const ShapeSchema = z
  .object({
    radius: z
      .enum(['square', 'rounded', 'pill'])
      .default('rounded')
      .describe('Corners of buttons, inputs and cards: square, rounded, or pill buttons.'),
    density: z
      .enum(['compact', 'comfortable', 'spacious'])
      .default('comfortable')
      .describe('Padding of buttons, cards and sections.'),
  })
  .strict();

/** Which variant of each layout part the board uses; every one is checked for contrast. */
export const LayoutSchema = z
  .object({
    header: z
      .enum(['light', 'brand', 'dark'])
      .default('light')
      .describe('Public and employer header: light surface, brand colour, or dark.'),
    footer: z.enum(['light', 'brand', 'dark']).default('dark').describe('Footer background.'),
    hero: z
      .enum(['image', 'solid', 'gradient'])
      .default('image')
      .describe(
        'Home hero: the homeHero image under a tinted overlay, the brand colour, or a gradient.',
      ),
    jobCard: z
      .enum(['outlined', 'elevated', 'accent-bar'])
      .default('outlined')
      .describe('Offer cards in lists: a border, a shadow, or a brand-coloured bar at the left.'),
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
      .describe(
        'Employers may publish a single job posting for free: the checkout is recorded as completed at 0 $, with no payment page.',
      ),
    singleJobPostingPriceCents: z
      .number()
      .int()
      .positive()
      .max(10_000_00)
      .nullable()
      .default(null)
      .describe(
        'Price in cents (CAD, taxes included) of a single job posting sold through the checkout; null: the board does not sell one. Ignored when freeSingleJobPosting is on.',
      ),
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
    notifyApplicationStages: z
      .boolean()
      .default(true)
      .describe(
        "Mail candidates when an employer moves their application to another stage (in review, interview, offer, not retained), in the candidate's language, from this board.",
      ),
    requirePayRange: z
      .boolean()
      .default(false)
      .describe(
        'Publishing on this board needs a pay range (a minimum or a maximum pay): pay transparency, for boards serving provinces whose law asks for it.',
      ),
    requireFrenchVersion: z
      .boolean()
      .default(false)
      .describe(
        "Publishing on this board needs the offer's French version (title and description): Quebec's Charter of the French language asks for job offers published in Quebec to be in French. The offer form says so beforehand.",
      ),
    logoMaxWidth: LogoMaxWidthSchema.prefault({}),
    defaultLanguage: LanguageSchema.default('fr'),
    // No `dedicatedCheck`: a flag nothing read (docs/decisions/005-no-dedicated-check-flag.md).
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
    privacy: PrivacySchema,
    moderationEmail: z
      .email({ error: 'must be an e-mail address' })
      .optional()
      .describe(
        'Where visitors’ reports of offers are mailed (the moderators of the board); without it, the privacy officer’s address.',
      ),
    colors: BrandColorsSchema,
    typography: TypographySchema.prefault({}),
    shape: ShapeSchema.prefault({}),
    layout: LayoutSchema.prefault({}),
    links: BrandLinksSchema.prefault({}),
    behaviour: BehaviourSchema.prefault({}),
  })
  .strict();

export type BrandManifest = z.infer<typeof BrandManifestSchema>;
export type BrandManifestInput = z.input<typeof BrandManifestSchema>;
export type BrandColors = z.infer<typeof BrandColorsSchema>;
export type BrandBehaviour = z.infer<typeof BehaviourSchema>;
export type BrandLinks = z.infer<typeof BrandLinksSchema>;
export type BrandTypography = z.infer<typeof TypographySchema>;
export type BrandShape = z.infer<typeof ShapeSchema>;
export type BrandLayout = z.infer<typeof LayoutSchema>;
export type BrandPrivacy = z.infer<typeof PrivacySchema>;

/** Where a board's reports of offers go: its moderation address, else its privacy officer's. */
export const moderationAddress = (
  manifest: Pick<BrandManifest, 'moderationEmail' | 'privacy'>,
): string => manifest.moderationEmail ?? manifest.privacy.officer.email;
