import { and, count, eq, gte, isNotNull, sql } from 'drizzle-orm';
import {
  FACET_FAMILIES,
  POSTED_WITHIN_DAYS,
  RELAXED_RADIUS_KM,
  type FacetCount,
  type FacetFamily,
  type OfferFacets,
  type OfferRelaxation,
} from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { attributes, offerAttributes, offerJobboards, offers } from '../db/schema.js';
import { cachedAggregate, cacheKey, COUNT_CACHE_MIN, countOffers } from './offers-aggregates.js';
import { postedSince, searchConditions, type OfferFilters } from './offers-search-sql.js';
import { cityFilterIds, idsOfType, type ReferenceData } from './reference.js';

/*
 * The public offers, part 4: the counts per filter value of a search, and the ways out of an
 * empty one.
 */

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

/** An offer of a facet list: its city, its attributes (every type) and when it was posted (ms). */
export interface FacetRow {
  cityId: number | null;
  attributes: number[];
  postedAt: number;
}
export const FACET_ROWS_MAX = 20_000;

export async function facetRows(
  db: DbLike,
  reference: ReferenceData,
  board: string,
  filters: OfferFilters,
): Promise<FacetRow[] | null> {
  const base: OfferFilters = { ...filters };
  for (const family of FACET_FAMILIES) base[family] = undefined;
  base.radius = undefined;
  // The windows are counted from the posting dates, at the time of each search.
  base.posted = undefined;
  return cachedAggregate(
    db,
    `facet-rows:${cacheKey(board, base)}`,
    async () => {
      const where = searchConditions(reference, board, base);
      if (!where) return [];
      const rows = await db
        .select({
          cityId: offers.cityId,
          postedAt: offerJobboards.offerCreatedAt,
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
        postedAt: new Date(r.postedAt).getTime(),
      }));
    },
    // Too big to load: remembered as such (as a big total is).
    (rows) => rows === null || rows.length >= COUNT_CACHE_MIN,
  );
}

/** Whether an offer of a facet list passes the "date posted" filter of `filters` (none: yes). */
function postedMatcher(filters: OfferFilters, now: number): (row: FacetRow) => boolean {
  if (!filters.posted) return () => true;
  const since = postedSince(filters.posted, now).getTime();
  return (row) => row.postedAt >= since;
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
  const posted = postedMatcher(filters, Date.now());
  let total = 0;
  for (const row of rows)
    if (posted(row) && FACET_FAMILIES.every((_, index) => matches(row, index))) total++;
  return total;
}

/** The facet counts of `filters` over the offers of a facet list (the rules of facetCounts). */
export function facetsInMemory(
  reference: ReferenceData,
  rows: readonly FacetRow[],
  filters: OfferFilters,
): OfferFacets {
  const matches = facetMatcher(reference, filters);
  const now = Date.now();
  const posted = postedMatcher(filters, now);
  const facets = {} as OfferFacets;
  FACET_FAMILIES.forEach((family, index) => {
    const counts = new Map<number, number>();
    for (const row of rows) {
      let kept = posted(row);
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
  // The windows: every facet filter applies, the window's own choice does not.
  const since = POSTED_WITHIN_DAYS.map((days) => postedSince(days, now).getTime());
  const windows = POSTED_WITHIN_DAYS.map(() => 0);
  for (const row of rows) {
    if (!FACET_FAMILIES.every((_, index) => matches(row, index))) continue;
    since.forEach((start, i) => {
      if (row.postedAt >= start) windows[i]!++;
    });
  }
  facets.posted = POSTED_WITHIN_DAYS.map((id, i) => ({ id, count: windows[i]! }));
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
  const facets = Object.fromEntries(FACET_FAMILIES.map((f, i) => [f, lists[i]!])) as OfferFacets;
  facets.posted = await postedCounts(db, reference, board, { ...filters, posted: undefined });
  return facets;
}

/** The offers of each "date posted" window given the other filters, in one query. */
async function postedCounts(
  db: DbLike,
  reference: ReferenceData,
  board: string,
  others: OfferFilters,
): Promise<FacetCount[]> {
  const where = searchConditions(reference, board, others);
  if (!where) return POSTED_WITHIN_DAYS.map((id) => ({ id, count: 0 }));
  const now = Date.now();
  const [row] = await db
    .select(
      Object.fromEntries(
        POSTED_WITHIN_DAYS.map((days) => [
          `d${days}`,
          sql<number>`count(*) filter (where ${gte(offerJobboards.offerCreatedAt, postedSince(days, now))})`,
        ]),
      ),
    )
    .from(offerJobboards)
    .innerJoin(offers, eq(offers.id, offerJobboards.offerId))
    .where(where);
  return POSTED_WITHIN_DAYS.map((id) => ({ id, count: Number(row?.[`d${id}`] ?? 0) }));
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
  if (filters.posted)
    variants.push({
      relaxation: { filter: 'posted', id: filters.posted },
      filters: { ...filters, posted: undefined },
    });
  // A city searched alone or closer: the same search within RELAXED_RADIUS_KM.
  if (filters.city?.length && (filters.radius ?? 0) < RELAXED_RADIUS_KM)
    variants.push({
      relaxation: { filter: 'radius', id: RELAXED_RADIUS_KM },
      filters: { ...filters, radius: RELAXED_RADIUS_KM },
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
