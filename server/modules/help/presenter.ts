import { FEEDBACK_REASONS, type FeedbackReason, SUGGESTION_STATUSES } from '../../../common/schemas/help';
import type { AdminFaq, Faq, HelpCategory, Suggestion } from '../../../common/schemas/help-shapes';
import { JSON_STRING, readJsonList } from '../../db/json-columns';
import { type HighlightTerm, highlightAll, plainText, snippet } from '../../search/highlight';
import type { HelpCategoryRow } from './category-repository';
import type { FaqRow } from './repository';
import type { SuggestionRow } from './suggestion-repository';

/** Spec 3 §3: lowercased, punctuation stripped, hyphenated, at most 50 characters of text. */
export function slugOf(text: string, max = 50): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .slice(0, max)
    .replace(/-+$/, '');
}

export const faqSlug = (id: number, question: string) => `${id}-${slugOf(question)}`;

/** Spec 3 §9: the rounded helpful share of all feedback, 0 when there is none. */
export function helpfulnessRate(helpful: number, notHelpful: number): number {
  const all = helpful + notHelpful;
  return all === 0 ? 0 : Math.round((helpful / all) * 100);
}

export const tagsOf = (text: string) => readJsonList(text, JSON_STRING);

const reasonOf = (value: string | null): FeedbackReason | null =>
  FEEDBACK_REASONS.find((reason) => reason === value) ?? null;

export interface ReaderMarks {
  bookmarked: Set<number>;
  votes: Map<number, { is_helpful: boolean; reason: string | null }>;
}

/** A FAQ for a reader; `terms` (with a search) adds the highlighted question and answer passage. */
export function presentFaq(
  row: FaqRow,
  marks: ReaderMarks,
  options: { showEmail: boolean; terms?: readonly HighlightTerm[] },
): Faq {
  const vote = marks.votes.get(row.id);
  const faq: Faq = {
    id: row.id,
    category_id: row.category_id,
    category:
      row.category_id !== null && row.category_name !== null
        ? {
            id: row.category_id,
            name: row.category_name,
            color: row.category_color ?? '#3B82F6',
            slug: row.category_slug ?? '',
            icon: row.category_icon ?? 'HelpCircle',
            sort_order: row.category_sort_order ?? 0,
            is_active: row.category_is_active === 1,
          }
        : null,
    question: row.question,
    answer: row.answer,
    slug: faqSlug(row.id, row.question),
    tags: tagsOf(row.tags),
    sort_order: row.sort_order,
    is_published: row.is_published === 1,
    is_featured: row.is_featured === 1,
    helpful_count: row.helpful_count,
    not_helpful_count: row.not_helpful_count,
    helpfulness_rate: helpfulnessRate(row.helpful_count, row.not_helpful_count),
    view_count: row.view_count,
    created_by: row.created_by,
    creator:
      row.creator_name === null
        ? null
        : options.showEmail && row.creator_email !== null
          ? { name: row.creator_name, email: row.creator_email }
          : { name: row.creator_name },
    created_at: row.created_at,
    updated_at: row.updated_at,
    published_at: row.published_at,
    is_bookmarked: marks.bookmarked.has(row.id),
    my_feedback: vote ? { is_helpful: vote.is_helpful, reason: reasonOf(vote.reason) } : null,
  };
  if (options.terms) {
    faq.highlight = snippet(plainText(row.answer), options.terms);
    faq.question_highlight = highlightAll(row.question, options.terms);
  }
  return faq;
}

export function presentAdminFaq(
  row: FaqRow,
  marks: ReaderMarks,
  extra: { terms?: readonly HighlightTerm[]; reasons?: Record<string, number> } = {},
): AdminFaq {
  return {
    ...presentFaq(row, marks, { showEmail: true, terms: extra.terms }),
    source_suggestion_id: row.source_suggestion_id,
    ...(extra.reasons ? { feedback_reasons: extra.reasons } : {}),
  };
}

export function presentHelpCategory(row: HelpCategoryRow): HelpCategory {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    icon: row.icon,
    color: row.color,
    sort_order: row.sort_order,
    is_active: row.is_active === 1,
    faqs_count: row.faqs_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function presentSuggestion(row: SuggestionRow): Suggestion {
  const slug = slugOf(row.question);
  return {
    id: row.id,
    category_id: row.category_id,
    category:
      row.category_id !== null && row.category_name !== null
        ? { id: row.category_id, name: row.category_name, color: row.category_color ?? '#3B82F6' }
        : null,
    question: row.question,
    answer: row.answer,
    slug: slug ? `${row.id}-${slug}` : `suggestion-${row.id}`,
    tags: tagsOf(row.tags),
    status: SUGGESTION_STATUSES.find((status) => status === row.status) ?? 'pending',
    created_by: row.created_by,
    creator:
      row.creator_name !== null && row.creator_email !== null
        ? { name: row.creator_name, email: row.creator_email }
        : null,
    source_ticket_id: row.source_ticket_id,
    faq_id: row.faq_id,
    reviewed_by: row.reviewed_by,
    reviewed_at: row.reviewed_at,
    reject_reason: row.reject_reason,
    reject_feedback: row.reject_feedback,
    submitted_at: row.created_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
