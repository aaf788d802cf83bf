import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, ROUTE_NAMES, pathToUnsafe } from '@jobboard/contracts/routes';
import { generatedDir } from '@jobboard/manifest';
import { sameSitePath } from '@jobboard/contracts/safe-redirect';
import { createRandom } from '../src/lib/prng.js';
import { builtBrands, createTestApp, type TestApp, type TestUser } from './helper.js';

/**
 * The page-route fuzz, in process: every route of the site's table, in both languages,
 * with hostile values in the path, the query, the headers (Host included) and the cookies, as a
 * visitor, a candidate and an employer. A fixed seed: the same requests on every run, so a
 * failure reproduces. Whatever comes in, the answer is below 500: a page, a redirect to this
 * site, or a 4xx whose JSON body is `{ message }` (docs/api.md#errors).
 */
const SEED = 13;
/** Requests per route and language: ~40 routes × 2 × this ≈ 800 requests. */
const PER_ROUTE = 10;

const HOSTILE = [
  '-1',
  '0',
  '99999999999999999999',
  "x' OR '1'='1",
  '%00',
  '%0d%0aSet-Cookie:%20x=1',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  'x'.repeat(600),
  '%F0%9F%99%82',
  '%5C%5Cevil.example',
];
const HOSTILE_REDIRECTS = [
  '//evil.example',
  '/%5Cevil.example',
  '/%5C/evil.example',
  'https:evil.example',
  'javascript:alert(1)',
  '/fr%0d%0aLocation:%20//evil.example',
  `/${'a'.repeat(3000)}`,
  '%2F%2Fevil.example',
];

const built = existsSync(path.join(generatedDir(), 'ssr', 'entry-server.js'));

let t: TestApp;
let candidate: TestUser;
let employer: TestUser;
beforeAll(async () => {
  if (!built) throw new Error('The site is not built: run `pnpm build:site` first.');
  t = await createTestApp({ seed: 'demo', demoOffers: 10, registry: builtBrands() });
  candidate = await t.createCandidate();
  employer = await t.createEmployer();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the CSP nonce of a page', () => {
  const nonceOf = (csp: unknown) => /script-src [^;]*'nonce-([^']+)'/.exec(String(csp))?.[1];

  it('is new in every answer, a cached copy too, and the one its tags carry', async () => {
    const get = () =>
      t.app.inject({
        url: '/en/jobs',
        headers: { host: t.app.brands.all[0]!.hostKey, accept: 'text/html' },
      });
    const answers = [await get(), await get(), await get()];
    expect(answers.map((a) => a.headers['x-page-cache'])).toEqual(['miss', 'hit', 'hit']);
    const nonces = answers.map((a) => nonceOf(a.headers['content-security-policy']));
    expect(new Set(nonces).size).toBe(3);
    for (const [i, answer] of answers.entries()) {
      expect(answer.statusCode).toBe(200);
      const nonce = nonces[i]!;
      expect(String(answer.headers['content-security-policy'])).toContain(
        `style-src 'self' 'nonce-${nonce}'`,
      );
      const inPage = [...answer.body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
      expect(inPage.length).toBeGreaterThan(0);
      expect(inPage.filter((n) => n !== nonce)).toEqual([]);
    }
    // The same page otherwise: only the nonce differs.
    expect(answers[1]!.body.replaceAll(nonces[1]!, 'N')).toBe(
      answers[0]!.body.replaceAll(nonces[0]!, 'N'),
    );
  });

  it('is new in every compressed answer of a cached page', async () => {
    const get = () =>
      t.app.inject({
        url: '/fr',
        headers: {
          host: t.app.brands.all[0]!.hostKey,
          accept: 'text/html',
          'accept-encoding': 'br',
        },
      });
    const answers = [await get(), await get()];
    expect(answers[1]!.headers['x-page-cache']).toBe('hit');
    const bodies = answers.map((a) => brotliDecompressSync(a.rawPayload).toString('utf8'));
    const nonces = answers.map((a) => nonceOf(a.headers['content-security-policy'])!);
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const [i, body] of bodies.entries()) expect(body).toContain(`nonce="${nonces[i]}"`);
  });
});

describe('a NUL character in a page address', () => {
  const page = (url: string) =>
    t.app.inject({ url, headers: { host: t.app.brands.all[0]!.hostKey, accept: 'text/html' } });

  it('in the query: the same page without that parameter, never the API’s JSON', async () => {
    const res = await page('/fr/emplois?q=%00&sort=date');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/fr/emplois?sort=date');
    expect((await page(res.headers.location!)).statusCode).toBe(200);
    const named = await page('/en?x%00=1');
    expect(named.headers.location).toBe('/en');
  });

  it('in the path: the site’s 404 page', async () => {
    const res = await page('/fr/emplois%00');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('still a 422 from the API', async () => {
    const res = await t.app.inject({
      url: '/api/noc-job-titles?title=%00',
      headers: { host: t.app.brands.all[0]!.hostKey },
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('paths that are no URL, over a real socket', () => {
  /** The raw request line: an HTTP client library would clean these paths up first. */
  const rawGet = (port: number, target: string) =>
    new Promise<{ status: number; type: string }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `GET ${target} HTTP/1.1\r\nHost: ${t.app.brands.all[0]!.hostKey}\r\nAccept: text/html\r\nConnection: close\r\n\r\n`,
        );
      });
      let data = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (data += chunk));
      socket.on('error', reject);
      socket.on('end', () => {
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0);
        const type = /\r\ncontent-type: ([^\r]*)/i.exec(data)?.[1] ?? '';
        resolve({ status, type });
      });
    });

  it('answer the 404 page or a 400, never a 5xx', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    const results: string[] = [];
    for (const target of [
      '/\\',
      '/\\/',
      '/\\\\evil.example',
      '/\\/evil.example/x',
      '//',
      '///x',
      '/fr/\\',
    ]) {
      const { status, type } = await rawGet(port, target);
      if (!(status === 404 || status === 400 || (status >= 200 && status < 400)))
        results.push(`${target} → ${status}`);
      if (status === 404 && !type.includes('text/html')) results.push(`${target} → 404 ${type}`);
    }
    expect(results).toEqual([]);
  });
});

describe('every page route with hostile input', () => {
  it('never answers 5xx; errors are pages or { message }; redirects stay on the site', async () => {
    const random = createRandom(SEED);
    const brand = t.app.brands.all[0]!;
    const hosts = [
      brand.hostKey,
      `www.${brand.hostKey}:8443`,
      'localhost:3000',
      `${brand.hostKey}:99999`,
      `${brand.hostKey}:abc`,
      'evil.example',
      'a b',
    ];
    const accepts = [
      'text/html',
      'text/html,application/xhtml+xml,*/*;q=0.8',
      '*/*',
      'application/json',
    ];
    const failures: string[] = [];
    let requests = 0;
    for (const name of ROUTE_NAMES) {
      for (const lang of LANGS) {
        for (let i = 0; i < PER_ROUTE; i++) {
          const value = random.pick(HOSTILE);
          // Raw values: what a hand-typed or forged URL may hold (pathToUnsafe encodes them).
          const params = new Proxy({}, { get: () => value }) as Record<string, string>;
          const pathname = pathToUnsafe(name, lang, params).replace(/%25/g, '%');
          const query = [
            random.chance(0.5) ? `redirect=${random.pick(HOSTILE_REDIRECTS)}` : '',
            random.chance(0.5) ? `page=${random.pick(HOSTILE)}` : '',
            random.chance(0.3) ? `q=${random.pick(HOSTILE)}&lg=${random.pick(HOSTILE)}` : '',
          ]
            .filter(Boolean)
            .join('&');
          const who = random.pick(['visitor', 'candidate', 'employer'] as const);
          const session =
            who === 'candidate' ? candidate.cookie : who === 'employer' ? employer.cookie : '';
          const cookie = [
            session,
            random.chance(0.3) ? `lg=${encodeURIComponent(random.pick(HOSTILE))}` : '',
            random.chance(0.2) ? `jb_session=${encodeURIComponent(random.pick(HOSTILE))}` : '',
            random.chance(0.2) ? `i18n_redirected=${encodeURIComponent(random.pick(HOSTILE))}` : '',
          ]
            .filter(Boolean)
            .join('; ');
          const host = random.chance(0.8) ? hosts[0]! : random.pick(hosts);
          const url = query ? `${pathname}?${query}` : pathname;
          const label = `${who} ${host} ${url.slice(0, 100)}`;
          requests++;
          let res;
          try {
            res = await t.app.inject({
              method: 'GET',
              url,
              headers: {
                host,
                cookie,
                accept: random.pick(accepts),
                'accept-language': random.chance(0.2) ? random.pick(HOSTILE) : 'fr-CA',
              },
            });
          } catch (error) {
            failures.push(`${label} → threw ${(error as Error).message}`);
            continue;
          }
          const status = res.statusCode;
          if (status >= 500) {
            failures.push(`${label} → ${status}`);
            continue;
          }
          if (status >= 300 && status < 400) {
            const location = String(res.headers.location ?? '');
            // This site: a path, this host, or the brand's canonical origin (its other hosts are
            // sent there: PUBLIC_ORIGIN is http://{host} here).
            const sameSite =
              sameSitePath(location) !== null ||
              location.startsWith(`http://${host}/`) ||
              location.startsWith(`http://${brand.hostKey}/`);
            if (!sameSite) failures.push(`${label} → ${status} to ${location.slice(0, 80)}`);
            continue;
          }
          if (status >= 400) {
            const type = String(res.headers['content-type'] ?? '');
            if (type.includes('text/html')) continue; // the site's own error page
            let body: unknown;
            try {
              body = res.json();
            } catch {
              body = undefined;
            }
            const message = (body as { message?: unknown } | undefined)?.message;
            if (typeof message !== 'string' || message === '')
              failures.push(`${label} → ${status} without { message }: ${res.body.slice(0, 80)}`);
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(600);
    expect(failures.slice(0, 30)).toEqual([]);
  }, 600_000);
});
