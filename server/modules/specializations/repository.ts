import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { DatabaseKind } from '../../config';
import type { DB } from '../../db';
import type { CounselorSpecializationsTable } from '../../db/types';
import { ASSIGNABLE_ROLES } from './policy';

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

/** Tickets that count towards a workload (decision 0006). */
export const ACTIVE_STATUSES = ['Open', 'In Progress'];

export function specializationsRepository(db: DB) {
  function joined() {
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
          .where('t.status', 'in', ACTIVE_STATUSES)
          .whereRef('t.category_id', '=', 's.category_id')
          .as('current_workload'),
        eb
          .selectFrom('tickets as t')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('t.assigned_to', '=', 's.user_id')
          .where('t.status', 'in', ACTIVE_STATUSES)
          .as('total_workload'),
      ]);
  }

  return {
    /** Ordered by category, then priority level, then counselor name. */
    async list(filter: SpecializationFilter = {}): Promise<SpecializationRow[]> {
      let q = joined();
      if (filter.id !== undefined) q = q.where('s.id', '=', filter.id);
      if (filter.ids) q = q.where('s.id', 'in', filter.ids.length ? filter.ids : [-1]);
      if (filter.categoryId !== undefined) q = q.where('s.category_id', '=', filter.categoryId);
      if (filter.categoryIds) {
        q = q.where('s.category_id', 'in', filter.categoryIds.length ? filter.categoryIds : [-1]);
      }
      if (filter.userId !== undefined) q = q.where('s.user_id', '=', filter.userId);
      if (filter.isAvailable !== undefined) q = q.where('s.is_available', '=', filter.isAvailable ? 1 : 0);
      if (filter.activeStaffOnly) {
        q = q.where('u.status', '=', 'active').where('u.role', 'in', [...ASSIGNABLE_ROLES]);
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
    },
    async find(id: number): Promise<SpecializationRow | undefined> {
      return (await this.list({ id }))[0];
    },
    findRecord(id: number): Promise<SpecializationRecord | undefined> {
      return db.selectFrom('counselor_specializations').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async existingPairs(userIds: number[], categoryIds: number[]): Promise<Set<string>> {
      const rows = await db
        .selectFrom('counselor_specializations')
        .select(['user_id', 'category_id'])
        .where('user_id', 'in', userIds)
        .where('category_id', 'in', categoryIds)
        .execute();
      return new Set(rows.map((r) => `${r.user_id}:${r.category_id}`));
    },
    async insert(values: Insertable<CounselorSpecializationsTable>): Promise<number> {
      const row = await db
        .insertInto('counselor_specializations')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async update(id: number, values: Updateable<CounselorSpecializationsTable>): Promise<void> {
      await db.updateTable('counselor_specializations').set(values).where('id', '=', id).execute();
    },
    async delete(id: number): Promise<void> {
      await db.deleteFrom('counselor_specializations').where('id', '=', id).execute();
    },
    /** Records when a ticket of the category last went to this counselor (ties in automatic assignment). */
    async touch(userId: number, categoryId: number, at: string): Promise<void> {
      await db
        .updateTable('counselor_specializations')
        .set({ last_assigned_at: at })
        .where('user_id', '=', userId)
        .where('category_id', '=', categoryId)
        .execute();
    },
    /** Open and In Progress tickets of a category held by a counselor. */
    async activeTickets(userId: number, categoryId: number): Promise<number> {
      const row = await db
        .selectFrom('tickets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('assigned_to', '=', userId)
        .where('status', 'in', ACTIVE_STATUSES)
        .where('category_id', '=', categoryId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /**
     * PostgreSQL: holds the category's specialization rows until the transaction ends, so two tickets
     * assigned at the same moment count each other. SQLite needs nothing: the ticket insert that precedes
     * this already holds the database's single write lock.
     */
    async lockCategory(categoryId: number, kind: DatabaseKind): Promise<void> {
      if (kind !== 'postgres') return;
      await db
        .selectFrom('counselor_specializations')
        .select('id')
        .where('category_id', '=', categoryId)
        .orderBy('id')
        .forUpdate()
        .execute();
    },
    findUser(id: number) {
      return db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'role', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
    async usersByIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'role', 'status'])
        .where('id', 'in', ids)
        .execute();
    },
    async ticketCategory(ticketId: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('tickets')
        .select('category_id')
        .where('id', '=', ticketId)
        .executeTakeFirst();
      return row?.category_id;
    },
    findCategory(id: number) {
      return db
        .selectFrom('ticket_categories')
        .select(['id', 'name', 'is_active'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
    async categoriesByIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('ticket_categories')
        .select(['id', 'name', 'is_active'])
        .where('id', 'in', ids)
        .execute();
    },
    /** Active staff of the given roles with their Open and In Progress tickets across every category. */
    async activeStaff(roles: readonly string[]) {
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
            .where('t.status', 'in', ACTIVE_STATUSES)
            .as('total_workload'),
        ])
        .where('u.status', '=', 'active')
        .where('u.role', 'in', [...roles])
        .orderBy('u.name', 'asc')
        .orderBy('u.id', 'asc')
        .execute();
      return rows.map((r) => ({ ...r, total_workload: Number(r.total_workload ?? 0) }));
    },
  };
}

export type SpecializationsRepository = ReturnType<typeof specializationsRepository>;
