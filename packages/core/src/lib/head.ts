import type { PageHeadData } from '@jobboard/manifest';

/**
 * What a page puts in <head> (canonical, hreflang, Open Graph, JSON-LD): built on the server, updated on navigation.
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
  // The hreflang alternates of the languages the page is written in (HeadData.versions).
  const xDefault = document.head.querySelector('link[hreflang="x-default"]');
  for (const [l, hreflang] of [
    ['fr', 'fr-CA'],
    ['en', 'en-CA'],
  ] as const) {
    let link = document.head.querySelector(`link[hreflang="${hreflang}"]`);
    if (head.versions && !head.versions.includes(l)) {
      link?.remove();
      continue;
    }
    if (!link && xDefault) {
      link = document.createElement('link');
      link.setAttribute('rel', 'alternate');
      link.setAttribute('hreflang', hreflang);
      xDefault.before(link);
    }
    link?.setAttribute('href', head.alternates[l]);
  }
  set('link[hreflang="x-default"]', 'href', head.alternates.xDefault);
  set('meta[property="og:title"]', 'content', head.title);
  set('meta[property="og:url"]', 'content', head.canonical);
  set('meta[property="og:description"]', 'content', head.description);
  set('meta[name="twitter:title"]', 'content', head.title);
  set('meta[name="twitter:description"]', 'content', head.description);
}
