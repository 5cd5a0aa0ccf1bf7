import { LIMITS } from '../../../common/limits';
import {
  isSafeHttpUrl,
  RESOURCE_DIFFICULTIES,
  RESOURCE_MESSAGES,
  RESOURCE_TYPES,
  type ResourceBookmarksQuery,
  type ResourceFeedbackInput,
  type ResourceListQuery,
} from '../../../common/schemas/resources';
import type {
  Resource,
  ResourceAccess,
  ResourceFeedbackResult,
  ResourceList,
  ResourceStats,
} from '../../../common/schemas/resources-shapes';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { AppError } from '../../lib/errors';
import { paginate } from '../../lib/pagination';
import type { HighlightTerm } from '../../search/highlight';
import { categoryFigures, listResourceCategories } from './category-repository';
import { findResources } from './finder';
import { type ResourceViewer, resourcePolicy } from './policy';
import { presentResource, ratingOf } from './presenter';
import { bookmarkFacets, readerMarks, saveRating, toggleBookmark } from './reader-repository';
import {
  countAccess,
  countResources,
  countsBy,
  findResource,
  libraryFigures,
  listResources,
  lockResource,
  type ResourceRow,
  topBy,
  typeCounts,
} from './repository';

const R = LIMITS.resources;

/** Every type (or difficulty) with its count, 0 when none: the filters' figures. */
export function countsOf(values: readonly string[], counts: Map<string, number>): Record<string, number> {
  return Object.fromEntries(values.map((value) => [value, counts.get(value) ?? 0]));
}

/** A published resource, or the spec's not-found answer (a draft answers exactly like a missing one). */
export async function requirePublished(db: DB, id: number): Promise<ResourceRow> {
  const row = await findResource(db, id);
  if (row?.is_published !== 1) throw new AppError('NOT_FOUND', RESOURCE_MESSAGES.resourceNotFound(id));
  return row;
}

/** The readers' library (spec 3 §2.3-2.5, §7 "Resources"): published resources only, for everyone signed in. */
export function resourcesService(ctx: AppContext) {
  const db = ctx.db;
  const nowIso = () => ctx.clock.now().toISOString();

  async function present(viewer: ResourceViewer, rows: ResourceRow[], terms?: readonly HighlightTerm[]) {
    const marks = await readerMarks(
      db,
      viewer.id,
      rows.map((row) => row.id),
    );
    return rows.map((row) => presentResource(row, marks, terms));
  }

  return {
    present,

    /** `GET /api/resources`: the page, up to 6 featured resources and the counts per type. */
    async list(viewer: ResourceViewer, query: ResourceListQuery): Promise<ResourceList> {
      const includeDrafts = query.include_drafts === true && resourcePolicy.mayManage(viewer.role);
      const filter = {
        publishedOnly: !includeDrafts,
        category: query.category,
        types: query.type,
        difficulties: query.difficulty,
        featured: query.featured,
      };
      const found = await findResources(db, filter, {
        search: query.search,
        sort: query.sort_by,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      const [featured, counts] = await Promise.all([
        listResources(db, { publishedOnly: true, featured: true }, 'featured', {
          limit: R.featuredCount,
          offset: 0,
        }),
        typeCounts(db, found.filter),
      ]);
      // The reader's bookmarks and ratings for the page and the featured strip, read once for both.
      const marks = await readerMarks(
        db,
        viewer.id,
        [...found.rows, ...featured.rows].map((row) => row.id),
      );
      return {
        resources: found.rows.map((row) => presentResource(row, marks, found.search?.terms)),
        featured_resources: featured.rows.map((row) => presentResource(row, marks)),
        type_counts: countsOf(RESOURCE_TYPES, counts),
        pagination: paginate(found.total, query.page, query.per_page),
        search: found.search ? { ...found.search.info, match: found.search.match } : null,
        notices: query.notices,
      };
    },

    async one(viewer: ResourceViewer, id: number): Promise<Resource> {
      const row = await requirePublished(db, id);
      return (await present(viewer, [row]))[0]!;
    },

    /** Spec 3 §3 "Stats": over published resources and active categories. */
    async stats(): Promise<ResourceStats> {
      const [figures, categories, byType, byDifficulty, popular, rated, downloaded, withCounts] =
        await Promise.all([
          libraryFigures(db, true),
          categoryFigures(db),
          countsBy(db, 'type', true),
          countsBy(db, 'difficulty', true),
          topBy(db, 'view_count', 1, true),
          topBy(db, 'rating_tenths', 1, true),
          topBy(db, 'download_count', 1, true),
          listResourceCategories(db, { activeOnly: true, publishedOnly: true }),
        ]);
      const ref = <T extends { id: number; title: string }>(row: T | undefined, value: (row: T) => number) =>
        row ? { id: row.id, title: row.title, value: value(row) } : null;
      return {
        total_resources: figures.total,
        total_categories: categories.active,
        total_views: figures.views,
        total_downloads: figures.downloads,
        average_rating: figures.rated === 0 ? 0 : Math.round(figures.ratedTenths / figures.rated) / 10,
        most_popular_resource: ref(popular[0], (row) => row.view_count),
        highest_rated_resource: ref(rated[0], (row) => ratingOf(row.rating_tenths)),
        most_downloaded_resource: ref(downloaded[0], (row) => row.download_count),
        resources_by_type: countsOf(RESOURCE_TYPES, byType),
        resources_by_difficulty: countsOf(RESOURCE_DIFFICULTIES, byDifficulty),
        categories_with_counts: withCounts.map((row) => ({
          id: row.id,
          name: row.name,
          slug: row.slug,
          resources_count: row.resources_count,
        })),
      };
    },

    /**
     * `GET /api/resources/user/bookmarks`: the reader's bookmarks of published resources, searched, filtered,
     * sorted (most recently saved first by default) and paged in the database, with the filters' choices.
     */
    async bookmarks(viewer: ResourceViewer, query: ResourceBookmarksQuery) {
      const filter = {
        publishedOnly: true,
        bookmarkedBy: viewer.id,
        category: query.category,
        types: query.type ? [query.type] : undefined,
      };
      const [found, facets] = await Promise.all([
        findResources(db, filter, {
          search: query.search,
          sort: query.sort_by,
          limit: query.per_page,
          offset: (query.page - 1) * query.per_page,
        }),
        bookmarkFacets(db, viewer.id),
      ]);
      const marks = await readerMarks(
        db,
        viewer.id,
        found.rows.map((row) => row.id),
      );
      return {
        bookmarks: found.rows.map((row) => ({
          ...presentResource(row, marks, found.search?.terms),
          bookmarked_at: marks.bookmarks.get(row.id) ?? row.created_at,
        })),
        pagination: paginate(found.total, query.page, query.per_page),
        facets: { categories: facets.categories, types: facets.types as Resource['type'][] },
        notices: query.notices,
      };
    },

    /**
     * `POST /api/resources/{id}/access`: a resource with a download link counts a download and answers that
     * link; otherwise it counts a view and answers the external link. Counts grow by `+ 1` in SQL.
     */
    async access(id: number): Promise<ResourceAccess & { message: string }> {
      const row = await requirePublished(db, id);
      const action = row.download_url ? 'download' : 'access';
      const url = row.download_url ?? row.external_url;
      // Every stored link was checked on its way in; checked again on its way out all the same.
      if (!isSafeHttpUrl(url)) throw new AppError('VALIDATION', RESOURCE_MESSAGES.urlScheme('The link'));
      const counts = await countAccess(db, id, action);
      // Spec 3 §8: '{title} download started', 'Opening {title}'.
      const message = action === 'download' ? `${row.title} download started` : `Opening ${row.title}`;
      return { url, action, view_count: counts.view_count, download_count: counts.download_count, message };
    },

    /** One rating per reader and resource; the average is recomputed from every rating in the same transaction. */
    async feedback(
      viewer: ResourceViewer,
      id: number,
      input: ResourceFeedbackInput,
    ): Promise<ResourceFeedbackResult> {
      const at = nowIso();
      const comment = input.comment ? input.comment : null;
      const saved = await db.transaction().execute(async (trx) => {
        const locked = await lockResource(trx, id);
        if (locked?.is_published !== 1)
          throw new AppError('NOT_FOUND', RESOURCE_MESSAGES.resourceNotFound(id));
        return saveRating(
          trx,
          {
            resourceId: id,
            userId: viewer.id,
            rating: input.rating,
            comment,
            recommended: input.is_recommended,
          },
          at,
        );
      });
      return {
        resource: {
          id,
          rating: ratingOf(saved.rating_tenths),
          rating_count: saved.rating_count,
          recommend_percentage:
            saved.rating_count === 0 ? 0 : Math.round((saved.recommend_count / saved.rating_count) * 100),
        },
        feedback: { rating: input.rating, comment, is_recommended: input.is_recommended },
        updated: saved.updated,
      };
    },

    async toggleBookmark(viewer: ResourceViewer, id: number) {
      await requirePublished(db, id);
      const bookmarked = await toggleBookmark(db, viewer.id, id, nowIso());
      return {
        bookmarked,
        resource_id: id,
        message: bookmarked ? 'Resource bookmarked!' : 'Bookmark removed',
      };
    },

    countPublished: () => countResources(db, { publishedOnly: true }),
  };
}
