import { z } from 'zod';
import { ROLES } from '../permissions';
import { idSchema } from './ids';

/**
 * The daily wellness check-in on the Counseling page (issue 17, decision 0033): a mood, stress, sleep and
 * energy, each 1-5, and an optional short note. One per student per day in the university's time zone; a
 * second check-in the same day replaces the first. Shared by the form and the server.
 */
export const WELLNESS_LIMITS = { noteMax: 500, trendDays: 30, lowRunDays: 3, lowMoodMax: 2 } as const;

/** The five moods, 1 (lowest) to 5, each with the words that go beside its emoji. */
export const MOODS = [
  { value: 1, emoji: '😢', label: 'Very low' },
  { value: 2, emoji: '😟', label: 'Low' },
  { value: 3, emoji: '😐', label: 'Okay' },
  { value: 4, emoji: '😊', label: 'Good' },
  { value: 5, emoji: '😄', label: 'Great' },
] as const;

/** What 1 and 5 mean on each of the other scales. */
export const WELLNESS_SCALES = [
  { key: 'stress', label: 'Stress', low: 'Very calm', high: 'Very stressed' },
  { key: 'sleep', label: 'Sleep', low: 'Very poor', high: 'Very good' },
  { key: 'energy', label: 'Energy', low: 'Very low', high: 'Very high' },
] as const;

export const WELLNESS_MESSAGES = {
  onlyStudents: 'Only students can check in',
  onlyStaff: 'Only counselors and advisors can read shared check-ins',
  notFound: 'Check-ins not found',
  saved: 'Check-in saved',
  updated: 'Check-in updated',
  retrieved: 'Check-ins retrieved successfully',
  sharingOn: 'Your check-ins are now shared with your counselor',
  sharingOff: 'Your check-ins are no longer shared',
  invalidStudent: 'Invalid student ID',
  mood: 'Choose a mood from 1 to 5',
  stress: 'Stress must be a whole number from 1 to 5',
  sleep: 'Sleep must be a whole number from 1 to 5',
  energy: 'Energy must be a whole number from 1 to 5',
  noteText: 'Note must be text',
  noteTooLong: `Note must not exceed ${WELLNESS_LIMITS.noteMax} characters`,
  shared: 'Choose whether to share your check-ins',
} as const;

const M = WELLNESS_MESSAGES;

const scale = (message: string) => z.number({ error: message }).int(message).min(1, message).max(5, message);

export const checkInInputSchema = z.object({
  mood: scale(M.mood),
  stress: scale(M.stress),
  sleep: scale(M.sleep),
  energy: scale(M.energy),
  /** Blank is no note. */
  note: z
    .string({ error: M.noteText })
    .trim()
    .max(WELLNESS_LIMITS.noteMax, M.noteTooLong)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
});
export type CheckInInput = z.input<typeof checkInInputSchema>;
export type CheckInValues = z.output<typeof checkInInputSchema>;

export const wellnessSharingInputSchema = z.object({ shared: z.boolean({ error: M.shared }) });

export const wellnessStudentParamsSchema = z.object({ studentId: idSchema(M.invalidStudent) });

// Answer shapes.
export const checkInSchema = z.object({
  /** The date in the university's time zone, YYYY-MM-DD. */
  day: z.string(),
  mood: z.number().int(),
  stress: z.number().int(),
  sleep: z.number().int(),
  energy: z.number().int(),
  note: z.string().nullable(),
  updated_at: z.string(),
});
export type CheckIn = z.infer<typeof checkInSchema>;

const counselorSchema = z.object({ id: z.number().int(), name: z.string(), role: z.enum(ROLES) });

/** The last 30 days, oldest first, and whether the latest days make a run of low moods. */
export const wellnessTrendSchema = z.object({
  /** Today's date in the university's time zone, and the first day of the trend. */
  today: z.string(),
  from: z.string(),
  check_ins: z.array(checkInSchema),
  low_run: z.boolean(),
});
export type WellnessTrend = z.infer<typeof wellnessTrendSchema>;

export const ownWellnessAnswerSchema = wellnessTrendSchema.extend({
  today_check_in: checkInSchema.nullable(),
  shared: z.boolean(),
  /** Who reads the check-ins while they are shared: the staff holding the student's appointments or tickets. */
  counselors: z.array(counselorSchema),
});
export type OwnWellness = z.infer<typeof ownWellnessAnswerSchema>;

export const savedCheckInAnswerSchema = z.object({
  check_in: checkInSchema,
  created: z.boolean(),
  low_run: z.boolean(),
});

export const sharingAnswerSchema = z.object({ shared: z.boolean(), counselors: z.array(counselorSchema) });

export const sharedWellnessAnswerSchema = wellnessTrendSchema.extend({
  student: z.object({ id: z.number().int(), name: z.string() }),
});
export type SharedWellness = z.infer<typeof sharedWellnessAnswerSchema>;

/** The students who share their check-ins with the signed-in counselor (to link their trend). */
export const sharingStudentsAnswerSchema = z.object({ student_ids: z.array(z.number().int()) });

/**
 * A run of low check-ins (decision 0033): the latest `lowRunDays` check-ins fall on consecutive days, the
 * newest today or yesterday, and each has a mood of `lowMoodMax` or lower. `days` is sorted oldest first.
 */
export function isLowRun(checkIns: readonly Pick<CheckIn, 'day' | 'mood'>[], today: string): boolean {
  const n = WELLNESS_LIMITS.lowRunDays;
  const last = checkIns.slice(-n);
  if (last.length < n) return false;
  if (last.some((c) => c.mood > WELLNESS_LIMITS.lowMoodMax)) return false;
  const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
  const newest = dayNumber(last[n - 1]!.day);
  if (dayNumber(today) - newest > 1) return false;
  return last.every((c, i) => dayNumber(c.day) === newest - (n - 1 - i));
}
