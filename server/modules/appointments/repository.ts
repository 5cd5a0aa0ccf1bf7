/** Appointments' Kysely code (migration 0017): plain functions taking `db` or a transaction first (decision 0012). */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db';
import type { AppointmentRemindersTable, AppointmentsTable } from '../../db/types';

export type AppointmentRecord = Selectable<AppointmentsTable>;
export interface AppointmentRow extends AppointmentRecord {
  counselor_name: string;
  student_name: string;
  student_email: string;
  counselor_email: string;
  /** The student's rating of the session (migration 0021), null when not rated. */
  feedback_rating: number | null;
  feedback_comment: string | null;
  feedback_updated_at: string | null;
}

/** Appointments with the people's names and the student's rating. */
export function joined(db: DB) {
  return db
    .selectFrom('appointments as a')
    .innerJoin('users as c', 'c.id', 'a.counselor_id')
    .innerJoin('users as s', 's.id', 'a.student_id')
    .leftJoin('appointment_feedback as f', 'f.appointment_id', 'a.id')
    .selectAll('a')
    .select([
      'c.name as counselor_name',
      'c.email as counselor_email',
      's.name as student_name',
      's.email as student_email',
      'f.rating as feedback_rating',
      'f.comment as feedback_comment',
      'f.updated_at as feedback_updated_at',
    ]);
}

export function findAppointment(db: DB, id: number): Promise<AppointmentRow | undefined> {
  return joined(db).where('a.id', '=', id).executeTakeFirst();
}

/**
 * The earliest start a session overlapping a time from `from` on can have: no session, one-to-one or group,
 * lasts a day, so overlap queries read one bounded range of the (staff, start) index instead of every earlier
 * session of that staff member.
 */
export function earliestStartOverlapping(from: string): string {
  return new Date(new Date(from).getTime() - 86_400_000).toISOString();
}

/** Live (not cancelled) appointments of these staff overlapping [from, to). */
export function busyBetween(
  db: DB,
  counselorIds: readonly number[],
  from: string,
  to: string,
  exceptId?: number,
) {
  let q = db
    .selectFrom('appointments')
    .select(['id', 'counselor_id', 'start_at', 'end_at'])
    .where('counselor_id', 'in', counselorIds.length ? [...counselorIds] : [-1])
    .where('status', '<>', 'cancelled')
    .where('start_at', '>', earliestStartOverlapping(from))
    .where('start_at', '<', to)
    .where('end_at', '>', from);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return q.execute();
}

/**
 * Live holds (not expired at `now`) of these staff overlapping [from, to), except those of `studentId` (a
 * student's own hold never hides a time from them).
 */
export function heldBetween(
  db: DB,
  counselorIds: readonly number[],
  from: string,
  to: string,
  now: string,
  studentId?: number,
) {
  let q = db
    .selectFrom('slot_holds')
    .select(['id', 'counselor_id', 'start_at', 'end_at'])
    .where('counselor_id', 'in', counselorIds.length ? [...counselorIds] : [-1])
    .where('expires_at', '>', now)
    .where('start_at', '>', earliestStartOverlapping(from))
    .where('start_at', '<', to)
    .where('end_at', '>', from);
  if (studentId !== undefined) q = q.where('student_id', '<>', studentId);
  return q.execute();
}

export async function insertAppointment(db: DB, values: Insertable<AppointmentsTable>): Promise<number> {
  const row = await db.insertInto('appointments').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Changes an appointment only while it still has `status`; false when someone changed it first. */
export async function updateAppointment(
  db: DB,
  id: number,
  status: string,
  values: Updateable<AppointmentsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('appointments')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Active counselors and advisors (or one of them). */
export function activeStaff(db: DB, id?: number) {
  let q = db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'bio', 'languages'])
    .where('status', '=', 'active')
    .where('role', 'in', ['counselor', 'advisor']);
  if (id !== undefined) q = q.where('id', '=', id);
  return q.orderBy('name').orderBy('id').execute();
}

// Reminders ------------------------------------------------------------------------------------------------

export type ReminderRow = Selectable<AppointmentRemindersTable>;

export async function insertReminders(db: DB, rows: Insertable<AppointmentRemindersTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('appointment_reminders').values(rows).execute();
}

/** Removes the reminders not yet claimed (a reschedule writes new ones; a cancellation needs none). */
export async function dropOpenReminders(db: DB, appointmentId: number): Promise<void> {
  await db
    .deleteFrom('appointment_reminders')
    .where('appointment_id', '=', appointmentId)
    .where('claimed_at', 'is', null)
    .execute();
}

/** Reminders due at `now` that nobody claimed, oldest first. */
export function dueReminders(db: DB, now: string, limit: number): Promise<ReminderRow[]> {
  return db
    .selectFrom('appointment_reminders')
    .selectAll()
    .where('claimed_at', 'is', null)
    .where('due_at', '<=', now)
    .orderBy('due_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Takes a reminder for this server: true only for the one server whose update found it unclaimed. */
export async function claimReminder(db: DB, id: number, at: string, by: string): Promise<boolean> {
  const result = await db
    .updateTable('appointment_reminders')
    .set({ claimed_at: at, claimed_by: by })
    .where('id', '=', id)
    .where('claimed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markReminderSent(db: DB, id: number, at: string): Promise<void> {
  await db.updateTable('appointment_reminders').set({ sent_at: at }).where('id', '=', id).execute();
}

// Notes ----------------------------------------------------------------------------------------------------

export function findNotes(db: DB, appointmentId: number) {
  return db
    .selectFrom('appointment_notes')
    .selectAll()
    .where('appointment_id', '=', appointmentId)
    .executeTakeFirst();
}

export async function saveNotes(
  db: DB,
  values: { appointmentId: number; authorId: number; notes: string; at: string },
): Promise<void> {
  await db
    .insertInto('appointment_notes')
    .values({
      appointment_id: values.appointmentId,
      author_id: values.authorId,
      notes: values.notes,
      created_at: values.at,
      updated_at: values.at,
    })
    .onConflict((oc) =>
      oc.column('appointment_id').doUpdateSet({
        notes: values.notes,
        author_id: values.authorId,
        updated_at: values.at,
      }),
    )
    .execute();
}

/** Whether the staff member holds (or held) a session with the student that was not cancelled. */
export async function holdsSessionWith(db: DB, staffId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('appointments')
    .select('id')
    .where('counselor_id', '=', staffId)
    .where('student_id', '=', studentId)
    .where('status', '<>', 'cancelled')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

// Feedback -------------------------------------------------------------------------------------------------

/** Saves the student's rating of a session: the first one, or replacing the one given before. */
export async function saveFeedback(
  db: DB,
  values: { appointmentId: number; rating: number; comment: string | null; at: string },
): Promise<{ updated: boolean }> {
  const before = await db
    .selectFrom('appointment_feedback')
    .select('appointment_id')
    .where('appointment_id', '=', values.appointmentId)
    .executeTakeFirst();
  await db
    .insertInto('appointment_feedback')
    .values({
      appointment_id: values.appointmentId,
      rating: values.rating,
      comment: values.comment,
      created_at: values.at,
      updated_at: values.at,
    })
    .onConflict((oc) =>
      oc
        .column('appointment_id')
        .doUpdateSet({ rating: values.rating, comment: values.comment, updated_at: values.at }),
    )
    .execute();
  return { updated: before !== undefined };
}

export interface StaffRating {
  /** The average to one decimal, null when no session of theirs is rated. */
  average: number | null;
  count: number;
}

/** The categories each staff member specializes in, by the categories' order (the counselors list). */
export async function specialtiesOf(db: DB, staffIds: readonly number[]): Promise<Map<number, string[]>> {
  const rows = await db
    .selectFrom('counselor_specializations as s')
    .innerJoin('ticket_categories as c', 'c.id', 's.category_id')
    .select(['s.user_id', 'c.name'])
    .where('s.user_id', 'in', staffIds.length ? [...staffIds] : [-1])
    .orderBy('c.sort_order')
    .orderBy('c.name')
    .execute();
  const out = new Map<number, string[]>();
  for (const row of rows) {
    const list = out.get(row.user_id) ?? [];
    if (!list.includes(row.name)) list.push(row.name);
    out.set(row.user_id, list);
  }
  return out;
}

/** The average student rating of the sessions each of these staff members held (all time). */
export async function ratingsOf(db: DB, staffIds: readonly number[]): Promise<Map<number, StaffRating>> {
  const rows = await db
    .selectFrom('appointment_feedback as f')
    .innerJoin('appointments as a', 'a.id', 'f.appointment_id')
    .where('a.counselor_id', 'in', staffIds.length ? [...staffIds] : [-1])
    .where('a.status', '=', 'completed')
    .groupBy('a.counselor_id')
    .select((eb) => [
      'a.counselor_id',
      eb.fn.sum<number | string>('f.rating').as('total'),
      eb.fn.countAll<number | string>().as('n'),
    ])
    .execute();
  const out = new Map<number, StaffRating>();
  for (const id of staffIds) out.set(id, { average: null, count: 0 });
  for (const row of rows) {
    const count = Number(row.n);
    // Integer sum and count, divided here: the same rounding on SQLite and PostgreSQL.
    out.set(row.counselor_id, {
      average: count ? Math.round((Number(row.total) / count) * 10) / 10 : null,
      count,
    });
  }
  return out;
}
