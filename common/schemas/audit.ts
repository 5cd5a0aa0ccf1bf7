import { z } from 'zod';
import { ROLES } from '../permissions';
import { pageQuerySchema, paginationSchema } from './api';
import { idSchema } from './ids';

/** Empty, `null` and `all` mean "no filter" (API contract). */
const noFilter = (value: unknown) =>
  value === '' || value === 'all' || value === 'null' || value === null ? undefined : value;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A day (`2026-11-26`, the whole UTC day) or an ISO-8601 time with its offset. */
function moment(message: string) {
  return z.preprocess(
    noFilter,
    z
      .string({ error: message })
      .refine((text) => (DAY.test(text) || DATE_TIME.test(text)) && !Number.isNaN(Date.parse(text)), message)
      .optional(),
  );
}

function text(max: number, message: string) {
  return z.preprocess(
    (value) => noFilter(typeof value === 'string' ? value.trim() : value),
    z.string({ error: message }).max(max, message).optional(),
  );
}

export const AUDIT_MESSAGES = {
  actor: 'Invalid person selected',
  action: 'Action must not exceed 100 characters',
  recordType: 'Record type must not exceed 50 characters',
  recordId: 'Invalid record ID',
  from: 'From must be a valid date',
  to: 'To must be a valid date',
  period: 'The end of the period must not be before its start',
} as const;

/** The start of `from` and the end of `to` (a day runs to its last millisecond), as ISO times. */
export function periodBounds(query: { from?: string; to?: string }): { from?: string; to?: string } {
  const iso = (ms: number) => (Number.isFinite(ms) ? new Date(ms).toISOString() : undefined);
  return {
    from: query.from ? iso(Date.parse(query.from)) : undefined,
    to: query.to ? iso(Date.parse(query.to) + (DAY.test(query.to) ? 86_400_000 - 1 : 0)) : undefined,
  };
}

const auditFilterShape = {
  actor_id: z.preprocess(noFilter, idSchema(AUDIT_MESSAGES.actor).optional()),
  action: text(100, AUDIT_MESSAGES.action),
  record_type: text(50, AUDIT_MESSAGES.recordType),
  record_id: z.preprocess(noFilter, idSchema(AUDIT_MESSAGES.recordId).optional()),
  from: moment(AUDIT_MESSAGES.from),
  to: moment(AUDIT_MESSAGES.to),
};

const periodInOrder = (query: { from?: string; to?: string }) => {
  const { from, to } = periodBounds(query);
  return !from || !to || from <= to;
};

export const auditExportQuerySchema = z
  .object(auditFilterShape)
  .refine(periodInOrder, { message: AUDIT_MESSAGES.period, path: ['to'] });
export type AuditFilters = z.infer<typeof auditExportQuerySchema>;

export const auditListQuerySchema = z
  .object({ ...auditFilterShape, page: pageQuerySchema.shape.page, per_page: pageQuerySchema.shape.per_page })
  .refine(periodInOrder, { message: AUDIT_MESSAGES.period, path: ['to'] });
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  actor: z
    .object({ id: z.number().int(), name: z.string().nullable(), role: z.enum(ROLES).nullable() })
    .nullable(),
  action: z.string(),
  record_type: z.string().nullable(),
  record_id: z.number().int().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  pagination: paginationSchema,
});
export type AuditList = z.infer<typeof auditListSchema>;

export const auditOptionsSchema = z.object({
  actions: z.array(z.string()),
  record_types: z.array(z.string()),
  actors: z.array(z.object({ id: z.number().int(), name: z.string().nullable() })),
});
export type AuditOptions = z.infer<typeof auditOptionsSchema>;

export const auditVerdictSchema = z.object({
  ok: z.boolean(),
  entries: z.number().int(),
  head_hash: z.string().optional(),
  broken: z
    .object({
      seq: z.number().int(),
      id: z.number().int(),
      problem: z.enum(['changed', 'missing', 'out_of_order']),
      message: z.string(),
    })
    .optional(),
  checked_at: z.string(),
  message: z.string(),
});
export type AuditVerdict = z.infer<typeof auditVerdictSchema>;
