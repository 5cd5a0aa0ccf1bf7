import { z } from 'zod';

/**
 * Every JSON text column is read through here (tags, keyword hits, category ids, specializations, safety
 * plan lists, notification settings, audit details). A column that does not hold what its schema says reads
 * as `fallback`, never as an exception: a damaged row must not take a page down.
 */
export function readJsonColumn<T>(text: string | null | undefined, schema: z.ZodType<T>, fallback: T): T {
  if (text === null || text === undefined || text === '') return fallback;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fallback;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

/**
 * A stored list keeping only the items that match `item`: one bad element does not empty the list.
 */
export function readJsonList<T>(text: string | null | undefined, item: z.ZodType<T>): T[] {
  const list = readJsonColumn<unknown[]>(text, z.array(z.unknown()), []);
  const kept: T[] = [];
  for (const value of list) {
    const parsed = item.safeParse(value);
    if (parsed.success) kept.push(parsed.data);
  }
  return kept;
}

/** The one way a value is written into a JSON text column. */
export function writeJsonColumn(value: unknown): string {
  return JSON.stringify(value ?? null);
}
