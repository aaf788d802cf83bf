import { defineProject } from 'vitest/config';

// End-to-end tests (Playwright in Debian's Chromium) and cross-brand tests.
export default defineProject({
  test: {
    name: 'tests',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    testTimeout: 120_000,
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
    // Four files at a time on a 2-core machine, against the shared servers: a browser file waits
    // on Chromium, on a server and on its own timers most of its time. With three, CI's test
    // step used 837 s of processor in 740 s on two cores (the runners' children included): about
    // 40% of the machine idle through the browser files. A group of their own (groupOrder 0,
    // before every other project's group 1: Vitest runs groups one after the other), so that
    // the other projects, which keep the processor busy, keep three workers.
    // Assertions on what an action changes poll (expect.poll, waitFor) rather than read at once.
    maxWorkers: 4,
    sequence: { groupOrder: 0 },
  },
});
