import { afterAll, describe, expect, it } from 'vitest';
import { throwawayDatabase } from '@jobboard/launch/databases';
import {
  IDLE_CONNECTION_MS,
  openDatabase,
  openPoolConnections,
  pgPoolOf,
  type Database,
} from '../src/db/client.js';

/**
 * The PostgreSQL pool opens its connections before the process serves (server.ts), and keeps
 * them idle rather than closing them after pg-pool's ten seconds: a burst of visitors finds them
 * open. PostgreSQL only (TEST_DATABASE_URL): PGlite is one in-process connection.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('the PostgreSQL pool', () => {
  let database: Database;
  let drop: () => Promise<void> = async () => undefined;
  afterAll(async () => {
    await database?.close();
    await drop();
  });

  it('opens all its connections at once and keeps them for the next requests', async () => {
    const created = await throwawayDatabase(adminUrl!, 'pool');
    drop = created.drop;
    database = await openDatabase({ kind: 'postgres', url: created.url, max: 3 });
    const pool = pgPoolOf(database.db);
    expect(pool.totalCount).toBe(0);

    expect(await openPoolConnections(database.db)).toBe(3);
    expect({ total: pool.totalCount, idle: pool.idleCount }).toEqual({ total: 3, idle: 3 });
    // Three queries at once take the open connections: none is opened or closed.
    const backends = await Promise.all(
      [1, 2, 3].map(() => pool.query<{ pid: number }>('select pg_backend_pid() as pid')),
    );
    expect(new Set(backends.map((r) => r.rows[0]!.pid)).size).toBe(3);
    expect(pool.totalCount).toBe(3);
    expect(pool.options.idleTimeoutMillis).toBe(IDLE_CONNECTION_MS);
    expect(IDLE_CONNECTION_MS).toBeGreaterThanOrEqual(60_000);
  });
});
