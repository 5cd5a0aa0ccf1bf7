import type { Pair, Report } from './schemas/admin-report';

/**
 * The Reports screen's tables, built once from a report for the screen, the CSV and the PDF alike, so the
 * three show the same rows in the same order. A value is a number (or null: nothing to compute it from),
 * formatted by its unit; the CSV keeps the plain number.
 */

export type Unit = 'count' | 'hours' | 'minutes' | 'percent' | 'rating' | 'text';
export type Cell = number | string | null;

export interface ReportTable {
  id: string;
  tab: ReportTab;
  title: string;
  /** A column's unit, or 'row' where each row says its own (the summaries). */
  columns: { label: string; unit: Unit | 'row' }[];
  rows: { unit?: Unit; cells: Cell[] }[];
}

export const REPORT_TABS = ['overview', 'users', 'sessions', 'support'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];
export const REPORT_TAB_LABELS: Record<ReportTab, string> = {
  overview: 'Overview',
  users: 'Users',
  sessions: 'Sessions',
  support: 'Support',
};

export const NO_VALUE = '\u2014';

/** A value as the screen and the PDF show it; an em dash where there is none. */
export function formatCell(value: Cell, unit: Unit): string {
  if (value === null || value === undefined) return NO_VALUE;
  if (typeof value === 'string' || unit === 'text') return String(value);
  switch (unit) {
    case 'count':
      return value.toLocaleString('en-US');
    case 'percent':
      return `${value}%`;
    case 'rating':
      return `${value.toFixed(1)} / 5`;
    case 'minutes':
      return value < 60 ? `${Math.round(value)} min` : `${(value / 60).toFixed(1)} h`;
    case 'hours':
      return value < 1 ? `${Math.round(value * 60)} min` : `${value.toFixed(1)} h`;
  }
}

/** The unit of one cell of a table. */
export function unitOf(table: ReportTable, row: ReportTable['rows'][number], column: number): Unit {
  const unit = table.columns[column]?.unit ?? 'text';
  return unit === 'row' ? (row.unit ?? 'count') : unit;
}

const figure = (label: string, unit: Unit, pair: Pair) => ({
  unit,
  cells: [label, pair.current, pair.previous],
});
const summaryColumns: ReportTable['columns'] = [
  { label: 'Figure', unit: 'text' },
  { label: 'This period', unit: 'row' },
  { label: 'Previous period', unit: 'row' },
];
const both = (label: string, unit: Unit): ReportTable['columns'] => [
  { label, unit },
  { label: `${label} (previous)`, unit },
];
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function reportTables(report: Report): ReportTable[] {
  const { overview: o, users: u, sessions: s, support: t } = report;
  return [
    {
      id: 'overview',
      tab: 'overview',
      title: 'Summary',
      columns: summaryColumns,
      rows: [
        figure('Tickets', 'count', o.tickets),
        figure('Crisis tickets', 'count', o.crisis_tickets),
        figure('Active users', 'count', o.active_users),
        figure('Registrations', 'count', o.registrations),
        figure('Sessions held', 'count', o.appointments_held),
        figure('SLA attainment', 'percent', o.sla_attainment_rate),
        figure('Average first response (hours)', 'hours', o.avg_first_response_hours),
        figure('Average resolution (hours)', 'hours', o.avg_resolution_hours),
        figure('Session satisfaction (1-5)', 'rating', o.satisfaction),
      ],
    },
    {
      id: 'users',
      tab: 'users',
      title: 'Users',
      columns: summaryColumns,
      rows: [
        figure('Active users (signed in)', 'count', u.active_users),
        figure('Registrations', 'count', u.registrations),
        figure('Sign-ins', 'count', u.sign_ins),
      ],
    },
    {
      id: 'users_by_role',
      tab: 'users',
      title: 'Users by role',
      columns: [
        { label: 'Role', unit: 'text' },
        ...both('Registrations', 'count'),
        ...both('Active users', 'count'),
        ...both('Sign-ins', 'count'),
      ],
      rows: u.by_role.map((r) => ({
        cells: [
          cap(r.role),
          r.registrations.current,
          r.registrations.previous,
          r.active_users.current,
          r.active_users.previous,
          r.sign_ins.current,
          r.sign_ins.previous,
        ],
      })),
    },
    {
      id: 'sessions',
      tab: 'sessions',
      title: 'Sessions',
      columns: summaryColumns,
      rows: [
        figure('Booked', 'count', s.booked),
        figure('Held', 'count', s.held),
        figure('Cancelled', 'count', s.cancelled),
        figure('No-show', 'count', s.no_show),
        figure('Attendance', 'percent', s.attendance_rate),
        figure('Satisfaction (1-5)', 'rating', s.satisfaction),
        figure('Ratings given', 'count', s.ratings),
      ],
    },
    {
      id: 'sessions_by_type',
      tab: 'sessions',
      title: 'Sessions by type',
      columns: [{ label: 'Type', unit: 'text' }, ...both('Booked', 'count'), ...both('Held', 'count')],
      rows: s.by_type.map((r) => ({
        cells: [cap(r.type), r.booked.current, r.booked.previous, r.held.current, r.held.previous],
      })),
    },
    {
      id: 'counselors',
      tab: 'sessions',
      title: 'Counselor workload and satisfaction',
      columns: [
        { label: 'Name', unit: 'text' },
        { label: 'Role', unit: 'text' },
        ...both('Tickets', 'count'),
        { label: 'Resolved', unit: 'count' },
        ...both('Sessions held', 'count'),
        { label: 'Satisfaction (1-5)', unit: 'rating' },
        { label: 'Ratings', unit: 'count' },
      ],
      rows: s.counselors.map((r) => ({
        cells: [
          r.name,
          cap(r.role),
          r.tickets.current,
          r.tickets.previous,
          r.resolved.current,
          r.sessions_held.current,
          r.sessions_held.previous,
          r.satisfaction.current,
          r.ratings.current,
        ],
      })),
    },
    {
      id: 'support',
      tab: 'support',
      title: 'Support',
      columns: summaryColumns,
      rows: [
        figure('Tickets', 'count', t.tickets),
        figure('Auto-assigned', 'percent', t.auto_assign_rate),
        figure('Average first response (hours)', 'hours', t.avg_first_response_hours),
        figure('Average resolution (hours)', 'hours', t.avg_resolution_hours),
        figure('SLA met', 'count', t.sla.met),
        figure('SLA breached', 'count', t.sla.breached),
        figure('SLA pending', 'count', t.sla.pending),
        figure('SLA attainment', 'percent', t.sla.attainment_rate),
        figure('Crisis tickets', 'count', t.crisis.tickets),
        figure('Crisis alerts', 'count', t.crisis.alerts),
        figure('Crisis alerts acknowledged', 'count', t.crisis.acknowledged),
        figure('Average time to acknowledge (minutes)', 'minutes', t.crisis.avg_acknowledgement_minutes),
      ],
    },
    {
      id: 'support_by_priority',
      tab: 'support',
      title: 'Response and resolution by priority',
      columns: [
        { label: 'Priority', unit: 'text' },
        ...both('Tickets', 'count'),
        ...both('First response (hours)', 'hours'),
        ...both('Resolution (hours)', 'hours'),
      ],
      rows: t.by_priority.map((r) => ({
        cells: [
          r.priority,
          r.tickets.current,
          r.tickets.previous,
          r.avg_first_response_hours.current,
          r.avg_first_response_hours.previous,
          r.avg_resolution_hours.current,
          r.avg_resolution_hours.previous,
        ],
      })),
    },
    {
      id: 'support_by_category',
      tab: 'support',
      title: 'Tickets by category',
      columns: [{ label: 'Category', unit: 'text' }, ...both('Tickets', 'count')],
      rows: t.by_category.map((r) => ({ cells: [r.name, r.tickets.current, r.tickets.previous] })),
    },
    {
      id: 'support_by_status',
      tab: 'support',
      title: 'Tickets by status',
      columns: [{ label: 'Status', unit: 'text' }, ...both('Tickets', 'count')],
      rows: t.by_status.map((r) => ({ cells: [r.status, r.tickets.current, r.tickets.previous] })),
    },
  ];
}

/** "1 Mar 2026 – 30 Mar 2026" for a period of YYYY-MM-DD days. */
export function periodLabel(period: { from: string; to: string }): string {
  const day = (date: string) =>
    new Date(`${date}T00:00:00.000Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  return `${day(period.from)} \u2013 ${day(period.to)}`;
}
