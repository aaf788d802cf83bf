import { eq, sql } from 'drizzle-orm';
import type { Guard } from '@jobboard/contracts';
import type { DbLike } from '../db/client.js';
import { loginThrottles } from '../db/schema.js';

/**
 * Per-account sign-in back-off (issue 13 defect 10). The route limit (10 a minute per address)
 * stops one client; an attacker with many addresses is stopped here, per account: after
 * FREE_FAILURES wrong passwords within an hour, each new failure locks the account's sign-in for
 * twice as long as the previous one (30 s, 1 min, 2 min … capped at MAX_LOCK_MS): at most about a
 * dozen guesses an hour, whatever the number of addresses.
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

/** How long a sign-in of this account must wait, in ms; 0 when it may try. */
export async function loginLockRemaining(
  db: DbLike,
  guard: Guard,
  email: string,
  now = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ lockedUntil: loginThrottles.lockedUntil })
    .from(loginThrottles)
    .where(eq(loginThrottles.key, throttleKey(guard, email)))
    .limit(1);
  const until = row?.lockedUntil?.getTime() ?? 0;
  return Math.max(0, until - now.getTime());
}

/** The lock after the n-th failure of the window. */
export function lockAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** (failures - FREE_FAILURES));
}

/**
 * Counts a failed sign-in and sets the next lock. One statement (insert or update), so that
 * failures arriving together from several addresses are all counted.
 */
export async function recordLoginFailure(
  db: DbLike,
  guard: Guard,
  email: string,
  now = new Date(),
): Promise<void> {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const [row] = await db
    .insert(loginThrottles)
    .values({ key: throttleKey(guard, email), failures: 1, windowStart: now })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        // A window older than an hour starts over.
        failures: sql`case when ${loginThrottles.windowStart} < ${windowStart.toISOString()}::timestamptz then 1 else ${loginThrottles.failures} + 1 end`,
        windowStart: sql`case when ${loginThrottles.windowStart} < ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${loginThrottles.windowStart} end`,
      },
    })
    .returning({ failures: loginThrottles.failures });
  const lock = lockAfter(row?.failures ?? 1);
  if (lock > 0)
    await db
      .update(loginThrottles)
      .set({ lockedUntil: new Date(now.getTime() + lock) })
      .where(eq(loginThrottles.key, throttleKey(guard, email)));
}

/** A successful sign-in or a password reset: the account starts from zero. */
export async function clearLoginThrottle(db: DbLike, guard: Guard, email: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, throttleKey(guard, email)));
}
