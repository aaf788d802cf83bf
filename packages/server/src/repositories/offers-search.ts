import { eq, sql, type SQL } from 'drizzle-orm';
import {
  type Language,
  type OfferFacets,
  type OfferListItem,
  type OfferRelaxation,
  type OfferSort,
  type PageMeta,
  type SpellingSuggestion,
  SEARCH_TOTAL_CAP,
} from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { offerJobboards, offers } from '../db/schema.js';
import { buildSearchQuery } from '../search/query.js';
import { suggestSpelling, suggestTitleSpelling } from '../search/spelling.js';
import { countOffers } from './offers-aggregates.js';
import { facetRows, offerFacets, offerRelaxations, totalInMemory } from './offers-facets.js';
import { hydrateOfferItems, NEWEST_FIRST, OLDEST_FIRST } from './offers-listing.js';
import {
  BROAD_SEARCH_ESTIMATE,
  estimateMatches,
  rankedPage,
  rankedPageByTiers,
  searchConditions,
  type OfferFilters,
} from './offers-search-sql.js';
import { getReference } from './reference.js';

/*
 * The public offers, part 5: a page of a search (GET /jobboard/{jobboard}/offers), assembled
 * from the parts before it, with its spelling check.
 */

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
  if (!q || options.page > 1) return page;
  if (page.meta.total >= SPELLING_CHECK_BELOW) return withTitleSpelling(db, options, q, page);
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

/**
 * A search that found offers, with a word no title writes and a title word within its typos
 * (search/spelling.ts suggestTitleSpelling): the page proposes that title word (`spelling`, not
 * applied) when the corrected search finds offers on the board too.
 */
async function withTitleSpelling(
  db: DbLike,
  options: SearchOptions,
  q: string,
  page: OffersPage,
): Promise<OffersPage> {
  const corrected = await suggestTitleSpelling(db, q);
  if (!corrected) return page;
  const found = await searchOffersAsTyped(db, {
    ...options,
    q: corrected,
    facets: false,
    page: 1,
    perPage: 1,
  });
  return found.meta.total > 0 ? { ...page, spelling: { q: corrected, applied: false } } : page;
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
  // too (a window), and no count query runs; a broad search's page (below) reads only what it
  // shows, and its total is "10 000+" unless the page is its last. Newest first, the page stops
  // early in the board's index, so the total is a separate (capped, cached) count.
  const ranking = sort === 'relevance' ? query : null;
  const ranked = ranking !== null;
  // With facets, the total comes from the same list as the counts (no count query).
  const facetTotal = options.facets
    ? facetRows(db, reference, options.board, options).then((list) =>
        list ? totalInMemory(reference, list, options) : null,
      )
    : Promise.resolve(null);
  // The queries above run while the estimate below is awaited: should it fail (the database
  // went away), their own failure must not be an unhandled rejection, which ends the process;
  // Promise.all below still receives it.
  for (const started of [facets, facetTotal]) started.catch(() => undefined);
  // A broad search (a city's name, a common word: thousands of matches) is read tier by tier.
  // With facets, the search's list is usually loaded (and cached) whole: its exact size decides,
  // and the planner is not asked (an EXPLAIN's round trip and planning on every search by words).
  const broad =
    ranking !== null &&
    ((options.facets ? await facetTotal : null) ?? (await estimateMatches(db, where))) >=
      BROAD_SEARCH_ESTIMATE;
  const [facetCount, rows, counts] = await Promise.all([
    facetTotal,
    ranking && broad
      ? rankedPageByTiers(db, where, options.board, ranking, options.lang, options.perPage, offset)
      : ranking
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
