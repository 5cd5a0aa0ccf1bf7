import type { Generated } from 'kysely';

/** The resource library's tables (migration 0016), in the portable column types of `types.ts`. */
export interface ResourceCategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string | null;
  icon: string;
  color: string;
  sort_order: number;
  is_active: number;
  created_at: string;
  updated_at: string;
}

/**
 * A resource. `rating_tenths` is the true average rating in tenths (43 = 4.3); `search_title` and
 * `search_body` are the plain words its full-text index holds. Tags are a JSON list in text.
 */
export interface ResourcesTable {
  id: Generated<number>;
  slug: string;
  category_id: number | null;
  title: string;
  description: string;
  type: string;
  difficulty: string;
  external_url: string;
  download_url: string | null;
  thumbnail_url: string | null;
  duration: string | null;
  tags: string;
  author_name: string | null;
  author_bio: string | null;
  subcategory: string | null;
  sort_order: number;
  is_published: number;
  is_featured: number;
  published_at: string | null;
  view_count: Generated<number>;
  download_count: Generated<number>;
  rating_tenths: Generated<number>;
  rating_count: Generated<number>;
  recommend_count: Generated<number>;
  created_by: number | null;
  search_title: string;
  search_body: string;
  created_at: string;
  updated_at: string;
}

/** One rating per reader and resource. */
export interface ResourceFeedbackTable {
  id: Generated<number>;
  resource_id: number;
  user_id: number;
  rating: number;
  comment: string | null;
  is_recommended: number;
  created_at: string;
  updated_at: string;
}

export interface ResourceBookmarksTable {
  user_id: number;
  resource_id: number;
  created_at: string;
}

export interface ResourceRecommendationsTable {
  id: Generated<number>;
  resource_id: number;
  student_id: number;
  counselor_id: number | null;
  ticket_id: number | null;
  note: string | null;
  created_at: string;
}

export interface ResourceSuggestionsTable {
  id: Generated<number>;
  title: string;
  description: string;
  category_id: number | null;
  type: string;
  difficulty: string;
  external_url: string;
  duration: string | null;
  tags: string;
  author_name: string | null;
  note: string | null;
  status: string;
  suggested_by: number | null;
  resource_id: number | null;
  reviewed_by: number | null;
  reviewed_at: string | null;
  reject_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface ResourceSearchVocabularyTable {
  term: string;
  doc_count: number;
}

/** The resource library's part of `Database`. */
export interface ResourceDatabase {
  resource_categories: ResourceCategoriesTable;
  resources: ResourcesTable;
  resource_feedback: ResourceFeedbackTable;
  resource_bookmarks: ResourceBookmarksTable;
  resource_recommendations: ResourceRecommendationsTable;
  resource_suggestions: ResourceSuggestionsTable;
  resource_search_vocabulary: ResourceSearchVocabularyTable;
}
