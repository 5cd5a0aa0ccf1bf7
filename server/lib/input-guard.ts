import { NUL_CHARACTER, TEXT_MESSAGES } from '../../common/schemas/text-rules';
import { AppError, type FieldErrors, validationError } from './errors';

/** Keys that would reach an object's prototype if copied onto a plain object. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

const MAX_DEPTH = 32;

/**
 * Walks any parsed input (JSON body, query, path, multipart fields) and names every field whose text, or
 * whose key, holds a NUL character. PostgreSQL cannot store NUL in text, so it is refused before any schema
 * or query sees it; SQLite would store it and cut the text short on the way out.
 */
export function fieldsWithNul(value: unknown, path = '', depth = 0, found: FieldErrors = {}): FieldErrors {
  if (depth > MAX_DEPTH) return found;
  if (typeof value === 'string') {
    if (NUL_CHARACTER.test(value)) found[path || 'body'] = [TEXT_MESSAGES.nul];
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      fieldsWithNul(item, path ? `${path}.${index}` : String(index), depth + 1, found);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const safeKey = key.replaceAll('\u0000', '\\0');
      const at = path ? `${path}.${safeKey}` : safeKey;
      if (NUL_CHARACTER.test(key)) found[at] = [TEXT_MESSAGES.nul];
      else fieldsWithNul(item, at, depth + 1, found);
    }
  }
  return found;
}

/** Throws 422 when any text of the input holds NUL. */
export function refuseNul(...inputs: unknown[]): void {
  const found: FieldErrors = {};
  for (const input of inputs) fieldsWithNul(input, '', 0, found);
  if (Object.keys(found).length > 0) throw validationError(found);
}

/** Throws 422 for a field name that would reach an object's prototype. */
export function refuseForbiddenKey(name: string): void {
  if (FORBIDDEN_KEYS.has(name)) {
    throw new AppError('VALIDATION', `The field name "${name}" is not allowed`, {
      errors: { [name.replace(/[^a-z_]/gi, '_')]: [`The field name "${name}" is not allowed`] },
    });
  }
}
