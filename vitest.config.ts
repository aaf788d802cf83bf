import { defineConfig } from 'vitest/config';

// One entry point for `pnpm test`: every package's unit tests plus the cross-brand tests.
export default defineConfig({
  test: {
    projects: ['packages/*', 'cli', 'tests'],
  },
});
