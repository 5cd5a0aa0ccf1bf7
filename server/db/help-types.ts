import type { Generated } from 'kysely';

/** The help center's tables (migration 0013), in the portable column types of `types.ts`. */
/** Help center (migration 0013): categories of FAQs. */
export interface HelpCategoriesTable {
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

/** A FAQ; `search_question` and `search_answer` are the plain words its full-text index holds. */
export interface FaqsTable {
  id: Generated<number>;
  category_id: number | null;
  question: string;
  answer: string;
  tags: string;
  sort_order: number;
  is_published: number;
  is_featured: number;
  helpful_count: Generated<number>;
  not_helpful_count: Generated<number>;
  view_count: Generated<number>;
  created_by: number | null;
  source_suggestion_id: number | null;
  search_question: string;
  search_answer: string;
  created_at: string;
  updated_at: string;
  published_at: string | null;
}

/** One vote per reader and FAQ. */
export interface FaqFeedbackTable {
  id: Generated<number>;
  faq_id: number;
  user_id: number;
  is_helpful: number;
  reason: string | null;
  comment: string | null;
  created_at: string;
  updated_at: string;
}

/** A reader opened a FAQ on a day (views count once per reader and day). */
export interface FaqViewsTable {
  faq_id: number;
  user_id: number;
  day: string;
}

export interface FaqBookmarksTable {
  user_id: number;
  faq_id: number;
  created_at: string;
}

export interface FaqSuggestionsTable {
  id: Generated<number>;
  category_id: number | null;
  question: string;
  answer: string;
  tags: string;
  status: string;
  created_by: number | null;
  source_ticket_id: number | null;
  faq_id: number | null;
  reviewed_by: number | null;
  reviewed_at: string | null;
  reject_reason: string | null;
  reject_feedback: string | null;
  created_at: string;
  updated_at: string;
}

export interface HelpRecentSearchesTable {
  id: Generated<number>;
  user_id: number;
  query: string;
  query_key: string;
  searched_at: string;
}

export interface HelpSearchLogTable {
  query_key: string;
  query: string;
  search_count: number;
  zero_result_count: number;
  last_result_count: number;
  last_searched_at: string;
}

export interface FaqSearchVocabularyTable {
  term: string;
  doc_count: number;
}

/** The help center's part of `Database`. */
export interface HelpDatabase {
  help_categories: HelpCategoriesTable;
  faqs: FaqsTable;
  faq_feedback: FaqFeedbackTable;
  faq_views: FaqViewsTable;
  faq_bookmarks: FaqBookmarksTable;
  faq_suggestions: FaqSuggestionsTable;
  help_recent_searches: HelpRecentSearchesTable;
  help_search_log: HelpSearchLogTable;
  faq_search_vocabulary: FaqSearchVocabularyTable;
}
