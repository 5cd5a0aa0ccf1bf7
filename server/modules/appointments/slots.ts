import { TZDate, tzOffset } from '@date-fns/tz';
import type { AppointmentType } from '../../../common/schemas/appointments';
import { APPOINTMENT_RULES } from '../../../common/schemas/appointments';
import { localDate } from '../../lib/clock';

/** Hours a staff member offers, in minutes of the day on the university's wall clock. */
export interface HoursRow {
  startMinute: number;
  endMinute: number;
  types: readonly AppointmentType[];
}

export interface WeeklyHours extends HoursRow {
  /** 0 Sunday to 6 Saturday. */
  weekday: number;
}

/** A date off (`available` false), or other hours that date (with start and end), or "as usual". */
export interface DateException {
  date: string;
  available: boolean;
  hours: HoursRow | null;
}

export interface Busy {
  start: Date;
  end: Date;
}

export interface SlotRules {
  timeZone: string;
  /** The session's length in minutes. */
  duration: number;
  /** Free minutes kept before and after every other appointment. */
  bufferMinutes: number;
  minNoticeHours: number;
  horizonDays: number;
  step?: number;
}

export interface SlotQuery {
  type: AppointmentType;
  from: Date;
  to: Date;
  now: Date;
}

export interface FreeSlot {
  start: Date;
  end: Date;
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

export { localDate };

const steadyOffsets = new Map<string, number | null>();

/**
 * The UTC offset (minutes) of `timeZone` all through `date`, or null when it changes that day (a daylight-saving
 * change). Read from the time-zone data once per date and zone: the slot loop asks it for every step.
 */
function steadyOffset(date: string, timeZone: string): number | null {
  const key = `${timeZone}|${date}`;
  const known = steadyOffsets.get(key);
  if (known !== undefined) return known;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // The local date lies within these two instants whatever the zone (offsets are within -12 h and +14 h).
  const before = tzOffset(timeZone, new Date(Date.UTC(y, m - 1, d, -14)));
  const after = tzOffset(timeZone, new Date(Date.UTC(y, m - 1, d + 1, 14)));
  const offset = before === after && Number.isFinite(before) ? before : null;
  if (steadyOffsets.size > 5000) steadyOffsets.clear();
  steadyOffsets.set(key, offset);
  return offset;
}

/** The instant of a wall-clock time on a date in `timeZone`, or null when that time does not exist there. */
export function wallClockInstant(date: string, minute: number, timeZone: string): Date | null {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const offset = steadyOffset(date, timeZone);
  if (offset !== null) return new Date(Date.UTC(y, m - 1, d, 0, minute) - offset * MINUTE_MS);
  const hours = Math.floor(minute / 60);
  const minutes = minute % 60;
  const at = new TZDate(y, m - 1, d, hours, minutes, timeZone);
  // A time skipped by a daylight-saving change moves; such a time is not offered.
  if (at.getHours() !== hours % 24 || at.getMinutes() !== minutes) {
    if (minute === 24 * 60) return new TZDate(y, m - 1, d + 1, 0, 0, timeZone);
    return null;
  }
  return new Date(at.getTime());
}

function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The hours offered on one date: its exception when there is one, else its weekday's rows. */
export function hoursOn(date: string, weekly: readonly WeeklyHours[], exceptions: readonly DateException[]) {
  const exception = exceptions.find((row) => row.date === date);
  if (exception && !exception.available) return [];
  if (exception?.hours) return [exception.hours];
  return weekly.filter((row) => row.weekday === weekdayOf(date));
}

const overlaps = (a: FreeSlot, b: Busy, bufferMs: number) =>
  a.start.getTime() < b.end.getTime() + bufferMs && b.start.getTime() < a.end.getTime() + bufferMs;

/**
 * The free start times of one staff member between `from` and `to` (decision 0024): 30-minute steps inside
 * their hours on the university's wall clock (so a daylight-saving change moves no session: 09:00 stays
 * 09:00), each long enough for the session, none overlapping an appointment or its buffer, none sooner than
 * the minimum notice nor later than the horizon. Pure: the caller reads the rows and the clock.
 */
export function freeSlots(
  rules: SlotRules,
  query: SlotQuery,
  weekly: readonly WeeklyHours[],
  exceptions: readonly DateException[],
  busy: readonly Busy[],
  /** Only the first free day's slots (enough for "next available"): stops reading further days. */
  firstDayOnly = false,
): FreeSlot[] {
  const step = rules.step ?? APPOINTMENT_RULES.slotStepMinutes;
  const earliest = Math.max(query.from.getTime(), query.now.getTime() + rules.minNoticeHours * HOUR_MS);
  const latest = Math.min(query.to.getTime(), query.now.getTime() + rules.horizonDays * 24 * HOUR_MS);
  if (latest <= earliest) return [];
  const bufferMs = rules.bufferMinutes * MINUTE_MS;
  const out: FreeSlot[] = [];
  const lastDate = localDate(new Date(latest), rules.timeZone);
  for (let date = localDate(new Date(earliest), rules.timeZone); date <= lastDate; date = nextDate(date)) {
    const rows = hoursOn(date, weekly, exceptions)
      .filter((row) => row.types.includes(query.type))
      .sort((a, b) => a.startMinute - b.startMinute);
    for (const row of rows) {
      const rowEnd = wallClockInstant(date, row.endMinute, rules.timeZone);
      for (let minute = row.startMinute; minute + rules.duration <= row.endMinute; minute += step) {
        const start = wallClockInstant(date, minute, rules.timeZone);
        if (!start) continue;
        const end = new Date(start.getTime() + rules.duration * MINUTE_MS);
        if (rowEnd && end.getTime() > rowEnd.getTime()) continue;
        if (start.getTime() < earliest || start.getTime() > latest) continue;
        const slot = { start, end };
        if (busy.some((b) => overlaps(slot, b, bufferMs))) continue;
        if (out.some((s) => s.start.getTime() === start.getTime())) continue;
        out.push(slot);
      }
    }
    if (firstDayOnly && out.length > 0) break;
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime());
}
