import { type RawBuilder, sql } from 'kysely';
import type { DatabaseKind } from '../../config';
import type { DB } from '../../db';
import { hoursBetween } from '../../lib/sql-time';

/** Counts over the tickets of one category created in a window, as the database sums them. */
export const COUNTED = {
  open: sql`status = 'Open'`,
  in_progress: sql`status = 'In Progress'`,
  resolved: sql`status = 'Resolved'`,
  closed: sql`status = 'Closed'`,
  low: sql`priority = 'Low'`,
  medium: sql`priority = 'Medium'`,
  high: sql`priority = 'High'`,
  urgent: sql`priority = 'Urgent'`,
  crisis: sql`crisis_flag = 1`,
  auto_assigned: sql`auto_assigned = 'yes'`,
  manual: sql`auto_assigned = 'manual'`,
  // The hub's one meaning of "unassigned": open or in progress with nobody assigned (as in ticket stats).
  unassigned: sql`assigned_to is null and status in ('Open', 'In Progress')`,
  responded: sql`first_response_at is not null`,
  resolved_at_set: sql`resolved_at is not null`,
} as const;

export type CategoryFigures = Record<keyof typeof COUNTED, number> & {
  category_id: number;
  tickets: number;
  /** Sums of hours from creation to the first response / to resolution, over the tickets that have one. */
  response_hours: number;
  resolution_hours: number;
  sla_met: number;
  sla_breached: number;
  sla_pending: number;
};

export interface DayCount {
  day: string;
  count: number;
  crisis: number;
}

export interface CategoryRef {
  id: number;
  name: string;
  color: string;
  is_active: number;
  sort_order: number;
}

export interface Window {
  from: string;
  to: string;
}

const num = (value: unknown): number => Number(value ?? 0);

export function analyticsRepository(db: DB, kind: DatabaseKind) {
  /** Tickets created in the window (walks the created_at index). */
  function created(window: Window) {
    return db
      .selectFrom('tickets')
      .where('created_at', '>=', window.from)
      .where('created_at', '<=', window.to);
  }

  const countWhere = (condition: RawBuilder<unknown>) =>
    sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;
  // The first answer to a ticket: the first staff reply, or its resolution when nobody replied.
  const answeredAt = sql`coalesce(first_response_at, resolved_at)`;

  return {
    /**
     * Every figure of the window in one pass over its tickets, one row per category (a few dozen rows at
     * most); the caller adds the rows up.
     */
    async figuresByCategory(window: Window, now: string): Promise<CategoryFigures[]> {
      const counted = Object.entries(COUNTED).map(([name, condition]) => countWhere(condition).as(name));
      const rows = await created(window)
        .select([
          'category_id',
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
        // On SQLite `+category_id` keeps the planner off the category index: walking it visits every ticket
        // in category order (three times slower at 100,000 tickets) where the window's range needs only some.
        .groupBy(kind === 'sqlite' ? sql`+category_id` : 'category_id')
        .execute();
      return rows.map((row) => {
        const figures: Record<string, number> = {};
        for (const [key, value] of Object.entries(row)) figures[key] = num(value);
        return figures as CategoryFigures;
      });
    },

    /** Tickets created per UTC day of the window, with the crisis ones among them. */
    async createdByDay(window: Window): Promise<DayCount[]> {
      const day = sql<string>`substr(created_at, 1, 10)`;
      const rows = await created(window)
        .select([
          day.as('day'),
          sql<number>`count(*)`.as('count'),
          countWhere(sql`crisis_flag = 1`).as('crisis'),
        ])
        .groupBy(day)
        .execute();
      return rows.map((r) => ({ day: r.day, count: num(r.count), crisis: num(r.crisis) }));
    },

    /** Tickets resolved per UTC day of the window, whenever they were created. */
    async resolvedByDay(window: Window): Promise<DayCount[]> {
      const day = sql<string>`substr(resolved_at, 1, 10)`;
      const rows = await db
        .selectFrom('tickets')
        .where('resolved_at', '>=', window.from)
        .where('resolved_at', '<=', window.to)
        .select([
          day.as('day'),
          sql<number>`count(*)`.as('count'),
          countWhere(sql`crisis_flag = 1`).as('crisis'),
        ])
        .groupBy(day)
        .execute();
      return rows.map((r) => ({ day: r.day, count: num(r.count), crisis: num(r.crisis) }));
    },

    categories(): Promise<CategoryRef[]> {
      return db
        .selectFrom('ticket_categories')
        .select(['id', 'name', 'color', 'is_active', 'sort_order'])
        .orderBy('sort_order')
        .orderBy('name')
        .execute();
    },

    async ticketTotals(): Promise<{ total: number; crisis: number }> {
      const row = await db
        .selectFrom('tickets')
        .select([sql<number>`count(*)`.as('total'), countWhere(sql`crisis_flag = 1`).as('crisis')])
        .executeTakeFirstOrThrow();
      return { total: num(row.total), crisis: num(row.crisis) };
    },

    async attachmentTotals(): Promise<{ count: number; size_bytes: number }> {
      const row = await db
        .selectFrom('ticket_attachments')
        .select([
          sql<number>`count(*)`.as('count'),
          sql<number>`coalesce(sum(file_size), 0)`.as('size_bytes'),
        ])
        .executeTakeFirstOrThrow();
      return { count: num(row.count), size_bytes: num(row.size_bytes) };
    },

    async databaseBytes(): Promise<number> {
      const query =
        kind === 'sqlite'
          ? sql<{
              size: number;
            }>`select p.page_count * s.page_size as size from pragma_page_count() p, pragma_page_size() s`
          : sql<{ size: number }>`select pg_database_size(current_database()) as size`;
      const { rows } = await query.execute(db);
      return num(rows[0]?.size);
    },

    /** The newest migration applied, from Kysely's own table. */
    async lastMigration(): Promise<{ name: string; applied_at: string } | null> {
      const { rows } = await sql<{
        name: string;
        timestamp: string;
      }>`select name, "timestamp" from kysely_migration order by name desc limit 1`.execute(db);
      const row = rows[0];
      return row ? { name: row.name, applied_at: String(row.timestamp) } : null;
    },
  };
}
