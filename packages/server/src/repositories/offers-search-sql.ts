import { and, type AnyColumn, eq, gte, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import {
  HOURS_PER_YEAR,
  SEARCH_TOTAL_CAP,
  type Language,
  type OfferSearchQuery,
  type PayUnit,
} from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { offerAttributes, offerJobboards, offers } from '../db/schema.js';
import {
  buildSearchQuery,
  type SearchQuery,
  type SearchTier,
  type VectorQueries,
} from '../search/query.js';
import { listedOn, NEWEST_FIRST } from './offers-listing.js';
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
  | 'posted'
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
const KEY_VECTORS = { fr: offers.searchKeyFr, en: offers.searchKeyEn };
const VECTORS_OF = { title: TITLE_VECTORS, key: KEY_VECTORS, text: undefined } as const;

/** The condition of one tier (search/query.ts), or null when it asks nothing in either language. */
function tierCondition({ query: tier, on, maxTerms }: SearchTier): SQL | null {
  if (!maxTerms) return vectorsMatch(tier, VECTORS_OF[on]);
  const exact = (vector: AnyColumn, q: string | null, n: number) =>
    q === null ? null : sql`(${vector} @@ ${q}::tsquery and length(${vector}) <= ${n})`;
  const parts = [
    exact(offers.searchTitleFr, tier.fr, maxTerms.fr),
    exact(offers.searchTitleEn, tier.en, maxTerms.en),
  ].filter((p): p is SQL => p !== null);
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : null;
}

/**
 * The relevance order of a search: its tier (search/query.ts: the title is the query, the
 * words as a phrase in the title, every word in the title, the occupation in the title through
 * the thesaurus, every word in the title or the attributes, the phrase anywhere, every word
 * anywhere, the rest), then offers written in the page's language, then newest first. Integer
 * tiers, not a floating score, so that both databases give the same order. Title and key tiers
 * read the small title and key vectors, not the whole text's.
 */
function relevanceTier(query: SearchQuery): SQL {
  const cases = query.tiers
    .map((tier) => {
      const condition = tierCondition(tier);
      return condition ? sql`when ${condition} then ${sql.raw(String(tier.score))}` : null;
    })
    .filter((c): c is SQL => c !== null);
  const otherwise = sql.raw(String(query.otherwise));
  return cases.length ? sql`case ${sql.join(cases, sql` `)} else ${otherwise} end` : otherwise;
}

const inLanguageOf = (lang: Language | undefined) =>
  lang ? sql`(${lang === 'fr' ? offers.titleFr : offers.titleEn} is not null)` : null;

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
  const inLanguage = inLanguageOf(lang) ?? sql`true`;
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
 * Past this many matches (the planner's estimate), a search by relevance is not ranked whole:
 * rankedPageByTiers reads only the best groups, and the total is "10 000+" unless the page is
 * the last. Above the count cap with a margin, so that an estimate up to 50 % too high still
 * says nothing false.
 */
export const BROAD_SEARCH_ESTIMATE = Math.round(SEARCH_TOTAL_CAP * 1.5);

/** The planner's estimate of the offers `where` matches (EXPLAIN: planned, not run). */
export async function estimateMatches(db: DbLike, where: SQL): Promise<number> {
  const { rows } = await db.execute<{ 'QUERY PLAN': unknown }>(sql`
    explain (format json)
    select 1 from ${offerJobboards} inner join ${offers} on ${offers.id} = ${offerJobboards.offerId}
     where ${where}`);
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{
    Plan: { 'Plan Rows': number };
  }>;
  return plan[0]?.Plan['Plan Rows'] ?? 0;
}

/** A board row: where a broad search's window of newest offers ends. */
interface WindowEdge {
  /** As PostgreSQL writes it: a JavaScript Date would drop the microseconds. */
  createdAt: string;
  offerId: number;
}

/** Board rows after `edge` in the newest-first order (NEWEST_FIRST), or every row without one. */
const pastEdge = (edge: WindowEdge | null): SQL =>
  edge
    ? sql`(${offerJobboards.offerCreatedAt} < ${edge.createdAt}::timestamptz
        or (${offerJobboards.offerCreatedAt} = ${edge.createdAt}::timestamptz
            and ${offerJobboards.offerId} > ${edge.offerId}))`
    : sql`true`;

/**
 * How many of the board's newest rows a broad search reads first, and at most (past them, the
 * groups it still needs are found through the indexes). Options of rankedPageByTiers so that a
 * test can make them small.
 */
export const TIERS_WINDOW = { first: 1_000, most: 16_000 };

/**
 * The same page as rankedPage, for a broad search (thousands of matches: a city's name, a
 * common word), without reading every match. The order is tier, then the page's language, then
 * newest: so the page is made of groups taken in that order — the best tier's offers in the
 * page's language, then in the other, then the next tier's… —, each group's newest first.
 *
 * The board's newest rows are read first (a window, TIERS_WINDOW.first rows: the offers every
 * newest-first page reads, so in memory), each matching offer with its group. A group the window
 * holds enough of is taken from it. A group it holds some of, at a rate that promises the rest
 * within a few more windows' worth, is read further down (the window grows, up to
 * TIERS_WINDOW.most). A rarer group (none, or few) has its older offers found through the
 * indexes (the title and key vectors' GIN indexes): it has few. Neither way depends on the
 * planner's guess of a group's size, which multiplies correlated conditions as if independent
 * (« comptable » in the title looked 15 times rarer than it is, and 19,000 offers were read).
 *
 * Groups after the page are never read, so the total is not counted: it is SEARCH_TOTAL_CAP + 1
 * ("10 000+"), unless every group ran out before the page's end and one more offer: then it is
 * exact (a search wrongly thought broad still gets its true total, and an empty one its
 * spelling step).
 */
export async function rankedPageByTiers(
  db: DbLike,
  where: SQL,
  board: string,
  query: SearchQuery,
  lang: Language | undefined,
  limit: number,
  offset: number,
  window = TIERS_WINDOW,
): Promise<Array<{ id: number; total: number }>> {
  const conditions = query.tiers.map(tierCondition).filter((c): c is SQL => c !== null);
  const inLanguage = inLanguageOf(lang);
  // A row's group: its tier's place (the first condition it meets, else after them all)…
  const tierOf = conditions.length
    ? sql`case ${sql.join(
        conditions.map((c, i) => sql`when ${c} then ${sql.raw(String(i))}`),
        sql` `,
      )} else ${sql.raw(String(conditions.length))} end`
    : sql`0`;
  // …and, with a page language, whether it is written in it (first) or not.
  const groups = Array.from({ length: conditions.length + 1 }, (_, tier) =>
    (inLanguage ? [true, false] : [true]).map((written) => ({ tier, written })),
  ).flat();

  const seen: Array<{ id: number; tier: number; written: boolean }> = [];
  let scanned = 0;
  let edge: WindowEdge | null = null;
  let exhausted = false;
  const readWindow = async (size: number) => {
    // Where the chunk ends: the size-th board row past the edge (none: the board ends first).
    const { rows: ends } = await db.execute<{ created_at: string; offer_id: number }>(sql`
      select ${offerJobboards.offerCreatedAt}::text as created_at, ${offerJobboards.offerId} as offer_id
        from ${offerJobboards}
       where ${offerJobboards.jobboard} = ${board} and ${pastEdge(edge)}
       order by ${sql.join(NEWEST_FIRST, sql`, `)}
       offset ${size - 1} limit 1`);
    // The chunk's rows, as a subquery with its LIMIT: the planner cannot read the matches
    // through the text index instead (all of them), only these rows.
    const { rows } = await db.execute<{ id: number; tier: number; written: boolean }>(sql`
      select ${offers.id} as id, ${tierOf} as tier, ${inLanguage ?? sql`true`} as written
        from (select * from ${offerJobboards}
               where ${offerJobboards.jobboard} = ${board} and ${pastEdge(edge)}
               order by ${sql.join(NEWEST_FIRST, sql`, `)}
               limit ${size}) as ${offerJobboards}
        inner join ${offers} on ${offers.id} = ${offerJobboards.offerId}
       where ${where}
       order by ${sql.join(NEWEST_FIRST, sql`, `)}`);
    seen.push(
      ...rows.map((r) => ({ id: Number(r.id), tier: Number(r.tier), written: !!r.written })),
    );
    scanned += size;
    const end = ends[0];
    edge = end ? { createdAt: end.created_at, offerId: Number(end.offer_id) } : null;
    exhausted = !end;
  };

  // One offer past the page: had the groups run out before it, the total is known.
  const wanted = offset + limit + 1;
  const ids: number[] = [];
  await readWindow(window.first);
  for (const { tier, written } of groups) {
    const room = wanted - ids.length;
    if (room <= 0) break;
    const inGroup = () => seen.filter((r) => r.tier === tier && r.written === written);
    let members = inGroup();
    // Dense enough to be read down the window: the rows still to read at the rate seen so far,
    // with a margin, within four times what was read.
    while (members.length > 0 && members.length < room && !exhausted && scanned < window.most) {
      const more = Math.ceil((((room - members.length) * scanned) / members.length) * 1.5);
      if (more > 4 * scanned) break;
      await readWindow(Math.min(Math.max(more, 100), window.most - scanned));
      members = inGroup();
    }
    ids.push(...members.slice(0, room).map((r) => r.id));
    if (members.length >= room || exhausted) continue;
    // The group's older offers, past the window; each group excludes the better ones (a NULL
    // vector matches nothing: coalesce).
    const own = conditions[tier];
    const better = conditions.slice(0, tier).map((c) => sql`not coalesce(${c}, false)`);
    const language = inLanguage ? (written ? inLanguage : sql`not ${inLanguage}`) : null;
    const older = await db
      .select({ id: offerJobboards.offerId })
      .from(offerJobboards)
      .innerJoin(offers, eq(offers.id, offerJobboards.offerId))
      .where(and(where, pastEdge(edge), own, ...better, language ?? undefined))
      .orderBy(...NEWEST_FIRST)
      .limit(room - members.length);
    ids.push(...older.map((r) => r.id));
  }
  const total = ids.length < wanted ? ids.length : SEARCH_TOTAL_CAP + 1;
  return ids.slice(offset, offset + limit).map((id) => ({ id, total }));
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
  if (filters.posted)
    conditions.push(gte(offerJobboards.offerCreatedAt, postedSince(filters.posted)));
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

const DAY_MS = 24 * 3600_000;

/**
 * The start of a "date posted" window (`posted` days before `now`): an offer posted at or after
 * it is in. Its posting date is offers.created_at, which its cards show (copied, indexed with the
 * board, as offer_jobboards.offer_created_at).
 */
export function postedSince(days: number, now = Date.now()): Date {
  return new Date(now - days * DAY_MS);
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
