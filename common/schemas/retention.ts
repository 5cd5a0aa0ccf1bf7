import { z } from 'zod';

/**
 * Data retention (issue 18, decision 0028): what the clean-up removes once it is older than the data retention
 * setting. Read notifications, ended sign-in sessions and used or expired set-password links are deleted;
 * finished tickets are anonymized (what was written goes; numbers, dates, category and status stay).
 */
export const RETENTION_KINDS = ['notifications', 'sessions', 'password_links', 'tickets'] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

/** How many of each kind a run removes (or, in the preview, would remove). */
export const retentionCountsSchema = z.object({
  notifications: z.number().int().nonnegative(),
  sessions: z.number().int().nonnegative(),
  password_links: z.number().int().nonnegative(),
  tickets: z.number().int().nonnegative(),
});
export type RetentionCounts = z.infer<typeof retentionCountsSchema>;

/** The dry run: the cut-off, the counts per kind and up to 10 ids of each; it changes nothing. */
export const retentionPreviewSchema = z.object({
  retention_days: z.number().int(),
  cutoff: z.string(),
  counts: retentionCountsSchema,
  sample_ids: z.object({
    notifications: z.array(z.number().int()),
    sessions: z.array(z.number().int()),
    password_links: z.array(z.number().int()),
    tickets: z.array(z.number().int()),
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
