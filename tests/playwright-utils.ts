import { spawnSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Request as PageRequest,
  type Response as PageResponse,
} from 'playwright-core';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '@jobboard/launch/chromium';
import {
  freePort,
  newDataDir,
  REPO_ROOT,
  startServerProcess,
} from '@jobboard/launch/server-process';

export { freePort, REPO_ROOT };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: TEST_CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

/**
 * Set (to 1) once this run has built the brands and the site: tests/e2e-global-setup.ts builds
 * them before any file runs, and the workers inherit the variable, so no file builds again.
 */
export const SITE_BUILT_ENV = 'JOBBOARD_E2E_SITE_BUILT';

/**
 * Builds the brands (the server refuses a missing or stale brand build; a warm build takes a
 * few seconds and rewrites nothing), and the client and SSR bundles when they are missing (CI
 * runs `pnpm build:site` first). Once a run: a no-op after the global set-up has built them.
 */
export function ensureSiteBuilt(): void {
  if (process.env[SITE_BUILT_ENV] === '1') return;
  const generated = path.join(REPO_ROOT, '.generated');
  const brands = spawnSync('pnpm', ['--silent', 'brand', 'build'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (brands.status !== 0) throw new Error('pnpm brand build failed');
  if (
    !existsSync(path.join(generated, 'ssr', 'entry-server.js')) ||
    !existsSync(path.join(generated, 'client', '.vite', 'manifest.json'))
  ) {
    // A production build whatever runs the tests: Vitest sets NODE_ENV=test, which Vite would
    // keep, compiling the server bundle for React's development runtime.
    const r = spawnSync('pnpm', ['--filter', '@jobboard/core', 'build'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (r.status !== 0) throw new Error('core build failed');
  }
  process.env[SITE_BUILT_ENV] = '1';
}

export interface TestServer {
  port: number;
  dataDir: string;
  /** http://<brand>.localhost:<port><path> (Chromium resolves *.localhost to loopback). */
  url(brand: string, pathname?: string): string;
  /** GET from Node: 127.0.0.1 with the brand's Host header (Node does not resolve *.localhost). */
  get(brand: string, pathname: string, headers?: Record<string, string>): Promise<Response>;
  outbox(): Array<{
    to: string;
    subject: string;
    text: string;
    template: string;
    data: Record<string, unknown>;
  }>;
  /** SIGTERM, then the DATA_DIR goes unless `keepData` (the set-up's seeded template). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * What a test server's environment always holds: no page warm-up before listening (about 40
 * pages rendered for the first visitor's sake, which no test is), no load shedding, no drain on SIGTERM (5 s of
 * /readyz answering 503 for a load balancer that a test server has not: each stop waited them;
 * packages/server/test/shutdown-drain.test.ts checks the drain), stage mails without their
 * delay, plain-http cookies, quiet logs.
 */
export const TEST_SERVER_ENV: Record<string, string> = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
  SHUTDOWN_DRAIN_SECONDS: '0',
  // Stage mails at once: the delay that merges a burst of moves is the server suite's to check.
  STAGE_MAIL_DELAY_SECONDS: '0',
  WARM_UP_PAGES: 'false',
  // No load shedding: a slow CI machine's starved event loop is not a load to shed, and a 503
  // there failed pages that had nothing wrong (the server suite checks the shedding).
  LOAD_SHEDDING_MAX_DELAY_MS: '0',
};

/**
 * How long a test server may take to listen: seconds on a developer's machine, but over two
 * minutes on a CI machine 2.5× slower with three browsers beside it (a file failed on it).
 */
export const TEST_SERVER_START_MS = 300_000;

/** The TestServer of a server listening on `port` with `dataDir` (its outbox is read there). */
export function testServerAt(port: number, dataDir: string, stop: TestServer['stop']): TestServer {
  return {
    port,
    dataDir,
    url: (brand, pathname = '/') => `http://${brand}.localhost:${port}${pathname}`,
    get: (brand, pathname, headers = {}) =>
      getWithHost(port, `${brand}.localhost:${port}`, pathname, headers),
    outbox: () => {
      const dir = path.join(dataDir, 'outbox');
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
    },
    stop,
  };
}

/**
 * A server of the test's own on a free port with a fresh DATA_DIR (embedded database, demo
 * seed; a copy of the run's seeded template when there is one and no `env` is given, or when
 * `fromTemplate` asks for it with an `env`: brands of its own whose test is not about a first
 * seed, whose seconds of migrations and demo data the template spares). Most
 * files use the run's shared server instead (tests/e2e/setup.ts): start one only for a build,
 * brands or settings of its own. `env` adds to its environment (GENERATED_DIR and BRANDS_DIR
 * for a build of its own).
 */
export async function startServer(
  options: { env?: Record<string, string>; fromTemplate?: boolean } = {},
): Promise<TestServer> {
  ensureSiteBuilt();
  const dataDir =
    !options.env || options.fromTemplate
      ? newDataDir('jobboard-e2e-')
      : mkdtempSync(path.join(tmpdir(), 'jobboard-e2e-'));
  const server = await startServerProcess({
    env: { ...TEST_SERVER_ENV, DATA_DIR: dataDir, ...options.env },
    timeoutMs: TEST_SERVER_START_MS,
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return testServerAt(server.port, dataDir, async ({ keepData = false } = {}) => {
    await server.stop();
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  });
}

/** fetch() drops a Host header: node:http keeps it. Redirects are not followed. */
export function getWithHost(
  port: number,
  host: string,
  pathname: string,
  headers: Record<string, string>,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: pathname, headers: { ...headers, host } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const h = new Headers();
          for (const [k, v] of Object.entries(res.headers))
            if (v !== undefined) h.set(k, Array.isArray(v) ? v.join(', ') : v);
          const status = res.statusCode ?? 500;
          const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, headers: h }));
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * How long a page may take from its load event to hydration in a test. About 2 s here; a CI
 * machine ran the same commit three times slower (its build 30 s instead of 10) with two test
 * files and their Chromium tabs side by side, and search pages then missed a 15 s wait; a full
 * run on two cores, in its first minutes (three browser files, the per-brand snapshots and the
 * server suite's templates at once), missed 45 s on the employer sign-up page after a 29 s load.
 * A page that does not hydrate says why (gotoHydrated).
 */
export const HYDRATION_TIMEOUT_MS = 90_000;

/**
 * How long a click, a fill or a wait for an element or a URL may take in an end-to-end file
 * (Playwright's default is 30 s): on the CI machine that ran three times slower, with three
 * files and their Chromium tabs side by side, a search's answer could miss it; on 2026-12-04 a
 * full run on two cores took over 60 s to load the employer sign-up page (before and after that
 * day's changes alike).
 */
export const ACTION_TIMEOUT_MS = 90_000;

/**
 * What a page does from now until `stop()`: every request with its answer (status, or why it
 * failed) and when, from now in ms; its script errors and console errors. For the error of a
 * wait that ran out: a slow server (requests waiting), a failing one (4xx, 5xx, failures), a
 * broken script and a page doing nothing read differently.
 */
export function recordPageActivity(page: Page) {
  const started = Date.now();
  const since = () => `${Date.now() - started} ms`;
  const requests = new Map<PageRequest, { line: string; problem: boolean }>();
  const inFlight = new Set<PageRequest>();
  let lastChange = Date.now();
  const errors: string[] = [];
  const answered = (request: PageRequest, answer: string, problem: boolean) => {
    const seen = requests.get(request);
    if (seen) requests.set(request, { line: `${seen.line}: ${answer} at ${since()}`, problem });
  };
  const onRequest = (request: PageRequest) => {
    requests.set(request, {
      line: `${request.method()} ${request.url()} at ${since()}`,
      problem: false,
    });
    inFlight.add(request);
    lastChange = Date.now();
  };
  const settled = (request: PageRequest) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  const onResponse = (answer: PageResponse) =>
    answered(answer.request(), String(answer.status()), answer.status() >= 400);
  const onFinished = (request: PageRequest) => settled(request);
  const onFailed = (request: PageRequest) => {
    answered(request, `failed (${request.failure()?.errorText ?? '?'})`, true);
    settled(request);
  };
  const onError = (error: Error) => errors.push(`page error: ${error.message}`);
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onFailed);
  page.on('pageerror', onError);
  page.on('console', onConsole);
  return {
    /**
     * Waits until no request of the page has been in flight for half a second, as Playwright's
     * `networkidle` means, counted from the requests seen since the recording began. Playwright's
     * own state can be lost for good when requests end before DOMContentLoaded (a heavy script
     * at the end of a slow page; microsoft/playwright#42598, an API its authors now discourage):
     * a CI run on two busy cores waited out its 90 s on one public page. If the page is still
     * busy at `timeoutMs`, the error names the requests not yet answered.
     */
    async quiet({ idleMs = 500, timeoutMs = ACTION_TIMEOUT_MS } = {}): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastChange < idleMs) {
        if (Date.now() > deadline) {
          const pending = [...inFlight].map((r) => requests.get(r)?.line ?? r.url());
          throw new Error(
            `the network never went quiet in ${timeoutMs} ms; not answered: ${pending.join('; ') || 'none (requests kept starting)'}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** The errors and requests seen, every request or (`problemsOnly`) those that failed. */
    summary({ problemsOnly = false } = {}): string {
      const lines = [
        ...errors,
        ...[...requests.values()].filter((r) => !problemsOnly || r.problem).map((r) => r.line),
      ];
      return lines.length ? lines.join('; ') : 'nothing seen';
    },
    stop() {
      page.off('request', onRequest);
      page.off('response', onResponse);
      page.off('requestfinished', onFinished);
      page.off('requestfailed', onFailed);
      page.off('pageerror', onError);
      page.off('console', onConsole);
    },
  };
}

/**
 * Opens a URL and waits for the app to hydrate. A page that never does says why it might not:
 * its status, the script errors and the requests that failed or answered an error meanwhile (a
 * CI run once waited out the timeout on a sign-up page that hydrated everywhere else).
 */
export async function gotoHydrated(
  page: Page,
  url: string,
  // Then until its network is quiet: what the page loads after it hydrates is part of it.
  { untilQuiet = false }: { untilQuiet?: boolean } = {},
) {
  const activity = recordPageActivity(page);
  try {
    const response = await page.goto(url, { waitUntil: 'load' });
    await page
      .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
        timeout: HYDRATION_TIMEOUT_MS,
      })
      .catch(async (error: unknown) => {
        const state = await page
          .evaluate(() => ({ url: location.href, visibility: document.visibilityState }))
          .catch(() => null);
        throw new Error(
          `${url} did not hydrate (status ${response?.status() ?? 'none'}, now ${JSON.stringify(state)}): ${activity.summary({ problemsOnly: true })}`,
          { cause: error },
        );
      });
    if (untilQuiet)
      await activity.quiet().catch((error: unknown) => {
        throw new Error(`${url}: ${error instanceof Error ? error.message : String(error)}`);
      });
    return response;
  } finally {
    activity.stop();
  }
}

export async function waitForRenderedUrl(page: Page, matches: (url: URL) => boolean) {
  await page.waitForURL(matches, { timeout: HYDRATION_TIMEOUT_MS });
  await page.waitForFunction(
    () => document.documentElement.dataset.renderedUrl === location.pathname + location.search,
    undefined,
    { timeout: HYDRATION_TIMEOUT_MS },
  );
}

/** The demo accounts the server seeds on first start (README). */
export const DEMO_EMPLOYER = {
  email: 'employer@demo.jobboard.test',
  password: 'demo-employer-pass',
};

/** Signs the demo employer in on `base` through the employer login page in `lang`. */
export const signInDemoEmployer = (page: Page, base: string, lang: 'fr' | 'en') =>
  signInEmployer(page, base, lang, DEMO_EMPLOYER);

/** Signs an employer in on `base` through the employer login page in `lang`. */
export async function signInEmployer(
  page: Page,
  base: string,
  lang: 'fr' | 'en',
  who: { email: string; password: string },
) {
  await gotoHydrated(
    page,
    `${base}${lang === 'fr' ? '/fr/employeur/connexion' : '/en/employer/login'}`,
  );
  await page.fill('#employer-email', who.email);
  await page.fill('#employer-password', who.password);
  await page.click('[data-testid=employer-login-form] button[type=submit]');
  await page.waitForURL((u) => !/connexion|login/.test(u.pathname));
}

/**
 * Signs an employer up through the employer register page in `lang` (the answer is a "check your
 * inbox" panel on the same page, no session), then follows the mailed link, which signs them in
 * and lands on their offers. The team's name is also its first company's.
 */
export async function signUpEmployer(
  page: Page,
  server: TestServer,
  base: string,
  lang: 'fr' | 'en',
  who: { email: string; password: string; company: string },
) {
  await gotoHydrated(
    page,
    `${base}${lang === 'fr' ? '/fr/employeur/inscription' : '/en/employer/register'}`,
  );
  await page.fill('#employer-first_name', 'Élise');
  await page.fill('#employer-last_name', 'Gagnon');
  await page.fill('#employer-email', who.email);
  await page.fill('#employer-password', who.password);
  await page.fill('#employer-company_name', who.company);
  await page.selectOption('#employer-team_size', { index: 1 });
  await page.click('[data-testid=employer-register-form] button[type=submit]');
  await page.locator('[data-testid=signup-sent]').waitFor();
  if (!/\/(employeur\/inscription|employer\/register)/.test(page.url()))
    throw new Error(`sign-up left its page without a confirmed address: ${page.url()}`);
  await openConfirmationLink(page, server, base, who.email);
  await page.waitForURL(/\/(employeur\/mes-offres|employer\/my-offers)/);
}

/**
 * On the create-company page: a complete company (both names, a description long enough) saved;
 * waits for its edit page and returns its id.
 */
export async function saveNewCompany(page: Page): Promise<string> {
  await page.fill('#company-name_fr', 'Auberge du Lac');
  await page.fill('#company-name_en', 'Lakeside Inn');
  await page.fill(
    '#company-description_fr',
    'Une auberge de 40 chambres au bord du lac, ouverte toute l’année.',
  );
  await page.click('[data-testid=company-save]');
  await page.waitForURL(/\/employer\/companies\/\d+\/edit/);
  return /companies\/(\d+)\/edit/.exec(page.url())![1]!;
}

export interface PageProbe {
  page: Page;
  /** console errors and page errors seen so far (network 4xx excluded). */
  errors: string[];
  /** react-intl missing-message reports. */
  missingMessages: string[];
}

/** A page that records console errors and missing messages. */
export async function openPage(context: BrowserContext): Promise<PageProbe> {
  const page = await context.newPage();
  const probe: PageProbe = { page, errors: [], missingMessages: [] };
  page.on('console', (msg) => {
    const text = msg.text();
    if (/MISSING_TRANSLATION|Missing message/i.test(text)) probe.missingMessages.push(text);
    else if (msg.type() === 'error' && !/Failed to load resource/.test(text))
      probe.errors.push(text);
  });
  page.on('pageerror', (error) => probe.errors.push(error.message));
  return probe;
}

/**
 * Switches language with the header/guest switcher and waits for the page to be drawn in it.
 * The address changes when the navigation starts, while the previous page stays on screen until
 * the next one is ready: a second switch clicked in between would follow the previous page's
 * link, so this waits for the switcher itself to offer the way back.
 */
export async function switchLanguage(page: Page, to: 'fr' | 'en'): Promise<void> {
  await page.click('[data-testid=language-switcher]');
  await page.waitForURL((u) => u.pathname === `/${to}` || u.pathname.startsWith(`/${to}/`));
  const back = to === 'fr' ? 'en-CA' : 'fr-CA';
  await page.waitForSelector(`[data-testid=language-switcher][hreflang=${back}]`);
}

/**
 * Registers a candidate through the register page, then confirms the address from the outbox:
 * sign-up answers a "check your inbox" panel and no session, the e-mail's link signs
 * the account in and the confirmation page goes to the profile. Returns the e-mail used.
 */
export async function registerCandidate(
  page: Page,
  server: TestServer,
  baseUrl: string,
  lang: 'fr' | 'en',
): Promise<string> {
  const email = `e2e-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  await gotoHydrated(page, `${baseUrl}${lang === 'fr' ? '/fr/inscription' : '/en/register'}`);
  await page.fill('#auth-first_name', 'Eve');
  await page.fill('#auth-last_name', 'Tremblay');
  await page.fill('#auth-email', email);
  await page.fill('#auth-password', 'correct horse battery');
  await page.click('[data-testid=register-form] button[type=submit]');
  await page.locator('[data-testid=signup-sent]').waitFor();
  await openConfirmationLink(page, server, baseUrl, email);
  await page.waitForURL(new RegExp(`/${lang}/profile`));
  return email;
}

/** Opens the confirmation link mailed to an address, on this test's base URL. */
export async function openConfirmationLink(
  page: Page,
  server: TestServer,
  baseUrl: string,
  email: string,
): Promise<void> {
  const link = await waitForConfirmationLink(server, email);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
}

/** The confirmation link of the last e-mail sent to an address, from the outbox. */
export function confirmationLink(server: TestServer, email: string): string | undefined {
  const mail = server
    .outbox()
    .filter((m) => m.to === email)
    .pop();
  return mail?.text.match(/https?:\/\/\S*email-confirmation\/\S+/)?.[0];
}

/**
 * The confirmation link, once mailed: the server sends the sign-up mail after its answer (its
 * timing must not tell a new address from a taken one), so the outbox is polled. A file being
 * written reads as bad JSON: the next poll reads it whole.
 */
export async function waitForConfirmationLink(
  server: TestServer,
  email: string,
  patienceMs = 60_000,
): Promise<string> {
  const deadline = Date.now() + patienceMs;
  for (;;) {
    let link: string | undefined;
    try {
      link = confirmationLink(server, email);
    } catch {
      // half-written outbox entry
    }
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no confirmation e-mail to ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Params that fill every route of the table on a brand: a real offer id of its board, and
 * placeholders elsewhere (resources they do not name answer an honest 404 page).
 */
export async function sampleRouteParams(
  server: TestServer,
  brand: string,
): Promise<Record<string, string>> {
  const params: Record<string, string> = {
    category: 'hotellerie',
    specialization: 'cuisine',
    city: 'montreal',
    type: 'category',
    slug: 'sample',
    id: '1',
    selector: 'selector1',
    token: 'token0123456789abcdef',
    email: 'a@example.com',
  };
  const res = await server.get(brand, `/api/jobboard/${brand}/offers?per_page=1`);
  if (res.ok) {
    const body = (await res.json()) as { data: Array<{ id: number }> };
    if (body.data[0]) params.id = String(body.data[0].id);
  }
  return params;
}
