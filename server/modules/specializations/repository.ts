import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { STAFF_ROLES } from '../../../common/permissions';
import { ACTIVE_STATUSES } from '../../../common/schemas/tickets';
import { type DB, dialectOf } from '../../db';
import type { CounselorSpecializationsTable } from '../../db/types';

export type SpecializationRecord = Selectable<CounselorSpecializationsTable>;

/** A specialization with its counselor, its category and its live workloads. */
export interface SpecializationRow extends SpecializationRecord {
  user_name: string;
  user_email: string;
  user_role: string;
  user_status: string;
  category_name: string;
  category_slug: string;
  category_color: string;
  category_is_active: number;
  current_workload: number;
  total_workload: number;
}

export interface SpecializationFilter {
  id?: number;
  ids?: number[];
  categoryId?: number;
  categoryIds?: number[];
  userId?: number;
  isAvailable?: boolean;
  /** Only counselors and advisors whose account is active. */
  activeStaffOnly?: boolean;
}

/** Tickets that count towards a workload (decision 0006): the active statuses. */
const WORKLOAD_STATUSES = [...ACTIVE_STATUSES];

function joined(db: DB) {
  return db
    .selectFrom('counselor_specializations as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('ticket_categories as c', 'c.id', 's.category_id')
    .selectAll('s')
    .select((eb) => [
      'u.name as user_name',
      'u.email as user_email',
      'u.role as user_role',
      'u.status as user_status',
      'c.name as category_name',
      'c.slug as category_slug',
      'c.color as category_color',
      'c.is_active as category_is_active',
      eb
        .selectFrom('tickets as t')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('t.assigned_to', '=', 's.user_id')
        .where('t.status', 'in', WORKLOAD_STATUSES)
        .whereRef('t.category_id', '=', 's.category_id')
        .as('current_workload'),
      eb
        .selectFrom('tickets as t')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('t.assigned_to', '=', 's.user_id')
        .where('t.status', 'in', WORKLOAD_STATUSES)
        .as('total_workload'),
    ]);
}

/** Ordered by category, then priority level, then counselor name. */
export async function listSpecializations(
  db: DB,
  filter: SpecializationFilter = {},
): Promise<SpecializationRow[]> {
  let q = joined(db);
  if (filter.id !== undefined) q = q.where('s.id', '=', filter.id);
  if (filter.ids) q = q.where('s.id', 'in', filter.ids.length ? filter.ids : [-1]);
  if (filter.categoryId !== undefined) q = q.where('s.category_id', '=', filter.categoryId);
  if (filter.categoryIds) {
    q = q.where('s.category_id', 'in', filter.categoryIds.length ? filter.categoryIds : [-1]);
  }
  if (filter.userId !== undefined) q = q.where('s.user_id', '=', filter.userId);
  if (filter.isAvailable !== undefined) q = q.where('s.is_available', '=', filter.isAvailable ? 1 : 0);
  if (filter.activeStaffOnly) {
    q = q.where('u.status', '=', 'active').where('u.role', 'in', [...STAFF_ROLES]);
  }
  const rows = await q
    .orderBy('c.sort_order', 'asc')
    .orderBy('c.name', 'asc')
    .orderBy(
      sql`case s.priority_level when 'primary' then 1 when 'secondary' then 2 when 'backup' then 3 else 4 end`,
    )
    .orderBy('u.name', 'asc')
    .orderBy('s.id', 'asc')
    .execute();
  return rows.map((row) => ({
    ...row,
    current_workload: Number(row.current_workload ?? 0),
    total_workload: Number(row.total_workload ?? 0),
  }));
}

export async function findSpecialization(db: DB, id: number): Promise<SpecializationRow | undefined> {
  return (await listSpecializations(db, { id }))[0];
}

/** The specialization's own row, without names or workloads. */
export function findSpecializationRecord(db: DB, id: number): Promise<SpecializationRecord | undefined> {
  return db.selectFrom('counselor_specializations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Which of these (counselor, category) pairs exist already, as "user:category" keys. */
export async function existingPairs(db: DB, userIds: number[], categoryIds: number[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom('counselor_specializations')
    .select(['user_id', 'category_id'])
    .where('user_id', 'in', userIds)
    .where('category_id', 'in', categoryIds)
    .execute();
  return new Set(rows.map((r) => `${r.user_id}:${r.category_id}`));
}

export async function insertSpecialization(
  db: DB,
  values: Insertable<CounselorSpecializationsTable>,
): Promise<number> {
  const row = await db
    .insertInto('counselor_specializations')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSpecialization(
  db: DB,
  id: number,
  values: Updateable<CounselorSpecializationsTable>,
): Promise<void> {
  await db.updateTable('counselor_specializations').set(values).where('id', '=', id).execute();
}

export async function deleteSpecialization(db: DB, id: number): Promise<void> {
  await db.deleteFrom('counselor_specializations').where('id', '=', id).execute();
}

/** Records when a ticket of the category last went to this counselor (ties in automatic assignment). */
export async function touchSpecialization(
  db: DB,
  assigned: { userId: number; categoryId: number; at: string },
): Promise<void> {
  await db
    .updateTable('counselor_specializations')
    .set({ last_assigned_at: assigned.at })
    .where('user_id', '=', assigned.userId)
    .where('category_id', '=', assigned.categoryId)
    .execute();
}

/** Open and In Progress tickets of a category held by a counselor. */
export async function activeTicketsOf(db: DB, userId: number, categoryId: number): Promise<number> {
  const row = await db
    .selectFrom('tickets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('assigned_to', '=', userId)
    .where('status', 'in', WORKLOAD_STATUSES)
    .where('category_id', '=', categoryId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * PostgreSQL: holds the category's specialization rows until the transaction ends, so two tickets
 * assigned at the same moment count each other. SQLite needs nothing: the ticket insert that precedes
 * this already holds the database's single write lock.
 */
export async function lockCategory(db: DB, categoryId: number): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await db
    .selectFrom('counselor_specializations')
    .select('id')
    .where('category_id', '=', categoryId)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export function findUser(db: DB, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function usersByIds(db: DB, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'status'])
    .where('id', 'in', ids)
    .execute();
}

/** The category of a ticket, or undefined when there is no such ticket. */
export async function ticketCategory(db: DB, ticketId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('tickets')
    .select('category_id')
    .where('id', '=', ticketId)
    .executeTakeFirst();
  return row?.category_id;
}

export function findCategory(db: DB, id: number) {
  return db
    .selectFrom('ticket_categories')
    .select(['id', 'name', 'is_active'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function categoriesByIds(db: DB, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('ticket_categories')
    .select(['id', 'name', 'is_active'])
    .where('id', 'in', ids)
    .execute();
}

/** Active staff of the given roles with their Open and In Progress tickets across every category. */
export async function activeStaffWithWorkload(db: DB, roles: readonly string[]) {
  const rows = await db
    .selectFrom('users as u')
    .select((eb) => [
      'u.id',
      'u.name',
      'u.email',
      'u.role',
      'u.status',
      eb
        .selectFrom('tickets as t')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('t.assigned_to', '=', 'u.id')
        .where('t.status', 'in', WORKLOAD_STATUSES)
        .as('total_workload'),
    ])
    .where('u.status', '=', 'active')
    .where('u.role', 'in', [...roles])
    .orderBy('u.name', 'asc')
    .orderBy('u.id', 'asc')
    .execute();
  return rows.map((r) => ({ ...r, total_workload: Number(r.total_workload ?? 0) }));
}
