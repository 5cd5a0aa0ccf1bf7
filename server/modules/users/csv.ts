import Papa from 'papaparse';
import { type BulkUserRow, USER_LIMITS, USER_MESSAGES } from '../../../common/schemas/users';
import { validationError } from '../../lib/errors';

/** The template's columns (product §2.5) and the header spellings accepted for them. */
export const CSV_COLUMNS = ['name', 'email', 'role', 'status', 'phone', 'student_id', 'employee_id'] as const;
type CsvColumn = (typeof CSV_COLUMNS)[number];

const ALIASES: Record<string, CsvColumn> = {
  name: 'name',
  full_name: 'name',
  email: 'email',
  email_address: 'email',
  role: 'role',
  status: 'status',
  phone: 'phone',
  phone_number: 'phone',
  student_id: 'student_id',
  studentid: 'student_id',
  employee_id: 'employee_id',
  employeeid: 'employee_id',
};

export const CSV_MESSAGES = {
  missingColumns: 'CSV header must include name and email columns',
  wrongWidth: (row: number, expected: number, found: number) =>
    `Row ${row}: Expected ${expected} columns but found ${found}; row skipped`,
} as const;

export interface CsvRows {
  /** Data rows that have the header's width, with their 0-based position among all data rows. */
  rows: { index: number; row: BulkUserRow }[];
  /** Data rows of another width: skipped, reported with their position. */
  wrongWidth: { index: number; error: string }[];
}

/** Bytes -> text: UTF-8 (a byte-order mark is dropped), or Windows-1252 as spreadsheet programs often save. */
function decode(data: Buffer): string {
  if (data.includes(0)) throw validationError({ csv_file: [USER_MESSAGES.csvReadFailed] });
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

function columnOf(header: string): CsvColumn | undefined {
  const key = header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return ALIASES[key];
}

/**
 * Reads a users CSV: comma, semicolon, tab or pipe delimited (detected), quoted cells may hold delimiters
 * and line breaks, blank lines are ignored, rows whose width differs from the header are skipped. Cells are
 * kept as plain text: a cell such as =HYPERLINK(...) is stored as those characters, never evaluated.
 */
export function parseUsersCsv(data: Buffer): CsvRows {
  const text = decode(data);
  const parsed = Papa.parse<string[]>(text, {
    header: false,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t', '|'],
  });
  if (parsed.errors.some((error) => error.type === 'Quotes')) {
    throw validationError({ csv_file: [USER_MESSAGES.csvParseFailed] });
  }
  const [header, ...body] = parsed.data;
  if (!header || body.length === 0) throw validationError({ csv_file: [USER_MESSAGES.csvTooShort] });
  if (body.length > USER_LIMITS.importMaxRows)
    throw validationError({ csv_file: [USER_MESSAGES.importTooMany] });

  const columns = header.map(columnOf);
  if (!columns.includes('name') || !columns.includes('email')) {
    throw validationError({ csv_file: [CSV_MESSAGES.missingColumns] });
  }

  const result: CsvRows = { rows: [], wrongWidth: [] };
  body.forEach((cells, index) => {
    if (cells.length !== header.length) {
      result.wrongWidth.push({
        index,
        error: CSV_MESSAGES.wrongWidth(index + 1, header.length, cells.length),
      });
      return;
    }
    const row: BulkUserRow = {};
    columns.forEach((column, position) => {
      // The first column of a name wins when a header repeats one.
      if (column && row[column] === undefined) row[column] = cells[position] ?? '';
    });
    result.rows.push({ index, row });
  });
  return result;
}
