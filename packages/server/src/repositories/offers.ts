import {
  and,
  type AnyColumn,
  count,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { companyLogo } from './companies.js';
import {
  ATTRIBUTE_TYPES,
  FACET_FAMILIES,
  HOURS_PER_YEAR,
  type Attribute,
  type FacetCount,
  type FacetFamily,
  type Offer,
  type OfferFacets,
  type OfferListItem,
  type OfferRelaxation,
  type OfferSearchQuery,
  type OfferSort,
  type Language,
  type PageMeta,
  type PayUnit,
  type SpellingSuggestion,
  SEARCH_TOTAL_CAP,
} from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import {
  applications,
  attributes,
  companies,
  offerAttributes,
  offerJobboards,
  offers,
} from '../db/schema.js';
import { cityFilterIds, getReference, idsOfType, type ReferenceData } from './reference.js';
import { buildSearchQuery, type SearchQuery, type VectorQueries } from '../search/query.js';
import { suggestSpelling } from '../search/spelling.js';

/* ---------------------------------------------------------------- what "public" means */

/**
 * An offer is listed on a board when it is published there (a row in offer_jobboards), its status
 * is published and it has not expired. These conditions expect offer_jobboards joined to offers.
 */
export function listedOn(board: string): SQL {
  return and(
    eq(offerJobboards.jobboard, board),
    eq(offers.status, 'published'),
    or(isNull(offers.expiresAt), gt(offers.expiresAt, sql`now()`)),
  )!;
}

/**
 * An offer page stays readable after expiry (the page says it expired, and search engines get a
 * page rather than a 404): published on the board, status published or expired. Drafts and
 * unpublished offers are not found.
 */
function readableOn(board: string): SQL {
  return and(eq(offerJobboards.jobboard, board), inArray(offers.status, ['published', 'expired']))!;
}

/* ---------------------------------------------------------------- hydration: rows → Offer */

/**
 * Orders of a board's list that match offer_jobboards_board_created_idx
 * (jobboard, offer_created_at DESC NULLS LAST, offer_id): the index is read in order and the scan
 * stops at the page. A plain "desc" means NULLS FIRST, which the index does not provide, and the
 * planner would then sort every offer of the board (27 ms instead of 1 ms on 10k offers).
 */
export const NEWEST_FIRST: SQL[] = [
  sql`${offerJobboards.offerCreatedAt} desc nulls last`,
  sql`${offerJobboards.offerId} asc`,
];
const OLDEST_FIRST: SQL[] = [
  sql`${offerJobboards.offerCreatedAt} asc nulls first`,
  sql`${offerJobboards.offerId} desc`,
];

const TYPE_ORDER = new Map(ATTRIBUTE_TYPES.map((type, i) => [type, i]));

/** A JSON array from a correlated subquery: json parses the same way on PGlite and node-postgres. */
const jsonList = <T>(query: SQL) => sql<T[] | null>`(${query})`;

/**
 * The Offer answers (docs/api.md) of the given ids, in the order of `ids`: contents of the languages
 * that have a title (the client falls back to primary_language), the company unless the offer is
 * confidential, attributes in type then display order, the boards it is on, has_applied for the
 * signed-in candidate. One query whatever the number of offers (attribute ids and boards come as
 * JSON lists from correlated subqueries; labels and slugs from the cached reference data).
 */
export function hydrateOffers(
  db: DbLike,
  ids: readonly number[],
  options: HydrateOptions = {},
): Promise<Offer[]> {
  return hydrate(db, ids, options, true) as Promise<Offer[]>;
}

/**
 * The OfferListItem answers of lists (search, similar offers, a company's offers): as
 * hydrateOffers without the descriptions, which are not even read from the database.
 */
export function hydrateOfferItems(
  db: DbLike,
  ids: readonly number[],
  options: HydrateOptions = {},
): Promise<OfferListItem[]> {
  return hydrate(db, ids, options, false);
}

interface HydrateOptions {
  candidateId?: number | null;
  boards?: ReadonlySet<string>;
}

async function hydrate(
  db: DbLike,
  ids: readonly number[],
  options: HydrateOptions,
  withDescriptions: boolean,
): Promise<OfferListItem[]> {
  if (ids.length === 0) return [];
  const reference = await getReference(db);
  const candidateId = options.candidateId ?? null;
  const noDescription = sql<string | null>`null`;
  const rows = await db
    .select({
      id: offers.id,
      isConfidential: offers.isConfidential,
      primaryLanguage: offers.primaryLanguage,
      status: offers.status,
      titleFr: offers.titleFr,
      titleEn: offers.titleEn,
      descriptionFr: withDescriptions ? offers.descriptionFr : noDescription,
      descriptionEn: withDescriptions ? offers.descriptionEn : noDescription,
      slugFr: offers.slugFr,
      slugEn: offers.slugEn,
      cityId: offers.cityId,
      address: offers.address,
      salaryMin: offers.salaryMin,
      salaryMax: offers.salaryMax,
      salaryPeriod: offers.salaryPeriod,
      salaryCurrency: offers.salaryCurrency,
      positions: offers.positions,
      remote: offers.remote,
      openToCanada: offers.openToCanada,
      createdAt: offers.createdAt,
      updatedAt: offers.updatedAt,
      expiresAt: offers.expiresAt,
      companyId: companies.id,
      companySlug: companies.slug,
      companyNameFr: companies.nameFr,
      companyNameEn: companies.nameEn,
      logoPath: companies.logoPath,
      logoWidth: companies.logoWidth,
      logoHeight: companies.logoHeight,
      logoVariants: companies.logoVariants,
      attributeIds: jsonList<number>(
        sql`select json_agg(${offerAttributes.attributeId}) from ${offerAttributes} where ${offerAttributes.offerId} = ${offers.id}`,
      ),
      boards: jsonList<string>(
        sql`select json_agg(${offerJobboards.jobboard} order by ${offerJobboards.publishedAt}, ${offerJobboards.jobboard}) from ${offerJobboards} where ${offerJobboards.offerId} = ${offers.id}`,
      ),
      hasApplied:
        candidateId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${applications} where ${applications.offerId} = ${offers.id} and ${applications.userId} = ${candidateId})`,
    })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(inArray(offers.id, [...ids]));

  const byId = new Map<number, OfferListItem>();
  const content = (title: string, slug: string | null, description: string | null) =>
    withDescriptions
      ? { title, description: description ?? '', slug: slug ?? '' }
      : { title, slug: slug ?? '' };
  for (const r of rows) {
    const contents: OfferListItem['contents'] = {};
    if (r.titleFr !== null) contents.fr = content(r.titleFr, r.slugFr, r.descriptionFr);
    if (r.titleEn !== null) contents.en = content(r.titleEn, r.slugEn, r.descriptionEn);
    const offerAttributeList = (r.attributeIds ?? [])
      .map((id) => reference.byId.get(Number(id)))
      .filter((a): a is Attribute => a !== undefined)
      .sort(
        (a, b) =>
          (TYPE_ORDER.get(a.type) ?? 0) - (TYPE_ORDER.get(b.type) ?? 0) ||
          (reference.order.get(a.id) ?? 0) - (reference.order.get(b.id) ?? 0),
      );
    byId.set(r.id, {
      id: r.id,
      is_confidential: r.isConfidential,
      remote: r.remote,
      open_to_canada: r.openToCanada,
      company: r.isConfidential
        ? null
        : {
            id: r.companyId,
            slug: r.companySlug,
            name_fr: r.companyNameFr,
            name_en: r.companyNameEn,
            logo: companyLogo(r.logoPath, r.logoWidth, r.logoHeight, r.logoVariants),
          },
      contents,
      primary_language: r.primaryLanguage,
      has_applied: r.hasApplied === true,
      attributes: offerAttributeList,
      city: r.cityId === null ? null : (reference.cityById.get(r.cityId) ?? null),
      address: r.address,
      salary:
        r.salaryMin === null && r.salaryMax === null
          ? null
          : {
              min: r.salaryMin,
              max: r.salaryMax,
              period: r.salaryPeriod,
              currency: r.salaryCurrency,
            },
      positions: r.positions,
      // Only boards this process serves: a retired brand's rows are not shown.
      jobboards: (r.boards ?? [])
        .filter((name) => !options.boards || options.boards.has(name))
        .map((name) => ({ name })),
      status: r.status,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      expires_at: r.expiresAt ? r.expiresAt.toISOString() : null,
    });
  }
  return ids.map((id) => byId.get(id)).filter((o): o is OfferListItem => o !== undefined);
}

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

export interface SearchOptions extends OfferFilters {
  board: string;
  page: number;
  perPage: number;
  /** Default: relevance when there are keywords, else newest first. */
  sort?: OfferSort;
  /** Add the facet counts (and, on an empty page, the relaxations) to the answer. */
  facets?: boolean;
  candidateId?: number | null;
  /** Boards this process serves (the `jobboards` of each offer are limited to them). */
  boards?: ReadonlySet<string>;
  /** The page's language: with relevance, offers written in it come first among equals. */
  lang?: Language;
}

export interface OffersPage {
  data: OfferListItem[];
  meta: PageMeta & { total_capped?: boolean };
  facets?: OfferFacets;
  relaxations?: OfferRelaxation[];
  spelling?: SpellingSuggestion;
}

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
async function rankedPage(
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

/* ---------------------------------------------------------------- the total of a search */

/**
 * The cost of a search page is its total, not its 20 rows: the rows come from one range of the
 * (jobboard, offer_created_at) index and stop at the page, while an exact count must visit every
 * matching offer (TOOLCHAIN.md: ~200 ms on PGlite for a broad term over 100k offers).
 *
 * Choice: exact totals, computed by a separate count query (no count(*) OVER() on the page
 * query), and totals of COUNT_CACHE_MIN offers or more are kept COUNT_CACHE_TTL_MS in a small
 * in-process LRU keyed by board + normalized filters. Small totals — every selective search — are
 * always exact and fresh, because they are cheap; the big ones (the unfiltered board, a broad
 * keyword) cost one count per minute per filter set, and a difference of a few offers within that
 * minute on a total in the thousands is invisible. Concurrent identical counts share one query.
 * A capped count ("10,000+") was the alternative; it would need a flag in the page meta that the
 * pages do not show, so the exact number wins.
 */
export const COUNT_CACHE_MIN = 1000;
export const COUNT_CACHE_TTL_MS = 60_000;
export const COUNT_CACHE_SIZE = 500;

interface CacheEntry {
  at: number;
  value: Promise<unknown>;
  /** How long it stays: COUNT_CACHE_TTL_MS for a big aggregate, the fresh TTL for a small one. */
  ttl: number;
}
const aggregateCaches = new WeakMap<object, Map<string, CacheEntry>>();
const freshTtls = new WeakMap<object, number>();

/**
 * Small aggregates too (every selective search's total and facet counts) are kept `ttlMs` on this
 * database handle, for a process that empties the cache on every write that may change them
 * (plugins/cache-bus.ts: a public write served here or by another process). Under load a search
 * page's five facet queries were most of its database time (pnpm bench:load on PGlite), and the
 * page showing them is itself cached as long (PAGE_CACHE_TTL_SECONDS); 0 (the default) keeps
 * small aggregates exact on every call.
 */
export function setFreshAggregateTtl(db: DbLike, ttlMs: number): void {
  freshTtls.set(db, ttlMs);
}

/** Drops every cached total and ranking of a database (tests, a bulk import that must show at once). */
export function clearOfferCountCache(db: DbLike): void {
  aggregateCaches.delete(db);
}

/**
 * An aggregate over a board's offers (a total, the ranking of hiring companies), kept
 * COUNT_CACHE_TTL_MS when `keep(value)` says it was worth caching, in an LRU of COUNT_CACHE_SIZE
 * entries per database handle. Concurrent identical computations share one query.
 */
export async function cachedAggregate<T>(
  db: DbLike,
  key: string,
  compute: () => Promise<T>,
  keep: (value: T) => boolean,
  now = Date.now(),
): Promise<T> {
  let cache = aggregateCaches.get(db);
  if (!cache) aggregateCaches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && now - hit.at < hit.ttl) {
    // Refresh its place in the LRU order.
    cache.delete(key);
    cache.set(key, hit);
    return hit.value as Promise<T>;
  }
  const value = compute();
  const entry: CacheEntry = { at: now, value, ttl: COUNT_CACHE_TTL_MS };
  cache.set(key, entry);
  try {
    const result = await value;
    if (!keep(result)) {
      const fresh = freshTtls.get(db) ?? 0;
      if (fresh > 0) entry.ttl = Math.min(fresh, COUNT_CACHE_TTL_MS);
      else if (cache.get(key) === entry) cache.delete(key);
    }
    while (cache.size > COUNT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    return result;
  } catch (error) {
    if (cache.get(key) === entry) cache.delete(key);
    throw error;
  }
}

function cacheKey(board: string, filters: OfferFilters): string {
  const ids = (v: number[] | undefined) => (v?.length ? [...new Set(v)].sort((a, b) => a - b) : []);
  return JSON.stringify([
    'count',
    board,
    filters.q?.trim().toLowerCase() ?? '',
    ids(filters.category),
    ids(filters.specialization),
    ids(filters.city),
    filters.city?.length ? (filters.radius ?? 0) : 0,
    ids(filters.schedule),
    ids(filters.experience),
    filters.company ?? 0,
    filters.pay ?? '',
    filters.pay_min ?? 0,
    filters.pay_unit ?? 'hour',
    filters.remote ?? '',
  ]);
}

/**
 * A search's total, counted up to SEARCH_TOTAL_CAP + 1 matching offers: past the cap the page
 * says "10 000+" rather than paying for an exact count of every match.
 */
async function cappedCount(db: DbLike, where: SQL): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(offerJobboards)
    .innerJoin(offers, eq(offers.id, offerJobboards.offerId))
    .where(where)
    .limit(SEARCH_TOTAL_CAP + 1)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return Number(row?.n ?? 0);
}

/** The total of a search (see above for the caching choice), up to SEARCH_TOTAL_CAP + 1. */
export function countOffers(
  db: DbLike,
  board: string,
  filters: OfferFilters,
  where: SQL,
  now = Date.now(),
): Promise<number> {
  return cachedAggregate(
    db,
    cacheKey(board, filters),
    () => cappedCount(db, where),
    (n) => n >= COUNT_CACHE_MIN,
    now,
  );
}

/** Page fields of a total; a total past SEARCH_TOTAL_CAP is shown as the cap, "at least". */
export const pageMeta = (page: number, perPage: number, total: number): PageMeta => ({
  current_page: page,
  per_page: perPage,
  total: Math.min(total, SEARCH_TOTAL_CAP),
  last_page: Math.max(1, Math.ceil(Math.min(total, SEARCH_TOTAL_CAP) / perPage)),
});

const searchMeta = (page: number, perPage: number, total: number) =>
  total > SEARCH_TOTAL_CAP
    ? { ...pageMeta(page, perPage, total), total_capped: true }
    : pageMeta(page, perPage, total);

/** The sort a search gets when it names none: best match for keywords, else newest first. */
export const defaultSort = (q: string | undefined): OfferSort =>
  q?.trim() ? 'relevance' : 'created_at_desc';

/** Below this many offers a search's keywords are checked for a spelling mistake. */
export const SPELLING_CHECK_BELOW = 3;

/**
 * GET /jobboard/{jobboard}/offers: a page of the offers listed on a board (best match first for
 * keywords, else newest first, unless `sort` says otherwise), with its total. The page's ids come
 * from the board's (jobboard, offer_created_at) index; the offers are then hydrated in one query.
 * With `facets`, the counts per filter value come along (see facetCounts).
 *
 * Keywords that find nothing or little are checked for spelling (search/spelling.ts): when a
 * correction finds more, the page names it (`spelling`); when the keywords found nothing, the
 * page is the correction's, and says so (`applied`).
 */
export async function searchOffers(db: DbLike, options: SearchOptions): Promise<OffersPage> {
  const page = await searchOffersAsTyped(db, options);
  const q = options.q?.trim();
  if (!q || page.meta.total >= SPELLING_CHECK_BELOW || options.page > 1) return page;
  const corrected = await suggestSpelling(db, q);
  if (!corrected) return page;
  const correctedPage = await searchOffersAsTyped(db, { ...options, q: corrected });
  if (correctedPage.meta.total <= page.meta.total) return page;
  if (page.meta.total === 0) {
    const spelling: SpellingSuggestion = { q: corrected, applied: true };
    return { ...correctedPage, spelling };
  }
  return { ...page, spelling: { q: corrected, applied: false } };
}

async function searchOffersAsTyped(db: DbLike, options: SearchOptions): Promise<OffersPage> {
  const reference = await getReference(db);
  const where = searchConditions(reference, options.board, options);
  const facets = options.facets
    ? offerFacets(db, reference, options.board, options)
    : Promise.resolve(undefined);
  if (!where) {
    const empty: OffersPage = { data: [], meta: pageMeta(options.page, options.perPage, 0) };
    if (!options.facets) return empty;
    const [counts, relaxations] = await Promise.all([
      facets,
      offerRelaxations(db, reference, options.board, options),
    ]);
    return { ...empty, facets: counts, relaxations };
  }
  const offset = (options.page - 1) * options.perPage;
  const q = options.q?.trim();
  const sort = options.sort ?? defaultSort(q);
  const query = q ? buildSearchQuery(q) : null;
  const order: SQL[] = sort === 'created_at_asc' ? OLDEST_FIRST : NEWEST_FIRST;

  // Ranked by relevance, the page query reads every match anyway (to rank them): it counts them
  // too (a window), and no count query runs. Newest first, the page stops early in the board's
  // index, so the total is a separate (capped, cached) count.
  const ranking = sort === 'relevance' ? query : null;
  const ranked = ranking !== null;
  // With facets, the total comes from the same list as the counts (no count query).
  const facetTotal = options.facets
    ? facetRows(db, reference, options.board, options).then((list) =>
        list ? totalInMemory(reference, list, options) : null,
      )
    : Promise.resolve(null);
  const [facetCount, rows, counts] = await Promise.all([
    facetTotal,
    ranking
      ? rankedPage(db, where, ranking, options.lang, options.perPage, offset)
      : db
          .select({ id: offerJobboards.offerId, total: sql<number>`0` })
          .from(offerJobboards)
          .innerJoin(offers, eq(offers.id, offerJobboards.offerId))
          .where(where)
          .orderBy(...order)
          .limit(options.perPage)
          .offset(offset),
    facets,
  ]);
  const total =
    facetCount ??
    (ranked && rows.length > 0
      ? Number(rows[0]!.total)
      : ranked && offset === 0
        ? 0
        : await countOffers(db, options.board, options, where));
  const data = await hydrateOfferItems(
    db,
    rows.map((r) => r.id),
    { candidateId: options.candidateId, boards: options.boards },
  );
  const result: OffersPage = { data, meta: searchMeta(options.page, options.perPage, total) };
  if (!options.facets) return result;
  result.facets = counts;
  // Only an empty search needs a way out; a page with offers does not pay for it.
  if (total === 0)
    result.relaxations = await offerRelaxations(db, reference, options.board, options);
  return result;
}

/* ---------------------------------------------------------------- facets */

/**
 * The counts per filter value: for each family, the listed offers matching every active filter
 * but the family's own, grouped by the family's value (an attribute of that type, or the offer's
 * city). So a person who chose "full time" still sees how many offers "part time" would give,
 * and the counts of the other families already take "full time" into account.
 *
 * Counted in memory (facetsInMemory) from one list per board and keywords/pay/company — the
 * offers matching the search without its facet filters, each with its city and attributes —
 * kept like a total (cachedAggregate): every combination of categories, cities, schedules… of
 * that search is then counted without a query. Before, each search ran one grouped query per
 * family (five), most of a search page's database time under load (pnpm bench:load). A list
 * above FACET_ROWS_MAX offers (a very big board) is not loaded: the queries per family count it.
 */
export async function offerFacets(
  db: DbLike,
  reference: ReferenceData,
  board: string,
  filters: OfferFilters,
): Promise<OfferFacets> {
  const rows = await facetRows(db, reference, board, filters);
  if (rows) return facetsInMemory(reference, rows, filters);
  return offerFacetsByQuery(db, reference, board, filters);
}

/** An offer of a facet list: its city and its attributes (every type). */
export interface FacetRow {
  cityId: number | null;
  attributes: number[];
}
export const FACET_ROWS_MAX = 20_000;

async function facetRows(
  db: DbLike,
  reference: ReferenceData,
  board: string,
  filters: OfferFilters,
): Promise<FacetRow[] | null> {
  const base: OfferFilters = { ...filters };
  for (const family of FACET_FAMILIES) base[family] = undefined;
  base.radius = undefined;
  return cachedAggregate(
    db,
    `facet-rows:${cacheKey(board, base)}`,
    async () => {
      const where = searchConditions(reference, board, base);
      if (!where) return [];
      const rows = await db
        .select({
          cityId: offers.cityId,
          attributes: sql<
            number[] | null
          >`(select array_agg(${offerAttributes.attributeId}) from ${offerAttributes} where ${offerAttributes.offerId} = ${offers.id})`,
        })
        .from(offerJobboards)
        .innerJoin(offers, eq(offers.id, offerJobboards.offerId))
        .where(where)
        .limit(FACET_ROWS_MAX + 1);
      if (rows.length > FACET_ROWS_MAX) return null;
      return rows.map((r) => ({
        cityId: r.cityId,
        attributes: (r.attributes ?? []).map(Number),
      }));
    },
    // Too big to load: remembered as such (as a big total is).
    (rows) => rows === null || rows.length >= COUNT_CACHE_MIN,
  );
}

/** Whether an offer of a facet list passes the facet family at `index` of `filters`. */
function facetMatcher(
  reference: ReferenceData,
  filters: OfferFilters,
): (row: FacetRow, index: number) => boolean {
  // Per family: null when not filtered, else the valid ids asked for (empty: matches nothing).
  const active = FACET_FAMILIES.map((family) => {
    const given = filters[family];
    if (!given?.length) return null;
    return new Set(
      family === 'city'
        ? cityFilterIds(reference, given, filters.radius)
        : idsOfType(reference, family, given),
    );
  });
  return (row, index) => {
    const ids = active[index];
    if (!ids) return true;
    if (FACET_FAMILIES[index] === 'city') return row.cityId !== null && ids.has(row.cityId);
    return row.attributes.some((id) => ids.has(id));
  };
}

/** The total of a search from its facet list: the offers passing every facet filter. */
export function totalInMemory(
  reference: ReferenceData,
  rows: readonly FacetRow[],
  filters: OfferFilters,
): number {
  const matches = facetMatcher(reference, filters);
  let total = 0;
  for (const row of rows) if (FACET_FAMILIES.every((_, index) => matches(row, index))) total++;
  return total;
}

/** The facet counts of `filters` over the offers of a facet list (the rules of facetCounts). */
export function facetsInMemory(
  reference: ReferenceData,
  rows: readonly FacetRow[],
  filters: OfferFilters,
): OfferFacets {
  const matches = facetMatcher(reference, filters);
  const facets = {} as OfferFacets;
  FACET_FAMILIES.forEach((family, index) => {
    const counts = new Map<number, number>();
    for (const row of rows) {
      let kept = true;
      for (let other = 0; other < FACET_FAMILIES.length && kept; other++)
        if (other !== index) kept = matches(row, other);
      if (!kept) continue;
      if (family === 'city') {
        if (row.cityId !== null) counts.set(row.cityId, (counts.get(row.cityId) ?? 0) + 1);
      } else {
        for (const id of row.attributes)
          if (reference.byId.get(id)?.type === family) counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    }
    facets[family] = [...counts]
      .map(([id, count]) => ({ id, count }))
      .sort((a, b) => b.count - a.count || a.id - b.id);
  });
  return facets;
}

/** The same counts, one grouped query per family (a list too big to load; tests compare both). */
export async function offerFacetsByQuery(
  db: DbLike,
  reference: ReferenceData,
  board: string,
  filters: OfferFilters,
): Promise<OfferFacets> {
  const lists = await Promise.all(
    FACET_FAMILIES.map((family) => {
      const others: OfferFilters = { ...filters, [family]: undefined };
      return cachedAggregate(
        db,
        `facet:${family}:${cacheKey(board, others)}`,
        () => facetCounts(db, reference, board, others, family),
        (list) => list.reduce((n, c) => n + c.count, 0) >= COUNT_CACHE_MIN,
      );
    }),
  );
  return Object.fromEntries(FACET_FAMILIES.map((f, i) => [f, lists[i]!])) as OfferFacets;
}

async function facetCounts(
  db: DbLike,
  reference: ReferenceData,
  board: string,
  others: OfferFilters,
  family: FacetFamily,
): Promise<FacetCount[]> {
  const where = searchConditions(reference, board, others);
  if (!where) return [];
  const n = count();
  const rows =
    family === 'city'
      ? await db
          .select({ id: offers.cityId, count: n })
          .from(offerJobboards)
          .innerJoin(offers, eq(offers.id, offerJobboards.offerId))
          .where(and(where, isNotNull(offers.cityId)))
          .groupBy(offers.cityId)
      : await db
          .select({ id: offerAttributes.attributeId, count: n })
          .from(offerJobboards)
          .innerJoin(offers, eq(offers.id, offerJobboards.offerId))
          .innerJoin(offerAttributes, eq(offerAttributes.offerId, offers.id))
          .innerJoin(
            attributes,
            and(eq(attributes.id, offerAttributes.attributeId), eq(attributes.type, family)),
          )
          .where(where)
          .groupBy(offerAttributes.attributeId);
  return rows
    .map((r) => ({ id: Number(r.id), count: Number(r.count) }))
    .sort((a, b) => b.count - a.count || a.id - b.id);
}

/**
 * For an empty search: the total without each active filter value in turn (and without the
 * keywords), so that the page can offer the one whose removal gives the most offers back. At
 * most one count per active value (bounded by the query's own limits), only for an empty page.
 */
const MAX_RELAXATIONS = 12;

export async function offerRelaxations(
  db: DbLike,
  reference: ReferenceData,
  board: string,
  filters: OfferFilters,
): Promise<OfferRelaxation[]> {
  const variants: Array<{ relaxation: Omit<OfferRelaxation, 'total'>; filters: OfferFilters }> = [];
  if (filters.q?.trim())
    variants.push({ relaxation: { filter: 'q', id: null }, filters: { ...filters, q: undefined } });
  if (filters.remote)
    variants.push({
      relaxation: { filter: 'remote', id: null },
      filters: { ...filters, remote: undefined },
    });
  for (const family of FACET_FAMILIES)
    for (const id of new Set(filters[family] ?? []))
      variants.push({
        relaxation: { filter: family, id },
        filters: { ...filters, [family]: filters[family]!.filter((v) => v !== id) },
      });
  const totals = await Promise.all(
    variants.slice(0, MAX_RELAXATIONS).map(({ filters: f }) => {
      const where = searchConditions(reference, board, f);
      return where ? countOffers(db, board, f, where) : Promise.resolve(0);
    }),
  );
  return totals.map((total, i) => ({ ...variants[i]!.relaxation, total }));
}

/* ---------------------------------------------------------------- one offer */

/** The id of an offer readable on a board (published there, not a draft), or undefined. */
async function readableOfferId(db: DbLike, board: string, match: SQL): Promise<number | undefined> {
  const [row] = await db
    .select({ id: offers.id })
    .from(offerJobboards)
    .innerJoin(offers, eq(offers.id, offerJobboards.offerId))
    .where(and(readableOn(board), match))
    .limit(1);
  return row?.id;
}

export interface OfferContext {
  candidateId?: number | null;
  boards?: ReadonlySet<string>;
}

/** GET /jobboard/{jobboard}/offers/{id}; expired offers are still found (their page says so). */
export async function getOffer(
  db: DbLike,
  board: string,
  id: number,
  context: OfferContext = {},
): Promise<Offer | undefined> {
  const found = await readableOfferId(db, board, eq(offers.id, id));
  if (!found) return undefined;
  const [offer] = await hydrateOffers(db, [found], context);
  return offer;
}

/** GET /jobboard/{jobboard}/legacy/offers/{lang}/{id}: the offer of an id of the previous platform. */
export async function getLegacyOffer(
  db: DbLike,
  board: string,
  legacyId: number,
  context: OfferContext = {},
): Promise<Offer | undefined> {
  const found = await readableOfferId(db, board, eq(offers.legacyId, legacyId));
  if (!found) return undefined;
  const [offer] = await hydrateOffers(db, [found], context);
  return offer;
}

export const SIMILAR_OFFERS_LIMIT = 6;

/**
 * GET /jobboard/{jobboard}/similar-offers/{id}: offers listed on the same board, those of the
 * offer's category first (newest first), then the newest others. Undefined when the offer itself
 * is not readable on the board. Two bounded queries, each a walk of an index that stops early.
 */
export async function similarOffers(
  db: DbLike,
  board: string,
  id: number,
  context: OfferContext = {},
  limit = SIMILAR_OFFERS_LIMIT,
): Promise<OfferListItem[] | undefined> {
  const found = await readableOfferId(db, board, eq(offers.id, id));
  if (!found) return undefined;
  const categoryRows = await db
    .select({ id: offerAttributes.attributeId })
    .from(offerAttributes)
    .innerJoin(attributes, eq(attributes.id, offerAttributes.attributeId))
    .where(and(eq(offerAttributes.offerId, id), eq(attributes.type, 'category')));
  const categoryIds = categoryRows.map((r) => r.id);
  const newest = (extra: SQL[], exclude: number[], n: number) =>
    db
      .select({ id: offerJobboards.offerId })
      .from(offerJobboards)
      .innerJoin(offers, eq(offers.id, offerJobboards.offerId))
      .where(and(listedOn(board), notInArray(offers.id, exclude), ...extra))
      .orderBy(...NEWEST_FIRST)
      .limit(n);
  const same = categoryIds.length
    ? await newest(
        [
          sql`exists (select 1 from ${offerAttributes} where ${offerAttributes.offerId} = ${offers.id} and ${inArray(offerAttributes.attributeId, categoryIds)})`,
        ],
        [id],
        limit,
      )
    : [];
  const ids = same.map((r) => r.id);
  if (ids.length < limit) {
    const others = await newest([], [id, ...ids], limit - ids.length);
    ids.push(...others.map((r) => r.id));
  }
  return hydrateOfferItems(db, ids, context);
}
