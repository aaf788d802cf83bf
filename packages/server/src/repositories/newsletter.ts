import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Language } from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { newsletterSubscriptions, secureLinks } from '../db/schema.js';
import {
  checkSecureLink,
  consumeSecureLink,
  issueSecureLink,
  type IssuedLink,
} from './secure-links.js';

/**
 * Newsletter subscriptions, double opt-in (CASL): POST …/news-letter records the address and
 * mails a confirmation link; the subscription counts once the link is followed.
 *
 * - Confirmation links are split-token secure links (a public selector and a hashed secret), single use, 30 days; in the
 *   page URL the token is "<selector>.<verifier>".
 * - Unsubscribe links must keep working in every mail ever sent, so they are not secure links:
 *   the token is the subscription's own (schema.ts unsubscribeToken), the same in every mail,
 *   independent of SESSION_SECRET. Never expires; unsubscribing twice is harmless.
 */

/** A confirmation is not mailed again to the same address within this delay (no mail bombing). */
export const NEWSLETTER_RESEND_DELAY_MS = 10 * 60_000;

export type SubscribeOutcome =
  /** A confirmation link must be mailed, with the subscription's unsubscribe token. */
  | { send: true; link: IssuedLink; unsubscribeToken: string }
  /** Already confirmed, or a confirmation was mailed a moment ago: nothing to send. */
  | { send: false };

/**
 * Records a subscription request. The caller answers the same way whatever the outcome, so the
 * answer does not tell whether an address is subscribed.
 */
export async function requestSubscription(
  db: DbLike,
  input: { board: string; email: string; language: Language },
  now = new Date(),
): Promise<SubscribeOutcome> {
  return db.transaction(async (tx) => {
    await tx
      .insert(newsletterSubscriptions)
      .values({ jobboard: input.board, email: input.email, language: input.language })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.jobboard, input.board),
          eq(newsletterSubscriptions.email, input.email),
        ),
      )
      .for('update');
    if (!row) throw new Error('newsletter subscription not recorded');
    if (row.confirmedAt && !row.unsubscribedAt) return { send: false };
    if (row.unsubscribedAt || row.language !== input.language) {
      // Subscribing again after leaving starts a new double opt-in.
      await tx
        .update(newsletterSubscriptions)
        .set({ unsubscribedAt: null, confirmedAt: null, language: input.language })
        .where(eq(newsletterSubscriptions.id, row.id));
    }
    const [recent] = await tx
      .select({ id: secureLinks.id })
      .from(secureLinks)
      .where(
        and(
          eq(secureLinks.type, 'newsletter'),
          eq(secureLinks.email, input.email),
          eq(secureLinks.data, input.board),
          isNull(secureLinks.usedAt),
          gt(secureLinks.createdAt, new Date(now.getTime() - NEWSLETTER_RESEND_DELAY_MS)),
        ),
      )
      .limit(1);
    if (recent) return { send: false };
    const link = await issueSecureLink(
      tx,
      { type: 'newsletter', email: input.email, data: input.board },
      now,
    );
    return { send: true, link, unsubscribeToken: row.unsubscribeToken };
  });
}

/** "<selector>.<verifier>": the one path segment of the confirmation page. */
export const confirmationToken = (link: Pick<IssuedLink, 'selector' | 'token'>) =>
  `${link.selector}.${link.token}`;

export type LinkOutcome = 'ok' | 'invalid' | 'expired' | 'used';

/**
 * Follows a confirmation link. Following it again after it worked is a success (people click
 * twice); a link of another address or board is invalid and stays unused.
 */
export async function confirmSubscription(
  db: DbLike,
  input: { board: string; email: string; token: string },
  now = new Date(),
): Promise<LinkOutcome> {
  const [selector, verifier] = input.token.split('.');
  if (!selector || !verifier) return 'invalid';
  const checked = await checkSecureLink(db, 'newsletter', selector, verifier, now);
  if (!checked.ok) {
    if (checked.reason === 'not_found' || checked.reason === 'invalid') return 'invalid';
    if (checked.reason === 'expired') return 'expired';
  } else if (checked.link.email !== input.email || checked.link.data !== input.board) {
    return 'invalid';
  }
  const where = and(
    eq(newsletterSubscriptions.jobboard, input.board),
    eq(newsletterSubscriptions.email, input.email),
  );
  if (!checked.ok) {
    // Used: fine if it confirmed this subscription and nothing undid it since.
    const [row] = await db.select().from(newsletterSubscriptions).where(where).limit(1);
    return row?.confirmedAt && !row.unsubscribedAt ? 'ok' : 'used';
  }
  const consumed = await consumeSecureLink(db, 'newsletter', selector, verifier, now);
  if (!consumed.ok) return consumed.reason === 'used' ? 'used' : 'invalid';
  const updated = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: now, unsubscribedAt: null })
    .where(where)
    .returning({ id: newsletterSubscriptions.id });
  // The request recorded the address before mailing the link: no row means it was deleted since
  // (the account of that address was), and a link mailed before must not bring it back.
  return updated.length ? 'ok' : 'invalid';
}

/**
 * The token of the links mailed before subscriptions had their own: an HMAC of board and address
 * with SESSION_SECRET. Those mails are out there, so the token is still accepted (while the
 * secret is the one they were made with); nothing new is mailed with it.
 */
export function legacyUnsubscribeToken(secret: string, board: string, email: string): string {
  return createHmac('sha256', secret)
    .update(`newsletter-unsubscribe\u0000${board}\u0000${email}`)
    .digest('base64url');
}

const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Follows an unsubscribe link: idempotent; an address that never subscribed is fine too. */
export async function unsubscribe(
  db: DbLike,
  secret: string,
  input: { board: string; email: string; token: string },
  now = new Date(),
): Promise<LinkOutcome> {
  const where = and(
    eq(newsletterSubscriptions.jobboard, input.board),
    eq(newsletterSubscriptions.email, input.email),
  );
  const [row] = await db
    .select({ token: newsletterSubscriptions.unsubscribeToken })
    .from(newsletterSubscriptions)
    .where(where)
    .limit(1);
  // Both compared whatever the first gives: the time does not tell which one matched.
  const own = row ? sameSecret(row.token, input.token) : false;
  const legacy = sameSecret(legacyUnsubscribeToken(secret, input.board, input.email), input.token);
  if (!own && !legacy) return 'invalid';
  await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: now })
    .where(and(where, isNull(newsletterSubscriptions.unsubscribedAt)));
  return 'ok';
}
