import { createHash, timingSafeEqual } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  ALERT_MAX_PER_OWNER,
  type AlertFilters,
  type AlertFrequency,
  type Language,
} from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { jobAlerts } from '../db/schema.js';
import { normalizeAlertFilters, type AlertRow } from './alerts-filters.js';
import {
  checkSecureLink,
  consumeSecureLink,
  issueSecureLink,
  type IssuedLink,
} from './secure-links.js';
import { getReference } from './reference.js';

/**
 * Job alerts (docs/mail.md#job-alerts): saved searches mailed daily or weekly with what was
 * published on their board since their last mail.
 *
 * - Filters: the search's own (contracts AlertFiltersSchema, picked from the search query), kept
 *   to the ids that exist with the right type, so the matching SQL compares plain ids.
 * - A candidate's alert is confirmed at once; a visitor's waits for a 'job-alert' secure link
 *   (split token, single use, 30 days) and is never sent before.
 * - Unsubscribe: every mail of the alert carries the same link, "<id>-<token>" with the alert's
 *   own random token (schema.ts unsubscribeToken), which does not depend on SESSION_SECRET.
 *   Links mailed before that carry an HMAC of the id with the secret; they still work
 *   (unsubscribe_token_hash, see alertOfToken).
 * - Sending (sendDueAlerts in services/alert-mails.ts): claimDueAlerts marks a batch sent in one
 *   UPDATE … FOR UPDATE SKIP LOCKED (two sweeps never take the same alert), then matchAlerts
 *   finds every alert's new offers in ONE query for the whole batch.
 *
 * The parts: alerts-filters.ts (filters, summary, answer), this file (an alert created,
 * confirmed, unsubscribed; a candidate's list), alerts-sweep.ts (due alerts and their offers).
 */

export { alertSummary, normalizeAlertFilters, toAlert, type AlertRow } from './alerts-filters.js';
export {
  claimDueAlerts,
  matchAlerts,
  PERIOD_MS,
  type AlertMatch,
  type DueAlert,
} from './alerts-sweep.js';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The path segment of an alert's unsubscribe link, in every mail of the alert. */
export const alertUnsubscribeToken = (alert: { id: number; unsubscribeToken: string }) =>
  `${alert.id}-${alert.unsubscribeToken}`;

const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export class AlertLimitError extends Error {}

export type CreateAlertOutcome =
  | { confirmed: true; alert: AlertRow }
  /** A visitor's: mail `link` to `email` (null: one was mailed a moment ago). */
  | { confirmed: false; alert: AlertRow; link: IssuedLink | null };

/** A confirmation is not mailed again for the same alert within this delay (no mail bombing). */
export const ALERT_CONFIRMATION_RESEND_MS = 10 * 60_000;

/**
 * Saves an alert. The same search saved again by the same owner on the board is the same alert
 * (its frequency and language follow the latest choice), not a second one.
 */
export async function createAlert(
  db: DbLike,
  input: {
    board: string;
    userId?: number | null;
    email?: string | null;
    language: Language;
    filters: AlertFilters;
    frequency: AlertFrequency;
  },
  now = new Date(),
): Promise<CreateAlertOutcome> {
  const reference = await getReference(db);
  const filters = normalizeAlertFilters(reference, input.filters);
  const userId = input.userId ?? null;
  const email = userId ? null : (input.email ?? null);
  if (!userId && !email) throw new Error('an alert needs a candidate or an e-mail address');
  return db.transaction(async (tx) => {
    const owner = userId ? eq(jobAlerts.userId, userId) : eq(jobAlerts.email, email!);
    const mine = and(eq(jobAlerts.jobboard, input.board), owner);
    const [same] = await tx
      .select()
      .from(jobAlerts)
      .where(and(mine, sql`${jobAlerts.filters} = ${JSON.stringify(filters)}::jsonb`))
      .limit(1)
      .for('update');
    let alert: AlertRow;
    if (same) {
      [alert] = (await tx
        .update(jobAlerts)
        .set({ frequency: input.frequency, language: input.language })
        .where(eq(jobAlerts.id, same.id))
        .returning()) as [AlertRow];
    } else {
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(jobAlerts).where(mine);
      if (n >= ALERT_MAX_PER_OWNER) throw new AlertLimitError();
      [alert] = (await tx
        .insert(jobAlerts)
        .values({
          jobboard: input.board,
          userId,
          email,
          language: input.language,
          filters,
          frequency: input.frequency,
          confirmedAt: userId ? now : null,
          createdAt: now,
        })
        .returning()) as [AlertRow];
    }
    if (alert.confirmedAt) return { confirmed: true, alert };
    const recent = await tx.execute<{ id: number }>(
      sql`select id from secure_links
           where type = 'job-alert' and data = ${String(alert.id)} and used_at is null
             and created_at > ${new Date(now.getTime() - ALERT_CONFIRMATION_RESEND_MS)}
           limit 1`,
    );
    if (recent.rows.length) return { confirmed: false, alert, link: null };
    const link = await issueSecureLink(
      tx,
      { type: 'job-alert', email, data: String(alert.id) },
      now,
    );
    return { confirmed: false, alert, link };
  });
}

export type AlertLinkOutcome = 'ok' | 'invalid' | 'expired' | 'used';

/** Follows a confirmation link ("<selector>.<verifier>"); following it again is a success. */
export async function confirmAlert(
  db: DbLike,
  board: string,
  token: string,
  now = new Date(),
): Promise<AlertLinkOutcome> {
  const [selector, verifier] = token.split('.');
  if (!selector || !verifier) return 'invalid';
  const checked = await checkSecureLink(db, 'job-alert', selector, verifier, now);
  if (!checked.ok) {
    if (checked.reason === 'expired') return 'expired';
    if (checked.reason !== 'used') return 'invalid';
  }
  const alertId = Number(checked.ok ? checked.link.data : NaN);
  if (!checked.ok) {
    // Used: fine if the alert it confirmed is still there. The link's row does not say which
    // alert without being valid, so a used link is only "used".
    return 'used';
  }
  const [alert] = await db
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.jobboard, board)))
    .limit(1);
  if (!alert) return 'invalid';
  const consumed = await consumeSecureLink(db, 'job-alert', selector, verifier, now);
  if (!consumed.ok) return consumed.reason === 'used' ? 'used' : 'invalid';
  await db
    .update(jobAlerts)
    .set({ confirmedAt: now })
    .where(and(eq(jobAlerts.id, alertId), sql`${jobAlerts.confirmedAt} is null`));
  return 'ok';
}

/**
 * One-click unsubscribe: deletes the alert of the token. Idempotent (true when an alert was
 * deleted now, false when there was none: already gone, or a made-up token).
 */
export async function unsubscribeAlert(db: DbLike, token: string): Promise<boolean> {
  const alert = await alertOfToken(db, token);
  if (!alert) return false;
  const deleted = await db
    .delete(jobAlerts)
    .where(eq(jobAlerts.id, alert.id))
    .returning({ id: jobAlerts.id });
  return deleted.length > 0;
}

/**
 * The alert an unsubscribe token names, if any (the unsubscribe page says so before the click).
 * "<id>-<token>": found by its id, the token compared in constant time. Any other token may be
 * one mailed before alerts had their own: an HMAC of the id with SESSION_SECRET, whose SHA-256
 * the alert kept when it was created. Those links keep working (they are in mails already sent,
 * and the id they stand for cannot be read from them); hashing before the lookup leaves the
 * index comparison nothing to tell about the token.
 */
export async function alertOfToken(db: DbLike, token: string): Promise<AlertRow | undefined> {
  const own = /^(\d{1,10})-([A-Za-z0-9_-]{43})$/.exec(token);
  if (own) {
    const [row] = await db
      .select()
      .from(jobAlerts)
      .where(eq(jobAlerts.id, Number(own[1])))
      .limit(1);
    if (row && sameSecret(row.unsubscribeToken, own[2]!)) return row;
  }
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const [row] = await db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.unsubscribeTokenHash, sha256(token)))
    .limit(1);
  return row;
}

/* ---------------------------------------------------------------- a candidate's alerts */

export function listUserAlerts(db: DbLike, userId: number, board: string): Promise<AlertRow[]> {
  return db
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.userId, userId), eq(jobAlerts.jobboard, board)))
    .orderBy(asc(jobAlerts.createdAt), asc(jobAlerts.id));
}

/** Changes the frequency of the candidate's own alert; false when it is not theirs (or gone). */
export async function updateUserAlert(
  db: DbLike,
  userId: number,
  id: number,
  frequency: AlertFrequency,
): Promise<boolean> {
  const updated = await db
    .update(jobAlerts)
    .set({ frequency })
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
    .returning({ id: jobAlerts.id });
  return updated.length === 1;
}

export async function deleteUserAlert(db: DbLike, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
    .returning({ id: jobAlerts.id });
  return deleted.length === 1;
}
