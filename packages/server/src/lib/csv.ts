/**
 * CSV as spreadsheets open it: RFC 4180 (every field quoted, a quote doubled, CRLF between
 * records), UTF-8 with a byte-order mark so that Excel reads accents right, and formula
 * injection defused (OWASP "CSV Injection"): a cell starting with = + - @, a tab or a carriage
 * return gets a leading ' so that no spreadsheet runs it as a formula.
 */

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A whole document: the header row, then one row per record, BOM first. */
export function csvDocument(
  header: ReadonlyArray<string>,
  rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>,
): string {
  return BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
