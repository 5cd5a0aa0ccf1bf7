import { z } from 'zod';
import { LIMITS } from '../limits';
import { tagsSchema } from './help';
import { idSchema } from './ids';
import { isLongText, isSingleLineText, TEXT_MESSAGES } from './text-rules';

/**
 * The resource library's inputs (spec 3 §3 "Resources", §5 "Resources", §7 "Resources"; api-contract "Knowledge
 * content"), shared by the forms and the server so the messages are the spec's in both places. Answer shapes are
 * in `resources-shapes.ts`.
 */
const R = LIMITS.resources;

export const RESOURCE_MESSAGES = {
  titleRequired: 'Title is required',
  titleMin: 'Title must be at least 5 characters long',
  titleMax: 'Title cannot exceed 255 characters',
  descriptionRequired: 'Description is required',
  descriptionMin: 'Description must be at least 20 characters long',
  descriptionMax: 'Description cannot exceed 2000 characters',
  categoryRequired: 'Category is required',
  categoryInactive: 'Please choose an active category',
  typeRequired: 'Resource type is required',
  type: 'Resource type must be article, video, audio, exercise, tool or worksheet',
  difficultyRequired: 'Difficulty level is required',
  difficulty: 'Difficulty level must be beginner, intermediate or advanced',
  externalUrlRequired: 'External URL is required',
  externalUrl: 'Please provide a valid external URL',
  downloadUrl: 'Please provide a valid download URL',
  thumbnailUrl: 'Please provide a valid thumbnail URL',
  /** A link that is not plain http or https (javascript:, data:, file:, hidden spaces or control characters). */
  urlScheme: (label: string) => `${label} must be a plain http:// or https:// link`,
  urlMax: (label: string) => `${label} cannot exceed 500 characters`,
  tagsMax: 'Maximum 10 tags allowed',
  authorNameMax: 'Author name cannot exceed 255 characters',
  authorBioMax: 'Author bio cannot exceed 1000 characters',
  subcategoryMax: 'Subcategory cannot exceed 100 characters',
  durationMax: 'Duration cannot exceed 50 characters',
  slug: 'Slug may hold only lowercase letters, digits and hyphens (at most 120)',
  slugTaken: 'A resource with this slug already exists',
  categoryNameRequired: 'Category name is required',
  categoryNameMin: 'Category name must be at least 3 characters long',
  categoryNameMax: 'Category name cannot exceed 255 characters',
  categoryNameTaken: 'A category with this name already exists',
  categoryDescriptionMax: 'Description cannot exceed 1000 characters',
  categoryHoldsResources:
    'This category holds resources. Please move them to another category first or they will become uncategorized.',
  color: 'Color must be a valid hex color code (e.g., #FF0000)',
  icon: 'Icon must be a plain icon name (e.g., BookOpen)',
  sortOrder: 'Sort order must be a non-negative integer',
  ratingRequired: 'Please select a rating',
  commentMax: 'Comment cannot exceed 300 characters',
  recommended: 'Recommended must be true or false',
  noResourcesSelected: 'No resources selected',
  tooManySelected: 'At most 100 resources can be changed at once',
  bulkAction: 'Action must be publish, unpublish, feature, unfeature or delete',
  patchEmpty: 'Nothing to change: send is_published or is_featured',
  searchMax: 'Search cannot exceed 200 characters',
  sort: 'Sort must be featured, rating, popular, downloads, newest or relevance',
  status: 'Status must be published, unpublished or featured',
  format: 'Format must be csv or json',
  invalidResource: 'Invalid resource',
  invalidCategory: 'Invalid category',
  invalidStudent: 'Invalid student',
  invalidTicket: 'Invalid ticket ID',
  invalidSuggestion: 'Invalid suggestion',
  noteMax: 'Note cannot exceed 500 characters',
  rejectReasonRequired: 'Please provide a reason for rejecting the suggestion',
  rejectReasonMax: 'Reason cannot exceed 1000 characters',
  suggestForbidden: 'Only counselors and administrators can suggest content.',
  recommendForbidden: 'You can only recommend resources to students you support',
  notAStudent: 'Resources can only be recommended to students',
  alreadyReviewed: 'This suggestion has already been reviewed',
  resourceNotFound: (id: number) => `Resource with ID ${id} not found`,
  categoryNotFound: 'Category not found',
  suggestionNotFound: 'Suggestion not found',
  dryRun: 'Dry run must be true or false',
  // Paging corrections (spec 3 §5): the value is corrected and the note comes back in `notices`.
  pageInteger: 'Page must be an integer',
  pageMin: 'Page must be 1 or greater',
  perPageInteger: 'Per page must be an integer',
  perPageMin: 'Per page must be 1 or greater',
  perPageMax: 'Per page cannot exceed 100',
} as const;

/** Spec 3 §3 and §9: the types and difficulty levels, in the spec's order. */
export const RESOURCE_TYPES = ['article', 'video', 'audio', 'exercise', 'tool', 'worksheet'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
export const RESOURCE_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type ResourceDifficulty = (typeof RESOURCE_DIFFICULTIES)[number];
/** `relevance` is the default while searching; otherwise `featured` (spec 3 §3 "Library filters"). */
export const RESOURCE_SORTS = ['featured', 'rating', 'popular', 'downloads', 'newest', 'relevance'] as const;
export type ResourceSort = (typeof RESOURCE_SORTS)[number];
export const RESOURCE_STATUSES = ['published', 'unpublished', 'featured'] as const;
export const BULK_RESOURCE_ACTIONS = ['publish', 'unpublish', 'feature', 'unfeature', 'delete'] as const;
export type BulkResourceAction = (typeof BULK_RESOURCE_ACTIONS)[number];
export const RESOURCE_SUGGESTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ResourceSuggestionStatus = (typeof RESOURCE_SUGGESTION_STATUSES)[number];
export const EXPORT_FORMATS = ['csv', 'json'] as const;

/**
 * True for a link a browser may safely open from the library: `http:` or `https:` with a host, written with no
 * whitespace or control character anywhere (so `java\tscript:`, ` javascript:` and `https://a b` are refused),
 * no backslash and no user name or password before the host.
 */
export function isSafeHttpUrl(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  if (/[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff\\]/.test(value))
    return false;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname.length > 0 &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}

/** True when the text at least looks like a link of some scheme (so the message can say what is wrong). */
function looksLikeLink(value: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(value.trim()) && !/^https?:\/\//i.test(value.trim());
}

/** An http(s) link: `invalid` for text that is no link, the scheme message for other schemes and tricks. */
function urlSchema(label: string, invalid: string, required: string = invalid) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) })
    .max(R.urlMax, RESOURCE_MESSAGES.urlMax(label))
    .superRefine((value, issue) => {
      if (isSafeHttpUrl(value)) return;
      if (value.trim() === '') return void issue.addIssue({ code: 'custom', message: required });
      const trick = looksLikeLink(value) || /[\s\\]/.test(value);
      issue.addIssue({ code: 'custom', message: trick ? RESOURCE_MESSAGES.urlScheme(label) : invalid });
    });
}

/** Empty optional text becomes null (spec 3 §5 "Data preparation"). */
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const optionalUrl = (label: string, invalid: string) =>
  z.preprocess(emptyToNull, urlSchema(label, invalid).nullish());

function requiredText(required: string, min: number, minMessage: string, max: number, maxMessage: string) {
  return z.string({ error: required }).trim().min(1, required).min(min, minMessage).max(max, maxMessage);
}

function optionalText(max: number, message: string, label: string, long = false) {
  return z.preprocess(
    emptyToNull,
    z
      .string({ error: message })
      .trim()
      .max(max, message)
      .refine(
        long ? isLongText : isSingleLineText,
        long ? TEXT_MESSAGES.longText(label) : TEXT_MESSAGES.singleLine(label),
      )
      .nullish(),
  );
}

/** Tags may arrive as a list, as a JSON list in text, as comma-separated text or empty (spec 3 §3). */
export const resourceTagsSchema = z.preprocess((value) => {
  if (value === null || value === undefined || value === '') return [];
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text);
    } catch {
      return value;
    }
  }
  return text.split(',');
}, tagsSchema);

const slugSchema = z
  .string({ error: RESOURCE_MESSAGES.slug })
  .trim()
  .max(R.slugMax, RESOURCE_MESSAGES.slug)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, RESOURCE_MESSAGES.slug);

const sortOrder = z.preprocess(
  (value) => (typeof value === 'string' && /^[0-9]{1,7}$/.test(value) ? Number(value) : value),
  z
    .number({ error: RESOURCE_MESSAGES.sortOrder })
    .int(RESOURCE_MESSAGES.sortOrder)
    .min(0, RESOURCE_MESSAGES.sortOrder)
    .max(1_000_000, RESOURCE_MESSAGES.sortOrder),
);

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

const categoryId = (required: string = RESOURCE_MESSAGES.categoryRequired) =>
  z.preprocess((value) => (value === '' ? undefined : value), idSchema(required));

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

/** Empty, null and `all` mean "no filter" (spec 3 §3: type 'all', difficulty 'all'). */
const noFilter = (value: unknown) => (value === '' || value === 'all' || value === null ? undefined : value);

const booleanQuery = (message = 'Must be true or false') =>
  z.preprocess(
    noFilter,
    z
      .enum(['true', 'false', '1', '0'], { error: message })
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
  );

const searchQuery = z.preprocess(
  noFilter,
  z
    .string({ error: RESOURCE_MESSAGES.searchMax })
    .trim()
    .max(R.searchMax, RESOURCE_MESSAGES.searchMax)
    .optional()
    .transform((value) => (value ? value : undefined)),
);

/** A filter that may also arrive as a list (`type[]=video&type[]=audio`); the list keeps its known values. */
function listFilter<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(
    (value) => {
      const list = (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value])
        .map((item) => noFilter(typeof item === 'string' ? item.trim() : item))
        .filter((item) => item !== undefined);
      return list.length === 0 ? undefined : list;
    },
    z
      .array(z.enum(values, { error: message }))
      .max(values.length * 2, message)
      .optional(),
  );
}

/**
 * Paging with the spec's corrections (spec 3 §5): a bad page becomes 1 and a bad per_page 25, and the reason
 * comes back in `notices` instead of a refusal.
 */
function correctedPaging(raw: { page?: unknown; per_page?: unknown }, perPageDefault: number) {
  const notices: string[] = [];
  const numberOf = (value: unknown) =>
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^-?[0-9]+(\.[0-9]+)?$/.test(value.trim())
        ? Number(value)
        : Number.NaN;
  let page = 1;
  if (raw.page !== undefined && raw.page !== '') {
    const value = numberOf(raw.page);
    if (!Number.isInteger(value)) notices.push(RESOURCE_MESSAGES.pageInteger);
    else if (value < 1) notices.push(RESOURCE_MESSAGES.pageMin);
    else page = Math.min(value, 1_000_000);
  }
  let perPage = perPageDefault;
  if (raw.per_page !== undefined && raw.per_page !== '') {
    const value = numberOf(raw.per_page);
    if (!Number.isInteger(value)) notices.push(RESOURCE_MESSAGES.perPageInteger);
    else if (value < 1) notices.push(RESOURCE_MESSAGES.perPageMin);
    else if (value > R.perPageMax) notices.push(RESOURCE_MESSAGES.perPageMax);
    else perPage = value;
  }
  return { page, per_page: perPage, notices };
}

const pagingFields = {
  page: z.union([z.string(), z.number()]).optional(),
  per_page: z.union([z.string(), z.number()]).optional(),
};

/** `GET /api/resources/user/bookmarks`: page and per_page with the spec's corrections. */
export const resourceBookmarksQuerySchema = z
  .object(pagingFields)
  .transform((query) => correctedPaging(query, R.perPageDefault));
export type ResourceBookmarksQuery = z.infer<typeof resourceBookmarksQuerySchema>;

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
    (value) => (value === undefined || value === '' ? 'true' : String(value)),
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
  category_id: categoryId().nullish(),
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
