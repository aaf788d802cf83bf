// Adds up the JSON reports of one `pnpm test` run (Vitest's and Playwright's) into one closing
// line, "tests: N passed, N failed, N skipped", that CI reads whatever runner wrote them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const totals = { passed: 0, failed: 0, skipped: 0 };
for (const arg of process.argv.slice(2)) {
  if (!existsSync(arg)) continue;
  const files = arg.endsWith('.json')
    ? [arg]
    : readdirSync(arg)
        .filter((name) => name.endsWith('.json'))
        .map((name) => path.join(arg, name));
  for (const file of files) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    if ('numPassedTests' in report) {
      // Vitest (Jest-shaped JSON)
      totals.passed += report.numPassedTests;
      totals.failed += report.numFailedTests;
      totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    } else if (report.stats) {
      // Playwright
      totals.passed += report.stats.expected + report.stats.flaky;
      totals.failed += report.stats.unexpected;
      totals.skipped += report.stats.skipped;
    }
  }
}
process.stdout.write(
  `tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`,
);
