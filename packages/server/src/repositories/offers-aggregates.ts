import { count, eq, sql, type SQL } from 'drizzle-orm';
import { SEARCH_TOTAL_CAP } from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { offerJobboards, offers } from '../db/schema.js';
import type { OfferFilters } from './offers-search-sql.js';

/*
 * The public offers, part 3: the totals of searches and the in-process cache of aggregates
 * (totals, facet lists, rankings) they share.
 */

/* ---------------------------------------------------------------- the total of a search */

/**
 * The cost of a search page is its total, not its 20 rows: the rows come from one range of the
 * (jobboard, offer_created_at) index and stop at the page, while an exact count must visit every
 * matching offer (docs/toolchain.md: ~200 ms on PGlite for a broad term over 100k offers).
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

export function cacheKey(board: string, filters: OfferFilters): string {
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
    filters.posted ?? 0,
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
