import { describe, expect, it } from 'vitest';
import { fontFacesCss } from './font-faces';

/** The src of the adjusted fallback face of `family`, from the brand's @font-face rules. */
function fallbackSrc(css: string, family: string): string {
  const rule = css.split('@font-face').find((r) => r.includes(`"${family} Fallback"`));
  return rule?.match(/src: ([^;]+);/)?.[1] ?? '';
}

describe('fontFacesCss', () => {
  it('adjusts the metric twins of Arial and Times New Roman too (machines without them)', () => {
    const css = fontFacesCss({ body: 'inter', heading: 'source-serif-4' }, (name) => `/f/${name}`);
    const sans = fallbackSrc(css, 'Inter Variable');
    expect(sans).toContain("local('Arial')");
    expect(sans).toContain("local('Liberation Sans')");
    expect(sans).toContain("local('Arimo')");
    expect(sans).not.toContain('Serif');
    const serif = fallbackSrc(css, 'Source Serif 4 Variable');
    expect(serif).toContain("local('Times New Roman')");
    expect(serif).toContain("local('Liberation Serif')");
    expect(serif).toContain("local('Tinos')");
    // The overrides that make the fallback take the web font's room are still there.
    expect(css).toMatch(/size-adjust: [\d.]+%/);
  });
});
