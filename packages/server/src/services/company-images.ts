import { COMPANY_IMAGE_SIZES, type CompanyImageKind } from '@jobboard/contracts';
import { sniffImage } from './storage.js';

/**
 * Company logos and banners: recognised by their bytes (PNG, JPEG, WebP, AVIF), decoded and
 * resized with sharp, re-encoded as WebP. Re-encoding drops metadata (EXIF, GPS) and anything
 * hidden in the file; only the pixels are kept.
 */

/** Larger inputs are refused before decoding (a small file can claim a huge canvas). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** WebP at effort 4: ~0.1 s for a banner on this machine; AVIF would cost seconds (TOOLCHAIN.md). */
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
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  try {
    const meta = await input().metadata();
    const decoded =
      meta.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : null) : meta.format;
    if (decoded !== format) return null;
    const size = COMPANY_IMAGE_SIZES[kind];
    const { data, info } = await input()
      .rotate() // apply the EXIF orientation before it is dropped
      .resize(size.width, size.height, {
        fit: kind === 'logo' ? 'inside' : 'cover',
        withoutEnlargement: true,
      })
      .webp(WEBP_OPTIONS)
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    // Truncated or corrupt data, or over MAX_INPUT_PIXELS.
    return null;
  }
}
