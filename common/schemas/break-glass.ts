import { z } from 'zod';

/**
 * Breaking the glass (issue #18, decision 0034): staff who are neither a crisis ticket's student nor its
 * assignee, and staff reading internal notes they neither wrote nor hold the ticket of, give a reason first.
 * The reason travels as `reason` in the query, as for session notes.
 */
export const BREAK_GLASS_MESSAGES = {
  crisisReason: 'Give a reason for opening this crisis ticket',
  internalReason: 'Give a reason for reading these internal notes',
  reasonTooLong: 'The reason must not exceed 1000 characters',
} as const;

export const BREAK_GLASS_REASON_MAX = 1000;

/** Who broke the glass on a crisis ticket (audit details `as`). */
export const CRISIS_READERS = ['admin', 'alerted', 'counselor', 'reviewer'] as const;
export type CrisisReader = (typeof CRISIS_READERS)[number];

/** `?reason=`: trimmed; empty means none; 1000 characters at most. */
export const ticketReadQuerySchema = z.object({
  reason: z
    .string({ error: BREAK_GLASS_MESSAGES.crisisReason })
    .trim()
    .max(BREAK_GLASS_REASON_MAX, BREAK_GLASS_MESSAGES.reasonTooLong)
    .optional()
    .transform((value) => value || undefined),
});
export type TicketReadQuery = z.infer<typeof ticketReadQuerySchema>;
