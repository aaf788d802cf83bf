import type { Language } from '@jobboard/contracts';
import { pathTo } from '@jobboard/contracts/routes';
import type { Db } from '../db/client.js';
import { deliverHeldApplications } from '../repositories/applications.js';
import {
  consumeSecureLink,
  issueSecureLink,
  revokeSecureLinks,
} from '../repositories/secure-links.js';
import { endAllSessions } from '../repositories/sessions.js';
import {
  findUserById,
  lockUser,
  markEmailVerified,
  recentLinkSent,
  updatePasswordHash,
} from '../repositories/users.js';
import { clearLoginThrottle } from './login-throttle.js';
import type { MailMessage } from './mail.js';
import type { MailBrand } from './mail-brand.js';

/** A forgot-password request for an address that just got a link sends no second mail. */
const RESET_MAIL_INTERVAL_MS = 60_000;

/**
 * A forgot-password request for an existing account: a new reset link (the older ones revoked:
 * only the newest works) and the mail that carries it, unless a link went to the account within
 * RESET_MAIL_INTERVAL_MS (null). The user's row is locked from that check to the new link, so
 * requests for one address arriving together make one link and one mail, not one each. The mail
 * is returned, not queued: the caller queues it once this has committed, so a rollback (the link
 * never existed) sends nothing. The queue is not in the transaction: pg-boss's own connection,
 * or memory on PGlite.
 */
export async function requestPasswordReset(
  db: Db,
  user: { id: number; email: string },
  /** The mail's language, the origin of its link and its board's look (the request's board). */
  mail: { lang: Language; origin: string; brand: MailBrand },
): Promise<MailMessage | null> {
  return db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    if (await recentLinkSent(tx, user.id, 'reset-password', RESET_MAIL_INTERVAL_MS)) return null;
    await revokeSecureLinks(tx, user.id, 'reset-password');
    const { selector, token } = await issueSecureLink(tx, {
      type: 'reset-password',
      userId: user.id,
      email: user.email,
    });
    return {
      to: user.email,
      template: 'reset-password',
      lang: mail.lang,
      brand: mail.brand,
      data: { url: mail.origin + pathTo('resetPassword', mail.lang, { selector, token }) },
    };
  });
}

/**
 * A reset link followed with a new password, all or nothing: the link is used (once), the
 * password replaced, a sign-in lock lifted, the address marked proven (the link came to it) with
 * the applications held for it delivered, every session ended and the account's other reset
 * links revoked. Gives the link's check and the applications delivered (their teams to mail).
 */
export async function resetPassword(
  db: Db,
  input: { selector: string; token: string; userId: number; passwordHash: string },
) {
  let delivered: Awaited<ReturnType<typeof deliverHeldApplications>> = [];
  const used = await db.transaction(async (tx) => {
    const link = await consumeSecureLink(tx, 'reset-password', input.selector, input.token);
    if (!link.ok) return link;
    await updatePasswordHash(tx, input.userId, input.passwordHash);
    // The owner proved the mailbox: a lock set by someone guessing the password ends.
    const owner = await findUserById(tx, input.userId);
    if (owner) await clearLoginThrottle(tx, owner.guard, owner.email);
    await markEmailVerified(tx, input.userId);
    delivered = await deliverHeldApplications(tx, input.userId);
    await endAllSessions(tx, input.userId);
    await revokeSecureLinks(tx, input.userId, 'reset-password');
    return link;
  });
  return { used, delivered };
}
