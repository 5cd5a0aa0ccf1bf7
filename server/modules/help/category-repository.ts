import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db';
import type { HelpCategoriesTable } from '../../db/types';

export type HelpCategoryRow = Selectable<HelpCategoriesTable> & { faqs_count: number };

/** Categories in their order, each with its FAQ count (published ones only when `publishedOnly`). */
export async function listHelpCategories(
  db: DB,
  options: { activeOnly: boolean; publishedOnly: boolean },
): Promise<HelpCategoryRow[]> {
  let counts = db
    .selectFrom('faqs')
    .select((eb) => ['category_id', eb.fn.countAll<number>().as('n')])
    .groupBy('category_id');
  if (options.publishedOnly) counts = counts.where('is_published', '=', 1);
  let query = db
    .selectFrom('help_categories as c')
    .leftJoin(counts.as('n'), 'n.category_id', 'c.id')
    .selectAll('c')
    .select((eb) => eb.fn.coalesce('n.n', eb.lit(0)).as('faqs_count'));
  if (options.activeOnly) query = query.where('c.is_active', '=', 1);
  const rows = await query
    .orderBy('c.sort_order', 'asc')
    .orderBy('c.name', 'asc')
    .orderBy('c.id', 'asc')
    .execute();
  return rows.map((row) => ({ ...row, faqs_count: Number(row.faqs_count) }));
}

export async function findHelpCategory(db: DB, id: number): Promise<HelpCategoryRow | undefined> {
  const row = await db.selectFrom('help_categories').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return { ...row, faqs_count: await countCategoryFaqs(db, id) };
}

export async function countCategoryFaqs(db: DB, id: number): Promise<number> {
  const row = await db
    .selectFrom('faqs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('category_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A category with this slug other than `exceptId` (names are unique by their slug). */
export function findHelpCategoryBySlug(db: DB, slug: string, exceptId?: number) {
  let query = db.selectFrom('help_categories').select(['id', 'is_active']).where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function insertHelpCategory(db: DB, values: Insertable<HelpCategoriesTable>): Promise<number> {
  return (await db.insertInto('help_categories').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateHelpCategory(
  db: DB,
  id: number,
  values: Updateable<HelpCategoriesTable>,
): Promise<void> {
  await db.updateTable('help_categories').set(values).where('id', '=', id).execute();
}

export async function deleteHelpCategory(db: DB, id: number): Promise<void> {
  await db.deleteFrom('help_categories').where('id', '=', id).execute();
}

export async function categoryFigures(db: DB) {
  const row = await db
    .selectFrom('help_categories')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.coalesce(eb.fn.sum<number>('is_active'), eb.lit(0)).as('active'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), active: Number(row.active) };
}
