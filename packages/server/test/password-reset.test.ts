import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { secureLinks } from '../src/db/schema.js';
import type { OutboxEntry } from '../src/services/mail.js';
import { issueSecureLink } from '../src/repositories/secure-links.js';
import { createTestApp, type TestApp } from './helper.js';

/**
 * Issue 13 defect 5: only the newest reset link of an account works, and none survives a reset or
 * a change of the password; those also end every other session of the account.
 */
const HOST = 'jobboard.test';
let t: TestApp;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object, cookie?: string) =>
  t.app.inject({
    method,
    url,
    remoteAddress: `10.20.0.${++ip}`,
    headers: { host: HOST, ...(cookie ? { cookie } : {}) },
    ...(body ? { payload: body } : {}),
  });

async function mailsTo(email: string, count: number): Promise<OutboxEntry[]> {
  for (let i = 0; i < 150; i++) {
    const list = await t.mailer.listOutbox(email);
    if (list.length >= count) return list;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`fewer than ${count} mails to ${email}`);
}

/** Asks for a reset link and returns it; the previous request is made older than a minute. */
async function requestLink(email: string, guard: 'jobboard' | 'ats', count: number) {
  await t.db.update(secureLinks).set({ createdAt: new Date(Date.now() - 5 * 60_000) });
  const res = await call('POST', `/api/${guard}/auth/forgot-password`, { email });
  expect(res.statusCode).toBe(200);
  const mail = (await mailsTo(email, count)).at(-1)!;
  const match = /reset-password\/([\w-]+)\/([\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`no link in ${mail.text}`);
  return { selector: match[1]!, token: match[2]! };
}

const check = async (link: { selector: string; token: string }) =>
  (await call('GET', `/api/check-secure-link/reset-password/${link.selector}/${link.token}`))
    .statusCode;

const reset = (link: { selector: string; token: string }, password: string) =>
  call('PUT', '/api/auth/reset-password', { ...link, password });

describe('reset links', () => {
  it('a newer link makes the older ones useless', async () => {
    const candidate = await t.createCandidate();
    const first = await requestLink(candidate.email, 'jobboard', 1);
    const second = await requestLink(candidate.email, 'jobboard', 2);
    expect(await check(first)).toBe(410);
    expect((await reset(first, 'a-new-password-1')).statusCode).toBe(410);
    expect(await check(second)).toBe(200);
    expect((await reset(second, 'a-new-password-2')).statusCode).toBe(200);
  });

  it('a reset ends every session and leaves no other link working', async () => {
    const candidate = await t.createCandidate();
    const other = await t.cookieFor(candidate.id, 'jobboard');
    const link = await requestLink(candidate.email, 'jobboard', 1);
    // A link issued at the same moment (two requests racing): the reset revokes it too.
    const stray = await issueSecureLink(t.db, {
      type: 'reset-password',
      userId: candidate.id,
      email: candidate.email,
    });
    expect((await reset(link, 'brand-new-password')).statusCode).toBe(200);
    expect(await check(stray)).toBe(410);
    for (const cookie of [candidate.cookie, other])
      expect((await call('GET', '/api/jobboard/jobboard/me', undefined, cookie)).statusCode).toBe(
        401,
      );
  });

  it('a changed password revokes the reset links and the other sessions', async () => {
    const employer = await t.createEmployer();
    const elsewhere = await t.cookieFor(employer.id, 'ats');
    const link = await requestLink(employer.email, 'ats', 1);
    const changed = await call(
      'PUT',
      '/api/ats/auth/change-password',
      { current_password: employer.password, password: 'changed-password-123' },
      employer.cookie,
    );
    expect(changed.statusCode).toBe(204);
    expect(await check(link)).toBe(410);
    expect((await reset(link, 'attacker-password-1')).statusCode).toBe(410);
    expect((await call('GET', '/api/ats/me', undefined, elsewhere)).statusCode).toBe(401);
    // The browser that changed it keeps a (new) session.
    const fresh = String(changed.headers['set-cookie']).split(';')[0]!;
    expect((await call('GET', '/api/ats/me', undefined, fresh)).statusCode).toBe(200);
  });
});

describe('mail queued in a transaction', () => {
  it('is not sent when the transaction rolls back, and is once it commits', async () => {
    const candidate = await t.createCandidate();
    // A deferred constraint trigger fails the forgot-password transaction at COMMIT, after the
    // link was issued and its mail prepared: the last moment a rollback can happen.
    await t.db.execute(
      sql.raw(`CREATE FUNCTION refuse_commit() RETURNS trigger LANGUAGE plpgsql AS
                 $$ BEGIN RAISE EXCEPTION 'commit refused (test)'; END $$`),
    );
    await t.db.execute(
      sql.raw(`CREATE CONSTRAINT TRIGGER refuse_links AFTER INSERT ON secure_links
                 DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_commit()`),
    );
    try {
      const res = await call('POST', '/api/jobboard/auth/forgot-password', {
        email: candidate.email,
      });
      expect(res.statusCode).toBe(200);
      // The background transaction has run and failed: no link was kept…
      for (let i = 0; i < 100; i++) {
        await new Promise((r) => setTimeout(r, 20));
        await t.app.jobs.drain();
      }
      expect(
        await t.db.select().from(secureLinks).where(eq(secureLinks.userId, candidate.id)),
      ).toEqual([]);
      // …and no mail with a link that does not exist went out.
      expect(await t.mailer.listOutbox(candidate.email)).toEqual([]);
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER refuse_links ON secure_links'));
      await t.db.execute(sql.raw('DROP FUNCTION refuse_commit()'));
    }
    // The same request once the commit goes through: the mail is sent.
    await requestLink(candidate.email, 'jobboard', 1);
  });
});
