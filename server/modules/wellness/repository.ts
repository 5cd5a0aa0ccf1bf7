import type { Selectable } from 'kysely';
import { STAFF_ROLES } from '../../../common/permissions';
import type { DB } from '../../db';
import type { WellnessCheckinsTable } from '../../db/types';

export type CheckInRow = Selectable<WellnessCheckinsTable>;
export interface StaffRow {
  id: number;
  name: string;
  role: string;
}

/** One student's check-ins from `from` to `to` (dates, inclusive), oldest first, through the primary key. */
export function checkInsBetween(db: DB, studentId: number, from: string, to: string): Promise<CheckInRow[]> {
  return db
    .selectFrom('wellness_checkins')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day', 'asc')
    .execute();
}

export function findCheckIn(db: DB, studentId: number, day: string): Promise<CheckInRow | undefined> {
  return db
    .selectFrom('wellness_checkins')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('day', '=', day)
    .executeTakeFirst();
}

export async function insertCheckIn(db: DB, row: CheckInRow): Promise<void> {
  await db.insertInto('wellness_checkins').values(row).execute();
}

export async function updateCheckIn(
  db: DB,
  studentId: number,
  day: string,
  patch: Pick<CheckInRow, 'mood' | 'stress' | 'sleep' | 'energy' | 'note' | 'updated_at'>,
): Promise<void> {
  await db
    .updateTable('wellness_checkins')
    .set(patch)
    .where('student_id', '=', studentId)
    .where('day', '=', day)
    .execute();
}

export async function isSharing(db: DB, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('wellness_sharing')
    .select('student_id')
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Starts (idempotently) or stops sharing. */
export async function setSharing(db: DB, studentId: number, shared: boolean, at: string): Promise<void> {
  if (shared) {
    await db
      .insertInto('wellness_sharing')
      .values({ student_id: studentId, created_at: at })
      .onConflict((oc) => oc.column('student_id').doNothing())
      .execute();
  } else {
    await db.deleteFrom('wellness_sharing').where('student_id', '=', studentId).execute();
  }
}

/**
 * The student's counselors: active counselors and advisors who hold one of their appointments (not cancelled,
 * not anonymous: an anonymous session never ties the student's name to it) or are assigned one of their
 * tickets: their ids from the student's own appointments and tickets (their indexes), then the people.
 */
export async function counselorsOf(db: DB, studentId: number): Promise<StaffRow[]> {
  const held = await db
    .selectFrom('appointments as a')
    .select('a.counselor_id as id')
    .where('a.student_id', '=', studentId)
    .where('a.status', '!=', 'cancelled')
    .where('a.is_anonymous', '=', 0)
    .union(
      db
        .selectFrom('tickets as t')
        .select('t.assigned_to as id')
        .where('t.user_id', '=', studentId)
        .where('t.assigned_to', 'is not', null)
        .$narrowType<{ id: number }>(),
    )
    .execute();
  const ids = held.map((row) => row.id);
  if (ids.length === 0) return [];
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.name', 'u.role'])
    .where('u.id', 'in', ids)
    .where('u.status', '=', 'active')
    .where('u.role', 'in', [...STAFF_ROLES])
    .orderBy('u.name', 'asc')
    .orderBy('u.id', 'asc')
    .execute();
}

export function findStudent(db: DB, id: number): Promise<{ id: number; name: string } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('role', '=', 'student')
    .executeTakeFirst();
}

/**
 * The students sharing their check-ins whose counselor `staffId` is (among `studentIds`, when given): read from
 * the staff member's own appointments and tickets (their indexes), each joined to the sharing row by its key.
 */
export async function studentsSharingWith(
  db: DB,
  staffId: number,
  studentIds?: readonly number[],
): Promise<number[]> {
  if (studentIds && studentIds.length === 0) return [];
  let viaAppointments = db
    .selectFrom('appointments as a')
    .innerJoin('wellness_sharing as w', 'w.student_id', 'a.student_id')
    .select('a.student_id as student_id')
    .where('a.counselor_id', '=', staffId)
    .where('a.status', '!=', 'cancelled')
    .where('a.is_anonymous', '=', 0);
  let viaTickets = db
    .selectFrom('tickets as t')
    .innerJoin('wellness_sharing as w', 'w.student_id', 't.user_id')
    .select('t.user_id as student_id')
    .where('t.assigned_to', '=', staffId);
  if (studentIds) {
    viaAppointments = viaAppointments.where('a.student_id', 'in', [...studentIds]);
    viaTickets = viaTickets.where('t.user_id', 'in', [...studentIds]);
  }
  const rows = await viaAppointments.union(viaTickets).execute();
  return rows.map((row) => row.student_id).sort((a, b) => a - b);
}
