import { crawlerDisallowedPaths } from '@jobboard/core/routes';
import type { BrandImagesBundle, BrandManifest, ImageVariant, Language } from '@jobboard/manifest';

/**
 * The input of templates/seo/head.html.hbs: the SEO part of a page's <head> (the page shell
 * writes charset, viewport, styles and scripts). Every string is plain text — handlebars
 * escapes it — and every URL is absolute except the icon and manifest links, which are
 * served by the brand's own host. The build renders the home page of each brand with
 * buildSeoHeadData(); the server's SSR may render the same template for any page by
 * passing that page's title, description and paths.
 */
export interface SeoHeadData {
  /** Language of the page: 'fr' or 'en'. */
  lang: Language;
  /** Full <title>, brand suffix included. */
  title: string;
  description: string;
  /** Comma-separated; '' writes no keywords tag. */
  keywords: string;
  canonicalUrl: string;
  /** hreflang links: one per language (fr-CA, en-CA) plus x-default. */
  alternates: Array<{ hreflang: 'fr-CA' | 'en-CA' | 'x-default'; href: string }>;
  og: {
    type: 'website' | 'article';
    siteName: string;
    title: string;
    description: string;
    url: string;
    locale: 'fr_CA' | 'en_CA';
    alternateLocale: 'fr_CA' | 'en_CA';
    image: { url: string; type: string; width: number; height: number; alt: string };
  };
  /** Facebook app id (fb:app_id), when the brand has one. */
  fbAppId?: string;
  twitter: {
    card: 'summary_large_image';
    /** @handle of the brand's account, when its twitter link gives one. */
    site?: string;
    title: string;
    description: string;
    image: string;
    imageAlt: string;
  };
  /** rel=icon PNGs (16 and 32), the 180 px apple-touch icon, and the web manifest. */
  icons: Array<{ href: string; sizes: string; type: string }>;
  appleTouchIcon: { href: string; sizes: string };
  manifestUrl: string;
  themeColor: string;
}

/** The page the head is for; the home page when omitted. */
export interface SeoPage {
  /** Path of the page in each language, e.g. { fr: '/fr/emplois', en: '/en/jobs' }. */
  paths: Record<Language, string>;
  /** Page title without the suffix; the brand's SEO title when omitted. */
  title?: string;
  description?: string;
  /** Where x-default points: the language-detecting root for the home page. */
  xDefaultPath?: string;
  type?: 'website' | 'article';
}

/** The server answers site.webmanifest (seo/site.webmanifest of the bundle) at this path. */
export const WEB_MANIFEST_PATH = '/site.webmanifest';

const OG_LOCALES = { fr: 'fr_CA', en: 'en_CA' } as const;
const HREFLANGS = { fr: 'fr-CA', en: 'en-CA' } as const;
const MIME: Record<ImageVariant['format'], string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
  ico: 'image/x-icon',
};

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

/** `https://twitter.com/Foo` or `https://x.com/foo/` → `@Foo`. */
export function twitterHandle(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const match =
    /^https?:\/\/(?:www\.)?(?:twitter|x)\.com\/(@?[A-Za-z0-9_]{1,15})\/?(?:[?#].*)?$/.exec(url);
  return match?.[1] ? `@${match[1].replace(/^@/, '')}` : undefined;
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

export function buildSeoHeadData(input: {
  manifest: BrandManifest;
  images: BrandImagesBundle;
  lang: Language;
  page?: SeoPage;
}): SeoHeadData {
  const { manifest, images, lang } = input;
  const other: Language = lang === 'fr' ? 'en' : 'fr';
  const page: SeoPage = input.page ?? { paths: { fr: '/fr', en: '/en' }, xDefaultPath: '/' };
  const origin = originOf(manifest);
  const title = withSuffix(page.title ?? manifest.seo.title[lang], manifest.seo.suffix[lang]);
  const description = page.description ?? manifest.seo.description[lang];
  const url = origin + page.paths[lang];
  // Crawlers (Facebook, LinkedIn, X) read JPEG or PNG, not WebP or AVIF.
  const og = variant(
    images.ogImage,
    (v) => v.format === 'jpeg' || v.format === 'png',
    'JPEG or PNG ogImage',
  );
  const ogUrl = origin + og.path;
  const favicon = (size: number) =>
    variant(
      images.favicon,
      (v) => v.format === 'png' && v.width === size,
      `${size} px favicon PNG`,
    );
  const apple = favicon(180);
  const imageAlt = manifest.label[lang];

  return {
    lang,
    title,
    description,
    keywords: manifest.seo.keywords[lang].join(', '),
    canonicalUrl: url,
    alternates: [
      { hreflang: HREFLANGS.fr, href: origin + page.paths.fr },
      { hreflang: HREFLANGS.en, href: origin + page.paths.en },
      {
        hreflang: 'x-default',
        href: origin + (page.xDefaultPath ?? page.paths[manifest.behaviour.defaultLanguage]),
      },
    ],
    og: {
      type: page.type ?? 'website',
      siteName: manifest.label[lang],
      title,
      description,
      url,
      locale: OG_LOCALES[lang],
      alternateLocale: OG_LOCALES[other],
      image: {
        url: ogUrl,
        type: MIME[og.format],
        width: og.width,
        height: og.height,
        alt: imageAlt,
      },
    },
    fbAppId: manifest.fbAppId,
    twitter: {
      card: 'summary_large_image',
      site: twitterHandle(manifest.social.twitter),
      title,
      description,
      image: ogUrl,
      imageAlt,
    },
    icons: [32, 16].map((size) => {
      const icon = favicon(size);
      return { href: icon.path, sizes: `${size}x${size}`, type: MIME[icon.format] };
    }),
    appleTouchIcon: { href: apple.path, sizes: `${apple.width}x${apple.height}` },
    manifestUrl: WEB_MANIFEST_PATH,
    themeColor: manifest.colors.primary,
  };
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
    backgroundColor: manifest.colors.background,
    icons: [192, 512].map((size) => ({
      src: icon(size).path,
      sizes: `${size}x${size}`,
      type: 'image/png',
    })),
  };
}
