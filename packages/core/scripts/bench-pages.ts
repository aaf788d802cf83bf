/**
 * Page budgets (docs/decisions/004) — a benchmark that prints figures, not a timed test:
 *
 *   pnpm bench:pages [--strict] [--no-build] [--no-lighthouse] [--brands a,b] [--pages home,search]
 *                    [--lighthouse-runs 3] [--port 3450] [--json out.json]
 *   pnpm bench:ssr   [--db pglite|postgres] [--database-url postgres://app:app@127.0.0.1:5433/app]
 *                    [--root /path/to/another/checkout] [--duration 10]
 *
 * Pages mode (default):
 *   1. builds the site (`pnpm build:site`) into a GENERATED_DIR of its own (not the shared
 *      `.generated/`, which other work and the e2e suite read), and builds the client once more
 *      with hidden source maps to learn which npm package each minified byte comes from;
 *   2. starts the real server (packages/server/src/server.ts, NODE_ENV=production, a fresh
 *      PGlite DATA_DIR with the demo seed) on 127.0.0.1;
 *   3. for each brand and page kind (home, search, offer, company, candidate login, employer
 *      login, employer offers signed in as the demo employer), loads the page in Debian's
 *      Chromium with an empty cache, asking `Accept-Encoding: gzip`, and adds up the encoded
 *      bytes of every script it downloads until the network is idle; each file's bytes are split
 *      among packages in proportion to the minified bytes its source map gives them;
 *   4. measures the HTML (raw, gzip, br) as Node receives it;
 *   5. runs Lighthouse (mobile, simulated throttling) on home, search, offer and company,
 *      `--lighthouse-runs` times each (3 by default): prints every run and scores the median;
 *      first with Lighthouse's default 4× CPU slowdown, then calibrated to an ordinary machine
 *      (scripts/cpu-calibration.ts: the slowdown Lighthouse's calculator gives for the
 *      benchmarkIndex its default runs measured, so a fast machine does not flatter the
 *      figures; `--calibration default` skips the second pass, `--cpu-slowdown 6` sets it).
 *      The budgets read the calibrated figures;
 *   6. traces each of those pages' start under 4× CPU throttling (scripts/trace-pages.ts) and
 *      prints its longest main-thread task (`--no-trace` skips it);
 *   7. prints the budgets as pass/fail lines. Exit code 0 unless `--strict` and a budget fails.
 *
 * `--brands` and `--pages` measure a subset (every brand of the build and every page kind by
 * default): e.g. `--brands emploisti --pages home,search --no-build` after a first full run.
 *
 * SSR mode (`--ssr`, `pnpm bench:ssr`): the offer page of one brand at 10 connections for
 * `--duration` seconds with autocannon, "cold" (a new query string per request: every request
 * misses the page cache and renders) and "warm" (one address: the page cache answers), on
 * PGlite or on PostgreSQL (`--db postgres`: the database of --database-url is dropped and
 * created anew as its owner, so every run starts from the same seed). `--root` measures another
 * checkout with this same script (e.g. `git worktree add /tmp/before <commit>`), for before/after.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@jobboard/launch/chromium';
import { throwawayDatabase } from '@jobboard/launch/databases';
import { startServerProcess } from '@jobboard/launch/server-process';
import { cpuSlowdownFor } from './cpu-calibration';

const here = path.dirname(fileURLToPath(import.meta.url));
const thisRepo = path.resolve(here, '../../..');

const { values: args } = parseArgs({
  options: {
    ssr: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    /** Brands to measure (comma-separated); every brand of the build when not given. */
    brands: { type: 'string', default: '' },
    /** Page kinds to measure (comma-separated, e.g. home,search,offer,company); all when not given. */
    pages: { type: 'string', default: '' },
    /** The brand whose offer page the SSR mode loads. */
    'ssr-brand': { type: 'string', default: 'jobboard' },
    db: { type: 'string', default: 'pglite' },
    'database-url': { type: 'string' },
    root: { type: 'string', default: thisRepo },
    'generated-dir': { type: 'string' },
    port: { type: 'string', default: '3450' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    /** Lighthouse runs per page: every run is printed, the median one is scored. */
    'lighthouse-runs': { type: 'string', default: '3' },
    /** `both` (default): Lighthouse's 4× then the calibrated slowdown; `default`: 4× only. */
    calibration: { type: 'string', default: 'both' },
    /** Skips the longest-task trace (scripts/trace-pages.ts, 4× CPU) of the Lighthouse pages. */
    'no-trace': { type: 'boolean', default: false },
    /** A CPU slowdown for the calibrated pass instead of the one the benchmarkIndex gives. */
    'cpu-slowdown': { type: 'string' },
    json: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (args.help) {
  // The usage is this file's opening comment.
  const source = readFileSync(fileURLToPath(import.meta.url), 'utf8');
  console.log(
    /\/\*\*([\s\S]*?)\*\//
      .exec(source)![1]!
      .replace(/^ \* ?/gm, '')
      .trim(),
  );
  process.exit(0);
}

const ROOT = path.resolve(args.root!);
const PORT = Number(args.port);
/** Lighthouse's Chromium listens here (the server on PORT). */
const DEVTOOLS_PORT = PORT + 1;
const ASKED_BRANDS = args.brands!.split(',').filter(Boolean);
const GENERATED =
  args['generated-dir'] ??
  path.join(
    os.tmpdir(),
    'jobboard-bench-pages',
    createHash('sha1').update(ROOT).digest('hex').slice(0, 10),
  );
const DEMO_EMPLOYER = { email: 'employer@demo.jobboard.test', password: 'demo-employer-pass' };

const KB = 1024;
const BUDGET = {
  appKb: 40,
  firstLoadKb: 135,
  performance: 95,
  tbtMs: 200,
  longestTaskMs: 200,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.01,
};

/**
 * The framework parts (react, react-dom, react-router, react-intl) and the npm packages each is
 * made of (their own runtime dependencies included: react-dom brings scheduler, react-intl the
 * @formatjs packages). Every other byte is app code: our sources, the message catalogs, other
 * libraries, the bundler's glue.
 */
const FRAMEWORK: Record<string, RegExp> = {
  react: /^react$/,
  'react-dom': /^(react-dom|scheduler)$/,
  'react-router': /^(react-router|react-router-dom|cookie|set-cookie-parser|turbo-stream)$/,
  'styled-components': /^(styled-components|stylis|@emotion\/.*|shallowequal|tslib)$/,
  'react-intl': /^(react-intl|@formatjs\/.*|intl-messageformat|hoist-non-react-statics|react-is)$/,
  swr: /^(swr|use-sync-external-store|dequal)$/,
};
const FRAMEWORK_PARTS = Object.keys(FRAMEWORK);
const partOf = (pkg: string) =>
  FRAMEWORK_PARTS.find((part) => FRAMEWORK[part]!.test(pkg)) ??
  (pkg.startsWith('(') ? 'app' : 'app (libraries)');

type PageKind =
  | 'home'
  | 'search'
  | 'offer'
  | 'company'
  | 'candidate login'
  | 'employer login'
  | 'employer offers';
const PAGE_KINDS: PageKind[] = [
  'home',
  'search',
  'offer',
  'company',
  'candidate login',
  'employer login',
  'employer offers',
];
const PUBLIC: ReadonlySet<PageKind> = new Set(PAGE_KINDS.filter((k) => k !== 'employer offers'));
/** The pages a visitor lands on from a search engine or a link: scored by Lighthouse. */
const LIGHTHOUSE_KINDS: ReadonlySet<PageKind> = new Set(['home', 'search', 'offer', 'company']);
/** The kinds --pages asks for ("candidate-login" or "candidate login"), every kind without it. */
const MEASURED: PageKind[] = (() => {
  const asked = args.pages!.split(',').filter(Boolean);
  if (!asked.length) return PAGE_KINDS;
  const kinds = asked.map((a) => PAGE_KINDS.find((k) => k === a.replace(/-/g, ' ')));
  const unknown = asked.filter((_, i) => !kinds[i]);
  if (unknown.length)
    throw new Error(`--pages ${unknown.join(',')}: not one of ${PAGE_KINDS.join(', ')}`);
  return PAGE_KINDS.filter((k) => kinds.includes(k));
})();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const kb = (bytes: number) => (bytes / KB).toFixed(1);
const pad = (s: string | number, n: number) => String(s).padStart(n);
const padEnd = (s: string | number, n: number) => String(s).padEnd(n);
const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

function run(cmd: string, cmdArgs: string[], env: NodeJS.ProcessEnv = {}, cwd = ROOT): void {
  const r = spawnSync(cmd, cmdArgs, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${cmdArgs.join(' ')} failed (${r.status})`);
}

/* ------------------------------------------------------------------ HTTP from Node */

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * node:http keeps the Host header (fetch drops it); the brand is chosen by Host. A 503 of the
 * server's load shedding (a busy shared machine) is asked again a few times.
 */
async function request(
  host: string,
  method: string,
  urlPath: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  let answer = await requestOnce(host, method, urlPath, headers, body);
  for (let attempt = 1; attempt < 6 && answer.status === 503; attempt++) {
    await sleep(3000);
    answer = await requestOnce(host, method, urlPath, headers, body);
  }
  return answer;
}

function requestOnce(
  host: string,
  method: string,
  urlPath: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path: urlPath,
        setHost: false,
        headers: {
          host,
          ...headers,
          ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const hostOf = (brand: string) => `${brand}.localhost:${PORT}`;

/* ------------------------------------------------------------------ server and database */

/** A database of its own for this run (dropped after it), or none on PGlite. */
async function prepareDatabase(): Promise<{ url?: string; drop?: () => Promise<void> }> {
  if (args.db === 'pglite') return {};
  if (args.db !== 'postgres') throw new Error('--db must be pglite or postgres');
  const adminUrl = args['database-url'] ?? process.env.BENCH_DATABASE_URL;
  if (!adminUrl)
    throw new Error(
      '--db postgres needs --database-url postgres://app:app@127.0.0.1:5433/app ' +
        '(packages/server/scripts/pg-test-cluster.sh start; role app has CREATEDB)',
    );
  // A fresh database every run, as the server's benches make theirs: before and after start
  // from the same seed.
  return throwawayDatabase(adminUrl, 'bench_pages');
}

interface Server {
  dataDir: string;
  /** Stops the server and, unless told otherwise, removes its data folder. */
  stop(removeData?: boolean): Promise<void>;
}

/**
 * The server in production, on the demo data. The demo accounts' passwords are published, so a
 * production start refuses to seed them: a development start seeds the data folder (or the
 * database) first, then the production one serves it.
 */
async function startServer(databaseUrl?: string): Promise<Server> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobboard-bench-pages-data-'));
  const seeding = await spawnServer(dataDir, databaseUrl, {
    NODE_ENV: 'development',
    SEED_DEMO: 'true',
  });
  await seeding.stop(false);
  return spawnServer(dataDir, databaseUrl, { NODE_ENV: 'production', SEED_DEMO: 'false' });
}

/** The server of ROOT on PORT, its stderr shown as it comes; resolves once it answers. */
async function spawnServer(
  dataDir: string,
  databaseUrl: string | undefined,
  mode: { NODE_ENV: string; SEED_DEMO: string },
): Promise<Server> {
  const server = await startServerProcess({
    port: PORT,
    cwd: ROOT,
    command: {
      file: process.execPath,
      args: ['--import', 'tsx', path.join(ROOT, 'packages/server/src/server.ts')],
    },
    env: {
      // No DATABASE_URL of the shell when the run is on PGlite.
      DATABASE_URL: databaseUrl,
      GENERATED_DIR: GENERATED,
      DATA_DIR: dataDir,
      ...mode,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      SESSION_SECRET: randomBytes(24).toString('hex'),
    },
    // Seeding the demo board in a development start takes a while on a busy machine.
    timeoutMs: 180_000,
    killAfterMs: 15_000,
    onOutput: (chunk, stream) => {
      if (stream === 'stderr') process.stderr.write(`[server] ${chunk}`);
    },
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const stop = async (removeData = true) => {
    await server.stop();
    if (removeData) rmSync(dataDir, { recursive: true, force: true });
  };
  return { dataDir, stop };
}

/* ------------------------------------------------------------------ the pages of a brand */

interface BrandPages {
  brand: string;
  lang: 'fr' | 'en';
  paths: Record<PageKind, string>;
}

interface BrandIndex {
  brands: { key: string; defaultLanguage: 'fr' | 'en' }[];
}
const brandIndex = () =>
  JSON.parse(readFileSync(path.join(GENERATED, 'brands/index.json'), 'utf8')) as BrandIndex;

/** The brands --brands names, or every brand of the build. */
function brandsToMeasure(): string[] {
  const built = brandIndex().brands.map((b) => b.key);
  const unknown = ASKED_BRANDS.filter((b) => !built.includes(b));
  if (unknown.length) throw new Error(`--brands ${unknown.join(',')}: not in the build`);
  return ASKED_BRANDS.length ? ASKED_BRANDS : built;
}

async function brandPages(brand: string): Promise<BrandPages> {
  const lang = brandIndex().brands.find((b) => b.key === brand)?.defaultLanguage;
  if (!lang) throw new Error(`brand ${brand} is not in the build`);
  const answer = await request(hostOf(brand), 'GET', `/api/jobboard/${brand}/offers?per_page=50`, {
    accept: 'application/json',
  });
  if (answer.status !== 200) throw new Error(`offers of ${brand}: ${answer.status}`);
  const offers = (
    JSON.parse(answer.body.toString('utf8')) as {
      data: {
        id: number;
        company: { id: number; slug: string } | null;
        contents: Partial<Record<'fr' | 'en', { slug: string }>>;
      }[];
    }
  ).data;
  // An offer with a public company, in the brand's language: the page a search engine sends to.
  const offer = offers.find((o) => o.company && o.contents[lang]) ?? offers[0];
  if (!offer) throw new Error(`${brand} has no offer`);
  const slug = offer.contents[lang]?.slug ?? Object.values(offer.contents)[0]?.slug ?? 'x';
  const company = offers.find((o) => o.company)?.company;
  // The route table's patterns, filled in (the bilingual table is the one map of paths).
  // The table is in contracts; a checkout from before it moved (--root) has it in core.
  const table = ['packages/contracts/src/routes.ts', 'packages/core/src/config/routes.ts']
    .map((file) => path.join(ROOT, file))
    .find((file) => existsSync(file))!;
  const { routes } = (await import(table)) as {
    routes: Record<string, Record<'fr' | 'en', string>>;
  };
  const fill = (name: string, params: Record<string, string | number> = {}) =>
    routes[name]![lang].replace(/:(\w+)\??/g, (_, key: string) => String(params[key] ?? ''));
  return {
    brand,
    lang,
    paths: {
      home: fill('home'),
      search: fill('findJob'),
      offer: fill('offer', { slug, id: offer.id }),
      company: company ? fill('company', { slug: company.slug, id: company.id }) : fill('home'),
      'candidate login': fill('login'),
      'employer login': fill('employerLogin'),
      'employer offers': fill('employerMyOffers'),
    },
  };
}

/**
 * The demo employer's session on a brand. Each brand's sign-in comes from a client address of
 * its own (the bench server trusts X-Forwarded-For, loopback only): the sign-in limit counts per
 * address, and a run over every brand signs in more often than a person would in a minute.
 */
async function employerCookie(
  brand: string,
  index: number,
): Promise<{ name: string; value: string }> {
  const answer = await request(
    hostOf(brand),
    'POST',
    '/api/ats/auth/login',
    {
      'content-type': 'application/json',
      accept: 'application/json',
      origin: `http://${hostOf(brand)}`,
      'x-forwarded-for': `198.18.0.${index % 250}`,
    },
    JSON.stringify(DEMO_EMPLOYER),
  );
  const line = (answer.headers['set-cookie'] ?? []).find((c) => /^ats_session=/.test(c));
  if (answer.status !== 200 || !line)
    throw new Error(`employer login on ${brand}: ${answer.status} ${answer.body}`);
  const [name, value] = line.split(';')[0]!.split('=') as [string, string];
  return { name, value };
}

/* ------------------------------------------------------------------ which package a byte is */

interface ChunkShare {
  /** Minified characters per package, from the chunk's source map. */
  byPackage: Map<string, number>;
  total: number;
}

/** `(app)` for our sources and the bundler's glue, else the npm package name. */
function packageOf(source: string): string {
  const m = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source);
  return m ? m[1]! : '(app)';
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;
const readManifest = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;

/**
 * Builds the client once more, as the site build does but with hidden source maps (the code is
 * the same; the maps only name where each span of it comes from), and reads every chunk's map.
 * Returns the shares keyed by the served file name.
 */
async function packageShares(): Promise<Map<string, ChunkShare>> {
  const { decode } = await import('@jridgewell/sourcemap-codec');
  const coreDir = path.join(ROOT, 'packages/core');
  const outDir = path.join(GENERATED, 'analysis');
  const { build } = await import('vite');
  process.env.GENERATED_DIR = GENERATED;
  await build({
    root: coreDir,
    configFile: path.join(coreDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: 'hidden' },
  });
  const served = readManifest(path.join(GENERATED, 'client'));
  const analysed = readManifest(outDir);
  // Same config, same code: the same hashed names. If a name still differs, match by key.
  const analysedFile = new Map<string, string>();
  for (const [key, chunk] of Object.entries(served)) {
    const other = analysed[key]?.file;
    if (other) analysedFile.set(chunk.file, other);
  }
  const unhashed = (f: string) => f.replace(/-[\w-]{8}\.js$/, '');
  const byName = new Map(Object.values(analysed).map((c) => [unhashed(c.file), c.file]));
  for (const chunk of Object.values(served))
    if (!analysedFile.has(chunk.file) && byName.has(unhashed(chunk.file)))
      analysedFile.set(chunk.file, byName.get(unhashed(chunk.file))!);

  const shares = new Map<string, ChunkShare>();
  for (const [servedFile, file] of analysedFile) {
    if (!file.endsWith('.js') || !existsSync(path.join(outDir, `${file}.map`))) continue;
    const code = readFileSync(path.join(outDir, file), 'utf8').split('\n');
    const map = JSON.parse(readFileSync(path.join(outDir, `${file}.map`), 'utf8')) as {
      sources: string[];
      mappings: string;
    };
    const packages = map.sources.map(packageOf);
    const byPackage = new Map<string, number>();
    const add = (pkg: string, n: number) => byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + n);
    decode(map.mappings).forEach((segments, line) => {
      const length = code[line]?.length ?? 0;
      let covered = segments[0]?.[0] ?? length;
      add('(app)', covered); // before the first mapping: bundler glue
      segments.forEach((seg, i) => {
        const end = segments[i + 1]?.[0] ?? length;
        add(seg.length > 1 ? packages[seg[1]!]! : '(app)', Math.max(0, end - seg[0]));
        covered = end;
      });
    });
    const total = [...byPackage.values()].reduce((s, n) => s + n, 0);
    shares.set(servedFile, { byPackage, total });
  }
  return shares;
}

/* ------------------------------------------------------------------ first load in Chromium */

interface ScriptLoad {
  file: string;
  encoded: number;
  encoding: string;
}

interface PageFigures {
  brand: string;
  kind: PageKind;
  url: string;
  status: number;
  /** Uncaught errors and console errors of the first load. */
  errors: string[];
  scripts: ScriptLoad[];
  /** gzip bytes per package, then per framework part (app code under 'app'). */
  byPackage: Record<string, number>;
  byPart: Record<string, number>;
  jsTotal: number;
  appTotal: number;
  html: { raw: number; gzip: number; br: number };
  /** Lighthouse's default throttling (4× CPU). */
  lighthouse?: LighthouseFigures;
  /** The same runs at the CPU slowdown calibrated from the default runs' benchmarkIndex. */
  calibrated?: LighthouseFigures;
}

/** One first visit of a page in a new context (an empty cache). */
async function visit(
  url: string,
  cookie: { name: string; value: string } | null,
): Promise<{ status: number; scripts: ScriptLoad[]; errors: string[]; shed: boolean }> {
  const context = await browser!.newContext({
    viewport: { width: 412, height: 823 },
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
  });
  // Path=/ as the server sets it: with `url` alone Playwright scopes the cookie to the page's
  // folder (/fr/employeur/), and the page's own API requests went without the session (a 401).
  if (cookie) await context.addCookies([{ ...cookie, domain: new URL(url).hostname, path: '/' }]);
  const page = await context.newPage();
  const scripts: ScriptLoad[] = [];
  const pending: Promise<void>[] = [];
  // A page whose scripts throw loads less than it should: its figures are flagged.
  const errors: string[] = [];
  let shed = false;
  page.on('pageerror', (e) => errors.push(e.message.slice(0, 160)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text().slice(0, 160));
  });
  page.on('response', (res) => {
    if (res.status() === 503) shed = true;
    const u = new URL(res.url());
    if (!u.pathname.endsWith('.js')) return;
    pending.push(
      (async () => {
        const sizes = await res.request().sizes();
        scripts.push({
          file: u.pathname.replace(/^\/assets\//, ''),
          encoded: sizes.responseBodySize,
          encoding: (await res.headerValue('content-encoding')) ?? 'identity',
        });
      })(),
    );
  });
  try {
    const res = await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    return { status: res?.status() ?? 0, scripts, errors, shed };
  } finally {
    await context.close();
  }
}

let browser: Browser | undefined;

async function firstLoads(
  pages: BrandPages[],
  shares: Map<string, ChunkShare>,
): Promise<PageFigures[]> {
  const { chromium } = await import('playwright-core');
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const out: PageFigures[] = [];
  try {
    for (const [index, bp] of pages.entries()) {
      // Signed in only when the signed-in page is measured.
      const cookie = MEASURED.includes('employer offers')
        ? await employerCookie(bp.brand, index)
        : null;
      for (const kind of MEASURED) {
        const url = `http://${hostOf(bp.brand)}${bp.paths[kind]}`;
        // The server sheds load with 503 when its event loop is saturated (the machine is
        // shared): such a load is measured again rather than counted short.
        let load = await visit(url, kind === 'employer offers' ? cookie : null);
        for (let attempt = 1; attempt < 4 && load.shed; attempt++) {
          await sleep(3000);
          load = await visit(url, kind === 'employer offers' ? cookie : null);
        }
        const { status, scripts, errors } = load;

        const byPackage: Record<string, number> = {};
        for (const s of scripts) {
          const share = shares.get(s.file);
          if (!share || share.total === 0) {
            byPackage['(unattributed)'] = (byPackage['(unattributed)'] ?? 0) + s.encoded;
            continue;
          }
          for (const [pkg, n] of share.byPackage)
            byPackage[pkg] = (byPackage[pkg] ?? 0) + (s.encoded * n) / share.total;
        }
        const byPart: Record<string, number> = {};
        for (const [pkg, n] of Object.entries(byPackage)) {
          const part = partOf(pkg);
          byPart[part] = (byPart[part] ?? 0) + n;
        }
        const jsTotal = scripts.reduce((s, x) => s + x.encoded, 0);
        const appTotal = (byPart['app'] ?? 0) + (byPart['app (libraries)'] ?? 0);
        out.push({
          brand: bp.brand,
          kind,
          url,
          status,
          errors,
          scripts,
          byPackage,
          byPart,
          jsTotal,
          appTotal,
          html: await htmlBytes(
            bp.brand,
            bp.paths[kind],
            kind === 'employer offers' ? cookie : null,
          ),
        });
      }
    }
  } finally {
    await browser.close();
    browser = undefined;
  }
  return out;
}

/** The document as a browser gets it: raw, and as the server compresses it (gzip, br). */
async function htmlBytes(
  brand: string,
  pagePath: string,
  cookie: { name: string; value: string } | null,
): Promise<PageFigures['html']> {
  const get = (encoding: string) =>
    request(hostOf(brand), 'GET', pagePath, {
      accept: 'text/html',
      'accept-encoding': encoding,
      ...(cookie ? { cookie: `${cookie.name}=${cookie.value}` } : {}),
    });
  const gz = await get('gzip');
  const br = await get('br');
  const raw =
    gz.headers['content-encoding'] === 'gzip' ? gunzipSync(gz.body) : (await get('identity')).body;
  // A page the server sends uncompressed is counted as the compressor would make it.
  return {
    raw: raw.length,
    gzip: gz.headers['content-encoding'] === 'gzip' ? gz.body.length : gzipSync(raw).length,
    br: br.headers['content-encoding'] === 'br' ? br.body.length : brotliCompressSync(raw).length,
  };
}

/* ------------------------------------------------------------------ Lighthouse */

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's own CPU speed check at the time (a busy shared machine scores low, and so do its pages). */
  benchmarkIndex: number;
  /** Audits that cost points in a category under its target (id: title). */
  misses: string[];
  /** Every run in the order run (the figures above are the median run's). */
  runs: { performance: number; tbtMs: number; lcpMs: number }[];
  /** The CPU slowdown the runs simulated. */
  cpuSlowdown: number;
}

async function startDevtoolsChromium(): Promise<{ stop(): Promise<void> }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'jobboard-bench-lh-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${DEVTOOLS_PORT}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${DEVTOOLS_PORT}/json/version`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('Chromium for Lighthouse did not open its DevTools port');
    }
    await sleep(200);
  }
  return {
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null) {
        child.kill('SIGKILL');
        await Promise.race([exited, sleep(2000)]);
      }
      // A browser's helper processes may still be writing the profile as its main one exits
      // (ENOTEMPTY, which ended whole runs, rmSync's own retries included): a few more tries
      // over two seconds, then the folder is left in the temporary directory with a warning.
      for (let attempt = 1; ; attempt++) {
        try {
          rmSync(profile, { recursive: true, force: true });
          break;
        } catch (error) {
          if (attempt === 10) {
            console.warn(`  (left ${profile}: ${(error as Error).message})`);
            break;
          }
          await sleep(200);
        }
      }
    },
  };
}

/** Lighthouse's mobile preset slows the CPU this much. */
const DEFAULT_CPU_SLOWDOWN = 4;

async function lighthouseOf(
  url: string,
  cpuSlowdown = DEFAULT_CPU_SLOWDOWN,
): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const runs: LighthouseFigures[] = [];
  for (let i = 0; i < Number(args['lighthouse-runs']); i++) {
    // Default config = mobile (Moto G Power emulation) with simulated slow-4G and 4x CPU; the
    // settings merge field by field, so only the CPU slowdown changes.
    const result = await lighthouse(url, {
      port: DEVTOOLS_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(cpuSlowdown === DEFAULT_CPU_SLOWDOWN
        ? {}
        : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } as never }),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const misses: string[] = [];
    const targets: Record<string, number> = {
      performance: BUDGET.performance,
      accessibility: BUDGET.accessibility,
      'best-practices': BUDGET.bestPractices,
      seo: BUDGET.seo,
    };
    for (const [id, target] of Object.entries(targets)) {
      if (score(id) >= target) continue;
      for (const ref of lhr.categories[id]!.auditRefs) {
        const audit = lhr.audits[ref.id]!;
        if (ref.weight > 0 && audit.score !== null && audit.score < 1)
          misses.push(
            `${id}/${ref.id} (${audit.score.toFixed(2)}${audit.displayValue ? `, ${audit.displayValue}` : ''}): ${audit.title}`,
          );
      }
    }
    // Which elements moved, when the layout shift is over budget.
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN;
    if (cls > BUDGET.cls) {
      const details = lhr.audits['layout-shifts']?.details as
        | { items?: { node?: { selector?: string; snippet?: string }; score?: number }[] }
        | undefined;
      for (const item of details?.items ?? [])
        misses.push(
          `CLS ${item.score?.toFixed(3)}: ${item.node?.selector ?? '?'} ${item.node?.snippet?.slice(0, 120) ?? ''}`,
        );
    }
    runs.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      cls,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      misses,
      runs: [],
      cpuSlowdown,
    });
  }
  const all = runs.map(({ performance, tbtMs, lcpMs }) => ({ performance, tbtMs, lcpMs }));
  // The median run by performance (Lighthouse's own advice for a noisy machine).
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor(sorted.length / 2)]!, runs: all };
}

/** The calibrated pass's slowdown: --cpu-slowdown, else from the default runs' median index. */
function calibratedSlowdown(defaultRuns: LighthouseFigures): number {
  if (args['cpu-slowdown']) return Number(args['cpu-slowdown']);
  return Math.round(cpuSlowdownFor(defaultRuns.benchmarkIndex) * 10) / 10;
}

/** "93 95 97 → 95": every run's score, then the median's. */
const runsOf = (l: LighthouseFigures) =>
  `${l.runs.map((r) => r.performance).join(' ')} → ${l.performance}`;

/* ------------------------------------------------------------------ printing */

function table(headers: string[], rows: (string | number)[][]): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: (string | number)[]) =>
    '| ' +
    cells.map((c, i) => (i < 2 ? padEnd(c, widths[i]!) : pad(c, widths[i]!))).join(' | ') +
    ' |';
  console.log(line(headers));
  console.log(
    '|' +
      widths.map((w, i) => (i < 2 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|') +
      '|',
  );
  for (const r of rows) console.log(line(r));
}

let failures = 0;
function budget(ok: boolean, text: string): void {
  if (!ok) failures++;
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${text}`);
}

async function pagesMode(): Promise<void> {
  if (!args['no-build']) {
    console.log(`\n# Building the site into ${GENERATED} (pnpm build:site)`);
    mkdirSync(GENERATED, { recursive: true });
    run('pnpm', ['build:site'], { GENERATED_DIR: GENERATED });
  }
  console.log('\n# Source maps of the client chunks (a second client build, maps hidden)');
  const shares = await packageShares();

  const server = await startServer();
  let figures: PageFigures[] = [];
  let tracesFile = '';
  let longestTasks: { brand: string; kind: string; longest: number }[] = [];
  try {
    const pages = await Promise.all(brandsToMeasure().map(brandPages));
    tracesFile = path.join(GENERATED, 'longest-tasks.json');
    // Every page rendered once first: the first render of a route loads its server modules,
    // which would count against the first brand only (and can trip the server's load shedding).
    for (const bp of pages)
      for (const kind of MEASURED)
        await request(hostOf(bp.brand), 'GET', bp.paths[kind], { accept: 'text/html' });
    await sleep(2000);
    console.log('\n# First load in Chromium (empty cache, Accept-Encoding: gzip)');
    figures = await firstLoads(pages, shares);
    const notOk = figures.filter((f) => f.status !== 200);
    for (const f of notOk) console.log(`WARNING: ${f.url} answered ${f.status}`);
    for (const f of figures.filter((x) => x.errors.length))
      console.log(
        `WARNING: ${f.url} had ${f.errors.length} error(s) in the browser (its figures miss what ` +
          `did not load): ${[...new Set(f.errors)].join(' | ')}`,
      );
    const wrongEncoding = figures.flatMap((f) => f.scripts).filter((s) => s.encoding !== 'gzip');
    if (wrongEncoding.length)
      console.log(`WARNING: scripts not sent gzip: ${wrongEncoding.map((s) => s.file).join(', ')}`);

    if (!args['no-lighthouse']) {
      console.log('\n# Lighthouse (mobile, simulated throttling)');
      const chrome = await startDevtoolsChromium();
      try {
        for (const f of figures) {
          if (!LIGHTHOUSE_KINDS.has(f.kind)) continue;
          process.stdout.write(`  ${f.url} … `);
          // A run can fail on a saturated machine (NO_NAVSTART): once more, then the page is
          // left without scores rather than losing every other figure.
          for (let attempt = 1; attempt <= 2 && !f.lighthouse; attempt++) {
            try {
              f.lighthouse = await lighthouseOf(f.url);
            } catch (error) {
              process.stdout.write(`${(error as Error).message.slice(0, 200)} … `);
            }
          }
          console.log(
            f.lighthouse
              ? `performance ${runsOf(f.lighthouse)} (TBT ms ${f.lighthouse.runs.map((r) => Math.round(r.tbtMs)).join(' ')})`
              : 'no result',
          );
          if (!f.lighthouse || args.calibration === 'default') continue;
          const slowdown = calibratedSlowdown(f.lighthouse);
          process.stdout.write(
            `    calibrated (benchmarkIndex ${Math.round(f.lighthouse.benchmarkIndex)} → CPU ${slowdown}×) … `,
          );
          try {
            f.calibrated = await lighthouseOf(f.url, slowdown);
          } catch (error) {
            process.stdout.write(`${(error as Error).message.slice(0, 200)} … `);
          }
          console.log(
            f.calibrated
              ? `performance ${runsOf(f.calibrated)} (TBT ms ${f.calibrated.runs.map((r) => Math.round(r.tbtMs)).join(' ')})`
              : 'no result',
          );
        }
      } finally {
        await chrome.stop();
      }
    }
    if (!args['no-trace']) {
      // The longest main-thread task of each page's start in a 4× throttled trace: a page may
      // score well and still ignore a tap for the length of one long hydration task.
      const kinds = MEASURED.filter((k) => LIGHTHOUSE_KINDS.has(k));
      if (kinds.length) {
        console.log('\n# Main-thread tasks of the start (Chrome trace, CPU 4×, median of 3)');
        run(
          'pnpm',
          [
            'exec',
            'tsx',
            path.join(here, 'trace-pages.ts'),
            '--port',
            String(PORT),
            '--brands',
            pages.map((p) => p.brand).join(','),
            '--kinds',
            kinds.join(','),
            '--generated-dir',
            GENERATED,
            '--json',
            tracesFile,
          ],
          {},
          thisRepo,
        );
        longestTasks = JSON.parse(readFileSync(tracesFile, 'utf8')) as typeof longestTasks;
      }
    }
  } finally {
    await server.stop();
  }

  console.log(`\n## First-load JavaScript (gzip KB, as downloaded) and HTML (KB)\n`);
  table(
    [
      'brand',
      'page',
      ...FRAMEWORK_PARTS,
      'framework',
      'app',
      'of which libs',
      'JS total',
      'files',
      'HTML raw',
      'HTML gzip',
      'HTML br',
    ],
    figures.map((f) => {
      const framework = FRAMEWORK_PARTS.reduce((s, p) => s + (f.byPart[p] ?? 0), 0);
      return [
        f.brand,
        f.kind,
        ...FRAMEWORK_PARTS.map((p) => kb(f.byPart[p] ?? 0)),
        kb(framework),
        kb(f.appTotal),
        kb(f.byPart['app (libraries)'] ?? 0),
        kb(f.jsTotal),
        f.scripts.length,
        kb(f.html.raw),
        kb(f.html.gzip),
        kb(f.html.br),
      ];
    }),
  );

  // What each framework part costs: the most a page of the three brands pays for it.
  console.log(`\n## Per-framework-part cost (gzip KB; max over the pages measured)\n`);
  const packages = new Map<string, number>();
  for (const f of figures)
    for (const [pkg, n] of Object.entries(f.byPackage))
      packages.set(pkg, Math.max(packages.get(pkg) ?? 0, n));
  table(
    ['part', 'packages', 'KB gzip'],
    [...FRAMEWORK_PARTS, 'app', 'app (libraries)'].map((part) => {
      const pkgs = [...packages]
        .filter(([pkg]) => partOf(pkg) === part)
        .sort((a, b) => b[1] - a[1]);
      return [
        part,
        pkgs.map(([pkg, n]) => `${pkg} ${kb(n)}`).join(', ') || '-',
        kb(Math.max(0, ...figures.map((f) => f.byPart[part] ?? 0))),
      ];
    }),
  );

  const lh = figures.filter((f) => f.lighthouse);
  /** Each page's figures of both passes: the default 4× and the calibrated slowdown. */
  const passes = lh.flatMap((f) =>
    [f.lighthouse!, f.calibrated].filter((l) => l !== undefined).map((l) => ({ f, l })),
  );
  if (lh.length) {
    console.log(`\n## Lighthouse mobile (CPU 4× = Lighthouse's default; else calibrated)\n`);
    table(
      [
        'brand',
        'page',
        'CPU',
        'performance',
        'runs → median',
        'accessibility',
        'best practices',
        'SEO',
        'CLS',
        'LCP ms',
        'TBT ms',
        'TBT runs',
        'CPU index',
      ],
      passes.map(({ f, l }) => [
        f.brand,
        f.kind,
        `${l.cpuSlowdown}×`,
        l.performance,
        runsOf(l),
        l.accessibility,
        l.bestPractices,
        l.seo,
        l.cls.toFixed(3),
        Math.round(l.lcpMs),
        Math.round(l.tbtMs),
        l.runs.map((r) => Math.round(r.tbtMs)).join(' '),
        Math.round(l.benchmarkIndex),
      ]),
    );
    const misses = new Map<string, string[]>();
    for (const { f, l } of passes)
      for (const m of l.misses)
        misses.set(m, [...(misses.get(m) ?? []), `${f.brand}/${f.kind} ${l.cpuSlowdown}×`]);
    if (misses.size) {
      console.log('\nAudits that cost points where a category is under target:');
      for (const [m, where] of misses) console.log(`  - ${m}  [${where.join(', ')}]`);
    }
  }

  console.log(`\n## Budgets (machine load average ${loadavg()})\n`);
  for (const f of figures.filter((x) => PUBLIC.has(x.kind))) {
    budget(
      f.appTotal <= BUDGET.appKb * KB,
      `${f.brand} ${f.kind}: app code ${kb(f.appTotal)} KB gzip ≤ ${BUDGET.appKb} KB`,
    );
    budget(
      f.jsTotal <= BUDGET.firstLoadKb * KB,
      `${f.brand} ${f.kind}: first-load JS ${kb(f.jsTotal)} KB gzip ≤ ${BUDGET.firstLoadKb} KB`,
    );
  }
  if (!args['no-lighthouse'])
    for (const f of figures.filter((x) => LIGHTHOUSE_KINDS.has(x.kind) && !x.lighthouse))
      budget(false, `${f.brand} ${f.kind}: no Lighthouse result`);
  for (const f of lh) {
    // The calibrated figures when they were taken: the default 4× flatters a fast machine.
    const l = f.calibrated ?? f.lighthouse!;
    const at = `${f.brand} ${f.kind}: Lighthouse mobile (CPU ${l.cpuSlowdown}×)`;
    budget(
      l.performance >= BUDGET.performance,
      `${at} performance ${l.performance} ≥ ${BUDGET.performance}`,
    );
    budget(
      l.tbtMs <= BUDGET.tbtMs,
      `${at} Total Blocking Time ${Math.round(l.tbtMs)} ms ≤ ${BUDGET.tbtMs} ms`,
    );
    budget(l.accessibility >= BUDGET.accessibility, `${at} accessibility ${l.accessibility} = 100`);
    budget(
      l.bestPractices >= BUDGET.bestPractices,
      `${at} best practices ${l.bestPractices} = 100`,
    );
    budget(l.seo >= BUDGET.seo, `${at} SEO ${l.seo} = 100`);
    budget(l.cls <= BUDGET.cls, `${at} CLS ${l.cls.toFixed(3)} ≤ ${BUDGET.cls}`);
  }
  for (const t of longestTasks)
    budget(
      t.longest <= BUDGET.longestTaskMs,
      `${t.brand} ${t.kind}: longest task of the start (CPU 4×) ${Math.round(t.longest)} ms ≤ ${BUDGET.longestTaskMs} ms`,
    );
  console.log(
    `\n${failures} budget line(s) failed${args.strict ? '' : ' (a benchmark: exit code 0; --strict fails on them)'}`,
  );
  if (args.json) writeFileSync(args.json, JSON.stringify(figures, null, 2));
}

/* ------------------------------------------------------------------ SSR throughput */

async function ssrMode(): Promise<void> {
  const autocannon = (await import('autocannon')).default;
  if (!args['no-build'] && !existsSync(path.join(GENERATED, 'ssr'))) {
    console.log(`\n# Building ${ROOT} into ${GENERATED} (pnpm build:site)`);
    mkdirSync(GENERATED, { recursive: true });
    run('pnpm', ['build:site'], { GENERATED_DIR: GENERATED });
  }
  const database = await prepareDatabase();
  const server = await startServer(database.url).catch(async (error: unknown) => {
    await database.drop?.();
    throw error;
  });
  try {
    const brand = args['ssr-brand']!;
    const { paths } = await brandPages(brand);
    const offerPath = paths.offer;
    const headers = {
      host: hostOf(brand),
      accept: 'text/html',
      // As a browser asks: the page comes compressed (the server compresses per cached copy).
      'accept-encoding': 'gzip, deflate, br',
    };
    const check = await request(hostOf(brand), 'GET', offerPath, headers);
    if (check.status !== 200) throw new Error(`${offerPath} answered ${check.status}`);
    const load = (urlPath: string, idReplacement: boolean) =>
      autocannon({
        url: `http://127.0.0.1:${PORT}${urlPath}`,
        connections: Number(args.connections),
        duration: Number(args.duration),
        idReplacement,
        headers,
      });
    // A short warm-up renders each route module once (JIT, lazy imports) before measuring.
    await autocannon({
      url: `http://127.0.0.1:${PORT}${offerPath}?bench-warmup=[<id>]`,
      connections: Number(args.connections),
      duration: 2,
      idReplacement: true,
      headers,
    });
    const rows: (string | number)[][] = [];
    for (const [label, urlPath, ids] of [
      ['cold (new query string: renders)', `${offerPath}?bench=[<id>]`, true],
      ['warm (page cache)', offerPath, false],
    ] as const) {
      const r = await load(urlPath, ids);
      rows.push([
        label,
        args.db!,
        Math.round(r.requests.average),
        // Pages rendered: a 503 of the server's load shedding is fast and would inflate req/s.
        Math.round(r['2xx'] / r.duration),
        r.latency.p50,
        r.latency.p99,
        r.non2xx,
        r.errors + r.timeouts,
        loadavg(),
      ]);
    }
    console.log(
      `\n## SSR ${brand}${offerPath} — ${ROOT}, ${args.connections} connections, ${args.duration} s\n`,
    );
    table(
      ['mode', 'database', 'req/s', '2xx/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'load avg'],
      rows,
    );
    if (args.json)
      writeFileSync(args.json, JSON.stringify({ root: ROOT, db: args.db, rows }, null, 2));
  } finally {
    await server.stop();
    await database.drop?.();
  }
}

try {
  if (args.ssr) await ssrMode();
  else await pagesMode();
  process.exitCode = args.strict && failures > 0 ? 1 : 0;
} catch (error) {
  console.error(error);
  process.exitCode = 2;
}
