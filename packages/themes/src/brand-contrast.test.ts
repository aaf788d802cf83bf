import { listBrandKeys, readBrandManifest } from '@jobboard/manifest';
import { describe, expect, it } from 'vitest';
import { contrastRatio, formatRatio } from './color.js';
import { THEME_CONTRAST_PAIRS, createTheme } from './create-theme.js';

/**
 * The theme check of primer/primitives: every committed brand, every text/background pair
 * of its theme (the manifest's pairs plus the derived ones), at least WCAG AA. One failure
 * list for all brands, so a designer sees every pair to fix at once.
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
      for (const [fg, bg, min] of THEME_CONTRAST_PAIRS) {
        const ratio = contrastRatio(theme.colors[fg], theme.colors[bg]);
        if (ratio < min) {
          failures.push(
            `${key}: ${fg} ${theme.colors[fg]} on ${bg} ${theme.colors[bg]} is ${formatRatio(ratio)} (needs ${min}:1)`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
