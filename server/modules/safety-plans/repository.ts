import type { Selectable } from 'kysely';
import { STAFF_ROLES } from '../../../common/permissions';
import type { DB } from '../../db';
import type { SafetyPlansTable } from '../../db/types';

export type SafetyPlanRow = Selectable<SafetyPlansTable>;
/** The seven list columns, each as JSON text. */
export type SafetyPlanColumns = Omit<SafetyPlansTable, 'id' | 'user_id' | 'created_at' | 'updated_at'>;
export interface StaffRow {
  id: number;
  name: string;
  role: string;
}

const EMPTY_LISTS: SafetyPlanColumns = {
  warning_signs: '[]',
  coping_strategies: '[]',
  distractions: '[]',
  support_people: '[]',
  professionals: '[]',
  safe_environment: '[]',
  reasons_for_living: '[]',
};

/* Safety plans, whom each is shared with, and the staff a student may choose. Kysely only. */

export function findPlanOf(db: DB, userId: number) {
  return db.selectFrom('safety_plans').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Creates the student's plan or replaces its lists (one row per student). */
export function savePlan(
  db: DB,
  plan: { userId: number; lists: SafetyPlanColumns; now: string },
): Promise<SafetyPlanRow> {
  const { userId, lists, now } = plan;
  return db
    .insertInto('safety_plans')
    .values({ user_id: userId, ...lists, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...lists, updated_at: now }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The id of the student's plan, creating an empty one first when there is none. */
export async function ensurePlan(db: DB, userId: number, now: string): Promise<number> {
  await db
    .insertInto('safety_plans')
    .values({ user_id: userId, ...EMPTY_LISTS, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('safety_plans')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Active counselors and advisors the plan is shared with, by name. */
export function planSharedWith(db: DB, planId: number): Promise<StaffRow[]> {
  return db
    .selectFrom('safety_plan_shares as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.id', 'u.name', 'u.role'])
    .where('s.plan_id', '=', planId)
    .where('u.status', '=', 'active')
    .where('u.role', 'in', [...STAFF_ROLES])
    .orderBy('u.name', 'asc')
    .orderBy('u.id', 'asc')
    .execute();
}

export async function shareUserIds(db: DB, planId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('safety_plan_shares')
    .select('user_id')
    .where('plan_id', '=', planId)
    .execute();
  return rows.map((row) => row.user_id);
}

/** Makes the plan's shares exactly `userIds`. */
export async function replaceShares(
  db: DB,
  shares: { planId: number; userIds: number[]; now: string },
): Promise<void> {
  const { planId, userIds, now } = shares;
  let remove = db.deleteFrom('safety_plan_shares').where('plan_id', '=', planId);
  if (userIds.length > 0) remove = remove.where('user_id', 'not in', userIds);
  await remove.execute();
  if (userIds.length === 0) return;
  await db
    .insertInto('safety_plan_shares')
    .values(userIds.map((userId) => ({ plan_id: planId, user_id: userId, created_at: now })))
    .onConflict((oc) => oc.columns(['plan_id', 'user_id']).doNothing())
    .execute();
}

/** Of these ids, the active counselors and advisors. */
export function shareableStaff(db: DB, ids: number[]): Promise<StaffRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'name', 'role'])
    .where('id', 'in', ids)
    .where('status', '=', 'active')
    .where('role', 'in', [...STAFF_ROLES])
    .execute();
}

/** Active counselors and advisors assigned to any of the student's tickets, by name. */
export function staffOnTicketsOf(db: DB, studentId: number): Promise<StaffRow[]> {
  return db
    .selectFrom('tickets as t')
    .innerJoin('users as u', 'u.id', 't.assigned_to')
    .select(['u.id', 'u.name', 'u.role'])
    .distinct()
    .where('t.user_id', '=', studentId)
    .where('u.status', '=', 'active')
    .where('u.role', 'in', [...STAFF_ROLES])
    .orderBy('u.name', 'asc')
    .orderBy('u.id', 'asc')
    .execute();
}

export function activeCounselors(db: DB): Promise<StaffRow[]> {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'role'])
    .where('role', '=', 'counselor')
    .where('status', '=', 'active')
    .orderBy('name', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** True when the student's plan is shared with this staff member, who is an active counselor or advisor. */
export async function isPlanSharedWith(db: DB, studentId: number, staffId: number): Promise<boolean> {
  const row = await db
    .selectFrom('safety_plans as p')
    .innerJoin('safety_plan_shares as s', 's.plan_id', 'p.id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('s.id')
    .where('p.user_id', '=', studentId)
    .where('s.user_id', '=', staffId)
    .where('u.status', '=', 'active')
    .where('u.role', 'in', [...STAFF_ROLES])
    .executeTakeFirst();
  return row !== undefined;
}

export function findUser(db: DB, id: number) {
  return db.selectFrom('users').select(['id', 'name', 'role']).where('id', '=', id).executeTakeFirst();
}
