import { existsSync } from 'node:fs';
import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { BrandImagesBundle, BrandManifest, ImageName } from '@jobboard/manifest';
import type SharpConstructor from 'sharp';
import type { Sharp } from 'sharp';
import { toJson, writeFileAtomic } from '../utils/fs.js';
import { mapLimit } from '../utils/map-limit.js';
import { packIco } from './ico.js';
import { planBrandImages, toImagesBundle, type PlannedImage } from './plan-brand-images.js';
import {
  ENCODER_SETTINGS,
  imageBackground,
  upscaleFactor,
  type PlannedVariant,
} from './plan-variants.js';

export const CACHE_FILE = '.cache.json';
const CACHE_VERSION = 1;

interface CacheFile {
  version: number;
  images: Partial<Record<ImageName, { key: string; files: string[] }>>;
}

export interface ImageProgress {
  brand: string;
  image: ImageName;
  status: 'done' | 'skipped';
  files: number;
  ms: number;
}

export interface RenderImagesOptions {
  key: string;
  brandDir: string;
  manifest: BrandManifest;
  /** <GENERATED_DIR>/brands/<key>; variants go to its images/ folder. */
  outDir: string;
  /**
   * Variants encoded at once. Many are tiny (16 px PNG), so 4 in flight keeps both cores busy
   * (measured: 19 s at 1, 15 s at 2, 12 s at 4 for 13 brands); libuv's 4 threads cap it anyway.
   */
  concurrency?: number;
  onProgress?: (event: ImageProgress) => void;
}

export interface RenderImagesResult {
  bundle: BrandImagesBundle;
  /** Variant files written. */
  written: number;
  /** Source images skipped because nothing changed. */
  skipped: number;
}

async function readCache(file: string): Promise<CacheFile> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as CacheFile;
    if (parsed.version === CACHE_VERSION && typeof parsed.images === 'object') return parsed;
  } catch {
    // Missing or corrupt: start over; the worst case is one full re-render.
  }
  return { version: CACHE_VERSION, images: {} };
}

type SharpModule = typeof SharpConstructor;

/**
 * A factory of pipelines over the decoded source. An SVG is rasterised once, at the density
 * its largest variant needs (vectors stay sharp at any size), then every variant is a
 * downscale of those pixels.
 */
async function sourcePipeline(sharp: SharpModule, planned: PlannedImage): Promise<() => Sharp> {
  const { source, plan } = planned;
  if (source.kind === 'raster') return () => sharp(source.bytes).rotate();
  const meta = await sharp(source.bytes).metadata();
  const intrinsic = {
    width: meta.width ?? source.size.width,
    height: meta.height ?? source.size.height,
  };
  const factor = Math.max(1, ...plan.variants.map((v) => upscaleFactor(v, intrinsic)));
  const { data, info } = await sharp(source.bytes, { density: Math.ceil(72 * factor * 100) / 100 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

function resized(
  pipeline: () => Sharp,
  variant: Pick<PlannedVariant, 'width' | 'height' | 'fit'>,
): Sharp {
  return pipeline().resize({
    width: variant.width,
    height: variant.height,
    fit: variant.fit,
    position: 'centre',
    background: { r: 0, g: 0, b: 0, alpha: 0 },
  });
}

async function encode(
  pipeline: () => Sharp,
  variant: PlannedVariant,
  background: string,
): Promise<Buffer> {
  if (variant.format === 'ico') {
    const sizes = variant.icoSizes ?? [variant.width];
    const pngs = await Promise.all(
      sizes.map(async (size) => ({
        size,
        png: await resized(pipeline, { width: size, height: size, fit: variant.fit })
          .png(ENCODER_SETTINGS.ico)
          .toBuffer(),
      })),
    );
    return packIco(pngs);
  }
  let image = resized(pipeline, variant);
  if (variant.background) image = image.flatten({ background: variant.background });
  switch (variant.format) {
    case 'avif':
      return image.avif(ENCODER_SETTINGS.avif).toBuffer();
    case 'webp':
      return image.webp(ENCODER_SETTINGS.webp).toBuffer();
    case 'png':
      return image.png(ENCODER_SETTINGS.png).toBuffer();
    case 'jpeg':
      // JPEG has no alpha: transparent parts take the page background, not black.
      return image.flatten({ background }).jpeg(ENCODER_SETTINGS.jpeg).toBuffer();
  }
}

/**
 * Writes the variants of one brand's images into <outDir>/images/, skipping every image whose
 * source bytes, settings and sharp version are those of the last run (images/.cache.json),
 * then removes files no image refers to any more. Returns the images.json bundle.
 */
export async function renderBrandImages(options: RenderImagesOptions): Promise<RenderImagesResult> {
  const { key, brandDir, manifest, outDir } = options;
  const imagesDir = path.join(outDir, 'images');
  const cacheFile = path.join(imagesDir, CACHE_FILE);
  const cache = await readCache(cacheFile);
  const planned = await planBrandImages(brandDir, manifest);
  let sharp: SharpModule | undefined;
  let sharpVersion = '';
  let written = 0;
  let skipped = 0;

  for (const item of planned) {
    const started = performance.now();
    const files = item.plan.variants.map((v) => v.file);
    const previous = cache.images[item.image];
    // The sharp version is part of the cache key, not of file names: a new encoder re-renders,
    // but its output is the same picture, so URLs need not change.
    const encoder = (sharp ??= (await import('sharp')).default);
    sharpVersion ||= encoder.versions.sharp ?? 'unknown';
    const cacheKey = createHash('sha256').update(`${item.plan.hash}:${sharpVersion}`).digest('hex');
    if (previous?.key === cacheKey && files.every((f) => existsSync(path.join(imagesDir, f)))) {
      skipped += 1;
      options.onProgress?.({
        brand: key,
        image: item.image,
        status: 'skipped',
        files: files.length,
        ms: performance.now() - started,
      });
      continue;
    }
    const pipeline = await sourcePipeline(encoder, item);
    await mapLimit(item.plan.variants, options.concurrency ?? 4, async (variant) => {
      await writeFileAtomic(
        path.join(imagesDir, variant.file),
        await encode(pipeline, variant, imageBackground(manifest)),
      );
    });
    written += files.length;
    cache.images[item.image] = { key: cacheKey, files };
    // Saved after each image, so an interrupted run keeps what it finished.
    await writeFileAtomic(cacheFile, toJson(cache));
    options.onProgress?.({
      brand: key,
      image: item.image,
      status: 'done',
      files: files.length,
      ms: performance.now() - started,
    });
  }

  const keep = new Set([CACHE_FILE, ...planned.flatMap((p) => p.plan.variants.map((v) => v.file))]);
  for (const file of existsSync(imagesDir) ? await readdir(imagesDir) : []) {
    if (!keep.has(file)) await rm(path.join(imagesDir, file), { force: true });
  }
  return { bundle: toImagesBundle(key, planned), written, skipped };
}
