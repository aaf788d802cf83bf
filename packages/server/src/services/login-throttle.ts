import { eq, sql } from 'drizzle-orm';
import type { Guard } from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { loginThrottles } from '../db/schema.js';

/**
 * Per-account sign-in back-off. The route limit (10 a minute per address) stops one client; an
 * attacker with many addresses is stopped here, per account: every attempt is counted before its
 * password is checked; after FREE_FAILURES attempts within an hour without a success, each
 * further one locks the account's sign-in for twice as long as the previous one (30 s, 1 min,
 * 2 min … capped at MAX_LOCK_MS), and no password is checked while it is locked: at most about a
 * dozen guesses an hour, whatever the number of addresses or how many arrive at once.
 *
 * The key is the e-mail asked for, whether or not an account has it: a lock says nothing about
 * which addresses have accounts. A stranger can lock an account's sign-in, not its owner out:
 * the forgot-password link is not throttled here, and a reset clears the lock (clearLoginThrottle).
 * Counts live in the database so that every server process sees the same ones.
 */
export const FREE_FAILURES = 5;
export const FIRST_LOCK_MS = 30_000;
export const MAX_LOCK_MS = 60 * 60_000;
export const THROTTLE_WINDOW_MS = 60 * 60_000;

export const throttleKey = (guard: Guard, email: string) =>
  `${guard}:${email.trim().toLowerCase()}`;

/** The lock after the n-th attempt of the window. */
export function lockAfter(attempts: number): number {
  if (attempts < FREE_FAILURES) return 0;
  return Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** (attempts - FREE_FAILURES));
}

export type LoginAttempt = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Counts a sign-in attempt BEFORE its password is checked, and says whether it may be checked:
 * one statement (insert, or update unless the account is locked) that also sets the lock the
 * attempt earns, so attempts arriving together, on any process of the database, are counted one
 * by one and at most FREE_FAILURES are checked before the first lock. A successful sign-in
 * clears the count (clearLoginThrottle).
 */
export async function claimLoginAttempt(
  db: DbLike,
  guard: Guard,
  email: string,
  now = new Date(),
): Promise<LoginAttempt> {
  const key = throttleKey(guard, email);
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
  const firstLock = lockAfter(1);
  // The attempt's number in its window (a window older than an hour starts over).
  const attempts = sql`(case when t.window_start < ${windowStart}::timestamptz then 1 else t.failures + 1 end)`;
  const { rows } = await db.execute<{ failures: number }>(sql`
    insert into login_throttles as t (key, failures, window_start, locked_until)
    values (${key}, 1, ${at}::timestamptz, ${firstLock > 0 ? new Date(now.getTime() + firstLock).toISOString() : null}::timestamptz)
    on conflict (key) do update set
      failures = ${attempts},
      window_start = case when t.window_start < ${windowStart}::timestamptz then ${at}::timestamptz else t.window_start end,
      locked_until = case when ${attempts} < ${FREE_FAILURES} then null
        else ${at}::timestamptz + least(${MAX_LOCK_MS}::float8, ${FIRST_LOCK_MS}::float8 * power(2::float8, ${attempts} - ${FREE_FAILURES})) * interval '1 millisecond' end
      where t.locked_until is null or t.locked_until <= ${at}::timestamptz
    returning t.failures`);
  if (rows.length > 0) return { allowed: true };
  const [row] = await db
    .select({ lockedUntil: loginThrottles.lockedUntil })
    .from(loginThrottles)
    .where(eq(loginThrottles.key, key))
    .limit(1);
  const until = row?.lockedUntil?.getTime() ?? now.getTime() + FIRST_LOCK_MS;
  return { allowed: false, retryAfterMs: Math.max(1000, until - now.getTime()) };
}

/** A successful sign-in or a password reset: the account starts from zero. */
export async function clearLoginThrottle(db: DbLike, guard: Guard, email: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, throttleKey(guard, email)));
}
