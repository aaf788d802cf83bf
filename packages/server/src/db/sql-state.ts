import { setTimeout as sleep } from 'node:timers/promises';

/** The PostgreSQL SQLSTATE of an error or of one of its causes (drizzle wraps driver errors). */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A transaction that lost to a concurrent one and was rolled back whole: a deadlock (40P01) or a
 * serialization failure (40001). Running it again is the documented answer; nothing it did was
 * kept.
 */
export function isTransactionConflict(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === '40P01' || state === '40001';
}

/** Runs of a transaction that conflicts, in all: past them the error goes to the caller. */
export const CONFLICT_ATTEMPTS = 4;

/**
 * Runs `transaction` (a whole transaction: db.transaction(...)), and again when it conflicts
 * with a concurrent one, after a short random pause that grows with each attempt (the two
 * transactions that deadlocked would otherwise meet again), at most CONFLICT_ATTEMPTS times.
 */
export async function retryOnConflict<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= CONFLICT_ATTEMPTS || !isTransactionConflict(error)) throw error;
      await sleep(Math.random() * 20 * attempt);
    }
  }
}
