import { z } from 'zod';
import { LIMITS } from '../limits';
import { tagsSchema } from './help';
import { idSchema } from './ids';
import { isLongText, isSingleLineText, TEXT_MESSAGES } from './text-rules';

/**
 * The resource library's rules, re-exported by `resources.ts`: the spec's messages (spec 3 §5, §8 "Resources"),
 * the value lists, the http/https link check, and the field and query pieces the input schemas are built from
 * (paging with the spec's corrections included).
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
  bookmarkSort: 'Sort must be saved, title, rating or type',
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
/** My Bookmarks' sorts (spec 3 §2.4): Recently Saved, Title A-Z, Highest Rated, Resource Type. */
export const BOOKMARK_SORTS = ['saved', 'title', 'rating', 'type'] as const;
export type BookmarkSort = (typeof BOOKMARK_SORTS)[number];
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
export function urlSchema(label: string, invalid: string, required: string = invalid) {
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
export const emptyToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

export const optionalUrl = (label: string, invalid: string) =>
  z.preprocess(emptyToNull, urlSchema(label, invalid).nullish());

export function requiredText(
  required: string,
  min: number,
  minMessage: string,
  max: number,
  maxMessage: string,
) {
  return z.string({ error: required }).trim().min(1, required).min(min, minMessage).max(max, maxMessage);
}

export function optionalText(max: number, message: string, label: string, long = false) {
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

export const slugSchema = z
  .string({ error: RESOURCE_MESSAGES.slug })
  .trim()
  .max(R.slugMax, RESOURCE_MESSAGES.slug)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, RESOURCE_MESSAGES.slug);

export const sortOrder = z.preprocess(
  (value) => (typeof value === 'string' && /^[0-9]{1,7}$/.test(value) ? Number(value) : value),
  z
    .number({ error: RESOURCE_MESSAGES.sortOrder })
    .int(RESOURCE_MESSAGES.sortOrder)
    .min(0, RESOURCE_MESSAGES.sortOrder)
    .max(1_000_000, RESOURCE_MESSAGES.sortOrder),
);

export const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

export const categoryId = (required: string = RESOURCE_MESSAGES.categoryRequired) =>
  z.preprocess((value) => (value === '' ? undefined : value), idSchema(required));
/** A category that may be left out: empty text and null both mean none. */
export const optionalCategoryId = (required: string = RESOURCE_MESSAGES.categoryRequired) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    idSchema(required).optional(),
  );
/** Empty, null and `all` mean "no filter" (spec 3 §3: type 'all', difficulty 'all'). */
export const noFilter = (value: unknown) =>
  value === '' || value === 'all' || value === null ? undefined : value;

export const booleanQuery = (message = 'Must be true or false') =>
  z.preprocess(
    noFilter,
    z
      .enum(['true', 'false', '1', '0'], { error: message })
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
  );

export const searchQuery = z.preprocess(
  noFilter,
  z
    .string({ error: RESOURCE_MESSAGES.searchMax })
    .trim()
    .max(R.searchMax, RESOURCE_MESSAGES.searchMax)
    .optional()
    .transform((value) => (value ? value : undefined)),
);

/** A filter that may also arrive as a list (`type[]=video&type[]=audio`); the list keeps its known values. */
export function listFilter<T extends readonly [string, ...string[]]>(values: T, message: string) {
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
export function correctedPaging(raw: { page?: unknown; per_page?: unknown }, perPageDefault: number) {
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
