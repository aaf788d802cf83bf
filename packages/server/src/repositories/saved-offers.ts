import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { SAVED_OFFERS_MAX, type SavedOffer } from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { offerJobboards, offers, savedOffers } from '../db/schema.js';
import { hydrateOfferItems, listedOn } from './offers-listing.js';
import { lockUser } from './users.js';

/*
 * Saved jobs (docs/candidates.md#saved-jobs): the offers a candidate keeps, per board.
 *
 * - Which offers: any that was ever public (status other than draft). One that closed since
 *   (unpublished, expired, taken off the board) stays saved and is listed as closed; a draft's id
 *   is "not found", so that its title never shows.
 * - The limit: SAVED_OFFERS_MAX per account, all boards together. Saving and joining lock the
 *   account's row first (SELECT … FOR UPDATE), so two requests at once cannot both take the last
 *   place: the count and the insert are one step for every other writer of the account.
 */

/** The account's saved offer ids on the board, newest saved first. */
export async function listSavedOfferIds(
  db: DbLike,
  userId: number,
  board: string,
): Promise<Array<{ id: number; savedAt: Date }>> {
  const rows = await db
    .select({ id: savedOffers.offerId, savedAt: savedOffers.createdAt })
    .from(savedOffers)
    .where(and(eq(savedOffers.userId, userId), eq(savedOffers.jobboard, board)))
    .orderBy(desc(savedOffers.createdAt), desc(savedOffers.offerId));
  return rows;
}

/** Of these ids, those of offers that were ever public (not drafts), in the order given. */
async function publicOnce(db: DbLike, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(inArray(offers.id, [...ids]), ne(offers.status, 'draft')));
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => found.has(id));
}

/** One saved offer: the account's, on the board. */
const savedOfferIs = (userId: number, board: string, offerId: number) =>
  and(
    eq(savedOffers.userId, userId),
    eq(savedOffers.jobboard, board),
    eq(savedOffers.offerId, offerId),
  );

export type SaveOutcome = 'saved' | 'missing' | 'full';

/** Saves an offer for the account on the board (again: no change). */
export async function saveOffer(
  db: DbLike,
  userId: number,
  board: string,
  offerId: number,
  now = new Date(),
): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (!(await publicOnce(tx, [offerId])).length) return 'missing';
    const [held] = await tx
      .select({ id: savedOffers.offerId })
      .from(savedOffers)
      .where(savedOfferIs(userId, board, offerId));
    if (held) return 'saved';
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(savedOffers)
      .where(eq(savedOffers.userId, userId));
    if (n >= SAVED_OFFERS_MAX) return 'full';
    await tx.insert(savedOffers).values({ userId, jobboard: board, offerId, createdAt: now });
    return 'saved';
  });
}

/** Removes a saved offer; removing one that is not saved is no error. */
export async function removeSavedOffer(
  db: DbLike,
  userId: number,
  board: string,
  offerId: number,
): Promise<void> {
  await db.delete(savedOffers).where(savedOfferIs(userId, board, offerId));
}

/**
 * Joins a browser's list (newest first) to the account at sign-in: the ids the account does not
 * hold yet, of offers that were ever public, as many as the limit leaves room for (the newest of
 * the browser's first). They keep the browser's order, saved now. Answers the account's ids.
 */
export async function joinSavedOffers(
  db: DbLike,
  userId: number,
  board: string,
  ids: readonly number[],
  now = new Date(),
): Promise<number[]> {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const valid = await publicOnce(tx, unique);
    if (!valid.length) return;
    const held = new Set(
      (
        await tx
          .select({ id: savedOffers.offerId })
          .from(savedOffers)
          .where(and(eq(savedOffers.userId, userId), eq(savedOffers.jobboard, board)))
      ).map((r) => r.id),
    );
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(savedOffers)
      .where(eq(savedOffers.userId, userId));
    const added = valid.filter((id) => !held.has(id)).slice(0, Math.max(0, SAVED_OFFERS_MAX - n));
    if (!added.length) return;
    // The first of the browser's list is its newest: it gets the latest time.
    await tx.insert(savedOffers).values(
      added.map((offerId, i) => ({
        userId,
        jobboard: board,
        offerId,
        createdAt: new Date(now.getTime() - i),
      })),
    );
  });
  return (await listSavedOfferIds(db, userId, board)).map((r) => r.id);
}

/**
 * The saved-jobs page's items of these offers (in the order given): each offer's list item and
 * whether it is open on the board. Drafts and unknown ids are left out.
 */
export async function savedOfferItems(
  db: DbLike,
  board: string,
  saved: ReadonlyArray<{ id: number; savedAt: Date | null }>,
  context: { candidateId?: number | null; boards?: ReadonlySet<string> } = {},
): Promise<SavedOffer[]> {
  const ids = await publicOnce(
    db,
    saved.map((s) => s.id),
  );
  if (!ids.length) return [];
  const [items, openRows] = await Promise.all([
    hydrateOfferItems(db, ids, context),
    db
      .select({ id: offerJobboards.offerId })
      .from(offerJobboards)
      .innerJoin(offers, eq(offers.id, offerJobboards.offerId))
      .where(and(listedOn(board), inArray(offerJobboards.offerId, ids))),
  ]);
  const open = new Set(openRows.map((r) => r.id));
  const savedAt = new Map(saved.map((s) => [s.id, s.savedAt]));
  return items.map((offer) => ({
    offer,
    open: open.has(offer.id),
    saved_at: savedAt.get(offer.id)?.toISOString() ?? null,
  }));
}
