import { style } from '../utils/style.js';
import type { Diagnostic, ValidationReport } from './diagnostics.js';

function location(d: Diagnostic): string {
  return d.line === undefined ? d.file : `${d.file}:${d.line}:${d.column ?? 1}`;
}

/**
 * The human printout: diagnostics grouped by file, each with `file:line:col` (clickable in
 * terminals and editors), the JSON path, the message and the suggestion; then a summary.
 */
export function formatReport(report: ValidationReport): string {
  const lines: string[] = [];
  let currentFile: string | undefined;
  for (const d of report.diagnostics) {
    if (d.file !== currentFile) {
      if (currentFile !== undefined) lines.push('');
      lines.push(style('underline', d.file));
      currentFile = d.file;
    }
    const label = d.severity === 'error' ? style('red', 'error  ') : style('yellow', 'warning');
    const where = d.path ? style('bold', d.path) : style('bold', '(file)');
    lines.push(`  ${label} ${where}  ${d.message}`);
    lines.push(`          ${style('dim', location(d))}`);
    if (d.suggestion) lines.push(`          ${style('cyan', `→ ${d.suggestion}`)}`);
  }
  if (report.diagnostics.length > 0) lines.push('');
  const count = report.brands.length;
  const brands = `${count} brand${count === 1 ? '' : 's'}`;
  if (report.valid) {
    const warnings = report.warningCount
      ? `, ${report.warningCount} warning${report.warningCount === 1 ? '' : 's'}`
      : '';
    lines.push(style('green', `✔ ${brands} valid${warnings}`));
  } else {
    const failing = new Set(
      report.diagnostics.filter((d) => d.severity === 'error').map((d) => d.brand),
    ).size;
    lines.push(
      style(
        'red',
        `✖ ${report.errorCount} error${report.errorCount === 1 ? '' : 's'}` +
          `${report.warningCount ? `, ${report.warningCount} warning${report.warningCount === 1 ? '' : 's'}` : ''}` +
          ` in ${failing} of ${brands}`,
      ),
    );
  }
  return lines.join('\n') + '\n';
}

/** The `--json` output: the report only, stable for CI. */
export function reportToJson(report: ValidationReport): string {
  const { valid, brands, errorCount, warningCount, diagnostics } = report;
  return JSON.stringify({ valid, brands, errorCount, warningCount, diagnostics }, null, 2) + '\n';
}
