import { defineConfig } from 'vitest/config';

// One entry point for `pnpm test`: every package's unit tests plus the cross-brand tests.
export default defineConfig({
  test: {
    projects: ['packages/*', 'cli', 'tests'],
    // Each server suite holds a PGlite in memory (~100 MB): two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
