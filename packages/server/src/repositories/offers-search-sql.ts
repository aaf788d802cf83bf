import { and, type AnyColumn, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import {
  HOURS_PER_YEAR,
  type Language,
  type OfferSearchQuery,
  type PayUnit,
} from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { offerAttributes, offerJobboards, offers } from '../db/schema.js';
import { buildSearchQuery, type SearchQuery, type VectorQueries } from '../search/query.js';
import { listedOn } from './offers-listing.js';
import { cityFilterIds, idsOfType, type ReferenceData } from './reference.js';

/*
 * The public offers, part 2: a search's filters and keywords as SQL (the WHERE of every search,
 * total and facet count), and the relevance order of keywords.
 */

/* ---------------------------------------------------------------- search */

export type OfferFilters = Pick<
  OfferSearchQuery,
  | 'q'
  | 'category'
  | 'specialization'
  | 'city'
  | 'radius'
  | 'schedule'
  | 'experience'
  | 'company'
  | 'pay'
  | 'pay_min'
  | 'pay_unit'
  | 'remote'
>;

const FILTER_TYPES = {
  category: 'category',
  specialization: 'specialization',
  schedule: 'schedule',
  experience: 'experience',
} as const;

/**
 * Offers whose vectors match a pair of text-search queries (search/query.ts), as SQL. The queries
 * are built by the application from its own analysis; the database only compares terms.
 */
function vectorsMatch(
  queries: VectorQueries,
  vectors: { fr: AnyColumn; en: AnyColumn } = {
    fr: offers.searchFr,
    en: offers.searchEn,
  },
): SQL | null {
  const parts: SQL[] = [];
  if (queries.fr !== null) parts.push(sql`${vectors.fr} @@ ${queries.fr}::tsquery`);
  if (queries.en !== null) parts.push(sql`${vectors.en} @@ ${queries.en}::tsquery`);
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : sql`(${parts[0]} or ${parts[1]})`;
}

const TITLE_VECTORS = { fr: offers.searchTitleFr, en: offers.searchTitleEn };

/**
 * The relevance order of a search: its tier (search/query.ts: the title is the query, the
 * words as a phrase in the title, every word in the title, the occupation in the title through
 * the thesaurus, the phrase anywhere, every word anywhere, the rest), then offers written in the
 * page's language, then newest first. Integer
 * tiers, not a floating score, so that both databases give the same order. Title tiers read
 * the small title vectors: a broad word's thousands of matches are ranked without reading their
 * whole text's vectors again.
 */
function relevanceTier(query: SearchQuery): SQL {
  const cases = query.tiers
    .map(({ score, query: tier, on, maxTerms }) => {
      let condition: SQL | null;
      if (maxTerms) {
        const exact = (vector: AnyColumn, q: string | null, n: number) =>
          q === null ? null : sql`(${vector} @@ ${q}::tsquery and length(${vector}) <= ${n})`;
        const parts = [
          exact(offers.searchTitleFr, tier.fr, maxTerms.fr),
          exact(offers.searchTitleEn, tier.en, maxTerms.en),
        ].filter((p): p is SQL => p !== null);
        condition = parts.length ? sql.join(parts, sql` or `) : null;
      } else condition = vectorsMatch(tier, on === 'title' ? TITLE_VECTORS : undefined);
      return condition ? sql`when ${condition} then ${sql.raw(String(score))}` : null;
    })
    .filter((c): c is SQL => c !== null);
  const otherwise = sql.raw(String(query.otherwise));
  return cases.length ? sql`case ${sql.join(cases, sql` `)} else ${otherwise} end` : otherwise;
}

/**
 * A page of a search by relevance, with the number of matches: the matches are read once, each
 * reduced to its tier, language and date (a narrow row: the sort then stays in memory instead of
 * carrying the offers' text vectors), then ordered and counted.
 */
export async function rankedPage(
  db: DbLike,
  where: SQL,
  query: SearchQuery,
  lang: Language | undefined,
  limit: number,
  offset: number,
): Promise<Array<{ id: number; total: number }>> {
  const inLanguage = lang
    ? sql`(${lang === 'fr' ? offers.titleFr : offers.titleEn} is not null)`
    : sql`true`;
  const { rows } = await db.execute<{ id: number; total: number }>(sql`
    with matches as materialized (
      select ${offers.id} as id, ${relevanceTier(query)} as tier, ${inLanguage} as in_language,
             ${offers.createdAt} as created_at
        from ${offerJobboards} inner join ${offers} on ${offers.id} = ${offerJobboards.offerId}
       where ${where}
    )
    select id, count(*) over () as total from matches
     order by tier desc, in_language desc, created_at desc, id asc
     limit ${limit} offset ${offset}`);
  return rows.map((r) => ({ id: Number(r.id), total: Number(r.total) }));
}

/**
 * The WHERE of a search, or null when a filter can match nothing (only unknown ids, e.g.
 * ?category=9999): the caller then answers an empty page without a query.
 */
export function searchConditions(
  reference: ReferenceData,
  board: string,
  filters: OfferFilters,
): SQL | null {
  const conditions: SQL[] = [listedOn(board)];
  for (const [name, type] of Object.entries(FILTER_TYPES) as Array<
    [keyof typeof FILTER_TYPES, (typeof FILTER_TYPES)[keyof typeof FILTER_TYPES]]
  >) {
    const given = filters[name];
    if (!given?.length) continue;
    const ids = idsOfType(reference, type, given);
    if (ids.length === 0) return null;
    // Values of one filter are alternatives; filters are combined.
    conditions.push(
      sql`exists (select 1 from ${offerAttributes} where ${offerAttributes.offerId} = ${offers.id} and ${inArray(offerAttributes.attributeId, ids)})`,
    );
  }
  if (filters.city?.length) {
    const ids = cityFilterIds(reference, filters.city, filters.radius);
    if (ids.length === 0) return null;
    conditions.push(inArray(offers.cityId, ids));
  }
  if (filters.company) {
    // A confidential offer never shows under its company, or the filter would reveal who posted it.
    conditions.push(eq(offers.companyId, filters.company), eq(offers.isConfidential, false));
  }
  if (filters.pay === '1' || filters.pay_min !== undefined)
    conditions.push(or(isNotNull(offers.salaryMin), isNotNull(offers.salaryMax))!);
  if (filters.pay_min !== undefined) conditions.push(reachesPay(filters.pay_min, filters.pay_unit));
  if (filters.remote === '1') conditions.push(eq(offers.remote, true));
  const q = filters.q?.trim();
  const query = q ? buildSearchQuery(q) : null;
  if (query) {
    // Either language's contents (or titles); a query of stop words only filters nothing.
    const match = [
      vectorsMatch(query.match),
      query.titleMatch ? vectorsMatch(query.titleMatch, TITLE_VECTORS) : null,
    ].filter((m): m is SQL => m !== null);
    if (match.length) conditions.push(match.length === 1 ? match[0]! : or(...match)!);
  }
  return and(...conditions)!;
}

/**
 * The minimum pay filter: the offer's range reaches `amount` per `unit` — its maximum, or its
 * minimum when it gives no maximum. An hourly range is compared with a yearly minimum (and the
 * other way round) at HOURS_PER_YEAR hours a year.
 */
function reachesPay(amount: number, unit: PayUnit = 'hour'): SQL {
  const top = sql`coalesce(${offers.salaryMax}, ${offers.salaryMin})`;
  const perHour = unit === 'hour' ? amount : amount / HOURS_PER_YEAR;
  const perYear = unit === 'year' ? amount : amount * HOURS_PER_YEAR;
  return sql`(case when ${offers.salaryPeriod} = 'hour' then ${top} >= ${perHour} else ${top} >= ${perYear} end)`;
}
