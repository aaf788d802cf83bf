import path from 'node:path';
import {
  BRANDS_DIR,
  LANGUAGES,
  homePageHead,
  listBrandKeys,
  readBrandManifest,
  seoHeadData,
  twitterHandle,
  type BrandImagesBundle,
  type BrandManifest,
  type Language,
} from '@jobboard/manifest';
import { createTheme } from '@jobboard/themes';
import { beforeAll, describe, expect, it } from 'vitest';
import { planBrandImages, toImagesBundle } from '../images/plan-brand-images.js';
import { loadSeoRenderer, type SeoRenderer } from './render-seo.js';
import { buildRobotsData, buildWebManifestData, withSuffix } from './seo-head-data.js';

let seo: SeoRenderer;
beforeAll(async () => {
  seo = await loadSeoRenderer();
});

/** The home page head as the build writes it. */
function homeHead(manifest: BrandManifest, images: BrandImagesBundle, lang: Language) {
  return seoHeadData(homePageHead(manifest, images, lang), { manifest, images });
}

/** What the build writes, from the image plan alone: no image is encoded here. */
async function bundleOf(key: string, manifest: BrandManifest) {
  return toImagesBundle(key, await planBrandImages(path.join(BRANDS_DIR, key), manifest));
}

describe('SEO head of every committed brand', () => {
  const keys = listBrandKeys();

  it('covers all 13 brands', () => {
    expect(keys.length).toBeGreaterThanOrEqual(13);
  });

  // File snapshots (reviewable HTML): regenerate with `pnpm exec vitest run --project cli -u`
  // after a deliberate change to a brand, its images or the template.
  it.each(keys)('%s', async (key) => {
    const manifest = readBrandManifest(key);
    const images = await bundleOf(key, manifest);
    for (const lang of LANGUAGES) {
      const html = seo.head(homeHead(manifest, images, lang));
      expect(html).toContain(`<link rel="canonical" href="https://${manifest.hostKey}/${lang}">`);
      // The home title carries the brand suffix like every other page.
      expect(homePageHead(manifest, images, lang).title).toBe(
        withSuffix(manifest.seo.title[lang], manifest.seo.suffix[lang]),
      );
      await expect(html).toMatchFileSnapshot(`./__snapshots__/heads/${key}.${lang}.html`);
    }
  });
});

describe('head.html.hbs', () => {
  it('escapes text and writes optional tags only when set', async () => {
    const [key] = listBrandKeys();
    if (!key) throw new Error('no brands');
    const base = readBrandManifest(key);
    const manifest: BrandManifest = {
      ...base,
      fbAppId: '123456',
      social: { ...base.social, twitter: 'https://x.com/Emplois_QC' },
      seo: { ...base.seo, title: { ...base.seo.title, en: 'Jobs "R" <Us> & more' } },
    };
    const images = await bundleOf(key, manifest);
    const html = seo.head(homeHead(manifest, images, 'en'));
    expect(html).toContain('<title>Jobs &quot;R&quot; &lt;Us&gt; &amp; more');
    expect(html).toContain('<meta property="fb:app_id" content="123456">');
    expect(html).toContain('<meta name="twitter:site" content="@Emplois_QC">');
    expect(html).toContain('<meta property="og:locale" content="en_CA">');
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="https://${manifest.hostKey}/${manifest.behaviour.defaultLanguage}">`,
    );
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/[^"]+\/ogImage\.1200x630\.[0-9a-f]{8}\.jpg">/,
    );

    const plain = seo.head(homeHead({ ...base, fbAppId: undefined, social: {} }, images, 'fr'));
    expect(plain).not.toContain('fb:app_id');
    expect(plain).not.toContain('twitter:site');
  });

  it('renders any page: noindex, article, JSON-LD safe inside its script, the stylesheet', async () => {
    const [key] = listBrandKeys();
    if (!key) throw new Error('no brands');
    const manifest = readBrandManifest(key);
    const images = await bundleOf(key, manifest);
    const html = seo.head(
      seoHeadData(
        {
          ...homePageHead(manifest, images, 'fr'),
          title: 'Offre | Marque',
          canonical: 'https://x.test/fr/offre/a/1',
          noindex: true,
          ogType: 'article',
          image: undefined,
          jsonLd: [{ '@type': 'JobPosting', title: '</script><script>alert(1)</script>' }],
        },
        { manifest, images, stylesheet: `/brand/${key}/theme.0123abcd.css` },
      ),
    );
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).not.toContain('og:image');
    expect(html).toContain(`<link rel="stylesheet" href="/brand/${key}/theme.0123abcd.css">`);
    expect(html).toContain(
      '<script type="application/ld+json">{"@type":"JobPosting","title":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('writes the stylesheet inline, with the nonce, when given its text (the server pages)', async () => {
    const [key] = listBrandKeys();
    if (!key) throw new Error('no brands');
    const manifest = readBrandManifest(key);
    const images = await bundleOf(key, manifest);
    const page = homePageHead(manifest, images, 'fr');
    const stylesheet = `/brand/${key}/theme.0123abcd.css`;
    const css = ':root { --color-primary: #123456; }';
    const inline = seo.head(
      seoHeadData(page, { manifest, images, stylesheet, themeCss: css, nonce: 'abc123' }),
    );
    expect(inline).toContain(`<style nonce="abc123">${css}</style>`);
    expect(inline).not.toContain('rel="stylesheet"');
    // A text that could end its <style> early stays a link.
    const unsafe = seo.head(
      seoHeadData(page, {
        manifest,
        images,
        stylesheet,
        themeCss: 'a{}</style><script>',
        nonce: 'n',
      }),
    );
    expect(unsafe).toContain(`<link rel="stylesheet" href="${stylesheet}">`);
    expect(unsafe).not.toContain('<style');
  });
});

describe('robots.txt and site.webmanifest', () => {
  it('keeps crawlers out of private areas and names the sitemap', () => {
    const manifest = readBrandManifest(listBrandKeys()[0] ?? 'jobboard');
    const robots = seo.robots(buildRobotsData(manifest));
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/m);
    for (const line of [
      'Disallow: /api/',
      'Disallow: /fr/employeur/connexion',
      'Disallow: /fr/employer/companies',
      'Disallow: /en/profile',
      'Disallow: /fr/offre/*/*/application',
    ])
      expect(robots).toContain(line);
    expect(robots.trimEnd().endsWith(`Sitemap: https://${manifest.hostKey}/sitemap.xml`)).toBe(
      true,
    );
  });

  it('is valid JSON with the 192 and 512 icons', async () => {
    const key = listBrandKeys()[0] ?? 'jobboard';
    const manifest = readBrandManifest(key);
    const web = JSON.parse(
      seo.webManifest(
        buildWebManifestData(manifest, await bundleOf(key, manifest), createTheme(manifest).colors),
      ),
    ) as Record<string, unknown>;
    expect(web).toMatchObject({
      short_name: manifest.label[manifest.behaviour.defaultLanguage],
      start_url: `/${manifest.behaviour.defaultLanguage}`,
      theme_color: manifest.colors.primary,
      background_color: createTheme(manifest).colors.page,
    });
    expect((web.icons as Array<{ sizes: string }>).map((i) => i.sizes)).toEqual([
      '192x192',
      '512x512',
    ]);
  });
});

describe('helpers', () => {
  it('reads the twitter handle from a profile URL', () => {
    expect(twitterHandle('https://twitter.com/emploisti')).toBe('@emploisti');
    expect(twitterHandle('https://www.x.com/@Foo/')).toBe('@Foo');
    expect(twitterHandle('https://example.com/foo')).toBeUndefined();
    expect(twitterHandle(undefined)).toBeUndefined();
  });

  it('puts back the space the schema trims off the suffix', () => {
    expect(withSuffix('Emplois', '| Marque')).toBe('Emplois | Marque');
    expect(withSuffix('Emplois', '')).toBe('Emplois');
  });
});
