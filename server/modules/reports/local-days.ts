import { addDays } from '../../../common/dates';
import { localDayStart } from '../../lib/clock';
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
  /** The UTC instant (ms) each day begins, and after the last the instant the window ends (one more entry). */
  starts: number[];
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
    starts: starts.map((start) => start.getTime()),
  };
}

/** The UTC instant a slot key (`2026-11-01T05` or `2026-11-01T05:30`, cut from an ISO time) begins. */
function slotStart(key: string): Date {
  return new Date(key.length === 13 ? `${key}:00:00.000Z` : `${key}:00.000Z`);
}

/** The index of the local day an instant falls in (binary search over the day starts), or -1 outside them. */
function dayIndex(starts: readonly number[], at: number): number {
  if (at < starts[0]! || at >= starts[starts.length - 1]!) return -1;
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * Counts per UTC slot, added up per local day of `local` (found among its day starts, so a year's 8,760 hours
 * cost no time-zone conversion each).
 */
export function foldIntoDays(rows: DayCount[], local: Pick<LocalDays, 'days' | 'starts'>): DayCount[] {
  const byDay = new Map<string, DayCount>();
  for (const row of rows) {
    const index = dayIndex(local.starts, slotStart(row.day).getTime());
    if (index < 0) continue;
    const day = local.days[index]!;
    const total = byDay.get(day) ?? { day, count: 0, crisis: 0, responded: 0, response_hours: 0 };
    total.count += row.count;
    total.crisis += row.crisis;
    total.responded = (total.responded ?? 0) + (row.responded ?? 0);
    total.response_hours = (total.response_hours ?? 0) + (row.response_hours ?? 0);
    byDay.set(day, total);
  }
  return [...byDay.values()];
}
