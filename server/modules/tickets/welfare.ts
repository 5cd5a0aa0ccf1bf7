import { randomBytes } from 'node:crypto';
import { PRIORITY_RANK } from '../../../common/schemas/tickets';
import type { DB } from '../../db';
import { writeJsonColumn } from '../../db/json-columns';
import { auditAssignment } from './audit';
import { responseDeadline } from './crisis-clock';
import { insertHistory, insertTicket, refreshSearchText, updateTicket } from './repository';

/** The student's most recent crisis ticket raised at or after `since`, or undefined. */
export function recentCrisisTicket(db: DB, studentId: number, since: string) {
  return db
    .selectFrom('tickets')
    .innerJoin('ticket_categories as c', 'c.id', 'tickets.category_id')
    .select([
      'tickets.id',
      'tickets.ticket_number',
      'tickets.category_id',
      'c.sla_response_hours',
      'tickets.created_at',
    ])
    .where('tickets.user_id', '=', studentId)
    .where('tickets.crisis_flag', '=', 1)
    .where('tickets.created_at', '>=', since)
    .orderBy('tickets.created_at', 'desc')
    .orderBy('tickets.id', 'desc')
    .executeTakeFirst();
}

/**
 * A welfare follow-up: a staff ticket about a student, in the category of their recent crisis, raised for and
 * assigned to `counselorId` (the student is named in it but is not its requester: it speaks of their crisis,
 * so it never enters the student's own list), written in the caller's transaction with its history and assignment audit row (decision
 * 0011: only the tickets module writes `assigned_to`). The caller announces nothing: the counselor is told by
 * the caller's own notification. Returns the new ticket's id and number.
 */
export async function openWelfareFollowUp(
  trx: DB,
  input: {
    counselorId: number;
    actorId: number;
    categoryId: number;
    /** The category's first-response target in hours. */
    categorySlaHours: number;
    subject: string;
    description: string;
    at: string;
  },
): Promise<{ id: number; ticketNumber: string }> {
  const { at } = input;
  const id = await insertTicket(trx, {
    ticket_number: `pending-${randomBytes(12).toString('hex')}`,
    subject: input.subject,
    description: input.description,
    category_id: input.categoryId,
    priority: 'High',
    priority_rank: PRIORITY_RANK.High,
    status: 'Open',
    crisis_flag: 0,
    crisis_level: 'none',
    crisis_score: 0,
    detected_crisis_keywords: writeJsonColumn([]),
    priority_score: 0,
    user_id: input.counselorId,
    created_by: input.actorId,
    assigned_to: input.counselorId,
    auto_assigned: 'manual',
    tags: writeJsonColumn(['welfare-follow-up']),
    search_text: '',
    response_count: 0,
    attachment_count: 0,
    sla_deadline: responseDeadline(
      new Date(at),
      { crisis: false, categorySlaHours: input.categorySlaHours },
      0,
    ),
    first_response_at: null,
    resolved_at: null,
    closed_at: null,
    created_at: at,
    updated_at: at,
  });
  const ticketNumber = `TKT-${at.slice(0, 4)}-${String(id).padStart(6, '0')}`;
  await updateTicket(trx, id, { ticket_number: ticketNumber });
  await insertHistory(trx, [
    {
      ticket_id: id,
      user_id: input.actorId,
      field: 'created',
      old_value: null,
      new_value: 'Open',
      note: 'Welfare follow-up after a missed appointment',
      created_at: at,
    },
  ]);
  await refreshSearchText(trx, id);
  await auditAssignment(trx, {
    ticketId: id,
    actorId: input.actorId,
    from: null,
    to: input.counselorId,
    reason: 'Welfare follow-up after a missed appointment',
    automatic: true,
    at,
  });
  return { id, ticketNumber };
}

/**
 * What a counselor reads before a session booked from a ticket (issue 16): the ticket's number, subject,
 * description, category, status and priority; never its replies, internal notes or files. The appointments
 * module decides who may read it (the staff member holding the appointment, admins).
 */
export function ticketContext(db: DB, id: number) {
  return db
    .selectFrom('tickets')
    .innerJoin('ticket_categories as c', 'c.id', 'tickets.category_id')
    .select([
      'tickets.id',
      'tickets.ticket_number',
      'tickets.subject',
      'tickets.description',
      'tickets.status',
      'tickets.priority',
      'c.name as category',
      'tickets.created_at',
      'tickets.assigned_to',
    ])
    .where('tickets.id', '=', id)
    .executeTakeFirst();
}
