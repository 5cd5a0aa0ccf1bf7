import {
  RESOURCE_MESSAGES,
  type ResourceCategoryCreateInput,
  type ResourceCategoryUpdateInput,
} from '../../../common/schemas/resources';
import type { ResourceCategory } from '../../../common/schemas/resources-shapes';
import { slugify } from '../../../common/text';
import { type CategoryRow, categoryWrites } from '../../content/categories';
import type { AppContext } from '../../context';
import type { RequestContext } from '../../lib/events';
import { auditResources } from './audit';
import { asResourceCategory, listResourceCategories } from './category-repository';
import type { ResourceViewer } from './policy';
import { presentResourceCategory } from './presenter';

/** A category's slug: its name as a slug ("&" read as "and"), never empty (symbols only become "category"). */
export const categorySlug = (name: string) => slugify(name).slice(0, 250).replace(/-+$/, '') || 'category';

/**
 * Resource categories (spec 3 §2.6 "Categories tab", §3, §4): readers see active ones, admins manage all,
 * through the knowledge content's category store (the same rules as help categories).
 */
export function resourceCategoriesService(ctx: AppContext) {
  const db = ctx.db;
  const writes = categoryWrites(
    db,
    {
      kind: 'resources',
      messages: {
        notFound: RESOURCE_MESSAGES.categoryNotFound,
        nameTaken: RESOURCE_MESSAGES.categoryNameTaken,
        slugTaken: RESOURCE_MESSAGES.slugTaken,
        // Spec 3 §2.6: a category that holds resources cannot be deleted (409 with the spec's words).
        holdsItems: RESOURCE_MESSAGES.categoryHoldsResources,
      },
      slugOf: categorySlug,
      audit: (trx, entry, context, at) =>
        auditResources(
          trx,
          [
            {
              actorId: entry.actorId,
              action: `resource_category.${entry.change}`,
              target: { type: 'resource_category', id: entry.id },
              details: entry.details,
            },
          ],
          context,
          at,
        ),
    },
    () => ctx.clock.now().toISOString(),
  );
  const present = (row: CategoryRow) => presentResourceCategory(asResourceCategory(row));

  return {
    /** Active categories with their published resource counts, or (admins) every category with all of them. */
    async list(options: { includeInactive: boolean }): Promise<ResourceCategory[]> {
      const rows = await listResourceCategories(db, {
        activeOnly: !options.includeInactive,
        publishedOnly: !options.includeInactive,
      });
      return rows.map(presentResourceCategory);
    },

    async create(viewer: ResourceViewer, input: ResourceCategoryCreateInput, context: RequestContext) {
      return present(
        await writes.create(viewer.id, { ...input, description: input.description ?? null }, context),
      );
    },

    async update(
      viewer: ResourceViewer,
      id: number,
      input: ResourceCategoryUpdateInput,
      context: RequestContext,
    ) {
      return present(await writes.update(viewer.id, id, input, context));
    },

    async remove(viewer: ResourceViewer, id: number, context: RequestContext): Promise<void> {
      await writes.remove(viewer.id, id, context);
    },
  };
}
