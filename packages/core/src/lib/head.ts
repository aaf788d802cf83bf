import type { PageHeadData } from '@jobboard/manifest';

/**
 * What a page puts in <head> (SEO of DESIGN.md): built on the server, updated on navigation.
 * The server writes it into the brand build's head template (templates/seo/head.html.hbs,
 * through @jobboard/manifest's seoHeadData), the one head implementation, so the type is the
 * template's input type.
 */
export type HeadData = PageHeadData;

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/**
 * @deprecated The server renders the head from the brand build's template (`headData`);
 * nothing serves this output. Kept only while entry-server.tsx still fills `head` with it.
 */
export function renderHeadTags(head: HeadData): string {
  const e = escapeHtml;
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${e(content)}">`;
  const tags = [
    `<title>${e(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${e(head.canonical)}">`,
    `<link rel="alternate" hreflang="fr-CA" href="${e(head.alternates.fr)}">`,
    `<link rel="alternate" hreflang="en-CA" href="${e(head.alternates.en)}">`,
    `<link rel="alternate" hreflang="x-default" href="${e(head.alternates.xDefault)}">`,
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', head.lang === 'fr' ? 'fr_CA' : 'en_CA'),
    meta('property', 'og:locale:alternate', head.lang === 'fr' ? 'en_CA' : 'fr_CA'),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex, follow'));
  if (head.keywords?.length) tags.push(meta('name', 'keywords', head.keywords.join(', ')));
  if (head.fbAppId) tags.push(meta('property', 'fb:app_id', head.fbAppId));
  if (head.image) {
    tags.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
      meta('name', 'twitter:image', head.image.url),
    );
  }
  for (const block of head.jsonLd ?? []) {
    const json = JSON.stringify(block).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('\n');
}

/** Client side: bring document.head in line after a navigation (crawlers read the server's). */
export function applyHead(head: HeadData): void {
  if (typeof document === 'undefined') return;
  document.title = head.title;
  document.documentElement.lang = head.lang === 'fr' ? 'fr-CA' : 'en-CA';
  const set = (selector: string, attr: string, value: string) => {
    const el = document.head.querySelector(selector);
    if (el) el.setAttribute(attr, value);
  };
  set('meta[name="description"]', 'content', head.description);
  set('link[rel="canonical"]', 'href', head.canonical);
  set('link[hreflang="fr-CA"]', 'href', head.alternates.fr);
  set('link[hreflang="en-CA"]', 'href', head.alternates.en);
  set('link[hreflang="x-default"]', 'href', head.alternates.xDefault);
  set('meta[property="og:title"]', 'content', head.title);
  set('meta[property="og:url"]', 'content', head.canonical);
}
