import type { Db } from '../db/client.js';
import { revokeSecureLinks } from '../repositories/secure-links.js';
import { endAllSessions } from '../repositories/sessions.js';
import { findUserById, updatePasswordHash } from '../repositories/users.js';
import { hashPassword, verifyPassword } from './passwords.js';

/**
 * A signed-in user's new password, given the current one: false when that one does not match
 * (nothing written). Otherwise, in one transaction, the password is replaced, every session ends
 * (a stolen one included; the caller starts a fresh one for this browser) and the reset links
 * are revoked: one mailed before the change would undo it.
 */
export async function changePassword(
  db: Db,
  input: { userId: number; currentPassword: string; newPassword: string },
): Promise<boolean> {
  const stored = await findUserById(db, input.userId);
  if (!stored || !(await verifyPassword(input.currentPassword, stored.passwordHash))) return false;
  const hash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, input.userId, hash);
    await endAllSessions(tx, input.userId);
    await revokeSecureLinks(tx, input.userId, 'reset-password');
  });
  return true;
}
