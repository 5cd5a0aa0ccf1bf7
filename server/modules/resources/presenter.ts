import type { Selectable } from 'kysely';
import {
  RESOURCE_DIFFICULTIES,
  RESOURCE_SUGGESTION_STATUSES,
  RESOURCE_TYPES,
  type ResourceDifficulty,
  type ResourceType,
} from '../../../common/schemas/resources';
import type {
  AdminResource,
  Resource,
  ResourceCategory,
  ResourceSuggestion,
} from '../../../common/schemas/resources-shapes';
import { JSON_STRING, readJsonList } from '../../db/json-columns';
import type { ResourceCategoriesTable, ResourceSuggestionsTable } from '../../db/types';
import { type HighlightTerm, highlightAll, snippet } from '../../search/highlight';
import type { ReaderMarks } from './reader-repository';
import type { ResourceRow } from './repository';

export const tagsOf = (text: string) => readJsonList(text, JSON_STRING);

export const typeOf = (value: string): ResourceType =>
  RESOURCE_TYPES.find((type) => type === value) ?? 'article';
export const difficultyOf = (value: string): ResourceDifficulty =>
  RESOURCE_DIFFICULTIES.find((level) => level === value) ?? 'beginner';

/** Tenths as the one-decimal rating (43 -> 4.3), clamped to 0-5 (spec 3 §5). */
export const ratingOf = (tenths: number) => Math.min(50, Math.max(0, tenths)) / 10;

export const recommendShare = (recommended: number, count: number) =>
  count === 0 ? 0 : Math.round((recommended / count) * 100);

/** The category a row was joined with (spec 3 §3 defaults for colour and icon), or null. */
function categoryRefOf(row: {
  category_id: number | null;
  category_name: string | null;
  category_slug: string | null;
  category_color: string | null;
  category_icon: string | null;
}) {
  if (row.category_id === null || row.category_name === null) return null;
  return {
    id: row.category_id,
    name: row.category_name,
    slug: row.category_slug ?? '',
    color: row.category_color ?? '#3B82F6',
    icon: row.category_icon ?? 'BookOpen',
  };
}

export const NO_MARKS: ReaderMarks = { bookmarks: new Map(), feedback: new Map() };

/** A resource for a reader; `terms` (with a search) adds the highlighted title and description passage. */
export function presentResource(
  row: ResourceRow,
  marks: ReaderMarks,
  terms?: readonly HighlightTerm[],
): Resource {
  const bookmarkedAt = marks.bookmarks.get(row.id) ?? null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category_id: row.category_id,
    category: categoryRefOf(row),
    type: typeOf(row.type),
    difficulty: difficultyOf(row.difficulty),
    external_url: row.external_url,
    download_url: row.download_url,
    thumbnail_url: row.thumbnail_url,
    duration: row.duration,
    tags: tagsOf(row.tags),
    author_name: row.author_name,
    author_bio: row.author_bio,
    subcategory: row.subcategory,
    sort_order: row.sort_order,
    is_published: row.is_published === 1,
    is_featured: row.is_featured === 1,
    published_at: row.published_at,
    rating: ratingOf(row.rating_tenths),
    rating_count: row.rating_count,
    recommend_percentage: recommendShare(row.recommend_count, row.rating_count),
    view_count: row.view_count,
    download_count: row.download_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
    is_bookmarked: bookmarkedAt !== null,
    bookmarked_at: bookmarkedAt,
    my_feedback: marks.feedback.get(row.id) ?? null,
    ...(terms ? highlightsOf(row, terms) : {}),
  };
}

/**
 * A row's marked title and snippet for a search's terms, worked out once per row and terms: a searched page's rows
 * are kept until a write (`listResources`), and marking 25 descriptions was a quarter of a search's time.
 */
const highlights = new WeakMap<ResourceRow, Map<string, { title_highlight: string; highlight: string }>>();
function highlightsOf(row: ResourceRow, terms: readonly HighlightTerm[]) {
  const key = JSON.stringify(terms);
  let byTerms = highlights.get(row);
  if (!byTerms) {
    byTerms = new Map();
    highlights.set(row, byTerms);
  }
  let marked = byTerms.get(key);
  if (!marked) {
    if (byTerms.size >= 20) byTerms.clear();
    marked = { title_highlight: highlightAll(row.title, terms), highlight: snippet(row.description, terms) };
    byTerms.set(key, marked);
  }
  return marked;
}

export function presentAdminResource(row: ResourceRow, marks: ReaderMarks): AdminResource {
  return {
    ...presentResource(row, marks),
    created_by: row.created_by,
    creator: row.creator_name !== null ? { name: row.creator_name } : null,
  };
}

export type ResourceCategoryRow = Selectable<ResourceCategoriesTable> & { resources_count: number };

export function presentResourceCategory(row: ResourceCategoryRow): ResourceCategory {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    icon: row.icon,
    color: row.color,
    sort_order: row.sort_order,
    is_active: row.is_active === 1,
    resources_count: row.resources_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export type ResourceSuggestionRow = Selectable<ResourceSuggestionsTable> & {
  category_name: string | null;
  category_slug: string | null;
  category_color: string | null;
  category_icon: string | null;
  suggester_name: string | null;
  suggester_email: string | null;
};

export function presentResourceSuggestion(row: ResourceSuggestionRow): ResourceSuggestion {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category_id: row.category_id,
    category: categoryRefOf(row),
    type: typeOf(row.type),
    difficulty: difficultyOf(row.difficulty),
    external_url: row.external_url,
    duration: row.duration,
    tags: tagsOf(row.tags),
    author_name: row.author_name,
    note: row.note,
    status: RESOURCE_SUGGESTION_STATUSES.find((status) => status === row.status) ?? 'pending',
    suggested_by: row.suggested_by,
    suggester:
      row.suggester_name !== null ? { name: row.suggester_name, email: row.suggester_email ?? '' } : null,
    resource_id: row.resource_id,
    reviewed_by: row.reviewed_by,
    reviewed_at: row.reviewed_at,
    reject_reason: row.reject_reason,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
