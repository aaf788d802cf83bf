import path from 'node:path';
import type { BrandManifest } from '@jobboard/manifest';
import {
  LOGO_PLACEMENTS,
  WCAG_AA_NON_TEXT,
  contrastRatio,
  placementBackgrounds,
  toHex,
  type LogoChoice,
  type LogoPlacement,
  type ThemeTokens,
} from '@jobboard/themes';

/**
 * Which logo each placement shows (public header, employer header, footer, guest card, e-mail
 * header), chosen by measuring the artwork rather than trusting its name: the mean colour of
 * the logo's opaque pixels (each pixel weighted by its alpha, transparent ones left out)
 * against the placement's background. A logo is graphics, so WCAG's 3:1 for non-text applies.
 */
export const LOGO_MIN_CONTRAST = WCAG_AA_NON_TEXT;

/** Width the logo is rendered at to be measured: enough for thin strokes, cheap to scan. */
const MEASURE_WIDTH = 240;

export type LogoVariant = 'logo' | 'logoLight';

/** The alpha-weighted mean colour of an image's opaque pixels, as #rrggbb. */
export async function opaqueMeanColor(file: string): Promise<string> {
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(file, { density: 144 })
    .resize({ width: MEASURE_WIDTH, withoutEnlargement: false })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let r = 0;
  let g = 0;
  let b = 0;
  let weight = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const a = (data[i + 3] ?? 0) / 255;
    if (a < 0.05) continue; // anti-aliasing dust at the edges says nothing about the logo
    r += (data[i] ?? 0) * a;
    g += (data[i + 1] ?? 0) * a;
    b += (data[i + 2] ?? 0) * a;
    weight += a;
  }
  if (weight === 0) throw new Error(`${path.basename(file)} has no opaque pixel`);
  return toHex({ r: r / weight, g: g / weight, b: b / weight });
}

export interface PlacementMeasure {
  placement: LogoPlacement;
  background: string;
  ratios: Record<LogoVariant, number>;
  choice: LogoVariant;
  pass: boolean;
}

export interface LogoContrastReport {
  colors: Record<LogoVariant, string>;
  placements: PlacementMeasure[];
  choice: LogoChoice;
}

/** Measures both logos of a brand and picks, per placement, the one that reads better. */
export async function measureLogoPlacements(
  brandDir: string,
  manifest: Pick<BrandManifest, 'images'>,
  theme: Pick<ThemeTokens, 'colors'>,
): Promise<LogoContrastReport> {
  const colors = {
    logo: await opaqueMeanColor(path.join(brandDir, manifest.images.logo)),
    logoLight: await opaqueMeanColor(path.join(brandDir, manifest.images.logoLight)),
  };
  const backgrounds = placementBackgrounds(theme.colors);
  const placements = LOGO_PLACEMENTS.map((placement): PlacementMeasure => {
    const background = backgrounds[placement];
    const ratios = {
      logo: contrastRatio(colors.logo, background),
      logoLight: contrastRatio(colors.logoLight, background),
    };
    const choice: LogoVariant = ratios.logo >= ratios.logoLight ? 'logo' : 'logoLight';
    return { placement, background, ratios, choice, pass: ratios[choice] >= LOGO_MIN_CONTRAST };
  });
  const choice = Object.fromEntries(placements.map((p) => [p.placement, p.choice])) as LogoChoice;
  return { colors, placements, choice };
}

/** `{ placement: 'logo' | 'logoLight' }` for the brand build (theme.json's logo.placements). */
export async function chooseLogos(
  brandDir: string,
  manifest: Pick<BrandManifest, 'images'>,
  theme: Pick<ThemeTokens, 'colors'>,
): Promise<LogoChoice> {
  return (await measureLogoPlacements(brandDir, manifest, theme)).choice;
}
