import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { contrastRatio, worstContrast } from '@jobboard/themes';
import { afterEach, describe, expect, it } from 'vitest';
import { createTempBrands, type TempBrands } from '../testing/temp-brands.js';
import { validateBrands } from './validate-brands.js';

let temp: TempBrands | undefined;
afterEach(() => temp?.remove());

type Json = Record<string, Record<string, unknown>>;
const KEY = 'jobboard';

async function validateWith(edit: (m: Json, t: TempBrands) => void) {
  temp = createTempBrands([KEY]);
  const manifest = temp.readManifest(KEY) as Json;
  edit(manifest, temp);
  temp.writeManifest(KEY, manifest);
  return validateBrands({ brandsDir: temp.brandsDir, keys: [KEY] });
}

describe('the contrast gate in brand validate', () => {
  it('names the file, the override, the pair, its ratio and the nearest passing colour', async () => {
    const report = await validateWith((m) => {
      m.layout = { ...m.layout, header: 'light' };
      m.colors = { ...m.colors, roles: { headerText: '#aaaaaa' } };
    });
    expect(report.valid).toBe(false);
    const d = report.diagnostics.find((x) => x.path === 'colors.roles.headerText');
    expect(d?.file).toMatch(/jobboard\/brand\.json$/);
    expect(d?.line).toBeGreaterThan(1);
    expect(d?.message).toMatch(
      /^headerText #aaaaaa on headerBg #ffffff has a contrast of 2\.\d\d:1, under WCAG AA \(4\.5:1\)$/,
    );
    const fixed = /Use "(#[0-9a-f]{6})" for headerText/.exec(d?.suggestion ?? '')?.[1];
    expect(fixed).toBeDefined();
    expect(contrastRatio(fixed as string, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Nearest: a grey just dark enough, not black.
    expect(contrastRatio(fixed as string, '#ffffff')).toBeLessThan(5);
  });

  it('proposes a stronger overlay when the hero text would not read on a photograph', async () => {
    const report = await validateWith((m) => {
      m.colors = { ...m.colors, roles: { heroOverlay: 'rgba(0, 0, 0, 0.2)' } };
    });
    const d = report.diagnostics.find((x) => x.path === 'colors.roles.heroOverlay');
    expect(d?.message).toMatch(/^heroText #ffffff on heroOverlay rgba\(0, 0, 0, 0\.2\)/);
    const overlay = /Use "(rgba\([^"]+\))"/.exec(d?.suggestion ?? '')?.[1];
    expect(worstContrast('#ffffff', overlay as string)).toBeGreaterThanOrEqual(4.5);
  });

  it('accepts every derived role: a bare primary and secondary always pass', async () => {
    const report = await validateWith((m) => {
      m.colors = { primary: '#ffff00', secondary: '#00ffff' };
      m.layout = { header: 'brand', footer: 'light', hero: 'gradient', jobCard: 'outlined' };
    });
    expect(report.diagnostics.filter((d) => d.path.startsWith('colors.'))).toEqual([]);
  });
});

describe('logos on every background in brand validate', () => {
  it('fails a placement where neither logo reaches 3:1', async () => {
    const report = await validateWith((m, t) => {
      // Both logos mid-grey: unreadable on the dark header and footer alike.
      const grey =
        '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120"><rect x="10" y="10" width="460" height="100" fill="#4a4a4a"/></svg>';
      writeFileSync(path.join(t.brandsDir, KEY, 'assets', 'logo.svg'), grey);
      writeFileSync(path.join(t.brandsDir, KEY, 'assets', 'logo-light.svg'), grey);
      m.layout = { ...m.layout, header: 'dark' };
    });
    const logos = report.diagnostics.filter((d) => d.path === 'images.logoLight');
    expect(logos.map((d) => /^At (\w+)/.exec(d.message)?.[1])).toEqual(
      expect.arrayContaining(['publicHeader', 'employerHeader', 'footer']),
    );
    expect(logos[0]?.message).toMatch(
      /neither logo reaches 3:1: logo \(paints #4a4a4a\) \d\.\d\d:1/,
    );
  });
});
