import type { BrandManifest, Language } from './brand-manifest.js';
import type { BrandImagesBundle, ImageVariant } from './generated.js';

/**
 * One head implementation for the build and the server (one derivation, docs/brands.md): a page
 * says what it is about (PageHeadData, what core's render() returns as `headData`), this
 * module turns it plus the brand's build into the input of templates/seo/head.html.hbs, and
 * the same compiled template writes it. `pnpm brand build` renders each brand's home page
 * with it (seo/head.<lang>.html); the server renders every page with the template the build
 * copied next to them, so what is served and what was built cannot drift.
 */

/** What a page puts in its head: core's HeadData (packages/core/src/lib/head.ts). */
export interface PageHeadData {
  /** Full title, the brand suffix included. */
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  /**
   * Absolute URLs of the page in each language and of its x-default. Both languages always have
   * one (the language switcher goes there); `versions` says which are hreflang alternates.
   */
  alternates: { fr: string; en: string; xDefault: string };
  /**
   * The languages the page's content is written in, when not both (an offer with one version):
   * only these are written as hreflang alternates. Absent: both.
   */
  versions?: Language[];
  lang: Language;
  noindex?: boolean;
  keywords?: string[];
  siteName: string;
  image?: { url: string; width: number; height: number };
  ogType?: 'website' | 'article';
  fbAppId?: string;
  /** Structured data blocks (JobPosting on the offer page). */
  jsonLd?: Record<string, unknown>[];
}

/**
 * The input of templates/seo/head.html.hbs. Every string is plain text (handlebars escapes
 * it) except `jsonLd`, already serialized with `<` escaped.
 */
export interface SeoHeadData {
  lang: Language;
  title: string;
  description: string;
  /** Comma-separated; '' writes no keywords tag. */
  keywords: string;
  noindex: boolean;
  canonicalUrl: string;
  alternates: Array<{ hreflang: 'fr-CA' | 'en-CA' | 'x-default'; href: string }>;
  og: {
    type: 'website' | 'article';
    siteName: string;
    title: string;
    description: string;
    url: string;
    locale: 'fr_CA' | 'en_CA';
    alternateLocale: 'fr_CA' | 'en_CA';
    /** Absent when the brand has no ogImage variant a crawler reads. */
    image: { url: string; type: string; width: number; height: number; alt: string } | undefined;
  };
  fbAppId: string | undefined;
  twitter: {
    card: 'summary_large_image' | 'summary';
    /** @handle of the brand's account, when its twitter link gives one. */
    site: string | undefined;
    title: string;
    description: string;
  };
  /** rel=icon PNGs (32 and 16) and the 180 px apple-touch icon. */
  icons: Array<{ href: string; sizes: string; type: string }>;
  appleTouchIcon: { href: string; sizes: string } | undefined;
  manifestUrl: string;
  themeColor: string;
  /** The brand's theme.<hash>.css (custom properties), when the build made one. */
  stylesheet: string | undefined;
  /**
   * The text of that stylesheet, written inline in a <style> instead of linked (a page served by
   * the server: one render-blocking request less before the first paint); undefined: linked.
   */
  themeCss: string | undefined;
  /** The answer's CSP nonce, on the inline <style>. */
  nonce: string | undefined;
  /** Self-hosted font files to preload (the body font's latin subset), from theme.json. */
  fontPreload: string[];
  /** JSON-LD blocks, serialized. */
  jsonLd: string[];
}

/** The server answers site.webmanifest (seo/site.webmanifest of the bundle) at this path. */
export const WEB_MANIFEST_PATH = '/site.webmanifest';

const OG_LOCALES = { fr: 'fr_CA', en: 'en_CA' } as const;
const HREFLANGS = [
  ['fr', 'fr-CA'],
  ['en', 'en-CA'],
] as const;
const MIME: Record<ImageVariant['format'], string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
  ico: 'image/x-icon',
};

/** `https://twitter.com/Foo` or `https://x.com/foo/` → `@Foo`. */
export function twitterHandle(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const match =
    /^https?:\/\/(?:www\.)?(?:twitter|x)\.com\/(@?[A-Za-z0-9_]{1,15})\/?(?:[?#].*)?$/.exec(url);
  return match?.[1] ? `@${match[1].replace(/^@/, '')}` : undefined;
}

/**
 * The Open Graph image of a brand: the widest JPEG or PNG (crawlers read neither WebP nor
 * AVIF). Core's fallbackVariant(images, 'ogImage') picks the same one.
 */
export function ogImageVariant(images: BrandImagesBundle): ImageVariant | undefined {
  const all = images.ogImage ?? [];
  const plain = all.filter((v) => v.format === 'png' || v.format === 'jpeg');
  const pool = plain.length ? plain : all.filter((v) => v.format !== 'ico');
  return [...pool].sort((a, b) => b.width - a.width)[0];
}

function faviconPng(images: BrandImagesBundle, size: number): ImageVariant | undefined {
  return (images.favicon ?? []).find((v) => v.format === 'png' && v.width === size);
}

/** The MIME type of an image URL of the bundle (its format), else from its extension. */
function imageType(images: BrandImagesBundle, url: string): string {
  for (const variants of Object.values(images))
    for (const v of variants ?? []) if (url.endsWith(v.path)) return MIME[v.format];
  const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase();
  return ext === 'jpg' || ext === 'jpeg' ? 'image/jpeg' : ext ? `image/${ext}` : 'image/jpeg';
}

export interface HeadBrand {
  manifest: BrandManifest;
  images: BrandImagesBundle;
  /** URL path of the brand's theme.<hash>.css. */
  stylesheet?: string;
  /** URL paths of the font files to preload (theme.json's fontPreload). */
  fontPreload?: string[];
  /** The stylesheet's own text, to inline (the server reads it from the build; see themeCss). */
  themeCss?: string;
  /** The CSP nonce of the answer the head goes into (the inline stylesheet carries it). */
  nonce?: string;
}

/** A page's head data plus the brand's build: the template's input. */
export function seoHeadData(page: PageHeadData, brand: HeadBrand): SeoHeadData {
  const { manifest, images } = brand;
  const other: Language = page.lang === 'fr' ? 'en' : 'fr';
  const imageAlt = manifest.label[page.lang];
  const image = page.image
    ? {
        url: page.image.url,
        type: imageType(images, page.image.url),
        width: page.image.width,
        height: page.image.height,
        alt: imageAlt,
      }
    : undefined;
  const apple = faviconPng(images, 180);
  return {
    lang: page.lang,
    title: page.title,
    description: page.description,
    keywords: (page.keywords ?? []).join(', '),
    noindex: page.noindex === true,
    canonicalUrl: page.canonical,
    alternates: [
      ...HREFLANGS.filter(([l]) => !page.versions || page.versions.includes(l)).map(
        ([l, hreflang]) => ({ hreflang, href: page.alternates[l] }),
      ),
      { hreflang: 'x-default', href: page.alternates.xDefault },
    ],
    og: {
      type: page.ogType ?? 'website',
      siteName: page.siteName,
      title: page.title,
      description: page.description,
      url: page.canonical,
      locale: OG_LOCALES[page.lang],
      alternateLocale: OG_LOCALES[other],
      image,
    },
    fbAppId: page.fbAppId,
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      site: twitterHandle(manifest.social.twitter),
      title: page.title,
      description: page.description,
    },
    icons: [32, 16].flatMap((size) => {
      const icon = faviconPng(images, size);
      return icon ? [{ href: icon.path, sizes: `${size}x${size}`, type: MIME[icon.format] }] : [];
    }),
    appleTouchIcon: apple
      ? { href: apple.path, sizes: `${apple.width}x${apple.height}` }
      : undefined,
    manifestUrl: WEB_MANIFEST_PATH,
    themeColor: manifest.colors.primary,
    stylesheet: brand.stylesheet,
    // A stylesheet that could close its <style> early stays linked.
    themeCss: brand.themeCss && !/<\/style/i.test(brand.themeCss) ? brand.themeCss : undefined,
    nonce: brand.nonce,
    fontPreload: brand.fontPreload ?? [],
    // `</script>` inside a string must not close the block.
    jsonLd: (page.jsonLd ?? []).map((block) => JSON.stringify(block).replace(/</g, '\\u003c')),
  };
}

/**
 * The head of a brand's home page, exactly as core's computeHead() makes it for `/fr` or
 * `/en` at `origin`: the build writes it (seo/head.<lang>.html) and a server test checks that
 * the served home page carries the same.
 */
export function homePageHead(
  manifest: BrandManifest,
  images: BrandImagesBundle,
  lang: Language,
  origin = `https://${manifest.hostKey}`,
): PageHeadData {
  const og = ogImageVariant(images);
  const alternates = { fr: `${origin}/fr`, en: `${origin}/en` };
  return {
    // With the suffix, as every page's title (core's computeHead).
    title: manifest.seo.suffix[lang].trim()
      ? `${manifest.seo.title[lang]} ${manifest.seo.suffix[lang].trim()}`
      : manifest.seo.title[lang],
    description: manifest.seo.description[lang],
    canonical: alternates[lang],
    alternates: { ...alternates, xDefault: alternates[manifest.behaviour.defaultLanguage] },
    lang,
    noindex: false,
    keywords: manifest.seo.keywords[lang],
    siteName: manifest.label[lang],
    image: og ? { url: origin + og.path, width: og.width, height: og.height } : undefined,
    ogType: 'website',
    fbAppId: manifest.fbAppId,
  };
}

export type HeadRenderer = (data: SeoHeadData) => string;

/** The part of handlebars this module uses (the CLI and the server each pass theirs). */
export interface HandlebarsLike {
  create(): {
    compile(source: string, options: { strict: boolean }): (data: SeoHeadData) => string;
  };
}

/**
 * Compiles head.html.hbs (the build's copy on the server) in a private handlebars instance,
 * the same options for the build and the server. Strict: a field the template names but the
 * data lacks fails the render instead of writing an empty tag.
 */
export function compileHeadTemplate(handlebars: HandlebarsLike, source: string): HeadRenderer {
  const template = handlebars.create().compile(source, { strict: true });
  return (data) => template(data);
}
