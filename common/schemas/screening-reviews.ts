import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from './api';
import { idSchema } from './ids';
import { isLongText, TEXT_MESSAGES } from './text-rules';

/**
 * "Missed crisis" and "false alarm" marks staff put on a ticket, the admin screening-review list, and the
 * export of marks as evaluation cases (common/crisis/README.md, "People close the loop"). The form and the
 * server read the same schemas, so their messages are the same.
 */
export const SCREENING_MARK_KINDS = ['missed_crisis', 'false_alarm'] as const;
export type ScreeningMarkKind = (typeof SCREENING_MARK_KINDS)[number];

export const SCREENING_MARK_KIND_LABELS: Readonly<Record<ScreeningMarkKind, string>> = {
  missed_crisis: 'Missed crisis',
  false_alarm: 'False alarm',
};

/** The level a missed crisis should have had: a crisis level (medium and above). */
export const SCREENING_MARK_LEVELS = ['medium', 'high', 'critical'] as const;
export type ScreeningMarkLevel = (typeof SCREENING_MARK_LEVELS)[number];

export const SCREENING_REVIEW_STATES = ['open', 'exported'] as const;
export type ScreeningReviewState = (typeof SCREENING_REVIEW_STATES)[number];

export const SCREENING_NOTE_MAX = 1000;
/** Marks one export may name. */
export const SCREENING_EXPORT_MAX = 500;

export const SCREENING_MESSAGES = {
  kind: 'Choose missed crisis or false alarm',
  level: 'Level must be medium, high or critical',
  levelRequired: 'Choose the level this ticket should have had',
  note: 'Note must be text',
  noteMax: `Note must not exceed ${SCREENING_NOTE_MAX} characters`,
  notFlagged: 'Only a ticket the screening flagged as a crisis can be marked a false alarm',
  notAbove: (level: string) =>
    `The screening already rated this ticket ${level}; choose a higher level for a missed crisis`,
  state: 'State must be open or exported',
  ids: 'Invalid mark selected',
  idsMax: `Export at most ${SCREENING_EXPORT_MAX} marks at once`,
  unknownIds: 'Some selected marks no longer exist',
  nothingOpen: 'There are no open marks to export',
} as const;

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** PUT /api/tickets/{id}/screening-mark: a second mark by the same person replaces their open one. */
export const screeningMarkInputSchema = z
  .object({
    kind: z.enum(SCREENING_MARK_KINDS, { error: SCREENING_MESSAGES.kind }),
    level: z.preprocess(
      blankToNull,
      z.enum(SCREENING_MARK_LEVELS, { error: SCREENING_MESSAGES.level }).nullable(),
    ),
    note: z.preprocess(
      (value) => (value === null || value === undefined ? '' : value),
      z
        .string({ error: SCREENING_MESSAGES.note })
        .trim()
        .max(SCREENING_NOTE_MAX, SCREENING_MESSAGES.noteMax)
        .refine(isLongText, TEXT_MESSAGES.longText('Note')),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'missed_crisis' && value.level === null) {
      ctx.addIssue({ code: 'custom', path: ['level'], message: SCREENING_MESSAGES.levelRequired });
    }
  });
export type ScreeningMarkInput = z.output<typeof screeningMarkInputSchema>;
/** What the form holds (level '' until chosen). */
export type ScreeningMarkForm = { kind: ScreeningMarkKind; level: ScreeningMarkLevel | ''; note: string };

const filterValue = (value: unknown) =>
  value === '' || value === 'all' || value === 'null' ? undefined : value;

export const screeningReviewListQuerySchema = pageQuerySchema.extend({
  kind: z.preprocess(
    filterValue,
    z.enum(SCREENING_MARK_KINDS, { error: SCREENING_MESSAGES.kind }).optional(),
  ),
  state: z.preprocess(
    filterValue,
    z.enum(SCREENING_REVIEW_STATES, { error: SCREENING_MESSAGES.state }).optional(),
  ),
});
export type ScreeningReviewListQuery = z.output<typeof screeningReviewListQuerySchema>;

/** POST /api/admin/screening-reviews/export: the selected marks, or every open one when none is named. */
export const screeningExportInputSchema = z.preprocess(
  (value) => value ?? {},
  z.object({
    ids: z
      .array(idSchema(SCREENING_MESSAGES.ids), { error: SCREENING_MESSAGES.ids })
      .max(SCREENING_EXPORT_MAX, SCREENING_MESSAGES.idsMax)
      .optional(),
  }),
);
export type ScreeningExportInput = z.output<typeof screeningExportInputSchema>;

export const screeningMarkSchema = z.object({
  id: z.number().int(),
  ticket_id: z.number().int(),
  kind: z.enum(SCREENING_MARK_KINDS),
  /** The level the marker gave (missed crisis); null for a false alarm. */
  level: z.enum(SCREENING_MARK_LEVELS).nullable(),
  note: z.string().nullable(),
  /** What the engine said when the mark was made. */
  engine_level: z.string(),
  engine_score: z.number().int(),
  engine_language: z.string(),
  marked_by: z.object({ id: z.number().int().nullable(), name: z.string(), role: z.string() }),
  state: z.enum(SCREENING_REVIEW_STATES),
  created_at: z.string(),
  updated_at: z.string(),
  exported_at: z.string().nullable(),
});
export type ScreeningMark = z.infer<typeof screeningMarkSchema>;

/** GET /api/tickets/{id}/screening-mark: the caller's open mark on the ticket, if any. */
export const ticketScreeningMarkSchema = z.object({ mark: screeningMarkSchema.nullable() });

export const screeningReviewSchema = screeningMarkSchema.extend({
  ticket_number: z.string(),
  /** The ticket's words, only for a reviewer who may see the ticket; null otherwise. */
  ticket: z.object({ subject: z.string(), description: z.string() }).nullable(),
});
export type ScreeningReview = z.infer<typeof screeningReviewSchema>;

export const screeningReviewListSchema = z.object({
  reviews: z.array(screeningReviewSchema),
  pagination: paginationSchema,
  counts: z.object({ open: z.number().int(), exported: z.number().int() }),
});
export type ScreeningReviewList = z.infer<typeof screeningReviewListSchema>;

/** One exported mark, in the shape of a held-out evaluation case (common/crisis/evaluation/held-out). */
export const evaluationCaseSchema = z.object({
  text: z.string(),
  label: z.enum(['risky', 'harmless']),
  level: z.enum(SCREENING_MARK_LEVELS).nullable(),
  kind: z.string(),
  language: z.string(),
});
export type EvaluationCaseExport = z.infer<typeof evaluationCaseSchema>;
