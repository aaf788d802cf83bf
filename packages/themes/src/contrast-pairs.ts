import { WCAG_AA_NON_TEXT, WCAG_AA_TEXT, worstContrast } from './color.js';
import type { ThemeColors } from './create-theme.js';

/**
 * The contrast gate's pairs, enumerated from the token set rather than kept by hand: each
 * colour token has a kind (the compiler makes sure none is forgotten), and the pairs follow
 * from kinds and names —
 *
 * - `onX` is text on the fill `X` and on each of its states (`XHover`, `XActive`): 4.5:1;
 * - every `text` token on every `canvas` token: 4.5:1; every `ui` token on every canvas: 3:1;
 * - in a band (header, footer, hero), `<band>Text|Muted|Link` on every `<band>Bg…` or
 *   `<band>Overlay` token: 4.5:1, and `<band>Focus` there: 3:1.
 *
 * A new token therefore joins the gate by being named and classified, not by someone
 * remembering to add a line to a list.
 */
export type ColorKind =
  | 'canvas'
  | 'text'
  | 'ui'
  | 'fill'
  | 'on'
  | 'band'
  | 'band-text'
  | 'band-ui'
  | 'decorative'
  | 'alias';

export const COLOR_KINDS: Record<keyof ThemeColors, readonly ColorKind[]> = {
  primary: ['fill'],
  primaryHover: ['fill'],
  primaryActive: ['fill'],
  onPrimary: ['on'],
  secondary: ['fill'],
  secondaryHover: ['fill'],
  secondaryActive: ['fill'],
  onSecondary: ['on'],
  accent: ['fill'],
  onAccent: ['on'],
  page: ['canvas'],
  surface: ['canvas'],
  raised: ['canvas'],
  text: ['text'],
  textMuted: ['text'],
  // Dividers and card outlines are decoration (WCAG 1.4.11 exempts them); inputs use borderStrong.
  border: ['decorative'],
  borderStrong: ['ui'],
  link: ['text'],
  linkHover: ['text'],
  focus: ['ui'],
  headerBg: ['band'],
  headerText: ['band-text'],
  headerMuted: ['band-text'],
  headerFocus: ['band-ui'],
  footerBg: ['band'],
  footerText: ['band-text'],
  footerMuted: ['band-text'],
  footerLink: ['band-text'],
  footerFocus: ['band-ui'],
  heroBg: ['band'],
  heroBgEnd: ['band'],
  heroOverlay: ['band'],
  heroText: ['band-text'],
  badge: ['fill'],
  onBadge: ['on'],
  // Status colours are fills (alerts, toasts) and danger/success also text (field errors).
  danger: ['fill', 'text'],
  onDanger: ['on'],
  success: ['fill', 'text'],
  onSuccess: ['on'],
  warning: ['fill'],
  onWarning: ['on'],
  info: ['fill'],
  onInfo: ['on'],
  // Old names kept for components not yet moved to the roles; equal to a role, not checked twice.
  background: ['alias'],
  onSurface: ['alias'],
  muted: ['alias'],
};

export interface ContrastPair {
  fg: keyof ThemeColors;
  bg: keyof ThemeColors;
  /** WCAG target: 4.5 for text, 3 for UI parts and the focus ring. */
  min: number;
}

export interface ContrastResult extends ContrastPair {
  fgColor: string;
  bgColor: string;
  ratio: number;
  pass: boolean;
}

const BANDS = ['header', 'footer', 'hero'] as const;
const lcfirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

function bandOf(role: string): string | undefined {
  return BANDS.find((b) => role.startsWith(b));
}

export function enumerateContrastPairs(colors: ThemeColors): ContrastPair[] {
  const roles = Object.keys(colors) as Array<keyof ThemeColors>;
  const kinds = (role: keyof ThemeColors) => COLOR_KINDS[role] ?? [];
  const of = (kind: ColorKind) => roles.filter((r) => kinds(r).includes(kind));
  const pairs: ContrastPair[] = [];

  for (const on of of('on')) {
    const base = lcfirst(on.slice(2)) as keyof ThemeColors;
    if (!(base in colors)) throw new Error(`${on} has no fill "${base}" to sit on`);
    for (const fill of of('fill')) {
      if (fill === base || fill === `${base}Hover` || fill === `${base}Active`)
        pairs.push({ fg: on, bg: fill, min: WCAG_AA_TEXT });
    }
  }
  for (const bg of of('canvas')) {
    for (const fg of of('text')) pairs.push({ fg, bg, min: WCAG_AA_TEXT });
    for (const fg of of('ui')) pairs.push({ fg, bg, min: WCAG_AA_NON_TEXT });
  }
  for (const kind of ['band-text', 'band-ui'] as const) {
    for (const fg of of(kind)) {
      const band = bandOf(fg);
      const backgrounds = of('band').filter((bg) => band && bandOf(bg) === band);
      if (backgrounds.length === 0) throw new Error(`${fg} belongs to no band background`);
      for (const bg of backgrounds)
        pairs.push({ fg, bg, min: kind === 'band-text' ? WCAG_AA_TEXT : WCAG_AA_NON_TEXT });
    }
  }
  return pairs;
}

/** Every pair with its ratio; a translucent background is judged over black and white. */
export function checkContrast(colors: ThemeColors): ContrastResult[] {
  return enumerateContrastPairs(colors).map((pair) => {
    const ratio = worstContrast(colors[pair.fg], colors[pair.bg]);
    return {
      ...pair,
      fgColor: colors[pair.fg],
      bgColor: colors[pair.bg],
      ratio,
      pass: ratio >= pair.min,
    };
  });
}

/** The lowest ratio relative to its target: the pair closest to failing. */
export function worstPair(results: readonly ContrastResult[]): ContrastResult | undefined {
  return [...results].sort((a, b) => a.ratio / a.min - b.ratio / b.min)[0];
}
