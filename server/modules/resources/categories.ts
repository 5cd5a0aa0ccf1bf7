import {
  RESOURCE_MESSAGES,
  type ResourceCategoryCreateInput,
  type ResourceCategoryUpdateInput,
} from '../../../common/schemas/resources';
import type { ResourceCategory } from '../../../common/schemas/resources-shapes';
import { slugify } from '../../../common/text';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, validationError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { auditResources } from './audit';
import {
  countCategoryResources,
  deleteResourceCategory,
  findResourceCategory,
  findResourceCategoryBySlug,
  insertResourceCategory,
  listResourceCategories,
  updateResourceCategory,
} from './category-repository';
import type { ResourceViewer } from './policy';
import { presentResourceCategory } from './presenter';

/** A category's slug: its name as a slug ("&" read as "and"), never empty (symbols only become "category"). */
export const categorySlug = (name: string) => slugify(name).slice(0, 250).replace(/-+$/, '') || 'category';

/** Resource categories (spec 3 §2.6 "Categories tab", §3, §4): readers see active ones, admins manage all. */
export function resourceCategoriesService(ctx: AppContext) {
  const db = ctx.db;
  const nowIso = () => ctx.clock.now().toISOString();

  async function load(trx: DB, id: number) {
    const row = await findResourceCategory(trx, id);
    if (!row) throw new AppError('NOT_FOUND', RESOURCE_MESSAGES.categoryNotFound);
    return row;
  }

  async function assertSlugFree(trx: DB, slug: string, explicit: boolean, exceptId?: number) {
    if (await findResourceCategoryBySlug(trx, slug, exceptId))
      throw explicit
        ? validationError({ slug: [RESOURCE_MESSAGES.slugTaken] })
        : validationError({ name: [RESOURCE_MESSAGES.categoryNameTaken] });
  }

  /** Two admins naming two categories alike at the same moment: the unique slug lets one through. */
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw validationError({ name: [RESOURCE_MESSAGES.categoryNameTaken] });
      throw error;
    }
  }

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
      const at = nowIso();
      const slug = input.slug ?? categorySlug(input.name);
      const id = await guarded(() =>
        db.transaction().execute(async (trx) => {
          await assertSlugFree(trx, slug, input.slug !== undefined);
          const created = await insertResourceCategory(trx, {
            name: input.name,
            slug,
            description: input.description ?? null,
            icon: input.icon,
            color: input.color.toUpperCase(),
            sort_order: input.sort_order,
            is_active: input.is_active ? 1 : 0,
            created_at: at,
            updated_at: at,
          });
          await auditResources(
            trx,
            [
              {
                actorId: viewer.id,
                action: 'resource_category.created',
                target: { type: 'resource_category', id: created },
                details: { name: input.name, is_active: input.is_active },
              },
            ],
            context,
            at,
          );
          return created;
        }),
      );
      return presentResourceCategory(await load(db, id));
    },

    async update(
      viewer: ResourceViewer,
      id: number,
      input: ResourceCategoryUpdateInput,
      context: RequestContext,
    ) {
      const at = nowIso();
      await guarded(() =>
        db.transaction().execute(async (trx) => {
          await load(trx, id);
          const slug = input.slug ?? (input.name !== undefined ? categorySlug(input.name) : undefined);
          if (slug !== undefined) await assertSlugFree(trx, slug, input.slug !== undefined, id);
          await updateResourceCategory(trx, id, {
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(slug !== undefined ? { slug } : {}),
            ...(input.description !== undefined ? { description: input.description ?? null } : {}),
            ...(input.icon !== undefined ? { icon: input.icon } : {}),
            ...(input.color !== undefined ? { color: input.color.toUpperCase() } : {}),
            ...(input.sort_order !== undefined ? { sort_order: input.sort_order } : {}),
            ...(input.is_active !== undefined ? { is_active: input.is_active ? 1 : 0 } : {}),
            updated_at: at,
          });
          const fields = Object.keys(input).filter(
            (key) => input[key as keyof ResourceCategoryUpdateInput] !== undefined,
          );
          await auditResources(
            trx,
            [
              {
                actorId: viewer.id,
                action: 'resource_category.updated',
                target: { type: 'resource_category', id },
                details: { fields },
              },
            ],
            context,
            at,
          );
        }),
      );
      return presentResourceCategory(await load(db, id));
    },

    /** Spec 3 §2.6: a category that holds resources cannot be deleted (409 with the spec's words). */
    async remove(viewer: ResourceViewer, id: number, context: RequestContext): Promise<void> {
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        const row = await load(trx, id);
        if ((await countCategoryResources(trx, id)) > 0)
          throw new AppError('CONFLICT', RESOURCE_MESSAGES.categoryHoldsResources);
        await deleteResourceCategory(trx, id);
        await auditResources(
          trx,
          [
            {
              actorId: viewer.id,
              action: 'resource_category.deleted',
              target: { type: 'resource_category', id },
              details: { name: row.name },
            },
          ],
          context,
          at,
        );
      });
    },
  };
}
