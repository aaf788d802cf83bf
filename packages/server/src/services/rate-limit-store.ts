import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type pg from 'pg';

interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * @fastify/rate-limit's counters in PostgreSQL (table rate_limits, migration 0003), given to the
 * plugin as its `store` option: every server process counts in the same rows, so two processes
 * no longer double a limit. One statement per counted request: an upsert that starts a new window
 * when the old one is over, and answers the count and the time left (the plugin's contract).
 *
 * The plugin constructs the store itself (`new Store(options)`), hence a class made per pool.
 */
export function postgresRateLimitStore(pool: pg.Pool): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      private readonly options: StoreOptions = {},
      /** Route prefix: the plugin keys by client, and each route has its own counter. */
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      const restartWhenOver = Boolean(
        this.options.continueExceeding || this.options.exponentialBackoff,
      );
      pool
        .query<{ count: number; ttl: string }>(
          `INSERT INTO rate_limits AS r (key, count, reset_at)
                VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
           ON CONFLICT (key) DO UPDATE SET
             count = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.count + 1 END,
             reset_at = CASE
               WHEN r.reset_at <= now() THEN excluded.reset_at
               WHEN $3::boolean AND r.count + 1 > $4::integer THEN excluded.reset_at
               ELSE r.reset_at END
           RETURNING count,
             greatest(0, ceil(extract(epoch FROM reset_at - now()) * 1000))::bigint AS ttl`,
          [this.prefix + key, timeWindow, restartWhenOver, max],
        )
        .then(
          ({ rows }) => {
            const row = rows[0]!;
            callback(null, { current: row.count, ttl: Number(row.ttl) });
          },
          (error: Error) => callback(error),
        );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's rate-limit options with its routeInfo (method, url).
      const options = routeOptions as unknown as StoreOptions & {
        routeInfo?: { method?: string; url?: string };
      };
      const route = `${options.routeInfo?.method ?? ''}${options.routeInfo?.url ?? ''}-`;
      return new PostgresRateLimitStore(options, this.prefix + route);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/** Rows whose window ended a while ago (the jobs' minute sweep calls it). */
export async function purgeRateLimits(pool: pg.Pool): Promise<number> {
  const { rowCount } = await pool.query(
    `DELETE FROM rate_limits WHERE reset_at < now() - interval '1 minute'`,
  );
  return rowCount ?? 0;
}
