import Papa from 'papaparse';
import type { FieldError, FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import type { Role } from '../../../common/permissions';
import {
  checkImportRows,
  IMPORT_COLUMNS,
  IMPORT_MESSAGES,
  type ImportRow,
  type ImportUser,
  type ParseOutcome,
  parseUsersCsv,
} from '../../../common/users-import';

/**
 * The bulk import dialog's glue: reading the chosen file, manual entries, the template and the texts. The
 * rules themselves (columns, values, limits, messages, the row parser) are the server's, in common/users-import.
 */

/** How many parsed rows the preview shows. */
export const PREVIEW_ROWS = 10;

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
  return checkImportRows(
    entries.map((entry, index) => ({
      row: index + 1,
      cells: {
        name: entry.name,
        email: entry.email,
        role: entry.role,
        ...(entry.role === 'student' ? { student_id: entry.id_number } : { employee_id: entry.id_number }),
      },
    })),
  );
}

/** Manual rows left completely empty are ignored rather than reported. */
export function isBlankEntry(entry: ManualEntry): boolean {
  return entry.name.trim() === '' && entry.email.trim() === '' && entry.id_number.trim() === '';
}

/** The manual entry form: one row per user (react-hook-form's field array). */
export interface ManualForm {
  entries: ManualEntry[];
}

/** What a manual entry form gives to send, once every filled row passes the import's row checks. */
export interface ManualUsers {
  users: ImportUser[];
}

/**
 * The manual entries checked with the import's own row rules (common/users-import): blank rows are left out,
 * the others are numbered in order and each row's problems (joined with "; ") mark the entry they came from;
 * no filled row at all is an error of the whole list ("No users to create").
 */
const failed = (
  entries: { root: FieldError } | (FieldError | undefined)[],
): ResolverResult<ManualForm, ManualUsers> => ({
  values: {},
  errors: { entries: entries as FieldErrors<ManualForm>['entries'] },
});

export const manualEntriesResolver: Resolver<ManualForm, unknown, ManualUsers> = (values) => {
  const filled = values.entries
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => !isBlankEntry(entry));
  if (filled.length === 0) {
    return failed({ root: { type: 'required', message: IMPORT_MESSAGES.noUsers } });
  }
  const rows = manualEntriesToRows(filled.map(({ entry }) => entry));
  const marked: (FieldError | undefined)[] = [];
  rows.forEach((row, position) => {
    const index = filled[position]?.index;
    if (index !== undefined && row.problems.length > 0) {
      marked[index] = { type: 'row', message: row.problems.join('; ') };
    }
  });
  if (marked.length === 0) return { values: { users: rows.map((row) => row.user) }, errors: {} };
  return failed(marked);
};

/** Every problem of the manual entries, one per line, in row order (the dialog's alert). */
export function manualProblemsText(entries: readonly ManualEntry[]): string {
  const filled = entries.filter((entry) => !isBlankEntry(entry));
  if (filled.length === 0) return IMPORT_MESSAGES.noUsers;
  return manualEntriesToRows(filled)
    .flatMap((row) => row.problems)
    .join('\n');
}

/** The template file: the header and one example row per role. */
export function csvTemplate(): string {
  const rows = [
    [...IMPORT_COLUMNS],
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
