import { defineProject } from 'vitest/config';

// End-to-end tests (Playwright in Debian's Chromium) and cross-brand tests.
export default defineProject({
  test: {
    name: 'tests',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    globalSetup: ['./e2e-global-setup.ts'],
    // One server and one browser per file; files in sequence (2 cores).
    fileParallelism: false,
    // After the unit and integration projects, so browsers do not compete with them for the 2 cores.
    sequence: { groupOrder: 1 },
  },
});
