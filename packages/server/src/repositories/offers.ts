import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Offer, OfferListItem } from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { preparedOnce } from '../db/prepared.js';
import { attributes, offerAttributes, offerJobboards, offers } from '../db/schema.js';
import {
  hydrateOfferItems,
  hydrateOffers,
  listedOn,
  NEWEST_FIRST,
  readableOn,
} from './offers-listing.js';

/**
 * The public offers repository. Its parts, each a file of its own:
 * - offers-listing.ts: which offers a board lists or still shows, its index orders, and the
 *   hydration of rows into Offer answers;
 * - offers-search-sql.ts: a search's filters and keywords as SQL, the relevance order;
 * - offers-aggregates.ts: totals and the in-process cache of aggregates;
 * - offers-facets.ts: counts per filter value and the relaxations of an empty search;
 * - offers-search.ts: a page of a search;
 * - this file: one offer (by id, by legacy id) and its similar offers, and the public names of
 *   the parts, which callers import from here.
 * Writes to offers are the employers' (employer-offers.ts); their expiry is offers-expiry.ts.
 */

export { hydrateOfferItems, hydrateOffers, listedOn, NEWEST_FIRST } from './offers-listing.js';
export { searchConditions, type OfferFilters } from './offers-search-sql.js';
export {
  cachedAggregate,
  clearOfferCountCache,
  COUNT_CACHE_MIN,
  COUNT_CACHE_SIZE,
  COUNT_CACHE_TTL_MS,
  countOffers,
  setFreshAggregateTtl,
} from './offers-aggregates.js';
export {
  FACET_ROWS_MAX,
  facetsInMemory,
  offerFacets,
  offerFacetsByQuery,
  offerRelaxations,
  totalInMemory,
  type FacetRow,
} from './offers-facets.js';
export {
  defaultSort,
  pageMeta,
  searchOffers,
  SPELLING_CHECK_BELOW,
  type OffersPage,
  type SearchOptions,
} from './offers-search.js';

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

/** The offer `which` names, as its page shows it, when the board may show it. */
async function readableOffer(
  db: DbLike,
  board: string,
  which: SQL,
  context: OfferContext,
): Promise<Offer | undefined> {
  const found = await readableOfferId(db, board, which);
  if (!found) return undefined;
  const [offer] = await hydrateOffers(db, [found], context);
  return offer;
}

/** GET /jobboard/{jobboard}/offers/{id}; expired offers are still found (their page says so). */
export async function getOffer(
  db: DbLike,
  board: string,
  id: number,
  context: OfferContext = {},
): Promise<Offer | undefined> {
  const [offer] = await hydrateOffers(db, [id], { ...context, readableOnBoard: board });
  return offer;
}

/**
 * The slug of an offer's page in a language (the written language's when it has none there);
 * undefined when the offer is gone.
 */
export async function offerSlug(
  db: DbLike,
  id: number,
  lang: 'fr' | 'en',
): Promise<string | undefined> {
  const [row] = await db
    .select({ fr: offers.slugFr, en: offers.slugEn, primary: offers.primaryLanguage })
    .from(offers)
    .where(eq(offers.id, id))
    .limit(1);
  if (!row) return undefined;
  return (lang === 'fr' ? row.fr : row.en) ?? row[row.primary] ?? 'offre';
}

/** GET /jobboard/{jobboard}/legacy/offers/{lang}/{id}: the offer of an id of the previous platform. */
export async function getLegacyOffer(
  db: DbLike,
  board: string,
  legacyId: number,
  context: OfferContext = {},
): Promise<Offer | undefined> {
  return readableOffer(db, board, eq(offers.legacyId, legacyId), context);
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
  // Whether the offer is readable here and its categories, in one query: a row for each of its
  // attributes (a category's id or null), one with null when it has none, none when unreadable.
  // The three queries of an offer page's similar offers are prepared once (db/prepared.ts).
  const rows = await preparedOnce(db, 'similar_offers_categories', (handle, name) =>
    handle
      .select({ categoryId: attributes.id })
      .from(offerJobboards)
      .innerJoin(offers, eq(offers.id, offerJobboards.offerId))
      .leftJoin(offerAttributes, eq(offerAttributes.offerId, offers.id))
      .leftJoin(
        attributes,
        and(eq(attributes.id, offerAttributes.attributeId), eq(attributes.type, 'category')),
      )
      .where(and(readableOn(sql.placeholder('board')), eq(offers.id, sql.placeholder('id'))))
      .prepare(name),
  ).execute({ board, id });
  if (!rows.length) return undefined;
  const categoryIds = rows.flatMap((r) => (r.categoryId === null ? [] : [r.categoryId]));
  const newest = (inCategories: boolean) =>
    preparedOnce(
      db,
      `similar_offers_newest${inCategories ? '_same_category' : ''}`,
      (handle, name) =>
        handle
          .select({ id: offerJobboards.offerId })
          .from(offerJobboards)
          .innerJoin(offers, eq(offers.id, offerJobboards.offerId))
          .where(
            and(
              listedOn(sql.placeholder('board')),
              sql`${offers.id} <> all(${sql.placeholder('exclude')}::integer[])`,
              inCategories
                ? sql`exists (select 1 from ${offerAttributes} where ${offerAttributes.offerId} = ${offers.id} and ${offerAttributes.attributeId} = any(${sql.placeholder('categories')}::integer[]))`
                : undefined,
            ),
          )
          .orderBy(...NEWEST_FIRST)
          .limit(sql.placeholder('limit'))
          .prepare(name),
    );
  const same = categoryIds.length
    ? await newest(true).execute({ board, exclude: [id], categories: categoryIds, limit })
    : [];
  const ids = same.map((r) => r.id);
  if (ids.length < limit) {
    const others = await newest(false).execute({
      board,
      exclude: [id, ...ids],
      limit: limit - ids.length,
    });
    ids.push(...others.map((r) => r.id));
  }
  return hydrateOfferItems(db, ids, context);
}
