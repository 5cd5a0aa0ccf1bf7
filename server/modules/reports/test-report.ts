import type { Insertable } from 'kysely';
import type { DB } from '../../db';
import { appointmentRow, buildCategory, buildUser } from '../../db/seed/factories';
import type { AppointmentsTable, TicketsTable } from '../../db/types';
import { SETTINGS, writeSetting } from '../../lib/app-settings';
import { categoryId, userId } from '../../test/tickets';

/**
 * The Reports suite's records: a week (2025-03-09 to 2025-03-15, "the period") and the week before it ("the
 * previous period"), far from the demo seed's own dates, with figures worked out by hand in
 * reports-period.test.ts. The clock stands at NOW, inside the period.
 */
export const NOW = '2025-03-15T12:00:00.000Z';
export const PREVIOUS_SIGN_IN = '2025-03-05T10:00:00.000Z';
export const PERIOD = 'from=2025-03-09&to=2025-03-15';
/** A category whose name would run as a spreadsheet formula. */
export const FORMULA_CATEGORY = '=HYPERLINK("http://x")';

let serial = 0;

/** A ticket of the report suites (a Medium Academic Support ticket of the demo student, open unless told). */
export async function reportTicket(
  db: DB,
  values: Partial<Insertable<TicketsTable>> & { created_at: string },
) {
  serial += 1;
  const student = await userId(db, 'student@university.edu');
  const row = await db
    .insertInto('tickets')
    .values({
      ticket_number: `TKT-2025-${String(serial).padStart(6, '0')}`,
      subject: `Report ticket ${serial}`,
      description: 'A ticket the report figures are computed from.',
      category_id: await categoryId(db, 'Academic Support'),
      priority: 'Medium',
      priority_rank: 3,
      status: 'Open',
      crisis_flag: 0,
      crisis_level: 'none',
      crisis_score: 0,
      detected_crisis_keywords: '[]',
      priority_score: 50,
      user_id: student,
      created_by: student,
      assigned_to: null,
      auto_assigned: 'no',
      tags: '[]',
      search_text: `report ticket ${serial}`,
      response_count: 0,
      attachment_count: 0,
      sla_deadline: new Date(Date.parse(values.created_at) + 24 * 3600_000).toISOString(),
      updated_at: values.created_at,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function escalation(db: DB, ticketId: number, detectedAt: string, acknowledgedAt: string | null) {
  await db
    .insertInto('crisis_escalations')
    .values({
      ticket_id: ticketId,
      detected_at: detectedAt,
      source: 'ticket',
      escalation_count: 0,
      next_escalation_at: null,
      last_escalated_at: null,
      acknowledged_at: acknowledgedAt,
      acknowledged_by: null,
      acknowledgement_note: null,
      created_at: detectedAt,
      updated_at: detectedAt,
    })
    .execute();
}

let room = 0;
async function appointment(
  db: DB,
  values: Pick<Insertable<AppointmentsTable>, 'counselor_id' | 'type' | 'status' | 'start_at' | 'created_at'>,
  rating?: number,
) {
  room += 1;
  const student = await userId(db, 'student@university.edu');
  const session = appointmentRow({ student_id: student, room: `report-room-${room}`, ...values });
  const row = await db.insertInto('appointments').values(session).returning('id').executeTakeFirstOrThrow();
  if (rating !== undefined) {
    // Rated as the session ended.
    const end = session.end_at;
    await db
      .insertInto('appointment_feedback')
      .values({ appointment_id: row.id, rating, comment: null, created_at: end, updated_at: end })
      .execute();
  }
}

/** Every record of the two weeks (see the figures in reports-period.test.ts). */
export async function seedReportWeeks(db: DB) {
  const counselor = await userId(db, 'counselor@university.edu');
  const advisor = await userId(db, 'advisor@university.edu');
  const mental = await categoryId(db, 'Mental Health & Wellbeing');
  const crisis = await categoryId(db, 'Crisis Support');
  await buildCategory(db, { name: FORMULA_CATEGORY, slug: 'formula-category' });

  // The period. A: Urgent, answered in 30 min, resolved in 2 h, within its SLA; auto-assigned.
  await reportTicket(db, {
    created_at: '2025-03-10T08:00:00.000Z',
    priority: 'Urgent',
    priority_rank: 1,
    status: 'Resolved',
    first_response_at: '2025-03-10T08:30:00.000Z',
    resolved_at: '2025-03-10T10:00:00.000Z',
    sla_deadline: '2025-03-10T09:00:00.000Z',
    auto_assigned: 'yes',
    assigned_to: counselor,
  });
  // B: High, answered after 3 h, past its 2 h deadline; assigned by hand.
  await reportTicket(db, {
    created_at: '2025-03-11T00:00:00.000Z',
    priority: 'High',
    priority_rank: 2,
    status: 'In Progress',
    first_response_at: '2025-03-11T03:00:00.000Z',
    sla_deadline: '2025-03-11T02:00:00.000Z',
    auto_assigned: 'manual',
    assigned_to: counselor,
  });
  // C: Medium, unanswered, deadline still ahead of NOW.
  const c = await reportTicket(db, {
    created_at: '2025-03-12T00:00:00.000Z',
    category_id: mental,
    sla_deadline: '2025-03-16T00:00:00.000Z',
  });
  // D: an Urgent crisis, answered after 1 h 30 (deadline 1 h), closed after 6 h; auto-assigned.
  const d = await reportTicket(db, {
    created_at: '2025-03-13T00:00:00.000Z',
    category_id: crisis,
    priority: 'Urgent',
    priority_rank: 1,
    status: 'Closed',
    crisis_flag: 1,
    first_response_at: '2025-03-13T01:30:00.000Z',
    resolved_at: '2025-03-13T06:00:00.000Z',
    closed_at: '2025-03-13T06:00:00.000Z',
    sla_deadline: '2025-03-13T01:00:00.000Z',
    auto_assigned: 'yes',
    assigned_to: counselor,
  });
  // The previous period. E: Low, answered after 10 h, resolved after 24 h, at its deadline (met).
  const e = await reportTicket(db, {
    created_at: '2025-03-05T00:00:00.000Z',
    priority: 'Low',
    priority_rank: 4,
    status: 'Resolved',
    first_response_at: '2025-03-05T10:00:00.000Z',
    resolved_at: '2025-03-06T00:00:00.000Z',
    sla_deadline: '2025-03-06T00:00:00.000Z',
    auto_assigned: 'manual',
    assigned_to: advisor,
  });
  // Outside both: a millisecond before the previous period, and the day after the period.
  await reportTicket(db, { created_at: '2025-03-01T23:59:59.999Z' });
  await reportTicket(db, { created_at: '2025-03-16T00:00:00.000Z' });

  // Crisis alerts: acknowledged after 12 min and not yet (period); after 30 min (previous period).
  await escalation(db, d, '2025-03-13T00:00:00.000Z', '2025-03-13T00:12:00.000Z');
  await escalation(db, c, '2025-03-14T00:00:00.000Z', null);
  await escalation(db, e, '2025-03-04T00:00:00.000Z', '2025-03-04T00:30:00.000Z');

  // Registrations: two students and a counselor in the period, a student the week before.
  await buildUser(db, { role: 'student', created_at: '2025-03-10T09:00:00.000Z' });
  await buildUser(db, { role: 'student', created_at: '2025-03-15T23:59:59.000Z' });
  await buildUser(db, { role: 'counselor', status: 'inactive', created_at: '2025-03-11T09:00:00.000Z' });
  await buildUser(db, { role: 'student', created_at: '2025-03-03T09:00:00.000Z' });

  // Appointments (start in the period unless said): held and rated 5 (booked before both weeks), held and
  // rated 4, a no-show, a cancellation (booked the week before), held unrated, one due later (booked now).
  await appointment(
    db,
    {
      counselor_id: counselor,
      type: 'video',
      status: 'completed',
      start_at: '2025-03-10T10:00:00.000Z',
      created_at: '2025-03-01T09:00:00.000Z',
    },
    5,
  );
  await appointment(
    db,
    {
      counselor_id: counselor,
      type: 'phone',
      status: 'completed',
      start_at: '2025-03-11T10:00:00.000Z',
      created_at: '2025-03-09T09:00:00.000Z',
    },
    4,
  );
  await appointment(db, {
    counselor_id: counselor,
    type: 'video',
    status: 'no-show',
    start_at: '2025-03-12T10:00:00.000Z',
    created_at: '2025-03-09T10:00:00.000Z',
  });
  await appointment(db, {
    counselor_id: advisor,
    type: 'chat',
    status: 'cancelled',
    start_at: '2025-03-13T10:00:00.000Z',
    created_at: '2025-03-05T10:00:00.000Z',
  });
  await appointment(db, {
    counselor_id: advisor,
    type: 'video',
    status: 'completed',
    start_at: '2025-03-14T10:00:00.000Z',
    created_at: '2025-03-10T10:00:00.000Z',
  });
  await appointment(db, {
    counselor_id: counselor,
    type: 'chat',
    status: 'upcoming',
    start_at: '2025-03-20T10:00:00.000Z',
    created_at: '2025-03-14T10:00:00.000Z',
  });
  // The previous period: held and rated 3.
  await appointment(
    db,
    {
      counselor_id: counselor,
      type: 'video',
      status: 'completed',
      start_at: '2025-03-04T10:00:00.000Z',
      created_at: '2025-03-02T10:00:00.000Z',
    },
    3,
  );
  return { counselor, advisor, mental, crisis };
}

/** The hub's time zone for a suite: the hand-worked figures of this file count UTC days. */
export function setHubTimeZone(db: DB, zone: string): Promise<void> {
  return writeSetting(db, SETTINGS.timezone, zone, NOW);
}
