import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@jobboard/contracts';
import type { DbLike } from '../../db/client.js';
import { applications, documents, users } from '../../db/schema.js';

/**
 * The retention sweep: warnings before an account's period ends, then its data deleted.
 * Every function takes a DbLike so that callers can run it inside their transaction.
 */

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

/**
 * The ids of the first `limit` accounts in `state` that hold retained data, locked with SKIP
 * LOCKED: two sweeps at once share the accounts, none is done twice.
 */
function lockRetainedAccounts(state: SQL, limit: number): SQL {
  return sql`select ${users.id} as id from ${users}
     where ${state} and ${holdsRetainedData}
     order by ${users.id}
     limit ${limit}
     for update skip locked`;
}

const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const days = (n: number) => sql`make_interval(days => ${n}::int)`;

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
  const warnFrom = sql`${timestamp(now)} + ${days(warningDays)}`;
  const { rows } = await db.execute<{
    id: number;
    email: string;
    first_name: string;
    language: Language;
    board: string | null;
    delete_after: string | Date;
  }>(sql`
    update ${users} set retention_warned_at = ${timestamp(now)}
     where id in (${lockRetainedAccounts(
       sql`${users.retentionWarnedAt} is null and ${end} <= ${warnFrom}`,
       limit,
     )})
       and retention_warned_at is null
    returning id, email, first_name, language, last_sign_in_board as board,
      greatest(${end}, ${warnFrom}) as delete_after`);
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
 * least `warningDays` ago (a sign-in since then cleared the warning), a batch of locked accounts
 * at a time. Returns the files to remove from storage once the caller's transaction committed.
 */
export async function deleteExpiredAccountData(
  db: DbLike,
  periods: RetentionPeriods,
  warningDays: number,
  now = new Date(),
  limit = 200,
): Promise<{ users: number[]; storagePaths: string[] }> {
  const { rows } = await db.execute<{ id: number }>(
    lockRetainedAccounts(
      sql`${users.retentionWarnedAt} is not null
       and ${users.retentionWarnedAt} <= ${timestamp(now)} - ${days(warningDays)}
       and ${periodEnd(periods)} <= ${timestamp(now)}`,
      limit,
    ),
  );
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
