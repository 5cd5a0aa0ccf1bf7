import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { STAFF_ROLES } from '../../../common/permissions';
import { FINISHED_STATUSES } from '../../../common/schemas/tickets';
import type { DatabaseKind } from '../../config';
import type { DB } from '../../db';
import { hoursBetween } from '../../lib/sql-time';
import { ticketConditions } from '../tickets';
import type { Slot } from './local-days';

/** The reports' queries: plain functions, the database first. Only Kysely code lives here. */

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

export type CategoryFigures = Record<keyof typeof COUNTED, number> & {
  category_id: number;
  /** Only with `detail`: rows per category, priority and assignee (null: nobody). */
  priority?: string;
  assigned_to?: number | null;
  tickets: number;
  /** Sums of hours from creation to the first response / to resolution, over the tickets that have one. */
  response_hours: number;
  resolution_hours: number;
  sla_met: number;
  sla_breached: number;
  sla_pending: number;
};

export interface DayCount {
  /** A local date, or the UTC slot of a time (`2026-11-01T05`) before it is folded into local days. */
  day: string;
  count: number;
  crisis: number;
  /** Tickets created in the slot: how many have a first staff reply, and the hours those replies took. */
  responded?: number;
  response_hours?: number;
}

export interface CategoryRef {
  id: number;
  name: string;
  color: string;
  is_active: number;
  sort_order: number;
}

/** A range of ISO times, both ends included. */
export interface Window {
  from: string;
  to: string;
}

const num = (value: unknown): number => Number(value ?? 0);

const countWhere = (condition: RawBuilder<unknown>) =>
  sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;

/** Tickets created in the window (walks the created_at index). */
function createdIn(db: DB, window: Window) {
  return db.selectFrom('tickets').where('created_at', '>=', window.from).where('created_at', '<=', window.to);
}

// ----- ticket analytics -----

/**
 * Every figure of the window in one pass over its tickets, one row per category (a few dozen rows at most),
 * or per category, priority and assignee with `detail` (the Reports screen's times by priority and each
 * person's tickets, from the same pass); the caller adds
 * the rows up. `now` decides which SLA deadlines have passed.
 */
export async function figuresByCategory(
  db: DB,
  {
    kind,
    window,
    now,
    detail = false,
  }: { kind: DatabaseKind; window: Window; now: string; detail?: boolean },
): Promise<CategoryFigures[]> {
  // The first answer to a ticket: the first staff reply, or its resolution when nobody replied.
  const answeredAt = sql`coalesce(first_response_at, resolved_at)`;
  const counted = Object.entries(COUNTED).map(([name, condition]) => countWhere(condition).as(name));
  const category = kind === 'sqlite' ? sql`+category_id` : sql`category_id`;
  const rows = await createdIn(db, window)
    .select([
      'category_id',
      ...(detail
        ? [sql<string>`priority`.as('priority'), sql<number | null>`assigned_to`.as('assigned_to')]
        : []),
      sql<number>`count(*)`.as('tickets'),
      ...counted,
      sql<number>`coalesce(sum(${hoursBetween(kind, 'created_at', 'first_response_at')}), 0)`.as(
        'response_hours',
      ),
      sql<number>`coalesce(sum(${hoursBetween(kind, 'created_at', 'resolved_at')}), 0)`.as(
        'resolution_hours',
      ),
      countWhere(sql`${answeredAt} is not null and ${answeredAt} <= sla_deadline`).as('sla_met'),
      countWhere(
        sql`(${answeredAt} is not null and ${answeredAt} > sla_deadline) or (${answeredAt} is null and sla_deadline < ${now})`,
      ).as('sla_breached'),
      countWhere(sql`${answeredAt} is null and sla_deadline >= ${now}`).as('sla_pending'),
    ])
    // On SQLite `+category_id` keeps the planner off the category index: walking it visits every ticket in
    // category order (three times slower at 100,000 tickets) where the window's range needs only some.
    .groupBy(detail ? [category, sql`priority`, sql`assigned_to`] : [category])
    .execute();
  return rows.map((row) => {
    const figures: Record<string, number | string | null> = {};
    for (const [key, value] of Object.entries(row)) {
      if (key === 'priority') figures[key] = String(value);
      else figures[key] = key === 'assigned_to' && value === null ? null : num(value);
    }
    return figures as CategoryFigures;
  });
}

/** The first characters of an ISO time that name its UTC hour (`2026-11-01T05`) or minute. */
const slotOf = (column: string, slot: Slot) =>
  sql<string>`substr(${sql.ref(column)}, 1, ${sql.lit(slot === 'hour' ? 13 : 16)})`;

/**
 * Tickets created per UTC hour (or minute) of the window, with the crisis ones among them: `day` is the slot
 * (`2026-11-01T05`); `foldIntoDays` adds the slots up into the hub's local days.
 */
export async function createdBySlot(
  db: DB,
  kind: DatabaseKind,
  window: Window,
  slot: Slot,
  options: { responseTimes?: boolean } = {},
): Promise<DayCount[]> {
  const day = slotOf('created_at', slot);
  const counts = createdIn(db, window)
    .select([day.as('day'), sql<number>`count(*)`.as('count'), countWhere(is.crisis).as('crisis')])
    .groupBy(day);
  if (!options.responseTimes) {
    const rows = await counts.execute();
    return rows.map((r) => ({ day: r.day, count: num(r.count), crisis: num(r.crisis) }));
  }
  // The response time trend (the analytics' days only): first replies and the hours they took.
  const rows = await counts
    .select([
      sql<number>`count(first_response_at)`.as('responded'),
      sql<number>`coalesce(sum(${hoursBetween(kind, 'created_at', 'first_response_at')}), 0)`.as(
        'response_hours',
      ),
    ])
    .execute();
  return rows.map((r) => ({
    day: r.day,
    count: num(r.count),
    crisis: num(r.crisis),
    responded: num(r.responded),
    response_hours: num(r.response_hours),
  }));
}

/** Tickets resolved per UTC hour (or minute) of the window, whenever they were created. */
export async function resolvedBySlot(db: DB, window: Window, slot: Slot): Promise<DayCount[]> {
  const day = slotOf('resolved_at', slot);
  const rows = await db
    .selectFrom('tickets')
    .where('resolved_at', '>=', window.from)
    .where('resolved_at', '<=', window.to)
    .select([day.as('day'), sql<number>`count(*)`.as('count'), countWhere(is.crisis).as('crisis')])
    .groupBy(day)
    .execute();
  return rows.map((r) => ({ day: r.day, count: num(r.count), crisis: num(r.crisis) }));
}

export function categories(db: DB): Promise<CategoryRef[]> {
  return db
    .selectFrom('ticket_categories')
    .select(['id', 'name', 'color', 'is_active', 'sort_order'])
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
}

// ----- system information -----

export async function ticketTotals(db: DB): Promise<{ total: number; crisis: number }> {
  const row = await db
    .selectFrom('tickets')
    .select([sql<number>`count(*)`.as('total'), countWhere(is.crisis).as('crisis')])
    .executeTakeFirstOrThrow();
  return { total: num(row.total), crisis: num(row.crisis) };
}

export async function attachmentTotals(db: DB): Promise<{ count: number; size_bytes: number }> {
  const row = await db
    .selectFrom('ticket_attachments')
    .select([sql<number>`count(*)`.as('count'), sql<number>`coalesce(sum(file_size), 0)`.as('size_bytes')])
    .executeTakeFirstOrThrow();
  return { count: num(row.count), size_bytes: num(row.size_bytes) };
}

export async function databaseBytes(db: DB, kind: DatabaseKind): Promise<number> {
  const query =
    kind === 'sqlite'
      ? sql<{
          size: number;
        }>`select p.page_count * s.page_size as size from pragma_page_count() p, pragma_page_size() s`
      : sql<{ size: number }>`select pg_database_size(current_database()) as size`;
  const { rows } = await query.execute(db);
  return num(rows[0]?.size);
}

/** The newest migration applied, from Kysely's own table. */
export async function lastMigration(db: DB): Promise<{ name: string; applied_at: string } | null> {
  const { rows } = await sql<{
    name: string;
    timestamp: string;
  }>`select name, "timestamp" from kysely_migration order by name desc limit 1`.execute(db);
  const row = rows[0];
  return row ? { name: row.name, applied_at: String(row.timestamp) } : null;
}

// ----- the admin dashboard -----

/** Per staff member sums, so averages can be taken per row and over the whole team alike. */
export interface StaffAggregateRow {
  id: number;
  name: string;
  role: string;
  cases: number;
  active: number;
  resolved: number;
  /** How many of their tickets have a first staff reply, and the hours those replies took in total. */
  responded: number;
  response_hours: number;
}

/** Every active counselor and advisor with the tickets assigned to them, aggregated in one query. */
export async function staffAggregates(db: DB, kind: DatabaseKind): Promise<StaffAggregateRow[]> {
  const assigned = ticketConditions('t');
  const perAssignee = db
    .selectFrom('tickets as t')
    .where('t.assigned_to', 'is not', null)
    .select([
      't.assigned_to',
      sql<number>`count(*)`.as('cases'),
      sql<number>`sum(case when ${assigned.active} then 1 else 0 end)`.as('active'),
      sql<number>`sum(case when ${assigned.finished} then 1 else 0 end)`.as('resolved'),
      sql<number>`count(t.first_response_at)`.as('responded'),
      sql<number>`sum(case when t.first_response_at is not null then ${hoursBetween(
        kind,
        't.created_at',
        't.first_response_at',
      )} end)`.as('response_hours'),
    ])
    .groupBy('t.assigned_to')
    .as('a');
  const rows = await db
    .selectFrom('users as u')
    .leftJoin(perAssignee, 'a.assigned_to', 'u.id')
    .where('u.role', 'in', STAFF_ROLES)
    .where('u.status', '=', 'active')
    .select([
      'u.id',
      'u.name',
      'u.role',
      'a.cases',
      'a.active',
      'a.resolved',
      'a.responded',
      'a.response_hours',
    ])
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
  // PostgreSQL answers sums of numerics as text; missing aggregates (no tickets) are null.
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    role: row.role,
    cases: num(row.cases),
    active: num(row.active),
    resolved: num(row.resolved),
    responded: num(row.responded),
    response_hours: num(row.response_hours),
  }));
}

/** Sessions still usable at `now`: not revoked, not past their end, used within the idle limit. */
export async function countActiveSessions(
  db: DB,
  { now, idleSince }: { now: string; idleSince: string },
): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select(sql<number>`count(*)`.as('n'))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', idleSince)
    .executeTakeFirstOrThrow();
  return num(row.n);
}

/** Tickets resolved since `since` that are still Resolved or have since been Closed. */
export async function countResolvedSince(db: DB, since: string): Promise<number> {
  const row = await db
    .selectFrom('tickets')
    .select(sql<number>`count(*)`.as('n'))
    .where('resolved_at', '>=', since)
    .where('status', 'in', FINISHED_STATUSES)
    .executeTakeFirstOrThrow();
  return num(row.n);
}
