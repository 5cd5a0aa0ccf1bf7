import { z } from 'zod';
import { CASE_WORKER_ROLES, ROLES } from '../permissions';
import { idSchema } from './ids';

/**
 * The on-call rota: who answers crisis alerts at which hours of the week. Hours are wall-clock times in the
 * university's time zone (the `timezone` setting); an end at or before the start runs past midnight into
 * the next day, and 00:00-24:00 is the whole day.
 */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** Monday first, as the rota is read. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export const DAY_MINUTES = 24 * 60;
/** Who may be on call: every case worker (counselors, advisors and administrators). */
export const ON_CALL_ROLES = CASE_WORKER_ROLES;

export const ON_CALL_MESSAGES = {
  person: 'Choose an active counselor, advisor or administrator',
  time: 'Enter a time as HH:MM',
  sameTime: 'The shift must end at a different time than it starts (00:00 to 24:00 is the whole day)',
  days: 'Choose at least one day',
  day: 'Choose a day of the week',
  note: 'Note must not exceed 200 characters',
  timezone: 'Choose a valid time zone',
} as const;
const M = ON_CALL_MESSAGES;

const START_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const END_PATTERN = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** "HH:MM" -> minutes after midnight ("24:00" -> 1440). */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** Minutes after midnight -> "HH:MM" (1440 -> "24:00"). */
export function timeOf(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** True when the shift runs past midnight into the next day. */
export function isOvernight(start: number, end: number): boolean {
  return end <= start;
}

export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const userIdField = z
  .number({ error: M.person })
  .int(M.person)
  .positive(M.person)
  .max(2_147_483_647, M.person);
const weekdayField = z.number({ error: M.day }).int(M.day).min(0, M.day).max(6, M.day);
const startField = z.string({ error: M.time }).regex(START_PATTERN, M.time);
const endField = z.string({ error: M.time }).regex(END_PATTERN, M.time);
const noteField = z
  .string({ error: 'Note must be text' })
  .trim()
  .max(200, M.note)
  .nullish()
  .transform((value) => (value ? value : null));

/** Start equal to end is refused, except the whole day 00:00-24:00; 00:00-00:00 would be ambiguous too. */
function checkHours(value: { start: string; end: string }, ctx: z.RefinementCtx) {
  if (!START_PATTERN.test(value.start) || !END_PATTERN.test(value.end)) return;
  const start = minutesOf(value.start);
  const end = minutesOf(value.end);
  if (start === end % DAY_MINUTES && !(start === 0 && end === DAY_MINUTES)) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: M.sameTime });
  }
}

export const shiftCreateSchema = z
  .object({
    user_id: userIdField,
    weekdays: z
      .array(weekdayField, { error: M.days })
      .min(1, M.days)
      .max(7, M.days)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    start: startField,
    end: endField,
    note: noteField,
  })
  .superRefine(checkHours);
export type ShiftCreateInput = z.infer<typeof shiftCreateSchema>;
export type ShiftCreateForm = z.input<typeof shiftCreateSchema>;

export const shiftUpdateSchema = z
  .object({
    user_id: userIdField,
    weekday: weekdayField,
    start: startField,
    end: endField,
    note: noteField,
  })
  .superRefine(checkHours);
export type ShiftUpdateInput = z.infer<typeof shiftUpdateSchema>;
export type ShiftUpdateForm = z.input<typeof shiftUpdateSchema>;

export const onCallSettingsSchema = z.object({
  fallback_user_id: userIdField.nullable(),
  timezone: z
    .string({ error: M.timezone })
    .trim()
    .refine((value) => isTimeZone(value), M.timezone),
});
export type OnCallSettingsInput = z.infer<typeof onCallSettingsSchema>;

export const shiftIdParamsSchema = z.object({
  id: idSchema('Invalid shift ID'),
});

export const onCallPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(ROLES),
});
export type OnCallPerson = z.infer<typeof onCallPersonSchema>;

export const onCallNowSchema = z.object({
  on_call: z.array(z.object({ user: onCallPersonSchema, shift_id: z.number().int(), until: z.string() })),
  fallback: onCallPersonSchema.nullable(),
  timezone: z.string(),
});
export type OnCallNow = z.infer<typeof onCallNowSchema>;

export const shiftSchema = z.object({
  id: z.number().int(),
  user: onCallPersonSchema,
  weekday: z.number().int(),
  start: z.string(),
  end: z.string(),
  note: z.string().nullable(),
  /** False when the person is no longer an active counselor, advisor or administrator: the shift is idle. */
  active: z.boolean(),
});
export type OnCallShift = z.infer<typeof shiftSchema>;

export const onCallRotaSchema = z.object({
  shifts: z.array(shiftSchema),
  fallback: onCallPersonSchema.nullable(),
  timezone: z.string(),
  staff: z.array(onCallPersonSchema),
});
export type OnCallRota = z.infer<typeof onCallRotaSchema>;
