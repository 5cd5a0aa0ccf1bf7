import {
  HELP_MESSAGES,
  type HelpCategoryCreateInput,
  type HelpCategoryReorderInput,
  type HelpCategoryUpdateInput,
} from '../../../common/schemas/help';
import type { HelpCategory } from '../../../common/schemas/help-shapes';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, validationError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { auditHelp } from './audit';
import {
  countCategoryFaqs,
  deleteHelpCategory,
  findHelpCategory,
  findHelpCategoryBySlug,
  insertHelpCategory,
  listHelpCategories,
  updateHelpCategory,
} from './category-repository';
import { presentHelpCategory, slugOf } from './presenter';
import type { HelpViewer } from './service';

/** A category's slug: its name as a slug ("&" read as "and"), never empty (symbols only become "category"). */
const categorySlug = (name: string) => slugOf(name.replace(/&/g, ' and '), 250) || 'category';

/** FAQ categories (spec 3 §2.2 "Categories tab", §3, §4): readers see active ones, admins manage all. */
export function helpCategoriesService(ctx: AppContext) {
  const db = ctx.db;
  const nowIso = () => ctx.clock.now().toISOString();

  async function load(trx: DB, id: number) {
    const row = await findHelpCategory(trx, id);
    if (!row) throw new AppError('NOT_FOUND', HELP_MESSAGES.categoryNotFound);
    return row;
  }

  async function assertNameFree(trx: DB, name: string, exceptId?: number) {
    if (await findHelpCategoryBySlug(trx, categorySlug(name), exceptId))
      throw validationError({ name: [HELP_MESSAGES.categoryNameTaken] });
  }

  /** Two admins naming two categories alike at the same moment: the unique slug lets one through. */
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw validationError({ name: [HELP_MESSAGES.categoryNameTaken] });
      throw error;
    }
  }

  return {
    /** Active categories with their published FAQ counts, or (admins) every category with all its FAQs. */
    async list(options: { includeInactive: boolean }): Promise<HelpCategory[]> {
      const rows = await listHelpCategories(db, {
        activeOnly: !options.includeInactive,
        publishedOnly: !options.includeInactive,
      });
      return rows.map(presentHelpCategory);
    },

    async create(viewer: HelpViewer, input: HelpCategoryCreateInput, context: RequestContext) {
      const at = nowIso();
      const id = await guarded(() =>
        db.transaction().execute(async (trx) => {
          await assertNameFree(trx, input.name);
          const created = await insertHelpCategory(trx, {
            name: input.name,
            slug: categorySlug(input.name),
            description: input.description || null,
            icon: input.icon,
            color: input.color.toUpperCase(),
            sort_order: input.sort_order,
            is_active: input.is_active ? 1 : 0,
            created_at: at,
            updated_at: at,
          });
          await auditHelp(
            trx,
            [
              {
                actorId: viewer.id,
                action: 'help_category.created',
                target: { type: 'help_category', id: created },
                details: { name: input.name, is_active: input.is_active },
              },
            ],
            context,
            at,
          );
          return created;
        }),
      );
      return presentHelpCategory(await load(db, id));
    },

    async update(viewer: HelpViewer, id: number, input: HelpCategoryUpdateInput, context: RequestContext) {
      const at = nowIso();
      await guarded(() =>
        db.transaction().execute(async (trx) => {
          await load(trx, id);
          if (input.name !== undefined) await assertNameFree(trx, input.name, id);
          await updateHelpCategory(trx, id, {
            ...(input.name !== undefined ? { name: input.name, slug: categorySlug(input.name) } : {}),
            ...(input.description !== undefined ? { description: input.description || null } : {}),
            ...(input.icon !== undefined ? { icon: input.icon } : {}),
            ...(input.color !== undefined ? { color: input.color.toUpperCase() } : {}),
            ...(input.sort_order !== undefined ? { sort_order: input.sort_order } : {}),
            ...(input.is_active !== undefined ? { is_active: input.is_active ? 1 : 0 } : {}),
            updated_at: at,
          });
          const fields = Object.keys(input).filter(
            (key) => input[key as keyof HelpCategoryUpdateInput] !== undefined,
          );
          await auditHelp(
            trx,
            [
              {
                actorId: viewer.id,
                action: 'help_category.updated',
                target: { type: 'help_category', id },
                details: { fields },
              },
            ],
            context,
            at,
          );
        }),
      );
      return presentHelpCategory(await load(db, id));
    },

    /** Spec 3 §4: a category that holds FAQs cannot be deleted (409 with the spec's words). */
    async remove(viewer: HelpViewer, id: number, context: RequestContext): Promise<void> {
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        const row = await load(trx, id);
        if ((await countCategoryFaqs(trx, id)) > 0)
          throw new AppError('CONFLICT', HELP_MESSAGES.categoryHoldsFaqs);
        await deleteHelpCategory(trx, id);
        await auditHelp(
          trx,
          [
            {
              actorId: viewer.id,
              action: 'help_category.deleted',
              target: { type: 'help_category', id },
              details: { name: row.name },
            },
          ],
          context,
          at,
        );
      });
    },

    /** New sort orders for several categories at once; every id must exist. */
    async reorder(viewer: HelpViewer, input: HelpCategoryReorderInput, context: RequestContext) {
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        for (const { id } of input.categories) {
          if (!(await findHelpCategory(trx, id)))
            throw validationError({ categories: [HELP_MESSAGES.invalidCategory] });
        }
        for (const { id, sort_order } of input.categories)
          await updateHelpCategory(trx, id, { sort_order, updated_at: at });
        await auditHelp(
          trx,
          input.categories.map(({ id, sort_order }) => ({
            actorId: viewer.id,
            action: 'help_category.reordered',
            target: { type: 'help_category' as const, id },
            details: { sort_order },
          })),
          context,
          at,
        );
      });
      return this.list({ includeInactive: true });
    },
  };
}
