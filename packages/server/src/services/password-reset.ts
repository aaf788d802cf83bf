import type { Guard, Language } from '@jobboard/contracts';
import { pathTo } from '@jobboard/contracts/routes';
import type { BrandManifest } from '@jobboard/manifest';
import type { Db } from '../db/client.js';
import { deliverHeldApplications } from '../repositories/applications.js';
import {
  checkSecureLink,
  consumeSecureLink,
  issueSecureLink,
  revokeSecureLinks,
  type CheckResult,
} from '../repositories/secure-links.js';
import { endAllSessions } from '../repositories/sessions.js';
import {
  findUserByEmail,
  findUserById,
  lockUser,
  markEmailVerified,
  recentLinkSent,
  updatePasswordHash,
} from '../repositories/users.js';
import { afterAnswer } from './after-answer.js';
import { clearLoginThrottle } from './login-throttle.js';
import type { MailMessage } from './mail.js';
import { boardMailBrand, boardOrigin, type MailBrand } from './mail-brand.js';
import { queueMail, type Asker, type BoardMailApp } from './mail-queue.js';
import { notifyEmployersOfDelivered } from './new-application-mails.js';
import { hashPassword } from './passwords.js';

/** A forgot-password request for an address that just got a link sends no second mail. */
const RESET_MAIL_INTERVAL_MS = 60_000;

/**
 * A forgot-password request (per guard): the same answer whether or not the account exists, so
 * only looking the address up happens before it. For an account, the link and its mail
 * (issueResetMail) follow after the answer (afterAnswer: `mailing`, for the caller to keep until
 * the app closes): whether they run must not show in the response time. A failure is logged.
 */
export async function requestPasswordReset(
  app: BoardMailApp,
  asker: Asker,
  input: { guard: Guard; email: string; board: BrandManifest; lang: Language },
): Promise<{ mailing: Promise<void> | null }> {
  const { board, lang } = input;
  const user = await findUserByEmail(app.db, input.guard, input.email);
  if (!user) return { mailing: null };
  const mailing = afterAnswer(asker, 'password reset e-mail failed', async () => {
    const mail = await issueResetMail(app.db, user, {
      lang,
      origin: boardOrigin(app, board),
      brand: boardMailBrand(app, board, lang),
    });
    // Queued once the link is committed: a rolled-back transaction mails nothing.
    if (mail) await queueMail(app, asker, mail);
  });
  return { mailing };
}

/**
 * A forgot-password request for an existing account: a new reset link (the older ones revoked:
 * only the newest works) and the mail that carries it, unless a link went to the account within
 * RESET_MAIL_INTERVAL_MS (null). The user's row is locked from that check to the new link, so
 * requests for one address arriving together make one link and one mail, not one each. The mail
 * is returned, not queued: the caller queues it once this has committed, so a rollback (the link
 * never existed) sends nothing. The queue is not in the transaction: pg-boss's own connection,
 * or memory on PGlite.
 */
async function issueResetMail(
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

export type ResetOutcome =
  /** The link did not check out (the caller answers 404 or 410). */
  | { kind: 'link_failed'; check: Extract<CheckResult, { ok: false }> }
  /** The link names no account. */
  | { kind: 'no_account' }
  | { kind: 'reset' };

/**
 * A reset link followed with a new password: the link checked first (nothing hashed for a bad
 * one), then the reset, all or nothing (replacePassword), then the teams of the applications it
 * delivered mailed.
 */
export async function resetPassword(
  app: BoardMailApp,
  asker: Asker,
  input: { selector: string; token: string; password: string },
): Promise<ResetOutcome> {
  const { selector, token } = input;
  const checked = await checkSecureLink(app.db, 'reset-password', selector, token);
  if (!checked.ok) return { kind: 'link_failed', check: checked };
  const userId = checked.link.userId;
  if (userId === null) return { kind: 'no_account' };
  const { used, delivered } = await replacePassword(app.db, {
    selector,
    token,
    userId,
    passwordHash: await hashPassword(input.password),
  });
  if (!used.ok) return { kind: 'link_failed', check: used };
  await notifyEmployersOfDelivered(app, asker, delivered);
  return { kind: 'reset' };
}

/**
 * A reset link followed with a new password, all or nothing: the link is used (once), the
 * password replaced, a sign-in lock lifted, the address marked proven (the link came to it) with
 * the applications held for it delivered, every session ended and the account's other reset
 * links revoked. Gives the link's check and the applications delivered (their teams to mail).
 */
async function replacePassword(
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
