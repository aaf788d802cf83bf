import { CANDIDATE_GUARD, type Guard, type Language } from '@jobboard/contracts';
import type { BrandManifest } from '@jobboard/manifest';
import {
  findUserByEmail,
  insertEmployer,
  insertUser,
  type UserRow,
} from '../repositories/users.js';
import { afterAnswer } from './after-answer.js';
import {
  linkRecipient,
  queueAccountExists,
  queueEmailConfirmation,
  type ConfirmationData,
} from './email-confirmation.js';
import type { Asker, BoardMailApp } from './mail-queue.js';
import { hashPassword } from './passwords.js';

/*
 * Sign-up of a candidate or an employer. It does the same whether the e-mail was free or taken
 * (no account enumeration): the password is hashed in both cases (a taken e-mail must take as
 * long as a new one), nobody is signed in, and the mailbox tells its owner what happened. The
 * confirmation link signs the new account in (confirmEmail).
 */

export interface SignupInput {
  /** The board the sign-up comes from: its mails' look and links, its newsletter. */
  board: BrandManifest;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The page's language: the account's, and its mails'. */
  lang: Language;
  /** The sign-up's newsletter box, confirmed with the address. */
  newsletter: boolean;
}

/** What a sign-up leaves for after the answer (its mail), for the caller to keep (keepUntilClose). */
export interface SignupOutcome {
  mailing: Promise<void>;
}

export async function signUpCandidate(
  app: BoardMailApp,
  asker: Asker,
  input: SignupInput,
): Promise<SignupOutcome> {
  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(app.db, {
    guard: CANDIDATE_GUARD,
    email: input.email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    language: input.lang,
  });
  return { mailing: mailAfterSignup(app, asker, CANDIDATE_GUARD, input, user) };
}

/** An employer's sign-up: a team with every permission, allowed on the board it signed up from. */
export async function signUpEmployer(
  app: BoardMailApp,
  asker: Asker,
  input: SignupInput & { phoneNumber: string | null; teamName: string; teamSize: string },
): Promise<SignupOutcome> {
  const passwordHash = await hashPassword(input.password);
  const user = await insertEmployer(app.db, {
    email: input.email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    language: input.lang,
    phoneNumber: input.phoneNumber,
    country: input.phoneNumber ? 'CA' : null,
    teamName: input.teamName,
    teamSize: input.teamSize,
    board: input.board.name,
  });
  return { mailing: mailAfterSignup(app, asker, 'ats', input, user) };
}

/**
 * The mail after a sign-up, sent after the answer (its timing must not tell which one it is):
 * the confirmation link to a new account, "you already have an account" to a taken address.
 * The account exists once created: a mail failure is logged, and "resend" is there for it.
 */
function mailAfterSignup(
  app: BoardMailApp,
  asker: Asker,
  guard: Guard,
  input: SignupInput,
  created: UserRow | undefined,
): Promise<void> {
  const { board, lang } = input;
  return afterAnswer(asker, 'sign-up e-mail failed', async () => {
    if (created) {
      const data: ConfirmationData = input.newsletter ? { newsletter: board.name } : {};
      await queueEmailConfirmation(app, asker, { board, user: linkRecipient(created, lang), data });
      return;
    }
    const existing = await findUserByEmail(app.db, guard, input.email);
    if (existing)
      await queueAccountExists(app, asker, { board, user: linkRecipient(existing, lang), guard });
  });
}
