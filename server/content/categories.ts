import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from '../db';
import type { HelpCategoriesTable } from '../db/types';
import { isUniqueViolation } from '../lib/db-errors';
import { AppError, validationError } from '../lib/errors';
import type { RequestContext } from '../lib/events';

/**
 * The categories of the knowledge content (spec 3): help categories group FAQs, resource categories group
 * resources. Both tables have the same columns and rules (unique slug from the name, a category that holds
 * items cannot be deleted), so one store serves both; each module keeps its own messages, slugs and audit rows.
 */
export type CategoryKind = 'help' | 'resources';

const TABLES = {
  help: { categories: 'help_categories', items: 'faqs' },
  resources: { categories: 'resource_categories', items: 'resources' },
} as const;

/** Kysely reads both pairs of tables alike; one name of each stands for the pair in the type checker. */
const categoriesOf = (kind: CategoryKind) => TABLES[kind].categories as 'help_categories';
const itemsOf = (kind: CategoryKind) => TABLES[kind].items as 'faqs';

export type CategoryRow = Selectable<HelpCategoriesTable> & { items_count: number };

/** Categories in their order, each with its item count (published ones only when `publishedOnly`). */
export async function listCategories(
  db: DB,
  kind: CategoryKind,
  options: { activeOnly: boolean; publishedOnly: boolean },
): Promise<CategoryRow[]> {
  let counts = db
    .selectFrom(itemsOf(kind))
    .select((eb) => ['category_id', eb.fn.countAll<number>().as('n')])
    .groupBy('category_id');
  if (options.publishedOnly) counts = counts.where('is_published', '=', 1);
  let query = db
    .selectFrom(`${categoriesOf(kind)} as c`)
    .leftJoin(counts.as('n'), 'n.category_id', 'c.id')
    .selectAll('c')
    .select((eb) => eb.fn.coalesce('n.n', eb.lit(0)).as('items_count'));
  if (options.activeOnly) query = query.where('c.is_active', '=', 1);
  const rows = await query
    .orderBy('c.sort_order', 'asc')
    .orderBy('c.name', 'asc')
    .orderBy('c.id', 'asc')
    .execute();
  return rows.map((row) => ({ ...row, items_count: Number(row.items_count) }));
}

export async function countCategoryItems(db: DB, kind: CategoryKind, id: number): Promise<number> {
  const row = await db
    .selectFrom(itemsOf(kind))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('category_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findCategory(db: DB, kind: CategoryKind, id: number): Promise<CategoryRow | undefined> {
  const row = await db.selectFrom(categoriesOf(kind)).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return { ...row, items_count: await countCategoryItems(db, kind, id) };
}

/** A category with this slug other than `exceptId` (names are unique by their slug). */
export function findCategoryBySlug(db: DB, kind: CategoryKind, slug: string, exceptId?: number) {
  let query = db.selectFrom(categoriesOf(kind)).select(['id', 'is_active', 'name']).where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function insertCategory(
  db: DB,
  kind: CategoryKind,
  values: Insertable<HelpCategoriesTable>,
): Promise<number> {
  return (await db.insertInto(categoriesOf(kind)).values(values).returning('id').executeTakeFirstOrThrow())
    .id;
}

export async function updateCategory(
  db: DB,
  kind: CategoryKind,
  id: number,
  values: Updateable<HelpCategoriesTable>,
): Promise<void> {
  await db.updateTable(categoriesOf(kind)).set(values).where('id', '=', id).execute();
}

export async function categoryFigures(db: DB, kind: CategoryKind) {
  const row = await db
    .selectFrom(categoriesOf(kind))
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.coalesce(eb.fn.sum<number>('is_active'), eb.lit(0)).as('active'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), active: Number(row.active) };
}

/** A category's fields as the admin forms send them (create: all; update: any). */
export interface CategoryInput {
  name?: string;
  slug?: string;
  description?: string | null;
  icon?: string;
  color?: string;
  sort_order?: number;
  is_active?: boolean;
}

export interface CategoryRules {
  kind: CategoryKind;
  messages: { notFound: string; nameTaken: string; slugTaken: string; holdsItems: string };
  /** The slug a name gets when none is given. */
  slugOf: (name: string) => string;
  /** Writes the audit row of a change (`created`, `updated`, `deleted`) on the change's transaction. */
  audit: (
    trx: DB,
    entry: {
      actorId: number;
      change: 'created' | 'updated' | 'deleted';
      id: number;
      details: Record<string, unknown>;
    },
    context: RequestContext,
    at: string,
  ) => Promise<void>;
}

/**
 * Create, update and delete with the rules both kinds share, each in one transaction with its audit row: a
 * name (or given slug) another category holds is refused (422; two admins at the same moment: the unique slug
 * lets one through), and a category that holds items cannot be deleted (409).
 */
export function categoryWrites(db: DB, rules: CategoryRules, nowIso: () => string) {
  const { kind, messages } = rules;

  async function load(trx: DB, id: number): Promise<CategoryRow> {
    const row = await findCategory(trx, kind, id);
    if (!row) throw new AppError('NOT_FOUND', messages.notFound);
    return row;
  }

  async function assertSlugFree(trx: DB, slug: string, explicit: boolean, exceptId?: number) {
    if (await findCategoryBySlug(trx, kind, slug, exceptId))
      throw explicit
        ? validationError({ slug: [messages.slugTaken] })
        : validationError({ name: [messages.nameTaken] });
  }

  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw validationError({ name: [messages.nameTaken] });
      throw error;
    }
  }

  return {
    load,

    async create(
      actorId: number,
      input: Required<Omit<CategoryInput, 'slug'>> & { slug?: string },
      context: RequestContext,
    ) {
      const at = nowIso();
      const slug = input.slug ?? rules.slugOf(input.name);
      const id = await guarded(() =>
        db.transaction().execute(async (trx) => {
          await assertSlugFree(trx, slug, input.slug !== undefined);
          const created = await insertCategory(trx, kind, {
            name: input.name,
            slug,
            description: input.description || null,
            icon: input.icon,
            color: input.color.toUpperCase(),
            sort_order: input.sort_order,
            is_active: input.is_active ? 1 : 0,
            created_at: at,
            updated_at: at,
          });
          const details = { name: input.name, is_active: input.is_active };
          await rules.audit(trx, { actorId, change: 'created', id: created, details }, context, at);
          return created;
        }),
      );
      return load(db, id);
    },

    async update(actorId: number, id: number, input: CategoryInput, context: RequestContext) {
      const at = nowIso();
      await guarded(() =>
        db.transaction().execute(async (trx) => {
          await load(trx, id);
          const slug = input.slug ?? (input.name !== undefined ? rules.slugOf(input.name) : undefined);
          if (slug !== undefined) await assertSlugFree(trx, slug, input.slug !== undefined, id);
          await updateCategory(trx, kind, id, {
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(slug !== undefined ? { slug } : {}),
            ...(input.description !== undefined ? { description: input.description || null } : {}),
            ...(input.icon !== undefined ? { icon: input.icon } : {}),
            ...(input.color !== undefined ? { color: input.color.toUpperCase() } : {}),
            ...(input.sort_order !== undefined ? { sort_order: input.sort_order } : {}),
            ...(input.is_active !== undefined ? { is_active: input.is_active ? 1 : 0 } : {}),
            updated_at: at,
          });
          const fields = Object.keys(input).filter((key) => input[key as keyof CategoryInput] !== undefined);
          await rules.audit(trx, { actorId, change: 'updated', id, details: { fields } }, context, at);
        }),
      );
      return load(db, id);
    },

    async remove(actorId: number, id: number, context: RequestContext): Promise<void> {
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        const row = await load(trx, id);
        if ((await countCategoryItems(trx, kind, id)) > 0)
          throw new AppError('CONFLICT', messages.holdsItems);
        await trx.deleteFrom(categoriesOf(kind)).where('id', '=', id).execute();
        await rules.audit(trx, { actorId, change: 'deleted', id, details: { name: row.name } }, context, at);
      });
    },
  };
}
