import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DatabaseKind } from '../../config';
import { hoursBetween } from '../../lib/sql-time';
import { ticketConditions } from '../tickets';

/** The figures the reports count over tickets, as SQL: shared by the live queries and the stored days. */

const is = ticketConditions();

/**
 * Counts over the tickets of one category created in a window, as the database sums them. The ticket figures
 * (statuses, crisis, assignment, unassigned) are the tickets module's own definitions, the same the ticket
 * stats count with.
 */
export const COUNTED = {
  open: is.open,
  in_progress: is.in_progress,
  resolved: is.resolved,
  closed: is.closed,
  low: sql<SqlBool>`priority = 'Low'`,
  medium: sql<SqlBool>`priority = 'Medium'`,
  high: sql<SqlBool>`priority = 'High'`,
  urgent: sql<SqlBool>`priority = 'Urgent'`,
  crisis: is.crisis,
  auto_assigned: is.auto_assigned,
  manual: is.manual,
  unassigned: is.unassigned,
  responded: sql<SqlBool>`first_response_at is not null`,
  resolved_at_set: sql<SqlBool>`resolved_at is not null`,
} as const satisfies Record<string, RawBuilder<SqlBool>>;

export const countWhere = (condition: RawBuilder<unknown>) =>
  sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;

/** Every figure of `figuresByCategory`, in the order the stored days' union reads them. */
export const FIGURES = [
  'tickets',
  ...(Object.keys(COUNTED) as (keyof typeof COUNTED)[]),
  'sla_met',
  'sla_breached',
  'response_hours',
  'resolution_hours',
  'sla_pending',
] as const;

export type Figure = (typeof FIGURES)[number];

/**
 * The aggregate of each figure over tickets. `now` decides which SLA deadlines have passed; without it (the
 * stored days) every ticket with no answer counts as breached and none as pending, which is what the day
 * shows once its latest open deadline has passed.
 */
export function figureColumns(kind: DatabaseKind, now: string | null): Record<Figure, RawBuilder<number>> {
  // The first answer to a ticket: the first staff reply, or its resolution when nobody replied.
  const answeredAt = sql`coalesce(first_response_at, resolved_at)`;
  const late = sql`${answeredAt} is not null and ${answeredAt} > sla_deadline`;
  const counted = Object.fromEntries(
    Object.entries(COUNTED).map(([name, condition]) => [name, countWhere(condition)]),
  ) as Record<keyof typeof COUNTED, RawBuilder<number>>;
  return {
    tickets: sql<number>`count(*)`,
    ...counted,
    sla_met: countWhere(sql`${answeredAt} is not null and ${answeredAt} <= sla_deadline`),
    sla_breached: countWhere(
      now === null
        ? sql`(${late}) or ${answeredAt} is null`
        : sql`(${late}) or (${answeredAt} is null and sla_deadline < ${now})`,
    ),
    response_hours: sql<number>`coalesce(sum(${hoursBetween(kind, 'created_at', 'first_response_at')}), 0)`,
    resolution_hours: sql<number>`coalesce(sum(${hoursBetween(kind, 'created_at', 'resolved_at')}), 0)`,
    sla_pending:
      now === null ? sql<number>`0` : countWhere(sql`${answeredAt} is null and sla_deadline >= ${now}`),
  };
}

/** The first characters of an ISO time that name its UTC hour (`2026-11-01T05`) or minute. */
export const slotOf = (column: string, length: 13 | 16) =>
  sql<string>`substr(${sql.ref(column)}, 1, ${sql.lit(length)})`;

/** The UTC quarter hour an ISO time falls in (`2026-11-01T05:15`): the stored days' slot. */
export function quarterOf(column: string): RawBuilder<string> {
  const minute = sql`substr(${sql.ref(column)}, 15, 2)`;
  return sql<string>`substr(${sql.ref(column)}, 1, 14) || case when ${minute} < '15' then '00' when ${minute} < '30' then '15' when ${minute} < '45' then '30' else '45' end`;
}
