import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import {
  insertCheckoutSession,
  settleCheckoutSession,
  type CheckoutRow,
} from '../../repositories/publishing.js';

/**
 * A single job posting where the board gives it (behaviour.freeSingleJobPosting): no payment
 * page. The session is still recorded, completed at 0 $, and publishes the offer on the board in
 * the same transaction, as a paid one would (settleCheckoutSession). Gives the settled session.
 */
export async function checkoutFreePosting(
  db: Db,
  input: {
    offerId: number;
    teamId: number;
    board: string;
    price: { amountCents: number; currency: string };
    successUrl: string;
    cancelUrl: string;
  },
): Promise<CheckoutRow> {
  return db.transaction(async (tx) => {
    const row = await insertCheckoutSession(tx, {
      id: `cs_free_${randomBytes(18).toString('base64url')}`,
      offerId: input.offerId,
      teamId: input.teamId,
      jobboard: input.board,
      ...input.price,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
    });
    return (await settleCheckoutSession(tx, row.id, 'paid')) ?? row;
  });
}
