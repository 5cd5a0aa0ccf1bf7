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
