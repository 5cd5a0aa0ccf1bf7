import Papa from 'papaparse';
import type { Role } from '../../../common/permissions';
import {
  checkImportRows,
  IMPORT_COLUMNS,
  IMPORT_MESSAGES,
  type ImportRow,
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
