import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  COMPANY_IMAGE_SIZES,
  COMPANY_LOGO_FORMATS,
  COMPANY_LOGO_SIZES,
  companyLogoVariantUrl,
  type CompanyImageKind,
  type CompanyLogoFormat,
  type CompanyLogoSize,
} from '@jobboard/contracts';
import type { Sharp, SharpOptions } from 'sharp';
import { logoVariantStem } from '../lib/logo-files.js';
import { sniffImage } from '../lib/file-types.js';
import type { Storage } from './storage.js';

/**
 * Company logos and banners: recognised by their bytes (PNG, JPEG, WebP, AVIF), decoded and
 * resized with sharp, re-encoded as WebP. Re-encoding drops metadata (EXIF, GPS) and anything
 * hidden in the file; only the pixels are kept.
 */

/**
 * Larger inputs are refused before decoding (a small file can claim a huge canvas, and decoding
 * costs time and memory by the pixel). A logo is shown at 160 px and kept at 400: 12 megapixels
 * (a 4000×3000 photo) is plenty. A banner is kept at 1600×500: a large photo still fits.
 */
export const MAX_LOGO_PIXELS = 12_000_000;
export const MAX_BANNER_PIXELS = 40_000_000;
export const MAX_INPUT_PIXELS = Math.max(MAX_LOGO_PIXELS, MAX_BANNER_PIXELS);
const MAX_PIXELS: Record<CompanyImageKind, number> = {
  logo: MAX_LOGO_PIXELS,
  banner: MAX_BANNER_PIXELS,
};
/** WebP at effort 4: ~0.1 s for a banner on this machine; AVIF would cost seconds (docs/toolchain.md). */
const WEBP_OPTIONS = { quality: 82, effort: 4 } as const;

export type CompanyImageFormat = 'png' | 'jpeg' | 'webp' | 'avif';

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

/** The accepted format of the bytes, or null (SVG, GIF, HEIC, anything else). */
export function sniffCompanyImage(bytes: Buffer): CompanyImageFormat | null {
  const basic = sniffImage(bytes);
  if (basic)
    return basic.mimeType === 'image/png'
      ? 'png'
      : basic.mimeType === 'image/jpeg'
        ? 'jpeg'
        : 'webp';
  // ISO BMFF: size, "ftyp", major brand, minor version, compatible brands.
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    const brands = [ascii(bytes, 8, 12)];
    for (let offset = 16; offset + 4 <= boxSize; offset += 4)
      brands.push(ascii(bytes, offset, offset + 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  }
  return null;
}

export interface ProcessedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes an uploaded image and resizes it for its use: the logo fits inside 400×400, the banner
 * covers 1600×500 (centred crop); neither is enlarged. Null when the bytes are not an accepted
 * image or do not decode.
 */
export async function processCompanyImage(
  bytes: Buffer,
  kind: CompanyImageKind,
): Promise<ProcessedImage | null> {
  const format = sniffCompanyImage(bytes);
  if (!format) return null;
  const { default: sharp } = await import('sharp');
  const input = () => sharp(bytes, { limitInputPixels: MAX_PIXELS[kind], failOn: 'error' });
  try {
    const meta = await input().metadata();
    const decoded =
      meta.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : null) : meta.format;
    if (decoded !== format) return null;
    const size = COMPANY_IMAGE_SIZES[kind];
    // The EXIF orientation applied before it is dropped.
    const oriented =
      kind === 'logo' ? await trimmedLogo(sharp, input().rotate()) : input().rotate();
    const { data, info } = await oriented
      .resize(size.width, size.height, {
        fit: kind === 'logo' ? 'inside' : 'cover',
        withoutEnlargement: true,
      })
      .webp(WEBP_OPTIONS)
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    // Truncated or corrupt data, or over the kind's pixel limit.
    return null;
  }
}

/** The margin a trimmed logo keeps on each side, as a share of its longer side. */
const LOGO_MARGIN = 0.06;

/**
 * A logo without the margins of its file: a wordmark uploaded on a wide white or transparent
 * canvas would otherwise show as a thin band in its square (and in a wide box). The border of
 * the colour of its top-left pixel is cut (sharp's trim), then a small even margin of that colour
 * is put back so the mark does not touch its box's edge. `oriented` has its EXIF orientation
 * applied; an image with nothing to trim comes back as it was.
 */
async function trimmedLogo(
  sharp: (input: Buffer, options: SharpOptions) => Sharp,
  oriented: Sharp,
): Promise<Sharp> {
  // Trimmed at up to three times the stored size: a 12-megapixel upload would be 48 MB of pixels.
  const { width, height } = COMPANY_IMAGE_SIZES.logo;
  const { data, info } = await oriented
    .resize(width * 3, height * 3, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: 4 as const } };
  const background = { r: data[0]!, g: data[1]!, b: data[2]!, alpha: data[3]! / 255 };
  try {
    const trimmed = await sharp(data, raw)
      .trim({ threshold: 12 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Nothing cut (a photo, a mark that fills its file): the image as it was, no margin added.
    if (trimmed.info.width === info.width && trimmed.info.height === info.height)
      return sharp(data, raw);
    const margin = Math.round(Math.max(trimmed.info.width, trimmed.info.height) * LOGO_MARGIN);
    // Written out before it goes on: sharp resizes before it extends within one pipeline.
    const framed = await sharp(trimmed.data, {
      raw: { width: trimmed.info.width, height: trimmed.info.height, channels: 4 },
    })
      .extend({ top: margin, bottom: margin, left: margin, right: margin, background })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return sharp(framed.data, {
      raw: { width: framed.info.width, height: framed.info.height, channels: 4 },
    });
  } catch {
    // One colour throughout: nothing to trim.
    return sharp(data, raw);
  }
}

/* ---------------------------------------------------------------- logo variants */

/**
 * AVIF at effort 2 and PNG as a palette: a 160 px square costs a few tens of ms each; the PNG is
 * the fallback for browsers without AVIF or WebP (and for mail clients).
 */
const VARIANT_ENCODERS: Record<CompanyLogoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 60, effort: 2 }),
  webp: (image) => image.webp({ quality: 85, effort: 4 }),
  png: (image) => image.png({ palette: true, compressionLevel: 9, effort: 4 }),
};

export interface LogoVariant {
  size: CompanyLogoSize;
  format: CompanyLogoFormat;
  bytes: Buffer;
}

/**
 * The square variants of a logo (COMPANY_LOGO_SIZES × COMPANY_LOGO_FORMATS): the logo centred on
 * a transparent square (never cropped, never enlarged past its pixels' worth), rasterised once
 * at the largest size and scaled down from there. `bytes` is an image sharp decodes: the stored
 * logo after processCompanyImage, or a trusted SVG of the demo seed.
 */
export async function logoVariants(bytes: Buffer): Promise<LogoVariant[]> {
  const { default: sharp } = await import('sharp');
  const largest = Math.max(...COMPANY_LOGO_SIZES);
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, density: 288 })
    .resize(largest, largest, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: 4 as const } };
  return Promise.all(
    COMPANY_LOGO_SIZES.flatMap((size) =>
      COMPANY_LOGO_FORMATS.map(async (format) => ({
        size,
        format,
        bytes: await VARIANT_ENCODERS[format](
          sharp(data, raw).resize(size, size, { kernel: 'lanczos3' }),
        ).toBuffer(),
      })),
    ),
  );
}

/**
 * Stores a processed logo and its variants under images/<yyyy-mm>/<name>.webp and
 * <name>-<size>.<format>. The name is random for uploads; the demo seed passes a content hash
 * so that its files are the same on every run. Returns the stored logo.
 */
export async function storeCompanyLogo(
  storage: Storage,
  logo: ProcessedImage,
  variants: readonly LogoVariant[],
  name: string = randomBytes(16).toString('hex'),
): Promise<{ storagePath: string; width: number; height: number; variants: boolean }> {
  const month = new Date().toISOString().slice(0, 7);
  const storagePath = path.posix.join('images', month, `${name}.webp`);
  const stem = logoVariantStem(storagePath);
  await storage.saveAt(storagePath, logo.bytes);
  await Promise.all(
    variants.map((v) => storage.saveAt(companyLogoVariantUrl(stem, v.size, v.format), v.bytes)),
  );
  return { storagePath, width: logo.width, height: logo.height, variants: variants.length > 0 };
}

/** A 32-hex-digit name derived from content (the demo seed's logos). */
export const contentName = (bytes: Buffer | string): string =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 32);
