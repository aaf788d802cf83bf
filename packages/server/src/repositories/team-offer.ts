import { and, eq } from 'drizzle-orm';
import type { DbLike } from '../db/client.js';
import { offers } from '../db/schema.js';

/** The team's offer: another team's reads as missing. */
const teamOffer = (teamId: number, offerId: number) =>
  and(eq(offers.id, offerId), eq(offers.teamId, teamId));

/**
 * Whether the offer is the team's: what every employer read of an offer's data asks first (its
 * preview, applications, notes, export and statistics).
 */
export async function isTeamOffer(db: DbLike, teamId: number, offerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(teamOffer(teamId, offerId))
    .limit(1);
  return !!row;
}

/**
 * The team's offer's status, its row locked until the caller's transaction ends (a write that
 * depends on it: an edit, unpublishing); undefined when the offer is not the team's.
 */
export async function lockTeamOffer(
  tx: DbLike,
  teamId: number,
  offerId: number,
): Promise<{ status: (typeof offers.$inferSelect)['status'] } | undefined> {
  const [row] = await tx
    .select({ status: offers.status })
    .from(offers)
    .where(teamOffer(teamId, offerId))
    .for('update')
    .limit(1);
  return row;
}
