import type { BrandManifest } from '@jobboard/manifest';
import {
  createApplication,
  findListedOffer,
  hasApplied,
  type ApplicationRow,
} from '../repositories/applications.js';
import { findOwnDocument } from '../repositories/documents.js';
import type { Asker, BoardMailApp } from './mail-queue.js';
import { notifyEmployersOfApplication } from './new-application-mails.js';

export interface ApplyInput {
  board: BrandManifest;
  offerId: number;
  candidate: { id: number; emailVerified: boolean };
  resumeId: number;
  coverLetterId?: number | null;
  message?: string | null;
}

export type ApplyOutcome =
  | { kind: 'offer_not_listed' }
  | { kind: 'already_applied' }
  | { kind: 'email_not_confirmed' }
  | { kind: 'document_not_found'; field: 'resume_id' | 'cover_letter_id' }
  | { kind: 'applied'; application: ApplicationRow; offerId: number };

/**
 * A signed-in candidate applies with their own documents. Refused, in this order, with nothing
 * written: an offer not listed on `board` (published there, not expired), an offer already
 * applied to, an address not confirmed (an employer gets applications from addresses their
 * senders proved, never in the name of an address someone typed), a document that is not the
 * candidate's. Then the application, and its team's mails (notifyEmployersOfApplication, which
 * never throws: the application stands whatever the mail does). A second application arriving
 * together with this one makes the insert give nothing: `already_applied` too.
 */
export async function applyToOffer(
  app: BoardMailApp,
  asker: Asker,
  input: ApplyInput,
): Promise<ApplyOutcome> {
  const { db } = app;
  const { board, candidate, resumeId, coverLetterId } = input;
  const offerId = await findListedOffer(db, board.name, input.offerId);
  if (offerId === undefined) return { kind: 'offer_not_listed' };
  if (await hasApplied(db, candidate.id, offerId)) return { kind: 'already_applied' };
  if (!candidate.emailVerified) return { kind: 'email_not_confirmed' };
  if (!(await findOwnDocument(db, candidate.id, resumeId)))
    return { kind: 'document_not_found', field: 'resume_id' };
  if (coverLetterId != null && !(await findOwnDocument(db, candidate.id, coverLetterId)))
    return { kind: 'document_not_found', field: 'cover_letter_id' };
  const application = await createApplication(db, {
    offerId,
    userId: candidate.id,
    board: board.name,
    message: input.message?.trim() || null,
    documentIds: coverLetterId != null ? [resumeId, coverLetterId] : [resumeId],
  });
  if (!application) return { kind: 'already_applied' };
  await notifyEmployersOfApplication(app, asker, board, application.id);
  return { kind: 'applied', application, offerId };
}
