import { Writable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.js';

/**
 * Issue 13's hardening of the HTTP layer: security headers by helmet, the cross-site request
 * check, Host validation, the board of the Host, and every 5xx logged as an error.
 */
const HOST = 'jobboard.test';

const probes: FastifyPluginAsync = async (app) => {
  app.post('/api/_probe/change', async () => ({ ok: true }));
  app.get('/api/_probe/boom', async () => {
    throw new Error('boom');
  });
  // An answer of 503 that no error produced (a plugin's own reply): still logged.
  app.get('/api/_probe/unavailable', async (_request, reply) =>
    reply.code(503).send({ message: 'busy' }),
  );
};

let t: TestApp;
const lines: Array<Record<string, unknown>> = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  t = await createTestApp({ plugins: [probes], logger: { level: 'warn', stream } });
});
afterAll(async () => {
  await t?.close();
});

describe('security headers (helmet)', () => {
  it('sends a nonce-based CSP, referrer and permissions policies, no framing', async () => {
    const res = await t.app.inject({ url: '/api/offer-attributes', headers: { host: HOST } });
    const csp = String(res.headers['content-security-policy']);
    const nonce = /script-src 'self' 'nonce-([0-9a-f]{32})'/.exec(csp)?.[1];
    expect(nonce, csp).toBeDefined();
    // One nonce for scripts and styles: the render puts the same on both.
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/player\.vimeo\.com/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Development over http: no HSTS (it would pin <brand>.localhost to https).
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const again = await t.app.inject({ url: '/api/offer-attributes', headers: { host: HOST } });
    expect(again.headers['content-security-policy']).not.toContain(nonce);
  });

  it('adds HSTS and upgrade-insecure-requests in production over https', async () => {
    const prod = await createTestApp({
      env: { NODE_ENV: 'production', PUBLIC_URL_SCHEME: 'https' },
    });
    try {
      const res = await prod.app.inject({ url: '/api/offer-attributes', headers: { host: HOST } });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await prod.close();
    }
  });
});

describe('cross-site requests', () => {
  const post = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/_probe/change',
      headers: { host: HOST, ...headers },
    });

  it.each<Record<string, string>>([
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { origin: 'http://techboard.test' },
    { origin: 'not a url' },
    // This host on another port or scheme is another origin (the request is http on port 80).
    { origin: `http://${HOST}:9999` },
    { origin: `https://${HOST}` },
    { origin: `https://www.${HOST}:8443` },
    { origin: `http://${HOST}:80.evil.example` },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
  ])('refuses a state-changing request with %j: 403 { message }', async (headers) => {
    const res = await post(headers);
    expect(res.statusCode).toBe(403);
    expect(Object.keys(res.json())).toEqual(['message']);
    expect(res.json().message).toMatch(/autre site|another site/);
  });

  it.each<Record<string, string>>([
    { origin: `http://${HOST}` },
    { origin: `http://${HOST}:80` },
    // An alias host of the same brand, same scheme and port.
    { origin: `http://www.${HOST}` },
    { origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' },
    { 'sec-fetch-site': 'same-origin' },
    { 'sec-fetch-site': 'none' },
    // Not a browser (no Origin, no Sec-Fetch-Site): no ambient session from another site.
    {},
  ])('accepts %j', async (headers) => {
    const res = await post(headers);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('behind a trusted proxy, takes the forwarded scheme as the request’s own', async () => {
    const proxied = await createTestApp({ plugins: [probes], env: { TRUST_PROXY: 'true' } });
    try {
      const send = (origin: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/_probe/change',
          headers: { host: HOST, origin, 'x-forwarded-proto': 'https' },
        });
      expect((await send(`https://${HOST}`)).statusCode).toBe(200);
      expect((await send(`http://${HOST}`)).statusCode).toBe(403);
      expect((await send(`https://${HOST}:8443`)).statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
  });

  it('lets any site read (GET)', async () => {
    const res = await t.app.inject({
      url: '/api/offer-attributes',
      headers: { host: HOST, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a cross-site sign-in too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobboard/auth/login',
      headers: { host: HOST, origin: 'https://evil.example' },
      payload: { email: 'a@b.ca', password: 'whatever-password' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('Host header', () => {
  it.each([
    'jobboard.test:99999',
    'jobboard.test:65536',
    'jobboard.test:-1',
    'jobboard.test:abc',
    'jobboard.test/x',
    'user@jobboard.test',
    'a b',
    '[::1',
    'jobboard.test:80:80',
  ])('answers 400 { message } to %j', async (host) => {
    for (const url of ['/en', '/api/offer-attributes', '/api/health']) {
      const res = await t.app.inject({ url, headers: { host, accept: 'text/html' } });
      expect(res.statusCode, `${host} ${url}`).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('accepts ports in range, IPv6 literals and trailing dots', async () => {
    for (const host of ['jobboard.test:65535', 'jobboard.test.', '[::1]:3000', 'localhost']) {
      const res = await t.app.inject({ url: '/api/offer-attributes', headers: { host } });
      expect(res.statusCode, host).toBe(200);
    }
  });
});

describe('links in mails', () => {
  const resetLink = async (app: TestApp, email: string, host: string) => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/jobboard/auth/forgot-password',
      headers: { host },
      payload: { email },
    });
    expect(res.statusCode).toBe(200);
    // The mail goes out after the answer.
    for (let i = 0; i < 100; i++) {
      const mail = (await app.mailer.listOutbox(email)).at(-1);
      if (mail) return String(mail.data.url);
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('no reset mail');
  };

  it('use the brand’s canonical origin, never the Host and port of the request', async () => {
    const candidate = await t.createCandidate();
    const link = await resetLink(t, candidate.email, 'www.jobboard.test:6666');
    expect(link).toMatch(/^http:\/\/jobboard\.test\/fr\/reset-password\//);
  });

  it('follow the PUBLIC_ORIGIN of the environment', async () => {
    const other = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://{brand}.example.org' } });
    try {
      const candidate = await other.createCandidate();
      const link = await resetLink(other, candidate.email, 'localhost:3000');
      expect(link).toMatch(/^https:\/\/jobboard\.example\.org\/fr\//);
    } finally {
      await other.close();
    }
  });
});

describe('the board of the host', () => {
  it('answers 404 when a public path names another board than the host’s', async () => {
    const other = await t.app.inject({
      url: '/api/jobboard/techboard/offers',
      headers: { host: HOST },
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toContain('techboard');
    const own = await t.app.inject({
      url: '/api/jobboard/techboard/offers',
      headers: { host: 'techboard.test' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('also for a candidate’s calls', async () => {
    const candidate = await t.createCandidate();
    const res = await t.app.inject({
      url: '/api/jobboard/careboard/me',
      headers: { host: HOST, cookie: candidate.cookie },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('5xx answers', () => {
  it('are logged at error level with the request id, whoever answered them', async () => {
    lines.length = 0;
    const boom = await t.app.inject({ url: '/api/_probe/boom', headers: { host: HOST } });
    expect(boom.statusCode).toBe(500);
    const busy = await t.app.inject({ url: '/api/_probe/unavailable', headers: { host: HOST } });
    expect(busy.statusCode).toBe(503);
    const errors = lines.filter((l) => l.level === 50);
    expect(errors.map((l) => l.reqId)).toEqual([expect.any(String), expect.any(String)]);
    expect(new Set(errors.map((l) => l.reqId)).size).toBe(2);
    expect(errors.find((l) => l.statusCode === 503)).toMatchObject({
      url: '/api/_probe/unavailable',
    });
  });
});
