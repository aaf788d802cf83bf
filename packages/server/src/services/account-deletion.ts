import type { FastifyInstance } from 'fastify';
import type { Guard, Language } from '@jobboard/contracts';
import { pathTo } from '@jobboard/contracts/routes';
import type { BrandManifest } from '@jobboard/manifest';
import {
  deleteAccount,
  type AccountDeletion,
  type ClosedTeamNotice,
} from '../repositories/privacy/account-deletion.js';
import { findUserById } from '../repositories/users.js';
import { oneLine } from './mail.js';
import { queueMail, type Asker } from './mail-queue.js';
import { checkPassword } from './passwords.js';
import { boardMailBrand, boardOrigin } from './mail-brand.js';

/** What closing an account needs of the app. */
type CloseAccountApp = Pick<FastifyInstance, 'db' | 'storage' | 'brands' | 'env' | 'jobs'>;

/**
 * An account deleted at once, asked for with its password again: `wrong_password` (nothing
 * written; an account already gone takes as long to refuse). Otherwise the rows go in one
 * transaction (repositories/privacy/account-deletion.ts: `not_found`, `last_admin` or
 * `deleted`), then, once committed, their files: a file that cannot be removed is left named by
 * nothing and logged, and the deletion stands. Then the mails: the candidates of a team that
 * closed with the account, and the account's own "deleted" mail, from `board` in `lang`.
 * Clearing the cookies is the caller's.
 */
export async function closeAccount(
  app: CloseAccountApp,
  asker: Asker,
  input: { userId: number; guard: Guard; password: string; board: BrandManifest; lang: Language },
): Promise<AccountDeletion | { kind: 'wrong_password' }> {
  const { db, storage } = app;
  const stored = await findUserById(db, input.userId);
  const matches = await checkPassword(input.password, stored?.passwordHash ?? null);
  if (!matches) return { kind: 'wrong_password' };
  const deletion = await db.transaction((tx) => deleteAccount(tx, input.userId, input.guard));
  if (deletion.kind !== 'deleted') return deletion;
  for (const storagePath of deletion.storagePaths) {
    await storage
      .remove(storagePath)
      .catch((err: unknown) => asker.log.error({ err }, 'deleted account file not removed'));
  }
  await tellCandidatesOfClosedTeam(app, asker, input.board, deletion.closedTeamNotices);
  const { board, lang } = input;
  // Logged, not thrown: the account is gone whatever the mail does, and the visitor is told so
  // (a 500 here would say the deletion failed, and leave the cookies of a session that is gone).
  await queueMail(app, asker, {
    to: deletion.email,
    template: 'account-deleted',
    lang,
    brand: boardMailBrand(app, board, lang),
    data: { firstName: deletion.firstName },
  }).catch((err: unknown) => asker.log.error({ err }, 'account deleted: its mail not queued'));
  return deletion;
}

/**
 * The candidates of a team that closed with the account (repositories/privacy/account-deletion.ts
 * deleteTeam) hear of it: their application stays in their list, the offer is gone. From the
 * board each applied on, in their language. Never throws: the account is deleted whatever the
 * mail does.
 */
async function tellCandidatesOfClosedTeam(
  app: CloseAccountApp,
  asker: Asker,
  fallback: BrandManifest,
  notices: ClosedTeamNotice[],
): Promise<void> {
  for (const { board: key, candidate, offer } of notices) {
    const board = (key && app.brands.get(key)) || fallback;
    const lang = candidate.language;
    try {
      const origin = boardOrigin(app, board);
      await queueMail(app, asker, {
        to: candidate.email,
        template: 'employer-closed',
        lang,
        brand: boardMailBrand(app, board, lang),
        data: {
          firstName: candidate.firstName,
          offerTitle: oneLine(offer.title[lang] || offer.title[offer.primaryLanguage] || ''),
          companyName: offer.company ? oneLine(offer.company[lang]) : null,
          url: origin + pathTo('myApplications', lang),
        },
      });
    } catch (err) {
      asker.log.error({ err }, 'closed team: candidate mail not queued');
    }
  }
}
