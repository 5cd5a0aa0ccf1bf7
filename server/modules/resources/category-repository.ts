import type { Insertable, Updateable } from 'kysely';
import type { DB } from '../../db';
import type { ResourceCategoriesTable } from '../../db/types';
import type { ResourceCategoryRow } from './presenter';

/** Categories in their order, each with its resource count (published ones only when `publishedOnly`). */
export async function listResourceCategories(
  db: DB,
  options: { activeOnly: boolean; publishedOnly: boolean },
): Promise<ResourceCategoryRow[]> {
  let counts = db
    .selectFrom('resources')
    .select((eb) => ['category_id', eb.fn.countAll<number>().as('n')])
    .groupBy('category_id');
  if (options.publishedOnly) counts = counts.where('is_published', '=', 1);
  let query = db
    .selectFrom('resource_categories as c')
    .leftJoin(counts.as('n'), 'n.category_id', 'c.id')
    .selectAll('c')
    .select((eb) => eb.fn.coalesce('n.n', eb.lit(0)).as('resources_count'));
  if (options.activeOnly) query = query.where('c.is_active', '=', 1);
  const rows = await query
    .orderBy('c.sort_order', 'asc')
    .orderBy('c.name', 'asc')
    .orderBy('c.id', 'asc')
    .execute();
  return rows.map((row) => ({ ...row, resources_count: Number(row.resources_count) }));
}

export async function countCategoryResources(db: DB, id: number): Promise<number> {
  const row = await db
    .selectFrom('resources')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('category_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findResourceCategory(db: DB, id: number): Promise<ResourceCategoryRow | undefined> {
  const row = await db.selectFrom('resource_categories').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return { ...row, resources_count: await countCategoryResources(db, id) };
}

/** A category with this slug other than `exceptId` (names are unique by their slug). */
export function findResourceCategoryBySlug(db: DB, slug: string, exceptId?: number) {
  let query = db
    .selectFrom('resource_categories')
    .select(['id', 'is_active', 'name'])
    .where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function insertResourceCategory(
  db: DB,
  values: Insertable<ResourceCategoriesTable>,
): Promise<number> {
  return (await db.insertInto('resource_categories').values(values).returning('id').executeTakeFirstOrThrow())
    .id;
}

export async function updateResourceCategory(
  db: DB,
  id: number,
  values: Updateable<ResourceCategoriesTable>,
): Promise<void> {
  await db.updateTable('resource_categories').set(values).where('id', '=', id).execute();
}

export async function deleteResourceCategory(db: DB, id: number): Promise<void> {
  await db.deleteFrom('resource_categories').where('id', '=', id).execute();
}

export async function categoryFigures(db: DB) {
  const row = await db
    .selectFrom('resource_categories')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.coalesce(eb.fn.sum<number>('is_active'), eb.lit(0)).as('active'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), active: Number(row.active) };
}
