import type { FastifyBaseLogger } from 'fastify';
import type { Guard } from '@jobboard/contracts';
import type { Db } from '../db/client.js';
import { deleteAccount, type AccountDeletion } from '../repositories/privacy/account-deletion.js';
import { findUserById } from '../repositories/users.js';
import { verifyDummyPassword, verifyPassword } from './passwords.js';
import type { Storage } from './storage.js';

/**
 * An account deleted at once, asked for with its password again: `wrong_password` (nothing
 * written; an account already gone takes as long to refuse). Otherwise the rows go in one
 * transaction (repositories/privacy/account-deletion.ts: `not_found`, `last_admin` or
 * `deleted`), then, once committed, their files: a file that cannot be removed is left named by
 * nothing and logged, and the deletion stands. Clearing the cookies and the mails are the
 * caller's.
 */
export async function closeAccount(
  deps: { db: Db; storage: Pick<Storage, 'remove'>; log: FastifyBaseLogger },
  input: { userId: number; guard: Guard; password: string },
): Promise<AccountDeletion | { kind: 'wrong_password' }> {
  const { db, storage, log } = deps;
  const stored = await findUserById(db, input.userId);
  const matches = stored
    ? await verifyPassword(input.password, stored.passwordHash)
    : await verifyDummyPassword(input.password);
  if (!matches) return { kind: 'wrong_password' };
  const deletion = await db.transaction((tx) => deleteAccount(tx, input.userId, input.guard));
  if (deletion.kind !== 'deleted') return deletion;
  for (const storagePath of deletion.storagePaths) {
    await storage
      .remove(storagePath)
      .catch((err: unknown) => log.error({ err }, 'deleted account file not removed'));
  }
  return deletion;
}
