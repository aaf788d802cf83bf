import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endSession,
  loadCandidate,
  requireCandidate,
  requireEmployer,
  requirePermission,
  startSession,
} from '../src/plugins/auth.js';
import { createTestApp, type TestApp, type TestUser } from './helper.js';

const probes: FastifyPluginAsync = async (app) => {
  app.get('/api/_probe/candidate', { preHandler: requireCandidate }, async (request) => ({
    id: request.candidate?.id,
  }));
  app.get('/api/_probe/employer', { preHandler: requireEmployer }, async (request) => ({
    id: request.employer?.id,
    permissions: request.employer?.permissions,
  }));
  app.get(
    '/api/_probe/publish',
    { preHandler: requirePermission('manage_offers', 'manage_companies') },
    async () => ({ ok: true }),
  );
  app.get('/api/_probe/optional', { preHandler: loadCandidate }, async (request) => ({
    signedIn: request.candidate !== null,
  }));
  app.post('/api/_probe/login/:id', async (request, reply) => {
    await startSession(request, reply, {
      id: Number((request.params as { id: string }).id),
      guard: 'jobboard',
    });
    return { ok: true };
  });
  app.post('/api/_probe/logout', async (request, reply) => {
    await endSession(request, reply, 'jobboard');
    return { ok: true };
  });
};

let t: TestApp;
let candidate: TestUser;
let employer: TestUser;
let limited: TestUser;
beforeAll(async () => {
  t = await createTestApp({ plugins: [probes] });
  candidate = await t.createCandidate();
  employer = await t.createEmployer();
  limited = await t.createEmployer({ permissions: ['manage_offers'] });
});
afterAll(async () => t?.close());

const get = (url: string, cookie?: string, lg = 'en') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: cookie ? { cookie: `${cookie}; lg=${lg}` } : { cookie: `lg=${lg}` },
  });

describe('guards', () => {
  it('401 when nobody is signed in', async () => {
    for (const url of ['/api/_probe/candidate', '/api/_probe/employer', '/api/_probe/publish']) {
      const res = await get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'You must be signed in.' });
    }
  });

  it('candidate routes: 200 for a candidate, 403 for an employer', async () => {
    expect((await get('/api/_probe/candidate', candidate.cookie)).json()).toEqual({
      id: candidate.id,
    });
    const res = await get('/api/_probe/candidate', employer.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This section is for candidates.' });
  });

  it('employer routes: 200 for an employer, 403 for a candidate', async () => {
    const ok = await get('/api/_probe/employer', employer.cookie);
    expect(ok.json()).toEqual({
      id: employer.id,
      permissions: expect.arrayContaining([
        'manage_offers',
        'manage_companies',
        'manage_candidates',
      ]),
    });
    const res = await get('/api/_probe/employer', candidate.cookie, 'fr');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cette section est réservée aux employeurs.' });
  });

  it('both sessions coexist: each guard reads its own cookie', async () => {
    const both = `${candidate.cookie}; ${employer.cookie}`;
    expect((await get('/api/_probe/candidate', both)).json()).toEqual({ id: candidate.id });
    expect((await get('/api/_probe/employer', both)).json()).toMatchObject({ id: employer.id });
  });

  it('a missing permission is a 403 naming it', async () => {
    expect((await get('/api/_probe/publish', employer.cookie)).json()).toEqual({ ok: true });
    const res = await get('/api/_probe/publish', limited.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Permission required: manage_companies.' });
  });

  it('a forged or foreign-guard cookie does not sign in', async () => {
    expect((await get('/api/_probe/candidate', 'jb_session=forged-token')).statusCode).toBe(401);
    const employerTokenAsCandidate = employer.cookie.replace('ats_session=', 'jb_session=');
    expect((await get('/api/_probe/candidate', employerTokenAsCandidate)).statusCode).toBe(401);
  });

  it('optional sign-in', async () => {
    expect((await get('/api/_probe/optional')).json()).toEqual({ signedIn: false });
    expect((await get('/api/_probe/optional', candidate.cookie)).json()).toEqual({
      signedIn: true,
    });
  });
});

describe('session cookies', () => {
  it('are httpOnly, SameSite=Lax, and end on logout', async () => {
    const login = await t.app.inject({ method: 'POST', url: `/api/_probe/login/${candidate.id}` });
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/^jb_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');
    const cookie = setCookie.split(';')[0] ?? '';
    expect((await get('/api/_probe/candidate', cookie)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/_probe/logout', headers: { cookie } });
    expect((await get('/api/_probe/candidate', cookie)).statusCode).toBe(401);
  });
});
