import { z } from 'zod';
import { STAFF_ROLES } from '../permissions';
import { TICKET_PRIORITIES, TICKET_STATUSES } from './tickets';

/**
 * The reports' answers (product §1.2.6, §9): ticket analytics and system information (the Analytics and System
 * tabs), staff performance and the system overview (the admin dashboard). Ticket and user counts are the
 * tickets' and users' own.
 */

// ----- ticket analytics -----

export const ANALYTICS_TIMEFRAME = { min: 1, max: 365, default: 30 } as const;
export const TIMEFRAME_MESSAGE = 'Timeframe must be between 1 and 365 days';

/** `?timeframe=N`: whole days, 1 to 365, 30 when absent or empty. */
export const analyticsQuerySchema = z.object({
  timeframe: z.preprocess(
    // Only text is read as a number: an object (a hostile JSON value) is refused, never converted (a throw).
    (value) =>
      value === undefined || value === '' ? undefined : typeof value === 'string' ? Number(value) : value,
    z
      .number({ error: TIMEFRAME_MESSAGE })
      .int(TIMEFRAME_MESSAGE)
      .min(ANALYTICS_TIMEFRAME.min, TIMEFRAME_MESSAGE)
      .max(ANALYTICS_TIMEFRAME.max, TIMEFRAME_MESSAGE)
      .default(ANALYTICS_TIMEFRAME.default),
  ),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const analyticsDaySchema = z.object({
  /** YYYY-MM-DD, a local day of the hub's time zone. */
  date: z.string(),
  created: z.number().int(),
  resolved: z.number().int(),
  crisis: z.number().int(),
  /**
   * The response-time trend: the average hours to the first staff reply of the tickets created that day that
   * have one; null when none has.
   */
  avg_first_response_hours: z.number().nullable(),
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const analyticsCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  count: z.number().int(),
  crisis: z.number().int(),
  /** Resolved or closed. */
  resolved: z.number().int(),
});
export type AnalyticsCategory = z.infer<typeof analyticsCategorySchema>;

export const ticketAnalyticsSchema = z.object({
  timeframe: z.number().int(),
  /** The window: from the local midnight (in `time_zone`) that began the first day, to now. */
  from: z.string(),
  to: z.string(),
  /** The hub's time zone (IANA name): the days of `volume_by_day` are its local days. */
  time_zone: z.string(),
  totals: z.object({
    tickets: z.number().int(),
    open: z.number().int(),
    in_progress: z.number().int(),
    resolved: z.number().int(),
    closed: z.number().int(),
    crisis: z.number().int(),
    auto_assigned: z.number().int(),
    manual: z.number().int(),
    unassigned: z.number().int(),
  }),
  /** Rounded percentages of the tickets created in the window. */
  rates: z.object({
    crisis_rate: z.number().int(),
    auto_assign_rate: z.number().int(),
    resolution_rate: z.number().int(),
  }),
  avg_first_response_hours: z.number().nullable(),
  avg_resolution_hours: z.number().nullable(),
  sla: z.object({
    met: z.number().int(),
    breached: z.number().int(),
    pending: z.number().int(),
    /** Met as a rounded percentage of met plus breached; null while nothing is decided. */
    attainment_rate: z.number().int().nullable(),
  }),
  volume_by_day: z.array(analyticsDaySchema),
  by_category: z.array(analyticsCategorySchema),
  by_priority: z.array(z.object({ priority: z.enum(TICKET_PRIORITIES), count: z.number().int() })),
  by_status: z.array(z.object({ status: z.enum(TICKET_STATUSES), count: z.number().int() })),
});
export type TicketAnalytics = z.infer<typeof ticketAnalyticsSchema>;

// ----- system information -----

export const systemInfoSchema = z.object({
  database: z.object({
    kind: z.enum(['sqlite', 'postgresql']),
    size_bytes: z.number().int(),
    last_migration: z.object({ name: z.string(), applied_at: z.string() }).nullable(),
  }),
  tickets: z.object({ total: z.number().int(), crisis: z.number().int() }),
  attachments: z.object({ count: z.number().int(), size_bytes: z.number().int() }),
  storage: z.object({
    data_dir: z.string(),
    /** Bytes the attachment files take on disk under the data directory. */
    attachments_bytes: z.number().int(),
  }),
  uptime_seconds: z.number().int(),
  started_at: z.string(),
  version: z.string(),
  node_version: z.string(),
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;

// ----- the admin dashboard: staff performance and the system overview -----

/** One counselor or advisor: the tickets assigned to them now, whatever their status. */
export const staffPerformanceRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
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

/** Minutes east of UTC are positive (`-new Date().getTimezoneOffset()` in a browser). Without it, the hub's time zone. */
export const MAX_UTC_OFFSET_MINUTES = 14 * 60;

export const systemOverviewQuerySchema = z.object({
  utc_offset_minutes: z.coerce
    .number({ error: 'The UTC offset must be a number of minutes' })
    .int('The UTC offset must be a whole number of minutes')
    .min(-MAX_UTC_OFFSET_MINUTES, 'The UTC offset must be between -840 and 840 minutes')
    .max(MAX_UTC_OFFSET_MINUTES, 'The UTC offset must be between -840 and 840 minutes')
    .optional(),
});
export type SystemOverviewQuery = z.infer<typeof systemOverviewQuerySchema>;

export const systemOverviewSchema = z.object({
  /** Signed-in sessions that are neither revoked, idle past the limit nor past their absolute end. */
  active_sessions: z.number().int(),
  /** Seconds since this server started: the same uptime as GET /api/admin/system. */
  uptime_seconds: z.number().int(),
  /** Tickets resolved (or resolved and since closed) since midnight in the viewer's time zone. */
  resolved_today: z.number().int(),
  /** When "today" began, as the server counted it (UTC). */
  day_started_at: z.string(),
  /**
   * The mail outbox: e-mails that failed and wait for another attempt, and those given up on in the last 24
   * hours; null when this server has no outbox to ask.
   */
  mail: z.object({ waiting: z.number().int(), abandoned: z.number().int() }).nullable(),
  /** The newest backup, and whether none exists or it is more than two backup periods old. */
  backups: z.object({ last_backup_at: z.string().nullable(), overdue: z.boolean() }),
  generated_at: z.string(),
});
export type SystemOverview = z.infer<typeof systemOverviewSchema>;
