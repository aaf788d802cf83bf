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
  type ClosedOffer,
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

/**
 * The applications an employer sees: every one but those held until their candidate confirms
 * the address (apply-and-register). Every employer-side read and write adds it.
 */
export const deliveredToEmployer = eq(applications.heldUntilConfirmed, false);

export interface NewApplication {
  offerId: number;
  userId: number;
  board: string;
  message?: string | null;
  /** Held from the employer until the candidate confirms the address (a new account's). */
  held?: boolean;
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
        heldUntilConfirmed: input.held ?? false,
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

/**
 * The candidate confirmed the address: the applications held until then are delivered, dated
 * now (the employer's list is newest first, and this is when they reach it). Returns them, for
 * their employers' notifications.
 */
export async function deliverHeldApplications(
  db: DbLike,
  userId: number,
): Promise<Array<{ id: number; board: string | null; offerId: number | null }>> {
  return db
    .update(applications)
    .set({ heldUntilConfirmed: false, createdAt: new Date() })
    .where(and(eq(applications.userId, userId), eq(applications.heldUntilConfirmed, true)))
    .returning({
      id: applications.id,
      board: applications.jobboard,
      offerId: applications.offerId,
    });
}

/** Whether the account has applications waiting for its address's confirmation. */
export async function hasHeldApplications(db: DbLike, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.heldUntilConfirmed, true)))
    .limit(1);
  return row !== undefined;
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
 * `listed`: the offer's page opens on `board` (the list links it only then). `closed`: the offer's
 * team closed its account; the application shows what it was for (`closed_offer`).
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
      closedOffer: applications.closedOffer,
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
    // Left: an application whose team closed has no offer left, only what it was (closedOffer).
    .leftJoin(offers, eq(offers.id, applications.offerId))
    .leftJoin(companies, eq(companies.id, offers.companyId))
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(500);
  // Each with its offer as it is, or as it was when its team closed.
  const seen = rows.flatMap((r) => {
    const offer: ClosedOffer | null =
      r.offerId !== null && r.primaryLanguage !== null && r.companyId !== null
        ? {
            id: r.offerId,
            title: { fr: r.titleFr, en: r.titleEn },
            slug: { fr: r.slugFr, en: r.slugEn },
            primaryLanguage: r.primaryLanguage,
            company: r.isConfidential
              ? null
              : {
                  id: r.companyId,
                  fr: r.companyFr || r.companyEn || '',
                  en: r.companyEn || r.companyFr || '',
                },
          }
        : r.closedOffer;
    return offer ? [{ ...r, offer, live: r.offerId !== null }] : [];
  });
  const offerIds = [...new Set(seen.filter((r) => r.live).map((r) => r.offer.id))];
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
  return seen.map(({ offer, live, ...r }) => ({
    id: r.id,
    created_at: r.createdAt.toISOString(),
    stage: r.stage,
    stage_changed_at: r.stageChangedAt.toISOString(),
    offer: {
      id: offer.id,
      contents: {
        fr: content(offer.title.fr, offer.slug.fr),
        en: content(offer.title.en, offer.slug.en),
      },
      primary_language: offer.primaryLanguage,
      company: offer.company
        ? { id: offer.company.id, name_fr: offer.company.fr, name_en: offer.company.en }
        : null,
      listed: live && listed.has(offer.id),
      closed: !live,
    },
    appliedOn: r.appliedOn
      ? { board: r.appliedOn, listed: live && listedPairs.has(`${offer.id}:${r.appliedOn}`) }
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

/**
 * Claims the applications whose stage settled at least `settledSeconds` ago and differs from the
 * last one their candidate was told of (notified_stage), at most `limit`: each is marked caught
 * up in the same statement, so whichever process sweeps, a stage is claimed once, and a burst of
 * moves is claimed once with its last stage. Rows another sweep holds are skipped, not waited
 * for. Returns what to tell the candidates of those still there (a deleted account has no one).
 */
export async function claimSettledStageNotices(
  db: DbLike,
  settledSeconds: number,
  limit: number,
): Promise<{ claimed: number; notices: StageNotice[] }> {
  const { rows } = await db.execute<{ id: number; stage: ApplicationStage }>(sql`
    update applications set notified_stage = stage
     where id in (
       select id from applications
        where notified_stage <> stage
          and stage_changed_at <= now() - ${settledSeconds}::int * interval '1 second'
        order by stage_changed_at
        limit ${limit}
        for update skip locked)
    returning id, stage`);
  // The stage claimed, not one read later: a move after the claim is the next sweep's.
  const claimed = new Map(rows.map((r) => [Number(r.id), r.stage]));
  const applicationIds = [...claimed.keys()];
  if (!applicationIds.length) return { claimed: 0, notices: [] };
  const found = await db
    .select({
      id: applications.id,
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
  const notices = found.map((r) => ({
    applicationId: r.id,
    stage: claimed.get(r.id)!,
    board: r.board,
    candidate: { email: r.email, firstName: r.firstName, language: r.language },
    offer: { title: { fr: r.titleFr, en: r.titleEn }, primaryLanguage: r.primaryLanguage },
    company: r.isConfidential
      ? null
      : { fr: r.companyFr || r.companyEn, en: r.companyEn || r.companyFr },
  }));
  return { claimed: applicationIds.length, notices };
}
