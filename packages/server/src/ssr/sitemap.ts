import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { offerJobboards, offers } from '../db/schema.js';
import { slugify } from '../lib/slugify.js';

export interface SitemapOffer {
  id: number;
  /** The slug of each version the offer has: a one-language offer lists only its own page. */
  slugs: { fr?: string; en?: string };
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
    const slugs: SitemapOffer['slugs'] = {};
    if (r.titleFr) slugs.fr = r.slugFr || slugify(r.titleFr) || 'offre';
    if (r.titleEn) slugs.en = r.slugEn || slugify(r.titleEn) || 'offer';
    return { id: r.id, slugs, lastmod: new Date(r.updatedAt).toISOString() };
  });
}

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  /** The page in each language it exists in (an offer with one version: that one only). */
  alternates: { fr?: string; en?: string };
}

const HREFLANG = { fr: 'fr-CA', en: 'en-CA' } as const;

export function sitemapXml(urls: SitemapUrl[]): string {
  const body = urls
    .map(
      (u) =>
        `<url><loc>${xml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}` +
        (['fr', 'en'] as const)
          .filter((l) => u.alternates[l])
          .map(
            (l) =>
              `<xhtml:link rel="alternate" hreflang="${HREFLANG[l]}" href="${xml(u.alternates[l]!)}"/>`,
          )
          .join('') +
        '</url>',
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}
