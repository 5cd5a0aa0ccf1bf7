import { addDays } from '../../../common/dates';
import { localDate, localDayStart } from '../../lib/clock';
import type { DayCount, Window } from './repository';

/**
 * The reports count days on the hub's wall clock (the `timezone` setting), not in UTC. A day is from local
 * midnight to the next local midnight (23 or 25 hours across a daylight-saving change). The database groups
 * rows by UTC hour (or by minute in a zone whose midnights are not on whole UTC hours, such as
 * Asia/Kolkata), and the hours are folded into local days here: one query per figure, every bucket exact.
 */

/** How finely the database groups a time column so that no group straddles a local midnight. */
export type Slot = 'hour' | 'minute';

export interface LocalDays {
  /** Every local date of the window, in order. */
  days: string[];
  /** The UTC instants of the window: from the first day's local midnight to the last instant of `to`. */
  window: Window;
  slot: Slot;
}

/** The local days `from` to `to` (both included) in `timeZone`, the window they span and the slot to group by. */
export function localDays(from: string, to: string, timeZone: string): LocalDays {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  const starts = [...days, addDays(to, 1)].map((day) => localDayStart(day, timeZone));
  const onWholeHours = starts.every((start) => start.getTime() % 3_600_000 === 0);
  const end = starts[starts.length - 1] as Date;
  return {
    days,
    window: {
      from: (starts[0] as Date).toISOString(),
      to: new Date(end.getTime() - 1).toISOString(),
    },
    slot: onWholeHours ? 'hour' : 'minute',
  };
}

/** The UTC instant a slot key (`2026-11-01T05` or `2026-11-01T05:30`, cut from an ISO time) begins. */
function slotStart(key: string): Date {
  return new Date(key.length === 13 ? `${key}:00:00.000Z` : `${key}:00.000Z`);
}

/** Counts per UTC slot, added up per local day of `timeZone`. */
export function foldIntoDays(rows: DayCount[], timeZone: string): DayCount[] {
  const byDay = new Map<string, DayCount>();
  for (const row of rows) {
    const day = localDate(slotStart(row.day), timeZone);
    const total = byDay.get(day) ?? { day, count: 0, crisis: 0, responded: 0, response_hours: 0 };
    total.count += row.count;
    total.crisis += row.crisis;
    total.responded = (total.responded ?? 0) + (row.responded ?? 0);
    total.response_hours = (total.response_hours ?? 0) + (row.response_hours ?? 0);
    byDay.set(day, total);
  }
  return [...byDay.values()];
}
