import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MAIL_LIMITS } from '../src/services/mail-limit.js';
import { createTestApp, type TestApp, type TestUser } from './helper.js';

/**
 * Mails a visitor can have sent to any address (sign-up, "you already have an account", reset
 * links, newsletter and alert confirmations) are limited per recipient address, whatever their
 * kind and whichever client asks: the mail bombing of one address from many client addresses
 * stops at the limit, and every client gets the answer it got before.
 */
let t: TestApp;
let victim: TestUser;
let address = 0;
beforeAll(async () => {
  t = await createTestApp();
  victim = await t.createCandidate();
});
afterAll(async () => {
  await t?.close();
});

/** Each request from another client address: the route limits per address never apply. */
const send = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: `10.40.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
    headers: { host: 'jobboard.test' },
    payload,
  });

/** One request of each kind that mails `email`, in turn. */
const KINDS = [
  (email: string) =>
    send('/api/jobboard/signup', {
      email,
      password: 'long enough password',
      first_name: 'Émilie',
      last_name: 'Tremblay',
      lg: 'en',
    }),
  (email: string) => send('/api/jobboard/auth/forgot-password', { email, lg: 'en' }),
  (email: string) => send('/api/jobboard/jobboard/news-letter', { email, lg: 'en' }),
  (email: string) =>
    send('/api/jobboard/jobboard/alerts', {
      email,
      filters: { q: `cuisinier ${address}` },
      frequency: 'daily',
      lg: 'en',
    }),
];

describe('mails to one address', () => {
  it('stop at the hourly limit across all kinds, with unchanged answers', async () => {
    const answers: Array<{ status: number; body: string }> = [];
    for (let i = 0; i < 24; i++) {
      const res = await KINDS[i % KINDS.length]!(victim.email);
      answers.push({ status: res.statusCode, body: res.body });
    }
    // Each kind answers the same on its 6th request as on its 1st.
    for (let k = 0; k < KINDS.length; k++) {
      expect(answers[k]!.status).toBeLessThan(300);
      expect(answers[k + 20]).toEqual(answers[k]);
    }
    await new Promise((resolve) => setTimeout(resolve, 300)); // the queued mails are sent
    const mails = await t.mailer.listOutbox(victim.email);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.length).toBeLessThanOrEqual(MAIL_LIMITS.perHour);
    // Another address is not affected.
    const other = `other-${Date.now().toString(36)}@example.test`;
    await KINDS[3]!(other);
    expect(await t.mailer.listOutbox(other)).toHaveLength(1);
  });

  it('stop at the daily limit over the hours', async () => {
    const { email } = await t.createCandidate();
    for (let hour = 0; hour < 8; hour++) {
      for (let i = 0; i < 8; i++) await KINDS[i % KINDS.length]!(email);
      // The next hour: this address's hourly window is over.
      await t.db.execute(
        sql`update rate_limits set reset_at = now() - interval '1 second' where key like ${'mail:hour:%'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mails = await t.mailer.listOutbox(email);
    expect(mails.length).toBe(MAIL_LIMITS.perDay);
  });
});
