import { z } from 'zod';
import { LIMITS } from '../limits';
import { pageQuerySchema } from './api';
import { idSchema } from './ids';
import { isLongText, isSingleLineText, TEXT_MESSAGES } from './text-rules';

/**
 * The help center's inputs (spec 3 §3, §5 "Help", §7 "Help"; api-contract "Knowledge content"), shared by the
 * forms and the server, so the messages are the spec's in both places. Answer shapes are in `help-shapes.ts`.
 */
const H = LIMITS.help;

export const HELP_MESSAGES = {
  questionRequired: 'Question is required',
  questionMin: 'Question must be at least 10 characters long',
  questionMax: 'Question cannot exceed 500 characters',
  answerRequired: 'Answer is required',
  answerMin: 'Answer must be at least 20 characters long',
  answerMax: 'Answer cannot exceed 5000 characters',
  categoryRequired: 'Category is required',
  categoryInactive: 'Please choose an active category',
  categoryNameRequired: 'Category name is required',
  categoryNameMin: 'Category name must be at least 3 characters long',
  categoryNameMax: 'Category name cannot exceed 255 characters',
  categoryNameTaken: 'A category with this name already exists',
  descriptionMax: 'Description cannot exceed 1000 characters',
  color: 'Color must be a valid hex color code (e.g., #FF0000)',
  sortOrder: 'Sort order must be a non-negative integer',
  icon: 'Icon must be a plain icon name (e.g., HelpCircle)',
  tagsMax: 'Maximum 10 tags allowed',
  tagMax: 'Each tag cannot exceed 50 characters',
  tagsList: 'Tags must be a list of words',
  feedbackHelpful: 'Please say whether this FAQ was helpful',
  feedbackCommentMax: 'Comment cannot exceed 500 characters',
  feedbackReason: 'Reason must be outdated, unclear, did_not_answer or other',
  feedbackReasonHelpful: 'A reason is only given when the FAQ was not helpful',
  requiredFields: 'Please fill in all required fields',
  noFaqsSelected: 'No FAQs selected',
  tooManySelected: 'At most 100 FAQs can be changed at once',
  bulkAction: 'Action must be publish, unpublish, feature, unfeature or delete',
  noSuggestionsSelected: 'No suggestions selected',
  tooManySuggestions: 'At most 100 suggestions can be reviewed at once',
  suggestionBulkAction: 'Action must be approve or reject',
  bulkRejectReason: 'Please provide a reason for rejecting the suggestions',
  patchEmpty: 'Nothing to change: send is_published or is_featured',
  searchMax: 'Search cannot exceed 200 characters',
  messageRequired: 'Please type a question',
  messageMax: 'Message cannot exceed 2000 characters',
  rejectReasonMax: 'Reason cannot exceed 1000 characters',
  invalidFaq: 'Invalid FAQ',
  invalidCategory: 'Invalid category',
  invalidSuggestion: 'Invalid suggestion',
  invalidTicket: 'Invalid ticket ID',
  suggestForbidden: 'Only counselors and administrators can suggest content.',
  categoryHoldsFaqs:
    'This category holds FAQs. Please move them to another category first or they will become uncategorized.',
  alreadyReviewed: 'This suggestion has already been reviewed',
  faqNotFound: (id: number) => `FAQ with ID ${id} not found`,
  categoryNotFound: 'Category not found',
  suggestionNotFound: 'Suggestion not found',
  ticketNotResolved: 'Only a resolved or closed ticket can become a suggestion',
} as const;

/** Reasons a reader gives when a FAQ did not help (the "No" of "Was this helpful?"). */
export const FEEDBACK_REASONS = ['outdated', 'unclear', 'did_not_answer', 'other'] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

export const FAQ_SORTS = ['featured', 'helpful', 'newest', 'views', 'relevance'] as const;
export type FaqSort = (typeof FAQ_SORTS)[number];
export const FAQ_STATUSES = ['published', 'unpublished', 'draft', 'featured'] as const;
export const SUGGESTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];
export const BULK_FAQ_ACTIONS = ['publish', 'unpublish', 'feature', 'unfeature', 'delete'] as const;
export type BulkFaqAction = (typeof BULK_FAQ_ACTIONS)[number];

/** Trimmed text; an absent value and an empty one both fail with `required`. */
function requiredText(required: string, min: number, minMessage: string, max: number, maxMessage: string) {
  return z.string({ error: required }).trim().min(1, required).min(min, minMessage).max(max, maxMessage);
}

const question = (required: string = HELP_MESSAGES.questionRequired) =>
  requiredText(
    required,
    H.questionMin,
    HELP_MESSAGES.questionMin,
    H.questionMax,
    HELP_MESSAGES.questionMax,
  ).refine(isSingleLineText, TEXT_MESSAGES.singleLine('Question'));

const answer = (required: string = HELP_MESSAGES.answerRequired) =>
  requiredText(required, H.answerMin, HELP_MESSAGES.answerMin, H.answerMax, HELP_MESSAGES.answerMax).refine(
    isLongText,
    TEXT_MESSAGES.longText('Answer'),
  );

const categoryId = (required: string = HELP_MESSAGES.categoryRequired) =>
  z.preprocess((value) => (value === '' ? undefined : value), idSchema(required));

/** Tags: trimmed, blank ones and duplicates (case-insensitive) dropped, then at most 10. */
export const tagsSchema = z
  .array(
    z
      .string({ error: HELP_MESSAGES.tagsList })
      .trim()
      .max(H.tagMax, HELP_MESSAGES.tagMax)
      .refine(isSingleLineText, TEXT_MESSAGES.singleLine('Tag')),
    { error: HELP_MESSAGES.tagsList },
  )
  .max(100, HELP_MESSAGES.tagsMax)
  .transform((tags) => {
    const seen = new Set<string>();
    return tags.filter((tag) => {
      const key = tag.toLowerCase();
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .refine((tags) => tags.length <= H.tagsMax, HELP_MESSAGES.tagsMax);

const sortOrder = z
  .number({ error: HELP_MESSAGES.sortOrder })
  .int(HELP_MESSAGES.sortOrder)
  .min(0, HELP_MESSAGES.sortOrder)
  .max(1_000_000, HELP_MESSAGES.sortOrder);

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

/** `POST /api/admin/help/faqs`: spec 3 §3 "FAQ form" with its defaults (§5: flags false, sort order 0). */
export const faqCreateSchema = z.object({
  category_id: categoryId(),
  question: question(),
  answer: answer(),
  tags: tagsSchema.default([]),
  is_published: flag('Published').default(false),
  is_featured: flag('Featured').default(false),
  sort_order: sortOrder.default(0),
});
export type FaqCreateInput = z.infer<typeof faqCreateSchema>;

/** `PUT /api/admin/help/faqs/{id}`: fields sent replace the stored ones, missing ones are kept (spec 3 §5). */
export const faqUpdateSchema = z
  .object({
    category_id: categoryId(),
    question: question(),
    answer: answer(),
    tags: tagsSchema,
    is_published: flag('Published'),
    is_featured: flag('Featured'),
    sort_order: sortOrder,
  })
  .partial();
export type FaqUpdateInput = z.infer<typeof faqUpdateSchema>;

/** `PATCH /api/admin/help/faqs/{id}`: publish and feature toggles. */
export const faqPatchSchema = z
  .object({ is_published: flag('Published').optional(), is_featured: flag('Featured').optional() })
  .refine((body) => body.is_published !== undefined || body.is_featured !== undefined, {
    message: HELP_MESSAGES.patchEmpty,
  });
export type FaqPatchInput = z.infer<typeof faqPatchSchema>;

export const faqBulkActionSchema = z.object({
  action: z.enum(BULK_FAQ_ACTIONS, { error: HELP_MESSAGES.bulkAction }),
  faq_ids: z
    .array(idSchema(HELP_MESSAGES.invalidFaq), { error: HELP_MESSAGES.noFaqsSelected })
    .min(1, HELP_MESSAGES.noFaqsSelected)
    .max(H.bulkMax, HELP_MESSAGES.tooManySelected),
});
export type FaqBulkActionInput = z.infer<typeof faqBulkActionSchema>;

/** Help categories (spec 3 §3; defaults icon HelpCircle, colour #3B82F6, active). */
const categoryFields = {
  name: requiredText(
    HELP_MESSAGES.categoryNameRequired,
    H.categoryNameMin,
    HELP_MESSAGES.categoryNameMin,
    H.categoryNameMax,
    HELP_MESSAGES.categoryNameMax,
  ).refine(isSingleLineText, TEXT_MESSAGES.singleLine('Category name')),
  description: z
    .string({ error: HELP_MESSAGES.descriptionMax })
    .trim()
    .max(H.categoryDescriptionMax, HELP_MESSAGES.descriptionMax)
    .refine(isLongText, TEXT_MESSAGES.longText('Description'))
    .nullish(),
  icon: z.string({ error: HELP_MESSAGES.icon }).regex(/^[A-Za-z][A-Za-z0-9]{0,49}$/, HELP_MESSAGES.icon),
  color: z.string({ error: HELP_MESSAGES.color }).regex(/^#[0-9A-Fa-f]{6}$/, HELP_MESSAGES.color),
  sort_order: sortOrder,
  is_active: flag('Active'),
};

export const helpCategoryCreateSchema = z.object({
  name: categoryFields.name,
  description: categoryFields.description,
  icon: categoryFields.icon.default('HelpCircle'),
  color: categoryFields.color.default('#3B82F6'),
  sort_order: categoryFields.sort_order.default(0),
  is_active: categoryFields.is_active.default(true),
});
export type HelpCategoryCreateInput = z.infer<typeof helpCategoryCreateSchema>;

export const helpCategoryUpdateSchema = z.object(categoryFields).partial();
export type HelpCategoryUpdateInput = z.infer<typeof helpCategoryUpdateSchema>;

export const helpCategoryReorderSchema = z.object({
  categories: z
    .array(z.object({ id: idSchema(HELP_MESSAGES.invalidCategory), sort_order: sortOrder }), {
      error: 'Categories must be a list',
    })
    .min(1, 'No categories to reorder')
    .max(500, 'Too many categories'),
});
export type HelpCategoryReorderInput = z.infer<typeof helpCategoryReorderSchema>;

/** `POST /api/help/faqs/{id}/feedback`. */
export const faqFeedbackSchema = z
  .object({
    is_helpful: z.boolean({ error: HELP_MESSAGES.feedbackHelpful }),
    comment: z
      .string({ error: HELP_MESSAGES.feedbackCommentMax })
      .trim()
      .max(H.feedbackCommentMax, HELP_MESSAGES.feedbackCommentMax)
      .refine(isLongText, TEXT_MESSAGES.longText('Comment'))
      .nullish(),
    reason: z.enum(FEEDBACK_REASONS, { error: HELP_MESSAGES.feedbackReason }).nullish(),
  })
  .superRefine((body, issue) => {
    if (body.is_helpful && body.reason)
      issue.addIssue({ code: 'custom', path: ['reason'], message: HELP_MESSAGES.feedbackReasonHelpful });
  });
export type FaqFeedbackInput = z.infer<typeof faqFeedbackSchema>;

/** `POST /api/help/suggest-content` (spec 3 §5: category, question and answer required). */
export const suggestionCreateSchema = z.object({
  category_id: categoryId(HELP_MESSAGES.requiredFields),
  question: question(HELP_MESSAGES.requiredFields),
  answer: answer(HELP_MESSAGES.requiredFields),
  tags: tagsSchema.default([]),
  /** The resolved ticket the suggestion was started from (`GET /api/help/suggestions/from-ticket/{id}`). */
  source_ticket_id: idSchema(HELP_MESSAGES.invalidTicket).nullish(),
});
export type SuggestionCreateInput = z.infer<typeof suggestionCreateSchema>;

export const suggestionUpdateSchema = z
  .object({ category_id: categoryId(), question: question(), answer: answer(), tags: tagsSchema })
  .partial();
export type SuggestionUpdateInput = z.infer<typeof suggestionUpdateSchema>;

export const suggestionApproveSchema = z
  .object({ is_featured: flag('Featured').optional() })
  .nullish()
  .transform((body) => body ?? {});

/** A rejection's reason or feedback: optional, trimmed, at most 1000 characters. */
const rejectText = (label: string) =>
  z
    .string({ error: HELP_MESSAGES.rejectReasonMax })
    .trim()
    .max(H.rejectReasonMax, HELP_MESSAGES.rejectReasonMax)
    .refine(isLongText, TEXT_MESSAGES.longText(label))
    .nullish();

export const suggestionRejectSchema = z
  .object({
    reason: rejectText('Reason'),
    feedback: rejectText('Feedback'),
  })
  .nullish()
  .transform((body) => body ?? {});
export type SuggestionRejectInput = z.infer<typeof suggestionRejectSchema>;

export const BULK_SUGGESTION_ACTIONS = ['approve', 'reject'] as const;
export type BulkSuggestionAction = (typeof BULK_SUGGESTION_ACTIONS)[number];

/**
 * `POST /api/admin/help/suggestions/bulk-action`: approve (optionally featured) or reject several pending
 * suggestions; a rejection needs a reason, which each author is told.
 */
export const suggestionBulkActionSchema = z
  .object({
    action: z.enum(BULK_SUGGESTION_ACTIONS, { error: HELP_MESSAGES.suggestionBulkAction }),
    suggestion_ids: z
      .array(idSchema(HELP_MESSAGES.invalidSuggestion), { error: HELP_MESSAGES.noSuggestionsSelected })
      .min(1, HELP_MESSAGES.noSuggestionsSelected)
      .max(H.bulkMax, HELP_MESSAGES.tooManySuggestions),
    reason: rejectText('Reason'),
    feedback: rejectText('Feedback'),
    is_featured: flag('Featured').optional(),
  })
  .superRefine((body, issue) => {
    if (body.action === 'reject' && !body.reason)
      issue.addIssue({ code: 'custom', path: ['reason'], message: HELP_MESSAGES.bulkRejectReason });
  });
export type SuggestionBulkActionInput = z.infer<typeof suggestionBulkActionSchema>;

/** `POST /api/help/assistant`. */
export const assistantInputSchema = z.object({
  message: z
    .string({ error: HELP_MESSAGES.messageRequired })
    .trim()
    .min(1, HELP_MESSAGES.messageRequired)
    .max(H.assistantMessageMax, HELP_MESSAGES.messageMax)
    .refine(isLongText, TEXT_MESSAGES.longText('Message')),
});
export type AssistantInput = z.infer<typeof assistantInputSchema>;

/** Empty, null and `all` mean "no filter" (api-contract). */
const noFilter = (value: unknown) => (value === '' || value === 'all' || value === null ? undefined : value);

const booleanQuery = z.preprocess(
  noFilter,
  z
    .enum(['true', 'false', '1', '0'], { error: 'Must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
);

const searchQuery = z.preprocess(
  noFilter,
  z.string({ error: HELP_MESSAGES.searchMax }).trim().max(H.searchMax, HELP_MESSAGES.searchMax).optional(),
);

/** A category by id or by slug. */
const categoryQuery = z.preprocess(
  noFilter,
  z
    .string({ error: HELP_MESSAGES.invalidCategory })
    .trim()
    .max(120, HELP_MESSAGES.invalidCategory)
    .regex(/^[a-z0-9-]+$/i, HELP_MESSAGES.invalidCategory)
    .optional(),
);

const sortQuery = z.preprocess(
  noFilter,
  z.enum(FAQ_SORTS, { error: 'Sort must be featured, helpful, newest, views or relevance' }).optional(),
);

/** `GET /api/help/faqs` (spec 3 §3 "Public query"). Without `sort_by`: relevance when searching, else newest. */
export const faqListQuerySchema = pageQuerySchema.extend({
  search: searchQuery,
  category: categoryQuery,
  sort_by: sortQuery,
  featured: booleanQuery,
});
export type FaqListQuery = z.infer<typeof faqListQuerySchema>;

/** `GET /api/admin/help/faqs` (spec 3 §3 "FAQ list" filters). */
export const adminFaqListQuerySchema = faqListQuerySchema.extend({
  status: z.preprocess(
    noFilter,
    z.enum(FAQ_STATUSES, { error: 'Status must be published, unpublished or featured' }).optional(),
  ),
});
export type AdminFaqListQuery = z.infer<typeof adminFaqListQuerySchema>;

export const suggestionListQuerySchema = pageQuerySchema.extend({
  per_page: pageQuerySchema.shape.per_page.unwrap().default(H.suggestionsPerPage),
  search: searchQuery,
  status: z.preprocess(
    noFilter,
    z.enum(SUGGESTION_STATUSES, { error: 'Status must be pending, approved or rejected' }).optional(),
  ),
});
export type SuggestionListQuery = z.infer<typeof suggestionListQuerySchema>;

export const bookmarkListQuerySchema = pageQuerySchema;

export const searchSuggestionsQuerySchema = z.object({ q: searchQuery });

export const helpIdParamsSchema = z.object({ id: idSchema(HELP_MESSAGES.invalidFaq) });
export const helpCategoryIdParamsSchema = z.object({ id: idSchema(HELP_MESSAGES.invalidCategory) });
export const suggestionIdParamsSchema = z.object({ id: idSchema(HELP_MESSAGES.invalidSuggestion) });
export const helpTicketIdParamsSchema = z.object({ ticketId: idSchema(HELP_MESSAGES.invalidTicket) });
