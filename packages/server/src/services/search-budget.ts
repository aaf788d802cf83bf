import { sql } from 'drizzle-orm';
import { SEARCH_BUDGET } from '../config/rate-limits.js';
import type { DbLike } from '../db/client.js';

/** A client's budget after a charge: allowed, or how many seconds until its window ends. */
export interface BudgetCharge {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface SearchBudgetStore {
  /** Adds `cost` to the client's window and says whether it is still within the budget. */
  charge(client: string, cost: number): Promise<BudgetCharge>;
}

const outcome = (count: number, ttlMs: number): BudgetCharge => ({
  allowed: count <= SEARCH_BUDGET.units,
  retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)),
});

/**
 * On PostgreSQL: the `rate_limits` table every server process shares, one statement that adds
 * the cost and reads the total (a window starts again once over); the jobs' minute sweep deletes
 * rows whose window ended (services/rate-limit-store.ts purgeRateLimits).
 */
export function databaseSearchBudget(db: DbLike): SearchBudgetStore {
  return {
    async charge(client, cost) {
      const { rows } = await db.execute<{ count: number; ttl: string }>(sql`
        insert into rate_limits as r (key, count, reset_at)
        values (${`search:${client}`}, ${cost},
                now() + make_interval(secs => ${SEARCH_BUDGET.windowSeconds}))
        on conflict (key) do update set
          count = case when r.reset_at <= now() then excluded.count else r.count + excluded.count end,
          reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
        returning count, greatest(0, ceil(extract(epoch from reset_at - now()) * 1000))::bigint as ttl`);
      const row = rows[0]!;
      return outcome(Number(row.count), Number(row.ttl));
    },
  };
}

/** Clients a process remembers at most; past it, windows that ended go first, then the oldest. */
const MEMORY_CLIENTS_MAX = 20_000;

/**
 * On PGlite: one process holds the database (WORKERS > 1 needs PostgreSQL), so its memory is
 * the shared place, and a search costs no write to the single connection.
 */
export function memorySearchBudget(now: () => number = Date.now): SearchBudgetStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async charge(client, cost) {
      const at = now();
      let window = windows.get(client);
      if (!window || window.resetAt <= at) {
        windows.delete(client);
        if (windows.size >= MEMORY_CLIENTS_MAX) {
          for (const [key, w] of windows) if (w.resetAt <= at) windows.delete(key);
          if (windows.size >= MEMORY_CLIENTS_MAX) windows.delete(windows.keys().next().value!);
        }
        window = { count: 0, resetAt: at + SEARCH_BUDGET.windowSeconds * 1000 };
        windows.set(client, window);
      }
      window.count += cost;
      return outcome(window.count, window.resetAt - at);
    },
  };
}
