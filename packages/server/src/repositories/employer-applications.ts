import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Application, ApplicationListParams, ApplicationsPage } from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { applicationDocuments, applications, documents, offers, users } from '../db/schema.js';

/**
 * Applications as the employer reads them (the candidate side writes them). Every query goes
 * through the offer's team: another team's offer, application or document reads as missing.
 */

export const APPLICATIONS_PER_PAGE = 20;

async function offerOfTeam(db: DbLike, teamId: number, offerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.teamId, teamId)))
    .limit(1);
  return !!row;
}

/** GET …/employer/offer/{offerId}/applications; undefined when the offer is not the team's. */
export async function listOfferApplications(
  db: DbLike,
  teamId: number,
  offerId: number,
  params: ApplicationListParams,
  page: number,
): Promise<ApplicationsPage | undefined> {
  if (!(await offerOfTeam(db, teamId, offerId))) return undefined;
  const perPage = params.per_page ?? APPLICATIONS_PER_PAGE;
  const direction = params.sort?.direction === 'asc' ? asc : desc;
  const order =
    params.sort?.field === 'last_name'
      ? [direction(sql`lower(${users.lastName})`), direction(sql`lower(${users.firstName})`)]
      : [direction(applications.createdAt)];
  const where = eq(applications.offerId, offerId);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: applications.id,
        createdAt: applications.createdAt,
        message: applications.message,
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phoneNumber: users.phoneNumber,
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .where(where)
      .orderBy(...order, direction(applications.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(applications).where(where),
  ]);
  const ids = rows.map((r) => r.id);
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
  const total = Number(totals[0]?.n ?? 0);
  return {
    data: rows.map((r) => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      candidate: {
        id: r.userId,
        first_name: r.firstName,
        last_name: r.lastName,
        email: r.email,
        phone_number: r.phoneNumber,
      },
      documents: documentsOf.get(r.id) ?? [],
      message: r.message,
    })),
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
      ),
    )
    .limit(1);
  return row;
}
