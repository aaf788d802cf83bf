import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Project } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '@jobboard/launch/chromium';
import { DATA_TEMPLATE_ENV } from '@jobboard/launch/server-process';
import { CONSENT_COOKIE, formatConsentCookie } from '../../packages/contracts/src/privacy';

/**
 * Per-brand snapshot tests (docs/brands.md): one Playwright project per brand folder, each against
 * `http://<key>.localhost:PORT` of one real server. `pnpm test:brands` runs them all,
 * `pnpm test:brands --project=<key>` one brand, `--update-snapshots` rewrites the baselines
 * (committed under __snapshots__/<brand>/). Debian's Chromium, never a browser download: its
 * headless shell, which the baselines were taken with (`.ci/run` installs it; the full browser
 * draws text a little differently) and which costs about a third less processor.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const brandsDir = process.env.BRANDS_DIR ?? path.join(root, 'brands');
const PORT = Number(process.env.BRAND_SNAPSHOT_PORT ?? 3791);

/**
 * The server's DATA_DIR, under test-results/ (emptied on each run): a copy of the run's seeded
 * demo data when `pnpm test` made one (DATA_TEMPLATE_ENV), so the server does not
 * seed the whole demo board again; otherwise empty, and the server seeds it on start. The same
 * seed either way. Only the main process starts the server: workers (TEST_WORKER_INDEX) skip it.
 */
function dataDir(): string {
  const dir = path.join(root, 'test-results/brands/data');
  if (process.env.TEST_WORKER_INDEX !== undefined) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const template = process.env[DATA_TEMPLATE_ENV];
  if (template && existsSync(template)) cpSync(template, dir, { recursive: true });
  return dir;
}

export const BRAND_KEYS = readdirSync(brandsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(brandsDir, d.name, 'brand.json')))
  .map((d) => d.name)
  .sort();

/**
 * Each brand's pages are taken as a returning visitor sees them: the consent choice made
 * (everything refused), so the banner covers nothing and no ad loads. The banner itself is
 * tested end to end (tests/e2e/consent-*.test.ts).
 */
const refusedConsent = (key: string) => ({
  cookies: [
    {
      name: CONSENT_COOKIE,
      value: formatConsentCookie({ advertising: false, measurement: false }),
      domain: `${key}.localhost`,
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
});

const projects: Project[] = BRAND_KEYS.map((key) => ({
  name: key,
  use: { baseURL: `http://${key}.localhost:${PORT}`, storageState: refusedConsent(key) },
}));

export default defineConfig({
  testDir: here,
  testMatch: /.*\.spec\.ts$/,
  snapshotPathTemplate: '{testDir}/__snapshots__/{projectName}/{arg}{ext}',
  outputDir: path.join(root, 'test-results/brands/output'),
  fullyParallel: false,
  // Two brands at a time against the one server: the snapshots wait on pages as much as they
  // render them. A brand's tests stay in one worker, in order.
  workers: 2,
  retries: 0,
  timeout: 300_000,
  expect: {
    // Writing a missing aria snapshot waits out this timeout first: keep it short when
    // (re)writing baselines (SNAPSHOTS_WRITE=1), generous when comparing under load.
    timeout: process.env.SNAPSHOTS_WRITE ? 1_000 : 15_000,
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' },
  },
  reporter: [
    ['list'],
    ['json', { outputFile: path.join(root, 'test-results/brands/report.json') }],
  ],
  use: {
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      // Hinting off: the same glyph outlines on every machine, so the baselines compare.
      args: [...CHROMIUM_ARGS, '--font-render-hinting=none'],
    },
    locale: 'fr-CA',
    timezoneId: 'America/Toronto',
    reducedMotion: 'reduce',
  },
  projects,
  webServer: {
    command: 'node --import tsx packages/server/src/server.ts',
    cwd: root,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir(),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The snapshots need no warm process: its warm-up renders pages no test waits for.
      WARM_UP_PAGES: 'false',
      // No load shedding, as for the e2e servers (tests/playwright-utils.ts): on a CI machine
      // busy with the server suite beside it, a starved event loop answered a page with 503
      // and the test waited five minutes for a hydration that page never had.
      LOAD_SHEDDING_MAX_DELAY_MS: '0',
    },
  },
});
