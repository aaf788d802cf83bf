import { CANDIDATE_GUARD, type Language } from '@jobboard/contracts';
import type { BrandManifest } from '@jobboard/manifest';
import type { Db } from '../db/client.js';
import { HttpError, type ValidationError } from '../lib/http-errors.js';
import {
  createApplication,
  findListedOffer,
  type ApplicationRow,
} from '../repositories/applications.js';
import { documentName, insertDocument } from '../repositories/documents.js';
import { findUserByEmail, insertUser, type UserRow } from '../repositories/users.js';
import { afterAnswer } from './after-answer.js';
import {
  linkRecipient,
  queueAccountExists,
  queueEmailConfirmation,
  type ConfirmationData,
} from './email-confirmation.js';
import type { Asker, BoardMailApp } from './mail-queue.js';
import { hashPassword } from './passwords.js';

/** The resume, already stored and sniffed (routes/api/candidates/multipart.ts). */
export interface StoredResume {
  filename: string;
  mimeType: string;
  size: number;
  storagePath: string;
}

/** The apply-register form as the route read it: what it holds, or every field it refused. */
export type RegisterForm =
  | {
      ok: true;
      candidate: { email: string; password: string; firstName: string; lastName: string };
      newsletter: boolean;
      message: string | null;
      resume: StoredResume;
    }
  | { ok: false; refused: ValidationError['fields'] };

export type RegisterAndApplyOutcome =
  | { kind: 'offer_not_listed' }
  | { kind: 'form_refused'; fields: ValidationError['fields'] }
  /** The one outcome of a well-formed request, whether the address was free or taken. */
  | { kind: 'requested'; email: string; mailing: Promise<void> };

/**
 * A visitor registers and applies in one step. Its outcome must not tell whether the e-mail
 * already has an account (as the sign-up: no enumeration): any well-formed request to an open
 * offer is `requested`, with no session, whether the address was free or taken. Refused first,
 * in this order: an offer not listed on `board`, then the form (every field at once).
 *
 * A free address: the account, its resume and the application are stored all or nothing
 * (insertRegistration) and the confirmation link is mailed; the application is held from the
 * employer until the link is followed (it proves the address the employer would write to), then
 * delivered and its team mailed (confirmEmail). A taken one: nothing is kept and its owner gets
 * the "you already have an account" mail (sign in, or reset the password). Both paths hash the
 * password and run the same insert; the mails go after the answer (afterAnswer: `mailing`, for
 * the caller to keep until the app closes), so its timing does not tell either.
 *
 * The stored resume is removed (`discard`) on a refusal, a failure and a taken address.
 */
export async function registerAndApply(
  app: BoardMailApp,
  asker: Asker,
  input: {
    board: BrandManifest;
    offerId: number;
    /** The page's language: the account's, and its mails'. */
    lang: Language;
    form: RegisterForm;
    discard: () => Promise<void>;
  },
): Promise<RegisterAndApplyOutcome> {
  const { board, lang, form } = input;
  let created: { user: UserRow; application: ApplicationRow } | null;
  try {
    const offerId = await findListedOffer(app.db, board.name, input.offerId);
    if (offerId === undefined) {
      await input.discard();
      return { kind: 'offer_not_listed' };
    }
    if (!form.ok) {
      await input.discard();
      return { kind: 'form_refused', fields: form.refused };
    }
    // Hashed in both cases: a taken e-mail must take as long as a new one.
    const passwordHash = await hashPassword(form.candidate.password);
    created = await insertRegistration(app.db, {
      offerId,
      board: board.name,
      candidate: {
        email: form.candidate.email,
        passwordHash,
        firstName: form.candidate.firstName,
        lastName: form.candidate.lastName,
        language: lang,
      },
      resume: form.resume,
      message: form.message,
    });
  } catch (error) {
    await input.discard();
    throw error;
  }
  const { email, firstName } = form.candidate;
  if (created) {
    const { user } = created;
    const data: ConfirmationData = form.newsletter ? { newsletter: board.name } : {};
    // Its team hears of the application when the link is followed (confirmEmail).
    const mailing = afterAnswer(asker, 'apply-register e-mail failed', () =>
      queueEmailConfirmation(app, asker, {
        board,
        user: { id: user.id, email, firstName, language: lang },
        data,
      }),
    );
    return { kind: 'requested', email, mailing };
  }
  await input.discard();
  const mailing = afterAnswer(asker, 'apply-register e-mail failed', async () => {
    const existing = await findUserByEmail(app.db, CANDIDATE_GUARD, email);
    // In the language of the page the visitor applied from.
    if (existing)
      await queueAccountExists(app, asker, {
        board,
        user: linkRecipient(existing, lang),
        guard: CANDIDATE_GUARD,
      });
  });
  return { kind: 'requested', email, mailing };
}

/**
 * Registers a candidate and applies with their resume, all or nothing: the account, the resume's
 * document and the application, held from the employer until the address is confirmed (the
 * mailed link delivers it). A taken e-mail writes nothing and gives null (the caller answers as
 * for a free one). The same offer twice cannot happen to a new account; if it did, 409.
 */
async function insertRegistration(
  db: Db,
  input: {
    offerId: number;
    board: string;
    candidate: {
      email: string;
      passwordHash: string;
      firstName: string;
      lastName: string;
      language: Language;
    };
    resume: StoredResume;
    message: string | null;
  },
): Promise<{ user: UserRow; application: ApplicationRow } | null> {
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, { guard: CANDIDATE_GUARD, ...input.candidate });
    if (!user) return null;
    const document = await insertDocument(tx, {
      userId: user.id,
      name: documentName(input.resume.filename, 'resume'),
      type: 'resume',
      mimeType: input.resume.mimeType,
      size: input.resume.size,
      storagePath: input.resume.storagePath,
    });
    const application = await createApplication(tx, {
      offerId: input.offerId,
      userId: user.id,
      board: input.board,
      message: input.message,
      documentIds: [document.id],
      held: true,
    });
    if (!application) throw new HttpError(409, 'already_applied');
    return { user, application };
  });
}
