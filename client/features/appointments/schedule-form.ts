import {
  APPOINTMENT_TYPES,
  type AppointmentType,
  type Schedule,
  type ScheduleInput,
  scheduleInputSchema,
} from '../../../common/schemas/appointments';
import { isApiError } from '../../api/client';

/** The editor's rows: the weekly hours and the exceptions, in the order `PUT …/schedule` receives them. */
export interface WeeklyBlock {
  key: string;
  weekday: number;
  start: string;
  end: string;
  types: AppointmentType[];
}

export interface ExceptionDraft {
  key: string;
  date: string;
  /** `off`: no sessions that date; `hours`: these hours that date instead of the weekday's. */
  kind: 'off' | 'hours';
  start: string;
  end: string;
  types: AppointmentType[];
}

export interface ScheduleDraft {
  weekly: WeeklyBlock[];
  exceptions: ExceptionDraft[];
}

/** Messages by field path, as the server's 422 gives them: `weekly.0.end`, `exceptions.1.date`, `weekly.2`. */
export type ScheduleErrors = Record<string, string>;

/** Monday first, as the university's week is read; the values are the API's (0 Sunday … 6 Saturday). */
export const WEEKDAYS = [
  { value: 1, label: 'Monday' },
  { value: 2, label: 'Tuesday' },
  { value: 3, label: 'Wednesday' },
  { value: 4, label: 'Thursday' },
  { value: 5, label: 'Friday' },
  { value: 6, label: 'Saturday' },
  { value: 0, label: 'Sunday' },
] as const;

export const TYPE_LABELS: Record<AppointmentType, string> = { video: 'Video', phone: 'Phone', chat: 'Chat' };

let counter = 0;
const nextKey = () => `row-${++counter}`;

export function newBlock(weekday: number): WeeklyBlock {
  return { key: nextKey(), weekday, start: '09:00', end: '17:00', types: [...APPOINTMENT_TYPES] };
}

export function newException(date: string): ExceptionDraft {
  return { key: nextKey(), date, kind: 'off', start: '09:00', end: '12:00', types: [...APPOINTMENT_TYPES] };
}

export function toDraft(schedule: Schedule): ScheduleDraft {
  return {
    weekly: schedule.weekly.map((row) => ({ key: nextKey(), ...row, types: [...row.types] })),
    exceptions: schedule.exceptions.map((row) => ({
      key: nextKey(),
      date: row.date,
      kind: row.available && row.start && row.end ? 'hours' : 'off',
      start: row.start ?? '09:00',
      end: row.end ?? '12:00',
      types: [...row.types],
    })),
  };
}

/** The body of `PUT /api/staff/{id}/schedule`, before parsing. */
export function toInput(draft: ScheduleDraft) {
  return {
    weekly: draft.weekly.map(({ weekday, start, end, types }) => ({ weekday, start, end, types })),
    exceptions: draft.exceptions.map((row) =>
      row.kind === 'off'
        ? { date: row.date, available: false }
        : { date: row.date, available: true, start: row.start, end: row.end, types: row.types },
    ),
  };
}

/** What is sent compared with what was loaded, to know whether there are unsaved changes. */
export const sameSchedule = (a: ScheduleDraft, b: ScheduleDraft) =>
  JSON.stringify(toInput(a)) === JSON.stringify(toInput(b));

/** Parses the draft with the server's own schema: the body to send, or the messages by field. */
export function checkDraft(
  draft: ScheduleDraft,
): { ok: true; input: ScheduleInput } | { ok: false; errors: ScheduleErrors } {
  const parsed = scheduleInputSchema.safeParse(toInput(draft));
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: ScheduleErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || 'body';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A 422's field messages (first of each), or nothing for any other failure. */
export function serverErrors(error: unknown): ScheduleErrors {
  if (!isApiError(error)) return {};
  const out: ScheduleErrors = {};
  for (const [key, messages] of Object.entries(error.errors)) if (messages[0]) out[key] = messages[0];
  return out;
}

/** The messages of one row: its fields' and the row's own (an overlap is reported on the row). */
export function rowErrors(errors: ScheduleErrors, list: 'weekly' | 'exceptions', index: number) {
  const at = (field: string) => errors[`${list}.${index}.${field}`];
  return {
    row: errors[`${list}.${index}`],
    date: at('date'),
    start: at('start'),
    end: at('end'),
    types:
      errors[`${list}.${index}.types`] ??
      Object.entries(errors).find(([k]) => k.startsWith(`${list}.${index}.types.`))?.[1],
  };
}

/** Today's date in a time zone as YYYY-MM-DD (the default date of a new exception). */
export function todayIn(timezone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}
