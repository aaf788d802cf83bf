import { and, eq } from 'drizzle-orm';
import type { DbLike } from '../db/client.js';
import { offers } from '../db/schema.js';

/**
 * Whether the offer is the team's: what every employer read of an offer's data asks first (its
 * preview, applications, notes, export and statistics), so that another team's offer reads as
 * missing.
 */
export async function isTeamOffer(db: DbLike, teamId: number, offerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.teamId, teamId)))
    .limit(1);
  return !!row;
}
