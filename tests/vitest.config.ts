import { defineProject } from 'vitest/config';

// End-to-end tests (Playwright in Debian's Chromium) and cross-brand tests.
export default defineProject({
  test: {
    name: 'tests',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    // Room for a slow machine, not a wait: each step fails on its own, shorter wait. On
    // 2026-12-04 two full runs on two cores went past 120 s in employer-flow's tests (the same
    // tests took a third of that beside two browser files instead of the whole suite).
    testTimeout: 240_000,
    hookTimeout: 180_000,
    // Builds the site, seeds the demo data and starts the run's shared server (e2e/README.md).
    globalSetup: ['./e2e-global-setup.ts'],
    // A worker runs its files one after the other in one process, which keeps the modules and
    // the worker's Chromium (e2e/setup.ts): a new process for each file loaded Vitest, Playwright
    // and the contracts again and launched a browser, seconds of a busy machine per file for 41
    // files. The files keep no state of their own in shared modules; setup.ts's per-file state
    // (server, contexts) starts and ends with each file (e2e/each-file.ts).
    isolate: false,
    setupFiles: ['./e2e/each-file.ts'],
    // Files share that server and each has its own browser, so up to three run at once (the
    // root config's three workers): a browser test waits on its page part of the time.
    // Assertions on what an action changes poll (expect.poll, waitFor) rather than read at once.
  },
});
