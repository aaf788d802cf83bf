import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { formatConsentCookie } from '../../packages/contracts/src/privacy';
import {
  ACTION_TIMEOUT_MS,
  REPO_ROOT,
  launchBrowser,
  startServer,
  testServerAt,
  type PageProbe,
  type TestServer,
} from '../playwright-utils';

export interface E2e {
  server: TestServer;
  browser: Browser;
  /** The file's shared context (only when `context` options were given). */
  context: BrowserContext;
}

/**
 * The file's shared server (tests/e2e-global-setup.ts starts them on the seeded demo data): one
 * process for the files that need no build, brands or settings of their own. A file takes the
 * server fewest running files use right now (then the one that served fewer files), so files
 * running side by side render on different processes as far as they can (picked from the
 * file's path, the four longest had met the same one, which rendered for them in turn while the
 * other idled); a file keeps its server for all its tests and hooks. Files run one after the
 * other against it, so a file finds the demo data plus what earlier files added: assert on what
 * the file itself creates (unique e-mails, its own offers), not on totals. Its stop() does
 * nothing: the global set-up stops the servers after the last file.
 */
export function sharedServer(): TestServer {
  if (!fileServer) {
    const servers = inject('e2eServers');
    const { port, dataDir } = servers[takeServer(inject('e2eUse'), servers.length)]!;
    fileServer = testServerAt(port, dataDir, async () => undefined);
  }
  return fileServer;
}
/**
 * What belongs to the file running now. A worker runs its files one after the other in one
 * process that keeps this module loaded (the project's `isolate: false`), so each-file.ts, run
 * before every file, calls beginFile() and, once the file's own hooks are done, endFile().
 */
/** The server this file took. */
let fileServer: TestServer | undefined;
/** This file's entry in the run's use folder while it runs (see takeServer). */
let inUse: string | undefined;
/** The contexts this file opened in the worker's browser (closed at the latest by endFile). */
let fileContexts = new Set<BrowserContext>();

/** Before a file: nothing of the previous file's is this one's. */
export function beginFile() {
  fileServer = undefined;
  inUse = undefined;
  fileContexts = new Set();
}

/** After a file: its entry says "done", and what it left open in the browser is closed. */
export async function endFile() {
  if (inUse) renameSync(inUse, path.join(path.dirname(inUse), `done-${path.basename(inUse)}`));
  inUse = undefined;
  fileServer = undefined;
  const left = [...fileContexts];
  fileContexts = new Set();
  await Promise.all(left.map((context) => context.close().catch(() => undefined)));
}

/**
 * The server this file takes, from the run's use folder: `<n>/<id>` for each file using server
 * n now, `<n>/done-<id>` for each that did. Under a lock (a folder, made atomically), so two
 * workers starting a file at once count each other; a lock older than 5 s (a worker that died
 * holding it) is taken over: the choice is a matter of speed, not of correctness.
 */
function takeServer(folder: string, count: number): number {
  const lock = path.join(folder, 'lock');
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) break;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
  try {
    const load = Array.from({ length: count }, (_, n) => {
      const entries = readdirSync(path.join(folder, String(n)));
      return {
        n,
        running: entries.filter((e) => !e.startsWith('done-')).length,
        all: entries.length,
      };
    });
    load.sort((a, b) => a.running - b.running || a.all - b.all || a.n - b.n);
    const n = load[0]!.n;
    inUse = path.join(folder, String(n), `${process.pid}-${randomUUID()}`);
    writeFileSync(inUse, expect.getState().testPath ?? '');
    return n;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Bytes of the file's path, the same in each of its tests and hooks. */
function fileHash(): Buffer {
  const file = expect.getState().testPath ?? String(Math.random());
  return createHash('sha256').update(file).digest();
}

/**
 * A client address of the file's own (in 198.18.0.0/16, a range for tests, from the file's path): the shared
 * server trusts X-Forwarded-For, so its per-address limits (5 sign-ups, 10 logins a minute)
 * count this file's requests only, as they did when each file had a server of its own.
 */
function fileAddress(): string {
  const [a = 0, b = 0] = fileHash();
  return `198.18.${a}.${b}`;
}

/**
 * A choice already made on every brand (advertising and measurement refused): the consent
 * banner, a sheet over the bottom of the page, is not in the way of what a file tests. The
 * consent files remove it (`context.clearCookies({ name: 'consent' })`) to meet the banner.
 * Cookies ignore the port: one per brand host serves the shared server and any other.
 */
export const REFUSED_CONSENT_COOKIE = formatConsentCookie({
  advertising: false,
  measurement: false,
});
const BRAND_KEYS = readdirSync(path.join(REPO_ROOT, 'brands'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The browser, with every new context (and newPage's own context) sending the file's client
 * address, unless the options name an X-Forwarded-For of their own, and holding a consent
 * choice for every brand.
 */
function withClientAddress(browser: Browser, address: string): Browser {
  const contexts = fileContexts;
  const newContext = async (options: BrowserContextOptions = {}) => {
    const context = await browser.newContext({
      ...options,
      extraHTTPHeaders: { 'x-forwarded-for': address, ...options.extraHTTPHeaders },
    });
    contexts.add(context);
    context.once('close', () => contexts.delete(context));
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    await context.addCookies(
      BRAND_KEYS.map((brand) => ({
        name: 'consent',
        value: REFUSED_CONSENT_COOKIE,
        url: `http://${brand}.localhost`,
      })),
    );
    return context;
  };
  const newPage = async (options: BrowserContextOptions = {}): Promise<Page> => {
    const context = await newContext(options);
    const page = await context.newPage();
    page.once('close', () => void context.close().catch(() => undefined));
    return page;
  };
  // The browser is the worker's, kept for its next files: closing it closes this file's contexts.
  const close = async () => {
    await Promise.all([...contexts].map((context) => context.close().catch(() => undefined)));
  };
  return new Proxy(browser, {
    get(target, property, receiver) {
      if (property === 'newContext') return newContext;
      if (property === 'newPage') return newPage;
      if (property === 'close') return close;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The worker's Chromium, launched by its first file and kept for the next ones (a launch cost
 * each file a second or two of a busy machine); launched again if it went away.
 */
let workerBrowser: Promise<Browser> | undefined;
async function browserOfWorker(): Promise<Browser> {
  const running = await workerBrowser?.catch(() => undefined);
  if (running?.isConnected()) return running;
  workerBrowser = launchBrowser();
  return workerBrowser;
}

/**
 * The file's browser: Debian's Chromium whose contexts send the file's own client address to
 * the shared server (a file that launches its browser itself shares 127.0.0.1 with the others).
 * The process is the worker's (browserOfWorker); what the file sees is its own contexts, which
 * its close() closes.
 */
export async function launchFileBrowser(): Promise<Browser> {
  return withClientAddress(await browserOfWorker(), fileAddress());
}

/**
 * What an e2e file starts with: the run's shared server (or, with `env`, a server of its own:
 * startServer, fresh DATA_DIR, its own seed, or a copy of the run's seeded data with
 * `fromTemplate`), one browser and, with `context` options, one context for the file's tests;
 * all closed after them. The fields are set in beforeAll: read them in tests and hooks, not at
 * the top level. See tests/e2e/README.md.
 */
export function useE2e(
  options: {
    context?: BrowserContextOptions;
    env?: Record<string, string>;
    fromTemplate?: boolean;
  } = {},
): E2e {
  const e2e = {} as E2e;
  let ownServer: TestServer | undefined;
  beforeAll(async () => {
    if (options.env)
      ownServer = await startServer({ env: options.env, fromTemplate: options.fromTemplate });
    e2e.server = ownServer ?? sharedServer();
    e2e.browser = await launchFileBrowser();
    if (options.context) e2e.context = await e2e.browser.newContext(options.context);
  });
  afterAll(async () => {
    await e2e.context?.close();
    await e2e.browser?.close();
    await ownServer?.stop();
  });
  return e2e;
}

/** No console error and no missing message on the probe's page so far. */
export function expectClean(probe: PageProbe) {
  expect(probe.missingMessages).toEqual([]);
  expect(probe.errors).toEqual([]);
}
