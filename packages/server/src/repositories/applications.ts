import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import {
  EMPLOYER_GUARD,
  type ApplicationStage,
  type CandidateApplication,
  type Language,
} from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import {
  applicationDocuments,
  applications,
  companies,
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

/* ---------------------------------------------------------------- the candidate's side */

/**
 * GET /jobboard/{board}/user/applications: every application of the candidate, newest first,
 * with the offer's title and company (none for a confidential offer) and its current stage.
 * `listed`: the offer's page opens on `board` (the list links it only then).
 */
export async function listCandidateApplications(
  db: DbLike,
  userId: number,
  board: string,
): Promise<CandidateApplicationRow[]> {
  const rows = await db
    .select({
      id: applications.id,
      createdAt: applications.createdAt,
      stage: applications.stage,
      stageChangedAt: applications.stageChangedAt,
      appliedOn: applications.jobboard,
      offerId: offers.id,
      titleFr: offers.titleFr,
      titleEn: offers.titleEn,
      slugFr: offers.slugFr,
      slugEn: offers.slugEn,
      primaryLanguage: offers.primaryLanguage,
      isConfidential: offers.isConfidential,
      companyId: companies.id,
      companyFr: companies.nameFr,
      companyEn: companies.nameEn,
    })
    .from(applications)
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(500);
  const offerIds = [...new Set(rows.map((r) => r.offerId))];
  // "<offer>:<board>" for each board the offers are listed on (published there, not expired).
  const listedPairs = new Set(
    offerIds.length
      ? (
          await db
            .select({ id: offers.id, board: offerJobboards.jobboard })
            .from(offerJobboards)
            .innerJoin(offers, eq(offers.id, offerJobboards.offerId))
            .where(
              and(
                inArray(offers.id, offerIds),
                // listedOn(board)'s rule, on every board at once.
                eq(offers.status, 'published'),
                or(isNull(offers.expiresAt), gt(offers.expiresAt, sql`now()`)),
              ),
            )
        ).map((r) => `${r.id}:${r.board}`)
      : [],
  );
  const listed = new Set(
    [...listedPairs].filter((p) => p.endsWith(`:${board}`)).map((p) => Number(p.split(':')[0])),
  );
  const content = (title: string | null, slug: string | null) =>
    title ? { title, slug: slug ?? '' } : undefined;
  return rows.map((r) => ({
    id: r.id,
    created_at: r.createdAt.toISOString(),
    stage: r.stage,
    stage_changed_at: r.stageChangedAt.toISOString(),
    offer: {
      id: r.offerId,
      contents: { fr: content(r.titleFr, r.slugFr), en: content(r.titleEn, r.slugEn) },
      primary_language: r.primaryLanguage,
      company: r.isConfidential
        ? null
        : {
            id: r.companyId,
            name_fr: r.companyFr || r.companyEn,
            name_en: r.companyEn || r.companyFr,
          },
      listed: listed.has(r.offerId),
    },
    appliedOn: r.appliedOn
      ? { board: r.appliedOn, listed: listedPairs.has(`${r.offerId}:${r.appliedOn}`) }
      : null,
  }));
}

/**
 * A candidate's application as the repository reads it: the answer's fields, and the board it
 * was sent on with whether the offer is listed there (the route turns it into that board's
 * label and offer page).
 */
export type CandidateApplicationRow = Omit<CandidateApplication, 'applied_on'> & {
  appliedOn: { board: string; listed: boolean } | null;
};

/**
 * The candidate withdraws an application of theirs: its stage becomes `withdrawn` (from then on
 * the employer sees it withdrawn and its documents are no longer served). False when it is not
 * theirs (or does not exist); withdrawing twice is harmless.
 */
export async function withdrawApplication(
  db: DbLike,
  userId: number,
  applicationId: number,
): Promise<boolean> {
  const [own] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)))
    .limit(1);
  if (!own) return false;
  await db
    .update(applications)
    .set({ stage: 'withdrawn', stageChangedAt: new Date() })
    .where(and(eq(applications.id, applicationId), ne(applications.stage, 'withdrawn')));
  return true;
}

/** What a candidate hears about a change of stage of their application, and where it was made. */
export interface StageNotice {
  applicationId: number;
  stage: ApplicationStage;
  /** The board the candidate applied on (null on applications older than that column). */
  board: string | null;
  candidate: { email: string; firstName: string; language: Language };
  offer: { title: Record<Language, string | null>; primaryLanguage: Language };
  company: Record<Language, string> | null;
}

export async function findStageNotices(
  db: DbLike,
  applicationIds: number[],
): Promise<StageNotice[]> {
  if (!applicationIds.length) return [];
  const rows = await db
    .select({
      id: applications.id,
      stage: applications.stage,
      board: applications.jobboard,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      titleFr: offers.titleFr,
      titleEn: offers.titleEn,
      primaryLanguage: offers.primaryLanguage,
      isConfidential: offers.isConfidential,
      companyFr: companies.nameFr,
      companyEn: companies.nameEn,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(inArray(applications.id, applicationIds))
    .orderBy(asc(applications.id));
  return rows.map((r) => ({
    applicationId: r.id,
    stage: r.stage,
    board: r.board,
    candidate: { email: r.email, firstName: r.firstName, language: r.language },
    offer: { title: { fr: r.titleFr, en: r.titleEn }, primaryLanguage: r.primaryLanguage },
    company: r.isConfidential
      ? null
      : { fr: r.companyFr || r.companyEn, en: r.companyEn || r.companyFr },
  }));
}
