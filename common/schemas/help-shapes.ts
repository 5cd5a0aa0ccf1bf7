import { z } from 'zod';
import { paginationSchema } from './api';
import { FEEDBACK_REASONS, SUGGESTION_STATUSES } from './help';

/** What the help center's calls answer (spec 3 §3 "Help"; api-contract "Knowledge content"). */
export const helpCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  icon: z.string(),
  color: z.string(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
  /** Published FAQs in the public list; every FAQ in the admin list. */
  faqs_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type HelpCategory = z.infer<typeof helpCategorySchema>;

export const faqCategoryRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  slug: z.string(),
  icon: z.string(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
});

export const faqSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int().nullable(),
  category: faqCategoryRefSchema.nullable(),
  question: z.string(),
  /** Markdown, stored as written: render it without raw HTML. */
  answer: z.string(),
  slug: z.string(),
  tags: z.array(z.string()),
  sort_order: z.number().int(),
  is_published: z.boolean(),
  is_featured: z.boolean(),
  helpful_count: z.number().int(),
  not_helpful_count: z.number().int(),
  /** Rounded helpful share of all feedback, 0 when none (spec 3 §9). */
  helpfulness_rate: z.number().int(),
  view_count: z.number().int(),
  created_by: z.number().int().nullable(),
  creator: z.object({ name: z.string(), email: z.string().optional() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
  /** The reader's own bookmark and vote. */
  is_bookmarked: z.boolean(),
  my_feedback: z.object({ is_helpful: z.boolean(), reason: z.enum(FEEDBACK_REASONS).nullable() }).nullable(),
  /** With a search: the answer's best passage, HTML-escaped, matched words in `<mark>`. */
  highlight: z.string().optional(),
  /** With a search: the question, HTML-escaped, matched words in `<mark>`. */
  question_highlight: z.string().optional(),
});
export type Faq = z.infer<typeof faqSchema>;

export const adminFaqSchema = faqSchema.extend({
  /** Why readers said "not helpful", counted by reason. */
  feedback_reasons: z.record(z.string(), z.number().int()).optional(),
  source_suggestion_id: z.number().int().nullable(),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;

/** How a search was understood: the words looked for after typo fixes and synonyms. */
export const searchInfoSchema = z.object({
  query: z.string(),
  /** The query with its typos fixed, when any word was changed. */
  corrected_query: z.string().nullable(),
  /** Campus words searched for as well ("resit" also finds "retake"). */
  synonyms: z.array(z.string()),
  /** `all`: every word matched; `any`: nothing matched every word, so FAQs matching some are shown. */
  match: z.enum(['all', 'any', 'none']),
});
export type SearchInfo = z.infer<typeof searchInfoSchema>;

export const faqListSchema = z.object({
  faqs: z.array(faqSchema),
  featured_faqs: z.array(faqSchema),
  pagination: paginationSchema,
  search: searchInfoSchema.nullable(),
});
export type FaqList = z.infer<typeof faqListSchema>;

export const adminFaqListSchema = z.object({
  faqs: z.array(adminFaqSchema),
  pagination: paginationSchema,
  search: searchInfoSchema.nullable(),
});

export const helpStatsSchema = z.object({ total_faqs: z.number().int(), total_categories: z.number().int() });

export const searchTermCountSchema = z.object({
  query: z.string(),
  count: z.number().int(),
  last_searched_at: z.string(),
});

export const adminHelpStatsSchema = z.object({
  total_faqs: z.number().int(),
  published_faqs: z.number().int(),
  draft_faqs: z.number().int(),
  featured_faqs: z.number().int(),
  categories_count: z.number().int(),
  active_categories: z.number().int(),
  /** Suggestions waiting for review. */
  suggested_faqs: z.number().int(),
  total_views: z.number().int(),
  total_helpful_votes: z.number().int(),
  total_not_helpful_votes: z.number().int(),
  top_searches: z.array(searchTermCountSchema),
  top_zero_result_searches: z.array(searchTermCountSchema),
});
export type AdminHelpStats = z.infer<typeof adminHelpStatsSchema>;

export const feedbackResultSchema = z.object({
  faq: z.object({
    id: z.number().int(),
    helpful_count: z.number().int(),
    not_helpful_count: z.number().int(),
    helpfulness_rate: z.number().int(),
  }),
  feedback: z.object({
    is_helpful: z.boolean(),
    reason: z.enum(FEEDBACK_REASONS).nullable(),
    comment: z.string().nullable(),
  }),
  changed: z.boolean(),
});

export const bookmarkToggleSchema = z.object({
  bookmarked: z.boolean(),
  faq_id: z.number().int(),
  message: z.string(),
});

export const bookmarkListSchema = z.object({
  faqs: z.array(faqSchema.extend({ bookmarked_at: z.string() })),
  pagination: paginationSchema,
});

export const recentSearchesSchema = z.object({
  searches: z.array(z.object({ query: z.string(), searched_at: z.string() })),
});

export const searchSuggestionsSchema = z.object({
  recent: z.array(z.string()),
  popular: z.array(z.string()),
  suggested: z.array(z.object({ id: z.number().int(), question: z.string() })),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

export const suggestionSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int().nullable(),
  category: z.object({ id: z.number().int(), name: z.string(), color: z.string() }).nullable(),
  question: z.string(),
  answer: z.string(),
  slug: z.string(),
  tags: z.array(z.string()),
  status: z.enum(SUGGESTION_STATUSES),
  created_by: z.number().int().nullable(),
  creator: z.object({ name: z.string(), email: z.string() }).nullable(),
  source_ticket_id: z.number().int().nullable(),
  faq_id: z.number().int().nullable(),
  reviewed_by: z.number().int().nullable(),
  reviewed_at: z.string().nullable(),
  reject_reason: z.string().nullable(),
  reject_feedback: z.string().nullable(),
  submitted_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionListSchema = z.object({
  suggestions: z.array(suggestionSchema),
  pagination: paginationSchema,
  counts: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
});

export const suggestionDraftSchema = z.object({
  draft: z.object({
    category_id: z.number().int().nullable(),
    question: z.string(),
    answer: z.string(),
    tags: z.array(z.string()),
    source_ticket_id: z.number().int(),
  }),
});

export const bulkResultSchema = z.object({
  action: z.string(),
  affected: z.number().int(),
  missing_ids: z.array(z.number().int()),
});

/** A bulk review: what was approved or rejected, ids not found, and pending ones left as they were (why). */
export const suggestionBulkResultSchema = bulkResultSchema.extend({
  faq_ids: z.array(z.number().int()),
  skipped: z.array(z.object({ id: z.number().int(), message: z.string() })),
});
export type SuggestionBulkResult = z.infer<typeof suggestionBulkResultSchema>;

export const ASSISTANT_ACTIONS = [
  'call',
  'text',
  'urgent_ticket',
  'reach_out',
  'ticket',
  'appointment',
  'faq',
] as const;

export const assistantReplySchema = z.object({
  reply: z.string(),
  faqs: z.array(z.object({ id: z.number().int(), question: z.string(), snippet: z.string() })),
  crisis: z.object({ is_crisis: z.boolean(), level: z.string() }),
  actions: z.array(z.object({ type: z.enum(ASSISTANT_ACTIONS), label: z.string(), href: z.string() })),
});
export type AssistantReply = z.infer<typeof assistantReplySchema>;
