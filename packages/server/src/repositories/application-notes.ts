import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { ApplicationNote, ApplicationStage } from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { applicationNotes, applicationRatings, applications, offers, users } from '../db/schema.js';
import { deliveredToEmployer } from './applications.js';
import { isTeamOffer } from './team-offer.js';

/**
 * What the team keeps on the applications to its offers (docs/employers.md#notes-rating-and-export):
 * notes, a rating, the CSV export. Every query goes through the offer's team, like the
 * applications themselves: another team's application reads as missing.
 */

export interface ApplicationIds {
  offerId: number;
  applicationId: number;
}

/** Whether the application is one of the offer's, the offer the team's, and delivered to it. */
async function applicationOfTeam(db: DbLike, teamId: number, ids: ApplicationIds) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .where(
      and(
        eq(applications.id, ids.applicationId),
        eq(applications.offerId, ids.offerId),
        eq(offers.teamId, teamId),
        deliveredToEmployer,
      ),
    )
    .limit(1);
  return !!row;
}

const noteColumns = {
  id: applicationNotes.id,
  body: applicationNotes.body,
  createdAt: applicationNotes.createdAt,
  authorId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
};

function noteOf(row: {
  id: number;
  body: string;
  createdAt: Date;
  authorId: number | null;
  firstName: string | null;
  lastName: string | null;
}): ApplicationNote {
  return {
    id: row.id,
    body: row.body,
    created_at: row.createdAt.toISOString(),
    author:
      row.authorId === null
        ? null
        : { id: row.authorId, first_name: row.firstName ?? '', last_name: row.lastName ?? '' },
  };
}

/** The application's notes, oldest first; undefined when it is not the team's. */
export async function listApplicationNotes(
  db: DbLike,
  teamId: number,
  ids: ApplicationIds,
): Promise<ApplicationNote[] | undefined> {
  if (!(await applicationOfTeam(db, teamId, ids))) return undefined;
  const rows = await db
    .select(noteColumns)
    .from(applicationNotes)
    .leftJoin(users, eq(users.id, applicationNotes.authorId))
    .where(eq(applicationNotes.applicationId, ids.applicationId))
    .orderBy(asc(applicationNotes.id));
  return rows.map(noteOf);
}

/** Adds a note by `authorId` (the body already trimmed and checked); undefined when not the team's. */
export async function addApplicationNote(
  db: DbLike,
  teamId: number,
  ids: ApplicationIds,
  authorId: number,
  body: string,
): Promise<ApplicationNote | undefined> {
  if (!(await applicationOfTeam(db, teamId, ids))) return undefined;
  const [inserted] = await db
    .insert(applicationNotes)
    .values({ applicationId: ids.applicationId, authorId, body })
    .returning({ id: applicationNotes.id });
  const [row] = await db
    .select(noteColumns)
    .from(applicationNotes)
    .leftJoin(users, eq(users.id, applicationNotes.authorId))
    .where(eq(applicationNotes.id, inserted!.id));
  return noteOf(row!);
}

/** Sets (1–5) or clears (null) the team's rating; false when the application is not the team's. */
export async function setApplicationRating(
  db: DbLike,
  teamId: number,
  ids: ApplicationIds,
  ratedBy: number,
  rating: number | null,
): Promise<boolean> {
  if (!(await applicationOfTeam(db, teamId, ids))) return false;
  if (rating === null) {
    await db
      .delete(applicationRatings)
      .where(eq(applicationRatings.applicationId, ids.applicationId));
    return true;
  }
  await db
    .insert(applicationRatings)
    .values({ applicationId: ids.applicationId, rating, ratedBy })
    .onConflictDoUpdate({
      target: applicationRatings.applicationId,
      set: { rating, ratedBy, updatedAt: new Date() },
    });
  return true;
}

/** The rating and the number of notes of each application (for the list and the opened one). */
export async function teamWorkOf(
  db: DbLike,
  applicationIds: number[],
): Promise<Map<number, { rating: number | null; notesCount: number }>> {
  const work = new Map<number, { rating: number | null; notesCount: number }>();
  if (!applicationIds.length) return work;
  const [ratings, notes] = await Promise.all([
    db
      .select({ id: applicationRatings.applicationId, rating: applicationRatings.rating })
      .from(applicationRatings)
      .where(inArray(applicationRatings.applicationId, applicationIds)),
    db
      .select({ id: applicationNotes.applicationId, n: count() })
      .from(applicationNotes)
      .where(inArray(applicationNotes.applicationId, applicationIds))
      .groupBy(applicationNotes.applicationId),
  ]);
  for (const id of applicationIds) work.set(id, { rating: null, notesCount: 0 });
  for (const r of ratings) work.get(r.id)!.rating = r.rating;
  for (const n of notes) work.get(n.id)!.notesCount = Number(n.n);
  return work;
}

export interface ExportedApplication {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phoneNumber: string | null;
  stage: ApplicationStage;
  createdAt: Date;
  rating: number | null;
}

/**
 * The offer's applications for the CSV export, newest first, in one query (an offer's
 * applications are bounded; no other offer is read); undefined when the offer is not the team's.
 * A deleted candidate's row has no name or contact.
 */
export async function applicationsForExport(
  db: DbLike,
  teamId: number,
  offerId: number,
): Promise<ExportedApplication[] | undefined> {
  if (!(await isTeamOffer(db, teamId, offerId))) return undefined;
  return db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phoneNumber: users.phoneNumber,
      stage: applications.stage,
      createdAt: applications.createdAt,
      rating: applicationRatings.rating,
    })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.userId))
    .leftJoin(applicationRatings, eq(applicationRatings.applicationId, applications.id))
    .where(and(eq(applications.offerId, offerId), deliveredToEmployer))
    .orderBy(desc(applications.createdAt), desc(applications.id));
}
