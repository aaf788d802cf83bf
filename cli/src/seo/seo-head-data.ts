import { crawlerDisallowedPaths } from '@jobboard/contracts/routes';
import type { BrandImagesBundle, BrandManifest, ImageVariant } from '@jobboard/manifest';

/**
 * Inputs of templates/seo/robots.txt.hbs and site.webmanifest.hbs. The head template's input
 * lives in @jobboard/manifest (seo-head.ts): the server fills the same template per page.
 */

const HREFLANGS = { fr: 'fr-CA', en: 'en-CA' } as const;

/**
 * Page title plus the brand suffix. The manifest schema trims every text, so the documented
 * " | Brand" arrives as "| Brand": put the space back rather than glue it to the title.
 */
export function withSuffix(title: string, suffix: string): string {
  return suffix.trim() ? `${title} ${suffix.trim()}` : title;
}

export function originOf(manifest: Pick<BrandManifest, 'hostKey'>): string {
  return `https://${manifest.hostKey}`;
}

function variant(
  variants: readonly ImageVariant[],
  test: (v: ImageVariant) => boolean,
  what: string,
): ImageVariant {
  const found = variants.find(test);
  if (!found) throw new Error(`the images bundle has no ${what}`);
  return found;
}

/** Input of templates/seo/robots.txt.hbs. */
export interface RobotsData {
  siteName: string;
  disallow: readonly string[];
  sitemapUrl: string;
}

/**
 * What crawlers should leave alone: the API, and every page the site's route table marks
 * noindex (private areas, forms, token pages) in both languages.
 */
export const ROBOTS_DISALLOW: readonly string[] = ['/api/', ...crawlerDisallowedPaths()];

export function buildRobotsData(manifest: BrandManifest): RobotsData {
  return {
    siteName: manifest.label[manifest.behaviour.defaultLanguage],
    disallow: ROBOTS_DISALLOW,
    sitemapUrl: `${originOf(manifest)}/sitemap.xml`,
  };
}

/** Input of templates/seo/site.webmanifest.hbs. */
export interface WebManifestData {
  lang: string;
  name: string;
  shortName: string;
  description: string;
  startUrl: string;
  themeColor: string;
  backgroundColor: string;
  icons: Array<{ src: string; sizes: string; type: string }>;
}

export function buildWebManifestData(
  manifest: BrandManifest,
  images: BrandImagesBundle,
  /** The theme's colours: the splash screen takes its page colour. */
  colors: { page: string },
): WebManifestData {
  const lang = manifest.behaviour.defaultLanguage;
  const icon = (size: number) =>
    variant(
      images.favicon,
      (v) => v.format === 'png' && v.width === size,
      `${size} px favicon PNG`,
    );
  return {
    lang: HREFLANGS[lang],
    name: manifest.title[lang],
    shortName: manifest.label[lang],
    description: manifest.description[lang],
    startUrl: `/${lang}`,
    themeColor: manifest.colors.primary,
    backgroundColor: colors.page,
    icons: [192, 512].map((size) => ({
      src: icon(size).path,
      sizes: `${size}x${size}`,
      type: 'image/png',
    })),
  };
}
