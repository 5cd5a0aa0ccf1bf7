import { z } from 'zod';

/**
 * Every JSON text column is read through here (tags, keyword hits, category ids, specializations, safety
 * plan lists, notification settings, audit details). A column that does not hold what its schema says reads
 * as `fallback`, never as an exception: a damaged row must not take a page down.
 */
export function readJsonColumn<T>(text: string | null | undefined, schema: z.ZodType<T>, fallback: T): T {
  const value = parseJson(text);
  if (value === undefined) return fallback;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

/** The schema of a list of plain strings: `readJsonList(text, JSON_STRING)` takes the fast path. */
const STRING = z.string();
export const JSON_STRING: z.ZodType<string> = STRING;

/** The column's value, or `undefined` when it is empty or not JSON. */
function parseJson(text: string | null | undefined): unknown {
  if (text === null || text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A stored list keeping only the items that match `item`: one bad element does not empty the list.
 */
export function readJsonList<T>(text: string | null | undefined, item: z.ZodType<T>): T[] {
  // Most lists are empty (a ticket's tags and keyword hits): no parse for those.
  if (text === '[]') return [];
  const list = parseJson(text);
  if (!Array.isArray(list)) return [];
  const kept: T[] = [];
  // Plain strings (tags, specializations) are checked without a schema call: lists are read for every row
  // of every page, and a schema call per item was a tenth of a ticket page's time.
  const strings = item === (STRING as z.ZodType<unknown>);
  for (const value of list) {
    if (strings) {
      if (typeof value === 'string') kept.push(value as T);
      continue;
    }
    const parsed = item.safeParse(value);
    if (parsed.success) kept.push(parsed.data);
  }
  return kept;
}

/** The one way a value is written into a JSON text column. */
export function writeJsonColumn(value: unknown): string {
  return JSON.stringify(value ?? null);
}
