import type { z } from 'zod';
import { type FieldErrors, validationError } from './errors';

/** Parses input a route could not validate by schema (multipart forms), with the same 422 shape. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'body';
    // Own keys only: a field named like an Object method (`constructor`) must not read the prototype's.
    const list = (Object.hasOwn(errors, field) ? errors[field] : undefined) ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[field] = list;
  }
  throw validationError(errors);
}
