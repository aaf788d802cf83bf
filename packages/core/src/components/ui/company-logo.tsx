import type { CompanyLogoImage } from '@jobboard/contracts';
import {
  COMPANY_LOGO_SIZES,
  companyLogoVariantUrl,
  type CompanyLogoSize,
} from '@jobboard/contracts/constants';
import styled, { type DefaultTheme } from 'styled-components';

/*
 * A company's logo everywhere a company appears (cards, offer page, company page, companies
 * hiring): a square box of `size` px, reserved before anything loads (no layout shift).
 * - A logo with variants: <picture> with AVIF and WebP sources and a PNG <img>, each a srcset
 *   of the square sizes, so a 2x screen takes the next size up.
 * - A logo without (stored before variants existed): its one image, contained in the box.
 * - No logo: the company's initials on one of the brand's colour pairs (primary, secondary,
 *   accent with their "on" colour, whose contrast the theme guarantees), never an empty box.
 * A wide logo where the layout has room for it: WideCompanyLogo (wide-company-logo.tsx).
 */

/** The logo's box: `size` px tall, `size` × `$ratio` wide (a square unless told). */
export const LogoBox = styled.span<{ $size: number; $ratio?: number }>`
  --logo-ratio: ${(p) => p.$ratio ?? 1};
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => Math.round(p.$size * (p.$ratio ?? 1))}px;
  height: ${(p) => p.$size}px;
  border-radius: ${(p) => (p.$size >= 80 ? p.theme.radii.lg : p.theme.radii.md)};
  overflow: hidden;
  background: ${(p) => p.theme.colors.surface};
  box-shadow: inset 0 0 0 1px ${(p) => p.theme.colors.border};
  picture {
    display: contents;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

type Pair = readonly ['primary' | 'secondary' | 'accent', 'onPrimary' | 'onSecondary' | 'onAccent'];
const PAIRS: readonly Pair[] = [
  ['primary', 'onPrimary'],
  ['secondary', 'onSecondary'],
  ['accent', 'onAccent'],
];

const Monogram = styled(LogoBox)<{ $pair: Pair }>`
  background: ${(p) => p.theme.colors[p.$pair[0]]};
  color: ${(p) => p.theme.colors[p.$pair[1]]};
  box-shadow: none;
  font-weight: ${(p) => p.theme.fontWeights.bold};
  font-size: ${(p) => Math.round(p.$size * 0.38)}px;
  line-height: 1;
  letter-spacing: 0.02em;
  user-select: none;
`;

/** Words a monogram skips: "Cabinet Juridique Tremblay & Associés" → CJ, "Hôtel du Lac" → HL. */
const MINOR_WORDS = new Set([
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'l',
  'd',
  'et',
  'en',
  'the',
  'of',
  'and',
  '&',
]);

/** Up to two initials of a company name, upper-case; '?' for a name without letters. */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s'’\-–—/]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}&]/gu, ''))
    .filter((w) => w && !MINOR_WORDS.has(w.toLowerCase()));
  const initials = words
    .slice(0, 2)
    .map((w) => [...w][0] ?? '')
    .join('');
  return initials.toLocaleUpperCase('fr-CA') || '?';
}

/** The same colour pair for a company on every page. */
function pairOf(name: string): Pair {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return PAIRS[hash % PAIRS.length]!;
}

export function monogramColours(theme: DefaultTheme, name: string) {
  const [fill, on] = pairOf(name);
  return { background: theme.colors[fill], color: theme.colors[on] };
}

/** The srcset of one format: every square size with its width. */
const srcSet = (stem: string, format: 'avif' | 'webp' | 'png') =>
  COMPANY_LOGO_SIZES.map((s) => `${companyLogoVariantUrl(stem, s, format)} ${s}w`).join(', ');

const Neutral = styled(LogoBox)`
  background: ${(p) => p.theme.colors.page};
  color: ${(p) => p.theme.colors.textMuted};
  svg {
    width: 50%;
    height: 50%;
  }
`;

export interface CompanyLogoProps {
  /**
   * The company's name in the page's language: the image's alt text. Null for an offer whose
   * employer is confidential: a neutral building mark, decoration beside "Confidential employer".
   */
  name: string | null;
  logo: CompanyLogoImage | null | undefined;
  /** Display size in CSS px (the box is square). */
  size: number;
  /**
   * The name is written next to the logo: the logo is decoration (empty alt, hidden from
   * assistive technology) so that screen readers do not read the name twice.
   */
  decorative?: boolean;
  /** Above the fold (the company page's header): load at once. */
  eager?: boolean;
  className?: string;
}

export function CompanyLogo({ name, logo, size, decorative, eager, className }: CompanyLogoProps) {
  if (name === null) {
    return (
      <Neutral $size={size} className={className} aria-hidden data-testid="company-neutral">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16M15 9h4a1 1 0 0 1 1 1v11M2 21h20" />
          <path d="M8 8h3M8 12h3M8 16h3" strokeLinecap="round" />
        </svg>
      </Neutral>
    );
  }
  const alt = decorative ? '' : name;
  const loading = eager ? 'eager' : 'lazy';
  if (!logo) {
    return (
      <Monogram
        $size={size}
        $pair={pairOf(name)}
        className={className}
        data-testid="company-monogram"
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      >
        {initialsOf(name)}
      </Monogram>
    );
  }
  if (!logo.variants) {
    return (
      <LogoBox $size={size} className={className}>
        <img
          src={logo.url}
          alt={alt}
          width={size}
          height={size}
          loading={loading}
          decoding="async"
        />
      </LogoBox>
    );
  }
  // The PNG fallback: the smallest square at least as large as the box.
  const fallback: CompanyLogoSize =
    COMPANY_LOGO_SIZES.find((s) => s >= size) ?? COMPANY_LOGO_SIZES[COMPANY_LOGO_SIZES.length - 1]!;
  const sizes = `${size}px`;
  return (
    <LogoBox $size={size} className={className}>
      <picture>
        <source type="image/avif" srcSet={srcSet(logo.variants, 'avif')} sizes={sizes} />
        <source type="image/webp" srcSet={srcSet(logo.variants, 'webp')} sizes={sizes} />
        <img
          src={companyLogoVariantUrl(logo.variants, fallback, 'png')}
          srcSet={srcSet(logo.variants, 'png')}
          sizes={sizes}
          alt={alt}
          width={size}
          height={size}
          loading={loading}
          decoding="async"
        />
      </picture>
    </LogoBox>
  );
}
