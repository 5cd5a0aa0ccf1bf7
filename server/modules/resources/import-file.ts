import Papa from 'papaparse';
import { restoreCell } from '../../../common/csv';
import { LIMITS } from '../../../common/limits';
import { validationError } from '../../lib/errors';

const R = LIMITS.resources;

/** The import's file-level refusals (422, nothing read further, nothing written). */
export const IMPORT_FILE_MESSAGES = {
  fileRequired: 'Please choose a CSV or JSON file to import',
  fileType: 'The file must be a CSV (.csv) or JSON (.json) file',
  empty: 'The file is empty',
  tooLarge: (megabytes: number) => `The file must not exceed ${megabytes} MB`,
  binary: 'The file holds binary data, not text: upload a CSV or JSON file',
  encoding: 'The file is not UTF-8 text: save it as "CSV UTF-8" or JSON and try again',
  json: 'The file is not valid JSON',
  jsonShape: 'The JSON file must hold a list of resources, or { "categories": [...], "resources": [...] }',
  csv: (row: number) => `The CSV file could not be read: a quoted cell is never closed (row ${row})`,
  noRows: 'The file holds no rows to import',
  tooManyRows: (rows: number) =>
    `The file has ${rows.toLocaleString('en-US')} rows; at most ${R.importRowsMax.toLocaleString('en-US')} can be imported at once`,
  missingColumns: (columns: string[]) => `The file is missing required columns: ${columns.join(', ')}`,
} as const;

export const RESOURCE_REQUIRED_COLUMNS = ['title', 'description', 'category_slug', 'type', 'external_url'];
const CATEGORY_REQUIRED_COLUMNS = ['name'];
const BOOLEAN_COLUMNS = ['is_active', 'is_published', 'is_featured'];
const ALIASES: Record<string, string> = {
  category: 'category_slug',
  url: 'external_url',
  author: 'author_name',
};

/** One row of the file: what it is, its cells (quotes taken off, booleans read), and problems found reading it. */
export interface ImportRow {
  row: number;
  kind: 'category' | 'resource';
  cells: Record<string, unknown>;
  problems: string[];
}

export interface ImportFile {
  format: 'csv' | 'json';
  rows: ImportRow[];
}

const refuse = (message: string) => validationError({ file: [message] });

/** Text of the file: UTF-8 only (a byte-order mark is dropped); binary data and other encodings are refused. */
function textOf(buffer: Buffer): string {
  if (buffer.length === 0) throw refuse(IMPORT_FILE_MESSAGES.empty);
  const utf16 = (buffer[0] === 0xff && buffer[1] === 0xfe) || (buffer[0] === 0xfe && buffer[1] === 0xff);
  if (utf16) throw refuse(IMPORT_FILE_MESSAGES.encoding);
  if (buffer.includes(0)) throw refuse(IMPORT_FILE_MESSAGES.binary);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw refuse(IMPORT_FILE_MESSAGES.encoding);
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters mark binary data
  const controls = text.match(/[\u0001-\u0008\u000e-\u001f\u007f]/g)?.length ?? 0;
  if (controls > 0 && controls * 100 > text.length) throw refuse(IMPORT_FILE_MESSAGES.binary);
  text = text.replace(/^\uFEFF/, '');
  if (text.trim() === '') throw refuse(IMPORT_FILE_MESSAGES.empty);
  return text;
}

function booleanOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  if (text === '') return undefined;
  if (['true', '1', 'yes'].includes(text)) return true;
  if (['false', '0', 'no'].includes(text)) return false;
  return value;
}

/** Cell-level checks shared by both formats: size; for CSV also formula cells. */
function cellProblems(row: number, column: string, text: string, formula: boolean): string[] {
  const problems: string[] = [];
  if (text.length > R.importCellMax)
    problems.push(
      `Row ${row}: ${column} is longer than ${R.importCellMax.toLocaleString('en-US')} characters`,
    );
  if (formula)
    problems.push(
      `Row ${row}: ${column} starts with "${text[0]}", which spreadsheets run as a formula; put a ' before it to keep it as text`,
    );
  return problems;
}

function kindOf(value: unknown): 'category' | 'resource' | null {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (text === '' || text === 'resource') return 'resource';
  if (text === 'category') return 'category';
  return null;
}

function readCsv(text: string): ImportRow[] {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const unclosed = parsed.errors.find((error) => error.type === 'Quotes');
  if (unclosed) throw refuse(IMPORT_FILE_MESSAGES.csv((unclosed.row ?? 0) + 1));
  const [header, ...data] = parsed.data;
  if (!header || data.length === 0) throw refuse(IMPORT_FILE_MESSAGES.noRows);
  if (data.length > R.importRowsMax) throw refuse(IMPORT_FILE_MESSAGES.tooManyRows(data.length));
  const columns = header.map((cell) => {
    const key = restoreCell(cell)
      .text.trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_');
    return ALIASES[key] ?? key;
  });
  const rows = data.map((cells, index): ImportRow => {
    const row = index + 1;
    const problems: string[] = [];
    if (cells.length !== columns.length)
      problems.push(`Row ${row}: expected ${columns.length} cells but found ${cells.length}`);
    const values: Record<string, unknown> = Object.create(null);
    columns.forEach((column, at) => {
      const cell = cells[at] ?? '';
      const { text, formula } = restoreCell(cell);
      problems.push(...cellProblems(row, column, text, formula));
      values[column] = BOOLEAN_COLUMNS.includes(column) ? booleanOf(text) : text;
    });
    const kind = kindOf(values.kind);
    if (!kind) problems.push(`Row ${row}: kind must be category or resource`);
    return { row, kind: kind ?? 'resource', cells: values, problems };
  });
  const missing = (kind: 'category' | 'resource', required: string[]) =>
    rows.some((row) => row.kind === kind) ? required.filter((column) => !columns.includes(column)) : [];
  const absent = [
    ...missing('category', CATEGORY_REQUIRED_COLUMNS),
    ...missing('resource', RESOURCE_REQUIRED_COLUMNS),
  ];
  if (absent.length) throw refuse(IMPORT_FILE_MESSAGES.missingColumns(absent));
  return rows;
}

function readJson(text: string): ImportRow[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refuse(IMPORT_FILE_MESSAGES.json);
  }
  const isObject = (item: unknown): item is Record<string, unknown> =>
    typeof item === 'object' && item !== null && !Array.isArray(item);
  let categories: unknown[] = [];
  let resources: unknown[];
  if (Array.isArray(value)) resources = value;
  else if (
    isObject(value) &&
    (value.categories === undefined || Array.isArray(value.categories)) &&
    (value.resources === undefined || Array.isArray(value.resources))
  ) {
    categories = (value.categories as unknown[] | undefined) ?? [];
    resources = (value.resources as unknown[] | undefined) ?? [];
  } else throw refuse(IMPORT_FILE_MESSAGES.jsonShape);
  const total = categories.length + resources.length;
  if (total === 0) throw refuse(IMPORT_FILE_MESSAGES.noRows);
  if (total > R.importRowsMax) throw refuse(IMPORT_FILE_MESSAGES.tooManyRows(total));
  const items = [
    ...categories.map((item) => ({ kind: 'category' as const, item })),
    ...resources.map((item) => ({ kind: 'resource' as const, item })),
  ];
  return items.map(({ kind, item }, index): ImportRow => {
    const row = index + 1;
    if (!isObject(item))
      return { row, kind, cells: {}, problems: [`Row ${row}: each entry must be an object`] };
    const cells: Record<string, unknown> = Object.create(null);
    const problems: string[] = [];
    for (const [key, cell] of Object.entries(item)) {
      const column = ALIASES[key] ?? key;
      if (typeof cell === 'string') problems.push(...cellProblems(row, column, cell, false));
      cells[column] = cell;
    }
    return { row, kind, cells, problems };
  });
}

/** Reads an uploaded file into rows, or refuses the whole file with one clear message. */
export function readImportFile(buffer: Buffer, filename: string): ImportFile {
  const extension = filename.toLowerCase().split('.').pop() ?? '';
  if (!['csv', 'json', 'txt'].includes(extension)) throw refuse(IMPORT_FILE_MESSAGES.fileType);
  const text = textOf(buffer);
  const looksJson = /^\s*[[{]/.test(text);
  if (extension === 'json' || (extension === 'txt' && looksJson))
    return { format: 'json', rows: readJson(text) };
  return { format: 'csv', rows: readCsv(text) };
}
