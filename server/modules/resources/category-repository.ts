import {
  type CategoryRow,
  categoryFigures as figuresOf,
  findCategory,
  listCategories,
} from '../../content/categories';
import type { DB } from '../../db';
import type { ResourceCategoryRow } from './presenter';

/** Resource categories, read through the knowledge content's category store (`server/content/categories.ts`). */
export const asResourceCategory = ({ items_count, ...row }: CategoryRow): ResourceCategoryRow => ({
  ...row,
  resources_count: items_count,
});

/** Categories in their order, each with its resource count (published ones only when `publishedOnly`). */
export async function listResourceCategories(
  db: DB,
  options: { activeOnly: boolean; publishedOnly: boolean },
): Promise<ResourceCategoryRow[]> {
  return (await listCategories(db, 'resources', options)).map(asResourceCategory);
}

export async function findResourceCategory(db: DB, id: number): Promise<ResourceCategoryRow | undefined> {
  const row = await findCategory(db, 'resources', id);
  return row ? asResourceCategory(row) : undefined;
}

export const categoryFigures = (db: DB) => figuresOf(db, 'resources');
