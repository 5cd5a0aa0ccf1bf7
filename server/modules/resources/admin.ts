import {
  type AdminResourceListQuery,
  RESOURCE_MESSAGES,
  RESOURCE_TYPES,
  type ResourceBulkActionInput,
  type ResourceCreateInput,
  type ResourcePatchInput,
  type ResourceUpdateInput,
} from '../../../common/schemas/resources';
import type { AdminResource, AdminResourceStats } from '../../../common/schemas/resources-shapes';
import { slugify } from '../../../common/text';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { writeJsonColumn } from '../../db/json-columns';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, validationError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { paginate } from '../../lib/pagination';
import { auditResources } from './audit';
import { categoryFigures, findResourceCategory } from './category-repository';
import { findResources, indexColumns, rebuildResourceVocabulary } from './finder';
import type { ResourceViewer } from './policy';
import { NO_MARKS, presentAdminResource, ratingOf, tagsOf } from './presenter';
import {
  countResources,
  countsBy,
  deleteResources,
  findResource,
  insertResource,
  libraryFigures,
  lockResource,
  resourcesByIds,
  slugTaken,
  topBy,
  updateResource,
} from './repository';
import { countsOf } from './service';

/** A resource's slug from its title: lowercase words joined by hyphens, at most 100 characters. */
export const resourceSlugOf = (title: string) =>
  slugify(title).slice(0, 100).replace(/-+$/, '') || 'resource';

/** The title's slug, or with `-2`, `-3`… when another resource holds it. */
export async function freeSlug(db: DB, title: string, exceptId?: number): Promise<string> {
  const base = resourceSlugOf(title);
  for (let n = 1; n < 1000; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(db, slug, exceptId))) return slug;
  }
  throw validationError({ slug: [RESOURCE_MESSAGES.slugTaken] });
}

/** The category must exist and be active (spec 3 §5: only active categories are offered). */
export async function requireActiveCategory(db: DB, id: number): Promise<void> {
  const category = await findResourceCategory(db, id);
  if (!category) throw validationError({ category_id: [RESOURCE_MESSAGES.categoryRequired] });
  if (category.is_active !== 1) throw validationError({ category_id: [RESOURCE_MESSAGES.categoryInactive] });
}

export type ResourceValues = Omit<ResourceCreateInput, 'slug'> & { slug: string; created_by: number | null };

/** Writes a new resource row (index columns and publish date included) on the caller's transaction. */
export async function createResourceRow(trx: DB, values: ResourceValues, at: string): Promise<number> {
  return insertResource(trx, {
    slug: values.slug,
    category_id: values.category_id,
    title: values.title,
    description: values.description,
    type: values.type,
    difficulty: values.difficulty,
    external_url: values.external_url,
    download_url: values.download_url ?? null,
    thumbnail_url: values.thumbnail_url ?? null,
    duration: values.duration ?? null,
    tags: writeJsonColumn(values.tags),
    author_name: values.author_name ?? null,
    author_bio: values.author_bio ?? null,
    subcategory: values.subcategory ?? null,
    sort_order: values.sort_order,
    is_published: values.is_published ? 1 : 0,
    is_featured: values.is_featured ? 1 : 0,
    published_at: values.is_published ? at : null,
    created_by: values.created_by,
    ...indexColumns(values),
    created_at: at,
    updated_at: at,
  });
}

/** Turns a slug clash of two writers at the same moment into the spec-style 422. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw validationError({ slug: [RESOURCE_MESSAGES.slugTaken] });
    throw error;
  }
}

/** Resource Management (spec 3 §2.6): every call admin only; drafts included. */
export function resourceAdminService(ctx: AppContext) {
  const db = ctx.db;
  const nowIso = () => ctx.clock.now().toISOString();

  async function load(id: number): Promise<AdminResource> {
    const row = await findResource(db, id);
    if (!row) throw new AppError('NOT_FOUND', RESOURCE_MESSAGES.resourceNotFound(id));
    return presentAdminResource(row, NO_MARKS);
  }

  async function audit(
    trx: DB,
    viewer: ResourceViewer,
    action: string,
    ids: number[],
    details: object,
    context: RequestContext,
    at: string,
  ) {
    await auditResources(
      trx,
      ids.map((id) => ({
        actorId: viewer.id,
        action,
        target: { type: 'resource' as const, id },
        details: { ...details },
      })),
      context,
      at,
    );
  }

  return {
    load,

    async list(query: AdminResourceListQuery) {
      const found = await findResources(
        db,
        {
          publishedOnly: false,
          status: query.status,
          category: query.category,
          types: query.type,
          difficulties: query.difficulty,
          featured: query.featured,
        },
        {
          search: query.search,
          sort: query.sort_by ?? (query.search ? 'relevance' : 'newest'),
          limit: query.per_page,
          offset: (query.page - 1) * query.per_page,
        },
      );
      const figures = await libraryFigures(db, false);
      return {
        resources: found.rows.map((row) => presentAdminResource(row, NO_MARKS)),
        pagination: paginate(found.total, query.page, query.per_page),
        search: found.search ? { ...found.search.info, match: found.search.match } : null,
        notices: query.notices,
        counts: {
          published: figures.published,
          drafts: figures.total - figures.published,
          featured: figures.featured,
        },
      };
    },

    async create(viewer: ResourceViewer, input: ResourceCreateInput, context: RequestContext) {
      const at = nowIso();
      const id = await guarded(() =>
        db.transaction().execute(async (trx) => {
          await requireActiveCategory(trx, input.category_id);
          if (input.slug && (await slugTaken(trx, input.slug)))
            throw validationError({ slug: [RESOURCE_MESSAGES.slugTaken] });
          const slug = input.slug ?? (await freeSlug(trx, input.title));
          const created = await createResourceRow(trx, { ...input, slug, created_by: viewer.id }, at);
          await audit(
            trx,
            viewer,
            'resource.created',
            [created],
            { is_published: input.is_published, is_featured: input.is_featured },
            context,
            at,
          );
          if (input.is_published) await rebuildResourceVocabulary(trx);
          return created;
        }),
      );
      return load(id);
    },

    /** Fields sent replace the stored ones; publishing sets published_at now, unpublishing keeps it (spec 3 §4). */
    async update(viewer: ResourceViewer, id: number, input: ResourceUpdateInput, context: RequestContext) {
      const at = nowIso();
      await guarded(() =>
        db.transaction().execute(async (trx) => {
          const locked = await lockResource(trx, id);
          if (!locked) throw new AppError('NOT_FOUND', RESOURCE_MESSAGES.resourceNotFound(id));
          const current = (await findResource(trx, id))!;
          if (input.category_id !== undefined && input.category_id !== current.category_id)
            await requireActiveCategory(trx, input.category_id);
          if (input.slug !== undefined && (await slugTaken(trx, input.slug, id)))
            throw validationError({ slug: [RESOURCE_MESSAGES.slugTaken] });
          const merged = {
            title: input.title ?? current.title,
            description: input.description ?? current.description,
            tags: input.tags ?? tagsOf(current.tags),
            author_name: input.author_name !== undefined ? (input.author_name ?? null) : current.author_name,
          };
          const publishing = input.is_published === true && current.is_published !== 1;
          const { tags, published_at, is_published, is_featured, ...rest } = input;
          await updateResource(trx, id, {
            ...rest,
            ...(tags !== undefined ? { tags: writeJsonColumn(tags) } : {}),
            ...(is_published !== undefined ? { is_published: is_published ? 1 : 0 } : {}),
            ...(is_featured !== undefined ? { is_featured: is_featured ? 1 : 0 } : {}),
            ...(published_at !== undefined ? { published_at } : publishing ? { published_at: at } : {}),
            ...indexColumns(merged),
            updated_at: at,
          });
          const fields = Object.keys(input).filter(
            (key) => input[key as keyof ResourceUpdateInput] !== undefined,
          );
          await audit(trx, viewer, 'resource.updated', [id], { fields }, context, at);
          await rebuildResourceVocabulary(trx);
        }),
      );
      return load(id);
    },

    /** `PATCH`: the publish and feature toggles (api-contract). */
    async patch(viewer: ResourceViewer, id: number, input: ResourcePatchInput, context: RequestContext) {
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        const locked = await lockResource(trx, id);
        if (!locked) throw new AppError('NOT_FOUND', RESOURCE_MESSAGES.resourceNotFound(id));
        const publishing = input.is_published === true && locked.is_published !== 1;
        await updateResource(trx, id, {
          ...(input.is_published !== undefined ? { is_published: input.is_published ? 1 : 0 } : {}),
          ...(input.is_featured !== undefined ? { is_featured: input.is_featured ? 1 : 0 } : {}),
          ...(publishing ? { published_at: at } : {}),
          updated_at: at,
        });
        await audit(trx, viewer, 'resource.updated', [id], { ...input }, context, at);
        if (input.is_published !== undefined) await rebuildResourceVocabulary(trx);
      });
      return load(id);
    },

    async remove(viewer: ResourceViewer, id: number, context: RequestContext): Promise<void> {
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        const locked = await lockResource(trx, id);
        if (!locked) throw new AppError('NOT_FOUND', RESOURCE_MESSAGES.resourceNotFound(id));
        await deleteResources(trx, [id]);
        await audit(trx, viewer, 'resource.deleted', [id], { slug: locked.slug }, context, at);
        await rebuildResourceVocabulary(trx);
      });
    },

    /** `POST /api/admin/resources/bulk-action`: one transaction; ids not found are listed, not refused. */
    async bulk(viewer: ResourceViewer, input: ResourceBulkActionInput, context: RequestContext) {
      const at = nowIso();
      const ids = [...new Set(input.resource_ids)];
      return db.transaction().execute(async (trx) => {
        const found = await resourcesByIds(trx, ids);
        const foundIds = found.map((row) => row.id);
        const missing = ids.filter((id) => !foundIds.includes(id));
        if (input.action === 'delete') {
          await deleteResources(trx, foundIds);
        } else {
          for (const row of found) {
            const values =
              input.action === 'publish'
                ? { is_published: 1, ...(row.is_published !== 1 ? { published_at: at } : {}) }
                : input.action === 'unpublish'
                  ? { is_published: 0 }
                  : { is_featured: input.action === 'feature' ? 1 : 0 };
            await updateResource(trx, row.id, { ...values, updated_at: at });
          }
        }
        const action = input.action === 'delete' ? 'resource.deleted' : 'resource.updated';
        await audit(trx, viewer, action, foundIds, { bulk: input.action }, context, at);
        await rebuildResourceVocabulary(trx);
        return { action: input.action, affected: foundIds.length, missing_ids: missing };
      });
    },

    /** Spec 3 §3 "Admin stats" and the Analytics tab. */
    async stats(pendingSuggestions: number): Promise<AdminResourceStats> {
      const [figures, categories, byType, viewed, rated] = await Promise.all([
        libraryFigures(db, false),
        categoryFigures(db),
        countsBy(db, 'type', false),
        topBy(db, 'view_count', 5, false),
        topBy(db, 'rating_tenths', 5, false),
      ]);
      return {
        total_resources: figures.total,
        published_resources: figures.published,
        featured_resources: figures.featured,
        draft_resources: figures.total - figures.published,
        categories_count: categories.total,
        active_categories: categories.active,
        pending_suggestions: pendingSuggestions,
        total_views: figures.views,
        total_downloads: figures.downloads,
        total_ratings: figures.ratings,
        average_rating: figures.rated === 0 ? 0 : Math.round(figures.ratedTenths / figures.rated) / 10,
        resources_by_type: countsOf(RESOURCE_TYPES, byType),
        top_viewed: viewed.map((row) => ({ id: row.id, title: row.title, view_count: row.view_count })),
        top_rated: rated.map((row) => ({
          id: row.id,
          title: row.title,
          rating: ratingOf(row.rating_tenths),
          rating_count: row.rating_count,
        })),
      };
    },

    countAll: () => countResources(db, { publishedOnly: false }),
  };
}
