import { z } from 'zod';
import { LIMITS } from '../limits';
import { idSchema } from './ids';
import {
  BOOKMARK_SORTS,
  BULK_RESOURCE_ACTIONS,
  booleanQuery,
  categoryId,
  correctedPaging,
  EXPORT_FORMATS,
  flag,
  listFilter,
  noFilter,
  optionalCategoryId,
  optionalText,
  optionalUrl,
  RESOURCE_DIFFICULTIES,
  RESOURCE_MESSAGES,
  RESOURCE_SORTS,
  RESOURCE_STATUSES,
  RESOURCE_SUGGESTION_STATUSES,
  RESOURCE_TYPES,
  requiredText,
  resourceTagsSchema,
  searchQuery,
  slugSchema,
  sortOrder,
  urlSchema,
} from './resources-rules';
import { isLongText, isSingleLineText, TEXT_MESSAGES } from './text-rules';

/**
 * The resource library's inputs (spec 3 §3 "Resources", §5 "Resources", §7 "Resources"; api-contract "Knowledge
 * content"), shared by the forms and the server so the messages are the spec's in both places. The messages,
 * value lists and link rule are in `resources-rules.ts` (re-exported here); answer shapes in `resources-shapes.ts`.
 */
export * from './resources-rules';

const R = LIMITS.resources;

const resourceFields = {
  title: requiredText(
    RESOURCE_MESSAGES.titleRequired,
    R.titleMin,
    RESOURCE_MESSAGES.titleMin,
    R.titleMax,
    RESOURCE_MESSAGES.titleMax,
  ).refine(isSingleLineText, TEXT_MESSAGES.singleLine('Title')),
  description: requiredText(
    RESOURCE_MESSAGES.descriptionRequired,
    R.descriptionMin,
    RESOURCE_MESSAGES.descriptionMin,
    R.descriptionMax,
    RESOURCE_MESSAGES.descriptionMax,
  ).refine(isLongText, TEXT_MESSAGES.longText('Description')),
  category_id: categoryId(),
  type: z.enum(RESOURCE_TYPES, {
    error: (issue) => (issue.input === undefined ? RESOURCE_MESSAGES.typeRequired : RESOURCE_MESSAGES.type),
  }),
  difficulty: z.enum(RESOURCE_DIFFICULTIES, {
    error: (issue) =>
      issue.input === undefined ? RESOURCE_MESSAGES.difficultyRequired : RESOURCE_MESSAGES.difficulty,
  }),
  external_url: urlSchema(
    'External URL',
    RESOURCE_MESSAGES.externalUrl,
    RESOURCE_MESSAGES.externalUrlRequired,
  ),
  download_url: optionalUrl('Download URL', RESOURCE_MESSAGES.downloadUrl),
  thumbnail_url: optionalUrl('Thumbnail URL', RESOURCE_MESSAGES.thumbnailUrl),
  duration: optionalText(R.durationMax, RESOURCE_MESSAGES.durationMax, 'Duration'),
  tags: resourceTagsSchema,
  author_name: optionalText(R.authorNameMax, RESOURCE_MESSAGES.authorNameMax, 'Author name'),
  author_bio: optionalText(R.authorBioMax, RESOURCE_MESSAGES.authorBioMax, 'Author bio', true),
  subcategory: optionalText(R.subcategoryMax, RESOURCE_MESSAGES.subcategoryMax, 'Subcategory'),
  sort_order: sortOrder,
  is_published: flag('Published'),
  is_featured: flag('Featured'),
  /** Optional; derived from the title when absent. Import matches rows to resources by it. */
  slug: slugSchema,
};

/** `POST /api/admin/resources`: spec 3 §7 resource payload with the §5 defaults (flags false, sort order 0). */
export const resourceCreateSchema = z.object({
  ...resourceFields,
  download_url: resourceFields.download_url.default(null),
  thumbnail_url: resourceFields.thumbnail_url.default(null),
  duration: resourceFields.duration.default(null),
  tags: resourceFields.tags.default([]),
  author_name: resourceFields.author_name.default(null),
  author_bio: resourceFields.author_bio.default(null),
  subcategory: resourceFields.subcategory.default(null),
  sort_order: sortOrder.default(0),
  is_published: resourceFields.is_published.default(false),
  is_featured: resourceFields.is_featured.default(false),
  slug: slugSchema.optional(),
});
export type ResourceCreateInput = z.infer<typeof resourceCreateSchema>;

/** `PUT /api/admin/resources/{id}`: fields sent replace the stored ones, missing ones are kept. */
export const resourceUpdateSchema = z
  .object({
    ...resourceFields,
    published_at: z.iso
      .datetime({ error: 'Published date must be an ISO date-time', offset: true })
      .nullish(),
  })
  .partial();
export type ResourceUpdateInput = z.infer<typeof resourceUpdateSchema>;

/** `PATCH /api/admin/resources/{id}` (api-contract): publish and feature toggles. */
export const resourcePatchSchema = z
  .object({ is_published: flag('Published').optional(), is_featured: flag('Featured').optional() })
  .refine((body) => body.is_published !== undefined || body.is_featured !== undefined, {
    message: RESOURCE_MESSAGES.patchEmpty,
  });
export type ResourcePatchInput = z.infer<typeof resourcePatchSchema>;

/** `POST /api/admin/resources/bulk-action` (api-contract). */
export const resourceBulkActionSchema = z.object({
  action: z.enum(BULK_RESOURCE_ACTIONS, { error: RESOURCE_MESSAGES.bulkAction }),
  resource_ids: z
    .array(idSchema(RESOURCE_MESSAGES.invalidResource), { error: RESOURCE_MESSAGES.noResourcesSelected })
    .min(1, RESOURCE_MESSAGES.noResourcesSelected)
    .max(R.bulkMax, RESOURCE_MESSAGES.tooManySelected),
});
export type ResourceBulkActionInput = z.infer<typeof resourceBulkActionSchema>;

/** Resource categories (spec 3 §3; defaults icon BookOpen, colour #3B82F6, active). */
const categoryFields = {
  name: requiredText(
    RESOURCE_MESSAGES.categoryNameRequired,
    R.categoryNameMin,
    RESOURCE_MESSAGES.categoryNameMin,
    R.categoryNameMax,
    RESOURCE_MESSAGES.categoryNameMax,
  ).refine(isSingleLineText, TEXT_MESSAGES.singleLine('Category name')),
  description: optionalText(
    R.categoryDescriptionMax,
    RESOURCE_MESSAGES.categoryDescriptionMax,
    'Description',
    true,
  ),
  icon: z
    .string({ error: RESOURCE_MESSAGES.icon })
    .regex(/^[A-Za-z][A-Za-z0-9]{0,49}$/, RESOURCE_MESSAGES.icon),
  color: z.string({ error: RESOURCE_MESSAGES.color }).regex(/^#[0-9A-Fa-f]{6}$/, RESOURCE_MESSAGES.color),
  sort_order: sortOrder,
  is_active: flag('Active'),
  slug: slugSchema,
};

export const resourceCategoryCreateSchema = z.object({
  name: categoryFields.name,
  description: categoryFields.description.default(null),
  icon: categoryFields.icon.default('BookOpen'),
  color: categoryFields.color.default('#3B82F6'),
  sort_order: categoryFields.sort_order.default(0),
  is_active: categoryFields.is_active.default(true),
  slug: slugSchema.optional(),
});
export type ResourceCategoryCreateInput = z.infer<typeof resourceCategoryCreateSchema>;

export const resourceCategoryUpdateSchema = z.object(categoryFields).partial();
export type ResourceCategoryUpdateInput = z.infer<typeof resourceCategoryUpdateSchema>;

/** `POST /api/resources/{id}/feedback` (spec 3 §3 "Feedback", §5 "Rating"). */
export const resourceFeedbackSchema = z.object({
  rating: z.preprocess(
    (value) => (typeof value === 'string' && /^[1-5]$/.test(value) ? Number(value) : value),
    z
      .number({ error: RESOURCE_MESSAGES.ratingRequired })
      .int(RESOURCE_MESSAGES.ratingRequired)
      .min(1, RESOURCE_MESSAGES.ratingRequired)
      .max(5, RESOURCE_MESSAGES.ratingRequired),
  ),
  comment: optionalText(R.commentMax, RESOURCE_MESSAGES.commentMax, 'Comment', true),
  is_recommended: z.boolean({ error: RESOURCE_MESSAGES.recommended }).default(true),
});
export type ResourceFeedbackInput = z.infer<typeof resourceFeedbackSchema>;

const pagingFields = {
  page: z.union([z.string(), z.number()]).optional(),
  per_page: z.union([z.string(), z.number()]).optional(),
};

const listFields = {
  ...pagingFields,
  search: searchQuery,
  /** A category slug (spec 3 §3: categories are matched by slug in filters); an id is accepted too. */
  category: z.preprocess(
    noFilter,
    z
      .string({ error: RESOURCE_MESSAGES.invalidCategory })
      .trim()
      .max(R.slugMax, RESOURCE_MESSAGES.invalidCategory)
      .regex(/^[a-z0-9-]+$/i, RESOURCE_MESSAGES.invalidCategory)
      .optional(),
  ),
  type: listFilter(RESOURCE_TYPES, RESOURCE_MESSAGES.type),
  difficulty: listFilter(RESOURCE_DIFFICULTIES, RESOURCE_MESSAGES.difficulty),
  sort_by: z.preprocess(noFilter, z.enum(RESOURCE_SORTS, { error: RESOURCE_MESSAGES.sort }).optional()),
  featured: booleanQuery('Featured must be true or false'),
};

/**
 * `GET /api/resources/user/bookmarks` (spec 3 §2.4): page and per_page with the spec's corrections; search, one
 * category (slug), one type and a sort (default `saved`, most recently saved first) over the caller's bookmarks.
 */
export const resourceBookmarksQuerySchema = z
  .object({
    ...pagingFields,
    search: listFields.search,
    category: listFields.category,
    type: z.preprocess(noFilter, z.enum(RESOURCE_TYPES, { error: RESOURCE_MESSAGES.type }).optional()),
    sort_by: z.preprocess(
      noFilter,
      z.enum(BOOKMARK_SORTS, { error: RESOURCE_MESSAGES.bookmarkSort }).default('saved'),
    ),
  })
  .transform((query) => ({ ...query, ...correctedPaging(query, R.perPageDefault) }));
export type ResourceBookmarksQuery = z.infer<typeof resourceBookmarksQuerySchema>;

/**
 * `GET /api/resources` (spec 3 §3 "Library filters"): defaults page 1, per_page 25, sort `featured`
 * (`relevance` while searching), type and difficulty 'all'. Bracketed list names (`type[]`) are read too.
 */
export const resourceListQuerySchema = z
  .object({
    ...listFields,
    'type[]': listFields.type,
    'difficulty[]': listFields.difficulty,
    /** Admins only: include drafts (ignored for everyone else). */
    include_drafts: booleanQuery('Include drafts must be true or false'),
  })
  .transform(({ 'type[]': typeList, 'difficulty[]': difficultyList, ...query }) => ({
    ...query,
    ...correctedPaging(query, R.perPageDefault),
    type: query.type ?? typeList,
    difficulty: query.difficulty ?? difficultyList,
  }));
export type ResourceListQuery = z.infer<typeof resourceListQuerySchema>;

/** `GET /api/admin/resources` (spec 3 §2.6: status, category, type, difficulty, sort default newest). */
export const adminResourceListQuerySchema = z
  .object({
    ...listFields,
    status: z.preprocess(noFilter, z.enum(RESOURCE_STATUSES, { error: RESOURCE_MESSAGES.status }).optional()),
  })
  .transform((query) => ({ ...query, ...correctedPaging(query, R.perPageDefault) }));
export type AdminResourceListQuery = z.infer<typeof adminResourceListQuerySchema>;

/** `GET /api/resources/categories` and the admin list. */
export const resourceCategoriesQuerySchema = z.object({
  include_inactive: booleanQuery('Include inactive must be true or false'),
});

/** `GET /api/admin/resources/export`. */
export const resourceExportQuerySchema = z.object({
  format: z.preprocess(
    (value) => (value === undefined || value === '' ? 'json' : value),
    z.enum(EXPORT_FORMATS, { error: RESOURCE_MESSAGES.format }),
  ),
});
export type ResourceExportQuery = z.infer<typeof resourceExportQuerySchema>;

/** `POST /api/admin/resources/import`: the multipart fields beside `file`. Without `dry_run`, a dry run. */
export const resourceImportOptionsSchema = z.object({
  dry_run: z.preprocess(
    (value) =>
      value === undefined || value === '' ? 'true' : typeof value === 'boolean' ? String(value) : value,
    z
      .enum(['true', 'false', '1', '0'], { error: RESOURCE_MESSAGES.dryRun })
      .transform((value) => value === 'true' || value === '1'),
  ),
});
export type ResourceImportOptions = z.infer<typeof resourceImportOptionsSchema>;

/** `POST /api/resources/{id}/recommend`: a counselor recommends a resource to a student they support. */
export const resourceRecommendSchema = z.object({
  student_id: idSchema(RESOURCE_MESSAGES.invalidStudent),
  ticket_id: idSchema(RESOURCE_MESSAGES.invalidTicket).nullish(),
  note: optionalText(R.noteMax, RESOURCE_MESSAGES.noteMax, 'Note', true),
});
export type ResourceRecommendInput = z.infer<typeof resourceRecommendSchema>;

/** `POST /api/resources/suggestions`: a resource proposed by a counselor or an admin, reviewed by admins. */
export const resourceSuggestionCreateSchema = z.object({
  title: resourceFields.title,
  description: resourceFields.description,
  category_id: optionalCategoryId(),
  type: resourceFields.type,
  difficulty: resourceFields.difficulty.default('beginner'),
  external_url: resourceFields.external_url,
  duration: resourceFields.duration.default(null),
  tags: resourceFields.tags.default([]),
  author_name: resourceFields.author_name.default(null),
  note: optionalText(R.noteMax, RESOURCE_MESSAGES.noteMax, 'Note', true).default(null),
});
export type ResourceSuggestionCreateInput = z.infer<typeof resourceSuggestionCreateSchema>;

export const resourceSuggestionListQuerySchema = z
  .object({
    ...pagingFields,
    status: z.preprocess(
      noFilter,
      z
        .enum(RESOURCE_SUGGESTION_STATUSES, { error: 'Status must be pending, approved or rejected' })
        .optional(),
    ),
  })
  .transform((query) => ({ ...query, ...correctedPaging(query, R.perPageDefault) }));
export type ResourceSuggestionListQuery = z.infer<typeof resourceSuggestionListQuerySchema>;

/** Approving publishes the suggestion as a resource (in the category given, or the suggested one). */
export const resourceSuggestionApproveSchema = z
  .object({
    category_id: categoryId().optional(),
    is_published: flag('Published').optional(),
    is_featured: flag('Featured').optional(),
  })
  .nullish()
  .transform((body) => body ?? {});
export type ResourceSuggestionApproveInput = z.infer<typeof resourceSuggestionApproveSchema>;

export const resourceSuggestionRejectSchema = z.object({
  reason: z
    .string({ error: RESOURCE_MESSAGES.rejectReasonRequired })
    .trim()
    .min(1, RESOURCE_MESSAGES.rejectReasonRequired)
    .max(R.rejectReasonMax, RESOURCE_MESSAGES.rejectReasonMax)
    .refine(isLongText, TEXT_MESSAGES.longText('Reason')),
});
export type ResourceSuggestionRejectInput = z.infer<typeof resourceSuggestionRejectSchema>;

export const resourceIdParamsSchema = z.object({ id: idSchema(RESOURCE_MESSAGES.invalidResource) });
export const resourceCategoryIdParamsSchema = z.object({ id: idSchema(RESOURCE_MESSAGES.invalidCategory) });
export const resourceSuggestionIdParamsSchema = z.object({
  id: idSchema(RESOURCE_MESSAGES.invalidSuggestion),
});
