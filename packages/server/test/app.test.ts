import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LoginInputSchema, MAX_DOCUMENT_BYTES } from '@jobboard/contracts';
import { boardFromParams } from '../src/plugins/brand.js';
import { createTestApp, FIXTURE_BRANDS, type TestApp } from './helper.js';

/** Probe routes: a validated body, the brand, a {jobboard} param, and an unexpected failure. */
const probes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/_probe/echo',
    {
      schema: {
        body: LoginInputSchema.extend({
          age: z.number().int().optional(),
          nested: z.object({ title: z.string().max(10) }).optional(),
        }),
      },
    },
    async (request) => ({
      email: request.body.email,
    }),
  );
  app.get('/api/_probe/brand', async (request) => ({ brand: request.brand.name, lg: request.lg }));
  app.get(
    '/api/_probe/jobboard/:jobboard',
    { schema: { params: z.object({ jobboard: z.string().max(40) }) } },
    async (request) => ({
      board: boardFromParams(request).name,
    }),
  );
  app.post('/api/_probe/upload', async (request) => {
    const file = await request.file();
    const bytes = await file?.toBuffer();
    return { size: bytes?.length ?? 0 };
  });
  app.post(
    '/api/_probe/limited',
    { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } },
    async () => ({ ok: true }),
  );
  app.get('/api/_probe/crash', async () => {
    throw new Error('secret internal detail');
  });
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ plugins: [probes] });
});
afterAll(async () => t?.close());

describe('health', () => {
  it('answers ok with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('answers on any host (load balancer probes)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: '10.0.0.7:3000' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('brand resolution from the Host header', () => {
  const brandOf = async (host: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/_probe/brand', headers: { host } });
    return { status: res.statusCode, body: res.json() as { brand?: string; message?: string } };
  };

  it.each([
    ['jobboard.test', 'jobboard'],
    ['www.jobboard.test', 'jobboard'],
    ['techboard.test:8443', 'techboard'],
    ['WWW.TechBoard.Test', 'techboard'],
    ['tech-jobs.test', 'techboard'],
    ['www.tech-jobs.test:3000', 'techboard'],
    ['careboard.localhost:3000', 'careboard'],
    ['techboard.localhost', 'techboard'],
    ['localhost:3000', 'jobboard'],
    ['127.0.0.1:3000', 'jobboard'],
    ['[::1]:3000', 'jobboard'],
  ])('%s → %s', async (host, brand) => {
    expect(await brandOf(host)).toEqual({ status: 200, body: expect.objectContaining({ brand }) });
  });

  it('answers 404 naming an unknown host under /api, in JSON', async () => {
    for (const url of ['/api/_probe/brand', '/api/nothing-here']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { host: 'www.evil.example:8080' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Unknown host: evil.example' });
    }
  });

  it('answers a page of an unknown host with a neutral HTML 404 naming no brand', async () => {
    const labels = FIXTURE_BRANDS.flatMap((b) => [b.name, b.label.fr, b.label.en, b.hostKey]);
    for (const url of ['/fr/emplois', '/', '/robots.txt']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { host: 'www.evil.example:8080', accept: 'text/html' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<h1>Site introuvable</h1>');
      expect(res.body).toContain('Site not found');
      expect(res.body).toContain('<main>');
      for (const label of labels) expect(res.body.toLowerCase()).not.toContain(label.toLowerCase());
    }
  });

  it('uses the brand default language for messages', async () => {
    expect((await brandOf('careboard.test')).body).toMatchObject({ lg: 'en' });
    expect((await brandOf('techboard.test')).body).toMatchObject({ lg: 'fr' });
  });

  it('checks {jobboard} path parameters', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/_probe/jobboard/careboard',
      headers: { host: 'careboard.test' },
    });
    expect(ok.json()).toEqual({ board: 'careboard' });
    // Another board than the host's: the same 404 as an unknown one.
    const other = await t.app.inject({ method: 'GET', url: '/api/_probe/jobboard/careboard' });
    expect(other.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/_probe/jobboard/nope',
      cookies: { lg: 'en' },
    });
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toEqual({ message: 'Unknown job board: nope' });
  });
});

describe('errors', () => {
  it('unknown /api route → 404 JSON, localized', async () => {
    const fr = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(fr.statusCode).toBe(404);
    expect(fr.json()).toEqual({ message: "Cette page n'a pas pu être trouvée." });
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/does-not-exist',
      cookies: { lg: 'en' },
    });
    expect(en.json()).toEqual({ message: 'This page could not be found.' });
  });

  it('malformed JSON → 400 { message }', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/_probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('wrong types → 422 with dotted field paths, in the payload language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/_probe/echo',
      payload: {
        email: 'not-an-email',
        password: 42,
        age: 'old',
        nested: { title: 'x'.repeat(11) },
        lg: 'en',
      },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json() as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe('The given data was invalid.');
    expect(body.errors.email).toEqual(['Please enter a valid e-mail address.']);
    expect(body.errors.password).toHaveLength(1);
    expect(body.errors.age).toHaveLength(1);
    expect(body.errors['nested.title']).toEqual([
      'This field may not be greater than 10 characters.',
    ]);
  });

  it('missing fields → "required" in French by default', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/_probe/echo', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['Ce champ est obligatoire.']);
  });

  it('a JSON array or scalar body → 422, not 500', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/_probe/echo',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect([400, 422]).toContain(res.statusCode);
    }
  });

  it('body over 1 MB → 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/_probe/echo',
      payload: { email: 'a@b.co', password: 'x'.repeat(1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('a long string under the body limit → 422', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/_probe/echo',
      payload: { email: 'a@b.co', password: 'x'.repeat(900 * 1024) },
    });
    expect(res.statusCode).toBe(422);
  });

  it('NUL bytes in body, query or key → 422 invalid characters', async () => {
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/_probe/echo',
      payload: { email: 'a@b.co', password: 'pass\u0000word', lg: 'en' },
    });
    expect(body.statusCode).toBe(422);
    expect(body.json().errors).toEqual({ password: ['This field contains invalid characters.'] });
    const query = await t.app.inject({ method: 'GET', url: '/api/_probe/brand?q=%00' });
    expect(query.statusCode).toBe(422);
    const param = await t.app.inject({ method: 'GET', url: '/api/_probe/jobboard/a%00b' });
    expect([404, 422]).toContain(param.statusCode);
  });

  it('unsupported content type → 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/_probe/echo',
      headers: { 'content-type': 'application/x-nope' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
  });

  it('multipart file over MAX_DOCUMENT_BYTES → 413 file too large', async () => {
    const multipart = (size: number) => {
      const boundary = '----probe';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
      return {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: 'lg=en' },
        payload: Buffer.concat([
          Buffer.from(head),
          Buffer.alloc(size, 0x41),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      };
    };
    const small = await t.app.inject({
      method: 'POST',
      url: '/api/_probe/upload',
      ...multipart(1000),
    });
    expect(small.json()).toEqual({ size: 1000 });
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/_probe/upload',
      ...multipart(MAX_DOCUMENT_BYTES + 1),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'The file exceeds the maximum allowed size.' });
  });

  it('route rate limits → 429 with a localized message', async () => {
    const hit = () =>
      t.app.inject({ method: 'POST', url: '/api/_probe/limited', cookies: { lg: 'en' } });
    expect((await hit()).statusCode).toBe(200);
    expect((await hit()).statusCode).toBe(200);
    const limited = await hit();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many attempts. Please try again in a moment.' });
  });

  it('5xx hides the message and localizes "Server error"', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/_probe/crash',
      cookies: { lg: 'en' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Server error. Please try again later.' });
    expect(res.body).not.toContain('secret');
  });
});

describe('OpenAPI', () => {
  it('serves the document generated from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health']).toBeDefined();
    expect(JSON.stringify(doc.paths['/api/_probe/echo'])).toContain('email');
  });

  it('serves the UI under /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
