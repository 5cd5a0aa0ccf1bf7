import Papa from 'papaparse';

export type CsvCell = string | number | boolean | null | undefined;
export type CsvRow = Record<string, CsvCell>;

/** Characters that make spreadsheet programs read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as text, with a leading quote when it would otherwise start a formula. */
export function neutraliseCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * Rows -> CSV text. The columns are the keys of all rows in first-seen order; every cell (headers included)
 * that starts with = + - @ tab or carriage return is prefixed with a single quote.
 */
export function toSafeCsv(rows: readonly CsvRow[]): string {
  const columns: string[] = [];
  for (const row of rows) {
    for (const key of Object.keys(row)) if (!columns.includes(key)) columns.push(key);
  }
  const data = rows.map((row) => columns.map((column) => neutraliseCell(row[column])));
  return Papa.unparse({ fields: columns.map((column) => neutraliseCell(column)), data }, { newline: '\r\n' });
}

/** A cell that starts like a formula, or with the quote that marks an escaped one. */
const ESCAPE_START = /^[=+\-@\t\r']/;

/**
 * The escape of `neutraliseCell`, made reversible for files that are read back (the resource library's export
 * and import): a cell starting with = + - @ tab, carriage return or a single quote gets one leading quote, so
 * `restoreCell` gives back exactly the text that was written.
 */
export function escapeCellReversibly(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return ESCAPE_START.test(text) ? `'${text}` : text;
}

/** Reads a cell written by `escapeCellReversibly`; `formula` is true for an unescaped cell a spreadsheet would run. */
export function restoreCell(cell: string): { text: string; formula: boolean } {
  if (cell.startsWith("'") && ESCAPE_START.test(cell.slice(1)))
    return { text: cell.slice(1), formula: false };
  return { text: cell, formula: /^[=+\-@]/.test(cell) };
}

/** Rows -> CSV text with the given columns in order, every cell (headers too) escaped reversibly. */
export function toReversibleCsv(columns: readonly string[], rows: readonly CsvRow[]): string {
  const data = rows.map((row) => columns.map((column) => escapeCellReversibly(row[column])));
  return Papa.unparse(
    { fields: columns.map((column) => escapeCellReversibly(column)), data },
    { newline: '\r\n' },
  );
}
