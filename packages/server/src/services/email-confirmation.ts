import type { Db } from '../db/client.js';
import { deliverHeldApplications } from '../repositories/applications.js';
import { consumeSecureLink, type CheckResult } from '../repositories/secure-links.js';
import {
  findUserById,
  linkUserIfVerified,
  markEmailVerified,
  type UserRow,
} from '../repositories/users.js';

export type EmailConfirmation =
  /** The link did not check out (the caller answers 404 or 410). */
  | { kind: 'link_failed'; check: Extract<CheckResult, { ok: false }> }
  /** A second click on the same link: the address is confirmed, which the caller says. */
  | { kind: 'already_confirmed' }
  /** The link was good (and is now used) but its account is gone. */
  | { kind: 'account_gone' }
  | {
      kind: 'confirmed';
      user: UserRow;
      /** The context the link carries (JSON: a newsletter asked for at sign-up), as stored. */
      data: string | null;
      /** The applications held for the address and now delivered (their teams to mail). */
      delivered: Awaited<ReturnType<typeof deliverHeldApplications>>;
    };

/**
 * An e-mail confirmation link followed: the link is used (once), then the address is marked
 * proven and what was held for it (apply-and-register) delivered, those two in one transaction.
 * Signing the account in and mailing the employers are the caller's.
 */
export async function confirmEmail(
  db: Db,
  input: { selector: string; token: string },
): Promise<EmailConfirmation> {
  const used = await consumeSecureLink(db, 'email-confirmation', input.selector, input.token);
  if (!used.ok) {
    if (used.reason === 'used' && (await linkUserIfVerified(db, input.selector)))
      return { kind: 'already_confirmed' };
    return { kind: 'link_failed', check: used };
  }
  const { userId, data } = used.link;
  const user = userId === null ? undefined : await findUserById(db, userId);
  if (!user) return { kind: 'account_gone' };
  const delivered = await db.transaction(async (tx) => {
    await markEmailVerified(tx, user.id);
    return deliverHeldApplications(tx, user.id);
  });
  return { kind: 'confirmed', user, data, delivered };
}
