import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbLike } from '../db/client.js';
import { checkoutSessions, offerJobboards, offers, teamJobboards } from '../db/schema.js';
import { lockTeamOffer } from './team-offer.js';

/**
 * Where offers are published (offer_jobboards) and the single job posting checkouts.
 *
 * A team may publish directly on the boards of its team_jobboards list (a new team gets the
 * board it signed up from). can_publish_on_partner_or_our_network is shown to the client with
 * the team but grants nothing here: the list is the one source of where a team publishes.
 * Elsewhere, a board whose manifest offers the single job posting sells one through the checkout
 * (behaviour.singleJobPostingPriceCents) or gives it (behaviour.freeSingleJobPosting: a session
 * completed at 0 $).
 */
export async function teamMayPublishOn(
  db: DbLike,
  teamId: number,
  board: string,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(teamJobboards)
    .where(and(eq(teamJobboards.teamId, teamId), eq(teamJobboards.jobboard, board)))
    .limit(1);
  return !!row;
}

/**
 * Puts the offer on a board (idempotent: a board it is already on keeps its published_at) and
 * marks it published.
 */
export async function publishOfferOn(db: DbLike, offerId: number, board: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [offer] = await tx
      .update(offers)
      .set({ status: 'published', updatedAt: new Date() })
      .where(eq(offers.id, offerId))
      .returning({ createdAt: offers.createdAt });
    if (!offer) throw new Error(`offer ${offerId} not found`);
    await tx
      .insert(offerJobboards)
      .values({ offerId, jobboard: board, offerCreatedAt: offer.createdAt })
      .onConflictDoNothing();
  });
}

/** PUT /ats/offers/{id}/unpublish-from-all-jobboards: off every board; a draft stays a draft. */
export async function unpublishFromAllJobboards(
  db: DbLike,
  teamId: number,
  offerId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockTeamOffer(tx, teamId, offerId))) return false;
    await tx.delete(offerJobboards).where(eq(offerJobboards.offerId, offerId));
    await tx
      .update(offers)
      .set({ status: 'unpublished', updatedAt: new Date() })
      .where(and(eq(offers.id, offerId), inArray(offers.status, ['published', 'expired'])));
    return true;
  });
}

export async function isPublishedOn(db: DbLike, offerId: number, board: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(offerJobboards)
    .where(and(eq(offerJobboards.offerId, offerId), eq(offerJobboards.jobboard, board)))
    .limit(1);
  return !!row;
}

/* ---------------------------------------------------------------- checkout sessions */

export type CheckoutRow = typeof checkoutSessions.$inferSelect;

export async function insertCheckoutSession(
  db: DbLike,
  values: typeof checkoutSessions.$inferInsert,
): Promise<CheckoutRow> {
  const [row] = await db.insert(checkoutSessions).values(values).returning();
  if (!row) throw new Error('checkout session not created');
  return row;
}

/** The team's checkout of an offer on a board: the given id, or the latest one. */
export async function findCheckoutSession(
  db: DbLike,
  where: { teamId: number; offerId: number; board: string; id?: string },
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.teamId, where.teamId),
        eq(checkoutSessions.offerId, where.offerId),
        eq(checkoutSessions.jobboard, where.board),
        where.id ? eq(checkoutSessions.id, where.id) : undefined,
      ),
    )
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(1);
  return row;
}

/**
 * Records the provider's answer. A session goes from open to paid or canceled once; the paid
 * transition publishes the offer on the session's board in the same transaction, so a second
 * call (or a replay after an unpublish) never publishes again for the same payment.
 */
export async function settleCheckoutSession(
  db: DbLike,
  id: string,
  status: 'paid' | 'canceled',
): Promise<CheckoutRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(checkoutSessions)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
      .returning();
    if (row && status === 'paid') await publishOfferOn(tx, row.offerId, row.jobboard);
    return row;
  });
}
