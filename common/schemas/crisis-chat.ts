import { z } from 'zod';
import { idSchema } from './ids';

/**
 * Live crisis chat and anonymous chat (issue 17, decision 0032): a student's request rings every counselor on
 * duty; the first to accept takes it; nobody within the answer window opens an urgent crisis ticket.
 */
export const CRISIS_CHAT_LIMITS = {
  /** Seconds a request rings before it escalates into an urgent crisis ticket. */
  answerWindowSeconds: 60,
  messageMax: 2000,
  /** Lines a read returns at most; the reader asks again with `after`. */
  pageMax: 200,
} as const;

export const CRISIS_CHAT_STATUSES = ['waiting', 'active', 'escalated', 'ended'] as const;
export type CrisisChatStatus = (typeof CRISIS_CHAT_STATUSES)[number];

/** The live events of a chat (ids only; the receiver reads the rows). */
export const CRISIS_CHAT_EVENTS = {
  /** A new request rings (to counselors on duty) or was taken / ended / escalated (to the same). */
  waiting: 'crisis_chat.waiting',
  /** Something changed in one chat: a line, its status, the student's name. */
  changed: 'crisis_chat.changed',
} as const;

export const ANONYMOUS_STUDENT = 'Anonymous student';

export const dutyInputSchema = z.object({
  on_duty: z.boolean({ error: 'On duty must be true or false' }),
});
export type DutyInput = z.infer<typeof dutyInputSchema>;

export const startChatSchema = z.object({
  anonymous: z.boolean({ error: 'Anonymous must be true or false' }).default(false),
});
export type StartChatInput = z.input<typeof startChatSchema>;

export const chatIdParamsSchema = z.object({ id: idSchema('Invalid chat id') });

export const chatMessageInputSchema = z.object({
  body: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(
      CRISIS_CHAT_LIMITS.messageMax,
      `Message must not exceed ${CRISIS_CHAT_LIMITS.messageMax} characters`,
    ),
});
export type ChatMessageInput = z.infer<typeof chatMessageInputSchema>;

export const chatMessagesQuerySchema = z.object({
  after: z.preprocess(
    (value) => (value === undefined || value === '' || value === '0' ? undefined : value),
    idSchema('After must be a message id').optional(),
  ),
});

export const chatMessageSchema = z.object({
  id: z.number(),
  /** student, counselor or system: a system line is the hub's own words, never a person's. */
  sender: z.enum(['student', 'counselor', 'system']),
  sender_name: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const crisisChatSchema = z.object({
  id: z.number(),
  status: z.enum(CRISIS_CHAT_STATUSES),
  anonymous: z.boolean(),
  /** The student's name as this viewer may see it ("Anonymous student" to a counselor until shared). */
  student_name: z.string(),
  /** The counselor sees the student's name: shared by the student, or revealed by a critical crisis. */
  name_shared: z.boolean(),
  counselor_name: z.string().nullable(),
  requested_at: z.string(),
  accepted_at: z.string().nullable(),
  /** When the request escalates if nobody accepts (waiting chats only). */
  answer_by: z.string().nullable(),
  escalated_at: z.string().nullable(),
  escalation_reason: z.enum(['timeout', 'nobody_on_duty']).nullable(),
  /** The urgent crisis ticket an escalation opened (the student's own; staff open it by its page). */
  ticket_id: z.number().nullable(),
  ticket_number: z.string().nullable(),
  ended_at: z.string().nullable(),
});
export type CrisisChat = z.infer<typeof crisisChatSchema>;

export const dutyStateSchema = z.object({
  on_duty: z.boolean(),
  /** Admins: every counselor on duty now. */
  on_duty_counselors: z.array(z.object({ id: z.number(), name: z.string() })).optional(),
});
export type DutyState = z.infer<typeof dutyStateSchema>;
