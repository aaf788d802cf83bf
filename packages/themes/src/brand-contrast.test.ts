import { listBrandKeys, readBrandManifest } from '@jobboard/manifest';
import { describe, expect, it } from 'vitest';
import { formatRatio } from './color.js';
import { checkContrast } from './contrast-pairs.js';
import { createTheme } from './create-theme.js';

/**
 * The theme check of primer/primitives: every committed brand, every text/background pair
 * the gate enumerates from its tokens, at least WCAG AA. One failure list for all brands, so
 * a designer sees every pair to fix at once.
 */
describe('brand themes meet WCAG AA', () => {
  const keys = listBrandKeys();

  it('finds the committed brands', () => {
    expect(keys.length).toBeGreaterThanOrEqual(13);
  });

  it('has no colour pair under its contrast target', () => {
    const failures: string[] = [];
    for (const key of keys) {
      const theme = createTheme(readBrandManifest(key));
      for (const r of checkContrast(theme.colors).filter((x) => !x.pass))
        failures.push(
          `${key}: ${r.fg} ${r.fgColor} on ${r.bg} ${r.bgColor} is ${formatRatio(r.ratio)} (needs ${r.min}:1)`,
        );
    }
    expect(failures).toEqual([]);
  });
});
