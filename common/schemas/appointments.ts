import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from './api';
import { idSchema } from './ids';

/**
 * Counseling appointments (spec 2 "My Appointments screen", "Book an Appointment wizard", "Session Notes
 * modal", §3 Appointment, §4, §9; api-contract "Appointments and sessions"). Times are ISO-8601 UTC on the
 * wire; schedules are wall-clock hours in the university's time zone (the `timezone` setting).
 */
export const APPOINTMENT_TYPES = ['video', 'phone', 'chat'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

export const APPOINTMENT_STATUSES = ['upcoming', 'in-progress', 'completed', 'cancelled', 'no-show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/**
 * Spec 2 §9: video and phone 30-60 minutes, chat 45. The contract's booking body carries no duration, so a
 * booking takes the type's duration: video and phone a full hour (the top of the spec's range, one session
 * hour), chat 45 minutes (decision 0024).
 */
export const APPOINTMENT_DURATIONS: Record<AppointmentType, number> = { video: 60, phone: 60, chat: 45 };

export const APPOINTMENT_RULES = {
  /** Slots start every 30 minutes inside a schedule (spec 2 §9). */
  slotStepMinutes: 30,
  /** The join link opens 15 minutes before the start (spec 2 §9) and closes at the end. */
  joinEarlyMinutes: 15,
  /** Reminders 24 hours and 1 hour before (spec 2 §9). */
  reminderHours: [24, 1],
  /** A student whose crisis was flagged this many days before a no-show gets a welfare follow-up. */
  welfareCrisisDays: 30,
  reasonMax: 1000,
  notesMax: 20_000,
  /** The longest period one availability query may span. */
  availabilityMaxDays: 62,
  /** The booking wizard holds the chosen time this long while the student confirms (issue 16). */
  holdMinutes: 5,
  /** A session rating's optional comment (issue 16). */
  feedbackCommentMax: 500,
} as const;

export const APPOINTMENT_MESSAGES = {
  type: 'Choose a session type: video, phone or chat',
  counselor: 'Choose a counselor, or Auto-Assign',
  start: 'Choose a date and time',
  slotTaken: 'This time is no longer available',
  notInSchedule: 'This time is not offered; choose one of the available times',
  tooSoon: (hours: number) => `Appointments must be booked at least ${hours} hours ahead`,
  tooFar: (days: number) => `Appointments can be booked at most ${days} days ahead`,
  noCounselor: 'No counselor is available at this time; choose another time',
  ticket: 'Choose one of your own tickets',
  reason: `The reason must not exceed ${APPOINTMENT_RULES.reasonMax} characters`,
  cancelReason: 'Please give a reason for cancelling',
  cancelTooLate: (hours: number) =>
    `Appointments starting within ${hours} hours can only be changed or cancelled by the counselor; please contact them`,
  notChangeable: 'Only upcoming appointments can be changed',
  attendance: 'Choose completed or no_show',
  attendanceTooEarly: 'Attendance can be recorded once the session has started',
  joinClosed: 'The session can be joined from 15 minutes before its start until its end',
  notes: `Notes must not exceed ${APPOINTMENT_RULES.notesMax} characters`,
  notesReason: 'Give a reason for reading these session notes',
  notesOnlyHolder: 'Only the counselor who held this session can read or write its notes',
  notesStudents: 'Session notes are not shown to students',
  from: 'Enter a valid start date and time',
  to: 'Enter a valid end date and time',
  range: 'The end must be after the start',
  rangeTooLong: `Ask for at most ${APPOINTMENT_RULES.availabilityMaxDays} days at a time`,
  status: 'Choose a valid status',
  notFound: 'Appointment not found',
  rating: 'Choose a rating from 1 to 5 stars',
  feedbackComment: `The comment must not exceed ${APPOINTMENT_RULES.feedbackCommentMax} characters`,
  feedbackNotCompleted: 'Only a session you attended can be rated, once the counselor has marked it held',
} as const;
const M = APPOINTMENT_MESSAGES;

export const SCHEDULE_MESSAGES = {
  weekday: 'Weekday must be a whole number from 0 (Sunday) to 6 (Saturday)',
  time: 'Enter the time as HH:MM (24-hour clock)',
  endAfterStart: 'The end time must be after the start time',
  types: 'Session types must be chosen from video, phone and chat',
  typesEmpty: 'Offer at least one session type',
  overlap: 'These hours overlap other hours on the same day',
  date: 'Enter the date as YYYY-MM-DD',
  available: 'Say whether the day is available',
  exceptionHours: 'Give both start and end, or neither',
  duplicateDate: 'This date is listed twice',
  tooMany: 'At most 50 rows',
  staff: 'Schedules are kept for counselors and advisors',
} as const;
const S = SCHEDULE_MESSAGES;

const HH_MM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "09:30" -> 570. */
export const minutesOfDay = (value: string): number => {
  const [h, m] = value.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

export const isoInstant = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), message)
    .transform((value) => new Date(value).toISOString());

const timeField = z.string({ error: S.time }).regex(HH_MM, S.time);
const typesField = z
  .array(z.enum(APPOINTMENT_TYPES, { error: S.types }), { error: S.types })
  .min(1, S.typesEmpty)
  .transform((types) => [...new Set(types)]);

export const weeklyRowSchema = z
  .object({
    weekday: z.number({ error: S.weekday }).int(S.weekday).min(0, S.weekday).max(6, S.weekday),
    start: timeField,
    end: timeField,
    types: typesField,
  })
  .refine((row) => minutesOfDay(row.end) > minutesOfDay(row.start), {
    message: S.endAfterStart,
    path: ['end'],
  });
export type WeeklyRow = z.output<typeof weeklyRowSchema>;

export const exceptionRowSchema = z
  .object({
    date: z
      .string({ error: S.date })
      .regex(DATE, S.date)
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), S.date),
    available: z.boolean({ error: S.available }),
    start: timeField.optional().nullable(),
    end: timeField.optional().nullable(),
    types: typesField.optional(),
  })
  .superRefine((row, ctx) => {
    const hasStart = row.start != null;
    const hasEnd = row.end != null;
    if (hasStart !== hasEnd) ctx.addIssue({ code: 'custom', message: S.exceptionHours, path: ['start'] });
    if (hasStart && hasEnd && minutesOfDay(row.end!) <= minutesOfDay(row.start!))
      ctx.addIssue({ code: 'custom', message: S.endAfterStart, path: ['end'] });
  });
export type ExceptionRow = z.output<typeof exceptionRowSchema>;

/** `PUT /api/staff/{id}/schedule`: the whole schedule, replacing the stored one. */
export const scheduleInputSchema = z
  .object({
    weekly: z.array(weeklyRowSchema).max(50, S.tooMany),
    exceptions: z.array(exceptionRowSchema).max(50, S.tooMany).default([]),
  })
  .superRefine((input, ctx) => {
    input.weekly.forEach((row, index) => {
      const clash = input.weekly.some(
        (other, j) =>
          j < index &&
          other.weekday === row.weekday &&
          minutesOfDay(other.start) < minutesOfDay(row.end) &&
          minutesOfDay(row.start) < minutesOfDay(other.end),
      );
      if (clash) ctx.addIssue({ code: 'custom', message: S.overlap, path: ['weekly', index] });
    });
    input.exceptions.forEach((row, index) => {
      if (input.exceptions.some((other, j) => j < index && other.date === row.date))
        ctx.addIssue({ code: 'custom', message: S.duplicateDate, path: ['exceptions', index, 'date'] });
    });
  });
export type ScheduleInput = z.output<typeof scheduleInputSchema>;

export const scheduleSchema = z.object({
  staff_id: z.number().int(),
  timezone: z.string(),
  weekly: z.array(
    z.object({
      weekday: z.number().int(),
      start: z.string(),
      end: z.string(),
      types: z.array(z.enum(APPOINTMENT_TYPES)),
    }),
  ),
  exceptions: z.array(
    z.object({
      date: z.string(),
      available: z.boolean(),
      start: z.string().nullable(),
      end: z.string().nullable(),
      types: z.array(z.enum(APPOINTMENT_TYPES)),
    }),
  ),
});
export type Schedule = z.infer<typeof scheduleSchema>;

/** `:id` of the schedule routes: a user id or `me`. */
export const staffParamsSchema = z.object({
  id: z.union([z.literal('me'), idSchema('Staff member not found')]),
});

export const appointmentParamsSchema = z.object({ id: idSchema(M.notFound) });

export const typeField = z.enum(APPOINTMENT_TYPES, { error: M.type });

export const bookingInputSchema = z.object({
  type: typeField,
  counselor_id: idSchema(M.counselor).nullable().default(null),
  start: isoInstant(M.start),
  is_anonymous: z.boolean({ error: 'Anonymous must be true or false' }).default(false),
  ticket_id: idSchema(M.ticket).nullish(),
  reason: z.string({ error: M.reason }).trim().max(APPOINTMENT_RULES.reasonMax, M.reason).nullish(),
});
export type BookingInput = z.output<typeof bookingInputSchema>;

/** `POST /api/appointments/holds`: the time the student chose, held for 5 minutes while they confirm. */
export const holdInputSchema = z.object({
  type: typeField,
  counselor_id: idSchema(M.counselor).nullable().default(null),
  start: isoInstant(M.start),
});
export type HoldInput = z.output<typeof holdInputSchema>;

export const holdSchema = z.object({
  id: z.number().int(),
  counselor_id: z.number().int(),
  start: z.string(),
  end: z.string(),
  expires_at: z.string(),
});

export const rescheduleInputSchema = z.object({
  start: isoInstant(M.start),
  reason: z.string({ error: M.reason }).trim().max(APPOINTMENT_RULES.reasonMax, M.reason).nullish(),
});
export type RescheduleInput = z.output<typeof rescheduleInputSchema>;

export const cancelInputSchema = z.object({
  reason: z
    .string({ error: M.cancelReason })
    .trim()
    .min(1, M.cancelReason)
    .max(APPOINTMENT_RULES.reasonMax, M.reason),
});

export const attendanceInputSchema = z.object({
  status: z.enum(['completed', 'no_show'], { error: M.attendance }),
});

export const notesInputSchema = z.object({
  notes: z.string({ error: M.notes }).max(APPOINTMENT_RULES.notesMax, M.notes),
});
/** `POST /api/appointments/{id}/feedback`: the student's rating of a completed session; a second call updates it. */
export const feedbackInputSchema = z.object({
  rating: z.number({ error: M.rating }).int(M.rating).min(1, M.rating).max(5, M.rating),
  comment: z
    .string({ error: M.feedbackComment })
    .trim()
    .max(APPOINTMENT_RULES.feedbackCommentMax, M.feedbackComment)
    .nullish()
    .transform((value) => value || null),
});
export type FeedbackInput = z.output<typeof feedbackInputSchema>;

/** A session's rating as its student (`my_feedback`) or its counselor and admins (`feedback`) read it. */
export const feedbackSchema = z.object({
  rating: z.number().int(),
  comment: z.string().nullable(),
  updated_at: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const notesQuerySchema = z.object({
  reason: z.string({ error: M.notesReason }).trim().max(500, M.notesReason).optional(),
});

const rangeQuery = {
  from: isoInstant(M.from).optional(),
  to: isoInstant(M.to).optional(),
};

export const availabilityQuerySchema = z
  .object({
    counselor_id: idSchema(M.counselor).optional(),
    type: typeField.default('video'),
    ...rangeQuery,
  })
  .refine((q) => !q.from || !q.to || q.to > q.from, { message: M.range, path: ['to'] });
export type AvailabilityQuery = z.output<typeof availabilityQuerySchema>;

export const counselorsQuerySchema = z.object({ type: typeField.optional() });

export const appointmentListQuerySchema = pageQuerySchema.extend({
  status: z.enum(APPOINTMENT_STATUSES, { error: M.status }).optional(),
  type: typeField.optional(),
  search: z.string().trim().max(100).optional(),
  /** The appointments booked about one ticket (its page lists them), within the viewer's own scope. */
  ticket_id: idSchema(M.ticket).optional(),
  ...rangeQuery,
});
export type AppointmentListQuery = z.output<typeof appointmentListQuerySchema>;

const person = z.object({ id: z.number().int(), name: z.string().nullable() });

export const appointmentSchema = z.object({
  id: z.number().int(),
  type: z.enum(APPOINTMENT_TYPES),
  status: z.enum(APPOINTMENT_STATUSES),
  start: z.string(),
  end: z.string(),
  duration: z.number().int(),
  counselor: person,
  student: person,
  is_anonymous: z.boolean(),
  ticket_id: z.number().int().nullable(),
  can_join: z.boolean(),
  can_reschedule: z.boolean(),
  can_cancel: z.boolean(),
  /** Whether the viewer (its student, once the session is completed) may rate it now. */
  can_rate: z.boolean(),
  /** The student's own rating of it: for its student only, else null. */
  my_feedback: feedbackSchema.nullable(),
  /** The student's rating with the comment: for the counselor who held it and admins only, else null. */
  feedback: feedbackSchema.nullable(),
  created_at: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentListSchema = z.object({
  appointments: z.array(appointmentSchema),
  pagination: paginationSchema,
  counts: z.object({ upcoming: z.number().int(), completed: z.number().int(), cancelled: z.number().int() }),
});

/** `GET /api/appointments/{id}/ticket`: the linked ticket as the holding counselor reads it before the session. */
export const appointmentTicketSchema = z.object({
  id: z.number().int(),
  ticket_number: z.string(),
  subject: z.string(),
  description: z.string(),
  status: z.string(),
  priority: z.string(),
  category: z.string(),
  created_at: z.string(),
  /** Whether the viewer may open the ticket's own page (its assignee, admins); the context is shown either way. */
  can_open: z.boolean(),
});
export type AppointmentTicket = z.infer<typeof appointmentTicketSchema>;

/** `GET /api/appointments/today`: the viewer's sessions of today in the university's time zone. */
export const todaySchema = z.object({
  date: z.string(),
  timezone: z.string(),
  appointments: z.array(appointmentSchema),
});

export const slotSchema = z.object({ start: z.string(), end: z.string(), counselor_id: z.number().int() });
export type Slot = z.infer<typeof slotSchema>;

export const counselorOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  specializations: z.array(z.string()),
  /** The average of the student ratings of their sessions, to one decimal; null with none. */
  rating: z.number().nullable(),
  /** How many rated sessions the average is over (beyond the contract). */
  rating_count: z.number().int(),
  next_available: z.string().nullable(),
  /** The counseling profile the staff member keeps (beyond the contract): null or empty when not given. */
  bio: z.string().nullable(),
  languages: z.array(z.string()),
});
export type CounselorOption = z.infer<typeof counselorOptionSchema>;

export const notesSchema = z.object({
  appointment_id: z.number().int(),
  notes: z.string(),
  updated_at: z.string().nullable(),
});

export const joinSchema = z.object({
  room: z.string(),
  ice_servers: z.array(
    z.object({
      urls: z.union([z.string(), z.array(z.string())]),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  ),
});
