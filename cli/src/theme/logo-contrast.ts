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
 * header), chosen by measuring the artwork as the browser paints it rather than trusting its
 * name: the logo rendered at the placement's width over the placement's background, then the
 * mean colour of the pixels it paints (semi-transparent edges blended into the background, as
 * on screen) against that background. A logo is graphics, so WCAG's 3:1 for non-text applies.
 */
export const LOGO_MIN_CONTRAST = WCAG_AA_NON_TEXT;

/** Width the logo is rendered at to be measured when no placement width is given. */
const MEASURE_WIDTH = 240;

/** The width each placement draws the logo at (the guest card and mail use the public one). */
function placementWidth(placement: LogoPlacement, maxWidth: ThemeTokens['logo']['maxWidth']) {
  if (placement === 'employerHeader') return maxWidth.employerHeader;
  if (placement === 'footer') return maxWidth.footer;
  return maxWidth.publicHeader;
}

/** Pixels under this alpha are anti-aliasing dust at the edges: they say nothing of the logo. */
const DUST = 0.05;

async function rasterize(file: string, width: number) {
  const { default: sharp } = await import('sharp');
  return sharp(file, { density: 144 })
    .resize({ width: Math.round(width), withoutEnlargement: false })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/**
 * The mean colour of an image's pixels, each counted as much as the image covers it: as painted
 * over `background` at `width` (edges blended by their alpha), or, without a background, the
 * image's own opaque colour.
 */
async function meanColor(file: string, width: number, background: string | null): Promise<string> {
  const { data, info } = await rasterize(file, width);
  const bg = background ? parseHex(background) : null;
  let r = 0;
  let g = 0;
  let b = 0;
  let weight = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const a = (data[i + 3] ?? 0) / 255;
    if (a < DUST) continue;
    const paint = (channel: number, under: number) =>
      bg ? channel * a + under * (1 - a) : channel;
    r += paint(data[i] ?? 0, bg?.r ?? 0) * a;
    g += paint(data[i + 1] ?? 0, bg?.g ?? 0) * a;
    b += paint(data[i + 2] ?? 0, bg?.b ?? 0) * a;
    weight += a;
  }
  if (weight === 0) throw new Error(`${path.basename(file)} has no opaque pixel`);
  return toHex({ r: r / weight, g: g / weight, b: b / weight });
}

/** What a logo paints over `background` at `width`, as #rrggbb. */
export function paintedMeanColor(
  file: string,
  background: string,
  width = MEASURE_WIDTH,
): Promise<string> {
  return meanColor(file, width, background);
}

function parseHex(hex: string) {
  const n = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export type LogoVariant = 'logo' | 'logoLight';

/** The alpha-weighted mean colour of an image's opaque pixels, as #rrggbb (no background). */
export function opaqueMeanColor(file: string): Promise<string> {
  return meanColor(file, MEASURE_WIDTH, null);
}

export interface PlacementMeasure {
  placement: LogoPlacement;
  background: string;
  /** What each logo paints there (its mean colour over the background, at the placement's width). */
  painted: Record<LogoVariant, string>;
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
  theme: Pick<ThemeTokens, 'colors'> & { logo?: Pick<ThemeTokens['logo'], 'maxWidth'> },
): Promise<LogoContrastReport> {
  const files = {
    logo: path.join(brandDir, manifest.images.logo),
    logoLight: path.join(brandDir, manifest.images.logoLight),
  };
  const colors = {
    logo: await opaqueMeanColor(files.logo),
    logoLight: await opaqueMeanColor(files.logoLight),
  };
  const backgrounds = placementBackgrounds(theme.colors);
  const placements: PlacementMeasure[] = [];
  for (const placement of LOGO_PLACEMENTS) {
    const background = backgrounds[placement];
    const width = theme.logo ? placementWidth(placement, theme.logo.maxWidth) : MEASURE_WIDTH;
    const painted = {
      logo: await paintedMeanColor(files.logo, background, width),
      logoLight: await paintedMeanColor(files.logoLight, background, width),
    };
    const ratios = {
      logo: contrastRatio(painted.logo, background),
      logoLight: contrastRatio(painted.logoLight, background),
    };
    const choice: LogoVariant = ratios.logo >= ratios.logoLight ? 'logo' : 'logoLight';
    placements.push({
      placement,
      background,
      painted,
      ratios,
      choice,
      pass: ratios[choice] >= LOGO_MIN_CONTRAST,
    });
  }
  const choice = Object.fromEntries(placements.map((p) => [p.placement, p.choice])) as LogoChoice;
  return { colors, placements, choice };
}

/** `{ placement: 'logo' | 'logoLight' }` for the brand build (theme.json's logo.placements). */
export async function chooseLogos(
  brandDir: string,
  manifest: Pick<BrandManifest, 'images'>,
  theme: Pick<ThemeTokens, 'colors'> & { logo?: Pick<ThemeTokens['logo'], 'maxWidth'> },
): Promise<LogoChoice> {
  return (await measureLogoPlacements(brandDir, manifest, theme)).choice;
}
