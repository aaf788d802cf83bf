import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generatedDir } from '@jobboard/manifest';
import { offers } from '../src/db/schema.js';
import type { Invalidation } from '../src/plugins/cache-bus.js';
import { pgPoolOf } from '../src/plugins/jobs.js';
import { RATE_LIMITS } from '../src/config/rate-limits.js';
import { FREE_FAILURES } from '../src/services/login-throttle.js';
import { imageBytes, insertCompany, multipart } from './fixtures/employer.js';
import { startS3Server, type S3TestServer } from './fixtures/s3.js';
import { builtBrands, createTestApp, type TestApp } from './helper.js';

/**
 * Issue 14: two server processes on one PostgreSQL database — here two apps, each with its own
 * pool, page cache, job worker and cache listener, as two processes have. PostgreSQL only
 * (TEST_DATABASE_URL; CI starts one): PGlite is one process by design.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const built = existsSync(path.join(generatedDir(), 'ssr', 'entry-server.js'));
if (!pgUrl)
  console.warn(
    'multi-process.test.ts skipped: no PostgreSQL server (set TEST_DATABASE_URL, e.g. ' +
      'packages/server/scripts/pg-test-cluster.sh start)',
  );

describe.skipIf(!pgUrl)('two processes on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  const HOST = 'jobboard.localhost';
  // A successful write with no other effect: what any employer write does to the page cache.
  const probe: FastifyPluginAsync = async (app) => {
    app.post('/api/test/touch', async (_request, reply) => reply.code(204).send());
  };

  beforeAll(async () => {
    if (!built) throw new Error('The site is not built: run `pnpm build:site` first.');
    a = await createTestApp({
      seed: 'demo',
      demoOffers: 12,
      registry: builtBrands(),
      plugins: [probe],
    });
    // Uploads on one disk: B's DATA_DIR is A's (one machine, or a shared volume).
    b = await createTestApp({
      sameDatabaseAs: a,
      registry: builtBrands(),
      plugins: [probe],
      env: { DATA_DIR: a.env.DATA_DIR },
    });
  });
  afterAll(async () => {
    // B first: A drops the database.
    await b?.close();
    await a?.close();
  });

  /** A candidate's document sent to `from`, then downloaded through `to`. */
  async function uploadThenDownload(from: TestApp, to: TestApp) {
    const candidate = await from.createCandidate();
    const bytes = Buffer.from(`Curriculum vitae\nÉlodie Tremblay ${Date.now()}\n`.repeat(3000));
    const form = multipart({ file: ['cv.txt', bytes, 'text/plain'] }, { type: 'resume' });
    const uploaded = await from.app.inject({
      method: 'POST',
      url: '/api/jobboard/jobboard/user/documents',
      headers: { host: HOST, cookie: candidate.cookie, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const id = uploaded.json<{ data: { id: number } }>().data.id;
    const downloaded = await to.app.inject({
      url: `/api/jobboard/jobboard/user/documents/${id}/download`,
      headers: { host: HOST, cookie: candidate.cookie },
    });
    return { bytes, downloaded };
  }

  it('serves through B a document uploaded through A (disk: one shared directory)', async () => {
    expect(b.app.storage.kind).toBe('disk');
    const { bytes, downloaded } = await uploadThenDownload(a, b);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-length']).toBe(String(bytes.length));
    expect(downloaded.rawPayload.equals(bytes)).toBe(true);
  });

  describe('with S3_URL (an S3-compatible server in this process)', () => {
    let s3: S3TestServer;
    let sa: TestApp;
    let sb: TestApp;
    beforeAll(async () => {
      s3 = await startS3Server();
      // Own DATA_DIRs: what they share is the bucket.
      [sa, sb] = await Promise.all([
        createTestApp({ sameDatabaseAs: a, env: { S3_URL: s3.url } }),
        createTestApp({ sameDatabaseAs: a, env: { S3_URL: s3.url } }),
      ]);
    });
    afterAll(async () => {
      await Promise.all([sa?.close(), sb?.close()]);
      await s3?.close();
    });

    it('serves through B a document uploaded through A, streamed from the bucket', async () => {
      expect(sb.app.storage.kind).toBe('s3');
      const { bytes, downloaded } = await uploadThenDownload(sa, sb);
      expect(downloaded.statusCode).toBe(200);
      expect(downloaded.headers['cache-control']).toBe('private, no-store');
      expect(downloaded.rawPayload.equals(bytes)).toBe(true);
      // Nothing on either disk.
      expect(existsSync(path.join(sa.env.DATA_DIR, 'uploads'))).toBe(false);
    });

    it('serves through B a company logo uploaded through A, from the bucket', async () => {
      const employer = await sa.createEmployer();
      const companyId = await insertCompany(sa.db, employer.teamId!, { nameFr: 'Nuage inc.' });
      const form = multipart({
        logo: ['logo.png', await imageBytes('png', 500, 300), 'image/png'],
      });
      const uploaded = await sa.app.inject({
        method: 'POST',
        url: `/api/ats/companies/${companyId}/images`,
        headers: { ...form.headers, cookie: `${employer.cookie}; lg=fr` },
        payload: form.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const url = uploaded.json<{ data: { logo: { url: string } } }>().data.logo.url;
      const served = await sb.app.inject({ url });
      expect(served.statusCode, served.body).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
      // Its square variants are in the bucket too.
      const variant = await sb.app.inject({ url: url.replace(/\.webp$/, '-48.avif') });
      expect(variant.statusCode, variant.body).toBe(200);
      expect(variant.headers['content-type']).toBe('image/avif');
      expect(existsSync(path.join(sa.env.DATA_DIR, 'uploads'))).toBe(false);
    });
  });

  const page = (t: TestApp, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { host: HOST, accept: 'text/html' } });

  it('shows on B’s pages an offer change written through A', async () => {
    const list = await a.app.inject({
      url: '/api/jobboard/jobboard/offers?per_page=1',
      headers: { host: HOST },
    });
    const first = list.json<{ data: Array<{ id: number; contents: { en?: { title: string } } }> }>()
      .data[0]!;
    await page(b, '/en/jobs');
    expect((await page(b, '/en/jobs')).headers['x-page-cache']).toBe('hit');

    const renamed = `${first.contents.en!.title} (renamed through A)`;
    await a.db.update(offers).set({ titleEn: renamed }).where(eq(offers.id, first.id));
    const heard = new Promise<Invalidation>((resolve) =>
      b.app.cacheBus!.events.once('invalidation', resolve),
    );
    const started = performance.now();
    // A write served by A (its page cache empties): B hears of it through NOTIFY.
    const write = await a.app.inject({
      method: 'POST',
      url: '/api/test/touch',
      headers: { host: HOST },
    });
    expect(write.statusCode).toBe(204);
    const invalidation = await heard;
    console.log(
      `B's page cache emptied ${Math.round(performance.now() - started)} ms after A's write`,
    );
    expect(invalidation.origin).toBe(a.app.cacheBus!.processId);
    const fresh = await page(b, '/en/jobs');
    expect(fresh.headers['x-page-cache']).toBe('miss');
    expect(fresh.body).toContain('renamed through A');
  });

  it('runs a job sent by both processes with one singleton key once', async () => {
    // Count the mail job's runs in either process (sending itself is not what is tested).
    const sent: string[] = [];
    for (const [who, t] of [
      ['a', a],
      ['b', b],
    ] as const)
      vi.spyOn(t.app.mailer, 'send').mockImplementation(async (message) => {
        sent.push(who);
        return { ...message, id: who, from: '', subject: '', text: '', html: '', createdAt: '' };
      });
    try {
      const email = `singleton-${Date.now()}@example.test`;
      const message = { to: email, template: 'account-exists', lang: 'en' as const, data: {} };
      // The same mail queued by A and by B at once (a retried request landing on each).
      const [fromA, fromB] = await Promise.all([
        a.app.jobs.send('mail.send', message, { singletonKey: `probe:${email}` }),
        b.app.jobs.send('mail.send', message, { singletonKey: `probe:${email}` }),
      ]);
      expect([fromA, fromB].filter(Boolean)).toHaveLength(1);
      await Promise.all([a.app.jobs.drain(), b.app.jobs.drain()]);
      expect(sent).toHaveLength(1);
      const { rows } = await pgPoolOf(a.db).query<{ state: string }>(
        `SELECT state FROM pgboss.job WHERE id = $1`,
        [fromA ?? fromB],
      );
      expect(rows).toEqual([{ state: 'completed' }]);
      // Sent again later, still once: the key is the job's id.
      expect(
        await b.app.jobs.send('mail.send', message, { singletonKey: `probe:${email}` }),
      ).toBeNull();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('counts a route’s rate limit across both processes (one client, RATE_LIMITS.login)', async () => {
    const login = (t: TestApp, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/jobboard/auth/login',
        remoteAddress: '10.50.0.1',
        headers: { host: HOST },
        // Another address each time: the per-account back-off stays out of it.
        payload: { email: `nobody-${i}-${Date.now()}@example.test`, password: 'x', lg: 'en' },
      });
    const codes: number[] = [];
    for (let i = 0; i < RATE_LIMITS.login.max; i++)
      codes.push((await login(i % 2 ? b : a, i)).statusCode);
    expect(codes).toEqual(Array(RATE_LIMITS.login.max).fill(400));
    // Half the attempts on each: one process's own count would still let these through.
    const over = [await login(a, 100), await login(b, 101)];
    expect(over.map((res) => res.statusCode)).toEqual([429, 429]);
    expect(Number(over[1]!.headers['retry-after'])).toBeGreaterThan(0);
    // Each failed sign-in hashes a password on purpose: slow on a loaded machine.
  }, 90_000);

  it('counts sign-in failures made on both processes against one account', async () => {
    const candidate = await a.createCandidate({ password: 'the right password' });
    let address = 0;
    const login = (t: TestApp, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/jobboard/auth/login',
        remoteAddress: `10.40.0.${++address}`,
        headers: { host: HOST },
        payload: { email: candidate.email, password, lg: 'en' },
      });
    const codes: number[] = [];
    for (let i = 0; i < FREE_FAILURES; i++)
      codes.push((await login(i % 2 ? b : a, `guess ${i}`)).statusCode);
    expect(codes).toEqual(Array(FREE_FAILURES).fill(400));
    // Locked on both, whichever saw the failures.
    expect((await login(a, 'the right password')).statusCode).toBe(429);
    expect((await login(b, 'the right password')).statusCode).toBe(429);
  });
});
