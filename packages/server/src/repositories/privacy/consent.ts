import { eq, sql } from 'drizzle-orm';
import { CONSENT_RECORD_RETENTION_MONTHS, type ConsentChoice } from '@jobboard/contracts';
import type { DbLike } from '../../db/client.js';
import { consentRecords, users } from '../../db/schema.js';

/**
 * Consent records and each account's last sign-in (docs/privacy.md).
 * Every function takes a DbLike so that callers can run it inside their transaction.
 */

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

/** Consent records older than CONSENT_RECORD_RETENTION_MONTHS. */
export async function purgeConsentRecords(db: DbLike, now = new Date()): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`
    delete from ${consentRecords}
     where ${consentRecords.createdAt} < ${now.toISOString()}::timestamptz - make_interval(months => ${CONSENT_RECORD_RETENTION_MONTHS}::int)
    returning id`);
  return rows.length;
}
