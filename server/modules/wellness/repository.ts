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
 * tickets; optionally only `staffId`.
 */
export function counselorsOf(db: DB, studentId: number, staffId?: number): Promise<StaffRow[]> {
  let q = db
    .selectFrom('users as u')
    .select(['u.id', 'u.name', 'u.role'])
    .where('u.status', '=', 'active')
    .where('u.role', 'in', [...STAFF_ROLES])
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('appointments as a')
            .select('a.id')
            .whereRef('a.counselor_id', '=', 'u.id')
            .where('a.student_id', '=', studentId)
            .where('a.status', '!=', 'cancelled')
            .where('a.is_anonymous', '=', 0),
        ),
        eb.exists(
          eb
            .selectFrom('tickets as t')
            .select('t.id')
            .whereRef('t.assigned_to', '=', 'u.id')
            .where('t.user_id', '=', studentId),
        ),
      ]),
    );
  if (staffId !== undefined) q = q.where('u.id', '=', staffId);
  return q.orderBy('u.name', 'asc').orderBy('u.id', 'asc').execute();
}

export function findStudent(db: DB, id: number): Promise<{ id: number; name: string } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('role', '=', 'student')
    .executeTakeFirst();
}

/** The students sharing their check-ins whose counselor `staffId` is (among `studentIds`, when given). */
export async function studentsSharingWith(
  db: DB,
  staffId: number,
  studentIds?: readonly number[],
): Promise<number[]> {
  if (studentIds && studentIds.length === 0) return [];
  let q = db
    .selectFrom('wellness_sharing as w')
    .select('w.student_id')
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('appointments as a')
            .select('a.id')
            .whereRef('a.student_id', '=', 'w.student_id')
            .where('a.counselor_id', '=', staffId)
            .where('a.status', '!=', 'cancelled')
            .where('a.is_anonymous', '=', 0),
        ),
        eb.exists(
          eb
            .selectFrom('tickets as t')
            .select('t.id')
            .whereRef('t.user_id', '=', 'w.student_id')
            .where('t.assigned_to', '=', staffId),
        ),
      ]),
    );
  if (studentIds) q = q.where('w.student_id', 'in', [...studentIds]);
  const rows = await q.orderBy('w.student_id').execute();
  return rows.map((row) => row.student_id);
}
