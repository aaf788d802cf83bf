import type { BrandManifest, ColorRole } from '@jobboard/manifest';
import {
  WCAG_AA_NON_TEXT,
  WCAG_AA_TEXT,
  bestTextColor,
  contrastRatio,
  ensureContrast,
  hexToOklch,
  normalizeHex,
  oklchToHex,
  withAlpha,
  worstContrast,
  type Oklch,
} from './color.js';
import { baseTokens } from './tokens.js';

/**
 * The brand layer of the colours (style-dictionary: global → brand → component): every role
 * of COLOR_ROLES derived from the manifest's primary, secondary and accent colours in OKLCH,
 * then the manifest's `colors.roles` overrides on top. The derivation steps lightness until
 * each text/background pair of the gate (contrast-pairs.ts) passes, so marketing picks a hue
 * and the engine makes it readable; an override is taken as written and the gate judges it.
 */
export type ThemeColorSource = Pick<BrandManifest, 'colors' | 'layout'>;

export type RoleColors = Record<ColorRole, string>;

/** Where each role's value comes from in brand.json, for diagnostics that point at a field. */
export type RoleSources = Record<ColorRole, string>;

const at = (base: Oklch, l: number, c = base.c) => oklchToHex({ l, c, h: base.h });

/**
 * A fill colour (button, header band) and the text on it: white or near-black, whichever the
 * fill allows; if neither reaches 4.5:1 the fill is stepped in lightness until white does
 * (brand colours are usually mid-tones that read best as dark fills).
 */
function fillWithText(color: string, textOverride?: string): { fill: string; on: string } {
  const fill = normalizeHex(color);
  if (textOverride) return { fill, on: normalizeHex(textOverride) };
  const dark = at(hexToOklch(fill), 0.2, 0.03);
  for (const on of ['#ffffff', dark]) {
    if (contrastRatio(on, fill) >= WCAG_AA_TEXT) return { fill, on };
  }
  const best = bestTextColor(fill) === '#ffffff' ? '#ffffff' : dark;
  return { fill: ensureContrast(fill, [best]), on: best };
}

/** A hover/active state: a step darker (lighter on dark text), still readable with its text. */
function state(fill: string, on: string, step: number): string {
  const o = hexToOklch(fill);
  // Light text on the fill: the state goes darker (more contrast); dark text: lighter.
  const darker = contrastRatio(on, '#000000') >= contrastRatio(on, '#ffffff');
  return ensureContrast(at(o, o.l + (darker ? -step : step)), [on]);
}

export function deriveColors(source: ThemeColorSource): {
  colors: RoleColors;
  sources: RoleSources;
} {
  const { colors: brand, layout } = source;
  const roles = brand.roles ?? {};
  const override = (role: ColorRole): string | undefined => roles[role];
  const sources = {} as RoleSources;
  const pathOf = (role: ColorRole): string | undefined =>
    roles[role] ? `colors.roles.${role}` : undefined;

  const p = hexToOklch(brand.primary);
  const accentHex = brand.accent ?? brand.secondary;
  const a = hexToOklch(accentHex);
  const c: Partial<RoleColors> = {};
  const set = (role: ColorRole, derived: () => string, from: string) => {
    const value = override(role) ?? derived();
    c[role] = value.startsWith('rgba') ? value : normalizeHex(value);
    sources[role] = pathOf(role) ?? from;
  };
  const get = (role: ColorRole): string => {
    const v = c[role];
    if (v === undefined) throw new Error(`colour role ${role} read before it is derived`);
    return v;
  };

  // Canvas: a near-white page tinted with the brand's hue, white cards and overlays.
  set('page', () => at(p, 0.985, Math.min(p.c, 0.012)), 'colors.primary');
  set('surface', () => '#ffffff', 'colors.primary');
  set('raised', () => '#ffffff', 'colors.primary');
  const canvas = [get('page'), get('surface'), get('raised')];

  set('text', () => ensureContrast(at(p, 0.24, Math.min(p.c, 0.03)), canvas, 7), 'colors.primary');
  set(
    'textMuted',
    () => ensureContrast(at(p, 0.48, Math.min(p.c, 0.03)), canvas),
    'colors.primary',
  );
  set('border', () => at(p, 0.9, Math.min(p.c, 0.02)), 'colors.primary');
  set(
    'borderStrong',
    () => ensureContrast(at(p, 0.62, Math.min(p.c, 0.03)), canvas, WCAG_AA_NON_TEXT),
    'colors.primary',
  );

  // Fills with their text and states.
  const primary = fillWithText(override('primary') ?? brand.primary, override('onPrimary'));
  set('primary', () => primary.fill, 'colors.primary');
  set('onPrimary', () => primary.on, 'colors.primary');
  set('primaryHover', () => state(get('primary'), get('onPrimary'), 0.06), 'colors.primary');
  set('primaryActive', () => state(get('primary'), get('onPrimary'), 0.12), 'colors.primary');
  const secondary = fillWithText(override('secondary') ?? brand.secondary, override('onSecondary'));
  set('secondary', () => secondary.fill, 'colors.secondary');
  set('onSecondary', () => secondary.on, 'colors.secondary');
  set(
    'secondaryHover',
    () => state(get('secondary'), get('onSecondary'), 0.06),
    'colors.secondary',
  );
  set(
    'secondaryActive',
    () => state(get('secondary'), get('onSecondary'), 0.12),
    'colors.secondary',
  );
  const accentFrom = brand.accent ? 'colors.accent' : 'colors.secondary';
  const accent = fillWithText(override('accent') ?? accentHex, override('onAccent'));
  set('accent', () => accent.fill, accentFrom);
  set('onAccent', () => accent.on, accentFrom);

  // Text in the brand's colour on the canvas, and the focus ring (3:1, WCAG 2.2).
  set('link', () => ensureContrast(brand.primary, canvas), 'colors.primary');
  set(
    'linkHover',
    () => ensureContrast(at(hexToOklch(get('link')), hexToOklch(get('link')).l - 0.08), canvas),
    'colors.primary',
  );
  set('focus', () => ensureContrast(brand.primary, canvas, WCAG_AA_NON_TEXT), 'colors.primary');

  // Header and footer bands per layout variant; their focus ring is their text colour.
  const dark = (l: number) => at(p, l, Math.min(p.c, 0.045));
  const band = (variant: 'light' | 'brand' | 'dark', lightBg: string) =>
    variant === 'light' ? lightBg : variant === 'brand' ? get('primary') : dark(0.22);
  set('headerBg', () => band(layout.header, get('surface')), 'layout.header');
  set(
    'headerText',
    () =>
      layout.header === 'brand'
        ? get('onPrimary')
        : ensureContrast(layout.header === 'light' ? get('text') : '#ffffff', [get('headerBg')], 7),
    'layout.header',
  );
  set('headerMuted', () => mutedOn(get('headerBg'), get('headerText')), 'layout.header');
  set(
    'headerFocus',
    () => ensureContrast(get('headerText'), [get('headerBg')], WCAG_AA_NON_TEXT),
    'layout.header',
  );
  set(
    'footerBg',
    () =>
      layout.footer === 'brand'
        ? ensureContrast(at(p, Math.min(p.l, 0.4)), ['#ffffff'], 7)
        : band(layout.footer, get('page')),
    'layout.footer',
  );
  set(
    'footerText',
    () => ensureContrast(layout.footer === 'light' ? get('text') : '#ffffff', [get('footerBg')], 7),
    'layout.footer',
  );
  set('footerMuted', () => mutedOn(get('footerBg'), get('footerText')), 'layout.footer');
  set(
    'footerLink',
    () =>
      layout.footer === 'light'
        ? get('link')
        : ensureContrast(at(a, 0.85, Math.min(a.c, 0.12)), [get('footerBg')]),
    'layout.footer',
  );
  set(
    'footerFocus',
    () => ensureContrast(get('footerText'), [get('footerBg')], WCAG_AA_NON_TEXT),
    'layout.footer',
  );

  // Hero: solid brand colour, a gradient towards the secondary hue, or a photo under an overlay.
  set('heroBg', () => ensureContrast(brand.primary, ['#ffffff'], WCAG_AA_TEXT), 'colors.primary');
  set(
    'heroBgEnd',
    () => ensureContrast(at(hexToOklch(brand.secondary), 0.42), ['#ffffff'], WCAG_AA_TEXT),
    'colors.secondary',
  );
  set('heroText', () => '#ffffff', 'layout.hero');
  set('heroOverlay', () => overlayFor(dark(0.2), get('heroText')), 'layout.hero');

  // Badges: a pale tint of the accent with its dark shade as text.
  set('badge', () => at(a, 0.94, Math.min(a.c, 0.06)), accentFrom);
  set('onBadge', () => ensureContrast(at(a, 0.32, Math.min(a.c, 0.1)), [get('badge')]), accentFrom);

  return { colors: c as RoleColors, sources };
}

/** Secondary text on a band: its text colour faded towards the band, kept at 4.5:1. */
function mutedOn(bg: string, text: string): string {
  const t = hexToOklch(text);
  const b = hexToOklch(bg);
  return ensureContrast(oklchToHex({ ...t, l: t.l + (b.l - t.l) * 0.3 }), [bg]);
}

/** The lightest overlay of `color` under which `text` reads at 4.5:1 on any photograph. */
function overlayFor(color: string, text: string): string {
  for (let alpha = 0.3; alpha <= 1; alpha += 0.02) {
    const overlay = withAlpha(color, alpha);
    if (worstContrast(text, overlay) >= WCAG_AA_TEXT) return overlay;
  }
  return withAlpha(color, 1);
}

/** The status colours are global tokens: an error looks like an error on every board. */
export const STATUS_COLORS = baseTokens.status;
