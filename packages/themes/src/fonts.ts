import type { FontFamily } from '@jobboard/manifest';

/**
 * The self-hosted font families a brand may choose (manifest `typography.body` / `.heading`),
 * each an @fontsource-variable package: one variable woff2 per subset carries every weight,
 * and the brand build copies only the latin and latin-ext files (French needs nothing else).
 *
 * `fallback` is the local font whose metrics are adjusted (capsize, see font-faces.ts) to the
 * web font's, so the text laid out before the font arrives takes the same room: no layout
 * shift when it swaps in.
 */
export interface FontDefinition {
  /** The npm package holding the files. */
  package: string;
  /** CSS family name, as the package's own @font-face rules name it. */
  family: string;
  /** File name prefix in the package's files/ folder. */
  filePrefix: string;
  /** capsize metrics module name (`@capsizecss/metrics/<name>`). */
  metrics: string;
  fallback: 'arial' | 'timesNewRoman';
  generic: 'sans-serif' | 'serif';
}

export const FONTS: Record<FontFamily, FontDefinition> = {
  inter: {
    package: '@fontsource-variable/inter',
    family: 'Inter Variable',
    filePrefix: 'inter',
    metrics: 'inter',
    fallback: 'arial',
    generic: 'sans-serif',
  },
  'dm-sans': {
    package: '@fontsource-variable/dm-sans',
    family: 'DM Sans Variable',
    filePrefix: 'dm-sans',
    metrics: 'dMSans',
    fallback: 'arial',
    generic: 'sans-serif',
  },
  nunito: {
    package: '@fontsource-variable/nunito',
    family: 'Nunito Variable',
    filePrefix: 'nunito',
    metrics: 'nunito',
    fallback: 'arial',
    generic: 'sans-serif',
  },
  'space-grotesk': {
    package: '@fontsource-variable/space-grotesk',
    family: 'Space Grotesk Variable',
    filePrefix: 'space-grotesk',
    metrics: 'spaceGrotesk',
    fallback: 'arial',
    generic: 'sans-serif',
  },
  'source-serif-4': {
    package: '@fontsource-variable/source-serif-4',
    family: 'Source Serif 4 Variable',
    filePrefix: 'source-serif-4',
    metrics: 'sourceSerif4',
    fallback: 'timesNewRoman',
    generic: 'serif',
  },
  literata: {
    package: '@fontsource-variable/literata',
    family: 'Literata Variable',
    filePrefix: 'literata',
    metrics: 'literata',
    fallback: 'timesNewRoman',
    generic: 'serif',
  },
  'playfair-display': {
    package: '@fontsource-variable/playfair-display',
    family: 'Playfair Display Variable',
    filePrefix: 'playfair-display',
    metrics: 'playfairDisplay',
    fallback: 'timesNewRoman',
    generic: 'serif',
  },
  oswald: {
    package: '@fontsource-variable/oswald',
    family: 'Oswald Variable',
    filePrefix: 'oswald',
    metrics: 'oswald',
    fallback: 'arial',
    generic: 'sans-serif',
  },
};

const FALLBACK_LOCAL: Record<FontDefinition['fallback'], string> = {
  arial: 'Arial',
  timesNewRoman: '"Times New Roman"',
};

/** The name of the metric-adjusted local fallback face of a family. */
export function fallbackFamily(font: FontFamily): string {
  return `${FONTS[font].family} Fallback`;
}

/** `"Inter Variable", "Inter Variable Fallback", Arial, sans-serif`: the CSS font-family of a role. */
export function fontStack(font: FontFamily): string {
  const def = FONTS[font];
  return `"${def.family}", "${fallbackFamily(font)}", ${FALLBACK_LOCAL[def.fallback]}, ${def.generic}`;
}

/** The subsets the build ships; French and English need latin only, latin-ext for names. */
export const FONT_SUBSETS = ['latin', 'latin-ext'] as const;
export type FontSubset = (typeof FONT_SUBSETS)[number];

/** The variable woff2 file of a family for one subset (normal style, weight axis). */
export function fontFileName(font: FontFamily, subset: FontSubset): string {
  return `${FONTS[font].filePrefix}-${subset}-wght-normal.woff2`;
}
