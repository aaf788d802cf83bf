import { createHash } from 'node:crypto';
import { closeSync, openSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { formatConsentCookie } from '../../packages/contracts/src/privacy';
import {
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
 * process for the files that need no build, brands or settings of their own. The files take
 * them in turn, in the order they start (longest first: the root vitest.config.ts), so the
 * longest files are dealt to both servers alike (picked from the file's path, the four longest
 * had met the same one, which rendered for them in turn while the other idled); a file keeps
 * its server for all its tests and hooks. Files run one after the other against it, so a file
 * finds the demo data plus what earlier files added: assert on what the file itself creates
 * (unique e-mails, its own offers), not on totals. Its stop() does nothing: the global set-up
 * stops the servers after the last file.
 */
export function sharedServer(): TestServer {
  if (!fileServer) {
    const servers = inject('e2eServers');
    const { port, dataDir } = servers[takeTurn(inject('e2eTurns')) % servers.length]!;
    fileServer = testServerAt(port, dataDir, async () => undefined);
  }
  return fileServer;
}
/** The server this file took (each file has its own instance of this module). */
let fileServer: TestServer | undefined;

/**
 * This file's number in the run: the first free name in the run's turns folder, created with
 * `wx`, so two workers starting a file at once get two numbers.
 */
function takeTurn(folder: string): number {
  for (let turn = 0; ; turn++) {
    try {
      closeSync(openSync(path.join(folder, String(turn)), 'wx'));
      return turn;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
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
  const newContext = async (options: BrowserContextOptions = {}) => {
    const context = await browser.newContext({
      ...options,
      extraHTTPHeaders: { 'x-forwarded-for': address, ...options.extraHTTPHeaders },
    });
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
  return new Proxy(browser, {
    get(target, property, receiver) {
      if (property === 'newContext') return newContext;
      if (property === 'newPage') return newPage;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The file's browser: Debian's Chromium whose contexts send the file's own client address to
 * the shared server (a file that launches its browser itself shares 127.0.0.1 with the others).
 */
export async function launchFileBrowser(): Promise<Browser> {
  return withClientAddress(await launchBrowser(), fileAddress());
}

/**
 * What an e2e file starts with: the run's shared server (or, with `env`, a server of its own:
 * startServer, fresh DATA_DIR, its own seed), one browser and, with `context` options, one
 * context for the file's tests; all closed after them. The fields are set in beforeAll: read
 * them in tests and hooks, not at the top level. See tests/e2e/README.md.
 */
export function useE2e(
  options: { context?: BrowserContextOptions; env?: Record<string, string> } = {},
): E2e {
  const e2e = {} as E2e;
  let ownServer: TestServer | undefined;
  beforeAll(async () => {
    if (options.env) ownServer = await startServer({ env: options.env });
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
