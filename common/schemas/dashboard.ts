import { z } from 'zod';

/** The admin dashboard's figures that have a real source (spec 1 §2.6), beyond ticket and user stats. */

export const STAFF_ROLES_SHOWN = ['counselor', 'advisor'] as const;

/** One counselor or advisor: the tickets assigned to them now, whatever their status. */
export const staffPerformanceRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(STAFF_ROLES_SHOWN),
  /** Tickets currently assigned, any status. */
  cases: z.number().int(),
  /** Open and In Progress. */
  active: z.number().int(),
  /** Resolved and Closed. */
  resolved: z.number().int(),
  /** Average hours from creation to the first staff reply, 1 decimal; null when no ticket has one yet. */
  avg_response_hours: z.number().nullable(),
  /** resolved / cases as a whole percentage (0 with no cases). */
  resolution_rate: z.number().int(),
});
export type StaffPerformanceRow = z.infer<typeof staffPerformanceRowSchema>;

export const staffPerformanceTotalsSchema = z.object({
  staff: z.number().int(),
  cases: z.number().int(),
  active: z.number().int(),
  resolved: z.number().int(),
  avg_response_hours: z.number().nullable(),
  resolution_rate: z.number().int(),
});
export type StaffPerformanceTotals = z.infer<typeof staffPerformanceTotalsSchema>;

export const staffPerformanceSchema = z.object({
  staff: z.array(staffPerformanceRowSchema),
  totals: staffPerformanceTotalsSchema,
});
export type StaffPerformance = z.infer<typeof staffPerformanceSchema>;

/** Hours east of UTC are positive; the browser sends `-new Date().getTimezoneOffset()`. */
export const MAX_UTC_OFFSET_MINUTES = 14 * 60;

export const systemOverviewQuerySchema = z.object({
  utc_offset_minutes: z.coerce
    .number({ error: 'The UTC offset must be a number of minutes' })
    .int('The UTC offset must be a whole number of minutes')
    .min(-MAX_UTC_OFFSET_MINUTES, 'The UTC offset must be between -840 and 840 minutes')
    .max(MAX_UTC_OFFSET_MINUTES, 'The UTC offset must be between -840 and 840 minutes')
    .default(0),
});
export type SystemOverviewQuery = z.infer<typeof systemOverviewQuerySchema>;

export const systemOverviewSchema = z.object({
  /** Signed-in sessions that are neither revoked, idle past the limit nor past their absolute end. */
  active_sessions: z.number().int(),
  /** Seconds since this server process started. */
  uptime_seconds: z.number().int(),
  /** Tickets resolved (or resolved and since closed) since midnight in the viewer's time zone. */
  resolved_today: z.number().int(),
  /** When "today" began, as the server counted it (UTC). */
  day_started_at: z.string(),
  generated_at: z.string(),
});
export type SystemOverview = z.infer<typeof systemOverviewSchema>;
