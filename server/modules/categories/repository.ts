import type { Insertable, Selectable, Updateable } from 'kysely';
import { STAFF_ROLES } from '../../../common/permissions';
import type { CategoryListQuery } from '../../../common/schemas/categories';
import { ACTIVE_STATUSES } from '../../../common/schemas/tickets';
import type { DB } from '../../db';
import type { TicketCategoriesTable } from '../../db/types';
import { contains } from '../../lib/like';

export type CategoryRow = Selectable<TicketCategoriesTable>;
export interface CategoryCounts {
  counselor_count: number;
  tickets_count: number;
  active_tickets_count: number;
  crisis_tickets_count: number;
}
export type CategoryWithCounts = CategoryRow & CategoryCounts;

export interface CategoryFilter extends Partial<CategoryListQuery> {
  activeOnly?: boolean;
}

function withCounts(db: DB) {
  return db
    .selectFrom('ticket_categories as c')
    .selectAll('c')
    .select((eb) => [
      eb
        .selectFrom('counselor_specializations as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('s.category_id', '=', 'c.id')
        .where('u.status', '=', 'active')
        .where('u.role', 'in', [...STAFF_ROLES])
        .as('counselor_count'),
      eb
        .selectFrom('tickets as t')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('t.category_id', '=', 'c.id')
        .as('tickets_count'),
      eb
        .selectFrom('tickets as t')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('t.category_id', '=', 'c.id')
        .where('t.status', 'in', [...ACTIVE_STATUSES])
        .as('active_tickets_count'),
      eb
        .selectFrom('tickets as t')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('t.category_id', '=', 'c.id')
        .where('t.crisis_flag', '=', 1)
        .as('crisis_tickets_count'),
    ]);
}

function normalizeCounts<T extends CategoryRow & Record<keyof CategoryCounts, unknown>>(
  row: T,
): CategoryWithCounts {
  return {
    ...row,
    counselor_count: Number(row.counselor_count ?? 0),
    tickets_count: Number(row.tickets_count ?? 0),
    active_tickets_count: Number(row.active_tickets_count ?? 0),
    crisis_tickets_count: Number(row.crisis_tickets_count ?? 0),
  };
}

export async function listCategories(db: DB, filter: CategoryFilter = {}): Promise<CategoryWithCounts[]> {
  let query = withCounts(db);
  if (filter.activeOnly) query = query.where('c.is_active', '=', 1);
  if (filter.is_active !== undefined) query = query.where('c.is_active', '=', filter.is_active ? 1 : 0);
  if (filter.auto_assign !== undefined) query = query.where('c.auto_assign', '=', filter.auto_assign ? 1 : 0);
  if (filter.crisis_detection !== undefined) {
    query = query.where('c.crisis_detection_enabled', '=', filter.crisis_detection ? 1 : 0);
  }
  if (filter.search) {
    const search = filter.search;
    query = query.where((eb) => eb.or([contains('c.name', search), contains('c.description', search)]));
  }
  const direction = filter.sort_direction ?? 'asc';
  query = query.orderBy(`c.${filter.sort_by ?? 'sort_order'}`, direction).orderBy('c.name', 'asc');
  return (await query.execute()).map(normalizeCounts);
}

export async function findCategory(db: DB, id: number): Promise<CategoryWithCounts | undefined> {
  const row = await withCounts(db).where('c.id', '=', id).executeTakeFirst();
  return row ? normalizeCounts(row) : undefined;
}

export function findCategoryBySlug(db: DB, slug: string): Promise<CategoryRow | undefined> {
  return db.selectFrom('ticket_categories').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** The category of this name, whatever its case. */
export function findCategoryByName(db: DB, name: string): Promise<CategoryRow | undefined> {
  return db
    .selectFrom('ticket_categories')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
}

export async function insertCategory(db: DB, values: Insertable<TicketCategoriesTable>): Promise<number> {
  const row = await db
    .insertInto('ticket_categories')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCategory(
  db: DB,
  id: number,
  values: Updateable<TicketCategoriesTable>,
): Promise<void> {
  await db.updateTable('ticket_categories').set(values).where('id', '=', id).execute();
}

export async function deleteCategory(db: DB, id: number): Promise<void> {
  await db.deleteFrom('ticket_categories').where('id', '=', id).execute();
}

/** How many tickets (of any status) are filed in the category. */
export async function countCategoryTickets(db: DB, id: number): Promise<number> {
  const row = await db
    .selectFrom('tickets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('category_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Of these ids, the ones that are categories. */
export async function existingCategoryIds(db: DB, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('ticket_categories').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}
