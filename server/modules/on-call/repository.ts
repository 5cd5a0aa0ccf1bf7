import type { Insertable, Updateable } from 'kysely';
import { ON_CALL_ROLES } from '../../../common/schemas/on-call';
import type { DB } from '../../db';
import type { OnCallShiftsTable } from '../../db/types';

const SHIFT_COLUMNS = [
  's.id',
  's.user_id',
  's.weekday',
  's.start_minute',
  's.end_minute',
  's.note',
  'u.name as user_name',
  'u.email as user_email',
  'u.role as user_role',
  'u.status as user_status',
] as const;

/** The on-call rota's rows; only Kysely here. */
function shifts(db: DB) {
  return db
    .selectFrom('on_call_shifts as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(SHIFT_COLUMNS);
}

/** Every shift, by weekday and start. */
export function listShifts(db: DB) {
  return shifts(db)
    .orderBy('s.weekday', 'asc')
    .orderBy('s.start_minute', 'asc')
    .orderBy('u.name', 'asc')
    .orderBy('s.id', 'asc')
    .execute();
}

/** Shifts of active on-call staff on the given weekdays (the weekday index). */
export function activeShiftsOn(db: DB, weekdays: number[]) {
  return shifts(db)
    .where('s.weekday', 'in', weekdays)
    .where('u.status', '=', 'active')
    .where('u.role', 'in', [...ON_CALL_ROLES])
    .orderBy('u.name', 'asc')
    .orderBy('s.id', 'asc')
    .execute();
}

export function findShift(db: DB, id: number) {
  return shifts(db).where('s.id', '=', id).executeTakeFirst();
}

export async function insertShift(db: DB, values: Insertable<OnCallShiftsTable>): Promise<number> {
  const row = await db.insertInto('on_call_shifts').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateShift(
  db: DB,
  id: number,
  values: Updateable<OnCallShiftsTable>,
): Promise<boolean> {
  const result = await db.updateTable('on_call_shifts').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteShift(db: DB, id: number): Promise<boolean> {
  const result = await db.deleteFrom('on_call_shifts').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export function findUser(db: DB, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Active counselors, advisors and administrators: the people who may be on call. */
export function eligibleStaff(db: DB) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'role'])
    .where('status', '=', 'active')
    .where('role', 'in', [...ON_CALL_ROLES])
    .orderBy('name', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export type ShiftRow = NonNullable<Awaited<ReturnType<typeof findShift>>>;
