import Papa from 'papaparse';
import { ROLES, type Role } from '../../../common/permissions';
import { USER_MESSAGES, USER_STATUSES } from '../../../common/schemas/users';

/** The columns of the downloadable template, in order. */
export const CSV_TEMPLATE_COLUMNS = [
  'name',
  'email',
  'role',
  'status',
  'phone',
  'student_id',
  'employee_id',
] as const;
export type ImportColumn = (typeof CSV_TEMPLATE_COLUMNS)[number];

/** How many parsed rows the preview shows. */
export const PREVIEW_ROWS = 10;

export type ImportStatus = (typeof USER_STATUSES)[number];

export const IMPORT_MESSAGES = {
  tooShort: USER_MESSAGES.csvTooShort,
  parseFailed: USER_MESSAGES.csvParseFailed,
  readFailed: USER_MESSAGES.csvReadFailed,
  missingColumns: 'CSV header must include name and email columns',
  noUsers: USER_MESSAGES.noUsersToCreate,
  nameRequired: (row: number) => `Row ${row}: Name is required`,
  emailRequired: (row: number) => `Row ${row}: Email is required`,
  invalidEmail: (row: number) => `Row ${row}: Invalid email format`,
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

export interface ImportRow {
  /** 1-based number of the data row (the header is not counted). */
  row: number;
  user: ImportUser;
  /** Why the row will not be sent; empty when it will. */
  problems: string[];
  /** Notes that do not stop the row, such as an unknown role falling back to student. */
  notes: string[];
}

export interface ParsedImport {
  /** The recognised column of each header cell, or null for a column that is ignored. */
  columns: (ImportColumn | null)[];
  rows: ImportRow[];
}

export type ParseOutcome = { ok: true; value: ParsedImport } | { ok: false; error: string };

/** The simple shape check of the user service: something@something.something, no spaces. */
export function isEmailShape(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** A header cell as a template column: trimmed, lower case, spaces and dashes as underscores, aliases mapped. */
export function columnOf(header: string): ImportColumn | null {
  const key = header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  const column = COLUMN_ALIASES[key] ?? key;
  return (CSV_TEMPLATE_COLUMNS as readonly string[]).includes(column) ? (column as ImportColumn) : null;
}

/** Roles outside the four default to student. */
export function roleOf(value: string): Role {
  const role = value.trim().toLowerCase();
  return (ROLES as readonly string[]).includes(role) ? (role as Role) : 'student';
}

/** Statuses outside the three default to active. */
export function statusOf(value: string): ImportStatus {
  const status = value.trim().toLowerCase();
  return (USER_STATUSES as readonly string[]).includes(status) ? (status as ImportStatus) : 'active';
}

/** A user from raw cells: trimmed, e-mail lower-cased, role and status defaulted, empty extras left out. */
export function toImportUser(cells: Partial<Record<ImportColumn, string>>): ImportUser {
  const user: ImportUser = {
    name: (cells.name ?? '').trim(),
    email: (cells.email ?? '').trim().toLowerCase(),
    role: roleOf(cells.role ?? ''),
    status: statusOf(cells.status ?? ''),
  };
  for (const key of ['phone', 'student_id', 'employee_id'] as const) {
    const value = (cells[key] ?? '').trim();
    if (value) user[key] = value;
  }
  return user;
}

/** The problems of one user row, worded as the bulk-create checks word them. */
export function rowProblems(user: Pick<ImportUser, 'name' | 'email'>, row: number): string[] {
  const problems: string[] = [];
  if (!user.name) problems.push(IMPORT_MESSAGES.nameRequired(row));
  if (!user.email) problems.push(IMPORT_MESSAGES.emailRequired(row));
  else if (!isEmailShape(user.email)) problems.push(IMPORT_MESSAGES.invalidEmail(row));
  return problems;
}

function notesOf(cells: Partial<Record<ImportColumn, string>>): string[] {
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

/**
 * Reads CSV text into user rows and marks each row's problems: a row whose width differs from the header,
 * a missing name or e-mail, an e-mail of the wrong shape, and an e-mail already used by an earlier row.
 * Nothing is sent anywhere; the caller shows the result as a preview. The rows are read and numbered as the
 * server reads the same file (comma, semicolon, tab or pipe; row 1 is the first data row), so the preview
 * and the results name the same rows.
 */
export function parseUsersCsv(text: string): ParseOutcome {
  const parsed = Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t', '|'],
  });
  // A one-column file has no delimiter to detect; only broken quoting is fatal.
  if (parsed.errors.some((error) => error.type === 'Quotes')) {
    return { ok: false, error: IMPORT_MESSAGES.parseFailed };
  }

  const [header, ...data] = parsed.data;
  if (!header || data.length === 0) return { ok: false, error: IMPORT_MESSAGES.tooShort };

  const columns = header.map(columnOf);
  if (!columns.includes('name') || !columns.includes('email')) {
    return { ok: false, error: IMPORT_MESSAGES.missingColumns };
  }

  const firstRowOfEmail = new Map<string, number>();
  const rows = data.map((cells, index): ImportRow => {
    const row = index + 1;
    const values: Partial<Record<ImportColumn, string>> = {};
    columns.forEach((column, i) => {
      if (column && values[column] === undefined) values[column] = cells[i] ?? '';
    });
    const user = toImportUser(values);
    if (cells.length !== header.length) {
      return {
        row,
        user,
        problems: [IMPORT_MESSAGES.wrongWidth(row, header.length, cells.length)],
        notes: [],
      };
    }
    const problems = rowProblems(user, row);
    if (problems.length === 0) {
      const first = firstRowOfEmail.get(user.email);
      if (first !== undefined) problems.push(IMPORT_MESSAGES.duplicate(row, user.email, first));
      else firstRowOfEmail.set(user.email, row);
    }
    return { row, user, problems, notes: notesOf(values) };
  });
  return { ok: true, value: { columns, rows } };
}

/** Reads a chosen file as text and parses it; a file that cannot be read gives 'Failed to read CSV file'. */
export async function parseUsersCsvFile(file: Pick<File, 'text'>): Promise<ParseOutcome> {
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, error: IMPORT_MESSAGES.readFailed };
  }
  try {
    return parseUsersCsv(text);
  } catch {
    return { ok: false, error: IMPORT_MESSAGES.parseFailed };
  }
}

/** The rows that will be sent, each with the data row it came from. */
export function sendableRows(rows: readonly ImportRow[]): ImportRow[] {
  return rows.filter((row) => row.problems.length === 0);
}

export interface ManualEntry {
  name: string;
  email: string;
  role: Role;
  id_number: string;
}

/** Manual entry rows as users: the ID goes to student_id for students and employee_id for everyone else. */
export function manualEntriesToRows(entries: readonly ManualEntry[]): ImportRow[] {
  const firstRowOfEmail = new Map<string, number>();
  return entries.map((entry, index) => {
    const row = index + 1;
    const user = toImportUser({
      name: entry.name,
      email: entry.email,
      role: entry.role,
      ...(entry.role === 'student' ? { student_id: entry.id_number } : { employee_id: entry.id_number }),
    });
    const problems = rowProblems(user, row);
    if (problems.length === 0) {
      const first = firstRowOfEmail.get(user.email);
      if (first !== undefined) problems.push(IMPORT_MESSAGES.duplicate(row, user.email, first));
      else firstRowOfEmail.set(user.email, row);
    }
    return { row, user, problems, notes: [] };
  });
}

/** Manual rows left completely empty are ignored rather than reported. */
export function isBlankEntry(entry: ManualEntry): boolean {
  return entry.name.trim() === '' && entry.email.trim() === '' && entry.id_number.trim() === '';
}

/** The template file: the header and one example row per role. */
export function csvTemplate(): string {
  const rows = [
    [...CSV_TEMPLATE_COLUMNS],
    ['Jordan Lee', 'jordan.lee@university.edu', 'student', 'active', '555-0100', 'S1002003', ''],
    ['Dr. Maya Chen', 'maya.chen@university.edu', 'counselor', 'active', '555-0101', '', 'E2001'],
  ];
  return Papa.unparse(rows, { newline: '\r\n' });
}

/** "Bulk creation completed: N created, M failed, K skipped. J welcome emails queued." */
export function bulkSummaryText(summary: {
  successful: number;
  failed: number;
  skipped: number;
  emails_queued: number;
}): string {
  return `Bulk creation completed: ${summary.successful} created, ${summary.failed} failed, ${summary.skipped} skipped. ${summary.emails_queued} welcome emails queued.`;
}

/** "Validation failed: field: messages; ..." from a 422's field errors. */
export function validationFailedText(errors: Record<string, readonly string[]>): string | null {
  const parts = Object.entries(errors)
    .filter(([, messages]) => messages.length > 0)
    .map(([field, messages]) => `${field}: ${messages.join(', ')}`);
  return parts.length > 0 ? `Validation failed: ${parts.join('; ')}` : null;
}
