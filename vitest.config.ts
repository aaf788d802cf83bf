import { statSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { POSTGRESQL_PASS, SERVER_TEST_OPTIONS } from './packages/server/vitest.config.ts';

/**
 * The order the files start in: project by project (below), each longest first, so that the
 * last file to finish is a short one (a long file started last keeps one worker busy while the
 * other waits). A file's length is
 * its duration in the last run (Vitest's results cache, per project: the PostgreSQL pass has its
 * own), or, in a fresh clone, a guess from its size:
 * a file of the `tests` project opens pages in Chromium, and a line of it costs about twenty
 * times a line of a unit or server file; a line of the `cli` project (which spawns the real
 * command and encodes images) about four times (measured: ms per byte of the last CI run's
 * files).
 */
const COST_PER_BYTE: Record<string, number> = { tests: 20, cli: 4 };
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
      return size * (COST_PER_BYTE[file.project.name] ?? 1);
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
    // Then one project after another, the browser files first, each project's files longest
    // first, and the other projects by their longest file, so that the last one is a project of
    // short files (ranked by their sum, CI ran the cli project's one 19 s file last, alone,
    // while two workers idled). A worker runs the files of a project that shares its modules
    // (isolate: false) one after the other in one process, but a file of another project needs
    // a new process, which loads everything again (PGlite's WebAssembly, Fastify, React, jsdom):
    // mixed in one queue, the projects' files took a new process almost every time.
    const longest = new Map<string, number>();
    for (const file of files)
      longest.set(
        file.project.name,
        Math.max(longest.get(file.project.name) ?? 0, cost.get(file)!),
      );
    const rank = (file: TestSpecification) =>
      file.project.name === 'tests' ? Infinity : longest.get(file.project.name)!;
    return [...files].sort(
      (a, b) =>
        Number(failed.has(b)) - Number(failed.has(a)) ||
        rank(b) - rank(a) ||
        a.project.name.localeCompare(b.project.name) ||
        cost.get(b)! - cost.get(a)!,
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
