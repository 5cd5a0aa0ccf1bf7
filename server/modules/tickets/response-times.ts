import { sql } from 'kysely';
import type { DatabaseKind } from '../../config';
import type { DB } from '../../db';
import { hoursBetween } from '../../lib/sql-time';

/**
 * The first-response times of the tickets assigned to `assigneeId` whose first staff reply fell in
 * [from, to): how many, and their average in hours from the ticket's creation (null when none). The same
 * measure as the staff performance report's response time, over one week (the counselor dashboard's goal).
 */
export async function firstResponseHours(
  db: DB,
  kind: DatabaseKind,
  assigneeId: number,
  window: { from: string; to: string },
): Promise<{ responded: number; averageHours: number | null }> {
  const row = await db
    .selectFrom('tickets as t')
    .where('t.assigned_to', '=', assigneeId)
    .where('t.first_response_at', '>=', window.from)
    .where('t.first_response_at', '<', window.to)
    .select([
      sql<number>`count(*)`.as('responded'),
      sql<number | null>`avg(${hoursBetween(kind, 't.created_at', 't.first_response_at')})`.as('hours'),
    ])
    .executeTakeFirstOrThrow();
  const responded = Number(row.responded);
  return { responded, averageHours: responded > 0 && row.hours !== null ? Number(row.hours) : null };
}
