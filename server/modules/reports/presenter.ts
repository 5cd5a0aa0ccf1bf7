import { addDays } from '../../../common/dates';
import { average, rate } from '../../../common/figures';
import type {
  AnalyticsCategory,
  AnalyticsDay,
  StaffPerformance,
  StaffPerformanceRow,
  TicketAnalytics,
} from '../../../common/schemas/reports';
import { localDate } from '../../lib/clock';
import { localDays, type Slot } from './local-days';
import {
  type CategoryFigures,
  type CategoryRef,
  COUNTED,
  type DayCount,
  type StaffAggregateRow,
} from './repository';

/**
 * The window of `timeframe` whole days of the hub's time zone that ends now: from the local midnight that
 * began the first day (timeframe - 1 days before today) to `now`.
 */
export function windowOf(
  now: Date,
  timeframe: number,
  timeZone: string,
): { from: Date; to: Date; days: string[]; slot: Slot; starts: number[] } {
  const today = localDate(now, timeZone);
  const { days, window, slot, starts } = localDays(addDays(today, -(timeframe - 1)), today, timeZone);
  return { from: new Date(window.from), to: now, days, slot, starts };
}

/** A whole percentage where the contract gives 0 (not null) for a share of nothing. */
const percentOrZero = (part: number, whole: number) => rate(part, whole) ?? 0;

/** Every day of the window, days without tickets included. */
export function presentDays(days: string[], created: DayCount[], resolved: DayCount[]): AnalyticsDay[] {
  const createdBy = new Map(created.map((d) => [d.day, d]));
  const resolvedBy = new Map(resolved.map((d) => [d.day, d.count]));
  return days.map((date) => {
    const made = createdBy.get(date);
    return {
      date,
      created: made?.count ?? 0,
      resolved: resolvedBy.get(date) ?? 0,
      crisis: made?.crisis ?? 0,
      avg_first_response_hours: average(made?.response_hours ?? 0, made?.responded ?? 0),
    };
  });
}

type Totals = Omit<CategoryFigures, 'category_id' | 'priority'>;

/** The window's figures: the categories' rows added up. */
export function addUp(rows: CategoryFigures[]): Totals {
  const keys = [
    'tickets',
    ...Object.keys(COUNTED),
    'response_hours',
    'resolution_hours',
    'sla_met',
    'sla_breached',
    'sla_pending',
  ] as (keyof Totals)[];
  const totals = Object.fromEntries(keys.map((key) => [key, 0])) as Totals;
  for (const row of rows) for (const key of keys) totals[key] += row[key];
  return totals;
}

/** Active categories (even without tickets) and any other category that holds tickets of the window. */
export function presentCategories(categories: CategoryRef[], rows: CategoryFigures[]): AnalyticsCategory[] {
  const byId = new Map(rows.map((row) => [row.category_id, row]));
  return categories
    .filter((category) => category.is_active === 1 || byId.has(category.id))
    .map((category, order) => ({ category, order, figures: byId.get(category.id) }))
    .sort((a, b) => (b.figures?.tickets ?? 0) - (a.figures?.tickets ?? 0) || a.order - b.order)
    .map(({ category, figures }) => ({
      id: category.id,
      name: category.name,
      color: category.color,
      count: figures?.tickets ?? 0,
      crisis: figures?.crisis ?? 0,
      resolved: (figures?.resolved ?? 0) + (figures?.closed ?? 0),
    }));
}

export function presentAnalytics(input: {
  timeframe: number;
  window: { from: Date; to: Date; days: string[] };
  timeZone: string;
  figures: CategoryFigures[];
  created: DayCount[];
  resolved: DayCount[];
  categories: CategoryRef[];
}): TicketAnalytics {
  const s = addUp(input.figures);
  const decided = s.sla_met + s.sla_breached;
  return {
    timeframe: input.timeframe,
    from: input.window.from.toISOString(),
    to: input.window.to.toISOString(),
    time_zone: input.timeZone,
    totals: {
      tickets: s.tickets,
      open: s.open,
      in_progress: s.in_progress,
      resolved: s.resolved,
      closed: s.closed,
      crisis: s.crisis,
      auto_assigned: s.auto_assigned,
      manual: s.manual,
      unassigned: s.unassigned,
    },
    rates: {
      crisis_rate: percentOrZero(s.crisis, s.tickets),
      auto_assign_rate: percentOrZero(s.auto_assigned, s.tickets),
      resolution_rate: percentOrZero(s.resolved + s.closed, s.tickets),
    },
    avg_first_response_hours: average(s.response_hours, s.responded),
    avg_resolution_hours: average(s.resolution_hours, s.resolved_at_set),
    sla: {
      met: s.sla_met,
      breached: s.sla_breached,
      pending: s.sla_pending,
      attainment_rate: rate(s.sla_met, decided),
    },
    volume_by_day: presentDays(input.window.days, input.created, input.resolved),
    by_category: presentCategories(input.categories, input.figures),
    by_priority: [
      { priority: 'Low', count: s.low },
      { priority: 'Medium', count: s.medium },
      { priority: 'High', count: s.high },
      { priority: 'Urgent', count: s.urgent },
    ],
    by_status: [
      { status: 'Open', count: s.open },
      { status: 'In Progress', count: s.in_progress },
      { status: 'Resolved', count: s.resolved },
      { status: 'Closed', count: s.closed },
    ],
  };
}

/** One staff member's row: averages over their own tickets; a rate of no cases is 0. */
function presentStaffRow(row: StaffAggregateRow): StaffPerformanceRow {
  return {
    id: row.id,
    name: row.name,
    role: row.role === 'advisor' ? 'advisor' : 'counselor',
    cases: row.cases,
    active: row.active,
    resolved: row.resolved,
    avg_response_hours: average(row.response_hours, row.responded),
    resolution_rate: percentOrZero(row.resolved, row.cases),
  };
}

/** Each active counselor and advisor, and the team's totals (averaged over every reply, not per person). */
export function presentStaffPerformance(rows: StaffAggregateRow[]): StaffPerformance {
  const sum = (pick: (row: StaffAggregateRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const cases = sum((row) => row.cases);
  const resolved = sum((row) => row.resolved);
  return {
    staff: rows.map(presentStaffRow),
    totals: {
      staff: rows.length,
      cases,
      active: sum((row) => row.active),
      resolved,
      avg_response_hours: average(
        sum((row) => row.response_hours),
        sum((row) => row.responded),
      ),
      resolution_rate: percentOrZero(resolved, cases),
    },
  };
}
