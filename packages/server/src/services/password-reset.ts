import type { Db } from '../db/client.js';
import { deliverHeldApplications } from '../repositories/applications.js';
import { consumeSecureLink, revokeSecureLinks } from '../repositories/secure-links.js';
import { endAllSessions } from '../repositories/sessions.js';
import { findUserById, markEmailVerified, updatePasswordHash } from '../repositories/users.js';
import { clearLoginThrottle } from './login-throttle.js';

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
