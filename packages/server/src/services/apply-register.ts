import { CANDIDATE_GUARD, type Language } from '@jobboard/contracts';
import type { Db } from '../db/client.js';
import { HttpError } from '../lib/http-errors.js';
import { createApplication, type ApplicationRow } from '../repositories/applications.js';
import { documentName, insertDocument } from '../repositories/documents.js';
import { insertUser, type UserRow } from '../repositories/users.js';

export interface RegisterAndApplyInput {
  offerId: number;
  board: string;
  candidate: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    language: Language;
  };
  /** The resume, already stored and sniffed (routes/api/candidates/multipart.ts). */
  resume: { filename: string; mimeType: string; size: number; storagePath: string };
  message: string | null;
}

/**
 * Registers a candidate and applies with their resume, all or nothing: the account, the resume's
 * document and the application, held from the employer until the address is confirmed (the
 * mailed link delivers it). A taken e-mail writes nothing and gives null (the caller answers as
 * for a free one). The same offer twice cannot happen to a new account; if it did, 409.
 */
export async function registerAndApply(
  db: Db,
  input: RegisterAndApplyInput,
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
