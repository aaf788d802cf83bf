import { statSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { POSTGRESQL_PASS, SERVER_TEST_OPTIONS } from './packages/server/vitest.config';

/**
 * The order the files start in: longest first, so that the last file to finish is a short one
 * (a long file started last keeps one worker busy while the other waits). A file's length is
 * its duration in the last run (Vitest's results cache, per project: the PostgreSQL pass has its
 * own), or, in a fresh clone, a guess from its size:
 * a file of the `tests` project opens pages in Chromium, and a line of it costs about twenty
 * times a line of a unit or server file. The projects are mixed in one queue (Vitest's own
 * order runs one project after the other, the browser files last).
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cost = new Map<TestSpecification, number>();
    const guess = (file: TestSpecification) => {
      let size = 0;
      try {
        size = statSync(file.moduleId).size;
      } catch {
        // a file that went away: Vitest reports it
      }
      return size * (file.project.name === 'tests' ? 20 : 1);
    };
    const results = files.map((file) =>
      this.ctx.cache.getFileTestResults(
        `${file.project.name}:${path.relative(this.ctx.config.root, file.moduleId)}`,
      ),
    );
    const known = results.map((r) => r?.duration);
    // Durations and sizes do not compare: guess every file as soon as one is unknown.
    const allKnown = known.every((d) => d !== undefined);
    files.forEach((file, i) => cost.set(file, allKnown ? known[i]! : guess(file)));
    // A file that failed last time first, as Vitest does: its answer is the one awaited.
    const failed = new Set(files.filter((_, i) => results[i]?.failed));
    return [...files].sort(
      (a, b) => Number(failed.has(b)) - Number(failed.has(a)) || cost.get(b)! - cost.get(a)!,
    );
  }
}

/**
 * The server files whose behaviour can differ on a PostgreSQL server (POSTGRESQL_PASS) run a
 * second time there when POSTGRESQL_PASS_URL names one (`pnpm test` starts a throwaway cluster):
 * a project of this run, so that its files share the queue (and the cores) with the others
 * instead of waiting for them. Its workers get the server's address as TEST_DATABASE_URL.
 */
const postgresqlPass = process.env.POSTGRESQL_PASS_URL
  ? [
      {
        test: {
          ...SERVER_TEST_OPTIONS,
          globalSetup: [...SERVER_TEST_OPTIONS.globalSetup],
          name: '@jobboard/server on PostgreSQL',
          root: './packages/server',
          include: POSTGRESQL_PASS,
          env: { TEST_DATABASE_URL: process.env.POSTGRESQL_PASS_URL, SERVER_SUITE: 'postgresql' },
        },
      },
    ]
  : [];

// One entry point for `pnpm test`: every package's unit tests plus the cross-brand tests.
export default defineConfig({
  test: {
    projects: ['packages/*', 'cli', 'tests', ...postgresqlPass],
    // Three files at a time on a 2-core machine: a browser file waits on Chromium and on the
    // shared server about half of its time, so a third file uses what two leave idle; a server
    // suite holds a PGlite in memory (~100 MB), three of them fit.
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
  },
});
