import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { PERMISSIONS, type Guard, type Language } from '@jobboard/contracts';
import type { DbLike } from '../../db/client.js';
import { logoFilePaths } from '../../lib/logo-files.js';
import {
  applicationNotes,
  applications,
  companies,
  dataExports,
  documents,
  jobAlerts,
  loginThrottles,
  newsletterSubscriptions,
  offers,
  secureLinks,
  teams,
  userPermissions,
  users,
  type ClosedOffer,
} from '../../db/schema.js';

/**
 * Deleting an account, and a team with its last member.
 * Every function takes a DbLike so that callers can run it inside their transaction.
 */

/** A candidate to tell that the team of an offer they applied to closed. */
export interface ClosedTeamNotice {
  applicationId: number;
  /** The board the application was sent on (null on applications older than that column). */
  board: string | null;
  candidate: { email: string; firstName: string; language: Language };
  offer: ClosedOffer;
}

export type AccountDeletion =
  | {
      kind: 'deleted';
      email: string;
      firstName: string;
      storagePaths: string[];
      /** The team closed with the account: the candidates of its live applications. */
      closedTeamNotices: ClosedTeamNotice[];
    }
  | { kind: 'last_admin' }
  | { kind: 'not_found' };

/** An administrator holds every permission; a team needs one while it has other members. */
async function isLastAdministrator(db: DbLike, userId: number, teamId: number): Promise<boolean> {
  const { rows } = await db.execute<{ user_id: number; n: number; members: number }>(sql`
    select p.user_id, count(*)::int as n,
           (select count(*)::int from ${users} m where m.team_id = ${teamId}) as members
      from ${userPermissions} p join ${users} u on u.id = p.user_id
     where u.team_id = ${teamId}
     group by p.user_id`);
  const admins = rows
    .filter((r) => Number(r.n) === PERMISSIONS.length)
    .map((r) => Number(r.user_id));
  const members = Number(rows[0]?.members ?? 0);
  // The only member closes the team by leaving; otherwise someone else must be able to run it.
  if (members <= 1) return false;
  return admins.includes(userId) && admins.length === 1;
}

/**
 * Deletes an account at once, inside the caller's transaction: its profile, documents, skills,
 * alerts, sessions, links, exports (database cascades), what was subscribed with its address and
 * its sign-in throttle. Its applications stay for the employers without it (user_id set null,
 * message cleared: a deleted candidate). An employer who is the only member of their team closes
 * the team with them. The files to remove from storage after commit are returned.
 */
export async function deleteAccount(
  db: DbLike,
  userId: number,
  guard: Guard,
): Promise<AccountDeletion> {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, teamId: users.teamId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.guard, guard)))
    .for('update');
  if (!user) return { kind: 'not_found' };
  let closeTeam: number | null = null;
  if (guard === 'ats' && user.teamId !== null) {
    await db.execute(sql`select id from ${teams} where id = ${user.teamId} for update`);
    if (await isLastAdministrator(db, userId, user.teamId)) return { kind: 'last_admin' };
    const [{ n } = { n: 0 }] = (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${users} where team_id = ${user.teamId}`,
      )
    ).rows;
    if (Number(n) <= 1) closeTeam = user.teamId;
  }
  const files = await db
    .select({ storagePath: documents.storagePath })
    .from(documents)
    .where(eq(documents.userId, userId));
  const exportFiles = await db
    .select({ storagePath: dataExports.storagePath })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.storagePath)));
  // What the candidate wrote to an employer may name them: it goes with the account.
  await db.update(applications).set({ message: null }).where(eq(applications.userId, userId));
  // So may what the team wrote about them; its rating of the application names no one and stays.
  await db
    .delete(applicationNotes)
    .where(
      inArray(
        applicationNotes.applicationId,
        db
          .select({ id: applications.id })
          .from(applications)
          .where(eq(applications.userId, userId)),
      ),
    );
  await db.delete(documents).where(eq(documents.userId, userId));
  await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, user.email));
  // Links mailed to the address without an account (newsletter and alert confirmations): an
  // older one followed after the deletion must not subscribe the address again.
  await db
    .delete(secureLinks)
    .where(and(eq(secureLinks.email, user.email), isNull(secureLinks.userId)));
  await db
    .delete(jobAlerts)
    .where(or(eq(jobAlerts.userId, userId), eq(jobAlerts.email, user.email)));
  await db.delete(loginThrottles).where(eq(loginThrottles.key, `${guard}:${user.email}`));
  await db.delete(users).where(eq(users.id, userId));
  const closed = closeTeam !== null ? await deleteTeam(db, closeTeam) : undefined;
  return {
    kind: 'deleted',
    email: user.email,
    firstName: user.firstName,
    storagePaths: [
      ...[...files, ...exportFiles].map((f) => f.storagePath).filter((p): p is string => !!p),
      ...(closed?.storagePaths ?? []),
    ],
    closedTeamNotices: closed?.notices ?? [],
  };
}

/**
 * A team closes (its last member deleted their account): it goes with its companies and offers
 * (database cascades), but not with what candidates sent it. Each application keeps what it was
 * for (`closed_offer`: title, slug, company unless the offer was confidential) and loses its
 * offer (offer_id set null): the candidate still sees it, no employer does. The candidates of
 * the live ones (not withdrawn, not already declined, not held) are returned, to be told; the
 * companies' logos and banners (every variant) are returned, to be removed from storage after
 * commit.
 */
async function deleteTeam(
  db: DbLike,
  teamId: number,
): Promise<{ notices: ClosedTeamNotice[]; storagePaths: string[] }> {
  const images = await db
    .select({ logoPath: companies.logoPath, bannerPath: companies.bannerPath })
    .from(companies)
    .where(eq(companies.teamId, teamId));
  const storagePaths = images.flatMap((c) => [
    ...(c.logoPath ? logoFilePaths(c.logoPath) : []),
    ...(c.bannerPath ? [c.bannerPath] : []),
  ]);
  // Every application is marked (a data-modifying CTE runs whole); only the candidates to tell
  // come back. Not a held one's: its address is not proven (issue 33 item 5), no employer saw it.
  const { rows } = await db.execute<{
    id: number;
    board: string | null;
    closed_offer: ClosedOffer | string;
    email: string;
    first_name: string;
    language: Language;
  }>(sql`
    with closed as (
      update ${applications} a set closed_offer = jsonb_build_object(
          'id', o.id,
          'title', jsonb_build_object('fr', o.title_fr, 'en', o.title_en),
          'slug', jsonb_build_object('fr', o.slug_fr, 'en', o.slug_en),
          'primaryLanguage', o.primary_language,
          'company', case when o.is_confidential then null else jsonb_build_object(
            'id', c.id,
            'fr', coalesce(nullif(c.name_fr, ''), c.name_en),
            'en', coalesce(nullif(c.name_en, ''), c.name_fr)) end)
        from ${offers} o join ${companies} c on c.id = o.company_id
       where a.offer_id = o.id and o.team_id = ${teamId}
       returning a.id, a.board, a.stage, a.user_id, a.held_until_confirmed, a.closed_offer)
    select closed.id, closed.board, closed.closed_offer, u.email, u.first_name, u.language
      from closed join ${users} u on u.id = closed.user_id
     where not closed.held_until_confirmed and closed.stage not in ('withdrawn', 'not_retained')
     order by closed.id`);
  await db.delete(teams).where(eq(teams.id, teamId));
  const notices = rows.map((r) => ({
    applicationId: Number(r.id),
    board: r.board,
    candidate: { email: r.email, firstName: r.first_name, language: r.language },
    offer: typeof r.closed_offer === 'string' ? JSON.parse(r.closed_offer) : r.closed_offer,
  }));
  return { notices, storagePaths };
}
