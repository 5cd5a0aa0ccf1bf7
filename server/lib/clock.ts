import { TZDate } from '@date-fns/tz';

/**
 * The server's idea of "now". Services take the clock from the app so tests can move time forward
 * (session expiry, rate-limit windows, escalation) without sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class ManualClock implements Clock {
  private current: Date;
  constructor(start: Date | string = '2026-09-01T09:00:00.000Z') {
    this.current = new Date(start);
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(value: Date | string): void {
    this.current = new Date(value);
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export function iso(date: Date): string {
  return date.toISOString();
}

/** The calendar date of an instant on the wall clock of `timeZone`, as YYYY-MM-DD. */
export function localDate(at: Date, timeZone: string): string {
  const local = new TZDate(at.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** The instant a calendar day (YYYY-MM-DD) begins on the wall clock of `timeZone`. */
export function localDayStart(date: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, 0, 0, timeZone).getTime());
}

/**
 * The day of `now` on the wall clock of `timeZone` (the hub's day: Today's Sessions, "Resolved Today"): its
 * date, the instant it began and the instant the next day begins (23 or 25 hours later on a clock change).
 */
export function localDay(now: Date, timeZone: string): { date: string; start: Date; end: Date } {
  const date = localDate(now, timeZone);
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 24 * HOUR).toISOString().slice(0, 10);
  return { date, start: localDayStart(date, timeZone), end: localDayStart(next, timeZone) };
}
