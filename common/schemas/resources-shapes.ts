import { z } from 'zod';
import { paginationSchema } from './api';
import { searchInfoSchema } from './help-shapes';
import { RESOURCE_DIFFICULTIES, RESOURCE_SUGGESTION_STATUSES, RESOURCE_TYPES } from './resources';

/** What the resource library's calls answer (spec 3 §3 "Resources"; api-contract "Knowledge content"). */
export const resourceCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  icon: z.string(),
  color: z.string(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
  /** Published resources in the public list; every resource in the admin list. */
  resources_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ResourceCategory = z.infer<typeof resourceCategorySchema>;

export const resourceCategoryRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  color: z.string(),
  icon: z.string(),
});

export const resourceSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category_id: z.number().int().nullable(),
  category: resourceCategoryRefSchema.nullable(),
  type: z.enum(RESOURCE_TYPES),
  difficulty: z.enum(RESOURCE_DIFFICULTIES),
  external_url: z.string(),
  download_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  duration: z.string().nullable(),
  tags: z.array(z.string()),
  author_name: z.string().nullable(),
  author_bio: z.string().nullable(),
  subcategory: z.string().nullable(),
  sort_order: z.number().int(),
  is_published: z.boolean(),
  is_featured: z.boolean(),
  published_at: z.string().nullable(),
  /** The true average of all ratings, one decimal, 0 when none (spec 3 §9). */
  rating: z.number(),
  rating_count: z.number().int(),
  /** Rounded share (0-100) of ratings that recommend it; 0 when none. */
  recommend_percentage: z.number().int(),
  view_count: z.number().int(),
  download_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The reader's own bookmark and rating. */
  is_bookmarked: z.boolean(),
  bookmarked_at: z.string().nullable(),
  my_feedback: z
    .object({ rating: z.number().int(), comment: z.string().nullable(), is_recommended: z.boolean() })
    .nullable(),
  /** With a search: the title and the description's best passage, HTML-escaped, matched words in `<mark>`. */
  title_highlight: z.string().optional(),
  highlight: z.string().optional(),
});
export type Resource = z.infer<typeof resourceSchema>;

/** The admin list adds who created it. */
export const adminResourceSchema = resourceSchema.extend({
  created_by: z.number().int().nullable(),
  creator: z.object({ name: z.string() }).nullable(),
});
export type AdminResource = z.infer<typeof adminResourceSchema>;

/** Published resources per type, for the filter (every type present, 0 when none). */
export const typeCountsSchema = z.record(z.string(), z.number().int());

/** `GET /api/resources` (spec 3 §3 "Library response"). */
export const resourceListSchema = z.object({
  resources: z.array(resourceSchema),
  /** Up to 6 featured resources (the Featured Resources card), independent of the filters. */
  featured_resources: z.array(resourceSchema),
  type_counts: typeCountsSchema,
  pagination: paginationSchema,
  search: searchInfoSchema.nullable(),
  /** Paging values that were corrected (spec 3 §5), e.g. 'Per page cannot exceed 100'. */
  notices: z.array(z.string()),
});
export type ResourceList = z.infer<typeof resourceListSchema>;

export const adminResourceListSchema = z.object({
  resources: z.array(adminResourceSchema),
  pagination: paginationSchema,
  search: searchInfoSchema.nullable(),
  notices: z.array(z.string()),
  /** Counts over the whole library (not the filters): the badges published, drafts, featured. */
  counts: z.object({ published: z.number().int(), drafts: z.number().int(), featured: z.number().int() }),
});

const resourceRefSchema = z.object({ id: z.number().int(), title: z.string(), value: z.number() }).nullable();

/** `GET /api/resources/stats` (spec 3 §3 "Stats"): over published resources only. */
export const resourceStatsSchema = z.object({
  total_resources: z.number().int(),
  total_categories: z.number().int(),
  total_views: z.number().int(),
  total_downloads: z.number().int(),
  /** Average of the rated resources' ratings, one decimal; 0 when none is rated. */
  average_rating: z.number(),
  /** `value`: views, rating and downloads respectively. */
  most_popular_resource: resourceRefSchema,
  highest_rated_resource: resourceRefSchema,
  most_downloaded_resource: resourceRefSchema,
  resources_by_type: typeCountsSchema,
  resources_by_difficulty: z.record(z.string(), z.number().int()),
  categories_with_counts: z.array(
    z.object({ id: z.number().int(), name: z.string(), slug: z.string(), resources_count: z.number().int() }),
  ),
});
export type ResourceStats = z.infer<typeof resourceStatsSchema>;

/** `GET /api/admin/resources/stats` (spec 3 §3 "Admin stats", §2.6 Analytics). */
export const adminResourceStatsSchema = z.object({
  total_resources: z.number().int(),
  published_resources: z.number().int(),
  featured_resources: z.number().int(),
  draft_resources: z.number().int(),
  categories_count: z.number().int(),
  active_categories: z.number().int(),
  pending_suggestions: z.number().int(),
  total_views: z.number().int(),
  total_downloads: z.number().int(),
  total_ratings: z.number().int(),
  average_rating: z.number(),
  resources_by_type: typeCountsSchema,
  top_viewed: z.array(z.object({ id: z.number().int(), title: z.string(), view_count: z.number().int() })),
  top_rated: z.array(
    z.object({ id: z.number().int(), title: z.string(), rating: z.number(), rating_count: z.number().int() }),
  ),
});
export type AdminResourceStats = z.infer<typeof adminResourceStatsSchema>;

/** `GET /api/resources/user/bookmarks`. */
export const resourceBookmarksSchema = z.object({
  bookmarks: z.array(resourceSchema.extend({ bookmarked_at: z.string() })),
  pagination: paginationSchema,
  /** The categories and types among all the caller's bookmarks, whatever the filters: the filters' choices. */
  facets: z.object({
    categories: z.array(z.object({ slug: z.string(), name: z.string() })),
    types: z.array(z.enum(RESOURCE_TYPES)),
  }),
  notices: z.array(z.string()),
});

/** `POST /api/resources/{id}/access`: where to go and what was counted. */
export const resourceAccessSchema = z.object({
  url: z.string(),
  action: z.enum(['access', 'download']),
  view_count: z.number().int(),
  download_count: z.number().int(),
});
export type ResourceAccess = z.infer<typeof resourceAccessSchema>;

/** `POST /api/resources/{id}/feedback`: the resource's new figures and the reader's own rating. */
export const resourceFeedbackResultSchema = z.object({
  resource: z.object({
    id: z.number().int(),
    rating: z.number(),
    rating_count: z.number().int(),
    recommend_percentage: z.number().int(),
  }),
  feedback: z.object({
    rating: z.number().int(),
    comment: z.string().nullable(),
    is_recommended: z.boolean(),
  }),
  /** False when the reader rated it for the first time, true when an earlier rating was updated. */
  updated: z.boolean(),
});
export type ResourceFeedbackResult = z.infer<typeof resourceFeedbackResultSchema>;

/** `POST /api/resources/{id}/bookmark` (spec 3 §3 "Bookmark toggle result"). */
export const resourceBookmarkToggleSchema = z.object({
  bookmarked: z.boolean(),
  resource_id: z.number().int(),
  message: z.string(),
});

/** A bulk action: how many changed and ids not found. */
export const resourceBulkResultSchema = z.object({
  action: z.string(),
  affected: z.number().int(),
  missing_ids: z.array(z.number().int()),
});

/** One row of an import report. `row` counts from 1 (the first data row; for CSV the line after the header). */
export const importRowReportSchema = z.object({
  row: z.number().int(),
  kind: z.enum(['resource', 'category']),
  slug: z.string().nullable(),
  title: z.string().nullable(),
  /** `unchanged`: matched by slug and identical, nothing to write. */
  action: z.enum(['create', 'update', 'unchanged', 'error']),
  errors: z.array(z.string()),
});
export type ImportRowReport = z.infer<typeof importRowReportSchema>;

/** `POST /api/admin/resources/import`: the report of a dry run or of an applied import. */
export const importReportSchema = z.object({
  dry_run: z.boolean(),
  /** True when the rows were written (never on a dry run or when any row has an error). */
  applied: z.boolean(),
  format: z.enum(['csv', 'json']),
  summary: z.object({
    total: z.number().int(),
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    error: z.number().int(),
  }),
  rows: z.array(importRowReportSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** `GET /api/resources/recommended`: "Recommended by your counselor". */
export const resourceRecommendationSchema = z.object({
  id: z.number().int(),
  resource: resourceSchema,
  counselor: z.object({ id: z.number().int(), name: z.string() }),
  note: z.string().nullable(),
  ticket_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type ResourceRecommendation = z.infer<typeof resourceRecommendationSchema>;

export const resourceRecommendationsSchema = z.object({
  recommendations: z.array(resourceRecommendationSchema),
});

/** A resource suggestion (counselors and admins propose, admins approve into a resource or reject). */
export const resourceSuggestionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category_id: z.number().int().nullable(),
  category: resourceCategoryRefSchema.nullable(),
  type: z.enum(RESOURCE_TYPES),
  difficulty: z.enum(RESOURCE_DIFFICULTIES),
  external_url: z.string(),
  duration: z.string().nullable(),
  tags: z.array(z.string()),
  author_name: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(RESOURCE_SUGGESTION_STATUSES),
  suggested_by: z.number().int().nullable(),
  suggester: z.object({ name: z.string(), email: z.string() }).nullable(),
  resource_id: z.number().int().nullable(),
  reviewed_by: z.number().int().nullable(),
  reviewed_at: z.string().nullable(),
  reject_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ResourceSuggestion = z.infer<typeof resourceSuggestionSchema>;

export const resourceSuggestionListSchema = z.object({
  suggestions: z.array(resourceSuggestionSchema),
  pagination: paginationSchema,
  notices: z.array(z.string()),
  counts: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
});

/** `GET /api/admin/resources/export?format=json`; the CSV holds the same rows with a `kind` column. */
export const resourceExportSchema = z.object({
  format_version: z.literal(1),
  exported_at: z.string(),
  categories: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      icon: z.string(),
      color: z.string(),
      sort_order: z.number().int(),
      is_active: z.boolean(),
    }),
  ),
  resources: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      description: z.string(),
      category_slug: z.string().nullable(),
      type: z.enum(RESOURCE_TYPES),
      difficulty: z.enum(RESOURCE_DIFFICULTIES),
      external_url: z.string(),
      download_url: z.string().nullable(),
      thumbnail_url: z.string().nullable(),
      duration: z.string().nullable(),
      tags: z.array(z.string()),
      author_name: z.string().nullable(),
      author_bio: z.string().nullable(),
      subcategory: z.string().nullable(),
      sort_order: z.number().int(),
      is_published: z.boolean(),
      is_featured: z.boolean(),
    }),
  ),
});
export type ResourceExport = z.infer<typeof resourceExportSchema>;
