import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser, startServer, type PageProbe, type TestServer } from '../playwright-utils';

export interface E2e {
  server: TestServer;
  browser: Browser;
  /** The file's shared context (only when `context` options were given). */
  context: BrowserContext;
}

/**
 * What an e2e file starts with: the real server (startServer: fresh DATA_DIR, demo seed), one
 * browser and, with `context` options, one context for the file's tests; all stopped after
 * them. The fields are set in beforeAll: read them in tests and hooks, not at the top level.
 */
export function useE2e(
  options: { context?: BrowserContextOptions; env?: Record<string, string> } = {},
): E2e {
  const e2e = {} as E2e;
  beforeAll(async () => {
    e2e.server = await startServer({ env: options.env });
    e2e.browser = await launchBrowser();
    if (options.context) e2e.context = await e2e.browser.newContext(options.context);
  });
  afterAll(async () => {
    await e2e.context?.close();
    await e2e.browser?.close();
    await e2e.server?.stop();
  });
  return e2e;
}

/** No console error and no missing message on the probe's page so far. */
export function expectClean(probe: PageProbe) {
  expect(probe.missingMessages).toEqual([]);
  expect(probe.errors).toEqual([]);
}
