import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { DATA_EXPORT_LINK_HOURS, type Language } from '@jobboard/contracts';
import type { DbLike } from '../../db/client.js';
import { dataExports } from '../../db/schema.js';

/**
 * Data exports: requested, made, mailed by a link of their own, expired.
 * Every function takes a DbLike so that callers can run it inside their transaction.
 */

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

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
