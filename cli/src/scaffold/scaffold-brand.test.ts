import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BrandManifestSchema } from '@jobboard/manifest';
import { contrastRatio } from '@jobboard/themes';
import { afterAll, describe, expect, it } from 'vitest';
import { createTempBrands } from '../testing/temp-brands.js';
import { CliError } from '../utils/handle-error.js';
import { JSON_SCHEMA_FILE } from '../utils/paths.js';
import { validateBrands } from '../validate/validate-brands.js';
import { scaffoldBrand, scaffoldData, type ScaffoldOptions } from './scaffold-brand.js';

const temp = createTempBrands([]);
afterAll(() => temp.remove());

const options: ScaffoldOptions = {
  key: 'emplois_peinture',
  brandsDir: temp.brandsDir,
  labelFr: 'Emplois Peinture « Pro »',
  labelEn: 'Painting Jobs "Pro"',
  host: 'Emplois-Peinture.ca',
  categoryFr: 'Peinture et finition',
  categoryEn: 'Painting and finishing',
  primary: '#FFD000',
  secondary: '#123',
  privacyAddress: '12, rue « Principale », Québec (Québec) G1R 1A1',
  privacyName: 'Marie "Mimi" Roy',
};

describe('scaffoldData', () => {
  it('derives readable text colours, initials, slugs and the $schema path', () => {
    const data = scaffoldData(options);
    expect(data.hostKey).toBe('emplois-peinture.ca');
    expect(data.colors.primary).toBe('#ffd000');
    expect(data.colors.secondary).toBe('#112233');
    expect(contrastRatio(data.colors.onPrimary, data.colors.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(data.colors.onSecondary, data.colors.secondary)).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(data.initials).toBe('EP');
    expect(data.jobPageSlugs).toEqual({
      fr: 'emplois-emplois-peinture',
      en: 'jobs-emplois-peinture',
    });
    expect(path.resolve(temp.brandsDir, 'emplois_peinture', data.schemaPath)).toBe(
      JSON_SCHEMA_FILE,
    );
  });

  it('refuses a bad key, host or colour with a suggestion', () => {
    expect(() => scaffoldData({ ...options, key: 'Emplois-Peinture' })).toThrow(CliError);
    expect(() => scaffoldData({ ...options, host: 'not a host' })).toThrow(/is not a domain name/);
    expect(() => scaffoldData({ ...options, primary: 'yellow' })).toThrow(
      /--primary "yellow" is not a colour/,
    );
  });
});

describe('scaffoldBrand', () => {
  it('writes a brand that validates, with texts escaped', async () => {
    const { dir, files } = await scaffoldBrand(options);
    expect(files).toEqual([
      'assets/favicon.svg',
      'assets/home-hero.svg',
      'assets/logo-light.svg',
      'assets/logo.svg',
      'assets/og-image.svg',
      'brand.json',
    ]);
    const manifest = BrandManifestSchema.parse(
      JSON.parse(readFileSync(path.join(dir, 'brand.json'), 'utf8')),
    );
    expect(manifest.label.en).toBe('Painting Jobs "Pro"');
    expect(readFileSync(path.join(dir, 'assets', 'logo.svg'), 'utf8')).toContain(
      'Emplois Peinture « Pro »',
    );
    const report = await validateBrands({ brandsDir: temp.brandsDir, keys: ['emplois_peinture'] });
    expect(report.diagnostics).toEqual([]);
  });

  it('refuses an existing key', async () => {
    await expect(scaffoldBrand(options)).rejects.toThrow(/already exists/);
  });
});
