import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkSecureLink,
  consumeSecureLink,
  issueSecureLink,
} from '../src/repositories/secure-links.js';
import { createTestApp, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('secure links (split tokens)', () => {
  it('issues a selector and a token that is never stored in clear', async () => {
    const link = await issueSecureLink(t.db, {
      type: 'email-confirmation',
      email: 'a@example.test',
    });
    expect(link.selector).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.query.secureLinks.findMany();
    expect(JSON.stringify(rows)).not.toContain(link.token);
  });

  it('valid → ok once, then used', async () => {
    const link = await issueSecureLink(t.db, { type: 'reset-password', email: 'b@example.test' });
    expect(await checkSecureLink(t.db, 'reset-password', link.selector, link.token)).toMatchObject({
      ok: true,
      link: { email: 'b@example.test' },
    });
    expect(
      await consumeSecureLink(t.db, 'reset-password', link.selector, link.token),
    ).toMatchObject({ ok: true });
    expect(await consumeSecureLink(t.db, 'reset-password', link.selector, link.token)).toEqual({
      ok: false,
      reason: 'used',
    });
  });

  it('concurrent uses: exactly one succeeds', async () => {
    const link = await issueSecureLink(t.db, { type: 'sso' });
    const results = await Promise.all(
      [1, 2, 3].map(() => consumeSecureLink(t.db, 'sso', link.selector, link.token)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it('expired', async () => {
    const link = await issueSecureLink(
      t.db,
      { type: 'sso', ttlMs: 1000 },
      new Date(Date.now() - 5000),
    );
    expect(await consumeSecureLink(t.db, 'sso', link.selector, link.token)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('tampered token, unknown selector, or another type', async () => {
    const link = await issueSecureLink(t.db, { type: 'newsletter', email: 'c@example.test' });
    const tampered = link.token.slice(0, -1) + (link.token.endsWith('A') ? 'B' : 'A');
    expect(await consumeSecureLink(t.db, 'newsletter', link.selector, tampered)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(
      await consumeSecureLink(t.db, 'newsletter', 'unknownselector000000a', link.token),
    ).toEqual({ ok: false, reason: 'not_found' });
    expect(await consumeSecureLink(t.db, 'reset-password', link.selector, link.token)).toEqual({
      ok: false,
      reason: 'not_found',
    });
    // Failed attempts do not burn the link.
    expect(await consumeSecureLink(t.db, 'newsletter', link.selector, link.token)).toMatchObject({
      ok: true,
    });
  });
});
