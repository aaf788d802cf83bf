// Adds up the JSON reports of one `pnpm test` run (Vitest's and Playwright's) into one closing
// line, "tests: N passed, N failed, N skipped", that CI reads whatever runner wrote them; a line
// per report comes first (the PostgreSQL pass runs again tests that already ran on PGlite).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const totals = { passed: 0, failed: 0, skipped: 0 };
// The failed tests by name, printed just before the closing line: a log cut to its end still
// says what failed.
const failedNames = [];
/** Playwright's suites nest; a spec whose last result is not the expected one failed. */
function playwrightFailures(suite, file) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected') {
        failedNames.push(`${spec.file ?? file} > ${spec.title} [${test.projectName}]`);
      }
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, suite.file ?? file);
}
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
      for (const result of report.testResults ?? []) {
        const name = path.relative(process.cwd(), result.name);
        const failures = (result.assertionResults ?? []).filter((t) => t.status === 'failed');
        for (const test of failures) failedNames.push(`${name} > ${test.fullName}`);
        // A file that failed before any test ran (an import or a hook) has no failed test.
        if (result.status === 'failed' && failures.length === 0) {
          failedNames.push(`${name}: ${String(result.message ?? '').split('\n')[0]}`);
        }
      }
    } else if (report.stats) {
      // Playwright
      counts.passed = report.stats.expected + report.stats.flaky;
      counts.failed = report.stats.unexpected;
      counts.skipped = report.stats.skipped;
      for (const suite of report.suites ?? []) playwrightFailures(suite, suite.file);
    } else continue;
    for (const key of Object.keys(totals)) totals[key] += counts[key];
    process.stdout.write(
      `  ${path.basename(file)}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`,
    );
  }
}
for (const name of failedNames) process.stdout.write(`  failed: ${name}\n`);
process.stdout.write(
  `tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`,
);
