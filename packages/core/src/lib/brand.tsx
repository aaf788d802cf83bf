import { createContext, useContext } from 'react';
import type { ConsentChoice, PostedForm } from '@jobboard/contracts';
import type { BrandImagesBundle, BrandManifest, ImageName, ImageVariant } from '@jobboard/manifest';
import type { ThemeTokens } from '@jobboard/themes';

/** Everything the app knows about the brand serving the request (from the generated bundles). */
export interface BrandBundle {
  manifest: BrandManifest;
  images: BrandImagesBundle;
  theme: ThemeTokens;
}

/** Per-deployment settings the server passes along with the brand. */
export interface AppSettings {
  /** scheme://host[:port] of the current request, for canonical and Open Graph URLs. */
  origin: string;
  atsUrl: string | null;
  /** When the server rendered the page (ISO): the "now" of relative dates until hydration. */
  renderedAt?: string;
  /**
   * The visitor's privacy choice as the request's consent cookie held it (null: none valid, so
   * the page shows the consent banner). The server renders from it; the browser starts from it.
   */
  consent?: ConsentChoice | null;
  /**
   * The page's form as posted without JavaScript and refused by the API (the sign-in forms): the
   * first render shows it again with its answer, on the server and when hydrating.
   */
  postedForm?: PostedForm;
}

export interface BrandContextValue extends BrandBundle, AppSettings {
  /** The brand key used in API paths (`/api/jobboard/{board}/…`). */
  board: string;
}

const BrandContext = createContext<BrandContextValue | null>(null);
export const BrandProvider = BrandContext.Provider;

export function useBrand(): BrandContextValue {
  const value = useContext(BrandContext);
  if (!value) throw new Error('useBrand outside BrandProvider');
  return value;
}

export function makeBrandContext(brand: BrandBundle, settings: AppSettings): BrandContextValue {
  return { ...brand, ...settings, board: brand.manifest.name };
}

const FORMAT_ORDER: ImageVariant['format'][] = ['avif', 'webp', 'png', 'jpeg', 'ico'];

/** Variants of one image grouped by format, each sorted by width. */
export function imageVariants(
  images: BrandImagesBundle,
  name: ImageName,
): Map<ImageVariant['format'], ImageVariant[]> {
  const byFormat = new Map<ImageVariant['format'], ImageVariant[]>();
  for (const v of images[name] ?? []) {
    const list = byFormat.get(v.format) ?? [];
    list.push(v);
    byFormat.set(v.format, list);
  }
  for (const list of byFormat.values()) list.sort((a, b) => a.width - b.width);
  return new Map(
    [...byFormat.entries()].sort((a, b) => FORMAT_ORDER.indexOf(a[0]) - FORMAT_ORDER.indexOf(b[0])),
  );
}

/** The widest variant in a universally supported format (og:image, fallback <img>). */
export function fallbackVariant(
  images: BrandImagesBundle,
  name: ImageName,
): ImageVariant | undefined {
  const all = images[name] ?? [];
  const plain = all.filter((v) => v.format === 'png' || v.format === 'jpeg');
  const pool = plain.length ? plain : all.filter((v) => v.format !== 'ico');
  return [...pool].sort((a, b) => b.width - a.width)[0];
}

/** Localized text of the manifest. */
export function t(text: { fr: string; en: string }, lang: 'fr' | 'en'): string {
  return text[lang];
}
