import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { listBrandKeys } from '@jobboard/manifest';
import { afterEach, describe, expect, it } from 'vitest';
import { createTempBrands, type TempBrands } from '../testing/temp-brands.js';
import { CliError } from '../utils/handle-error.js';
import { formatReport } from './format-report.js';
import { parentPath, validateBrands } from './validate-brands.js';

let temp: TempBrands | undefined;
afterEach(() => temp?.remove());

/** Copies of two committed brands: cross-brand checks need more than one. */
function twoBrands(): { t: TempBrands; a: string; b: string } {
  const [a, b] = listBrandKeys();
  if (!a || !b) throw new Error('the committed brands are missing');
  temp = createTempBrands([a, b]);
  return { t: temp, a, b };
}

type Json = Record<string, Record<string, unknown>>;

describe('validateBrands', () => {
  it('accepts every committed brand', async () => {
    const report = await validateBrands({
      brandsDir: path.resolve(import.meta.dirname, '../../../brands'),
    });
    expect(report.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(report.valid).toBe(true);
    expect(report.brands.length).toBeGreaterThanOrEqual(13);
  });

  it('names the file, the field and its line when a field is removed', async () => {
    const { t, a: key } = twoBrands();
    const manifest = t.readManifest(key) as Json;
    delete manifest.seo?.title;
    t.writeManifest(key, manifest);
    const report = await validateBrands({ brandsDir: t.brandsDir, keys: [key] });
    expect(report.valid).toBe(false);
    expect(report.diagnostics).toContainEqual(
      expect.objectContaining({
        brand: key,
        file: t.brandFile(key),
        path: 'seo.title',
        message: 'Missing field "title"',
        severity: 'error',
        line: expect.any(Number) as number,
      }),
    );
    expect(formatReport(report)).toContain(`seo.title  Missing field "title"`);
  });

  it('points a missing top-level field at the start of the file', async () => {
    const { t, a } = twoBrands();
    const { hostKey: _removed, ...rest } = t.readManifest(a);
    t.writeManifest(a, rest);
    const report = await validateBrands({ brandsDir: t.brandsDir, keys: [a] });
    expect(report.diagnostics).toContainEqual(
      expect.objectContaining({
        path: 'hostKey',
        line: 1,
        column: 1,
        message: 'Missing field "hostKey"',
      }),
    );
  });

  it('reports broken JSON with its line and column', async () => {
    const { t, a: key } = twoBrands();
    writeFileSync(t.brandFile(key), '{\n  "name": "x"\n  "hostKey": "x.ca"\n}\n');
    const report = await validateBrands({ brandsDir: t.brandsDir, keys: [key] });
    expect(report.diagnostics).toEqual([
      expect.objectContaining({
        path: '',
        line: 3,
        column: 3,
        message: expect.stringMatching(/^Invalid JSON/) as string,
      }),
    ]);
  });

  it('finds hosts, keys and job page slugs used by two brands', async () => {
    const { t, a, b } = twoBrands();
    const first = t.readManifest(a) as Json & {
      hostKey: string;
      jobPageSlugs: Record<string, string>;
    };
    const second = t.readManifest(b) as Json & {
      aliasHosts: string[];
      jobPageSlugs: Record<string, string>;
    };
    second.aliasHosts = ['other.ca', first.hostKey];
    second.jobPageSlugs.en = String(first.jobPageSlugs.en);
    t.writeManifest(b, second);
    const report = await validateBrands({ brandsDir: t.brandsDir });
    const found = report.diagnostics.map((d) => [d.brand, d.path, d.message]);
    expect(found).toContainEqual([
      a,
      'hostKey',
      `Host "${first.hostKey}" is also used by brand "${b}" (aliasHosts[1])`,
    ]);
    expect(found).toContainEqual([
      b,
      'aliasHosts[1]',
      `Host "${first.hostKey}" is also used by brand "${a}" (hostKey)`,
    ]);
    expect(found).toContainEqual([
      b,
      'jobPageSlugs.en',
      expect.stringContaining(`also used by brand "${a}"`),
    ]);
    // Only the brand asked for is reported, but it still sees the others' hosts.
    const one = await validateBrands({ brandsDir: t.brandsDir, keys: [b] });
    expect(new Set(one.diagnostics.map((d) => d.brand))).toEqual(new Set([b]));
    expect(one.valid).toBe(false);
  });

  it('requires the folder name as "name"', async () => {
    const { t, a } = twoBrands();
    t.writeManifest(a, { ...t.readManifest(a), name: 'renamed' });
    const report = await validateBrands({ brandsDir: t.brandsDir, keys: [a] });
    expect(report.diagnostics).toContainEqual(
      expect.objectContaining({
        path: 'name',
        message: `"name" is "renamed" but the folder is "${a}"`,
      }),
    );
  });

  it('checks that images exist and are large enough', async () => {
    const { t, a } = twoBrands();
    const { default: sharp } = await import('sharp');
    await sharp({ create: { width: 64, height: 64, channels: 4, background: '#0d47a1' } })
      .png()
      .toFile(path.join(t.brandsDir, a, 'assets', 'tiny.png'));
    const manifest = t.readManifest(a) as Json;
    manifest.images = {
      ...manifest.images,
      favicon: 'assets/tiny.png',
      ogImage: 'assets/gone.svg',
    };
    t.writeManifest(a, manifest);
    const report = await validateBrands({ brandsDir: t.brandsDir, keys: [a] });
    const byPath = Object.fromEntries(report.diagnostics.map((d) => [d.path, d]));
    expect(byPath['images.ogImage']?.message).toBe('assets/gone.svg does not exist');
    expect(byPath['images.favicon']).toMatchObject({
      message: 'assets/tiny.png is 64×64, too small for its largest variant (512×512)',
      suggestion: 'Provide at least 512×512 px, or an SVG.',
    });
  });

  it('fails a colour pair under WCAG AA and proposes a colour that passes', async () => {
    const { t, a } = twoBrands();
    const manifest = t.readManifest(a) as Json;
    manifest.colors = { ...manifest.colors, primary: '#ffeb3b', roles: { onPrimary: '#ffffff' } };
    t.writeManifest(a, manifest);
    const report = await validateBrands({ brandsDir: t.brandsDir, keys: [a] });
    const contrast = report.diagnostics.find(
      (d) => d.path === 'colors.roles.onPrimary' && d.severity === 'error',
    );
    expect(contrast?.message).toMatch(
      /^onPrimary #ffffff on primary #ffeb3b has a contrast of 1\.\d\d:1, under WCAG AA \(4\.5:1\)$/,
    );
    expect(contrast?.suggestion).toMatch(/^Use "#[0-9a-f]{6}" for onPrimary \((4\.[5-9]|[5-9]\.)/);
  });

  it('refuses an unknown brand key', async () => {
    const { t } = twoBrands();
    await expect(validateBrands({ brandsDir: t.brandsDir, keys: ['nope'] })).rejects.toBeInstanceOf(
      CliError,
    );
  });
});

describe('parentPath', () => {
  it('walks up one level', () => {
    expect(parentPath('seo.title.en')).toBe('seo.title');
    expect(parentPath('aliasHosts[1]')).toBe('aliasHosts');
    expect(parentPath('name')).toBe('');
  });
});
