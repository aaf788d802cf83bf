import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathTo } from '@jobboard/contracts/routes';
import { generatedDir } from '@jobboard/manifest';
import { builtBrands, createTestApp, type TestApp } from './helper.js';

/**
 * The sign-in pages' plain POST (the form sent before its script ran, or without JavaScript):
 * it signs in through the API's own route, or answers the form again with the API's message and
 * the e-mail kept. It came back as the empty page before.
 */
const HOST = 'jobboard.localhost';
const built = existsSync(path.join(generatedDir(), 'ssr', 'entry-server.js'));

let t: TestApp;
beforeAll(async () => {
  if (!built) throw new Error('The site is not built: run `pnpm build:site` first.');
  t = await createTestApp({ registry: builtBrands() });
});
afterAll(async () => {
  await t?.close();
});

let address = 0;
const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    // Each request its own client: the per-address sign-in limit is not what this checks.
    remoteAddress: `198.51.100.${++address}`,
    headers: {
      host: HOST,
      origin: `http://${HOST}`,
      accept: 'text/html',
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    payload: body,
  });
const form = (email: string, password: string) =>
  new URLSearchParams({ email, password }).toString();

describe('the sign-in forms posted without JavaScript', () => {
  it('sign a candidate in and go back to the page, whose guard follows ?redirect=', async () => {
    const candidate = await t.createCandidate({ password: 'right password 1' });
    const login = `${pathTo('login', 'fr')}?redirect=%2Ffr%2Fmes-candidatures`;
    const res = await post(login, form(candidate.email, 'right password 1'));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(login);
    expect(res.headers['cache-control']).toBe('no-store');
    const session = res.cookies.find((c) => c.value && c.httpOnly);
    expect(session).toBeDefined();
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const next = await t.app.inject({
      method: 'GET',
      url: login,
      headers: { host: HOST, accept: 'text/html', cookie },
    });
    expect(next.statusCode).toBe(302);
    expect(next.headers.location).toBe('/fr/mes-candidatures');
  });

  it('answer a wrong password with the sign-in page, its message and the e-mail kept', async () => {
    const candidate = await t.createCandidate({ password: 'right password 2' });
    const res = await post(pathTo('login', 'fr'), form(candidate.email, 'wrong password'));
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toContain('Courriel ou mot de passe invalide.');
    expect(res.body).toMatch(new RegExp(`id="auth-email"[^>]*value="${candidate.email}"`));
    expect(res.body).not.toContain('wrong password');
    // An empty form: its fields named, in the page's language.
    const empty = await post(pathTo('login', 'en'), form('', ''), {
      'accept-language': 'en-CA',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toMatch(/aria-invalid="true"/);
  });

  it('sign an employer in on the employer side, and refuse as the candidate side does', async () => {
    const employer = await t.createEmployer({ password: 'employer password 3' });
    const login = pathTo('employerLogin', 'en');
    const wrong = await post(login, form(employer.email, 'nope'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Invalid email or password.');
    expect(wrong.body).toMatch(new RegExp(`id="employer-email"[^>]*value="${employer.email}"`));
    const res = await post(login, form(employer.email, 'employer password 3'));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(login);
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const next = await t.app.inject({
      method: 'GET',
      url: login,
      headers: { host: HOST, accept: 'text/html', cookie },
    });
    expect(next.headers.location).toBe(pathTo('employerMyOffers', 'en'));
  });

  it('refuse a form posted from another site, and leave other pages’ posts as they were', async () => {
    const candidate = await t.createCandidate({ password: 'right password 4' });
    const cross = await post(pathTo('login', 'fr'), form(candidate.email, 'right password 4'), {
      origin: 'https://evil.example',
    });
    expect(cross.statusCode).toBe(403);
    expect(cross.headers['set-cookie']).toBeUndefined();
    const other = await post(pathTo('register', 'fr'), form(candidate.email, 'x'));
    expect(other.statusCode).toBe(303);
    expect(other.headers.location).toBe(pathTo('register', 'fr'));
  });
});
