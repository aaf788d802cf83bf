import { defineConfig } from 'vitest/config';
import { UNIT as SERVER_UNIT } from './packages/server/vitest.config';

/**
 * `pnpm test:unit`: the fast loop for daily work, under a minute. Every package's unit tests,
 * the CLI's but its end-to-end file (cli.test.ts runs the real command and encodes images), and
 * the server files that need no database (packages/server/vitest.config.ts says which): no
 * database, no server process, no browser. `pnpm test` runs all of these and the rest.
 */
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/manifest',
      'packages/themes',
      'packages/core',
      {
        extends: './cli/vitest.config.ts',
        test: { root: './cli', exclude: ['src/cli.test.ts', '**/node_modules/**'] },
      },
      {
        test: {
          name: '@jobboard/server (unit)',
          root: './packages/server',
          environment: 'node',
          include: SERVER_UNIT.include,
          exclude: SERVER_UNIT.exclude,
        },
      },
    ],
    maxWorkers: 2,
  },
});
