import { z } from 'zod';

/**
 * Data retention (issue 18, decision 0028): what the clean-up removes once it is older than the data retention
 * setting. Read notifications, ended sign-in sessions and used or expired set-password links are deleted;
 * finished tickets are anonymized (what was written goes; numbers, dates, category and status stay); ended
 * crisis chats, wellness check-ins and session chat lines are deleted, except a conversation in which screening
 * rated a line high or critical (a crisis record, kept).
 */
export const RETENTION_KINDS = [
  'notifications',
  'sessions',
  'password_links',
  'tickets',
  'crisis_chats',
  'checkins',
  'session_chats',
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

const count = z.number().int().nonnegative();
const ids = z.array(z.number().int());

/** How many of each kind a run removes (or, in the preview, would remove). */
export const retentionCountsSchema = z.object({
  notifications: count,
  sessions: count,
  password_links: count,
  tickets: count,
  crisis_chats: count,
  /** Check-ins (one per student per day). */
  checkins: count,
  /** Session chat lines. */
  session_chats: count,
});
export type RetentionCounts = z.infer<typeof retentionCountsSchema>;

/** The dry run: the cut-off, the counts per kind and up to 10 ids of each; it changes nothing. */
export const retentionPreviewSchema = z.object({
  retention_days: z.number().int(),
  cutoff: z.string(),
  counts: retentionCountsSchema,
  /** Ids of each kind; for check-ins the students', for session chats the appointments'. */
  sample_ids: z.object({
    notifications: ids,
    sessions: ids,
    password_links: ids,
    tickets: ids,
    crisis_chats: ids,
    checkins: ids,
    session_chats: ids,
  }),
  /** Finished tickets past the cut-off kept because their crisis handling or a review is not finished. */
  tickets_held: z.number().int().nonnegative(),
});
export type RetentionPreview = z.infer<typeof retentionPreviewSchema>;

export const retentionRunSchema = z.object({
  retention_days: z.number().int(),
  cutoff: z.string(),
  counts: retentionCountsSchema,
  attachments_removed: z.number().int().nonnegative(),
});
export type RetentionRun = z.infer<typeof retentionRunSchema>;

export const RETENTION_CONFIRM_WORD = 'DELETE';

export const retentionMessages = {
  confirm: `Type ${RETENTION_CONFIRM_WORD} to confirm the clean-up`,
} as const;

export const retentionRunBodySchema = z.object({
  confirm: z.literal(RETENTION_CONFIRM_WORD, { error: retentionMessages.confirm }),
});
export type RetentionRunBody = z.infer<typeof retentionRunBodySchema>;
