import { sql } from 'kysely';
import type { DB } from '../../db';

/**
 * Written as a literal, not a bound parameter: only then may SQLite (and a generic PostgreSQL plan) use the
 * partial index tickets_possible_concern_idx, whose condition is `possible_concern = 1`.
 */
const FLAGGED = sql.lit(1);

/** A flagged ticket with what the queue shows and what decides who may open it (tickets/policy.ts). */
export interface ConcernRow {
  id: number;
  ticket_number: string;
  subject: string;
  status: string;
  user_id: number;
  assigned_to: number | null;
  crisis_flag: number;
  possible_concern: number;
  concern_raised_at: string | null;
  concern_reviewed_at: string | null;
  concern_reviewed_by: number | null;
  concern_reviewed_by_name: string | null;
  concern_outcome: string | null;
  concern_note: string | null;
  created_at: string;
  category_name: string;
  assignee_name: string | null;
}

export type ConcernState = 'open' | 'reviewed';

function concernTickets(db: DB) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('ticket_categories as c', 'c.id', 't.category_id')
    .leftJoin('users as a', 'a.id', 't.assigned_to')
    .select([
      't.id',
      't.ticket_number',
      't.subject',
      't.status',
      't.user_id',
      't.assigned_to',
      't.crisis_flag',
      't.possible_concern',
      't.concern_raised_at',
      't.concern_reviewed_at',
      't.concern_reviewed_by',
      't.concern_reviewed_by_name',
      't.concern_outcome',
      't.concern_note',
      't.created_at',
      'c.name as category_name',
      'a.name as assignee_name',
    ])
    .where('t.possible_concern', '=', FLAGGED);
}

/**
 * Open: flagged, not reviewed, not a crisis (a crisis has its own alerting). Reviewed: flagged and reviewed.
 * Both read the partial index tickets_possible_concern_idx.
 */
function inState(db: DB, state: ConcernState) {
  const query = concernTickets(db);
  return state === 'open'
    ? query.where('t.concern_reviewed_at', 'is', null).where('t.crisis_flag', '=', 0)
    : query.where('t.concern_reviewed_at', 'is not', null);
}

/** One page: open ones oldest first (the longest waiting on top), reviewed ones newest review first. */
export function listConcerns(
  db: DB,
  state: ConcernState,
  page: { limit: number; offset: number },
): Promise<ConcernRow[]> {
  const query =
    state === 'open'
      ? inState(db, state).orderBy('t.concern_raised_at', 'asc').orderBy('t.id', 'asc')
      : inState(db, state).orderBy('t.concern_reviewed_at', 'desc').orderBy('t.id', 'desc');
  return query.limit(page.limit).offset(page.offset).execute();
}

async function countWhere(query: ReturnType<typeof inState>): Promise<number> {
  const row = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many are open, reviewed, and open for longer than the review target (raised before `overdueBefore`). */
export async function countConcerns(db: DB, overdueBefore: string) {
  const [open, reviewed, overdue] = await Promise.all([
    countWhere(inState(db, 'open')),
    countWhere(inState(db, 'reviewed')),
    countWhere(inState(db, 'open').where('t.concern_raised_at', '<', overdueBefore)),
  ]);
  return { open, reviewed, overdue };
}

export function findConcern(db: DB, ticketId: number): Promise<ConcernRow | undefined> {
  return concernTickets(db).where('t.id', '=', ticketId).executeTakeFirst();
}

/** Records the review if the concern is still open; false when someone reviewed it first. */
export async function markReviewed(
  db: DB,
  ticketId: number,
  review: { at: string; by: number; name: string; outcome: string; note: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('tickets')
    .set({
      concern_reviewed_at: review.at,
      concern_reviewed_by: review.by,
      concern_reviewed_by_name: review.name,
      concern_outcome: review.outcome,
      concern_note: review.note,
    })
    .where('id', '=', ticketId)
    .where('possible_concern', '=', 1)
    .where('concern_reviewed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
