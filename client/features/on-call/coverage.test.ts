import { describe, expect, it } from 'vitest';
import { coverageGaps, formatSpan, gapWarning, hoursLabel, spansOf } from './coverage';

const shift = (weekday: number, start: string, end: string, active = true) => ({
  weekday,
  start,
  end,
  active,
});
const gaps = (shifts: ReturnType<typeof shift>[]) => coverageGaps(shifts).map(formatSpan);

describe('the rota coverage', () => {
  it('spans an overnight shift into the next morning, wrapping Saturday night into Sunday', () => {
    expect(spansOf(shift(5, '22:00', '08:00'))).toEqual([
      { start: 5 * 1440 + 1320, end: 6 * 1440 },
      { start: 6 * 1440, end: 6 * 1440 + 480 },
    ]);
    expect(spansOf(shift(6, '22:00', '08:00'))[1]).toEqual({ start: 0, end: 480 });
    expect(spansOf(shift(2, '00:00', '24:00'))).toEqual([{ start: 2880, end: 4320 }]);
  });

  it('has no gap when every day is covered, and names the whole week with no shifts', () => {
    const week = [0, 1, 2, 3, 4, 5, 6].map((d) => shift(d, '00:00', '24:00'));
    expect(gaps(week)).toEqual([]);
    expect(gapWarning(coverageGaps(week))).toBeNull();
    expect(gaps([])).toEqual(['the whole week']);
  });

  it('finds the uncovered hours, Monday first, across midnight and the week’s end', () => {
    // Weeknights 22:00-08:00 Monday to Friday and weekdays 08:00-22:00 except Saturday and Sunday.
    const rota = [
      ...[1, 2, 3, 4, 5].map((d) => shift(d, '22:00', '08:00')),
      ...[1, 2, 3, 4, 5].map((d) => shift(d, '08:00', '22:00')),
    ];
    expect(gaps(rota)).toEqual(['Sat 08:00-Mon 08:00']);
    expect(gaps([...rota, shift(6, '22:00', '08:00')])).toEqual(['Sat 08:00-22:00', 'Sun 08:00-Mon 08:00']);
    expect(
      gapWarning(
        coverageGaps([
          ...rota,
          shift(6, '08:00', '24:00'),
          shift(0, '00:00', '24:00'),
          shift(0, '22:00', '08:00'),
        ]),
      ),
    ).toBeNull();
  });

  it('ignores shifts of people who are no longer active', () => {
    expect(gaps([shift(3, '00:00', '24:00', false)])).toEqual(['the whole week']);
    expect(gaps([0, 1, 2, 4, 5, 6].map((d) => shift(d, '00:00', '24:00')))).toEqual(['Wed 00:00-24:00']);
  });

  it('words the warning and the hours', () => {
    expect(gapWarning([{ start: 6 * 1440 + 480, end: 6 * 1440 + 1320 }])).toBe(
      'Nobody is on call: Sat 08:00-22:00; crisis alerts in those hours go to all administrators at once.',
    );
    expect(hoursLabel({ start: '22:00', end: '08:00' })).toBe('22:00-08:00 (next day)');
    expect(hoursLabel({ start: '00:00', end: '24:00' })).toBe('00:00-24:00');
  });
});
