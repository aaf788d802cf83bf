import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '../src/lib/prng.js';
import { createTestApp, FIXTURE_BRANDS, type TestApp, type TestUser } from './helper.js';

/**
 * A sweep over every call of the OpenAPI document (so a new route is covered without a new test):
 * hostile path parameters, queries, bodies, headers (Host included) and cookies, as a visitor, a
 * candidate and an employer. Whatever comes in, the answer is a 4xx or a success, never a 5xx;
 * every 4xx is the JSON `{ message }` of docs/api.md#errors; the data already saved stays. The
 * header sweep draws from a seeded generator: the same requests on every run.
 */
const SEED = 13;

/** A 4xx answer of the API: JSON with a non-empty message (422 adds errors, 400 invalid_grant error). */
function errorShapeProblem(res: { statusCode: number; body: string }): string | null {
  if (res.statusCode < 400 || res.statusCode >= 500) return null;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `not JSON: ${res.body.slice(0, 60)}`;
  }
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== ''
    ? null
    : `no message: ${res.body.slice(0, 60)}`;
}
const BOARD = FIXTURE_BRANDS[0]!.name;

const HOSTILE_VALUES = [
  '-1',
  '0',
  '1.5',
  '99999999999999999999999',
  "1' OR '1'='1",
  '%00',
  '%E0%A4%A',
  'x'.repeat(5000),
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '🙂',
];
const HOSTILE_BODIES: unknown[] = [
  {},
  [],
  'text',
  null,
  { email: { $gt: '' }, password: ['a'], id: -1, page: 'x', lang: 'xx', jobboard: '../x' },
  { title_fr: 'x'.repeat(100_000), contents: { fr: { title: 1 } }, attributes: [{}, null, 'a'] },
  JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}'),
];

/** Bodies that do not parse: cut JSON, a multipart body with no boundary or a cut one. */
const BROKEN_BODIES: Array<[string, string]> = [
  ['application/json', '{"email": "a@b.ca", "password":'],
  ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="resume"\r\n\r\n%PDF'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="resume"; filename="a.pdf"\r\n\r\n%PDF-1.4',
  ],
];

interface OpenApiDoc {
  paths: Record<string, Record<string, unknown>>;
}

let t: TestApp;
let candidate: TestUser;
let employer: TestUser;
let calls: Array<{ method: string; path: string }>;

beforeAll(async () => {
  t = await createTestApp({ seed: 'demo', demoOffers: 20 });
  candidate = await t.createCandidate();
  employer = await t.createEmployer();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDoc;
  // The API only: the site's own routes (pages, robots.txt…) have the page-route fuzz.
  calls = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((method) => ({ method: method.toUpperCase(), path })),
    );
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** The path with each {param} filled: the board where one is named, the hostile value elsewhere. */
const fill = (path: string, value: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'jobboard' || name === 'board' ? BOARD : encodeURIComponent(value),
  );

describe('hostile input on every call of the API', () => {
  it('lists the API calls from the OpenAPI document', () => {
    expect(calls.length).toBeGreaterThan(40);
  });

  it('never answers 5xx, as a visitor, a candidate or an employer', async () => {
    const offersBefore = await t.app.inject({
      method: 'GET',
      url: `/api/jobboard/${BOARD}/offers?per_page=1`,
    });
    const failures: string[] = [];
    const sessions = [
      { who: 'visitor', cookie: '' },
      { who: 'candidate', cookie: candidate.cookie },
      { who: 'employer', cookie: employer.cookie },
    ];
    for (const { method, path } of calls) {
      if (path.startsWith('/api/docs')) continue;
      for (const { who, cookie } of sessions) {
        for (const [i, value] of HOSTILE_VALUES.entries()) {
          const body = HOSTILE_BODIES[i % HOSTILE_BODIES.length];
          const hasBody = method !== 'GET' && method !== 'DELETE';
          const res = await t.app.inject({
            method: method as 'GET',
            url: `${fill(path, value)}?page=${encodeURIComponent(value)}&j=${encodeURIComponent(value)}&q=${encodeURIComponent(value)}&lang=${encodeURIComponent(value)}`,
            headers: {
              cookie,
              // A forwarded address per request: the sweep is not a brute-force attack.
              'x-forwarded-for': `203.0.113.${i + 1}`,
              ...(hasBody ? { 'content-type': 'application/json' } : {}),
            },
            ...(hasBody ? { payload: JSON.stringify(body) } : {}),
          });
          if (res.statusCode >= 500)
            failures.push(`${who} ${method} ${path} [${value.slice(0, 20)}] → ${res.statusCode}`);
          const shape = errorShapeProblem(res);
          if (shape) failures.push(`${who} ${method} ${path} → ${res.statusCode} ${shape}`);
        }
        if (method === 'GET' || method === 'DELETE') continue;
        for (const [contentType, payload] of BROKEN_BODIES) {
          const res = await t.app.inject({
            method: method as 'POST',
            url: fill(path, '1'),
            headers: { cookie, 'content-type': contentType, 'x-forwarded-for': '203.0.113.99' },
            payload,
          });
          if (res.statusCode >= 500)
            failures.push(`${who} ${method} ${path} [${contentType}] → ${res.statusCode}`);
          const shape = errorShapeProblem(res);
          if (shape) failures.push(`${who} ${method} ${path} → ${res.statusCode} ${shape}`);
        }
      }
    }
    expect(failures).toEqual([]);
    const offersAfter = await t.app.inject({
      method: 'GET',
      url: `/api/jobboard/${BOARD}/offers?per_page=1`,
    });
    expect(offersAfter.json().meta.total).toBe(offersBefore.json().meta.total);
  }, 300_000);
});

describe('hostile headers and cookies on every call', () => {
  const HOSTS = [
    'localhost',
    `${BOARD}.test:99999`,
    `${BOARD}.test:-1`,
    'evil.example',
    'a b',
    '[::1',
    `www.${BOARD}.test.`,
    'x'.repeat(300),
  ];
  const COOKIES = [
    'jb_session=%00',
    `ats_session=${'x'.repeat(500)}`,
    'lg=xx',
    'lg=%E0%A4%A',
    'jb_session=; ats_session=',
    '=; ; ==',
  ];
  const ORIGINS = ['https://evil.example', 'null', 'not a url', `http://${BOARD}.test`];

  it('never answers 5xx, and every 4xx is { message }', async () => {
    const random = createRandom(SEED);
    const failures: string[] = [];
    let requests = 0;
    for (const { method, path } of calls) {
      if (path.startsWith('/api/docs')) continue;
      for (let i = 0; i < 4; i++) {
        const hasBody = method !== 'GET' && method !== 'DELETE';
        const session = random.pick(['', candidate.cookie, employer.cookie]);
        const headers: Record<string, string> = {
          host: random.chance(0.5) ? `${BOARD}.test` : random.pick(HOSTS),
          cookie: [session, random.pick(COOKIES)].filter(Boolean).join('; '),
          'x-forwarded-for': `198.51.100.${(requests % 250) + 1}`,
          'accept-language': random.pick(['fr', 'xx', '*', ';;;', 'en-CA,en;q=abc']),
        };
        if (random.chance(0.3)) headers.origin = random.pick(ORIGINS);
        if (random.chance(0.3))
          headers['sec-fetch-site'] = random.pick(['cross-site', 'same-site', 'none', '??']);
        if (hasBody) headers['content-type'] = 'application/json';
        requests++;
        const res = await t.app.inject({
          method: method as 'GET',
          url: fill(path, random.pick(HOSTILE_VALUES)),
          headers,
          ...(hasBody ? { payload: JSON.stringify(random.pick(HOSTILE_BODIES)) } : {}),
        });
        const label = `${method} ${path} host=${String(headers.host ?? '').slice(0, 30)}`;
        if (res.statusCode >= 500) failures.push(`${label} → ${res.statusCode}`);
        const shape = errorShapeProblem(res);
        if (shape) failures.push(`${label} → ${res.statusCode} ${shape}`);
      }
    }
    expect(requests).toBeGreaterThan(150);
    expect(failures.slice(0, 30)).toEqual([]);
  }, 300_000);
});

/**
 * Every route of the app as `{ method, path }`, read from Fastify's own route tree
 * (printRoutes): the routes the OpenAPI document hides are in it too.
 */
function appRoutes(tree: string): Array<{ method: string; path: string }> {
  const routes: Array<{ method: string; path: string }> = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    for (const method of match[3]!.split(', '))
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path });
  }
  return routes;
}

describe("keys that name an object's prototype, in the query of every route", () => {
  const QUERIES = [
    '__proto__=%00',
    'constructor=%00',
    'prototype=%00',
    '__proto__=x&constructor=x&prototype=x',
    '__proto__[x]=1&constructor[prototype][x]=1',
    'page=%00&__proto__=%00&constructor=%00',
  ];

  it('never answers 5xx, and every API 4xx is { message }', async () => {
    const routes = appRoutes(t.app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(80);
    const failures: string[] = [];
    for (const { method, path } of routes) {
      if (path.startsWith('/api/docs')) continue;
      // One value per parameter: the board where one is named, 1 elsewhere, x for a wildcard.
      const url = path
        .replace(/:(\w+)(?:\|:\w+)*/g, (_, name: string) =>
          name === 'jobboard' || name === 'board' ? BOARD : '1',
        )
        .replace(/\*$/, 'x');
      for (const session of ['', candidate.cookie, employer.cookie]) {
        for (const query of QUERIES) {
          const hasBody = method !== 'GET' && method !== 'DELETE';
          const res = await t.app.inject({
            method: method as 'GET',
            url: `${url}?${query}`,
            headers: {
              cookie: session,
              accept: 'application/json',
              'x-forwarded-for': '203.0.113.200',
              ...(hasBody ? { 'content-type': 'application/json' } : {}),
            },
            ...(hasBody ? { payload: '{}' } : {}),
          });
          const label = `${method} ${url}?${query}`;
          // Brands here are bare manifests: a site route answers 503 "not built" (helper.ts).
          const unbuilt = res.statusCode === 503 && res.body.includes('is not built');
          if (res.statusCode >= 500 && !unbuilt)
            failures.push(`${label} → ${res.statusCode} ${res.body}`);
          const shape = url.startsWith('/api/') ? errorShapeProblem(res) : null;
          if (shape) failures.push(`${label} → ${res.statusCode} ${shape}`);
        }
      }
    }
    expect(failures.slice(0, 30)).toEqual([]);
  }, 300_000);

  it('refuses a NUL under `__proto__` with the localized 422', async () => {
    const res = await t.app.inject({ url: `/api/jobboard/${BOARD}/offers?__proto__=%00` });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: {} });
  });
});
