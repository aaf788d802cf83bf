import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottles } from '../src/db/schema.js';
import {
  FREE_FAILURES,
  THROTTLE_WINDOW_MS,
  lockAfter,
  throttleKey,
} from '../src/services/login-throttle.js';
import { createTestApp, type TestApp } from './helper.js';
import { eq } from 'drizzle-orm';

/**
 * Issue 13 defect 10: a per-account limit on sign-in guesses, across client addresses, with an
 * exponential back-off; the owner's reset link still works and clears it.
 */
describe('the back-off', () => {
  it('doubles each lock after the free failures', () => {
    expect(Array.from({ length: FREE_FAILURES }, (_, i) => lockAfter(i + 1))).toEqual(
      Array(FREE_FAILURES - 1)
        .fill(0)
        .concat([30_000]),
    );
    expect(lockAfter(FREE_FAILURES + 1)).toBe(60_000);
    expect(lockAfter(FREE_FAILURES + 2)).toBe(120_000);
    expect(lockAfter(100)).toBe(60 * 60_000);
  });

  it('lets an attacker who guesses as soon as allowed try about a dozen times an hour', () => {
    let now = 0;
    let failures = 0;
    let lockedUntil = 0;
    let guesses = 0;
    while (now < THROTTLE_WINDOW_MS) {
      if (now >= lockedUntil) {
        guesses++;
        failures++;
        lockedUntil = now + lockAfter(failures);
      }
      now += 1000;
    }
    expect(guesses).toBeLessThanOrEqual(20);
    expect(guesses).toBeGreaterThanOrEqual(FREE_FAILURES);
  });
});

describe('sign-in of one account from many addresses', () => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  // Every guess from a new address: the per-address route limit never applies.
  const login = (guard: 'jobboard' | 'ats', email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${guard}/auth/login`,
      remoteAddress: `10.30.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
      headers: { host: 'jobboard.test' },
      payload: { email, password, lg: 'en' },
    });

  it('locks the account after the free failures, even for the right password', async () => {
    const candidate = await t.createCandidate({ password: 'the right password' });
    const codes: number[] = [];
    for (let i = 0; i < FREE_FAILURES; i++)
      codes.push((await login('jobboard', candidate.email, `guess ${i}`)).statusCode);
    expect(codes).toEqual(Array(FREE_FAILURES).fill(400));
    const locked = await login('jobboard', candidate.email, 'the right password');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: expect.stringMatching(/Try again in 1 min/) });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(30);
    // The other guard's account with that address is another key.
    expect((await login('ats', candidate.email, 'x')).statusCode).toBe(400);

    // Once the lock is over, one more failure locks twice as long.
    await t.db
      .update(loginThrottles)
      .set({ lockedUntil: new Date(Date.now() - 1) })
      .where(eq(loginThrottles.key, throttleKey('jobboard', candidate.email)));
    expect((await login('jobboard', candidate.email, 'another guess')).statusCode).toBe(400);
    const longer = await login('jobboard', candidate.email, 'the right password');
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(30);
  });

  it('treats an unknown address the same (no account enumeration)', async () => {
    for (let i = 0; i < FREE_FAILURES; i++)
      expect((await login('jobboard', 'nobody@example.test', 'x')).statusCode).toBe(400);
    expect((await login('jobboard', 'Nobody@Example.test', 'x')).statusCode).toBe(429);
  });

  it('does not lock the owner out: the reset link works and clears the lock', async () => {
    const employer = await t.createEmployer({ password: 'owner password', language: 'en' });
    for (let i = 0; i < FREE_FAILURES; i++) await login('ats', employer.email, `guess ${i}`);
    expect((await login('ats', employer.email, 'owner password')).statusCode).toBe(429);

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/ats/auth/forgot-password',
      headers: { host: 'jobboard.test' },
      payload: { email: employer.email },
    });
    expect(forgot.statusCode).toBe(200);
    let text = '';
    for (let i = 0; i < 150 && !text; i++) {
      text = (await t.mailer.listOutbox(employer.email)).at(-1)?.text ?? '';
      if (!text) await new Promise((r) => setTimeout(r, 20));
    }
    const [, selector, token] = /reset-password\/([\w-]+)\/([\w-]+)/.exec(text) ?? [];
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/reset-password',
      headers: { host: 'jobboard.test' },
      payload: { selector, token, password: 'a brand new password' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login('ats', employer.email, 'a brand new password')).statusCode).toBe(200);
  });

  it('checks at most the free attempts of a burst: 40 at once, from 40 addresses', async () => {
    const candidate = await t.createCandidate({ password: 'the right password' });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login('jobboard', candidate.email, `guess ${i}`)),
    );
    const codes = answers.map((res) => res.statusCode);
    // A 400 is a password checked; a 429 one refused before any check.
    expect(codes.filter((c) => c === 400).length).toBeLessThanOrEqual(FREE_FAILURES);
    expect(codes.filter((c) => c !== 400 && c !== 429)).toEqual([]);
    // The right password in a burst of wrong ones gets no better odds.
    const other = await t.createCandidate({ password: 'the right password' });
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login('jobboard', other.email, i === 99 ? 'the right password' : `guess ${i}`),
      ),
    );
    const checked = burst.filter((res) => res.statusCode !== 429);
    expect(checked.length).toBeLessThanOrEqual(FREE_FAILURES);
    expect(burst.at(-1)!.statusCode).toBe(429);
  });

  it('starts from zero after a successful sign-in', async () => {
    const candidate = await t.createCandidate({ password: 'right password' });
    for (let i = 0; i < FREE_FAILURES - 1; i++) await login('jobboard', candidate.email, 'bad');
    expect((await login('jobboard', candidate.email, 'right password')).statusCode).toBe(200);
    for (let i = 0; i < FREE_FAILURES - 1; i++)
      expect((await login('jobboard', candidate.email, 'bad')).statusCode).toBe(400);
  });
});

/**
 * Two server processes on one PostgreSQL database (two apps, each with its own pool, as
 * multi-process.test.ts has them): the attempts of one burst split between them are counted
 * once. PostgreSQL only (TEST_DATABASE_URL).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a burst split between two processes', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('checks at most the free attempts across both', async () => {
    const candidate = await a.createCandidate({ password: 'the right password' });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? b : a).app.inject({
          method: 'POST',
          url: '/api/jobboard/auth/login',
          remoteAddress: `10.31.0.${i + 1}`,
          headers: { host: 'jobboard.test' },
          payload: { email: candidate.email, password: `guess ${i}`, lg: 'en' },
        }),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((c) => c === 400).length).toBeLessThanOrEqual(FREE_FAILURES);
    expect(codes.filter((c) => c !== 400 && c !== 429)).toEqual([]);
  });
});
