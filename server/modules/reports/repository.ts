import { sql } from 'kysely';
import { STAFF_ROLES } from '../../../common/permissions';
import { FINISHED_STATUSES } from '../../../common/schemas/tickets';
import type { DatabaseKind } from '../../config';
import type { DB } from '../../db';
import { ticketConditions } from '../tickets';
import { storedDays } from './day-figures';
import { type COUNTED, countWhere } from './figure-columns';

/** The reports' queries: plain functions, the database first. Only Kysely code lives here. */

const is = ticketConditions();

export { createdBySlot, figuresByCategory, peopleFigures, resolvedBySlot } from './day-reads';
export { COUNTED } from './figure-columns';

export type CategoryFigures = Record<keyof typeof COUNTED, number> & {
  category_id: number;
  /** Only with `detail`: rows per category and priority. */
  priority?: string;
  tickets: number;
  /** Sums of hours from creation to the first response / to resolution, over the tickets that have one. */
  response_hours: number;
  resolution_hours: number;
  sla_met: number;
  sla_breached: number;
  sla_pending: number;
};

/** One assignee's tickets created in a window: by status, and the first replies with the hours they took. */
export interface PersonFigures {
  assigned_to: number;
  tickets: number;
  open: number;
  in_progress: number;
  resolved: number;
  closed: number;
  responded: number;
  response_hours: number;
}

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

/**
 * Every active counselor and advisor with the tickets assigned to them: the stored days' figures (every day
 * filled first: after a write, only the days it touched) added up per assignee in one query.
 */
export async function staffAggregates(db: DB, kind: DatabaseKind): Promise<StaffAggregateRow[]> {
  await storedDays(db, kind);
  const sum = (...columns: string[]) =>
    sql<number>`sum(${sql.join(
      columns.map((c) => sql.ref(c)),
      sql` + `,
    )})`;
  const perAssignee = db
    .selectFrom('report_day_people')
    .select([
      'assigned_to',
      sum('tickets').as('cases'),
      sum('open', 'in_progress').as('active'),
      sum('resolved', 'closed').as('resolved'),
      sum('responded').as('responded'),
      sum('response_hours').as('response_hours'),
    ])
    .groupBy('assigned_to')
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
