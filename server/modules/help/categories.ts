import {
  HELP_MESSAGES,
  type HelpCategoryCreateInput,
  type HelpCategoryReorderInput,
  type HelpCategoryUpdateInput,
} from '../../../common/schemas/help';
import type { HelpCategory } from '../../../common/schemas/help-shapes';
import { type CategoryRow, categoryWrites, updateCategory } from '../../content/categories';
import type { AppContext } from '../../context';
import { validationError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { auditHelp } from './audit';
import { findHelpCategory, listHelpCategories } from './category-repository';
import { presentHelpCategory, slugOf } from './presenter';
import type { HelpViewer } from './service';

/** A category's slug: its name as a slug ("&" read as "and"), never empty (symbols only become "category"). */
const categorySlug = (name: string) => slugOf(name.replace(/&/g, ' and '), 250) || 'category';

/** FAQ categories (spec 3 §2.2 "Categories tab", §3, §4): readers see active ones, admins manage all. */
export function helpCategoriesService(ctx: AppContext) {
  const db = ctx.db;
  const nowIso = () => ctx.clock.now().toISOString();
  const writes = categoryWrites(
    db,
    {
      kind: 'help',
      messages: {
        notFound: HELP_MESSAGES.categoryNotFound,
        nameTaken: HELP_MESSAGES.categoryNameTaken,
        slugTaken: HELP_MESSAGES.categoryNameTaken,
        // Spec 3 §4: a category that holds FAQs cannot be deleted (409 with the spec's words).
        holdsItems: HELP_MESSAGES.categoryHoldsFaqs,
      },
      slugOf: categorySlug,
      audit: (trx, entry, context, at) =>
        auditHelp(
          trx,
          [
            {
              actorId: entry.actorId,
              action: `help_category.${entry.change}`,
              target: { type: 'help_category', id: entry.id },
              details: entry.details,
            },
          ],
          context,
          at,
        ),
    },
    nowIso,
  );
  const present = (row: CategoryRow) => presentHelpCategory({ ...row, faqs_count: row.items_count });

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
      return present(
        await writes.create(viewer.id, { ...input, description: input.description ?? null }, context),
      );
    },

    async update(viewer: HelpViewer, id: number, input: HelpCategoryUpdateInput, context: RequestContext) {
      return present(await writes.update(viewer.id, id, input, context));
    },

    async remove(viewer: HelpViewer, id: number, context: RequestContext): Promise<void> {
      await writes.remove(viewer.id, id, context);
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
          await updateCategory(trx, 'help', id, { sort_order, updated_at: at });
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
