import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatConsentCookie } from '@jobboard/contracts';
import { consentRecords } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helper.js';

/**
 * The consent banner without JavaScript: its form posts here, the choice is recorded and the
 * cookie set as the JSON route does, and the visitor goes back to the page, a path of this site
 * only.
 */
const HOST = 'jobboard.test';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (body: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/jobboard/jobboard/consent/form',
    headers: {
      host: HOST,
      origin: `http://${HOST}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    payload: body,
  });

const lastRecord = async () =>
  (await t.db.select().from(consentRecords).orderBy(desc(consentRecords.id)).limit(1))[0];
const consentCookieOf = (res: Awaited<ReturnType<typeof post>>) =>
  res.cookies.find((c) => c.name === 'consent');

describe('POST /api/jobboard/{jobboard}/consent/form', () => {
  it('records "Accept all", sets the cookie and goes back to the page', async () => {
    const res = await post('return=%2Ffr%2Ftrouver-un-emploi%3Fq%3Dinfirmiere&choice=all');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/fr/trouver-un-emploi?q=infirmiere');
    const cookie = consentCookieOf(res)!;
    expect(cookie.value).toBe(formatConsentCookie({ advertising: true, measurement: true }));
    expect(cookie.path).toBe('/');
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.httpOnly).toBeFalsy();
    expect(cookie.maxAge).toBe(365 * 24 * 3600);
    expect(await lastRecord()).toMatchObject({
      jobboard: 'jobboard',
      advertising: true,
      measurement: true,
      userId: null,
    });
  });

  it('records "Refuse all" and the boxes of "Choose" as ticked', async () => {
    const refused = await post('return=%2Fen&choice=none&advertising=on');
    expect(consentCookieOf(refused)!.value).toBe(
      formatConsentCookie({ advertising: false, measurement: false }),
    );
    const chosen = await post('return=%2Fen&choice=custom&advertising=on');
    expect(consentCookieOf(chosen)!.value).toBe(
      formatConsentCookie({ advertising: true, measurement: false }),
    );
    expect(await lastRecord()).toMatchObject({ advertising: true, measurement: false });
  });

  it('sends the visitor home when the return path is not one of this site', async () => {
    for (const target of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', ''])
      expect(
        (await post(`return=${encodeURIComponent(target)}&choice=none`)).headers.location,
      ).toBe('/');
  });

  it('refuses a form without a choice (422) and records nothing', async () => {
    const before = await lastRecord();
    const res = await post('return=%2Ffr&choice=maybe');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.choice).toHaveLength(1);
    expect(consentCookieOf(res)).toBeUndefined();
    expect((await lastRecord())?.id).toBe(before?.id);
  });

  it('refuses a form posted from another site', async () => {
    const res = await post('return=%2Ffr&choice=all', { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(consentCookieOf(res)).toBeUndefined();
  });
});
