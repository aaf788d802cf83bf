/**
 * Colour arithmetic for #rrggbb strings: WCAG 2.x relative luminance and contrast, mixing,
 * and the search for the nearest colour that meets a contrast target. Used by the theme
 * (derived colours), `brand validate` (contrast check and its suggestion) and `brand new`
 * (text colour on a chosen primary).
 */

import { clampChroma, converter, formatHex } from 'culori';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** WCAG AA for normal text; large text and UI components need 3:1. */
export const WCAG_AA_TEXT = 4.5;
export const WCAG_AA_NON_TEXT = 3;

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

export function parseHex(color: string): Rgb {
  const match = HEX.exec(color.trim());
  if (!match?.[1]) throw new Error(`"${color}" is not a #rrggbb colour`);
  const digits =
    match[1].length === 3
      ? match[1]
          .split('')
          .map((d) => d + d)
          .join('')
      : match[1];
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

export function isHexColor(color: string): boolean {
  return HEX.test(color.trim());
}

export function toHex({ r, g, b }: Rgb): string {
  const channel = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** Lower-case #rrggbb, so that equal colours compare equal. */
export function normalizeHex(color: string): string {
  return toHex(parseHex(color));
}

function linearize(channel: number): number {
  const c = channel / 255;
  // The WCAG 2.x formula (sRGB transfer function with the 0.03928 threshold).
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(color: string): number {
  const { r, g, b } = parseHex(color);
  return 0.2126 * linearize(r) + 0.7152 * linearize(g) + 0.0722 * linearize(b);
}

/** WCAG contrast ratio of two colours, from 1 (same) to 21 (black on white); order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [light, dark] = la > lb ? [la, lb] : [lb, la];
  return (light + 0.05) / (dark + 0.05);
}

/** Rounded down to two decimals, so that a printed "4.50" never hides a failing 4.499. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/** `amount` 0 gives `from`, 1 gives `to` (mixed in sRGB, like CSS color-mix in srgb). */
export function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  const t = Math.min(1, Math.max(0, amount));
  return toHex({ r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t });
}

/** Black or white, whichever reads better on `background`. */
export function bestTextColor(background: string): '#000000' | '#ffffff' {
  return contrastRatio('#000000', background) >= contrastRatio('#ffffff', background)
    ? '#000000'
    : '#ffffff';
}

function meetsAll(color: string, backgrounds: readonly string[], min: number): boolean {
  return backgrounds.every((bg) => contrastRatio(color, bg) >= min);
}

const toOklch = converter('oklch');

/** A colour in OKLCH (l 0–1, c ≥ 0, h in degrees), the space the theme derives roles in. */
export interface Oklch {
  l: number;
  c: number;
  h: number;
}

export function hexToOklch(color: string): Oklch {
  const o = toOklch(normalizeHex(color));
  if (!o) throw new Error(`"${color}" is not a #rrggbb colour`);
  return { l: o.l, c: o.c ?? 0, h: o.h ?? 0 };
}

/** The sRGB colour nearest to an OKLCH one: chroma reduced until it fits, lightness and hue kept. */
export function oklchToHex({ l, c, h }: Oklch): string {
  const inGamut = clampChroma({ mode: 'oklch', l: Math.min(1, Math.max(0, l)), c, h }, 'oklch');
  return normalizeHex(formatHex(inGamut) ?? '#000000');
}

/** The same hue and chroma at another OKLCH lightness. */
export function withLightness(color: string, l: number): string {
  return oklchToHex({ ...hexToOklch(color), l });
}

/**
 * The colour closest to `color` that reaches `min` against every background, found by
 * stepping its OKLCH lightness (0.5% steps, darker and lighter alternately) while keeping its
 * hue and chroma: a brand's orange stays orange, only darker. OKLCH rather than mixing with
 * black in sRGB because equal steps look equal, so "nearest" is what a designer would pick.
 * Falls back to black or white when no lightness passes.
 */
export function ensureContrast(
  color: string,
  backgrounds: readonly string[],
  min = WCAG_AA_TEXT,
): string {
  const start = normalizeHex(color);
  if (meetsAll(start, backgrounds, min)) return start;
  const base = hexToOklch(start);
  for (let step = 1; step <= 200; step += 1) {
    for (const dir of [-1, 1]) {
      const l = base.l + (dir * step) / 200;
      if (l < 0 || l > 1) continue;
      const candidate = oklchToHex({ ...base, l });
      if (meetsAll(candidate, backgrounds, min)) return candidate;
    }
  }
  const worst = (c: string) => Math.min(...backgrounds.map((bg) => contrastRatio(c, bg)));
  return worst('#000000') >= worst('#ffffff') ? '#000000' : '#ffffff';
}

/** `rgba(r, g, b, a)` of a colour at an opacity, for overlays. */
export function withAlpha(color: string, alpha: number): string {
  const { r, g, b } = parseHex(color);
  return `rgba(${r}, ${g}, ${b}, ${Math.round(alpha * 1000) / 1000})`;
}

const RGBA = /^rgba\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*,\s*([0-9.]+)\s*\)$/;

/**
 * A translucent `rgba()` colour laid over an opaque one, as the browser blends it (in sRGB).
 * Plain #rrggbb colours are returned as they are.
 */
export function composite(color: string, under: string): string {
  const match = RGBA.exec(color.trim());
  if (!match) return normalizeHex(color);
  const [, r, g, b, a] = match.map(Number) as [number, number, number, number, number];
  const base = parseHex(under);
  return toHex({
    r: r * a + base.r * (1 - a),
    g: g * a + base.g * (1 - a),
    b: b * a + base.b * (1 - a),
  });
}

/**
 * Contrast of `fg` on `bg` where `bg` may be a translucent overlay on an unknown image: the
 * worst case over the overlay laid on black and on white (the extremes of any photograph).
 */
export function worstContrast(fg: string, bg: string): number {
  if (!RGBA.test(bg.trim())) return contrastRatio(fg, bg);
  return Math.min(
    contrastRatio(fg, composite(bg, '#ffffff')),
    contrastRatio(fg, composite(bg, '#000000')),
  );
}
