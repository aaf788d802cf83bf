import type { BrandManifest } from '@jobboard/manifest';
import { WCAG_AA_NON_TEXT, WCAG_AA_TEXT, ensureContrast, mix, normalizeHex } from './color.js';
import { baseTokens, type Breakpoint } from './tokens.js';

/** The subset of the manifest a theme needs, so tests and tools can build one from less. */
export type ThemeSource = Pick<BrandManifest, 'name' | 'colors' | 'typography'> & {
  behaviour: Pick<BrandManifest['behaviour'], 'logoMaxWidth'>;
};

export interface ThemeColors {
  primary: string;
  onPrimary: string;
  secondary: string;
  onSecondary: string;
  background: string;
  text: string;
  surface: string;
  onSurface: string;
  /** Secondary text (dates, hints); derived from text, kept at 4.5:1 on background and surface. */
  muted: string;
  /** Inline links: the primary hue, darkened or lightened until it reads as text. */
  link: string;
  /** Dividers and input outlines. */
  border: string;
  /** Focus outline: the primary hue at 3:1 against the page (WCAG 2.2 focus appearance). */
  focus: string;
  danger: string;
  onDanger: string;
  success: string;
  onSuccess: string;
  warning: string;
  onWarning: string;
  info: string;
  onInfo: string;
}

/**
 * Everything the React core's styled-components ThemeProvider receives. Plain JSON (the build
 * writes it to theme.json), so the server can embed it in the page without a second source.
 */
export interface ThemeTokens {
  /** Brand key, for debugging and for data attributes; never for styling decisions. */
  name: string;
  colors: ThemeColors;
  fonts: { body: string; heading: string; mono: string };
  /** Root font size in px; every rem below is relative to it. */
  rootFontSize: number;
  fontSizes: { [K in keyof typeof baseTokens.fontSizes]: string };
  fontWeights: { [K in keyof typeof baseTokens.fontWeights]: number };
  lineHeights: { [K in keyof typeof baseTokens.lineHeights]: number };
  space: { [K in keyof typeof baseTokens.space]: string };
  radii: { [K in keyof typeof baseTokens.radii]: string };
  shadows: { [K in keyof typeof baseTokens.shadows]: string };
  breakpoints: Record<Breakpoint, string>;
  /** Ready-made `@media (min-width: …)` queries, one per breakpoint. */
  media: Record<Breakpoint, string>;
  zIndices: { [K in keyof typeof baseTokens.zIndices]: number };
  /** Logo max widths in px (SPEC §9: smaller on some boards). */
  logo: { maxWidth: { employerHeader: number; footer: number; publicHeader: number } };
}

/** Every (text, background) pair of a theme that must meet WCAG AA, for the theme check. */
export const THEME_CONTRAST_PAIRS = [
  ['onPrimary', 'primary', WCAG_AA_TEXT],
  ['onSecondary', 'secondary', WCAG_AA_TEXT],
  ['text', 'background', WCAG_AA_TEXT],
  ['onSurface', 'surface', WCAG_AA_TEXT],
  ['muted', 'background', WCAG_AA_TEXT],
  ['muted', 'surface', WCAG_AA_TEXT],
  ['link', 'background', WCAG_AA_TEXT],
  ['link', 'surface', WCAG_AA_TEXT],
  ['focus', 'background', WCAG_AA_NON_TEXT],
  ['onDanger', 'danger', WCAG_AA_TEXT],
  ['onSuccess', 'success', WCAG_AA_TEXT],
  ['onWarning', 'warning', WCAG_AA_TEXT],
  ['onInfo', 'info', WCAG_AA_TEXT],
] as const satisfies ReadonlyArray<readonly [keyof ThemeColors, keyof ThemeColors, number]>;

/** Global tokens merged with one brand's colours, typography and logo widths. */
export function createTheme(manifest: ThemeSource): ThemeTokens {
  const brand = manifest.colors;
  const c = {
    primary: normalizeHex(brand.primary),
    onPrimary: normalizeHex(brand.onPrimary),
    secondary: normalizeHex(brand.secondary),
    onSecondary: normalizeHex(brand.onSecondary),
    background: normalizeHex(brand.background),
    text: normalizeHex(brand.text),
    surface: normalizeHex(brand.surface),
    onSurface: normalizeHex(brand.onSurface),
  };
  const pages = [c.background, c.surface];
  const breakpoints = { ...baseTokens.breakpoints };
  const media = Object.fromEntries(
    Object.entries(breakpoints).map(([name, width]) => [name, `@media (min-width: ${width})`]),
  ) as Record<Breakpoint, string>;

  return {
    name: manifest.name,
    colors: {
      ...c,
      muted: ensureContrast(mix(c.text, c.background, 0.3), pages),
      link: ensureContrast(c.primary, pages),
      border: mix(c.text, c.background, 0.8),
      focus: ensureContrast(c.primary, [c.background], WCAG_AA_NON_TEXT),
      ...baseTokens.status,
    },
    fonts: {
      body: manifest.typography.bodyFont,
      heading: manifest.typography.headingFont,
      mono: baseTokens.monoFont,
    },
    rootFontSize: manifest.typography.baseSize,
    fontSizes: { ...baseTokens.fontSizes },
    fontWeights: { ...baseTokens.fontWeights },
    lineHeights: { ...baseTokens.lineHeights },
    space: { ...baseTokens.space },
    radii: { ...baseTokens.radii },
    shadows: { ...baseTokens.shadows },
    breakpoints,
    media,
    zIndices: { ...baseTokens.zIndices },
    logo: { maxWidth: { ...manifest.behaviour.logoMaxWidth } },
  };
}
