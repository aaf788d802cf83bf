import { createHash } from 'node:crypto';
import type { BrandManifest, ImageName, ImageVariant } from '@jobboard/manifest';
import { deriveColors } from '@jobboard/themes';

/**
 * What `brand images` makes from each source image, as pure data: file names, sizes,
 * formats and encoder settings. The build, `validate` (is the source large enough?) and the
 * SEO snapshot tests all read this plan; only render-images.ts runs sharp on it.
 */

export type VariantFormat = ImageVariant['format'];

/** How the source is fitted into width×height. */
export type VariantFit =
  /** Proportional resize (the plan already keeps the source's aspect ratio): logos. */
  | 'fill'
  /** Crop to the target aspect ratio, keep the centre: hero and Open Graph images. */
  | 'cover'
  /** Letterbox on a transparent (or `background`) square: favicons. */
  | 'contain';

export interface PlannedVariant {
  file: string;
  width: number;
  height: number;
  format: VariantFormat;
  fit: VariantFit;
  /** Opaque background (#rrggbb) for the apple-touch icon; iOS paints transparency black. */
  background?: string;
  /** For .ico: the PNG sizes it embeds; width/height give the largest. */
  icoSizes?: number[];
}

export interface ImagePlan {
  image: ImageName;
  /** Short hash of source bytes + settings: in every file name, so URLs can be cached forever. */
  hash: string;
  variants: PlannedVariant[];
}

export interface Size {
  width: number;
  height: number;
}

/**
 * Encoder settings. AVIF effort 2 instead of the default 4: on 2 cores it is ~9× faster for a
 * few percent more bytes (docs/toolchain.md). PNG palettes suit flat logo artwork.
 * Changing anything here changes every hash, hence every file name: that is intended.
 */
export const ENCODER_SETTINGS = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 80, effort: 4 },
  jpeg: { quality: 82, mozjpeg: true },
  png: { compressionLevel: 9, palette: true, quality: 90 },
  /** Full-colour PNGs inside the .ico: some Windows shells mishandle palette PNG entries. */
  ico: { compressionLevel: 9 },
} as const;

/** Bump when the meaning of a plan changes without its settings changing. */
const PLAN_VERSION = 1;

export const HERO_SIZE: Size = { width: 960, height: 300 };
export const HERO_WIDTHS = [480, 960, 1920] as const;
export const OG_SIZE: Size = { width: 1200, height: 630 };
export const FAVICON_PNG_SIZES = [16, 32, 180, 192, 512] as const;
export const APPLE_TOUCH_SIZE = 180;
export const FAVICON_ICO_SIZES = [16, 32, 48] as const;

export interface PlanInput {
  image: ImageName;
  /** sha256 (hex) of the source file's bytes. */
  sourceHash: string;
  /** Intrinsic size of the source (SVG: width/height or viewBox). */
  sourceSize: Size;
  /** Logo widths come from behaviour, the apple-touch background from colors. */
  manifest: Pick<BrandManifest, 'behaviour' | 'colors' | 'layout'>;
}

interface Rule {
  sizes: Size[];
  formats: VariantFormat[];
  fit: VariantFit;
}

function uniqueSorted(values: number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

/** Logo widths: every max width the layouts use, at 1x and 2x (retina). */
export function logoWidths(manifest: Pick<BrandManifest, 'behaviour'>): number[] {
  const base = Object.values(manifest.behaviour.logoMaxWidth);
  return uniqueSorted([...base, ...base.map((w) => w * 2)]);
}

function rulesFor(input: PlanInput): Rule[] {
  const { image, sourceSize, manifest } = input;
  switch (image) {
    case 'logo':
    case 'logoLight':
      return [
        {
          sizes: logoWidths(manifest).map((width) => ({
            width,
            height: Math.max(1, Math.round((width * sourceSize.height) / sourceSize.width)),
          })),
          formats: ['avif', 'webp', 'png'],
          fit: 'fill',
        },
      ];
    case 'homeHero':
      return [
        {
          sizes: HERO_WIDTHS.map((width) => ({
            width,
            height: Math.round((width * HERO_SIZE.height) / HERO_SIZE.width),
          })),
          formats: ['avif', 'webp', 'jpeg'],
          fit: 'cover',
        },
      ];
    case 'ogImage':
      // Social crawlers read JPEG or PNG only; WebP for our own previews. No AVIF: no reader.
      return [{ sizes: [OG_SIZE], formats: ['jpeg', 'webp'], fit: 'cover' }];
    case 'favicon':
      return [
        {
          sizes: FAVICON_PNG_SIZES.map((s) => ({ width: s, height: s })),
          formats: ['png'],
          fit: 'contain',
        },
      ];
  }
}

const EXTENSIONS: Record<VariantFormat, string> = {
  avif: 'avif',
  webp: 'webp',
  png: 'png',
  jpeg: 'jpg',
  ico: 'ico',
};

/** The page colour: laid under transparent pixels of JPEG variants and of the apple-touch icon. */
export function imageBackground(manifest: Pick<BrandManifest, 'colors' | 'layout'>): string {
  return deriveColors(manifest).colors.page;
}

export function planVariants(input: PlanInput): ImagePlan {
  const rules = rulesFor(input);
  // Under transparent pixels of JPEG variants and of the apple-touch icon.
  const background = imageBackground(input.manifest);
  const settings = { PLAN_VERSION, rules, encoders: ENCODER_SETTINGS, background };
  const hash = createHash('sha256')
    .update(input.sourceHash)
    .update(JSON.stringify(settings))
    .digest('hex')
    .slice(0, 8);

  const variants: PlannedVariant[] = [];
  for (const rule of rules) {
    for (const size of rule.sizes) {
      for (const format of rule.formats) {
        const variant: PlannedVariant = {
          file: `${input.image}.${size.width}x${size.height}.${hash}.${EXTENSIONS[format]}`,
          ...size,
          format,
          fit: rule.fit,
        };
        if (input.image === 'favicon' && size.width === APPLE_TOUCH_SIZE)
          variant.background = background;
        variants.push(variant);
      }
    }
  }
  if (input.image === 'favicon') {
    const largest = Math.max(...FAVICON_ICO_SIZES);
    variants.push({
      file: `favicon.${hash}.ico`,
      width: largest,
      height: largest,
      format: 'ico',
      fit: 'contain',
      icoSizes: [...FAVICON_ICO_SIZES],
    });
  }
  return { image: input.image, hash, variants };
}

/**
 * How much the source must be enlarged to make `variant` (≤ 1: no enlargement). Depends on
 * the fit: a cover crop needs both sides, a proportional resize only the width.
 */
export function upscaleFactor(
  variant: Pick<PlannedVariant, 'width' | 'height' | 'fit'>,
  source: Size,
): number {
  const wx = variant.width / source.width;
  const hx = variant.height / source.height;
  if (variant.fit === 'cover') return Math.max(wx, hx);
  if (variant.fit === 'contain') return Math.min(wx, hx);
  return wx;
}

/** The variant that needs the most enlargement, and the source size that would avoid it. */
export function largestRequirement(
  plan: ImagePlan,
  source: Size,
): { variant: PlannedVariant; needed: Size } | undefined {
  let worst: PlannedVariant | undefined;
  let worstFactor = 0;
  for (const variant of plan.variants) {
    const factor = upscaleFactor(variant, source);
    if (factor > worstFactor) {
      worst = variant;
      worstFactor = factor;
    }
  }
  if (!worst) return undefined;
  return {
    variant: worst,
    needed: {
      width: Math.ceil(source.width * worstFactor),
      height: Math.ceil(source.height * worstFactor),
    },
  };
}

/** The target aspect ratio of an image that is cropped or letterboxed, if any. */
export function targetAspect(image: ImageName): number | undefined {
  if (image === 'homeHero') return HERO_SIZE.width / HERO_SIZE.height;
  if (image === 'ogImage') return OG_SIZE.width / OG_SIZE.height;
  if (image === 'favicon') return 1;
  return undefined;
}

/** The images.json entry of a plan: URL paths the server answers under /brand/<key>/images/. */
export function toBundleVariants(key: string, plan: ImagePlan): ImageVariant[] {
  return plan.variants.map(({ file, width, height, format }) => ({
    path: `/brand/${key}/images/${file}`,
    width,
    height,
    format,
  }));
}
