import { createHash, randomBytes } from 'node:crypto';
import {
  and,
  eq,
  getTableName,
  inArray,
  is,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import {
  CONSENT_RECORD_RETENTION_MONTHS,
  DATA_EXPORT_LINK_HOURS,
  PERMISSIONS,
  type ConsentChoice,
  type Guard,
  type Language,
} from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { logoFilePaths } from '../lib/logo-files.js';
import * as schema from '../db/schema.js';
import {
  applicationNotes,
  applications,
  companies,
  consentRecords,
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
} from '../db/schema.js';

/**
 * What the privacy features keep and remove (docs/privacy.md): consent records, each account's
 * last sign-in, data exports, account deletion and the retention sweep. Every function takes a
 * DbLike so that callers can run it inside their transaction.
 */

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/* ------------------------------------------------------------------ consent */

/** A visitor's choice: board, choice, policy version, time; no address, no user agent. */
export async function recordConsent(
  db: DbLike,
  input: { board: string; choice: ConsentChoice; policyVersion: string; userId: number | null },
): Promise<void> {
  await db.insert(consentRecords).values({
    jobboard: input.board,
    advertising: input.choice.advertising,
    measurement: input.choice.measurement,
    policyVersion: input.policyVersion,
    userId: input.userId,
  });
}

/* ------------------------------------------------------------------ sign-ins */

/**
 * A sign-in: the retention clock of the account starts again on that board, and a retention
 * warning already mailed no longer holds.
 */
export async function recordSignIn(
  db: DbLike,
  userId: number,
  board: string | null,
): Promise<void> {
  await db
    .update(users)
    .set({ lastSignInAt: new Date(), lastSignInBoard: board, retentionWarnedAt: null })
    .where(eq(users.id, userId));
}

/* ------------------------------------------------------------------ what an account is */

/** Columns that are secrets or their hashes: never exported. */
const SECRET_COLUMNS = new Set([
  'password_hash',
  'verifier_hash',
  'token_hash',
  'selector',
  'unsubscribe_token',
  'unsubscribe_token_hash',
]);
/** A session's id is the HMAC of its cookie token: a secret too. */
const SECRET_TABLE_COLUMNS: Record<string, string[]> = { sessions: ['id'] };

/**
 * Every table with a column referencing users.id, read from the drizzle schema (not a hand-kept
 * list): a table added later is exported and checked by the tests without anyone remembering.
 */
export function tablesReferencingUsers(): Array<{
  table: PgTable;
  name: string;
  column: PgColumn;
}> {
  const found: Array<{ table: PgTable; name: string; column: PgColumn }> = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    for (const fk of getTableConfig(value).foreignKeys) {
      const ref = fk.reference();
      if (ref.foreignTable !== users) continue;
      const column = ref.columns[0];
      if (column) found.push({ table: value, name: getTableName(value), column });
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

function withoutSecrets(table: string, row: Record<string, unknown>): Record<string, unknown> {
  const hidden = SECRET_TABLE_COLUMNS[table] ?? [];
  return Object.fromEntries(
    Object.entries(row).filter(([key]) => !SECRET_COLUMNS.has(key) && !hidden.includes(key)),
  );
}

export interface ExportedDocument {
  id: number;
  name: string;
  storagePath: string;
  /** Its path inside the archive. */
  file: string;
}

/** A file name safe inside a ZIP on every system: no folder, no control or reserved character. */
function archiveName(id: number, name: string): string {
  const clean = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/^\.+/, '')
    .slice(0, 120);
  return `documents/${id}-${clean || 'document'}`;
}

/**
 * What the board holds about an account, as data.json gives it: the account, its applications
 * with the offers they were for, every row of every table naming it (secrets left out), the
 * subscriptions made with its address, and its documents (the files go beside data.json).
 */
export async function collectAccountData(
  db: DbLike,
  userId: number,
): Promise<{ data: Record<string, unknown>; documents: ExportedDocument[] } | null> {
  const [account] = (
    await db.execute<Record<string, unknown>>(
      sql`select * from ${users} where ${users.id} = ${userId}`,
    )
  ).rows;
  if (!account) return null;
  const email = String(account.email);

  const tables: Record<string, Array<Record<string, unknown>>> = {};
  for (const { table, name, column } of tablesReferencingUsers()) {
    const { rows } = await db.execute<Record<string, unknown>>(
      sql`select * from ${table} where ${column} = ${userId} order by 1`,
    );
    tables[name] = rows.map((row) => withoutSecrets(name, row));
  }

  const applied = await db
    .select({
      id: applications.id,
      board: applications.jobboard,
      stage: applications.stage,
      stageChangedAt: applications.stageChangedAt,
      createdAt: applications.createdAt,
      message: applications.message,
      closedOffer: applications.closedOffer,
      offerId: offers.id,
      titleFr: offers.titleFr,
      titleEn: offers.titleEn,
      company: companies.nameFr,
      confidential: offers.isConfidential,
    })
    .from(applications)
    // Left: the applications to a closed team's offers keep what they were for (closedOffer).
    .leftJoin(offers, eq(offers.id, applications.offerId))
    .leftJoin(companies, eq(companies.id, offers.companyId))
    .where(eq(applications.userId, userId))
    .orderBy(applications.id);
  const applicationDocuments = await db.execute<{ application_id: number; document_id: number }>(
    sql`select ad.application_id, ad.document_id from application_documents ad
          join applications a on a.id = ad.application_id where a.user_id = ${userId}`,
  );

  const docs = await db
    .select({ id: documents.id, name: documents.name, storagePath: documents.storagePath })
    .from(documents)
    .where(eq(documents.userId, userId))
    .orderBy(documents.id);
  const exported = docs.map((d) => ({ ...d, file: archiveName(d.id, d.name) }));
  const fileOf = new Map(exported.map((d) => [d.id, d.file]));

  const byEmail = {
    newsletter_subscriptions: (
      await db.execute<Record<string, unknown>>(
        sql`select * from ${newsletterSubscriptions} where ${newsletterSubscriptions.email} = ${email}`,
      )
    ).rows.map((row) => withoutSecrets('newsletter_subscriptions', row)),
    job_alerts: (
      await db.execute<Record<string, unknown>>(
        sql`select * from ${jobAlerts} where ${jobAlerts.email} = ${email} and ${jobAlerts.userId} is null`,
      )
    ).rows.map((row) => withoutSecrets('job_alerts', row)),
  };

  let team: Record<string, unknown> | null = null;
  if (account.team_id !== null && account.team_id !== undefined) {
    const [row] = await db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(eq(teams.id, Number(account.team_id)));
    team = row ?? null;
  }

  return {
    data: {
      exported_at: new Date().toISOString(),
      account: withoutSecrets('users', account),
      team,
      applications: applied.map((a) => ({
        id: a.id,
        board: a.board,
        stage: a.stage,
        stage_changed_at: a.stageChangedAt,
        created_at: a.createdAt,
        message: a.message,
        offer:
          a.offerId === null && a.closedOffer
            ? {
                id: a.closedOffer.id,
                title_fr: a.closedOffer.title.fr,
                title_en: a.closedOffer.title.en,
                company: a.closedOffer.company?.fr ?? null,
                closed: true,
              }
            : {
                id: a.offerId,
                title_fr: a.titleFr,
                title_en: a.titleEn,
                company: a.confidential ? null : a.company,
              },
        documents: applicationDocuments.rows
          .filter((r) => Number(r.application_id) === a.id)
          .map((r) => fileOf.get(Number(r.document_id)) ?? null),
      })),
      documents: exported.map((d) => ({ id: d.id, name: d.name, file: d.file })),
      tables,
      by_email: byEmail,
    },
    documents: exported,
  };
}

/* ------------------------------------------------------------------ data exports */

/**
 * A requested export, waiting for its job. Its token hash is that of a token nobody holds: the
 * real token is drawn when the archive is ready and the link mailed.
 */
export async function createDataExport(
  db: DbLike,
  input: { userId: number; board: string; language: Language },
): Promise<number> {
  const [row] = await db
    .insert(dataExports)
    .values({ ...input, jobboard: input.board, tokenHash: sha256(randomBytes(32).toString('hex')) })
    .returning({ id: dataExports.id });
  if (!row) throw new Error('data export not created');
  return row.id;
}

export async function findDataExport(db: DbLike, id: number) {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row;
}

/**
 * The archive is stored: its link (a new token) is valid DATA_EXPORT_LINK_HOURS from now. Null
 * when the export no longer exists.
 */
export async function markDataExportReady(
  db: DbLike,
  id: number,
  storagePath: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date } | null> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + DATA_EXPORT_LINK_HOURS * 3600_000);
  const updated = await db
    .update(dataExports)
    .set({ storagePath, tokenHash: sha256(token), readyAt: now, expiresAt })
    .where(eq(dataExports.id, id))
    .returning({ id: dataExports.id });
  // Gone meanwhile (the account was deleted while its archive was being built).
  return updated.length ? { token, expiresAt } : null;
}

/**
 * Exports asked for and not built, younger than a day (an export that was never ready within two
 * days is deleted by expireDataExports): their job may have been lost (the in-memory queue of a
 * process that stopped, a request that failed between the row and the job).
 */
export async function findPendingDataExports(db: DbLike, now = new Date()): Promise<number[]> {
  const rows = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(
      and(
        isNull(dataExports.readyAt),
        sql`${dataExports.createdAt} > ${now.toISOString()}::timestamptz - interval '1 day'`,
      ),
    )
    .orderBy(dataExports.id);
  return rows.map((r) => r.id);
}

/** The export a mailed link names, by its token; undefined when there is none. */
export async function findDataExportByToken(db: DbLike, token: string) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.tokenHash, sha256(token)))
    .limit(1);
  return row;
}

/**
 * Expired archives: their files (returned, for the caller to remove from storage) and, a month
 * after expiry, their rows; until then an old link still answers 410 rather than 404. Exports
 * that never became ready within two days (their job died) go too.
 */
export async function expireDataExports(db: DbLike, now = new Date()): Promise<string[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const { rows } = await db.execute<{ storage_path: string }>(sql`
    with old as (
      select id, storage_path from ${dataExports}
       where storage_path is not null and expires_at < ${at}
       for update skip locked)
    update ${dataExports} d set storage_path = null from old where d.id = old.id
    returning old.storage_path`);
  await db.execute(sql`
    delete from ${dataExports}
     where (expires_at < ${at} - interval '30 days' and storage_path is null)
        or (ready_at is null and created_at < ${at} - interval '2 days')`);
  return rows.map((r) => r.storage_path);
}

/* ------------------------------------------------------------------ deletion */

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

/* ------------------------------------------------------------------ retention */

/** Each board's retention period; an account whose last board is unknown gets `fallbackMonths`. */
export interface RetentionPeriods {
  boards: Array<{ board: string; months: number }>;
  fallbackMonths: number;
}

/** The end of an account's period: its last sign-in plus its board's months. */
function periodEnd(periods: RetentionPeriods): SQL {
  const values = periods.boards.length
    ? sql.join(
        periods.boards.map((b) => sql`(${b.board}::text, ${b.months}::int)`),
        sql`, `,
      )
    : sql`(null::text, null::int)`;
  return sql`(${users.lastSignInAt} + make_interval(months => coalesce(
    (select p.months from (values ${values}) as p(board, months) where p.board = ${users.lastSignInBoard}),
    ${periods.fallbackMonths}::int)))`;
}

/** Accounts that hold something the sweep would delete. */
const holdsRetainedData = sql`(exists (select 1 from ${documents} d where d.user_id = ${users.id})
  or exists (select 1 from ${applications} a where a.user_id = ${users.id}))`;

export interface RetentionWarning {
  id: number;
  email: string;
  firstName: string;
  language: Language;
  board: string | null;
  deleteAfter: Date;
}

/**
 * Claims the accounts whose period ends within `warningDays` and that were not warned since
 * their last sign-in: marked warned in the same statement, so two sweeps never warn twice.
 */
export async function claimRetentionWarnings(
  db: DbLike,
  periods: RetentionPeriods,
  warningDays: number,
  now = new Date(),
  limit = 200,
): Promise<RetentionWarning[]> {
  const end = periodEnd(periods);
  const { rows } = await db.execute<{
    id: number;
    email: string;
    first_name: string;
    language: Language;
    board: string | null;
    delete_after: string | Date;
  }>(sql`
    update ${users} set retention_warned_at = ${now.toISOString()}::timestamptz
     where id in (
       select ${users.id} from ${users}
        where ${users.retentionWarnedAt} is null
          and ${end} <= ${now.toISOString()}::timestamptz + make_interval(days => ${warningDays}::int)
          and ${holdsRetainedData}
        order by ${users.id}
        limit ${limit}
        for update skip locked)
       and retention_warned_at is null
    returning id, email, first_name, language, last_sign_in_board as board,
      greatest(${end}, ${now.toISOString()}::timestamptz + make_interval(days => ${warningDays}::int)) as delete_after`);
  return rows.map((r) => ({
    id: Number(r.id),
    email: r.email,
    firstName: r.first_name,
    language: r.language,
    board: r.board,
    deleteAfter: new Date(r.delete_after),
  }));
}

/**
 * Deletes the documents and applications of accounts past their period that were warned at
 * least `warningDays` ago (a sign-in since then cleared the warning). Rows locked with SKIP
 * LOCKED: two sweeps at once share the accounts, none is done twice. Returns the files to
 * remove from storage once the caller's transaction committed.
 */
export async function deleteExpiredAccountData(
  db: DbLike,
  periods: RetentionPeriods,
  warningDays: number,
  now = new Date(),
  limit = 200,
): Promise<{ users: number[]; storagePaths: string[] }> {
  const end = periodEnd(periods);
  const { rows } = await db.execute<{ id: number }>(sql`
    select ${users.id} as id from ${users}
     where ${users.retentionWarnedAt} is not null
       and ${users.retentionWarnedAt} <= ${now.toISOString()}::timestamptz - make_interval(days => ${warningDays}::int)
       and ${end} <= ${now.toISOString()}::timestamptz
       and ${holdsRetainedData}
     order by ${users.id}
     limit ${limit}
     for update skip locked`);
  const ids = rows.map((r) => Number(r.id));
  if (!ids.length) return { users: [], storagePaths: [] };
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const removed = await db.execute<{ storage_path: string }>(
    sql`delete from ${documents} where user_id in (${idList}) returning storage_path`,
  );
  await db.execute(sql`delete from ${applications} where user_id in (${idList})`);
  return { users: ids, storagePaths: removed.rows.map((r) => r.storage_path) };
}

/** Consent records older than CONSENT_RECORD_RETENTION_MONTHS. */
export async function purgeConsentRecords(db: DbLike, now = new Date()): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`
    delete from ${consentRecords}
     where ${consentRecords.createdAt} < ${now.toISOString()}::timestamptz - make_interval(months => ${CONSENT_RECORD_RETENTION_MONTHS}::int)
    returning id`);
  return rows.length;
}
