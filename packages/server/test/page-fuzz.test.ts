import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, ROUTE_NAMES, pathToUnsafe } from '@jobboard/core/routes';
import { generatedDir } from '@jobboard/manifest';
import { sameSitePath } from '@jobboard/contracts/safe-redirect';
import { createRandom } from '../src/lib/prng.js';
import { builtBrands, createTestApp, type TestApp, type TestUser } from './helper.js';

/**
 * The page-route fuzz (issue 13), in process: every route of the site's table, in both languages,
 * with hostile values in the path, the query, the headers (Host included) and the cookies, as a
 * visitor, a candidate and an employer. A fixed seed: the same requests on every run, so a
 * failure reproduces. Whatever comes in, the answer is below 500: a page, a redirect to this
 * site, or a 4xx whose JSON body is SPEC §8's `{ message }`.
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

  it('is the one the page was rendered with, for a cached copy too', async () => {
    const get = () =>
      t.app.inject({
        url: '/en/jobs',
        headers: { host: t.app.brands.all[0]!.hostKey, accept: 'text/html' },
      });
    const first = await get();
    expect(first.statusCode).toBe(200);
    const nonce = nonceOf(first.headers['content-security-policy']);
    expect(nonce).toBeDefined();
    expect(String(first.headers['content-security-policy'])).toContain(
      `style-src 'self' 'nonce-${nonce}'`,
    );
    // Every nonce the page's own tags carry is the answer's.
    const inPage = new Set([...first.body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
    expect([...inPage].filter((n) => n !== nonce)).toEqual([]);
    const second = await get();
    if (second.headers['x-page-cache'] === 'hit') {
      expect(second.body).toBe(first.body);
      expect(nonceOf(second.headers['content-security-policy'])).toBe(nonce);
    }
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
            const sameSite =
              sameSitePath(location) !== null || location.startsWith(`http://${host}/`);
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
