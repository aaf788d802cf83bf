import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@jobboard/server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    // PGlite boots a WebAssembly PostgreSQL: seconds, not milliseconds, on a cold start.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
