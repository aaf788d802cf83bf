import { and, asc, eq } from 'drizzle-orm';
import { EMPLOYER_GUARD, type Language } from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import {
  applicationDocuments,
  applications,
  offerJobboards,
  offers,
  userPermissions,
  users,
} from '../db/schema.js';
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

/** What the employers hear about a new application, and who hears it. */
export interface ApplicationNotice {
  offer: {
    id: number;
    title: Record<Language, string | null>;
    primaryLanguage: Language;
  };
  candidate: { firstName: string; lastName: string };
  /** The employers of the offer's team who review candidates (manage_candidates). */
  recipients: Array<{ email: string; firstName: string; language: Language }>;
}

export async function findApplicationNotice(
  db: DbLike,
  applicationId: number,
): Promise<ApplicationNotice | undefined> {
  const [row] = await db
    .select({
      offerId: offers.id,
      teamId: offers.teamId,
      titleFr: offers.titleFr,
      titleEn: offers.titleEn,
      primaryLanguage: offers.primaryLanguage,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(applications)
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .innerJoin(users, eq(users.id, applications.userId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!row) return undefined;
  const recipients = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .innerJoin(userPermissions, eq(userPermissions.userId, users.id))
    .where(
      and(
        eq(users.teamId, row.teamId),
        eq(users.guard, EMPLOYER_GUARD),
        eq(userPermissions.permission, 'manage_candidates'),
      ),
    )
    .orderBy(asc(users.id));
  return {
    offer: {
      id: row.offerId,
      title: { fr: row.titleFr, en: row.titleEn },
      primaryLanguage: row.primaryLanguage,
    },
    candidate: { firstName: row.firstName, lastName: row.lastName },
    recipients,
  };
}
