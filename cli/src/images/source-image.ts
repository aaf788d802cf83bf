import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Size } from './plan-variants.js';

/**
 * A source image as the plan needs it: bytes, content hash and intrinsic size. SVG sizes
 * are read from the markup, so validating and planning an all-SVG brand never loads sharp;
 * raster sizes come from sharp's metadata (header only, no decode).
 */
export interface SourceImage {
  file: string;
  kind: 'svg' | 'raster';
  bytes: Buffer;
  hash: string;
  size: Size;
}

export class UnreadableImageError extends Error {}

const LENGTH = /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/;

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return match ? (match[1] ?? match[2]) : undefined;
}

function length(value: string | undefined): number | undefined {
  const match = value === undefined ? null : LENGTH.exec(value);
  return match?.[1] ? Number(match[1]) : undefined;
}

/**
 * Intrinsic size of an SVG the way librsvg (sharp) sees it at 72 dpi: the width and height
 * attributes in px (or unitless), else the viewBox; one of them derived from the other
 * through the viewBox when only one is given. Relative units (%, em) fall back to the viewBox.
 */
export function readSvgSize(svg: string): Size | undefined {
  const tag = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!tag) return undefined;
  const viewBox = attribute(tag, 'viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const box =
    viewBox &&
    viewBox.length === 4 &&
    viewBox.every(Number.isFinite) &&
    (viewBox[2] ?? 0) > 0 &&
    (viewBox[3] ?? 0) > 0
      ? { width: viewBox[2] as number, height: viewBox[3] as number }
      : undefined;
  const width = length(attribute(tag, 'width'));
  const height = length(attribute(tag, 'height'));
  if (width && height) return { width, height };
  if (width && box) return { width, height: (width * box.height) / box.width };
  if (height && box) return { width: (height * box.width) / box.height, height };
  return box;
}

export function hashBytes(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function isSvg(file: string): boolean {
  return file.toLowerCase().endsWith('.svg');
}

export async function readSourceImage(file: string): Promise<SourceImage> {
  const bytes = await readFile(file);
  const hash = hashBytes(bytes);
  if (isSvg(file)) {
    const size = readSvgSize(bytes.toString('utf8'));
    if (!size)
      throw new UnreadableImageError('the SVG has no width/height attributes and no viewBox');
    return { file, kind: 'svg', bytes, hash, size };
  }
  const { default: sharp } = await import('sharp');
  try {
    const meta = await sharp(bytes).metadata();
    // EXIF orientation 5–8 means the stored image is rotated a quarter turn.
    const rotated = (meta.orientation ?? 1) >= 5;
    const width = rotated ? meta.height : meta.width;
    const height = rotated ? meta.width : meta.height;
    if (!width || !height) throw new UnreadableImageError('its size cannot be read');
    return { file, kind: 'raster', bytes, hash, size: { width, height } };
  } catch (error) {
    if (error instanceof UnreadableImageError) throw error;
    throw new UnreadableImageError(`it is not a readable image (${(error as Error).message})`);
  }
}
