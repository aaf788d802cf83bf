import { and, eq } from 'drizzle-orm';
import type { DbLike } from '../db/client.js';
import { applicationDocuments, applications, offerJobboards, offers } from '../db/schema.js';
import { listedOn } from './offers.js';

/**
 * Candidates' applications. An application links the offer, the candidate, the board it was made
 * on and the documents sent with it (application_documents), which the employer reads and
 * downloads later through its own repository. One application per candidate and offer.
 */
export type ApplicationRow = typeof applications.$inferSelect;

/** The offer's id when it is listed on the board (published there, not expired); else undefined. */
export async function findListedOffer(
  db: DbLike,
  board: string,
  offerId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: offers.id })
    .from(offerJobboards)
    .innerJoin(offers, eq(offers.id, offerJobboards.offerId))
    .where(and(eq(offerJobboards.offerId, offerId), listedOn(board)))
    .limit(1);
  return row?.id;
}

export async function hasApplied(db: DbLike, userId: number, offerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.offerId, offerId), eq(applications.userId, userId)))
    .limit(1);
  return row !== undefined;
}

export interface NewApplication {
  offerId: number;
  userId: number;
  board: string;
  message?: string | null;
  /** The resume first, then the cover letter if any; the caller checked they are the user's. */
  documentIds: number[];
}

/**
 * Records an application with its documents in one transaction; undefined when the candidate
 * already applied to the offer (the unique index decides, also between simultaneous requests).
 */
export async function createApplication(
  db: DbLike,
  input: NewApplication,
): Promise<ApplicationRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applications)
      .values({
        offerId: input.offerId,
        userId: input.userId,
        jobboard: input.board,
        message: input.message ?? null,
      })
      .onConflictDoNothing({ target: [applications.offerId, applications.userId] })
      .returning();
    if (!row) return undefined;
    const documentIds = [...new Set(input.documentIds)];
    if (documentIds.length)
      await tx
        .insert(applicationDocuments)
        .values(documentIds.map((documentId) => ({ applicationId: row.id, documentId })));
    return row;
  });
}
