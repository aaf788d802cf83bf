import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from './pglite-extensions.js';
import { PGliteThread } from './pglite-thread.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/**
 * Both drivers answer raw queries with `{ rows }` (pg's QueryResult, PGlite's Results): this
 * result type lets `db.execute<Row>(sql`…`)` be typed as `{ rows: Row[] }` on either.
 */
export interface RowsResult<T> {
  rows: T[];
}
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}
/** What repositories receive: the same typed API on PGlite and on node-postgres. */
export type Db = PgDatabase<RowsQueryResultHKT, Schema>;
/** A transaction has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbLike = Db | Tx;
export type DatabaseKind = 'pglite' | 'postgres';

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

export type DatabaseOptions =
  /**
   * dataDir undefined = in memory; loadDataDir = start from a dump (tests' migrated template);
   * thread = in a thread of its own (pglite-thread.ts: the server; not with loadDataDir).
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; thread?: boolean }
  | { kind: 'postgres'; url: string; max?: number };

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** The PGlite instance (for dumpDataDir in tests); undefined on PostgreSQL. */
  pglite?: PGlite;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export { PGLITE_EXTENSIONS };

/** How long a pooled PostgreSQL connection may stay idle before it is closed. */
export const IDLE_CONNECTION_MS = 5 * 60_000;

/** Opens the database; call migrate() before use (openDatabase does not, so tests may load a dump). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite' && options.thread) {
    if (options.loadDataDir) throw new Error('a PGlite thread does not load a dump');
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const thread = await PGliteThread.start({ dataDir: options.dataDir });
    const client = thread.asPGlite();
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: () =>
        migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR }),
      close: () => thread.close(),
    };
  }
  if (options.kind === 'pglite') {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: PGLITE_EXTENSIONS,
    });
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      pglite: client,
      // PGlite is single-connection and in-process: no concurrent migrator to guard against.
      migrate: () =>
        migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR }),
      close: () => client.close(),
    };
  }
  // 20: a page's data calls run in parallel and a hundred visitors at once kept 10 all busy
  // (pnpm bench:load); PostgreSQL's default max_connections (100) leaves room for a few processes.
  // No JIT: it compiled a broad search's expressions for ~80 ms on each call, more than the
  // query itself; the app's queries are short and many (PostgreSQL's advice for such loads).
  // No parallel workers, for the same reason: a search's LIMIT query waited for two workers to
  // start and each to find a row — 300 ms instead of 8 on a busy 2-core machine (bench:search,
  // « montreal » at a million offers) — and concurrent requests leave no idle core to win.
  // A database host that stops answering (not refusing: a network cut) would hold each request
  // for the system's TCP timeout, minutes: 5 s to connect, then a 503 (db/unavailable.ts).
  // Idle connections stay open five minutes, not pg-pool's ten seconds: a load that ebbs for ten
  // seconds closed them and the next burst opened them again, each one a new PostgreSQL process
  // (fork, SCRAM authentication, empty catalog caches) on the same cores as the requests waiting
  // for it. In a 40 s run of pnpm bench:load at 100 users the server opened ten connections
  // again, in groups of three or four, 3, 15 and 41 s into the run.
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 20,
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    keepAlive: true,
  });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const pgDb = drizzlePg({ client: pool, schema });
  return {
    db: pgDb as unknown as Db,
    kind: 'postgres',
    async migrate() {
      // Several processes may start at once (rolling deploy): one migrates, the others wait.
      const lock = await pool.connect();
      try {
        await lock.query('SELECT pg_advisory_lock(727274)');
        await migratePg(pgDb, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lock.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
        lock.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Opens the pool's connections before the process takes requests, and gives them back idle (kept
 * five minutes: IDLE_CONNECTION_MS). Otherwise the first visitors' burst opened them (a
 * PostgreSQL process each, forked and authenticated on the cores serving the burst) while their
 * pages waited. Returns how many opened; one that fails is opened later, when it is needed.
 */
export async function openPoolConnections(db: Db): Promise<number> {
  const pool = pgPoolOf(db);
  const opened = await Promise.allSettled(
    Array.from({ length: pool.options.max }, () => pool.connect()),
  );
  let count = 0;
  for (const result of opened)
    if (result.status === 'fulfilled') {
      result.value.release();
      count++;
    }
  return count;
}

/** The node-postgres pool behind drizzle (its `$client`); only on a PostgreSQL server. */
export function pgPoolOf(db: Db): pg.Pool {
  return (db as unknown as { $client: pg.Pool }).$client;
}
