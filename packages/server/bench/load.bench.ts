/**
 * Load scenario (a script, not a test): `pnpm bench:load [--users 100] [--duration 60]
 * [--db pglite|postgres] [--database-url postgres://…] [--workers N] [--port 3420] [--cpu-prof <dir>]`.
 *
 * Starts the real server (src/server.ts in a child process, so the load generator does not share
 * its event loop) on 127.0.0.1 with a fresh, seeded demo database — embedded PGlite in a temporary
 * DATA_DIR by default; with `--db postgres` a database `bench_load_<random>` created on the server
 * of `--database-url` / BENCH_DATABASE_URL / DATABASE_URL (a role with CREATEDB, e.g. the test
 * cluster of scripts/pg-test-cluster.sh) and dropped after the run. The site is built first
 * (`pnpm build:site`) only when `.generated/ssr` is missing.
 *
 * Then N virtual users each loop, with ~1 s of think time between actions (0.5–1.5 s):
 *   home page → search page with random filters → an offer page and its view beacon (after each,
 *        a signed-in user asks /me, and on the offer the offer, as a browser does once a page
 *        the same for every visitor has hydrated) →
 *   10 %: the Apply click's beacon, then apply with a resume — half register in the same step (multipart apply-register, a new
 *        visitor each time), half as signed-in candidates (sign-up and the mailed confirmation
 *        link, read from DATA_DIR/outbox, the first time; a resume uploaded once; then the JSON
 *        apply) →
 *   2 %: log in (their own account; a visitor without one signs up, then logs in).
 * Requests go through node:http with the brand's Host header (Node's fetch drops Host), like a
 * browser: Accept-Encoding br/gzip, cookies kept per user, Origin and Sec-Fetch-Site on writes.
 *
 * Rate limits stay ON (the server runs exactly as in production): instead of turning them off,
 * the clients are spread as real visitors are — each virtual user sends from its own loopback
 * address (127.0.x.y, all of 127/8 reaches loopback on Linux), so the per-IP limits (10 logins,
 * 5 sign-ups a minute) never trip for one user's few requests. A new visitor who registers as
 * they apply is a new person: they come from a new address (127.1.x.y …), with a new connection.
 * From the user's own address, a user who applied that way six times within a minute met the
 * sign-up limit (a 429 in two runs of about forty).
 *
 * Prints per-route req/s and p50/p95/p99 (ms), each page's p50/p99 per page-cache answer (hit,
 * miss, bypass), the requests over 300 ms by second of the run (a cold start or a burst shows
 * there), errors by status, the machine's load average and
 * the CPU used by the server and by this generator, the server's peak memory; then stops the server and checks in its
 * database that every acknowledged application exists (201 apply: by id; 202 apply-register: by e-mail). Exit code 1 on any error or missing
 * application; the latency targets (PostgreSQL p99 ≤ 300 ms, PGlite p99 ≤ 1 s) are printed.
 * `--workers N` (PostgreSQL only) runs the server as a cluster of N processes on the port
 * (WORKERS=N, src/cluster.ts); the load starts once all N listen, and the server CPU printed is
 * the sum of the primary's and its workers'.
 * `--cpu-prof <dir>` runs the server under `node --cpu-prof` (read it with bench/cpu-profile-top.ts).
 *
 * Issue 32's figures, printed after the table: the worst second after the first 5 s (the share
 * of answers over 300 ms) and how many seconds passed 10 %; p99 of the first 10 s against the
 * rest (a cold start shows there); the server's memory idle before the load and its peak during
 * it (the load meets a process started on the seeded data, not the one that seeded: that one's
 * idle memory is printed on its own line); its CPU per request. Then, with `--cpu-requests N` (40 by
 * default, 0 skips it), each route kind (home, search, offer, company, apply pages, rendered;
 * sign-in) asked N times one at a time: the server's CPU per request, its main thread's, and the
 * main thread's top ten functions from a CPU profile of those requests.
 * `--crawler N` adds a search engine's crawler reading every sitemap URL of the boards, N a
 * second, beside the users; its answers are reported on their own line, not in the users' p99.
 * `--node-flags "<flags>"` replaces the server's V8 flags (SERVER_NODE_FLAGS) for a comparison.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  answersHealth,
  startServerProcess,
  type ServerProcess,
} from '@jobboard/launch/server-process';
import { generatedDir } from '@jobboard/manifest';
import { PGLITE_EXTENSIONS } from '../src/db/client.js';
import { SERVER_NODE_FLAGS, SERVER_PROCESS_ENV } from '../src/config/node-flags.js';
import { throwawayDatabase } from '@jobboard/launch/databases';
import { summarizeProfile, type CpuProfile } from './lib/cpu-profile.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '100' },
    duration: { type: 'string', default: '60' },
    db: { type: 'string', default: 'pglite' },
    'database-url': { type: 'string' },
    port: { type: 'string', default: '3420' },
    workers: { type: 'string', default: '1' },
    'cpu-prof': { type: 'string' },
    'think-ms': { type: 'string', default: '1000' },
    'apply-rate': { type: 'string', default: '0.10' },
    'login-rate': { type: 'string', default: '0.02' },
    /** Extra environment for the server, NAME=value, repeatable (e.g. PAGE_CACHE_TTL_SECONDS=0). */
    env: { type: 'string', multiple: true, default: [] },
    /** V8 flags for the server instead of SERVER_NODE_FLAGS (space-separated; '' for none). */
    'node-flags': { type: 'string' },
    /** A search-engine crawler beside the users: every sitemap URL of every brand, N a second. */
    crawler: { type: 'string', default: '0' },
    /** Requests a route kind in the CPU phase after the load (0: no CPU phase). */
    'cpu-requests': { type: 'string', default: '40' },
  },
});

const USERS = positiveInt(args.users, 'users');
const DURATION_S = positiveInt(args.duration, 'duration');
const PORT = positiveInt(args.port, 'port');
const WORKERS = positiveInt(args.workers, 'workers');
const THINK_MS = Number(args['think-ms']);
const APPLY_RATE = Number(args['apply-rate']);
const LOGIN_RATE = Number(args['login-rate']);
const CRAWLER_RATE = Number(args.crawler);
const CPU_REQUESTS = Number(args['cpu-requests']);
/**
 * The users' routes that hash a password (argon2id, 12–15 ms of a core each, in a low-priority
 * thread; scrypt took 150–190 until 2026-12-06). The report prints the users' total without them
 * beside the whole total: with scrypt, a few sign-ups a second took a third of the server's
 * processor on two cores, and their own answers were most of the slowest 2 %, which hid what
 * browsing visitors get.
 */
const PASSWORD_HASHING_ROUTES = new Set([
  'POST /api/jobboard/signup',
  'POST apply-register',
  'POST login',
]);
/** The crawler's route: its answers are reported apart from the users'. */
const CRAWLER_ROUTE = 'GET crawler (sitemap URLs)';
const DB_KIND = args.db === 'postgres' ? 'postgres' : 'pglite';
if (args.db !== 'pglite' && args.db !== 'postgres') fail(`--db must be pglite or postgres`);
if (WORKERS > 1 && DB_KIND !== 'postgres')
  fail('--workers above 1 needs --db postgres (PGlite is one process)');
/** The candidate session cookie (plugins/auth.ts SESSION_COOKIES.jobboard). */
const CANDIDATE_SESSION_COOKIE = 'jb_session';
/** A request still unanswered after this counts as an error (a time-out). */
const REQUEST_TIMEOUT_MS = 30_000;
const TARGET_P99_MS = DB_KIND === 'postgres' ? 300 : 1000;

function positiveInt(value: string | undefined, name: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) fail(`--${name} must be a positive integer`);
  return n;
}
function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/* ------------------------------------------------------------------ HTTP client */

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One route's figures. */
interface RouteStats {
  latencies: number[];
  statuses: Map<number | string, number>;
  errors: number;
}
const stats = new Map<string, RouteStats>();
const routeStats = (route: string) => {
  let s = stats.get(route);
  if (!s) stats.set(route, (s = { latencies: [], statuses: new Map(), errors: 0 }));
  return s;
};
let measuring = false;
/** x-page-cache answers per page route: hit (shared copy), miss, bypass (a signed-in visitor). */
const pageCache: Record<string, Record<string, number>> = {};
/** Their latencies, per route and answer: where a page's tail comes from. */
const pageCacheLatencies: Record<string, Record<string, number[]>> = {};
/** Requests slower than the PostgreSQL target, per second of the run: a burst or a steady tail. */
const slowPerSecond = new Map<number, number>();
/** The users' answers per second of the run, and how many of them took over 300 ms. */
const answersPerSecond = new Map<number, { answers: number; slow: number }>();
/** The users' latencies in the run's first 10 s, and after. */
const firstTenSeconds: number[] = [];
const afterTenSeconds: number[] = [];
let measureStart = 0;

function record(route: string, ms: number, status: number | string, ok: boolean) {
  if (!measuring) return;
  const s = routeStats(route);
  s.latencies.push(ms);
  s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1);
  if (!ok) s.errors++;
}

interface Visitor {
  host: string;
  localAddress: string;
  agent: http.Agent;
  cookies: Map<string, string>;
}

function send(
  v: Visitor,
  method: string,
  urlPath: string,
  options: { headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const cookie = [...v.cookies].map(([k, val]) => `${k}=${val}`).join('; ');
    const headers: Record<string, string> = {
      host: v.host,
      'accept-encoding': 'br, gzip',
      'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8',
      'user-agent': 'jobboard-load-bench',
      ...(cookie ? { cookie } : {}),
      ...(method !== 'GET'
        ? { origin: `http://${v.host}`, 'sec-fetch-site': 'same-origin' }
        : { 'sec-fetch-site': 'none' }),
      ...options.headers,
    };
    const body = options.body;
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path: urlPath,
        headers,
        setHost: false,
        agent: v.agent,
        localAddress: v.localAddress,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          for (const line of res.headers['set-cookie'] ?? []) {
            const [pair] = line.split(';');
            const eq = pair!.indexOf('=');
            const name = pair!.slice(0, eq).trim();
            const value = pair!.slice(eq + 1).trim();
            // An expired cookie (sign-out, a replaced session) is dropped, like a browser does.
            if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) v.cookies.delete(name);
            else v.cookies.set(name, value);
          }
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** A timed request: 2xx and 3xx are successes, anything else (and no answer) an error. */
async function timed(
  v: Visitor,
  route: string,
  method: string,
  urlPath: string,
  options?: { headers?: Record<string, string>; body?: Buffer | string },
): Promise<Answer | null> {
  const start = performance.now();
  try {
    const answer = await send(v, method, urlPath, options);
    const ok = answer.status < 400;
    const ms = performance.now() - start;
    // An error is counted with the start of its message: a 403 says which rule refused it.
    record(
      route,
      ms,
      ok ? answer.status : `${answer.status} ${answer.body.toString('utf8').slice(0, 120)}`,
      ok,
    );
    const cached = answer.headers['x-page-cache'];
    if (measuring && typeof cached === 'string') {
      const counts = (pageCache[route] ??= {});
      counts[cached] = (counts[cached] ?? 0) + 1;
      ((pageCacheLatencies[route] ??= {})[cached] ??= []).push(ms);
    }
    if (measuring && route !== CRAWLER_ROUTE) {
      const second = Math.floor((start - measureStart) / 1000);
      if (ms > 300) slowPerSecond.set(second, (slowPerSecond.get(second) ?? 0) + 1);
      const counts = answersPerSecond.get(second) ?? { answers: 0, slow: 0 };
      counts.answers++;
      if (ms > 300) counts.slow++;
      answersPerSecond.set(second, counts);
      (second < 10 ? firstTenSeconds : afterTenSeconds).push(ms);
    }
    return ok ? answer : null;
  } catch (error) {
    record(route, performance.now() - start, (error as Error).message, false);
    return null;
  }
}

// Answers of many shapes, read field by field in a benchmark script: not worth a schema each.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const json = (answer: Answer) => JSON.parse(answer.body.toString('utf8')) as Record<string, any>;

function multipart(
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; data: Buffer },
) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, val] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${val}\r\n`),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    body: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small but real PDF (the server sniffs %PDF-), about 20 KB like a short résumé. */
const RESUME = Buffer.concat([
  Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
  Buffer.from(`% ${'resume '.repeat(2800)}\n`),
  Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n'),
]);

/* ------------------------------------------------------------------ the scenario */

interface BoardData {
  key: string;
  host: string;
  offers: { id: number; slug: { fr: string; en: string } }[];
  companies: { id: number; slug: string }[];
  categories: number[];
  cities: number[];
  schedules: number[];
}

const KEYWORDS = [
  'infirmier',
  'développeur',
  'comptable',
  'vente',
  'préposé',
  'manager',
  'analyst',
  'technicien',
  'réception',
  'avocat',
  'enseignant',
  'courtier',
];
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const think = () => sleep(THINK_MS * (0.5 + Math.random()));

const PATHS = {
  home: { fr: '/fr', en: '/en' },
  search: { fr: '/fr/trouver-un-emploi', en: '/en/find-a-job' },
  offer: { fr: '/fr/offre', en: '/en/offer' },
  apply: { fr: 'application', en: 'apply' },
};

function searchQuery(board: BoardData): string {
  const q = new URLSearchParams();
  if (Math.random() < 0.4) q.set('q', pick(KEYWORDS));
  if (Math.random() < 0.4 && board.categories.length)
    q.set('category', String(pick(board.categories)));
  if (Math.random() < 0.3 && board.cities.length) q.set('city', String(pick(board.cities)));
  if (Math.random() < 0.2 && board.schedules.length)
    q.set('schedule', String(pick(board.schedules)));
  if (Math.random() < 0.15) q.set('page', '2');
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * The confirmation links the server mailed, by address: without SMTP the server writes each mail
 * to DATA_DIR/outbox as JSON (services/mail.ts). A new candidate confirms their address before
 * applying, as the server requires (an unconfirmed account cannot apply).
 */
let outboxDir = '';
const confirmationLinks = new Map<string, string>();
const outboxRead = new Set<string>();
function readOutbox(): void {
  let names: string[];
  try {
    names = readdirSync(outboxDir);
  } catch {
    return; // no mail yet
  }
  for (const name of names) {
    if (!name.endsWith('.json') || outboxRead.has(name)) continue;
    outboxRead.add(name);
    try {
      const mail = JSON.parse(readFileSync(path.join(outboxDir, name), 'utf8')) as {
        to: string;
        template: string;
        data?: { url?: string };
      };
      if (mail.template === 'email-confirmation' && mail.data?.url)
        confirmationLinks.set(mail.to, mail.data.url);
    } catch {
      outboxRead.delete(name); // still being written: read it next time
    }
  }
}
/** The address's confirmation link once mailed (read every 200 ms), or null after 20 s. */
async function confirmationLinkOf(email: string): Promise<string | null> {
  for (let waited = 0; waited < 20_000; waited += 200) {
    readOutbox();
    const link = confirmationLinks.get(email);
    if (link) return link;
    await sleep(200);
  }
  return null;
}

/** Applications the server acknowledged (201): the database must hold every one. */
const acknowledged: number[] = [];
/** Apply-register answers (202) for new addresses: each one's application must be stored. */
const acknowledgedByEmail: string[] = [];
let visitorsCreated = 0;
let visitorAddresses = 0;
/** 127.1.0.1 … : past the users' own addresses (127.0.x.y), one per new visitor. */
function newVisitorAddress(): string {
  const n = visitorAddresses++;
  return `127.${1 + Math.floor(n / 62_500)}.${Math.floor(n / 250) % 250}.${1 + (n % 250)}`;
}

async function virtualUser(index: number, board: BoardData, stopAt: number): Promise<void> {
  const lang = index % 3 === 0 ? 'en' : 'fr';
  const v: Visitor = {
    host: board.host,
    // 127.0.1.1 … : a distinct source address per user (see the file comment on rate limits).
    localAddress: `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`,
    agent: new http.Agent({ keepAlive: true, maxSockets: 4 }),
    cookies: new Map(),
  };
  let account: { email: string; password: string } | null = null;
  let signedIn = false;
  let resumeId: number | null = null;
  const applied = new Set<number>();
  const newIdentity = () => {
    visitorsCreated++;
    return {
      email: `bench-${process.pid}-${index}-${visitorsCreated}-${randomBytes(3).toString('hex')}@load.example.com`,
      password: `bench-pass-${randomBytes(6).toString('hex')}`,
    };
  };

  /** Signed in = the candidate session cookie is in the jar (the server decides, not the script). */
  const isSignedIn = () => v.cookies.has(CANDIDATE_SESSION_COOKIE);
  const logIn = async () => {
    if (!account) return;
    await timed(v, 'POST login', 'POST', '/api/jobboard/auth/login', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    signedIn = isSignedIn();
  };
  // Sign-up answers 202 whether or not the e-mail is taken (no enumeration) and opens no
  // session: the new candidate then signs in.
  const signUp = async () => {
    const id = newIdentity();
    const answer = await timed(v, 'POST /api/jobboard/signup', 'POST', '/api/jobboard/signup', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...id,
        first_name: 'Bench',
        last_name: `User ${index}`,
        jobboard: board.key,
        lg: lang,
      }),
    });
    if (!answer) return;
    account = id;
    resumeId = null;
    await confirm();
  };
  // The mail's link: confirming signs the new account in (routes/api/auth/email-confirmation.ts).
  // An account made by apply-and-register is confirmed the same way before it applies again
  // (an unconfirmed account cannot apply: 403).
  let unconfirmed = false;
  const confirm = async () => {
    const link = await confirmationLinkOf(account!.email);
    const [selector, token] = link ? new URL(link).pathname.split('/').slice(-2) : [];
    if (selector && token)
      await timed(v, 'POST /api/email-confirmation', 'POST', '/api/email-confirmation', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ selector, token }),
      });
    else record('POST /api/email-confirmation', 0, 'no confirmation mail in 20 s', false);
    unconfirmed = false;
    signedIn = isSignedIn();
    if (!signedIn) await logIn();
  };

  /**
   * What a browser with a session asks once a page the same for every visitor (routes.ts
   * `shared`: the server rendered it without the session) has hydrated, both at once: who is
   * signed in, and on an offer whether they applied.
   */
  const askOwnParts = async (offerId?: number) => {
    if (!isSignedIn()) return;
    const json = { headers: { accept: 'application/json' } };
    await Promise.all([
      timed(v, 'GET me (after a shared page)', 'GET', `/api/jobboard/${board.key}/me`, json),
      offerId === undefined
        ? null
        : timed(
            v,
            'GET offer (after a shared page)',
            'GET',
            `/api/jobboard/${board.key}/offers/${offerId}`,
            json,
          ),
    ]);
  };

  // Users arrive over the first think time rather than all in the same millisecond.
  await sleep(Math.random() * THINK_MS);
  try {
    while (performance.now() < stopAt) {
      await timed(v, 'GET home page', 'GET', PATHS.home[lang], {
        headers: { accept: 'text/html' },
      });
      await askOwnParts();
      await think();
      if (performance.now() >= stopAt) break;
      await timed(v, 'GET search page', 'GET', PATHS.search[lang] + searchQuery(board), {
        headers: { accept: 'text/html' },
      });
      await askOwnParts();
      await think();
      if (performance.now() >= stopAt) break;
      const candidates = board.offers.filter((o) => !applied.has(o.id));
      const offer = pick(candidates.length ? candidates : board.offers);
      const offerPath = `${PATHS.offer[lang]}/${offer.slug[lang]}/${offer.id}`;
      await timed(v, 'GET offer page', 'GET', offerPath, { headers: { accept: 'text/html' } });
      await askOwnParts(offer.id);
      // The page's view beacon, sent as soon as the page is up (docs/employers.md#offer-statistics).
      await timed(
        v,
        'POST offer view',
        'POST',
        `/api/jobboard/${board.key}/offers/${offer.id}/events/view`,
      );
      await think();
      if (performance.now() >= stopAt) break;

      if (Math.random() < APPLY_RATE && !applied.has(offer.id)) {
        await timed(
          v,
          'POST apply click',
          'POST',
          `/api/jobboard/${board.key}/offers/${offer.id}/events/apply-click`,
        );
        await timed(v, 'GET apply page', 'GET', `${offerPath}/${PATHS.apply[lang]}`, {
          headers: { accept: 'text/html' },
        });
        await think();
        if (Math.random() < 0.5) {
          // A new visitor registering and applying in one form.
          const id = newIdentity();
          const form = multipart(
            {
              email: id.email,
              password: id.password,
              first_name: 'Bench',
              last_name: `Applicant ${index}`,
              message: 'Bonjour, voici ma candidature.',
              lg: lang,
            },
            { field: 'resume', name: 'cv.pdf', type: 'application/pdf', data: RESUME },
          );
          v.cookies.clear();
          v.localAddress = newVisitorAddress();
          v.agent.destroy();
          v.agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
          const answer = await timed(
            v,
            'POST apply-register',
            'POST',
            `/api/jobboard/${board.key}/offers/${offer.id}/apply-register`,
            form,
          );
          // 202 and no session, whether or not the e-mail was taken (no enumeration): the
          // application of a new address is stored before the answer; this visitor has an
          // account now (unconfirmed) and signs in with it when it next needs to.
          if (answer) {
            acknowledgedByEmail.push(id.email);
            applied.clear();
            applied.add(offer.id);
            account = id;
            unconfirmed = true;
            signedIn = isSignedIn();
            resumeId = null;
          }
        } else {
          // Signed in or not (the log-in step may have signed an unconfirmed account in).
          if (account && unconfirmed) await confirm();
          else if (!signedIn) {
            if (account) await logIn();
            else await signUp();
          }
          if (signedIn && resumeId === null) {
            const form = multipart(
              { type: 'resume' },
              { field: 'file', name: 'cv.pdf', type: 'application/pdf', data: RESUME },
            );
            const answer = await timed(
              v,
              'POST upload resume',
              'POST',
              `/api/jobboard/${board.key}/user/documents`,
              form,
            );
            if (answer) resumeId = json(answer).data.id;
            signedIn = isSignedIn();
          }
          if (signedIn && resumeId !== null) {
            const answer = await timed(
              v,
              'POST apply',
              'POST',
              `/api/jobboard/${board.key}/offers/${offer.id}/apply`,
              {
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ resume_id: resumeId, message: 'Bonjour !' }),
              },
            );
            if (answer) {
              acknowledged.push(json(answer).data.id);
              applied.add(offer.id);
            }
          }
        }
        await think();
      }

      if (Math.random() < LOGIN_RATE) {
        if (account) await logIn();
        else await signUp();
        await think();
      }
    }
  } finally {
    v.agent.destroy();
  }
}

/* ------------------------------------------------------------------ server and database */

async function prepareDatabase(): Promise<{ url?: string; drop?: () => Promise<void> }> {
  if (DB_KIND === 'pglite') return {};
  const adminUrl =
    args['database-url'] ?? process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!adminUrl)
    fail(
      '--db postgres needs --database-url (or BENCH_DATABASE_URL / DATABASE_URL): a role with CREATEDB, ' +
        'e.g. packages/server/scripts/pg-test-cluster.sh start → postgres://app:app@127.0.0.1:5433/app',
    );
  return throwawayDatabase(adminUrl, 'bench_load');
}

/**
 * The server on PORT, its own errors shown as they come (a 5xx is logged at error level with its
 * request id: an error the load met is then explained beside its count); resolves once it
 * answers and, as a cluster, once every worker listens (the primary's banner).
 */
function startServer(
  dataDir: string,
  databaseUrl?: string,
  { profile = true } = {},
): Promise<ServerProcess> {
  const extraEnv = Object.fromEntries(
    (args.env ?? []).map((pair) => {
      const eq = pair.indexOf('=');
      return [pair.slice(0, eq), pair.slice(eq + 1)];
    }),
  );
  const flags =
    args['node-flags'] !== undefined
      ? args['node-flags'].split(/\s+/).filter(Boolean)
      : SERVER_NODE_FLAGS;
  const nodeArgs = [...flags, '--import', 'tsx'];
  if (args['cpu-prof'] && profile)
    nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${path.resolve(args['cpu-prof'])}`);
  let partial = '';
  return startServerProcess({
    port: PORT,
    command: {
      file: process.execPath,
      args: [...nodeArgs, path.join(repoRoot, 'packages/server/src/server.ts')],
    },
    env: {
      ...SERVER_PROCESS_ENV,
      // The server must not pick up a DATABASE_URL of the shell when the run is on PGlite.
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      DEFAULT_BRAND: 'jobboard',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: randomBytes(24).toString('hex'),
      WORKERS: String(WORKERS),
      // The CPU phase after the load profiles each route kind (routes/dev-cpu-profile.ts).
      CPU_PROFILE_ROUTES: 'true',
      ...extraEnv,
    },
    // A first start seeds the demo board: minutes on a busy machine.
    timeoutMs: 300_000,
    ready: async (port, log) =>
      (await answersHealth(port)) && (WORKERS === 1 || log.includes('processes on port')),
    onOutput: (chunk, stream) => {
      if (stream === 'stderr') {
        process.stderr.write(`[server] ${chunk}`);
        return;
      }
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        // Not a log line: V8's own output (--node-flags "--trace-gc"), shown as it comes.
        if (!line.startsWith('{')) {
          if (line.trim()) process.stderr.write(`[server] ${line}\n`);
          continue;
        }
        try {
          if ((JSON.parse(line) as { level?: number }).level! >= 50)
            process.stderr.write(`[server] ${line.slice(0, 2000)}\n`);
        } catch {
          /* not a log line */
        }
      }
    },
  });
}

/** The server process and its children (a cluster's workers), from /proc (Linux). */
function serverProcesses(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
    return [pid, ...children];
  } catch {
    return [pid]; // no such process
  }
}

/** CPU seconds of the server's processes. */
function treeCpuSeconds(pid: number): number {
  return serverProcesses(pid).reduce((sum, p) => sum + processCpuSeconds(p), 0);
}

/** The server's peak resident memory (VmHWM), summed over its processes, in MB (Linux). */
function treePeakRssMb(pid: number): number {
  const peak = (p: number) => {
    try {
      const kb = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1];
      return Number(kb) / 1024;
    } catch {
      return NaN;
    }
  };
  return serverProcesses(pid).reduce((sum, p) => sum + peak(p), 0);
}

/** The server's resident memory now (VmRSS), summed over its processes, in MB (Linux). */
function treeRssMb(pid: number): number {
  const rss = (p: number) => {
    try {
      const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1];
      return Number(kb) / 1024;
    } catch {
      return NaN;
    }
  };
  return serverProcesses(pid).reduce((sum, p) => sum + rss(p), 0);
}

/**
 * Forgets the server's peak memory so far (Linux: 5 to /proc/PID/clear_refs resets VmHWM), so that
 * the peak printed is the load's, not the first start's seeding.
 */
function resetPeakRss(pid: number): void {
  for (const p of serverProcesses(pid)) {
    try {
      writeFileSync(`/proc/${p}/clear_refs`, '5');
    } catch {
      /* not allowed here: the peak then includes the start */
    }
  }
}

/** CPU seconds (user + system) of a process's main thread alone, from /proc (Linux). */
function mainThreadCpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** Core-seconds the whole machine has been busy since it booted, from /proc/stat (Linux; 0 elsewhere). */
function machineBusySeconds(): number {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
    return (user! + nice! + system! + irq! + softirq! + steal!) / 100; // clock ticks (USER_HZ 100)
  } catch {
    return 0;
  }
}

/** CPU seconds (user + system) a process has used, from /proc (Linux). */
function processCpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return NaN;
  }
}

async function loadBoards(): Promise<BoardData[]> {
  const index = JSON.parse(
    readFileSync(path.join(generatedDir(), 'brands', 'index.json'), 'utf8'),
  ) as {
    brands: { key: string; hostKey: string }[];
  };
  const boards: BoardData[] = [];
  for (const b of index.brands) {
    const v: Visitor = {
      host: b.hostKey,
      localAddress: '127.0.0.1',
      agent: new http.Agent(),
      cookies: new Map(),
    };
    const offers: BoardData['offers'] = [];
    const companies: BoardData['companies'] = [];
    for (let page = 1; page <= 3; page++) {
      let answer;
      // A server just started on a busy machine may shed a request (503): the setup waits.
      for (let attempt = 1; ; attempt++) {
        answer = await send(v, 'GET', `/api/jobboard/${b.key}/offers?per_page=50&page=${page}`, {
          headers: { accept: 'application/json', 'accept-encoding': 'identity' },
        });
        if (answer.status !== 503 || attempt === 10) break;
        await sleep(2000);
      }
      if (answer.status !== 200) throw new Error(`offers of ${b.key}: ${answer.status}`);
      const list = json(answer).data as {
        id: number;
        contents: Record<string, { slug: string }>;
        company: { id: number; slug: string } | null;
      }[];
      for (const o of list) {
        if (o.company && !companies.some((c) => c.id === o.company!.id))
          companies.push({ id: o.company.id, slug: o.company.slug });
        offers.push({
          id: o.id,
          slug: {
            fr: o.contents.fr?.slug || o.contents.en?.slug || 'offre',
            en: o.contents.en?.slug || o.contents.fr?.slug || 'offer',
          },
        });
      }
      if (list.length < 50) break;
    }
    const attrs = json(
      await send(v, 'GET', `/api/jobboard/${b.key}/offer-attributes`, {
        headers: { accept: 'application/json', 'accept-encoding': 'identity' },
      }),
    ).data as { attributes: Record<string, { id: number }[]>; cities: { id: number }[] };
    v.agent.destroy();
    if (!offers.length) continue;
    boards.push({
      key: b.key,
      host: b.hostKey,
      offers,
      companies,
      categories: (attrs.attributes.category ?? []).map((a) => a.id),
      cities: attrs.cities.map((c) => c.id),
      schedules: (attrs.attributes.schedule ?? []).map((a) => a.id),
    });
  }
  return boards;
}

/** Of the acknowledged applications, those stored: by id, and by the new account's e-mail. */
async function storedApplications(
  ids: number[],
  emails: string[],
  dataDir: string,
  databaseUrl?: string,
): Promise<{ ids: Set<number>; emails: Set<string> }> {
  const byId = 'select id from applications where id = any($1)';
  const byEmail =
    'select distinct u.email from applications a join users u on u.id = a.user_id where u.email = any($1)';
  if (databaseUrl) {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    const a = await c.query<{ id: number }>(byId, [ids]);
    const b = await c.query<{ email: string }>(byEmail, [emails]);
    await c.end();
    return { ids: new Set(a.rows.map((r) => r.id)), emails: new Set(b.rows.map((r) => r.email)) };
  }
  const db = await PGlite.create({
    dataDir: path.join(dataDir, 'pglite'),
    extensions: PGLITE_EXTENSIONS,
  });
  const a = await db.query<{ id: number }>(byId, [ids]);
  const b = await db.query<{ email: string }>(byEmail, [emails]);
  await db.close();
  return { ids: new Set(a.rows.map((r) => r.id)), emails: new Set(b.rows.map((r) => r.email)) };
}

/* ------------------------------------------------------------------ report */

function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

function printReport(seconds: number) {
  const rows: string[][] = [
    ['route', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors'],
  ];
  const all: number[] = [];
  /** The same answers but those of PASSWORD_HASHING_ROUTES. */
  const withoutHashing: number[] = [];
  let errors = 0;
  let errorsWithoutHashing = 0;
  const errorDetail: string[] = [];
  const line = (name: string, lat: number[], errs: number) => {
    const sorted = [...lat].sort((a, b) => a - b);
    return [
      name,
      String(lat.length),
      (lat.length / seconds).toFixed(1),
      quantile(sorted, 0.5).toFixed(0),
      quantile(sorted, 0.95).toFixed(0),
      quantile(sorted, 0.99).toFixed(0),
      (sorted.at(-1) ?? NaN).toFixed(0),
      String(errs),
    ];
  };
  let crawler: RouteStats | undefined;
  for (const [route, s] of [...stats].sort(([a], [b]) => a.localeCompare(b))) {
    // The crawler is not a user: its line comes after the users' total.
    if (route === CRAWLER_ROUTE) {
      crawler = s;
      continue;
    }
    rows.push(line(route, s.latencies, s.errors));
    all.push(...s.latencies);
    if (!PASSWORD_HASHING_ROUTES.has(route)) {
      withoutHashing.push(...s.latencies);
      errorsWithoutHashing += s.errors;
    }
    errors += s.errors;
    if (s.errors)
      errorDetail.push(
        `  ${route}: ${[...s.statuses]
          .filter(([k]) => typeof k !== 'number' || k >= 400)
          .map(([k, n]) => `${k}×${n}`)
          .join(', ')}`,
      );
  }
  rows.push(line('ALL (users)', all, errors));
  if (withoutHashing.length < all.length)
    rows.push(line('ALL but password hashing', withoutHashing, errorsWithoutHashing));
  // The crawler's 503s are the server asking it to slow down (ssr/crawl-budget.ts): its own line,
  // not the users' errors.
  if (crawler) rows.push(line(CRAWLER_ROUTE, crawler.latencies, crawler.errors));
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const isTotal = (name: string | undefined) => !!name?.startsWith('ALL');
  for (const [i, r] of rows.entries()) {
    console.log(
      r.map((c, j) => (j === 0 ? c.padEnd(widths[j]!) : c.padStart(widths[j]!))).join('  '),
    );
    const next = rows[i + 1]?.[0];
    // A rule under the header, above the totals, and between the totals and the crawler's line.
    if (i === 0 || (isTotal(next) && !isTotal(r[0])) || (isTotal(r[0]) && next && !isTotal(next)))
      console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  if (errorDetail.length) console.log(`errors by status:\n${errorDetail.join('\n')}`);
  if (crawler)
    console.log(
      `crawler answers: ${[...crawler.statuses].map(([k, n]) => `${k}×${n}`).join(', ')} (503: asked to come back later)`,
    );
  const cacheLine = Object.entries(pageCache)
    .map(
      ([route, c]) =>
        `${route} ${Object.entries(c)
          .map(([k, n]) => `${k} ${n}`)
          .join('/')}`,
    )
    .join('; ');
  if (cacheLine) console.log(`page cache: ${cacheLine}`);
  for (const [route, byAnswer] of Object.entries(pageCacheLatencies)) {
    const parts = Object.entries(byAnswer).map(([answer, list]) => {
      const byTime = [...list].sort((a, b) => a - b);
      return `${answer} p50 ${quantile(byTime, 0.5).toFixed(0)} p99 ${quantile(byTime, 0.99).toFixed(0)}`;
    });
    console.log(`  ${route}: ${parts.join(', ')} ms`);
  }
  const slow = [...slowPerSecond].sort(([a], [b]) => a - b);
  if (slow.length)
    console.log(
      `requests over 300 ms by second of the run: ${slow.map(([s, n]) => `${s}s:${n}`).join(' ')}`,
    );
  // Goal 2 (issue 32): after the first 5 s, no second with more than 10 % of answers over 300 ms.
  const seconds5 = [...answersPerSecond].filter(([second, c]) => second >= 5 && c.answers > 0);
  const worst = seconds5.sort((a, b) => b[1].slow / b[1].answers - a[1].slow / a[1].answers)[0];
  const over10 = seconds5.filter(([, c]) => c.slow / c.answers > 0.1).length;
  if (worst)
    console.log(
      `worst second after the first 5 s: ${worst[0]}s, ${worst[1].slow} of ${worst[1].answers} answers over 300 ms ` +
        `(${((100 * worst[1].slow) / worst[1].answers).toFixed(0)} %); seconds over 10 %: ${over10} of ${seconds5.length}`,
    );
  const p99Of = (list: number[]) =>
    quantile(
      [...list].sort((a, b) => a - b),
      0.99,
    ).toFixed(0);
  console.log(
    `first 10 s: p99 ${p99Of(firstTenSeconds)} ms (${firstTenSeconds.length} answers); after: p99 ${p99Of(afterTenSeconds)} ms`,
  );
  const sorted = [...all].sort((a, b) => a - b);
  return { errors, p99: quantile(sorted, 0.99) };
}

/* ------------------------------------------------------------------ crawler */

/** Every URL of every board's sitemap, as path and Host (the canonical origin's). */
async function sitemapUrls(
  boards: readonly { host: string }[],
): Promise<{ host: string; path: string }[]> {
  const urls: { host: string; path: string }[] = [];
  for (const { host } of boards) {
    const v: Visitor = {
      host,
      localAddress: '127.0.0.1',
      agent: new http.Agent(),
      cookies: new Map(),
    };
    const answer = await send(v, 'GET', '/sitemap.xml', {
      headers: { accept: 'application/xml', 'accept-encoding': 'identity' },
    });
    v.agent.destroy();
    for (const [, loc] of answer.body.toString('utf8').matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const url = new URL(loc!.replaceAll('&amp;', '&'));
      urls.push({ host: url.host, path: url.pathname + url.search });
    }
  }
  return urls;
}

/**
 * A search engine's crawler beside the users (issue 32, goal 7): each sitemap URL in turn, `rate`
 * requests a second whatever the answers' pace (a crawler does not wait for the site), from its
 * own address. Its answers are reported on their own line, apart from the users' figures.
 */
async function crawl(urls: { host: string; path: string }[], rate: number, stopAt: number) {
  const v: Visitor = {
    host: urls[0]!.host,
    localAddress: '127.3.0.1',
    agent: new http.Agent({ keepAlive: true, maxSockets: 16 }),
    cookies: new Map(),
  };
  const inFlight = new Set<Promise<unknown>>();
  for (let i = 0; performance.now() < stopAt; i++) {
    const { host, path: urlPath } = urls[i % urls.length]!;
    const request = timed({ ...v, host }, CRAWLER_ROUTE, 'GET', urlPath, {
      headers: {
        accept: 'text/html',
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
    });
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
    await sleep(1000 / rate);
  }
  await Promise.all(inFlight);
  v.agent.destroy();
}

/* ------------------------------------------------------------------ CPU per route kind */

/** The route kinds of the CPU phase, each a request as a visitor makes it. */
function routeKinds(boards: BoardData[]): {
  kind: string;
  next: (i: number) => { v: Visitor; method: string; path: string; body?: string };
}[] {
  const visitor = (board: BoardData, localAddress = '127.4.0.1'): Visitor => ({
    host: board.host,
    localAddress,
    agent: cpuAgent,
    cookies: new Map(),
  });
  // A query no visitor sends, so that every page is rendered (not the page cache's copy): the
  // figure is the render's cost.
  const fresh = (path: string, i: number) => `${path}${path.includes('?') ? '&' : '?'}cpu=${i}`;
  const at = (i: number) => boards[i % boards.length]!;
  const lang = (i: number) => (i % 3 === 0 ? 'en' : 'fr');
  const offerPath = (board: BoardData, i: number) => {
    const o = board.offers[i % board.offers.length]!;
    return `${PATHS.offer[lang(i)]}/${o.slug[lang(i)]}/${o.id}`;
  };
  const withCompanies = boards.filter((b) => b.companies.length);
  return [
    {
      kind: 'home',
      next: (i) => ({ v: visitor(at(i)), method: 'GET', path: fresh(PATHS.home[lang(i)], i) }),
    },
    {
      kind: 'search',
      next: (i) => ({
        v: visitor(at(i)),
        method: 'GET',
        path: fresh(PATHS.search[lang(i)] + searchQuery(at(i)), i),
      }),
    },
    {
      kind: 'offer',
      next: (i) => ({ v: visitor(at(i)), method: 'GET', path: fresh(offerPath(at(i), i), i) }),
    },
    {
      kind: 'company',
      next: (i) => {
        const board = withCompanies[i % withCompanies.length]!;
        const c = board.companies[i % board.companies.length]!;
        const prefix = lang(i) === 'fr' ? '/fr/entreprise' : '/en/company';
        return { v: visitor(board), method: 'GET', path: fresh(`${prefix}/${c.slug}/${c.id}`, i) };
      },
    },
    {
      kind: 'apply',
      next: (i) => ({
        v: visitor(at(i)),
        method: 'GET',
        path: fresh(`${offerPath(at(i), i)}/${PATHS.apply[lang(i)]}`, i),
      }),
    },
    {
      // The demo candidate signing in, each time from another address (the per-address limit).
      kind: 'sign-in',
      next: (i) => ({
        v: visitor(at(0), `127.4.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`),
        method: 'POST',
        path: '/api/jobboard/auth/login',
        body: JSON.stringify({
          email: 'candidate@demo.jobboard.test',
          password: 'demo-candidate-pass',
        }),
      }),
    },
  ];
}
const cpuAgent = new http.Agent({ keepAlive: false });

/**
 * Issue 32, goal 4: each route kind's server CPU per request, asked one at a time after the load
 * (the machine otherwise quiet): the process's CPU (its threads: compression, password hashing)
 * and its main thread's, from /proc, and the main thread's top ten functions from a CPU profile of
 * those requests (routes/dev-cpu-profile.ts).
 */
async function cpuPerRouteKind(pid: number, boards: BoardData[]): Promise<void> {
  console.log(
    `\nserver CPU per request by route kind (${CPU_REQUESTS} requests each, one at a time, pages rendered):`,
  );
  const medians: number[] = [];
  for (const { kind, next } of routeKinds(boards)) {
    for (let i = 0; i < 5; i++) {
      const r = next(10_000 + i);
      await send(r.v, r.method, r.path, {
        headers: { accept: 'text/html', 'content-type': 'application/json' },
        body: r.body,
      });
    }
    const control: Visitor = {
      host: boards[0]!.host,
      localAddress: '127.0.0.1',
      agent: cpuAgent,
      cookies: new Map(),
    };
    const plain = { headers: { 'accept-encoding': 'identity' } };
    await send(control, 'POST', '/dev/cpu-profile/start', plain);
    const cpu0 = treeCpuSeconds(pid);
    const main0 = mainThreadCpuSeconds(pid);
    const statuses = new Map<number, number>();
    for (let i = 0; i < CPU_REQUESTS; i++) {
      const r = next(i);
      const answer = await send(r.v, r.method, r.path, {
        headers: { accept: 'text/html', ...(r.body ? { 'content-type': 'application/json' } : {}) },
        body: r.body,
      });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
    const cpuMs = ((treeCpuSeconds(pid) - cpu0) * 1000) / CPU_REQUESTS;
    const mainMs = ((mainThreadCpuSeconds(pid) - main0) * 1000) / CPU_REQUESTS;
    const stopped = await send(control, 'POST', '/dev/cpu-profile/stop', plain);
    if (kind !== 'sign-in') medians.push(cpuMs);
    console.log(
      `  ${kind.padEnd(8)} ${cpuMs.toFixed(1).padStart(6)} ms CPU/request (main thread ${mainMs.toFixed(1)} ms)  ` +
        `statuses ${[...statuses].map(([k, n]) => `${k}×${n}`).join(' ')}`,
    );
    if (stopped.status !== 200) continue;
    const profile = summarizeProfile(JSON.parse(stopped.body.toString('utf8')) as CpuProfile);
    // `dispatch` (native, no file) is the inspector answering Profiler.stop: the measuring itself.
    for (const { frame, us } of profile.selfTime
      .filter((f) => !f.frame.startsWith('(idle)') && f.frame.trim() !== 'dispatch')
      .slice(0, 10))
      console.log(`      ${(us / 1000 / CPU_REQUESTS).toFixed(2).padStart(6)} ms  ${frame}`);
  }
  const sorted = [...medians].sort((a, b) => a - b);
  console.log(`  median of the page routes: ${quantile(sorted, 0.5).toFixed(1)} ms CPU/request`);
}

/* ------------------------------------------------------------------ main */

async function main() {
  if (!existsSync(path.join(generatedDir(), 'ssr'))) {
    console.log('No built site in .generated: running `pnpm build:site` first…');
    execFileSync('pnpm', ['build:site'], { cwd: repoRoot, stdio: 'inherit' });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobboard-load-'));
  outboxDir = path.join(dataDir, 'outbox');
  const database = await prepareDatabase();
  console.log(
    `load: ${USERS} users for ${DURATION_S} s on ${DB_KIND}, ${WORKERS} server process` +
      `${WORKERS > 1 ? 'es' : ''} on 127.0.0.1:${PORT}` +
      (args['cpu-prof'] ? ` (cpu profile → ${args['cpu-prof']})` : ''),
  );
  let server: ServerProcess | undefined;
  let exitCode = 0;
  try {
    // The demo board is seeded by a first process, stopped once it is ready; the load meets a
    // second one started on the seeded data, as a production process starts on its database.
    // The seeding's garbage and buffers (the V8 heap grown for it, the allocator's arenas) stay
    // resident in the process that seeded: its idle memory is printed beside the other's.
    const seeding = performance.now();
    const seeder = await startServer(dataDir, database.url, { profile: false });
    const seederIdleRss = treeRssMb(seeder.child.pid!);
    await seeder.stop();
    const started = performance.now();
    server = await startServer(dataDir, database.url);
    const { child } = server;
    console.log(
      `seeded in ${((started - seeding) / 1000).toFixed(1)} s (that process's memory, idle: ` +
        `${seederIdleRss.toFixed(0)} MB); server ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const boards = await loadBoards();
    if (!boards.length) throw new Error('no board has offers: nothing to load');
    console.log(
      `${boards.length} boards with offers (${boards.map((b) => `${b.key} ${b.offers.length}`).join(', ')})`,
    );

    const crawlUrls = CRAWLER_RATE > 0 ? await sitemapUrls(boards) : [];
    if (crawlUrls.length)
      console.log(
        `crawler: ${crawlUrls.length} sitemap URLs of ${boards.length} boards, ${CRAWLER_RATE} a second`,
      );
    const idleRss = treeRssMb(child.pid!);
    resetPeakRss(child.pid!);
    const cpu0 = treeCpuSeconds(child.pid!);
    const machine0 = machineBusySeconds();
    const self0 = process.cpuUsage();
    const load0 = os.loadavg();
    const t0 = performance.now();
    measuring = true;
    measureStart = performance.now();
    const stopAt = t0 + DURATION_S * 1000;
    const progress = setInterval(() => {
      const n = [...stats.values()].reduce((sum, s) => sum + s.latencies.length, 0);
      const e = [...stats.values()].reduce((sum, s) => sum + s.errors, 0);
      console.log(
        `  ${((performance.now() - t0) / 1000).toFixed(0)} s: ${n} requests, ${e} errors, load ${os.loadavg()[0]!.toFixed(2)}`,
      );
    }, 10_000);
    await Promise.all([
      ...Array.from({ length: USERS }, (_, i) =>
        virtualUser(i, boards[i % boards.length]!, stopAt),
      ),
      ...(crawlUrls.length ? [crawl(crawlUrls, CRAWLER_RATE, stopAt)] : []),
    ]);
    clearInterval(progress);
    measuring = false;
    const seconds = (performance.now() - t0) / 1000;
    const serverCpu = treeCpuSeconds(child.pid!) - cpu0;
    const machineBusy = machineBusySeconds() - machine0;
    const serverPeakRss = treePeakRssMb(child.pid!);
    const self = process.cpuUsage(self0);
    const load1 = os.loadavg();

    console.log(
      `\n${USERS} users, ${seconds.toFixed(1)} s, ${DB_KIND}, ${WORKERS} process${WORKERS > 1 ? 'es' : ''}\n`,
    );
    const { errors, p99 } = printReport(seconds);
    console.log(
      `\nmachine: ${os.cpus().length} cores, load average ${load0.map((l) => l.toFixed(2)).join(' ')} → ` +
        `${load1.map((l) => l.toFixed(2)).join(' ')}; server CPU ${serverCpu.toFixed(1)} s ` +
        `(${((serverCpu / seconds) * 100).toFixed(0)} % of a core, ` +
        `${((serverCpu * 1000) / [...stats.values()].reduce((n, s) => n + s.latencies.length, 0)).toFixed(1)} ms a request); ` +
        `memory idle ${idleRss.toFixed(0)} MB, peak under load ${serverPeakRss.toFixed(0)} MB; generator CPU ` +
        `${((self.user + self.system) / 1e6).toFixed(1)} s`,
    );
    const generatorCpu = (self.user + self.system) / 1e6;
    // What the server and the generator leave of the machine's busy time: the database server
    // when it runs on this machine (PGlite runs inside the server), and anything else running.
    console.log(
      `machine busy ${machineBusy.toFixed(1)} core-seconds (${((machineBusy / seconds / os.cpus().length) * 100).toFixed(0)} % of its cores): ` +
        `server ${serverCpu.toFixed(1)}, generator ${generatorCpu.toFixed(1)}, the rest ` +
        `${Math.max(0, machineBusy - serverCpu - generatorCpu).toFixed(1)} (the database server when it runs here)`,
    );
    if (CPU_REQUESTS > 0) await cpuPerRouteKind(child.pid!, boards);

    await server.stop();
    const ids = [...acknowledged];
    const emails = acknowledgedByEmail.map((e) => e.toLowerCase());
    const stored =
      ids.length || emails.length
        ? await storedApplications(ids, emails, dataDir, database.url)
        : { ids: new Set<number>(), emails: new Set<string>() };
    const missing = [
      ...ids.filter((id) => !stored.ids.has(id)),
      ...emails.filter((e) => !stored.emails.has(e)),
    ];
    const total = ids.length + emails.length;
    console.log(
      `applications acknowledged: ${total} (${emails.length} by apply-register), stored: ${total - missing.length}` +
        (missing.length ? `, MISSING: ${missing.slice(0, 20).join(', ')}` : ''),
    );
    const meets = errors === 0 && p99 <= TARGET_P99_MS && missing.length === 0;
    console.log(
      `target (${DB_KIND}: 0 errors, p99 ≤ ${TARGET_P99_MS} ms, every application stored): ` +
        `${meets ? 'MET' : 'NOT MET'} (errors ${errors}, p99 ${p99.toFixed(0)} ms)`,
    );
    if (errors || missing.length) exitCode = 1;
  } catch (error) {
    console.error(error);
    exitCode = 1;
  } finally {
    await server?.stop();
    await database.drop?.().catch((e) => console.error('could not drop the bench database:', e));
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

void main();
