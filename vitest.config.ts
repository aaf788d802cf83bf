import { statSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order the files start in: longest first, so that the last file to finish is a short one
 * (a long file started last keeps one worker busy while the other waits). A file's length is
 * its duration in the last run (Vitest's results cache), or, in a fresh clone and in the
 * PostgreSQL pass (whose cached durations are the embedded database's), a guess from its size:
 * a file of the `tests` project opens pages in Chromium, and a line of it costs about twenty
 * times a line of a unit or server file. The projects are mixed in one queue (Vitest's own
 * order runs one project after the other, the browser files last).
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cached = process.env.SERVER_SUITE !== 'postgresql';
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
    const known = results.map((r) => (cached ? r?.duration : undefined));
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

// One entry point for `pnpm test`: every package's unit tests plus the cross-brand tests.
export default defineConfig({
  test: {
    projects: ['packages/*', 'cli', 'tests'],
    // Three files at a time on a 2-core machine: a browser file waits on Chromium and on the
    // shared server about half of its time, so a third file uses what two leave idle; a server
    // suite holds a PGlite in memory (~100 MB), three of them fit.
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
  },
});
