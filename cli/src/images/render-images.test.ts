import { appendFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { listBrandKeys, readBrandManifest } from '@jobboard/manifest';
import { afterAll, describe, expect, it } from 'vitest';
import { createTempBrands } from '../testing/temp-brands.js';
import { renderBrandImages, type ImageProgress } from './render-images.js';

describe('renderBrandImages', () => {
  const key = listBrandKeys().at(-1) ?? 'jobboard';
  const temp = createTempBrands([key]);
  afterAll(() => temp.remove());
  const outDir = path.join(temp.outDir, 'brands', key);
  const imagesDir = path.join(outDir, 'images');
  const render = async () => {
    const events: ImageProgress[] = [];
    const result = await renderBrandImages({
      key,
      brandDir: path.join(temp.brandsDir, key),
      manifest: readBrandManifest(key, temp.brandsDir),
      outDir,
      onProgress: (e) => events.push(e),
    });
    return { ...result, events };
  };
  const snapshot = () =>
    Object.fromEntries(
      readdirSync(imagesDir).map((f) => [
        f,
        statSync(path.join(imagesDir, f), { bigint: true }).mtimeNs,
      ]),
    );

  it('writes every planned variant with the size the bundle announces', async () => {
    const { bundle, written, events } = await render();
    const variants = Object.values(bundle).flat();
    expect(written).toBe(variants.length);
    expect(events.map((e) => e.status)).toEqual(['done', 'done', 'done', 'done', 'done']);
    const { default: sharp } = await import('sharp');
    for (const variant of variants.filter((v) => v.format !== 'ico')) {
      const meta = await sharp(path.join(imagesDir, path.basename(variant.path))).metadata();
      expect(
        [meta.width, meta.height, meta.format === 'heif' ? 'avif' : meta.format],
        variant.path,
      ).toEqual([variant.width, variant.height, variant.format]);
    }
  });

  it('re-renders only the image whose source changed, and drops its old files', async () => {
    const before = snapshot();
    const manifest = readBrandManifest(key, temp.brandsDir);
    // A comment changes the bytes, hence the hash, without changing the picture.
    appendFileSync(path.join(temp.brandsDir, key, manifest.images.logo), '\n<!-- edited -->\n');
    const { events, skipped } = await render();
    expect(events.map((e) => `${e.image}:${e.status}`)).toEqual([
      'favicon:skipped',
      'logo:done',
      'logoLight:skipped',
      'homeHero:skipped',
      'ogImage:skipped',
    ]);
    expect(skipped).toBe(4);
    const after = snapshot();
    const logoFiles = (files: Record<string, bigint>) =>
      Object.keys(files)
        .filter((f) => f.startsWith('logo.'))
        .sort();
    expect(logoFiles(after)).toHaveLength(logoFiles(before).length);
    expect(logoFiles(after).some((f) => f in before)).toBe(false);
    for (const [file, mtime] of Object.entries(after)) {
      if (!file.startsWith('logo.') && file !== '.cache.json')
        expect(mtime, file).toBe(before[file]);
    }
  });
});
