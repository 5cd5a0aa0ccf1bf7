import { z } from 'zod';
import { idSchema } from './ids';

/**
 * The session room of an appointment (decision 0031): waiting room, admission, the call's signaling and the
 * in-session chat. Shared by the server's routes and the room screen.
 */
export const ROOM_LIMITS = {
  /** A signal's JSON (an SDP offer of audio and video is 3 to 8 KB). */
  signalBytesMax: 32_000,
  sdpMax: 30_000,
  candidateMax: 1_000,
  /** Signals one participant may post a minute (ICE candidates come in bursts of a few dozen). */
  signalsPerMinute: 240,
  messageMax: 2_000,
  /** Messages one participant may post a minute. */
  messagesPerMinute: 30,
  /** Rows one read returns at most; the reader asks again with the last id. */
  readMax: 200,
  /** A participant counts as present when seen this recently (the room screen checks in every 15 s). */
  presenceSeconds: 40,
} as const;

export const ROOM_MESSAGES = {
  notParticipant: 'Only the student and the counselor of this appointment take part in its session',
  counselorOnly: 'Only the counselor of this session admits the student',
  notAdmitted: 'The counselor has not admitted you to the session yet',
  notStarted: 'The session has not started: the counselor admits the student first',
  studentNotWaiting: 'The student is not in the waiting room yet',
  ended: 'This session has ended',
  kind: 'Kind must be offer, answer, candidate or restart',
  payload: 'Payload must describe an offer, an answer, an ICE candidate or a restart',
  payloadTooLarge: `A signal must not exceed ${ROOM_LIMITS.signalBytesMax} bytes`,
  after: 'After must be a message or signal id',
  messageEmpty: 'Message cannot be empty',
  messageMax: `Message must not exceed ${ROOM_LIMITS.messageMax} characters`,
  signalRate: 'Too many signals: wait a moment and try again',
  messageRate: 'Too many messages: wait a moment and try again',
} as const;
const M = ROOM_MESSAGES;

export const SIGNAL_KINDS = ['offer', 'answer', 'candidate', 'restart'] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

/** The id of one browser's peer connection, so the other side can tell a renegotiation from a new page. */
const peerId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

const candidateSchema = z
  .object({
    candidate: z.string().max(ROOM_LIMITS.candidateMax),
    sdpMid: z.string().max(64).nullable().optional(),
    sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
    usernameFragment: z.string().max(256).nullable().optional(),
  })
  .strict();

const payloadSchema = z
  .object({
    peer: peerId,
    /** The peer an offer or answer is meant for, so a late answer never lands on a newer connection. */
    to: peerId.optional(),
    sdp: z.string().max(ROOM_LIMITS.sdpMax).optional(),
    candidate: candidateSchema.optional(),
  })
  .strict();

export const signalInputSchema = z
  .object({
    kind: z.enum(SIGNAL_KINDS, { error: M.kind }),
    payload: z.unknown().transform((value, ctx) => {
      const parsed = payloadSchema.safeParse(value);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: M.payload });
      return z.NEVER;
    }),
  })
  .superRefine((value, ctx) => {
    const p = value.payload;
    const needs =
      value.kind === 'candidate'
        ? p.candidate !== undefined && p.sdp === undefined
        : value.kind === 'restart'
          ? p.sdp === undefined && p.candidate === undefined
          : typeof p.sdp === 'string' && p.sdp.length > 0 && p.candidate === undefined;
    if (!needs) ctx.addIssue({ code: 'custom', path: ['payload'], message: M.payload });
    else if (JSON.stringify(value.payload).length > ROOM_LIMITS.signalBytesMax)
      ctx.addIssue({ code: 'custom', path: ['payload'], message: M.payloadTooLarge });
  });
export type SignalInput = z.infer<typeof signalInputSchema>;
export type SignalPayload = z.infer<typeof payloadSchema>;

export const afterQuerySchema = z.object({
  after: z.coerce
    .number({ error: M.after })
    .int(M.after)
    .min(0, M.after)
    .max(2_147_483_647, M.after)
    .default(0),
});

export const messageInputSchema = z.object({
  body: z
    .string({ error: M.messageEmpty })
    .trim()
    .min(1, M.messageEmpty)
    .max(ROOM_LIMITS.messageMax, M.messageMax),
});

export const roomParamsSchema = z.object({ id: idSchema('Appointment not found') });

export const ROOM_STATES = ['waiting', 'admitted', 'ended'] as const;
export type RoomState = (typeof ROOM_STATES)[number];

export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

export const roomSchema = z.object({
  appointment_id: z.number().int(),
  type: z.enum(['video', 'phone', 'chat']),
  state: z.enum(ROOM_STATES),
  /** Inside the join window (15 minutes before the start until the end). */
  open: z.boolean(),
  role: z.enum(['student', 'counselor']),
  present: z.object({ student: z.boolean(), counselor: z.boolean() }),
  /** The other participant's name as this viewer may see it ("Anonymous student" when hidden). */
  other_name: z.string(),
  admitted_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  ended_by: z.enum(['student', 'counselor']).nullable(),
  /** Phone sessions: a real number to call, and whose it is; null when none is stored. */
  phone: z.object({ number: z.string(), label: z.string() }).nullable(),
  ice_servers: z.array(iceServerSchema),
});
export type Room = z.infer<typeof roomSchema>;

export const signalSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SIGNAL_KINDS),
  payload: payloadSchema,
  created_at: z.string(),
});
export type Signal = z.infer<typeof signalSchema>;

export const roomMessageSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  mine: z.boolean(),
  sender: z.enum(['student', 'counselor']).nullable(),
  sender_name: z.string(),
  created_at: z.string(),
});
export type RoomMessage = z.infer<typeof roomMessageSchema>;

/** Live event types (ids only; the receiver reads the rows). */
export const ROOM_EVENTS = {
  state: 'room.state',
  signal: 'room.signal',
  message: 'room.message',
  appointment: 'appointment.changed',
} as const;
