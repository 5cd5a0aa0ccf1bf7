import type { DB } from '../../db';

/** A ticket of the requester with what the visibility check and the panel need. */
export interface RequesterTicketRow {
  id: number;
  ticket_number: string;
  subject: string;
  status: string;
  priority: string;
  crisis_flag: number;
  crisis_level: string;
  crisis_acknowledged_at: string | null;
  user_id: number;
  assigned_to: number | null;
  created_at: string;
  category_slug: string;
}

/* Kysely only: a student's other open tickets and their recent crises. */

function ticketsOf(db: DB, studentId: number) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('ticket_categories as c', 'c.id', 't.category_id')
    .select([
      't.id',
      't.ticket_number',
      't.subject',
      't.status',
      't.priority',
      't.crisis_flag',
      't.crisis_level',
      't.crisis_acknowledged_at',
      't.user_id',
      't.assigned_to',
      't.created_at',
      'c.slug as category_slug',
    ])
    .where('t.user_id', '=', studentId);
}

/**
 * Every open ticket of the student but `exceptId`, newest first. All of them: the viewer's check runs on
 * each, and the ones it refuses are counted. A student has few open tickets at a time.
 */
export function openTicketsOf(
  db: DB,
  query: { studentId: number; exceptId: number; statuses: readonly string[] },
): Promise<RequesterTicketRow[]> {
  return ticketsOf(db, query.studentId)
    .where('t.id', '!=', query.exceptId)
    .where('t.status', 'in', [...query.statuses])
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
}

/** Crisis-flagged tickets raised at or after `since`, newest first. */
export function recentCrisesOf(
  db: DB,
  query: { studentId: number; since: string; limit: number },
): Promise<RequesterTicketRow[]> {
  return ticketsOf(db, query.studentId)
    .where('t.crisis_flag', '=', 1)
    .where('t.created_at', '>=', query.since)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(query.limit)
    .execute();
}
