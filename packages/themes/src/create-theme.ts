import type { BrandManifest, ColorRole, FontFamily } from '@jobboard/manifest';
import { contrastRatio } from './color.js';
import { STATUS_COLORS, deriveColors, type RoleSources } from './color-roles.js';
import { fontStack } from './fonts.js';
import { baseTokens, type Breakpoint } from './tokens.js';

/** The subset of the manifest a theme needs, so tests and tools can build one from less. */
export type ThemeSource = Pick<
  BrandManifest,
  'name' | 'colors' | 'typography' | 'shape' | 'layout'
> & {
  behaviour: Pick<BrandManifest['behaviour'], 'logoMaxWidth'>;
};

/** The places a logo sits; each picks the logo or the light logo for its background. */
export const LOGO_PLACEMENTS = [
  'publicHeader',
  'employerHeader',
  'footer',
  'guestCard',
  'emailHeader',
] as const;
export type LogoPlacement = (typeof LOGO_PLACEMENTS)[number];
export type LogoChoice = Record<LogoPlacement, 'logo' | 'logoLight'>;

export type ThemeColors = Record<ColorRole, string> & {
  [K in keyof typeof baseTokens.status]: string;
} & {
  /** @deprecated the page colour: use `page`. */
  background: string;
  /** @deprecated text on cards: use `text`. */
  onSurface: string;
  /** @deprecated use `textMuted`. */
  muted: string;
};

type Sizes<T> = { [K in keyof T]: string };

/**
 * Everything the React core's styled-components ThemeProvider receives. Plain JSON (the build
 * writes it to theme.json), so the server can embed it in the page without a second source.
 * Three layers as in style-dictionary: global tokens (tokens.ts), the brand's (colours,
 * fonts, shape, layout variants) and component tokens (button, input, card, hero) made of both.
 */
export interface ThemeTokens {
  /** Brand key, for debugging and for data attributes; never for styling decisions. */
  name: string;
  colors: ThemeColors;
  fonts: { body: string; heading: string; mono: string };
  /** The self-hosted families (packages/themes fonts.ts), for the build's @font-face rules. */
  fontFamilies: { body: FontFamily; heading: FontFamily };
  headingWeight: number;
  headingCase: 'none' | 'uppercase';
  /** Root font size in px; every rem below is relative to it. */
  rootFontSize: number;
  fontSizes: Sizes<typeof baseTokens.fontSizes>;
  fontWeights: { [K in keyof typeof baseTokens.fontWeights]: number };
  lineHeights: { [K in keyof typeof baseTokens.lineHeights]: number };
  space: Sizes<typeof baseTokens.space>;
  radii: Sizes<typeof baseTokens.radii> & { control: string; card: string };
  shadows: Sizes<typeof baseTokens.shadows>;
  breakpoints: Record<Breakpoint, string>;
  /** Ready-made `@media (min-width: …)` queries, one per breakpoint. */
  media: Record<Breakpoint, string>;
  zIndices: { [K in keyof typeof baseTokens.zIndices]: number };
  /** Layout variants chosen in the manifest. */
  layout: BrandManifest['layout'];
  density: BrandManifest['shape']['density'];
  /** Component tokens. */
  components: {
    button: { paddingY: string; paddingX: string; radius: string; fontWeight: number };
    input: { paddingY: string; paddingX: string; radius: string };
    card: { padding: string; radius: string; gap: string };
    section: { gap: string };
    hero: { paddingY: string };
  };
  /** URLs of the self-hosted font files to preload (set by the brand build, which copies them). */
  fontPreload?: string[];
  /** Logo max widths in px (smaller on some boards), and which logo each place shows. */
  logo: {
    maxWidth: { employerHeader: number; footer: number; publicHeader: number };
    placements: LogoChoice;
  };
}

const SCALE_RATIO = { 'minor-third': 1.2, 'major-third': 1.25, 'perfect-fourth': 1.333 } as const;

const RADII = {
  square: { none: '0', sm: '0', md: '2px', lg: '2px', pill: '2px', control: '0', card: '0' },
  rounded: {
    none: '0',
    sm: '4px',
    md: '8px',
    lg: '16px',
    pill: '9999px',
    control: '6px',
    card: '10px',
  },
  pill: {
    none: '0',
    sm: '6px',
    md: '12px',
    lg: '20px',
    pill: '9999px',
    control: '9999px',
    card: '18px',
  },
} as const;

/** Multiplier of component paddings per density. */
const DENSITY = { compact: 0.8, comfortable: 1, spacious: 1.25 } as const;

const rem = (n: number) => `${Math.round(n * 1000) / 1000}rem`;

/**
 * The default logo per placement without measuring the artwork: the dark logo where the
 * background is light. `pnpm brand build` measures the logos' own pixels instead
 * (cli logo-contrast) and passes its choice as `logoChoice`.
 */
export function placementBackgrounds(colors: ThemeColors): Record<LogoPlacement, string> {
  return {
    publicHeader: colors.headerBg,
    employerHeader: colors.headerBg,
    footer: colors.footerBg,
    // The guest layout is a card on the footer's (dark) background; the logo sits above the card.
    guestCard: colors.footerBg,
    // E-mails open in clients that may not show backgrounds: their header is white.
    emailHeader: colors.surface,
  };
}

export function defaultLogoChoice(colors: ThemeColors): LogoChoice {
  const bgs = placementBackgrounds(colors);
  return Object.fromEntries(
    LOGO_PLACEMENTS.map((place) => [
      place,
      contrastRatio('#000000', bgs[place]) >= contrastRatio('#ffffff', bgs[place])
        ? 'logo'
        : 'logoLight',
    ]),
  ) as LogoChoice;
}

export interface CreateThemeOptions {
  /** The measured choice of logo per placement (cli); derived from backgrounds when absent. */
  logoChoice?: LogoChoice;
}

/** Global tokens merged with one brand's colours, typography, shape, layout and logos. */
export function createTheme(manifest: ThemeSource, options: CreateThemeOptions = {}): ThemeTokens {
  return createThemeWithSources(manifest, options).theme;
}

/** createTheme plus, per colour role, the brand.json field it comes from (for diagnostics). */
export function createThemeWithSources(
  manifest: ThemeSource,
  options: CreateThemeOptions = {},
): { theme: ThemeTokens; sources: RoleSources } {
  const { colors: roles, sources } = deriveColors(manifest);
  const colors: ThemeColors = {
    ...roles,
    ...STATUS_COLORS,
    background: roles.page,
    onSurface: roles.text,
    muted: roles.textMuted,
  };
  const breakpoints = { ...baseTokens.breakpoints };
  const media = Object.fromEntries(
    Object.entries(breakpoints).map(([name, width]) => [name, `@media (min-width: ${width})`]),
  ) as Record<Breakpoint, string>;
  const { typography, shape, layout } = manifest;
  const r = SCALE_RATIO[typography.scale];
  const d = DENSITY[shape.density];
  const radii = { ...RADII[shape.radius] };

  const theme: ThemeTokens = {
    name: manifest.name,
    colors,
    fonts: {
      body: fontStack(typography.body),
      heading: fontStack(typography.heading),
      mono: baseTokens.monoFont,
    },
    fontFamilies: { body: typography.body, heading: typography.heading },
    headingWeight: typography.headingWeight,
    headingCase: typography.headingCase,
    rootFontSize: typography.baseSize,
    fontSizes: {
      ...baseTokens.fontSizes,
      xl: rem(r),
      '2xl': rem(r ** 2),
      '3xl': rem(r ** 3),
      '4xl': rem(r ** 4),
    },
    fontWeights: { ...baseTokens.fontWeights },
    lineHeights: { ...baseTokens.lineHeights },
    space: { ...baseTokens.space },
    radii,
    shadows: { ...baseTokens.shadows },
    breakpoints,
    media,
    zIndices: { ...baseTokens.zIndices },
    layout: { ...layout },
    density: shape.density,
    components: {
      button: {
        paddingY: rem(0.5 * d),
        paddingX: rem(shape.radius === 'pill' ? 1.25 * d : 1 * d),
        radius: radii.control,
        fontWeight: baseTokens.fontWeights.bold,
      },
      input: {
        paddingY: rem(0.5 * d),
        paddingX: rem(0.75 * d),
        radius: radii.control === '9999px' ? radii.md : radii.control,
      },
      card: { padding: rem(1.25 * d), radius: radii.card, gap: rem(0.75 * d) },
      section: { gap: rem(2 * d) },
      hero: { paddingY: rem(3 * d) },
    },
    logo: {
      maxWidth: { ...manifest.behaviour.logoMaxWidth },
      placements: options.logoChoice ?? defaultLogoChoice(colors),
    },
  };
  return { theme, sources };
}
