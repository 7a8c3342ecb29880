/**
 * CSV text (RFC 4180) that spreadsheets cannot execute: a cell starting with = + - @ (or a tab
 * or carriage return, which some spreadsheets skip before a formula) is prefixed with a single
 * quote, so a name like `=HYPERLINK(…)` stays text.
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Lines end with CRLF, as RFC 4180 asks; the text ends with one too. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
