import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database of its own for one test suite or benchmark run, created on the server of `adminUrl`
 * (a role with CREATEDB, e.g. the test cluster's), so runs neither see each other nor start from
 * another's data: its name, its URL, and `drop` to remove it afterwards. With `template` (a
 * database of the same owner that nobody is connected to), a copy of it: migrated and seeded
 * once, copied in a fraction of a second.
 */
export async function throwawayDatabase(
  adminUrl: string,
  prefix: string,
  options: { template?: string } = {},
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    options.template
      ? `CREATE DATABASE ${name} TEMPLATE ${admin.escapeIdentifier(options.template)}`
      : `CREATE DATABASE ${name}`,
  );
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropDatabase(adminUrl, name) };
}

/**
 * A database kept between runs under a name of the caller's (a benchmark's seeded data): created
 * when it does not exist, else left as it is; `drop` removes it.
 */
export async function keptDatabase(
  adminUrl: string,
  name: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropDatabase(adminUrl, name) };
}

/**
 * Drops `name` even if some of our own connections to it are still open. Not `WITH (FORCE)`:
 * that also tries to signal an autovacuum worker busy on the database, which a role without
 * pg_signal_backend may not do (CI failed on it after a suite that wrote many rows). So only our
 * role's sessions are ended here, and a plain DROP then waits out autovacuum by itself.
 */
async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      await client.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = $1 AND pid <> pg_backend_pid() AND usename = current_user`,
        [name],
      );
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch (error) {
        // 55006: still in use (a terminated session had not exited yet); the DROP itself waited 5 s.
        if ((error as { code?: string }).code !== '55006' || attempt >= 3) throw error;
      }
    }
  } finally {
    await client.end();
  }
}
