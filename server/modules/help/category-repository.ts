import {
  type CategoryRow,
  categoryFigures as figuresOf,
  findCategory,
  listCategories,
} from '../../content/categories';
import type { DB } from '../../db';

/** Help categories, read through the knowledge content's category store (`server/content/categories.ts`). */
export type HelpCategoryRow = Omit<CategoryRow, 'items_count'> & { faqs_count: number };

const asHelp = ({ items_count, ...row }: CategoryRow): HelpCategoryRow => ({
  ...row,
  faqs_count: items_count,
});

/** Categories in their order, each with its FAQ count (published ones only when `publishedOnly`). */
export async function listHelpCategories(
  db: DB,
  options: { activeOnly: boolean; publishedOnly: boolean },
): Promise<HelpCategoryRow[]> {
  return (await listCategories(db, 'help', options)).map(asHelp);
}

export async function findHelpCategory(db: DB, id: number): Promise<HelpCategoryRow | undefined> {
  const row = await findCategory(db, 'help', id);
  return row ? asHelp(row) : undefined;
}

export const categoryFigures = (db: DB) => figuresOf(db, 'help');
