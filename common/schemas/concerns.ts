import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from './api';
import { isLongText, TEXT_MESSAGES } from './text-rules';

/**
 * The possible-concern review queue: tickets the screening called a "possible concern" (the rules below
 * medium, the learned second opinion seeing a weak signal). A review level, not an escalation: counselors
 * and admins look at each within the day and record what they did. The form and the server read the same
 * schemas, so their messages are the same. Students never receive any of this.
 */
export const CONCERN_OUTCOMES = ['no_action', 'reached_out', 'escalated'] as const;
export type ConcernOutcome = (typeof CONCERN_OUTCOMES)[number];

export const CONCERN_OUTCOME_LABELS: Readonly<Record<ConcernOutcome, string>> = {
  no_action: 'No action needed',
  reached_out: 'Reached out to the student',
  escalated: 'Escalated',
};

export const CONCERN_STATES = ['open', 'reviewed'] as const;
export type ConcernState = (typeof CONCERN_STATES)[number];

/** An open possible concern is reviewed within the day; older ones are shown as overdue. */
export const CONCERN_REVIEW_HOURS = 24;
export const CONCERN_NOTE_MAX = 1000;

export const CONCERN_MESSAGES = {
  outcome: 'Choose an outcome: no action needed, reached out to the student, or escalated',
  note: 'Note must be text',
  noteMax: `Note must not exceed ${CONCERN_NOTE_MAX} characters`,
  state: 'State must be open or reviewed',
  notInQueue: 'This ticket is not in the possible-concern queue',
  alreadyReviewed: (name: string) => `This possible concern was already reviewed by ${name}`,
} as const;

/** POST /api/tickets/{id}/concern-review. */
export const concernReviewInputSchema = z.object({
  outcome: z.enum(CONCERN_OUTCOMES, { error: CONCERN_MESSAGES.outcome }),
  note: z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z
      .string({ error: CONCERN_MESSAGES.note })
      .trim()
      .max(CONCERN_NOTE_MAX, CONCERN_MESSAGES.noteMax)
      .refine(isLongText, TEXT_MESSAGES.longText('Note')),
  ),
});
export type ConcernReviewInput = z.output<typeof concernReviewInputSchema>;

/** GET /api/tickets/concerns. */
export const concernListQuerySchema = pageQuerySchema.extend({
  state: z.preprocess(
    (value) => (value === '' || value === undefined ? 'open' : value),
    z.enum(CONCERN_STATES, { error: CONCERN_MESSAGES.state }),
  ),
});
export type ConcernListQuery = z.output<typeof concernListQuerySchema>;

/** A ticket's possible concern as staff see it on the ticket (staff only; null when never flagged). */
export const ticketConcernSchema = z.object({
  state: z.enum(CONCERN_STATES),
  /** When screening last said "possible concern" (the ticket's creation or a student's reply). */
  raised_at: z.string(),
  outcome: z.enum(CONCERN_OUTCOMES).nullable(),
  note: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.object({ id: z.number().int().nullable(), name: z.string() }).nullable(),
});
export type TicketConcern = z.infer<typeof ticketConcernSchema>;

/** One ticket in the queue. The subject only when the reader may open the ticket. */
export const concernItemSchema = ticketConcernSchema.extend({
  ticket_id: z.number().int(),
  ticket_number: z.string(),
  subject: z.string().nullable(),
  category: z.string(),
  status: z.string(),
  assignee: z.string().nullable(),
  created_at: z.string(),
  /** Minutes waiting: from `raised_at` to now while open, to the review once reviewed. */
  age_minutes: z.number().int(),
  /** Open for longer than the review target (CONCERN_REVIEW_HOURS). */
  overdue: z.boolean(),
  /** Whether the reader may open the ticket (tickets/policy.ts). */
  can_open: z.boolean(),
});
export type ConcernItem = z.infer<typeof concernItemSchema>;

export const concernListSchema = z.object({
  concerns: z.array(concernItemSchema),
  pagination: paginationSchema,
  counts: z.object({ open: z.number().int(), reviewed: z.number().int(), overdue: z.number().int() }),
});
export type ConcernList = z.infer<typeof concernListSchema>;

export const concernReviewResultSchema = z.object({ concern: concernItemSchema });
