import { describe, expect, it } from 'vitest';
import { type DateException, freeSlots, type SlotRules, type WeeklyHours } from './slots';

const NY = 'America/New_York';
const rules = (over: Partial<SlotRules> = {}): SlotRules => ({
  timeZone: NY,
  duration: 60,
  bufferMinutes: 0,
  minNoticeHours: 0,
  horizonDays: 365,
  ...over,
});
const every = (weekday: number, start: number, end: number): WeeklyHours => ({
  weekday,
  startMinute: start * 60,
  endMinute: end * 60,
  types: ['video', 'phone', 'chat'],
});
const week = [0, 1, 2, 3, 4, 5, 6].map((d) => every(d, 9, 12));
const starts = (slots: { start: Date }[]) => slots.map((s) => s.start.toISOString());
const day = (from: string, to: string, now = '2026-01-01T00:00:00Z') => ({
  type: 'video' as const,
  from: new Date(from),
  to: new Date(to),
  now: new Date(now),
});

describe('freeSlots', () => {
  it('steps by 30 minutes inside the hours, each long enough for the session', () => {
    const slots = freeSlots(rules(), day('2026-06-10T00:00:00Z', '2026-06-11T00:00:00Z'), week, [], []);
    // 09:00 to 11:00 New York summer time (UTC-4), the last one ending at 12:00.
    expect(starts(slots)).toEqual([
      '2026-06-10T13:00:00.000Z',
      '2026-06-10T13:30:00.000Z',
      '2026-06-10T14:00:00.000Z',
      '2026-06-10T14:30:00.000Z',
      '2026-06-10T15:00:00.000Z',
    ]);
    expect(slots[0]!.end.toISOString()).toBe('2026-06-10T14:00:00.000Z');
  });

  it('keeps 09:00 on the wall clock across the spring change (2026-03-08)', () => {
    const slots = freeSlots(rules(), day('2026-03-07T00:00:00Z', '2026-03-09T14:00:00Z'), week, [], []);
    const nine = starts(slots).filter((s) => s.endsWith(':00:00.000Z'));
    expect(nine).toContain('2026-03-07T14:00:00.000Z'); // Saturday, EST (UTC-5)
    expect(nine).toContain('2026-03-08T13:00:00.000Z'); // Sunday, EDT (UTC-4)
    expect(nine).toContain('2026-03-09T13:00:00.000Z');
  });

  it('keeps 09:00 on the wall clock across the autumn change (2026-11-01)', () => {
    const slots = freeSlots(rules(), day('2026-10-31T00:00:00Z', '2026-11-02T00:00:00Z'), week, [], []);
    expect(starts(slots)).toContain('2026-10-31T13:00:00.000Z'); // Saturday, EDT
    expect(starts(slots)).toContain('2026-11-01T14:00:00.000Z'); // Sunday, EST
    expect(starts(slots)).not.toContain('2026-11-01T13:00:00.000Z');
  });

  it('offers no wall-clock time that the spring change skips, and measures sessions in real minutes', () => {
    const night = [every(0, 1, 4)];
    const slots = freeSlots(rules(), day('2026-03-08T00:00:00Z', '2026-03-09T00:00:00Z'), night, [], []);
    // 01:00 and 01:30 EST, then 03:00 EDT; 02:00 and 02:30 do not exist that night.
    expect(starts(slots)).toEqual([
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T06:30:00.000Z',
      '2026-03-08T07:00:00.000Z',
    ]);
    for (const slot of slots) expect(slot.end.getTime() - slot.start.getTime()).toBe(3_600_000);
  });

  it('keeps the buffer around every appointment', () => {
    const busy = [{ start: new Date('2026-06-10T14:00:00Z'), end: new Date('2026-06-10T15:00:00Z') }];
    const without = freeSlots(rules(), day('2026-06-10T00:00:00Z', '2026-06-11T00:00:00Z'), week, [], busy);
    expect(starts(without)).toEqual(['2026-06-10T13:00:00.000Z', '2026-06-10T15:00:00.000Z']);
    const buffered = freeSlots(
      rules({ bufferMinutes: 15 }),
      day('2026-06-10T00:00:00Z', '2026-06-11T00:00:00Z'),
      week,
      [],
      busy,
    );
    expect(starts(buffered)).toEqual([]);
  });

  it('honours exceptions: a day off, and other hours that day', () => {
    const exceptions: DateException[] = [
      { date: '2026-06-10', available: false, hours: null },
      {
        date: '2026-06-11',
        available: true,
        hours: { startMinute: 14 * 60, endMinute: 15 * 60, types: ['video'] },
      },
    ];
    const q = day('2026-06-10T00:00:00Z', '2026-06-12T00:00:00Z');
    expect(starts(freeSlots(rules(), q, week, exceptions, []))).toEqual(['2026-06-11T18:00:00.000Z']);
  });

  it('offers only the types of the hours', () => {
    const phoneOnly = [{ ...every(3, 9, 12), types: ['phone' as const] }];
    const q = day('2026-06-10T00:00:00Z', '2026-06-11T00:00:00Z');
    expect(freeSlots(rules(), q, phoneOnly, [], [])).toEqual([]);
    expect(freeSlots(rules(), { ...q, type: 'phone' }, phoneOnly, [], [])).toHaveLength(5);
  });

  it('keeps the minimum notice and the horizon', () => {
    const now = '2026-06-10T13:10:00Z';
    const q = day('2026-06-01T00:00:00Z', '2026-07-30T00:00:00Z', now);
    const slots = freeSlots(rules({ minNoticeHours: 1, horizonDays: 2 }), q, week, [], []);
    expect(starts(slots)[0]).toBe('2026-06-10T14:30:00.000Z');
    expect(starts(slots).at(-1)).toBe('2026-06-12T13:00:00.000Z'); // at most 48 hours after now
  });
});
