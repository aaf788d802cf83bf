import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { offerJobboards, offers } from '../db/schema.js';
import { slugify } from '../lib/slugify.js';

export interface SitemapOffer {
  id: number;
  slugFr: string;
  slugEn: string;
  lastmod: string;
}

/** Published, unexpired offers of a board, newest first (one sitemap holds 50,000 URLs). */
export async function sitemapOffers(
  db: Db,
  board: string,
  limit = 20_000,
): Promise<SitemapOffer[]> {
  const rows = await db
    .select({
      id: offers.id,
      slugFr: offers.slugFr,
      slugEn: offers.slugEn,
      titleFr: offers.titleFr,
      titleEn: offers.titleEn,
      updatedAt: offers.updatedAt,
    })
    .from(offerJobboards)
    .innerJoin(offers, eq(offers.id, offerJobboards.offerId))
    .where(
      and(
        eq(offerJobboards.jobboard, board),
        eq(offers.status, 'published'),
        or(isNull(offers.expiresAt), gt(offers.expiresAt, sql`now()`)),
      ),
    )
    .orderBy(sql`${offerJobboards.offerCreatedAt} desc`)
    .limit(limit);
  return rows.map((r) => {
    const fr = r.slugFr || slugify(r.titleFr || r.titleEn || 'offre');
    const en = r.slugEn || slugify(r.titleEn || r.titleFr || 'offer');
    return { id: r.id, slugFr: fr, slugEn: en, lastmod: new Date(r.updatedAt).toISOString() };
  });
}

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  alternates: { fr: string; en: string };
}

export function sitemapXml(urls: SitemapUrl[]): string {
  const body = urls
    .map(
      (u) =>
        `<url><loc>${xml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}` +
        `<xhtml:link rel="alternate" hreflang="fr-CA" href="${xml(u.alternates.fr)}"/>` +
        `<xhtml:link rel="alternate" hreflang="en-CA" href="${xml(u.alternates.en)}"/></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}
