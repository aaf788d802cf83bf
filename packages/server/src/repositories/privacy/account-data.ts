import { eq, getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbLike } from '../../db/client.js';
import * as schema from '../../db/schema.js';
import {
  applications,
  companies,
  documents,
  jobAlerts,
  newsletterSubscriptions,
  offers,
  teams,
  users,
} from '../../db/schema.js';

/**
 * What an account is: every row that names it, without secrets, and its documents (the data export's content).
 * Every function takes a DbLike so that callers can run it inside their transaction.
 */

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
