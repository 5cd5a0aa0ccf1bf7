import { z } from 'zod';
import { addDays } from '../dates';

/**
 * The admin Reports screen (spec 2 "Admin Reports screen", issue 18; api-contract "Reports, settings, audit"):
 * `GET /api/admin/reports?from=&to=` and `GET /api/admin/reports/export?format=csv|pdf&from=&to=`. A period is
 * whole days of the hub's time zone (the `timezone` setting), both ends included: from local midnight of
 * `from` to the local midnight after `to`; every figure stands beside the previous period: as many days, just
 * before `from`. A figure with nothing to compute it from is null (shown as an em dash), never a made-up 0.
 */

export const REPORT_DAYS = { default: 30, max: 366 } as const;

export const REPORT_MESSAGES = {
  from: 'From must be a date (YYYY-MM-DD)',
  to: 'To must be a date (YYYY-MM-DD)',
  order: 'From must be on or before To',
  length: 'A report covers at most 366 days',
  format: 'Format must be csv or pdf',
} as const;

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `text` is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00.000Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}

const dateParam = (message: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string({ error: message }).refine(isCalendarDate, message).optional(),
  );

const periodShape = { from: dateParam(REPORT_MESSAGES.from), to: dateParam(REPORT_MESSAGES.to) };

type PeriodQuery = { from?: string; to?: string };
const inOrder = (q: PeriodQuery) => !q.from || !q.to || q.from <= q.to;
const notTooLong = (q: PeriodQuery) =>
  !q.from || !q.to || q.from > q.to || daysFrom(q.from, q.to) <= REPORT_DAYS.max;

export const reportQuerySchema = z
  .object(periodShape)
  .refine(inOrder, { message: REPORT_MESSAGES.order, path: ['from'] })
  .refine(notTooLong, { message: REPORT_MESSAGES.length, path: ['to'] });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const REPORT_FORMATS = ['csv', 'pdf'] as const;
export const reportExportQuerySchema = z
  .object({
    ...periodShape,
    format: z.enum(REPORT_FORMATS, { error: REPORT_MESSAGES.format }),
  })
  .refine(inOrder, { message: REPORT_MESSAGES.order, path: ['from'] })
  .refine(notTooLong, { message: REPORT_MESSAGES.length, path: ['to'] });
export type ReportExportQuery = z.infer<typeof reportExportQuerySchema>;

/** Days from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
}

export { addDays };

export interface ReportPeriod {
  from: string;
  to: string;
  days: number;
}

/**
 * The period asked for (the last 30 days, today included, when a bound is missing) and the one before it.
 * A missing `from` is counted back from `to`; a missing `to` is `from` plus 29 days, or today.
 */
export function periodsOf(
  query: PeriodQuery,
  today: string,
): { current: ReportPeriod; previous: ReportPeriod } {
  const span = REPORT_DAYS.default - 1;
  const to = query.to ?? (query.from ? minDate(addDays(query.from, span), today, query.from) : today);
  const from = query.from ?? addDays(to, -span);
  const days = daysFrom(from, to);
  return {
    current: { from, to, days },
    previous: { from: addDays(from, -days), to: addDays(from, -1), days },
  };
}

/** The earlier of `a` and `b`, but never before `floor`. */
function minDate(a: string, b: string, floor: string): string {
  const earlier = a < b ? a : b;
  return earlier < floor ? floor : earlier;
}

// ----- the answer -----

/** One figure of the period and of the previous period. */
export const pairSchema = z.object({ current: z.number().nullable(), previous: z.number().nullable() });
export type Pair = z.infer<typeof pairSchema>;

const periodSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  /** The first and the last instant of the period (UTC instants of the local midnights). */
  starts_at: z.string(),
  ends_at: z.string(),
});

export const reportSchema = z.object({
  /** The hub's time zone (IANA name): the period's dates and the days of `volume_by_day` are its days. */
  time_zone: z.string(),
  period: periodSchema,
  previous_period: periodSchema,
  generated_at: z.string(),
  overview: z.object({
    tickets: pairSchema,
    crisis_tickets: pairSchema,
    active_users: pairSchema,
    registrations: pairSchema,
    appointments_held: pairSchema,
    sla_attainment_rate: pairSchema,
    avg_first_response_hours: pairSchema,
    avg_resolution_hours: pairSchema,
    satisfaction: pairSchema,
  }),
  users: z.object({
    active_users: pairSchema,
    registrations: pairSchema,
    sign_ins: pairSchema,
    by_role: z.array(
      z.object({
        role: z.string(),
        registrations: pairSchema,
        active_users: pairSchema,
        sign_ins: pairSchema,
      }),
    ),
  }),
  sessions: z.object({
    booked: pairSchema,
    held: pairSchema,
    cancelled: pairSchema,
    no_show: pairSchema,
    /** Held as a share of held and no-show. */
    attendance_rate: pairSchema,
    /** The average rating (1 to 5) students gave the sessions held in the period, and how many rated. */
    satisfaction: pairSchema,
    ratings: pairSchema,
    by_type: z.array(z.object({ type: z.string(), booked: pairSchema, held: pairSchema })),
    counselors: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        role: z.string(),
        tickets: pairSchema,
        resolved: pairSchema,
        sessions_held: pairSchema,
        satisfaction: pairSchema,
        ratings: pairSchema,
      }),
    ),
  }),
  support: z.object({
    tickets: pairSchema,
    auto_assign_rate: pairSchema,
    avg_first_response_hours: pairSchema,
    avg_resolution_hours: pairSchema,
    sla: z.object({
      met: pairSchema,
      breached: pairSchema,
      pending: pairSchema,
      attainment_rate: pairSchema,
    }),
    crisis: z.object({
      tickets: pairSchema,
      alerts: pairSchema,
      acknowledged: pairSchema,
      avg_acknowledgement_minutes: pairSchema,
    }),
    by_category: z.array(
      z.object({ id: z.number().int(), name: z.string(), color: z.string(), tickets: pairSchema }),
    ),
    by_status: z.array(z.object({ status: z.string(), tickets: pairSchema })),
    by_priority: z.array(
      z.object({
        priority: z.string(),
        tickets: pairSchema,
        avg_first_response_hours: pairSchema,
        avg_resolution_hours: pairSchema,
      }),
    ),
    volume_by_day: z.array(
      z.object({ date: z.string(), created: z.number().int(), crisis: z.number().int() }),
    ),
  }),
});
export type Report = z.infer<typeof reportSchema>;
