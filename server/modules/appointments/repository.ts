/** Appointments' Kysely code (migration 0017): plain functions taking `db` or a transaction first (decision 0012). */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db';
import type { AppointmentRemindersTable, AppointmentsTable } from '../../db/types';
import { contains } from '../../lib/like';

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

function joined(db: DB) {
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

/** Who sees which appointments: a student their own, staff the ones they hold, admins all (null). */
export type AppointmentScope = { studentId: number } | { counselorId: number } | null;

export interface AppointmentFilter {
  scope: AppointmentScope;
  /** upcoming: booked and not yet started; in-progress: booked and started, attendance not yet recorded. */
  status?: string;
  type?: string;
  search?: string;
  ticketId?: number;
  /** Whether the viewer may find appointments by the student's name (never an anonymous one). */
  searchStudents: boolean;
  from?: string;
  to?: string;
  now: string;
}

/**
 * The appointments a filter keeps, read from `appointments` alone (a search first turned into the people it
 * names), so counts and page keys walk the indexes that start with the scope (decision 0029).
 */
type Resolved = AppointmentFilter & {
  /** With a search: the people whose name holds it (read once, so the sessions are reached by person). */
  named?: readonly number[];
};

/** The filter with its search turned into the people it names. */
async function resolved(db: DB, f: AppointmentFilter): Promise<Resolved> {
  if (!f.search) return f;
  const rows = await db.selectFrom('users').select('id').where(contains('name', f.search)).execute();
  return { ...f, named: rows.map((row) => row.id) };
}

function filtered(db: DB, f: Resolved, withStatus: boolean) {
  let q = db.selectFrom('appointments as a');
  if (f.scope && 'studentId' in f.scope) q = q.where('a.student_id', '=', f.scope.studentId);
  if (f.scope && 'counselorId' in f.scope) q = q.where('a.counselor_id', '=', f.scope.counselorId);
  if (f.type) q = q.where('a.type', '=', f.type);
  if (f.ticketId !== undefined) q = q.where('a.ticket_id', '=', f.ticketId);
  if (f.from) q = q.where('a.end_at', '>', f.from).where('a.start_at', '>', earliestStartOverlapping(f.from));
  if (f.to) q = q.where('a.start_at', '<', f.to);
  if (f.named) {
    const named = f.named.length ? [...f.named] : [-1];
    q = q.where((eb) =>
      eb.or([
        eb('a.counselor_id', 'in', named),
        ...(f.searchStudents
          ? [eb.and([eb('a.student_id', 'in', named), eb('a.is_anonymous', '=', 0)])]
          : []),
      ]),
    );
  }
  if (withStatus && f.status) {
    if (f.status === 'upcoming') q = q.where('a.status', '=', 'upcoming').where('a.start_at', '>', f.now);
    else if (f.status === 'in-progress')
      q = q.where('a.status', '=', 'upcoming').where('a.start_at', '<=', f.now);
    else q = q.where('a.status', '=', f.status);
  }
  return q;
}

/**
 * One page: sessions still to start first (soonest first), then the rest newest first. Read as two ranges of the
 * start-time index (ahead of `now` ascending, then from `now` back), so a page reads its own rows and not every
 * session in scope; then the page's rows with the people's names.
 */
export async function listAppointments(
  db: DB,
  filter: AppointmentFilter,
  page: { limit: number; offset: number },
): Promise<AppointmentRow[]> {
  const f = await resolved(db, filter);
  const keys = (part: 'ahead' | 'past', limit: number, offset: number) =>
    (part === 'ahead'
      ? filtered(db, f, true)
          .where('a.start_at', '>', f.now)
          .orderBy('a.start_at', 'asc')
          .orderBy('a.id', 'asc')
      : filtered(db, f, true)
          .where('a.start_at', '<=', f.now)
          .orderBy('a.start_at', 'desc')
          .orderBy('a.id', 'desc')
    )
      .select('a.id')
      .limit(limit)
      .offset(offset)
      .execute();
  const ahead = await keys('ahead', page.limit, page.offset);
  let ids = ahead.map((row) => row.id);
  if (ids.length < page.limit) {
    // Where the past part starts on this page: how many sessions ahead there are in all (known from this
    // page unless it began past them).
    const aheadCount =
      ids.length > 0 || page.offset === 0
        ? page.offset + ids.length
        : Number(
            (
              await filtered(db, f, true)
                .where('a.start_at', '>', f.now)
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          );
    const past = await keys('past', page.limit - ids.length, Math.max(0, page.offset - aheadCount));
    ids = [...ids, ...past.map((row) => row.id)];
  }
  if (!ids.length) return [];
  const rows = await joined(db).where('a.id', 'in', ids).execute();
  const at = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => at.get(a.id)! - at.get(b.id)!);
}

export async function countAppointments(db: DB, filter: AppointmentFilter) {
  const f = await resolved(db, filter);
  const all = await filtered(db, f, false)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('a.status', '=', 'upcoming'), eb('a.start_at', '>', f.now)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('upcoming'),
      eb.fn.sum<number>(eb.case().when('a.status', '=', 'completed').then(1).else(0).end()).as('completed'),
      eb.fn.sum<number>(eb.case().when('a.status', '=', 'cancelled').then(1).else(0).end()).as('cancelled'),
    ])
    .executeTakeFirstOrThrow();
  const matching = f.status
    ? await filtered(db, f, true)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    : { n: all.total };
  return {
    matching: Number(matching.n),
    upcoming: Number(all.upcoming ?? 0),
    completed: Number(all.completed ?? 0),
    cancelled: Number(all.cancelled ?? 0),
  };
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
    .select(['id', 'name', 'email', 'role'])
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

/** The average student rating of the sessions each of these staff members held (all time). */
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
