import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS } from '../src/services/jobs.js';
import { issueSecureLink } from '../src/repositories/secure-links.js';
import { createTestApp, type TestApp } from './helper.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A link issued at `issuedAgo` ms before now, valid `ttlMs` from then. */
const linkIssued = (email: string, issuedAgo: number, ttlMs: number) =>
  issueSecureLink(t.db, { type: 'reset-password', email, ttlMs }, new Date(Date.now() - issuedAgo));

const emailsLeft = async () =>
  (await t.db.query.secureLinks.findMany())
    .map((row) => row.email)
    .filter((email) => email?.endsWith('@purge.test'))
    .sort();

describe('the hourly clean-up of expired secure links (job secure-links.purge)', () => {
  it('deletes the links expired for over a day and keeps the others', async () => {
    // Expired three days ago and two days ago: deleted.
    await linkIssued('old-1@purge.test', 4 * DAY, DAY);
    await linkIssued('old-2@purge.test', 3 * DAY, DAY);
    // Expired an hour ago: kept a day, so that its mail still says "this link expired".
    await linkIssued('recent@purge.test', 2 * HOUR, HOUR);
    // Still valid.
    await linkIssued('live@purge.test', 0, DAY);
    expect(await emailsLeft()).toHaveLength(4);

    await t.app.jobs.send(JOBS.purgeSecureLinks, {});
    await t.app.jobs.drain();

    expect(await emailsLeft()).toEqual(['live@purge.test', 'recent@purge.test']);
    expect(await t.app.jobs.deadJobs()).toEqual([]);
  });

  // The in-memory queue's hourly timer: src/services/jobs.test.ts.
  it.runIf(process.env.TEST_DATABASE_URL)('is scheduled every hour in pg-boss', async () => {
    expect(t.app.jobs.kind).toBe('pg-boss');
    const { rows } = await t.db.execute<{ cron: string }>(
      sql`SELECT cron FROM pgboss.schedule WHERE name = ${JOBS.purgeSecureLinks}`,
    );
    expect(rows.map((row) => row.cron)).toEqual(['0 * * * *']);
  });
});
