import { USER_MESSAGES } from '../../../common/schemas/users';
import { type CsvTable, readUsersCsv } from '../../../common/users-import';
import { validationError } from '../../lib/errors';

/** What the import gets from an uploaded CSV: the rows to check and those skipped for their width. */
export interface CsvRows {
  rows: CsvTable['rows'];
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

/**
 * Reads an uploaded users CSV with the shared reader (common/users-import): the rules, limits and messages
 * are the client preview's own. A file that cannot be read is a 422 on `csv_file`.
 */
export function parseUsersCsv(data: Buffer): CsvRows {
  const table = readUsersCsv(decode(data));
  if (!table.ok) throw validationError({ csv_file: [table.error] });
  return {
    rows: table.value.rows,
    wrongWidth: table.value.wrongWidth.map(({ index, error }) => ({ index, error })),
  };
}
