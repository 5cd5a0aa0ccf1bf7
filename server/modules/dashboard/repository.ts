import { sql } from 'kysely';
import type { DatabaseKind } from '../../config';
import type { DB } from '../../db';
import { hoursBetween } from '../../lib/sql-time';

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

export function dashboardRepository(db: DB, kind: DatabaseKind) {
  return {
    /** Every active counselor and advisor with the tickets assigned to them, aggregated in one query. */
    async staffAggregates(): Promise<StaffAggregateRow[]> {
      const perAssignee = db
        .selectFrom('tickets as t')
        .where('t.assigned_to', 'is not', null)
        .select([
          't.assigned_to',
          sql<number>`count(*)`.as('cases'),
          sql<number>`sum(case when t.status in ('Open', 'In Progress') then 1 else 0 end)`.as('active'),
          sql<number>`sum(case when t.status in ('Resolved', 'Closed') then 1 else 0 end)`.as('resolved'),
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
        .where('u.role', 'in', ['counselor', 'advisor'])
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
        cases: Number(row.cases ?? 0),
        active: Number(row.active ?? 0),
        resolved: Number(row.resolved ?? 0),
        responded: Number(row.responded ?? 0),
        response_hours: Number(row.response_hours ?? 0),
      }));
    },

    /** Sessions still usable at `now`: not revoked, not past their end, used within the idle limit. */
    async countActiveSessions(now: string, idleSince: string): Promise<number> {
      const row = await db
        .selectFrom('sessions')
        .select(sql<number>`count(*)`.as('n'))
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .where('last_seen_at', '>', idleSince)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Tickets resolved since `since` that are still Resolved or have since been Closed. */
    async countResolvedSince(since: string): Promise<number> {
      const row = await db
        .selectFrom('tickets')
        .select(sql<number>`count(*)`.as('n'))
        .where('resolved_at', '>=', since)
        .where('status', 'in', ['Resolved', 'Closed'])
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
