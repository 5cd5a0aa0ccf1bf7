import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/client';

/**
 * Puts an ApiError's field errors (a 422's `errors`) beside their fields with react-hook-form's setError.
 * A key like `items.0.name` lands on its first part; `aliases` maps server names onto form names
 * (e.g. `password` → `new_password`). Returns the fields placed, in `fields` order (empty when none,
 * so the caller shows the error's message instead).
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  aliases: Readonly<Record<string, Path<T>>> = {},
): Path<T>[] {
  if (!isApiError(error)) return [];
  const messages = new Map<Path<T>, string>();
  for (const [key, list] of Object.entries(error.errors)) {
    const head = key.split('.')[0] ?? key;
    const name = (fields as readonly string[]).includes(head) ? (head as Path<T>) : aliases[head];
    const message = list[0];
    if (name && message && !messages.has(name)) messages.set(name, message);
  }
  const placed = fields.filter((field) => messages.has(field));
  for (const field of placed) setError(field, { type: 'server', message: messages.get(field) ?? '' });
  return placed;
}
