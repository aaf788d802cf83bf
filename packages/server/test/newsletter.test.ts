import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions, secureLinks } from '../src/db/schema.js';
import {
  confirmSubscription,
  legacyUnsubscribeToken,
  requestSubscription,
} from '../src/repositories/newsletter.js';
import type { OutboxEntry } from '../src/services/mail.js';
import { createTestApp, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

// Each call comes from its own address: the route's rate limit (5 a minute per IP) has its own test.
let ip = 0;
const post = (url: string, payload: unknown, options: { lg?: string; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: options.ip ?? `10.1.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: options.lg ? { cookie: `lg=${options.lg}` } : {},
  });
const subscribe = (email: unknown, lg = 'fr', board = 'jobboard') =>
  post(`/api/jobboard/${board}/news-letter`, { email, client: 'web', lg });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Mail leaves after the answer: wait for it (or for its absence). */
async function mailsTo(email: string, count: number, timeoutMs = 3000): Promise<OutboxEntry[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const list = await t.mailer.listOutbox(email);
    if (list.length >= count || Date.now() > until) return list;
    await sleep(25);
  }
}
/** Path parts of a link in a mail: /{lang}/{page…}/{email}/{token}. */
function linkParts(url: string) {
  const parts = new URL(url).pathname.split('/');
  return {
    lang: parts[1],
    page: parts.slice(2, -2).join('/'),
    email: decodeURIComponent(parts.at(-2)!),
    token: parts.at(-1)!,
  };
}
const subscription = async (email: string, board = 'jobboard') =>
  (
    await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(
        and(eq(newsletterSubscriptions.email, email), eq(newsletterSubscriptions.jobboard, board)),
      )
  )[0];

describe('POST /api/jobboard/{jobboard}/news-letter', () => {
  it('records the address and mails a confirmation link (double opt-in)', async () => {
    const res = await subscribe('Alice@Example.test', 'fr');
    expect(res.statusCode).toBe(200);
    expect((res.json() as { message: string }).message).toContain('confirmation');
    const [mail] = await mailsTo('alice@example.test', 1);
    expect(mail).toBeDefined();
    expect(mail!.subject).toContain('infolettre');
    const url = mail!.data.url as string;
    const unsubscribeUrl = mail!.data.unsubscribeUrl as string;
    // The board's canonical origin (PUBLIC_ORIGIN), not the Host the request came with.
    expect(url).toMatch(/^http:\/\/jobboard\.test\/fr\/news-letter-confirmation\//);
    expect(mail!.text).toContain(url);
    expect(linkParts(url)).toMatchObject({ email: 'alice@example.test', lang: 'fr' });
    expect(linkParts(unsubscribeUrl).page).toBe('jobboard_news_letter/unsubscribe');
    const row = await subscription('alice@example.test');
    expect(row).toMatchObject({ language: 'fr', confirmedAt: null, unsubscribedAt: null });
  });

  it('mails in the language of the request and links to the board’s own host', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobboard/careboard/news-letter',
      headers: { host: 'careboard.test' },
      payload: { email: 'bob@example.test', lg: 'en' },
      remoteAddress: '10.9.9.9',
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo('bob@example.test', 1);
    expect(mail?.lang).toBe('en');
    expect(mail?.subject).toContain('careboard');
    expect(mail?.data.url).toMatch(/^http:\/\/careboard\.test\/en\/news-letter-confirmation\//);
  });

  it('gives the same answer for pending, confirmed and new addresses, without mail bombing', async () => {
    const first = await subscribe('carol@example.test');
    await mailsTo('carol@example.test', 1);
    const again = await subscribe('carol@example.test');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    await sleep(200);
    // A confirmation was mailed a moment ago: not another one.
    expect(await t.mailer.listOutbox('carol@example.test')).toHaveLength(1);

    const [mail] = await mailsTo('carol@example.test', 1);
    const { email, token } = linkParts(mail!.data.url as string);
    expect(
      (await post('/api/jobboard/jobboard/news-letter/confirm', { email, token })).statusCode,
    ).toBe(200);
    const confirmed = await subscribe('carol@example.test');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual(first.json());
    await sleep(200);
    expect(await t.mailer.listOutbox('carol@example.test')).toHaveLength(1);
  });

  it('refuses a bad e-mail with 422 and a localized message on the field', async () => {
    for (const email of ['not-an-email', '', 'a@b', `${'a'.repeat(250)}@example.test`, 42, null]) {
      const res = await subscribe(email, 'en');
      expect(res.statusCode, String(email)).toBe(422);
      const body = res.json() as { message: string; errors: Record<string, string[]> };
      expect(body.errors.email?.[0], String(email)).toBeTruthy();
    }
    const fr = await subscribe('nope', 'fr');
    expect((fr.json() as { errors: { email: string[] } }).errors.email[0]).toBe(
      'Veuillez entrer une adresse courriel valide.',
    );
    const missing = await post('/api/jobboard/jobboard/news-letter', { lg: 'en' });
    expect(missing.statusCode).toBe(422);
    expect((missing.json() as { errors: { email: string[] } }).errors.email[0]).toBe(
      'This field is required.',
    );
    const nul = await subscribe('a\u0000b@example.test');
    expect(nul.statusCode).toBe(422);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/jobboard/jobboard/news-letter',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
      remoteAddress: '10.8.8.8',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('answers 404 JSON for an unknown board', async () => {
    const res = await subscribe('dave@example.test', 'en', 'nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.stringContaining('nope') });
  });

  it('is rate limited per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (
          await post(
            '/api/jobboard/jobboard/news-letter',
            { email: `limit${i}@example.test` },
            { ip: '10.200.0.1' },
          )
        ).statusCode,
      );
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
    const limited = await post(
      '/api/jobboard/jobboard/news-letter',
      { email: 'limitx@example.test' },
      { ip: '10.200.0.1', lg: 'en' },
    );
    expect(limited.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe('POST /api/jobboard/{jobboard}/news-letter/confirm', () => {
  it('confirms with the mailed link, once or twice', async () => {
    await subscribe('erin@example.test', 'en');
    const [mail] = await mailsTo('erin@example.test', 1);
    const { email, token } = linkParts(mail!.data.url as string);
    const res = await post('/api/jobboard/jobboard/news-letter/confirm', {
      email,
      token,
      lg: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your newsletter subscription is confirmed.' });
    expect((await subscription('erin@example.test'))?.confirmedAt).toBeInstanceOf(Date);
    // People click twice.
    expect(
      (await post('/api/jobboard/jobboard/news-letter/confirm', { email, token })).statusCode,
    ).toBe(200);
  });

  it('refuses wrong, foreign, expired and malformed links', async () => {
    await subscribe('frank@example.test');
    await subscribe('grace@example.test');
    const [frankMail] = await mailsTo('frank@example.test', 1);
    const frank = linkParts(frankMail!.data.url as string);
    const [selector] = frank.token.split('.');
    const confirm = (body: Record<string, unknown>, board = 'jobboard') =>
      post(`/api/jobboard/${board}/news-letter/confirm`, body);

    const forged = await confirm({ email: frank.email, token: `${selector}.${'A'.repeat(43)}` });
    expect(forged.statusCode).toBe(404);
    // Frank's link does not confirm Grace, nor Frank on another board; and it stays usable.
    expect((await confirm({ email: 'grace@example.test', token: frank.token })).statusCode).toBe(
      404,
    );
    expect(
      (await confirm({ email: frank.email, token: frank.token }, 'techboard')).statusCode,
    ).toBe(404);
    expect(
      (await confirm({ email: frank.email, token: 'unknownselector.' + 'B'.repeat(43) }))
        .statusCode,
    ).toBe(404);
    expect((await confirm({ email: frank.email, token: frank.token })).statusCode).toBe(200);

    for (const body of [
      { email: frank.email, token: 'short' },
      { email: frank.email, token: "x'; drop table secure_links; --" },
      { email: 'nope', token: frank.token },
      { email: frank.email },
    ]) {
      const res = await confirm(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await confirm({ email: frank.email, token: frank.token }, 'nope')).statusCode).toBe(
      404,
    );
  });

  it('answers 410 for an expired link', async () => {
    const old = new Date(Date.now() - 40 * 24 * 3600_000);
    const outcome = await requestSubscription(
      t.db,
      { board: 'jobboard', email: 'henry@example.test', language: 'fr' },
      old,
    );
    expect(outcome.send).toBe(true);
    if (!outcome.send) return;
    const token = `${outcome.link.selector}.${outcome.link.token}`;
    const res = await post('/api/jobboard/jobboard/news-letter/confirm', {
      email: 'henry@example.test',
      token,
      lg: 'en',
    });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ message: 'This link has expired.' });
    expect(
      await confirmSubscription(t.db, {
        board: 'jobboard',
        email: 'henry@example.test',
        token: 'x',
      }),
    ).toBe('invalid');
    const [link] = await t.db
      .select()
      .from(secureLinks)
      .where(eq(secureLinks.selector, outcome.link.selector));
    expect(link?.usedAt).toBeNull();
  });
});

describe('POST /api/jobboard/{jobboard}/news-letter/unsubscribe', () => {
  it('unsubscribes with the mailed link, idempotently, and a new signup starts over', async () => {
    await subscribe('iris@example.test');
    const [mail] = await mailsTo('iris@example.test', 1);
    const confirmLink = linkParts(mail!.data.url as string);
    await post('/api/jobboard/jobboard/news-letter/confirm', confirmLink);
    const { email, token } = linkParts(mail!.data.unsubscribeUrl as string);
    const res = await post('/api/jobboard/jobboard/news-letter/unsubscribe', {
      email,
      token,
      lg: 'fr',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Vous êtes désabonné de l’infolettre.' });
    expect((await subscription('iris@example.test'))?.unsubscribedAt).toBeInstanceOf(Date);
    expect(
      (await post('/api/jobboard/jobboard/news-letter/unsubscribe', { email, token })).statusCode,
    ).toBe(200);
    // The old confirmation link does not silently resubscribe.
    expect((await post('/api/jobboard/jobboard/news-letter/confirm', confirmLink)).statusCode).toBe(
      410,
    );

    await subscribe('iris@example.test');
    const mails = await mailsTo('iris@example.test', 2);
    expect(mails).toHaveLength(2);
    const row = await subscription('iris@example.test');
    expect(row).toMatchObject({ confirmedAt: null, unsubscribedAt: null });
  });

  it('keeps the mailed link working when SESSION_SECRET changes', async () => {
    await subscribe('liam@example.test');
    const [mail] = await mailsTo('liam@example.test', 1);
    await post('/api/jobboard/jobboard/news-letter/confirm', linkParts(mail!.data.url as string));
    const { email, token } = linkParts(mail!.data.unsubscribeUrl as string);
    expect(token).toBe((await subscription('liam@example.test'))!.unsubscribeToken);
    // The server restarted with another secret, on the same database.
    const rotated = await createTestApp({
      sameDatabaseAs: t,
      env: { SESSION_SECRET: 'another-session-secret-fedcba9876543210' },
    });
    try {
      const res = await rotated.app.inject({
        method: 'POST',
        url: '/api/jobboard/jobboard/news-letter/unsubscribe',
        payload: { email, token },
      });
      expect(res.statusCode).toBe(200);
      expect((await subscription('liam@example.test'))?.unsubscribedAt).toBeInstanceOf(Date);
      // The links of the secret's time (below) end with that secret; nothing mails them now.
      const old = legacyUnsubscribeToken(t.env.SESSION_SECRET, 'jobboard', email);
      const refused = await rotated.app.inject({
        method: 'POST',
        url: '/api/jobboard/jobboard/news-letter/unsubscribe',
        payload: { email, token: old },
      });
      expect(refused.statusCode).toBe(404);
    } finally {
      await rotated.close();
    }
  });

  it('refuses a token of another address or board', async () => {
    await subscribe('jack@example.test');
    await mailsTo('jack@example.test', 1);
    const own = (await subscription('jack@example.test'))!.unsubscribeToken;
    const unsubscribe = (email: string, board = 'jobboard', tok = own) =>
      post(`/api/jobboard/${board}/news-letter/unsubscribe`, { email, token: tok });
    expect((await unsubscribe('kate@example.test')).statusCode).toBe(404);
    expect((await unsubscribe('jack@example.test', 'techboard')).statusCode).toBe(404);
    expect((await unsubscribe('jack@example.test')).statusCode).toBe(200);
    // The links mailed before subscriptions had their own token: an HMAC with the secret, still
    // honoured while the secret is the same (they are in mails already sent).
    const token = legacyUnsubscribeToken(t.env.SESSION_SECRET, 'jobboard', 'jack@example.test');
    expect((await unsubscribe('jack@example.test', 'jobboard', token)).statusCode).toBe(200);
    expect((await unsubscribe('kate@example.test')).statusCode).toBe(404);
    expect((await unsubscribe('jack@example.test', 'techboard')).statusCode).toBe(404);
    const tampered = `${token.startsWith('A') ? 'B' : 'A'}${token.slice(1)}`;
    expect((await unsubscribe('jack@example.test', 'jobboard', tampered)).statusCode).toBe(404);
    expect((await unsubscribe('jack@example.test', 'jobboard', 'tiny')).statusCode).toBe(422);
  });
});
