import Papa from 'papaparse';
import { z } from 'zod';
import { ROLES, type Role } from './permissions';
import { type BulkUserRow, USER_LIMITS, USER_MESSAGES, USER_STATUSES } from './schemas/users';

/**
 * The users import rules (product §2.5 "Bulk create and CSV import"), once for both sides: the columns and
 * their header spellings, the role and status values, the limits, the messages and the CSV row reader.
 * The client's preview and the server's import run this same code, so they read and number the same rows.
 */

/** The template's columns, in order. */
export const IMPORT_COLUMNS = [
  'name',
  'email',
  'role',
  'status',
  'phone',
  'student_id',
  'employee_id',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export type ImportStatus = (typeof USER_STATUSES)[number];

export const IMPORT_MESSAGES = {
  tooShort: USER_MESSAGES.csvTooShort,
  parseFailed: USER_MESSAGES.csvParseFailed,
  readFailed: USER_MESSAGES.csvReadFailed,
  tooMany: USER_MESSAGES.importTooMany,
  missingColumns: 'CSV header must include name and email columns',
  noUsers: USER_MESSAGES.noUsersToCreate,
  nameRequired: (row: number) => `Row ${row}: Name is required`,
  nameTooLong: (row: number) => `Row ${row}: Name must not exceed ${USER_LIMITS.nameMax} characters`,
  emailRequired: (row: number) => `Row ${row}: Email is required`,
  invalidEmail: (row: number) => `Row ${row}: Invalid email format`,
  tooLong: (row: number, label: string) =>
    `Row ${row}: ${label} must not exceed ${USER_LIMITS.idMax} characters`,
  wrongWidth: (row: number, expected: number, found: number) =>
    `Row ${row}: Expected ${expected} columns but found ${found}; row skipped`,
  duplicate: (row: number, email: string, first: number) =>
    `Row ${row}: Duplicate email ${email} (also in row ${first})`,
} as const;

/** Header spellings accepted besides the template's own. */
const COLUMN_ALIASES: Record<string, ImportColumn> = {
  full_name: 'name',
  email_address: 'email',
  phone_number: 'phone',
  studentid: 'student_id',
  employeeid: 'employee_id',
};

/** A header cell as a template column: trimmed, lower case, spaces and dashes as underscores, aliases mapped. */
export function importColumnOf(header: string): ImportColumn | null {
  const key = header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  const column = COLUMN_ALIASES[key] ?? key;
  return (IMPORT_COLUMNS as readonly string[]).includes(column) ? (column as ImportColumn) : null;
}

/** Roles outside the four default to student. */
export function importRoleOf(value: string): Role {
  const role = value.trim().toLowerCase();
  return (ROLES as readonly string[]).includes(role) ? (role as Role) : 'student';
}

/** Statuses outside the three default to active. */
export function importStatusOf(value: string): ImportStatus {
  const status = value.trim().toLowerCase();
  return (USER_STATUSES as readonly string[]).includes(status) ? (status as ImportStatus) : 'active';
}

/** A user as sent to the bulk-create call. Optional fields are left out when empty. */
export interface ImportUser {
  name: string;
  email: string;
  role: Role;
  status: ImportStatus;
  phone?: string;
  student_id?: string;
  employee_id?: string;
}

const OPTIONAL_FIELDS = { phone: 'Phone', student_id: 'Student ID', employee_id: 'Employee ID' } as const;

/** A user from raw cells: trimmed (a line break in a name becomes a space), e-mail lower-cased, role and status defaulted. */
export function toImportUser(cells: BulkUserRow): ImportUser {
  const user: ImportUser = {
    name: (cells.name ?? '').trim().replace(/\s+/g, ' '),
    email: (cells.email ?? '').trim().toLowerCase(),
    role: importRoleOf(cells.role ?? ''),
    status: importStatusOf(cells.status ?? ''),
  };
  for (const key of Object.keys(OPTIONAL_FIELDS) as (keyof typeof OPTIONAL_FIELDS)[]) {
    const value = (cells[key] ?? '').trim();
    if (value) user[key] = value;
  }
  return user;
}

const emailShape = z.email();

/** The problems of one user row (1-based `row`), worded and ordered as the import checks them. */
export function importRowProblems(user: ImportUser, row: number): string[] {
  const problems: string[] = [];
  if (!user.name) problems.push(IMPORT_MESSAGES.nameRequired(row));
  else if (user.name.length > USER_LIMITS.nameMax) problems.push(IMPORT_MESSAGES.nameTooLong(row));
  if (!user.email) problems.push(IMPORT_MESSAGES.emailRequired(row));
  else if (user.email.length > USER_LIMITS.emailMax || !emailShape.safeParse(user.email).success) {
    problems.push(IMPORT_MESSAGES.invalidEmail(row));
  }
  for (const [key, label] of Object.entries(OPTIONAL_FIELDS) as [keyof typeof OPTIONAL_FIELDS, string][]) {
    if ((user[key] ?? '').length > USER_LIMITS.idMax) problems.push(IMPORT_MESSAGES.tooLong(row, label));
  }
  return problems;
}

/** Notes that do not stop a row: an unknown role or status and what is used instead. */
export function importNotes(cells: BulkUserRow): string[] {
  const notes: string[] = [];
  const role = (cells.role ?? '').trim();
  if (role && !(ROLES as readonly string[]).includes(role.toLowerCase())) {
    notes.push(`Unknown role "${role}", student will be used`);
  }
  const status = (cells.status ?? '').trim();
  if (status && !(USER_STATUSES as readonly string[]).includes(status.toLowerCase())) {
    notes.push(`Unknown status "${status}", active will be used`);
  }
  return notes;
}

export interface CsvTable {
  /** The recognised column of each header cell, or null for a column that is ignored. */
  columns: (ImportColumn | null)[];
  /** Data rows that have the header's width, with their 0-based position among all data rows. */
  rows: { index: number; row: BulkUserRow }[];
  /** Data rows of another width: skipped, reported with their position (and the cells read from them). */
  wrongWidth: { index: number; error: string; row: BulkUserRow }[];
}

export type CsvTableOutcome = { ok: true; value: CsvTable } | { ok: false; error: string };

/**
 * Reads users CSV text: comma, semicolon, tab or pipe delimited (detected), quoted cells may hold delimiters
 * and line breaks, blank lines are ignored, rows whose width differs from the header are set aside. Cells
 * are kept as plain text (a cell such as =HYPERLINK(...) stays those characters). Row 1 is the first data row.
 */
export function readUsersCsv(text: string): CsvTableOutcome {
  const parsed = Papa.parse<string[]>(text, {
    header: false,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t', '|'],
  });
  // A one-column file has no delimiter to detect; only broken quoting is fatal.
  if (parsed.errors.some((error) => error.type === 'Quotes')) {
    return { ok: false, error: IMPORT_MESSAGES.parseFailed };
  }
  const [header, ...body] = parsed.data;
  if (!header || body.length === 0) return { ok: false, error: IMPORT_MESSAGES.tooShort };
  if (body.length > USER_LIMITS.importMaxRows) return { ok: false, error: IMPORT_MESSAGES.tooMany };

  const columns = header.map(importColumnOf);
  if (!columns.includes('name') || !columns.includes('email')) {
    return { ok: false, error: IMPORT_MESSAGES.missingColumns };
  }

  const table: CsvTable = { columns, rows: [], wrongWidth: [] };
  body.forEach((cells, index) => {
    const row: BulkUserRow = {};
    columns.forEach((column, position) => {
      // The first column of a name wins when a header repeats one.
      if (column && row[column] === undefined) row[column] = cells[position] ?? '';
    });
    if (cells.length !== header.length) {
      const error = IMPORT_MESSAGES.wrongWidth(index + 1, header.length, cells.length);
      table.wrongWidth.push({ index, error, row });
    } else table.rows.push({ index, row });
  });
  return { ok: true, value: table };
}

export interface ImportRow {
  /** 1-based number of the data row (the header is not counted). */
  row: number;
  user: ImportUser;
  /** Why the row will not be sent; empty when it will. */
  problems: string[];
  /** Notes that do not stop the row, such as an unknown role falling back to student. */
  notes: string[];
}

/** Checks rows in order: each row's own problems, then an e-mail already used by an earlier good row. */
export function checkImportRows(rows: readonly { row: number; cells: BulkUserRow }[]): ImportRow[] {
  const firstRowOfEmail = new Map<string, number>();
  return rows.map(({ row, cells }) => {
    const user = toImportUser(cells);
    const problems = importRowProblems(user, row);
    if (problems.length === 0) {
      const first = firstRowOfEmail.get(user.email);
      if (first !== undefined) problems.push(IMPORT_MESSAGES.duplicate(row, user.email, first));
      else firstRowOfEmail.set(user.email, row);
    }
    return { row, user, problems, notes: importNotes(cells) };
  });
}

export interface ParsedImport {
  columns: (ImportColumn | null)[];
  rows: ImportRow[];
}

export type ParseOutcome = { ok: true; value: ParsedImport } | { ok: false; error: string };

/**
 * Reads CSV text into user rows with each row's problems (wrong width, missing name or e-mail, e-mail of the
 * wrong shape, a duplicate of an earlier row), numbered as the server numbers them. Nothing is sent anywhere.
 */
export function parseUsersCsv(text: string): ParseOutcome {
  const table = readUsersCsv(text);
  if (!table.ok) return table;
  const { columns, rows, wrongWidth } = table.value;
  const checked = checkImportRows(rows.map(({ index, row }) => ({ row: index + 1, cells: row })));
  const skipped: ImportRow[] = wrongWidth.map(({ index, error, row }) => ({
    row: index + 1,
    user: toImportUser(row),
    problems: [error],
    notes: [],
  }));
  return { ok: true, value: { columns, rows: [...checked, ...skipped].sort((a, b) => a.row - b.row) } };
}
