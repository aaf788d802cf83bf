import { randomBytes } from 'node:crypto';
import type { Language } from '@jobboard/contracts';
import type { BrandManifest } from '@jobboard/manifest';
import type { Db } from '../../db/client.js';
import { t } from '../../i18n/messages.js';
import {
  findCheckoutSession,
  insertCheckoutSession,
  settleCheckoutSession,
  type CheckoutRow,
} from '../../repositories/publishing.js';
import type { PaymentProvider } from './provider.js';

/**
 * The single job posting checkout (docs/employers.md): the provider hosts the payment page,
 * checkout_sessions keeps the app's record of each session, and a paid session publishes the
 * offer on its board (settleCheckoutSession).
 */
export interface CheckoutDeps {
  db: Db;
  payments: PaymentProvider;
}

export interface SinglePostingCheckoutInput {
  offer: { id: number; primaryLanguage: Language; titleFr: string | null; titleEn: string | null };
  teamId: number;
  board: BrandManifest;
  /** singleJobPostingPrice(board): 0 where the board gives the posting. */
  price: { amountCents: number; currency: string };
  /** The buyer's language, on the payment page. */
  language: Language;
  /** Already checked to lead back to this site. */
  successUrl: string;
  cancelUrl: string;
}

/**
 * Starts the checkout of an offer on a board. Paid: a session opened at the provider, then
 * recorded open; `url` is its payment page. Free (behaviour.freeSingleJobPosting): no payment
 * page and no provider, the session recorded settled (checkoutFreePosting); `url` is empty.
 */
export async function startSinglePostingCheckout(
  deps: CheckoutDeps,
  input: SinglePostingCheckoutInput,
): Promise<{ row: CheckoutRow; url: string }> {
  const { offer, teamId, board, price, language: lang } = input;
  const record = {
    offerId: offer.id,
    teamId,
    jobboard: board.name,
    ...price,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
  };
  if (price.amountCents === 0) return { row: await checkoutFreePosting(deps.db, record), url: '' };
  const title = (offer.primaryLanguage === 'fr' ? offer.titleFr : offer.titleEn) ?? '';
  const session = await deps.payments.createCheckout({
    ...price,
    description: `${t(lang, 'test_checkout.item', { board: board.label[lang] })} — ${title}`,
    language: lang,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    teamId,
  });
  const row = await insertCheckoutSession(deps.db, { id: session.id, ...record });
  return { row, url: session.url };
}

/**
 * A single job posting where the board gives it (behaviour.freeSingleJobPosting): no payment
 * page. The session is still recorded, completed at 0 $, and publishes the offer on the board in
 * the same transaction, as a paid one would (settleCheckoutSession). Gives the settled session.
 */
async function checkoutFreePosting(
  db: Db,
  record: Omit<Parameters<typeof insertCheckoutSession>[1], 'id'>,
): Promise<CheckoutRow> {
  return db.transaction(async (tx) => {
    const row = await insertCheckoutSession(tx, {
      id: `cs_free_${randomBytes(18).toString('base64url')}`,
      ...record,
    });
    return (await settleCheckoutSession(tx, row.id, 'paid')) ?? row;
  });
}

/**
 * The team's checkout of an offer on a board (the given session, or the latest), its status
 * brought up to date: an open session the provider now says is paid or canceled is settled
 * (paid publishes the offer), then read back, since a concurrent call may have settled it first.
 * Undefined when there is none.
 */
export async function refreshCheckoutStatus(
  deps: CheckoutDeps,
  where: { teamId: number; offerId: number; board: string; id?: string },
): Promise<CheckoutRow | undefined> {
  const checkout = await findCheckoutSession(deps.db, where);
  if (!checkout || checkout.status !== 'open') return checkout;
  const status = await deps.payments.getCheckoutStatus(checkout.id);
  if (status === 'open') return checkout;
  await settleCheckoutSession(deps.db, checkout.id, status);
  return (await findCheckoutSession(deps.db, { ...where, id: checkout.id })) ?? checkout;
}
