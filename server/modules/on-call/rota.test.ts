import { describe, expect, it } from 'vitest';
import { coveringShifts, onePerPerson, type ShiftHours } from './rota';

const NY = 'America/New_York';
let nextId = 1;
const shift = (weekday: number, start: string, end: string, user_id = 1): ShiftHours => {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  return { id: nextId++, user_id, weekday, start_minute: minutes(start), end_minute: minutes(end) };
};
const until = (shifts: ShiftHours[], at: string, zone = NY) =>
  coveringShifts(shifts, new Date(at), zone).map((c) => c.until.toISOString());

describe('who a shift covers', () => {
  // Wednesday 2026-09-02, New York is UTC-4 (EDT).
  it('covers its own day from the start up to, not including, the end', () => {
    const day = [shift(3, '09:00', '17:00')];
    expect(until(day, '2026-09-02T12:59:00Z')).toEqual([]); // 08:59
    expect(until(day, '2026-09-02T13:00:00Z')).toEqual(['2026-09-02T21:00:00.000Z']); // 09:00
    expect(until(day, '2026-09-02T20:59:59Z')).toHaveLength(1); // 16:59:59
    expect(until(day, '2026-09-02T21:00:00Z')).toEqual([]); // 17:00
    // Another weekday at the same hour is not covered.
    expect(until(day, '2026-09-03T14:00:00Z')).toEqual([]);
  });

  it('runs an overnight shift past midnight into the next day', () => {
    const friday = [shift(5, '22:00', '08:00')];
    expect(until(friday, '2026-09-05T01:59:00Z')).toEqual([]); // Fri 21:59
    expect(until(friday, '2026-09-05T02:00:00Z')).toEqual(['2026-09-05T12:00:00.000Z']); // Fri 22:00
    expect(until(friday, '2026-09-05T07:00:00Z')).toEqual(['2026-09-05T12:00:00.000Z']); // Sat 03:00
    expect(until(friday, '2026-09-05T12:00:00Z')).toEqual([]); // Sat 08:00
    // Saturday night is not Friday night.
    expect(until(friday, '2026-09-06T07:00:00Z')).toEqual([]);
  });

  it('covers the whole day with 00:00-24:00, ending at the next midnight; Saturday night wraps to Sunday', () => {
    const whole = [shift(3, '00:00', '24:00')];
    expect(until(whole, '2026-09-02T04:00:00Z')).toEqual(['2026-09-03T04:00:00.000Z']); // Wed 00:00
    expect(until(whole, '2026-09-03T03:59:00Z')).toHaveLength(1); // Wed 23:59
    expect(until(whole, '2026-09-03T04:00:00Z')).toEqual([]); // Thu 00:00
    const saturday = [shift(6, '20:00', '06:00')];
    expect(until(saturday, '2026-09-06T08:00:00Z')).toEqual(['2026-09-06T10:00:00.000Z']); // Sun 04:00
  });

  it('reads the hours on the local wall clock across daylight-saving changes', () => {
    const night = [shift(6, '22:00', '08:00')];
    // Autumn: Sunday 1 November 2026, clocks go back at 02:00 EDT; 08:00 EST is 13:00 UTC.
    expect(until(night, '2026-11-01T02:00:00Z')).toEqual(['2026-11-01T13:00:00.000Z']); // Sat 22:00 EDT
    expect(until(night, '2026-11-01T12:59:00Z')).toHaveLength(1); // Sun 07:59 EST
    expect(until(night, '2026-11-01T13:00:00Z')).toEqual([]);
    // Spring: Sunday 8 March 2026, clocks go forward at 02:00 EST; 08:00 EDT is 12:00 UTC.
    expect(until(night, '2026-03-08T03:00:00Z')).toEqual(['2026-03-08T12:00:00.000Z']); // Sat 22:00 EST
    expect(until(night, '2026-03-08T12:00:00Z')).toEqual([]);
    // A whole day on the short day lasts 23 hours, to the next local midnight.
    expect(until([shift(0, '00:00', '24:00')], '2026-03-08T05:00:00Z')).toEqual(['2026-03-09T04:00:00.000Z']);
  });

  it('reads the hours in the given time zone', () => {
    const monday = [shift(1, '09:00', '17:00')];
    // Monday 7 September 2026, 01:00 UTC: 10:00 in Tokyo, still Sunday 21:00 in New York.
    expect(until(monday, '2026-09-07T01:00:00Z', 'Asia/Tokyo')).toEqual(['2026-09-07T08:00:00.000Z']);
    expect(until(monday, '2026-09-07T01:00:00Z', NY)).toEqual([]);
  });

  it('lists a person once, with the shift that lasts longest', () => {
    const shifts = [
      shift(3, '08:00', '12:00', 7),
      shift(3, '10:00', '18:00', 7),
      shift(3, '09:00', '11:00', 8),
    ];
    const found = onePerPerson(coveringShifts(shifts, new Date('2026-09-02T14:30:00Z'), NY));
    expect(found.map((c) => [c.shift.user_id, c.until.toISOString()])).toEqual([
      [7, '2026-09-02T22:00:00.000Z'],
      [8, '2026-09-02T15:00:00.000Z'],
    ]);
  });
});
