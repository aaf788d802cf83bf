import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedDir } from '@jobboard/manifest';
import { applications, offers } from '../src/db/schema.js';
import { JOBS } from '../src/services/jobs.js';
import {
  PageCache,
  bodyWithNonce,
  pageBody,
  changesPublicPages,
  gzipAnswer,
  isPacked,
  pageCacheKey,
  type CachedPage,
  type ServedPage,
} from '../src/ssr/page-cache.js';
import { RENDER_CONCURRENCY } from '../src/ssr/render-page.js';
import { builtBrands, createTestApp, type TestApp } from './helper.js';
import { formatConsentCookie } from '@jobboard/contracts';

const randomNonce = () => randomBytes(16).toString('hex');
const page = (html: string, status = 200): CachedPage => ({
  status,
  body: Buffer.from(html),
  headers: {},
});
const text = (p: ServedPage | undefined) =>
  p && (isPacked(p) ? gunzipSync(p.gzip) : p.body).toString('utf8');

/** getOrRender, then its page stored (packed in a thread) as the next request finds it. */
async function through(
  cache: PageCache,
  key: string,
  render: () => Promise<{ page: CachedPage; cacheable: boolean }>,
) {
  const answer = await cache.getOrRender(key, render);
  await cache.stored();
  return answer;
}

describe('PageCache', () => {
  it('answers a stored page with each answer’s own nonce in a gzip that checks out', async () => {
    const cache = new PageCache({ ttlMs: 30_000 });
    const rendered = 'r'.repeat(32);
    const html = `<script nonce="${rendered}"></script>${'<p>Offre à Montréal</p>'.repeat(400)}<style nonce="${rendered}">`;
    await through(cache, 'k', async () => ({
      page: { ...page(''), ...pageBody(html, rendered) },
      cacheable: true,
    }));
    const stored = cache.get('k')!;
    expect(isPacked(stored)).toBe(true);
    if (!isPacked(stored)) return;
    expect(gzipAnswer(stored, rendered)).toBe(stored.gzip);
    for (const nonce of ['0123456789abcdef0123456789abcdef', 'f'.repeat(32), randomNonce()]) {
      // gunzipSync fails on a wrong CRC-32.
      expect(gunzipSync(gzipAnswer(stored, nonce)).toString()).toBe(
        html.replaceAll(rendered, nonce),
      );
    }
    // The stored page is left as it was.
    expect(gunzipSync(stored.gzip).toString()).toBe(html);
    // Another page, of another length, answered between two answers of the first.
    const other = `${html}<p>Une autre offre</p>`;
    await through(cache, 'k2', async () => ({
      page: { ...page(''), ...pageBody(other, rendered) },
      cacheable: true,
    }));
    const second = cache.get('k2')!;
    if (!isPacked(second)) throw new Error('the second page is not packed');
    for (const [answered, text] of [
      [second, other],
      [stored, html],
      [second, other],
    ] as const) {
      const nonce = randomNonce();
      expect(gunzipSync(gzipAnswer(answered, nonce)).toString()).toBe(
        text.replaceAll(rendered, nonce),
      );
    }
  });

  it('keeps a page for its TTL only', async () => {
    let now = 1000;
    const cache = new PageCache({ ttlMs: 30_000, now: () => now, random: () => 0.5 });
    let renders = 0;
    const render = async () => ({ page: page(`v${++renders}`), cacheable: true });
    expect((await through(cache, 'k', render)).hit).toBe(false);
    const hit = await through(cache, 'k', render);
    expect([hit.hit, text(hit.page)]).toEqual([true, 'v1']);
    now += 30_001;
    const miss = await through(cache, 'k', render);
    expect([miss.hit, text(miss.page)]).toEqual([false, 'v2']);
  });

  it('spreads the end of pages rendered together over their TTL ±15 %', async () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 100_000, now: () => now });
    for (let i = 0; i < 200; i++)
      await through(cache, `k${i}`, async () => ({ page: page('x'), cacheable: true }));
    const alive = (at: number) => {
      now = at;
      return Array.from(
        { length: 200 },
        (_, i) => cache.stale(`k${i}`) && cache.get(`k${i}`),
      ).filter(Boolean).length;
    };
    expect(alive(84_000)).toBe(200);
    const half = alive(100_000);
    expect(half).toBeGreaterThan(40);
    expect(half).toBeLessThan(160);
    expect(alive(116_000)).toBe(0);
  });

  it('keeps a page past its TTL as the one to show while the database is away, for 30 min', async () => {
    let now = 1000;
    const cache = new PageCache({ ttlMs: 30_000, now: () => now });
    await through(cache, 'k', async () => ({ page: page('v1'), cacheable: true }));
    now += 60_000;
    expect(cache.get('k')).toBeUndefined();
    expect(text(cache.stale('k'))).toBe('v1');
    expect(cache.stale('other')).toBeUndefined();
    now += 30 * 60_000;
    expect(cache.stale('k')).toBeUndefined();
    cache.invalidate();
    expect(cache.stale('k')).toBeUndefined();
  });

  it('keeps a page as UTF-8 bytes and writes each answer’s nonce in a copy of them', () => {
    const nonce = 'a'.repeat(32);
    const html = `<p>Éducatrice à l’enfance</p><script nonce="${nonce}"></script><style nonce="${nonce}">`;
    const cached: CachedPage = { status: 200, headers: {}, ...pageBody(html, nonce) };
    expect(cached.body.toString('utf8')).toBe(html);
    expect(cached.nonce?.offsets).toHaveLength(2);
    const answer = bodyWithNonce(cached, 'b'.repeat(32));
    expect(Buffer.from(answer).toString('utf8')).toBe(html.replaceAll(nonce, 'b'.repeat(32)));
    // The cached bytes are not touched: the next answer starts from the page as rendered.
    expect(cached.body.toString('utf8')).toBe(html);
    // A buffer of its own, whole, for the compression thread to take over.
    expect(answer.byteOffset).toBe(0);
    expect(answer.byteLength).toBe(answer.buffer.byteLength);
  });

  it('keeps a page rendered in parts as the bytes of the parts one after the other', () => {
    const nonce = 'a'.repeat(32);
    // Parts that end inside a word and inside the nonce: the same bytes, the same nonce.
    const parts = [
      '<p>Éduca',
      'trice à l’enfance</p><script nonce="aaaa',
      `${'a'.repeat(28)}"></script>`,
    ];
    const whole = pageBody(parts.join(''), nonce);
    const inParts = pageBody(parts, nonce);
    expect(inParts.body.equals(whole.body)).toBe(true);
    expect(inParts.nonce).toEqual(whole.nonce);
    expect(inParts.nonce?.offsets).toHaveLength(1);
  });

  it('drops the pages of a rebuilt brand’s hosts only', async () => {
    const cache = new PageCache({ ttlMs: 30_000 });
    const store = (key: string) =>
      through(cache, key, async () => ({ page: page(key), cacheable: true }));
    await store('alpha.localhost:3000\n/fr\n');
    await store('alpha.ca\n/en\n');
    await store('beta.localhost:3000\n/fr\n');
    cache.invalidateHosts((host) => host.startsWith('alpha.'));
    expect(cache.get('alpha.localhost:3000\n/fr\n')).toBeUndefined();
    expect(cache.get('alpha.ca\n/en\n')).toBeUndefined();
    expect(text(cache.get('beta.localhost:3000\n/fr\n'))).toBe('beta.localhost:3000\n/fr\n');
  });

  it('stores only what the render allows, and drops everything on invalidate', async () => {
    const cache = new PageCache({ ttlMs: 30_000 });
    await through(cache, '404', async () => ({ page: page('nf', 404), cacheable: false }));
    expect(cache.get('404')).toBeUndefined();
    await through(cache, 'a', async () => ({ page: page('a'), cacheable: true }));
    expect(text(cache.get('a'))).toBe('a');
    cache.invalidate();
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not store a render that started before a change of data', async () => {
    const cache = new PageCache({ ttlMs: 30_000 });
    let release!: () => void;
    const slow = cache.getOrRender('k', async () => {
      await new Promise<void>((r) => (release = r));
      return { page: page('stale'), cacheable: true };
    });
    await Promise.resolve();
    cache.invalidate();
    release();
    expect(text((await slow).page)).toBe('stale');
    await cache.stored();
    expect(cache.get('k')).toBeUndefined();
  });

  it('renders once for concurrent misses of one key', async () => {
    const cache = new PageCache({ ttlMs: 30_000 });
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 10));
      return { page: page('p'), cacheable: true };
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => cache.getOrRender('k', render)),
    );
    expect(renders).toBe(1);
    expect(answers.filter((a) => a.hit)).toHaveLength(9);
  });

  it('holds pages packed, bounded by their packed bytes', async () => {
    const cache = new PageCache({ ttlMs: 30_000, maxBytes: 60_000 });
    const html = (i: number) =>
      Array.from(
        { length: 800 },
        (_, row) => `<li class="offer-${row % 7}">Offre ${i}-${row}</li>`,
      ).join('');
    expect(Buffer.byteLength(html(0))).toBeGreaterThan(20_000);
    for (let i = 0; i < 10; i++)
      await through(cache, `k${i}`, async () => ({ page: page(html(i)), cacheable: true }));
    // Ten pages of over 20 KB each in 60 KB: held packed, each as it was rendered.
    expect(cache.size).toBe(10);
    for (let i = 0; i < 10; i++) expect(text(cache.get(`k${i}`))).toBe(html(i));
  });

  it('evicts the least recently used page beyond its bounds', async () => {
    const cache = new PageCache({ ttlMs: 30_000, maxEntries: 2 });
    for (const k of ['a', 'b'])
      await through(cache, k, async () => ({ page: page(k), cacheable: true }));
    cache.get('a'); // a is now the most recent
    await through(cache, 'c', async () => ({ page: page('c'), cacheable: true }));
    expect(cache.get('b')).toBeUndefined();
    expect(text(cache.get('a'))).toBe('a');
    expect(cache.size).toBe(2);
  });

  it('keys by host, address and language cookie; never for a session', () => {
    const base = {
      method: 'GET',
      url: '/fr',
      host: 'a.localhost',
      cookies: {},
      sessionCookies: ['jb_session'],
      languageCookie: 'lg',
    };
    expect(pageCacheKey(base)).toBe('a.localhost\n/fr\n');
    expect(pageCacheKey({ ...base, cookies: { lg: 'en' } })).toBe('a.localhost\n/fr\nen');
    expect(pageCacheKey({ ...base, cookies: { jb_session: 'x' } })).toBeNull();
    // A page the same for every visitor: the session does not count.
    expect(pageCacheKey({ ...base, cookies: { jb_session: 'x' }, shared: true })).toBe(
      pageCacheKey(base),
    );
    expect(pageCacheKey({ ...base, method: 'POST' })).toBeNull();
    expect(pageCacheKey({ ...base, url: `/fr?q=${'x'.repeat(2000)}` })).toBeNull();
  });

  it('keys a page by the consent choice as parsed, not by the raw cookie', () => {
    const base = {
      method: 'GET',
      url: '/fr',
      host: 'a.localhost',
      sessionCookies: ['jb_session'],
      languageCookie: 'lg',
      consentCookie: 'consent',
    };
    const key = (consent?: string) =>
      pageCacheKey({ ...base, cookies: consent === undefined ? {} : { consent } });
    const accepted = formatConsentCookie({ advertising: true, measurement: true });
    const refused = formatConsentCookie({ advertising: false, measurement: false });
    expect(key(accepted)).toBe(`a.localhost\n/fr\n\n${accepted}`);
    expect(key(accepted)).not.toBe(key(refused));
    expect(key(accepted)).not.toBe(key());
    // Made-up values and another policy's choice are "no choice": one page, with the banner.
    expect(key('anything')).toBe(key());
    expect(key('1999-01.a1.m1')).toBe(key());
  });

  it('keys one search by its parameters, whatever their order', () => {
    const base = {
      method: 'GET',
      host: 'a.localhost',
      cookies: {},
      sessionCookies: ['jb_session'],
      languageCookie: 'lg',
    };
    const key = (url: string) => pageCacheKey({ ...base, url });
    expect(key('/fr/s?q=x&city=5&page=2')).toBe(key('/fr/s?page=2&city=5&q=x'));
    expect(key('/fr/s?q=x&city=5')).toBe('a.localhost\n/fr/s?city=5&q=x\n');
    // A repeated parameter keeps the order of its values; an empty query is no query.
    expect(key('/fr/s?c=1&b=2&c=3')).toBe('a.localhost\n/fr/s?b=2&c=1&c=3\n');
    expect(key('/fr/s?')).toBe(key('/fr/s'));
    expect(key('/fr/s?city=5')).not.toBe(key('/fr/s?city=6'));
  });
});

/** The real SSR bundle (pnpm build:site) rendering pages of the test app. */
describe('page cache of the site', () => {
  const built = existsSync(path.join(generatedDir(), 'ssr', 'entry-server.js'));
  let t: TestApp;
  const HOST = 'jobboard.localhost';
  // A mutating API route that succeeds, one that fails, and a title change without a request.
  const probes: FastifyPluginAsync = async (app) => {
    app.post('/api/test/touch', async (_request, reply) => reply.code(204).send());
    app.post('/api/test/fail', async (_request, reply) => reply.code(422).send({ message: 'no' }));
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: HOST, accept: 'text/html', ...headers } });
  let offerId = 0;
  let offerTitle = '';

  beforeAll(async () => {
    if (!built) throw new Error('The site is not built: run `pnpm build:site` first.');
    t = await createTestApp({
      seed: 'demo',
      demoOffers: 12,
      plugins: [probes],
      registry: builtBrands(),
    });
    const list = await t.app.inject({
      url: '/api/jobboard/jobboard/offers?per_page=1',
      headers: { host: HOST },
    });
    const first = list.json<{ data: Array<{ id: number; contents: { en?: { title: string } } }> }>()
      .data[0]!;
    offerId = first.id;
    offerTitle = first.contents.en!.title;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the second anonymous request from memory, the same page', async () => {
    const first = await get('/en/jobs');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.body).toContain(offerTitle);
    await t.app.pageCache.stored();
    const second = await get('/en/jobs');
    expect(second.headers['x-page-cache']).toBe('hit');
    // The same page but for its CSP nonce, which is each answer's own, written into the page the
    // cache holds packed.
    const nonce = (res: { headers: Record<string, unknown> }) =>
      /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1]!;
    expect(nonce(second)).not.toBe(nonce(first));
    expect(second.body).toContain(`nonce="${nonce(second)}"`);
    expect(second.body).not.toContain(nonce(first));
    expect(second.body.replaceAll(nonce(second), 'N')).toBe(
      first.body.replaceAll(nonce(first), 'N'),
    );
    expect(second.headers['content-type']).toContain('text/html');
    // The language cookie is part of the key.
    expect((await get('/en/jobs', { cookie: 'lg=fr' })).headers['x-page-cache']).toBe('miss');
  });

  it('shows a change at once after a successful mutating request, not after a failed one', async () => {
    await get('/en/jobs');
    expect((await get('/en/jobs')).headers['x-page-cache']).toBe('hit');
    const renamed = `${offerTitle} renamed`;
    await t.db.update(offers).set({ titleEn: renamed }).where(eq(offers.id, offerId));
    // A change without a request waits for the TTL...
    expect((await get('/en/jobs')).body).not.toContain(renamed);
    // ...a failed mutation changes nothing...
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/test/fail', headers: { host: HOST } }))
        .statusCode,
    ).toBe(422);
    expect((await get('/en/jobs')).headers['x-page-cache']).toBe('hit');
    // ...a successful one empties the cache.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/test/touch', headers: { host: HOST } }))
        .statusCode,
    ).toBe(204);
    const fresh = await get('/en/jobs');
    expect(fresh.headers['x-page-cache']).toBe('miss');
    expect(fresh.body).toContain(renamed);
  });

  it('shows an offer expired by the background job at once, not after the TTL', async () => {
    // Another offer than the one the other tests read.
    const list = await t.app.inject({
      url: '/api/jobboard/jobboard/offers?per_page=3',
      headers: { host: HOST },
    });
    const expiring = list.json<{ data: Array<{ id: number }> }>().data[2]!.id;
    const page = await get('/en/jobs');
    expect(page.body).toContain(`/${expiring}"`);
    expect((await get('/en/jobs')).headers['x-page-cache']).toBe('hit');
    await t.db
      .update(offers)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(offers.id, expiring));
    await t.app.jobs.send(JOBS.expireOffers, {});
    await t.app.jobs.drain();
    const fresh = await get('/en/jobs');
    expect(fresh.headers['x-page-cache']).toBe('miss');
    expect(fresh.body).not.toContain(`/${expiring}"`);
  });

  it('keeps its pages when a visitor or candidate changes only their own data', async () => {
    await get('/en/jobs');
    expect((await get('/en/jobs')).headers['x-page-cache']).toBe('hit');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/jobboard/auth/logout',
      headers: { host: HOST, origin: `http://${HOST}` },
    });
    expect(logout.statusCode, logout.body).toBe(204);
    expect((await get('/en/jobs')).headers['x-page-cache']).toBe('hit');
  });

  it('tells public writes from private ones by route', () => {
    expect(changesPublicPages('POST', '/api/jobboard/:jobboard/offers/:offerId/apply')).toBe(false);
    expect(changesPublicPages('POST', '/api/jobboard/:board/user/documents')).toBe(false);
    expect(changesPublicPages('POST', '/api/jobboard/signup')).toBe(false);
    expect(changesPublicPages('PUT', '/api/ats/offers/:id')).toBe(true);
    expect(changesPublicPages('POST', '/api/jobboard/:board/employer/offer/:id/publish')).toBe(
      true,
    );
    expect(changesPublicPages('POST', '/api/ats/signup')).toBe(true);
    expect(changesPublicPages('POST', undefined)).toBe(true);
    expect(changesPublicPages('GET', '/api/ats/offers/:id')).toBe(false);
    // The pages' own posts: the sign-in forms without JavaScript, the catch-all.
    expect(changesPublicPages('POST', '/fr/connexion')).toBe(false);
    expect(changesPublicPages('POST', '/en/employer/login')).toBe(false);
    expect(changesPublicPages('POST', '/*')).toBe(false);
  });

  it('gives a signed-in visitor the shared copy of a page the same for everyone, nothing of theirs in it', async () => {
    const candidate = await t.createCandidate({ email: 'zephirine.shared@example.com' });
    await t.db.insert(applications).values({ offerId, userId: candidate.id, jobboard: 'jobboard' });
    // The offer's own address (another slug moves there).
    const offerPath = String((await get(`/en/offer/x/${offerId}`)).headers.location);
    expect(offerPath).toMatch(new RegExp(`^/en/offer/[^/]+/${offerId}$`));
    for (const path of ['/en/jobs', offerPath]) await get(path);
    await t.app.pageCache.stored();
    for (const path of ['/en/jobs', offerPath]) {
      const signedIn = await get(path, { cookie: candidate.cookie });
      expect(signedIn.statusCode, path).toBe(200);
      expect(signedIn.headers['x-page-cache'], path).toBe('hit');
      expect(signedIn.body).not.toContain('zephirine');
      // Hides « Connexion » before the first paint where the browser holds a session.
      expect(signedIn.body).toMatch(/<script nonce="[^"]+">if\(.*jb_signed_in=.*accountPending/);
    }
    // The offer page says nothing of the application: the browser asks for that after hydration.
    const offerPage = await get(offerPath, { cookie: candidate.cookie });
    expect(offerPage.body).toContain('"has_applied":false');
    expect(offerPage.body).not.toContain('"has_applied":true');
    const asked = await t.app.inject({
      url: `/api/jobboard/jobboard/offers/${offerId}`,
      headers: { host: HOST, cookie: candidate.cookie },
    });
    expect(asked.json<{ data: { has_applied: boolean } }>().data.has_applied).toBe(true);
    // Rendered on behalf of a signed-in visitor (a miss), the page is the anonymous one and is
    // kept for everyone.
    const fresh = await get('/en/companies-hiring', { cookie: candidate.cookie });
    expect([fresh.statusCode, fresh.headers['x-page-cache']]).toEqual([200, 'miss']);
    expect(fresh.body).not.toContain('zephirine');
    await t.app.pageCache.stored();
    expect((await get('/en/companies-hiring')).headers['x-page-cache']).toBe('hit');
  });

  it('never caches a signed-in visitor on their own pages, a 404 or a redirect', async () => {
    const candidate = await t.createCandidate({ email: 'zephirine.own@example.com' });
    for (let i = 0; i < 2; i++) {
      const own = await get('/en/saved-jobs', { cookie: candidate.cookie });
      expect(own.statusCode).toBe(200);
      expect(own.headers['x-page-cache']).toBe('bypass');
      expect(own.body).toContain('zephirine.own@example.com');
      expect(own.body).not.toContain('accountPending');
    }

    for (let i = 0; i < 2; i++) {
      const missing = await get('/en/no-such-page');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['x-page-cache']).toBe('miss');
    }
    for (let i = 0; i < 2; i++) {
      const guarded = await get('/en/profile');
      expect(guarded.statusCode).toBe(302);
      expect(guarded.headers['x-page-cache']).toBe('miss');
    }
  });

  it('renders a few pages at a time; the others wait for a turn', async () => {
    const renders = t.app.pageRenders;
    renders.peakRunning = 0;
    renders.peakWaiting = 0;
    const answers = await Promise.all(
      Array.from({ length: 3 * RENDER_CONCURRENCY }, (_, i) => get(`/en/jobs?page=1&q=turn${i}`)),
    );
    expect(answers.map((a) => `${a.statusCode} ${a.headers['x-page-cache']}`)).toEqual(
      answers.map(() => '200 miss'),
    );
    expect(renders.peakRunning).toBe(RENDER_CONCURRENCY);
    expect(renders.peakWaiting).toBeGreaterThan(0);
  });

  it('sends pages compressed as the browser accepts: a cached page as the gzip it keeps', async () => {
    const nonceOf = (res: { headers: Record<string, unknown> }) =>
      /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1]!;
    const same = (html: string, nonce: string) => html.replaceAll(nonce, 'NONCE');
    const first = await get('/en/jobs?q=compressed', { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['x-page-cache']).toBe('miss');
    // The page answered in the form it is stored in, with the nonce it was rendered with.
    expect(first.headers['content-encoding']).toBe('gzip');
    await t.app.pageCache.stored();
    const plain = await get('/en/jobs?q=compressed');
    expect(plain.headers['x-page-cache']).toBe('hit');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(same(gunzipSync(first.rawPayload).toString(), nonceOf(first))).toBe(
      same(plain.body, nonceOf(plain)),
    );
    const browser = await get('/en/jobs?q=compressed', { 'accept-encoding': 'gzip, deflate, br' });
    expect(browser.headers['x-page-cache']).toBe('hit');
    expect(browser.headers['content-encoding']).toBe('gzip');
    expect(browser.headers.vary).toContain('Accept-Encoding');
    // gunzip checks the CRC-32 the answer carries for its own nonce.
    const html = gunzipSync(browser.rawPayload).toString();
    expect(html).toContain(`nonce="${nonceOf(browser)}"`);
    expect(nonceOf(browser)).not.toBe(nonceOf(first));
    expect(same(html, nonceOf(browser))).toBe(same(plain.body, nonceOf(plain)));
    expect(browser.rawPayload.length).toBeLessThan(plain.body.length / 3);
    const br = await get('/en/jobs?q=compressed', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(same(brotliDecompressSync(br.rawPayload).toString(), nonceOf(br))).toBe(
      same(plain.body, nonceOf(plain)),
    );
  });

  it('compresses large API answers too', async () => {
    const res = await t.app.inject({
      url: '/api/jobboard/jobboard/offers?per_page=12',
      headers: { host: HOST, 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).data.length).toBeGreaterThan(0);
  });

  it('renders a crawler’s pages within its budget, then asks it to come back later', async () => {
    // A budget of its own, one render at once and one more every 10 s: with the default
    // (5 a second), a machine that takes over 200 ms a render earns a new one before the next
    // request and never refuses, which made this test fail on a busy CI machine.
    const slow = await createTestApp({
      env: { CRAWLER_RENDERS_PER_SECOND: '0.1' },
      registry: builtBrands(),
    });
    const crawl = (url: string, userAgent?: string) =>
      slow.app.inject({
        method: 'GET',
        url,
        headers: {
          host: HOST,
          accept: 'text/html',
          ...(userAgent ? { 'user-agent': userAgent } : {}),
        },
      });
    try {
      const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
      // A page in the cache is served to a crawler whatever its budget.
      expect((await crawl('/en/jobs')).statusCode).toBe(200);
      await slow.app.pageCache.stored();
      const started = performance.now();
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++)
        statuses.push((await crawl(`/en/jobs?q=crawl${i}`, googlebot)).statusCode);
      const earned = Math.floor((performance.now() - started) / 10_000);
      const rendered = statuses.filter((s) => s === 200).length;
      expect(rendered).toBeGreaterThanOrEqual(1);
      expect(rendered).toBeLessThanOrEqual(1 + earned);
      expect(statuses.filter((s) => s !== 200).every((s) => s === 503)).toBe(true);
      const refused = await crawl('/en/jobs?q=crawl-more', googlebot);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('30');
      expect((await crawl('/en/jobs', googlebot)).statusCode).toBe(200);
      // A visitor is not the crawler: their pages render.
      expect((await crawl('/en/jobs?q=visitor')).statusCode).toBe(200);
    } finally {
      await slow.close();
    }
  });

  it('can be turned off', async () => {
    const off = await createTestApp({
      env: { PAGE_CACHE_TTL_SECONDS: '0' },
      registry: builtBrands(),
    });
    try {
      const res = await off.app.inject({
        url: '/en',
        headers: { host: HOST, accept: 'text/html' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-page-cache']).toBeUndefined();
      expect(off.app.pageCache.size).toBe(0);
    } finally {
      await off.close();
    }
  });
});
