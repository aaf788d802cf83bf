import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type {
  Application,
  ApplicationListParams,
  ApplicationsPage,
  ApplicationStage,
} from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { retryOnConflict } from '../db/sql-state.js';
import { applicationDocuments, applications, documents, offers, users } from '../db/schema.js';
import { teamWorkOf } from './application-notes.js';
import { deliveredToEmployer } from './applications.js';
import { isTeamOffer } from './team-offer.js';

/**
 * Applications as the employer reads them (the candidate side writes them). Every query goes
 * through the offer's team: another team's offer, application or document reads as missing.
 */

export const APPLICATIONS_PER_PAGE = 20;

type ApplicationRow = {
  id: number;
  createdAt: Date;
  stage: ApplicationStage;
  stageChangedAt: Date;
  message: string | null;
  /** The user columns are null once the candidate deleted their account. */
  userId: number | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phoneNumber: string | null;
};

const applicationColumns = {
  id: applications.id,
  createdAt: applications.createdAt,
  stage: applications.stage,
  stageChangedAt: applications.stageChangedAt,
  message: applications.message,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
};

/**
 * The applications as the employer sees them, with their documents — none for a withdrawn
 * application: the candidate took them back, so they are neither listed nor served — and the
 * team's rating and number of notes.
 */
async function withDocuments(db: DbLike, rows: ApplicationRow[]): Promise<Application[]> {
  const ids = rows.filter((r) => r.stage !== 'withdrawn').map((r) => r.id);
  const documentRows = ids.length
    ? await db
        .select({
          applicationId: applicationDocuments.applicationId,
          id: documents.id,
          name: documents.name,
          type: documents.type,
          mimeType: documents.mimeType,
          size: documents.size,
          createdAt: documents.createdAt,
        })
        .from(applicationDocuments)
        .innerJoin(documents, eq(documents.id, applicationDocuments.documentId))
        .where(inArray(applicationDocuments.applicationId, ids))
        .orderBy(asc(documents.type), asc(documents.id))
    : [];
  const documentsOf = new Map<number, Application['documents']>();
  for (const d of documentRows) {
    const list = documentsOf.get(d.applicationId) ?? [];
    list.push({
      id: d.id,
      name: d.name,
      type: d.type,
      mime_type: d.mimeType,
      size: d.size,
      created_at: d.createdAt.toISOString(),
    });
    documentsOf.set(d.applicationId, list);
  }
  const work = await teamWorkOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    created_at: r.createdAt.toISOString(),
    stage: r.stage,
    stage_changed_at: r.stageChangedAt.toISOString(),
    candidate:
      r.userId === null
        ? null
        : {
            id: r.userId,
            first_name: r.firstName ?? '',
            last_name: r.lastName ?? '',
            email: r.email ?? '',
            phone_number: r.phoneNumber,
          },
    documents: documentsOf.get(r.id) ?? [],
    message: r.message,
    rating: work.get(r.id)?.rating ?? null,
    notes_count: work.get(r.id)?.notesCount ?? 0,
  }));
}

/** GET …/employer/offer/{offerId}/applications; undefined when the offer is not the team's. */
export async function listOfferApplications(
  db: DbLike,
  teamId: number,
  offerId: number,
  params: ApplicationListParams,
  page: number,
): Promise<ApplicationsPage | undefined> {
  if (!(await isTeamOffer(db, teamId, offerId))) return undefined;
  const perPage = params.per_page ?? APPLICATIONS_PER_PAGE;
  const direction = params.sort?.direction === 'asc' ? asc : desc;
  const order =
    params.sort?.field === 'last_name'
      ? [direction(sql`lower(${users.lastName})`), direction(sql`lower(${users.firstName})`)]
      : [direction(applications.createdAt)];
  const where = and(eq(applications.offerId, offerId), deliveredToEmployer);
  const [rows, totals] = await Promise.all([
    db
      .select(applicationColumns)
      .from(applications)
      .leftJoin(users, eq(users.id, applications.userId))
      .where(where)
      .orderBy(...order, direction(applications.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(applications).where(where),
  ]);
  const total = Number(totals[0]?.n ?? 0);
  return {
    data: await withDocuments(db, rows),
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** A document attached to an application to one of the team's offers, or undefined. */
export async function findApplicationDocument(
  db: DbLike,
  teamId: number,
  ids: { offerId: number; applicationId: number; documentId: number },
) {
  const [row] = await db
    .select({
      name: documents.name,
      type: documents.type,
      mimeType: documents.mimeType,
      size: documents.size,
      storagePath: documents.storagePath,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(applicationDocuments)
    .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .innerJoin(documents, eq(documents.id, applicationDocuments.documentId))
    .where(
      and(
        eq(applicationDocuments.applicationId, ids.applicationId),
        eq(applicationDocuments.documentId, ids.documentId),
        eq(applications.offerId, ids.offerId),
        eq(offers.teamId, teamId),
        ne(applications.stage, 'withdrawn'),
        deliveredToEmployer,
      ),
    )
    .limit(1);
  return row;
}

/**
 * The first opening of an application (its page, one of its documents) by its employer: a
 * `received` application becomes `viewed`. Later openings, and other stages, change nothing.
 */
export async function markApplicationViewed(db: DbLike, applicationId: number): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set({ stage: 'viewed', stageChangedAt: new Date() })
    .where(and(eq(applications.id, applicationId), eq(applications.stage, 'received')))
    .returning({ id: applications.id });
  return rows.length > 0;
}

/** One application to one of the team's offers (opening it marks it viewed); else undefined. */
export async function openOfferApplication(
  db: DbLike,
  teamId: number,
  ids: { offerId: number; applicationId: number },
): Promise<Application | undefined> {
  if (!(await isTeamOffer(db, teamId, ids.offerId))) return undefined;
  const found = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.id, ids.applicationId),
        eq(applications.offerId, ids.offerId),
        deliveredToEmployer,
      ),
    )
    .limit(1);
  if (!found.length) return undefined;
  await markApplicationViewed(db, ids.applicationId);
  const rows = await db
    .select(applicationColumns)
    .from(applications)
    .leftJoin(users, eq(users.id, applications.userId))
    .where(eq(applications.id, ids.applicationId));
  return (await withDocuments(db, rows))[0];
}

export type StageChange =
  { kind: 'not_found' } | { kind: 'withdrawn' } | { kind: 'done'; updated: number[] };

/**
 * Moves applications of one of the team's offers to `stage`. Every id must be an application to
 * that offer, or nothing changes (`not_found`: another team's, another offer's or no such id).
 * Withdrawn applications keep their stage; a single withdrawn one is refused (`withdrawn`), in a
 * batch it is skipped. `updated`: the ids whose stage did change.
 */
export async function changeApplicationStages(
  db: DbLike,
  teamId: number,
  offerId: number,
  applicationIds: number[],
  stage: Exclude<ApplicationStage, 'withdrawn'>,
): Promise<StageChange> {
  if (!(await isTeamOffer(db, teamId, offerId))) return { kind: 'not_found' };
  // Rows locked in id order, so two moves of overlapping sets queue rather than deadlock; a
  // deadlock or serialization failure with anything else runs the whole move again.
  return retryOnConflict(() =>
    db.transaction(async (tx) => {
      const current = await tx
        .select({ id: applications.id, stage: applications.stage })
        .from(applications)
        .where(
          and(
            eq(applications.offerId, offerId),
            inArray(applications.id, applicationIds),
            deliveredToEmployer,
          ),
        )
        .orderBy(asc(applications.id))
        .for('update');
      if (current.length !== new Set(applicationIds).size) return { kind: 'not_found' };
      if (applicationIds.length === 1 && current[0]!.stage === 'withdrawn')
        return { kind: 'withdrawn' };
      const ids = current
        .filter((a) => a.stage !== 'withdrawn' && a.stage !== stage)
        .map((a) => a.id);
      if (ids.length)
        await tx
          .update(applications)
          .set({ stage, stageChangedAt: new Date() })
          .where(inArray(applications.id, ids));
      return { kind: 'done', updated: ids.sort((a, b) => a - b) };
    }),
  );
}
