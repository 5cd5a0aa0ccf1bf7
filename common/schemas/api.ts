import { z } from 'zod';
import { LIMITS } from '../limits';

/** The response envelope of the API contract. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    status: z.number().int(),
    message: z.string(),
    data,
  });
}

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  status: z.number().int(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const paginationSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  has_more_pages: z.boolean(),
  /** Present (true) when `total` is an estimate ("about 24,300"): a large PostgreSQL ticket list. */
  total_is_estimate: z.literal(true).optional(),
});

export type Pagination = z.infer<typeof paginationSchema>;

export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(1_000_000, 'Page is too large')
    .default(1),
  per_page: z.coerce
    .number({ error: 'Per page must be a number' })
    .int('Per page must be a whole number')
    .min(1, 'Per page must be between 1 and 100')
    .max(LIMITS.pagination.maxPerPage, 'Per page must be between 1 and 100')
    .default(LIMITS.pagination.defaultPerPage),
});

/** The `data` of an answer that carries nothing (`null`), e.g. a DELETE. */
export const noDataSchema = z.null();
/** The `data` of an answer that carries an empty object. */
export const emptyDataSchema = z.object({});
