// Adds up the JSON reports of one `pnpm test` run (Vitest's and Playwright's) into one closing
// line, "tests: N passed, N failed, N skipped", that CI reads whatever runner wrote them; a line
// per report comes first (the PostgreSQL pass runs again tests that already ran on PGlite).
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
    const counts = { passed: 0, failed: 0, skipped: 0 };
    if ('numPassedTests' in report) {
      // Vitest (Jest-shaped JSON)
      counts.passed = report.numPassedTests;
      counts.failed = report.numFailedTests;
      counts.skipped = report.numPendingTests + (report.numTodoTests ?? 0);
    } else if (report.stats) {
      // Playwright
      counts.passed = report.stats.expected + report.stats.flaky;
      counts.failed = report.stats.unexpected;
      counts.skipped = report.stats.skipped;
    } else continue;
    for (const key of Object.keys(totals)) totals[key] += counts[key];
    process.stdout.write(
      `  ${path.basename(file)}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`,
    );
  }
}
process.stdout.write(
  `tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`,
);
