import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database of its own for one test suite or benchmark run, created on the server of `adminUrl`
 * (a role with CREATEDB, e.g. the test cluster's), so runs neither see each other nor start from
 * another's data: its name, its URL, and `drop` to remove it afterwards.
 */
export async function throwawayDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
