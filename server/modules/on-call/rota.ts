import { TZDate } from '@date-fns/tz';
import { DAY_MINUTES, isOvernight } from '../../../common/schemas/on-call';

/** A shift's hours as stored: weekday 0 (Sunday) to 6, minutes after local midnight. */
export interface ShiftHours {
  id: number;
  user_id: number;
  weekday: number;
  start_minute: number;
  end_minute: number;
}

export interface Covering<S extends ShiftHours> {
  shift: S;
  /** The instant the shift ends. */
  until: Date;
}

/** The instant of `minutes` after local midnight, `addDays` days after `local`'s date, in `timeZone`. */
function localInstant(local: TZDate, addDays: number, minutes: number, timeZone: string): Date {
  const day = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate() + addDays + Math.floor(minutes / DAY_MINUTES),
    Math.floor((minutes % DAY_MINUTES) / 60),
    minutes % 60,
    0,
    0,
    timeZone,
  );
  return new Date(day.getTime());
}

/**
 * The shifts that cover the instant `at`, read on the wall clock of `timeZone` (so daylight-saving changes
 * move nothing: a 22:00 start is 22:00 local on either side of a change). A shift whose end is at or before
 * its start covers its own day from the start and the next day until the end.
 */
export function coveringShifts<S extends ShiftHours>(
  shifts: readonly S[],
  at: Date,
  timeZone: string,
): Covering<S>[] {
  const local = new TZDate(at.getTime(), timeZone);
  const day = local.getDay();
  const yesterday = (day + 6) % 7;
  const minute = local.getHours() * 60 + local.getMinutes();
  const found: Covering<S>[] = [];
  for (const shift of shifts) {
    const overnight = isOvernight(shift.start_minute, shift.end_minute);
    if (shift.weekday === day && minute >= shift.start_minute && (overnight || minute < shift.end_minute)) {
      found.push({ shift, until: localInstant(local, overnight ? 1 : 0, shift.end_minute, timeZone) });
    } else if (overnight && shift.weekday === yesterday && minute < shift.end_minute) {
      found.push({ shift, until: localInstant(local, 0, shift.end_minute, timeZone) });
    }
  }
  return found;
}

/** One entry per person (the shift that lasts longest when several cover them), in the given order. */
export function onePerPerson<S extends ShiftHours>(covering: Covering<S>[]): Covering<S>[] {
  const byUser = new Map<number, Covering<S>>();
  for (const entry of covering) {
    const seen = byUser.get(entry.shift.user_id);
    if (!seen || entry.until.getTime() > seen.until.getTime()) byUser.set(entry.shift.user_id, entry);
  }
  return [...byUser.values()];
}

/** The weekdays whose shifts may cover some instant of `day` (its own and the previous day's). */
export function weekdaysTouching(day: number): number[] {
  return [day, (day + 6) % 7];
}

/** The local weekday of an instant in a time zone. */
export function localWeekday(at: Date, timeZone: string): number {
  return new TZDate(at.getTime(), timeZone).getDay();
}
