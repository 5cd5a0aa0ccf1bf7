import {
  DAY_MINUTES,
  isOvernight,
  minutesOf,
  type OnCallShift,
  timeOf,
  WEEKDAY_SHORT,
} from '../../../common/schemas/on-call';

const WEEK_MINUTES = 7 * DAY_MINUTES;
/** Gaps are listed from Monday 00:00, as the week view reads. */
const MONDAY = DAY_MINUTES;

/** A stretch of the week in minutes after Sunday 00:00; `end` may pass the week's end (it wraps). */
export interface WeekSpan {
  start: number;
  end: number;
}

/** The stretches of the week a shift covers: its day from the start, and the next morning when overnight. */
export function spansOf(shift: Pick<OnCallShift, 'weekday' | 'start' | 'end'>): WeekSpan[] {
  const start = minutesOf(shift.start);
  const end = minutesOf(shift.end);
  const dayStart = shift.weekday * DAY_MINUTES;
  if (!isOvernight(start, end)) return [{ start: dayStart + start, end: dayStart + end }];
  const next = ((shift.weekday + 1) % 7) * DAY_MINUTES;
  return [
    { start: dayStart + start, end: dayStart + DAY_MINUTES },
    ...(end > 0 ? [{ start: next, end: next + end }] : []),
  ];
}

/** The hours of the week nobody active covers, Monday first; a gap over Sunday night runs into Monday. */
export function coverageGaps(
  shifts: Pick<OnCallShift, 'weekday' | 'start' | 'end' | 'active'>[],
): WeekSpan[] {
  const covered = new Uint8Array(WEEK_MINUTES);
  for (const shift of shifts) {
    if (!shift.active) continue;
    for (const span of spansOf(shift)) covered.fill(1, span.start, span.end);
  }
  if (covered.every((c) => c === 0)) return [{ start: MONDAY, end: MONDAY + WEEK_MINUTES }];
  // Start the walk at a covered minute, so a gap that wraps round the week's end comes out whole.
  const first = covered.indexOf(1);
  const gaps: WeekSpan[] = [];
  let gapStart: number | null = null;
  for (let i = 0; i <= WEEK_MINUTES; i += 1) {
    const at = first + i;
    const free = i < WEEK_MINUTES && covered[at % WEEK_MINUTES] === 0;
    if (free && gapStart === null) gapStart = at;
    if (!free && gapStart !== null) {
      gaps.push({ start: gapStart % WEEK_MINUTES, end: (gapStart % WEEK_MINUTES) + (at - gapStart) });
      gapStart = null;
    }
  }
  const fromMonday = (m: number) => (m - MONDAY + WEEK_MINUTES) % WEEK_MINUTES;
  return gaps.sort((a, b) => fromMonday(a.start) - fromMonday(b.start));
}

/** "Sat 08:00-22:00", "Fri 22:00-Sat 08:00", "Sun 00:00-24:00". */
export function formatSpan(span: WeekSpan): string {
  const dayOf = (m: number) => WEEKDAY_SHORT[Math.floor((m % WEEK_MINUTES) / DAY_MINUTES)] ?? '';
  const clock = (m: number) => timeOf(m % DAY_MINUTES);
  const startDay = Math.floor(span.start / DAY_MINUTES);
  if (span.end - span.start >= WEEK_MINUTES) return 'the whole week';
  if (span.end === (startDay + 1) * DAY_MINUTES) return `${dayOf(span.start)} ${clock(span.start)}-24:00`;
  if (Math.floor(span.end / DAY_MINUTES) === startDay) {
    return `${dayOf(span.start)} ${clock(span.start)}-${clock(span.end)}`;
  }
  return `${dayOf(span.start)} ${clock(span.start)}-${dayOf(span.end)} ${clock(span.end)}`;
}

/** The warning line of the rota tab, or null when every hour of the week has someone on call. */
export function gapWarning(gaps: WeekSpan[]): string | null {
  if (gaps.length === 0) return null;
  return `Nobody is on call: ${gaps.map(formatSpan).join(', ')}; crisis alerts in those hours go to all administrators at once.`;
}

/** A shift's hours as read in the week view: "22:00-08:00 (next day)". */
export function hoursLabel(shift: Pick<OnCallShift, 'start' | 'end'>): string {
  const overnight = isOvernight(minutesOf(shift.start), minutesOf(shift.end));
  return `${shift.start}-${shift.end}${overnight ? ' (next day)' : ''}`;
}

/** An instant as the rota reads it: weekday and 24-hour time in the university's time zone. */
export function formatInZone(iso: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    }).format(new Date(iso));
  } catch {
    return new Date(iso).toLocaleString();
  }
}
