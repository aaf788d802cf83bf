import { describe, expect, it } from 'vitest';
import {
  bestTextColor,
  contrastRatio,
  ensureContrast,
  formatRatio,
  mix,
  normalizeHex,
  parseHex,
  relativeLuminance,
} from './color.js';

describe('contrastRatio', () => {
  it('gives the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // #767676 is the classic lightest grey that passes AA on white; #777777 fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('does not depend on the order of the colours', () => {
    expect(contrastRatio('#1a73e8', '#fafafa')).toBe(contrastRatio('#fafafa', '#1a73e8'));
  });
});

describe('colour helpers', () => {
  it('parses short and long hex, any case', () => {
    expect(parseHex('#FFF')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHex('#1A73e8')).toEqual({ r: 26, g: 115, b: 232 });
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
    expect(() => parseHex('blue')).toThrow(/not a #rrggbb/);
  });

  it('computes luminance at the ends of the scale', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });

  it('mixes in sRGB', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#123456', '#ffffff', 0)).toBe('#123456');
  });

  it('never rounds a failing ratio up', () => {
    expect(formatRatio(4.499)).toBe('4.49:1');
  });

  it('picks the readable text colour', () => {
    expect(bestTextColor('#ffeb3b')).toBe('#000000');
    expect(bestTextColor('#0d47a1')).toBe('#ffffff');
  });
});

describe('ensureContrast', () => {
  it('keeps a colour that already passes', () => {
    expect(ensureContrast('#0d47a1', ['#ffffff'])).toBe('#0d47a1');
  });

  it('moves a failing colour just far enough, keeping its hue', () => {
    const fixed = ensureContrast('#ff9800', ['#ffffff', '#f5f5f5']);
    expect(contrastRatio(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fixed, '#f5f5f5')).toBeGreaterThanOrEqual(4.5);
    const { r, g, b } = parseHex(fixed);
    expect(r).toBeGreaterThan(g); // still orange-ish, not black
    expect(b).toBeLessThan(g);
  });

  it('falls back to black or white when nothing in between passes', () => {
    // 7:1 against both black and white is impossible.
    expect(['#000000', '#ffffff']).toContain(ensureContrast('#808080', ['#000000', '#ffffff'], 7));
  });
});
