import { describe, expect, it } from 'vitest';
import { formatCell, NO_VALUE, periodLabel } from './report-tables';
import { daysFrom, isCalendarDate, periodsOf, reportQuerySchema } from './schemas/admin-report';

describe('report periods', () => {
  it('takes the last 30 days, today included, and the 30 before them by default', () => {
    expect(periodsOf({}, '2026-03-15')).toEqual({
      current: { from: '2026-02-14', to: '2026-03-15', days: 30 },
      previous: { from: '2026-01-15', to: '2026-02-13', days: 30 },
    });
  });

  it('gives the previous period as many days, ending the day before `from`', () => {
    expect(periodsOf({ from: '2024-03-01', to: '2024-03-01' }, '2026-01-01').previous).toEqual({
      from: '2024-02-29',
      to: '2024-02-29',
      days: 1,
    });
    expect(periodsOf({ to: '2026-01-10' }, '2026-03-15').current.from).toBe('2025-12-12');
    expect(periodsOf({ from: '2026-03-10' }, '2026-03-15').current).toEqual({
      from: '2026-03-10',
      to: '2026-03-15',
      days: 6,
    });
  });

  it('reads only real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-1-01')).toBe(false);
    expect(daysFrom('2025-01-01', '2025-12-31')).toBe(365);
  });

  it('refuses a period out of order or longer than 366 days', () => {
    expect(reportQuerySchema.safeParse({ from: '2025-01-02', to: '2025-01-01' }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ from: '2024-01-01', to: '2024-12-31' }).success).toBe(true);
    expect(reportQuerySchema.safeParse({ from: '2024-01-01', to: '2025-01-01' }).success).toBe(false);
  });
});

describe('report cells', () => {
  it('formats each unit as the screen and the PDF show it, and nothing as an em dash', () => {
    expect(formatCell(null, 'hours')).toBe(NO_VALUE);
    expect(formatCell(0.5, 'hours')).toBe('30 min');
    expect(formatCell(2.3, 'hours')).toBe('2.3 h');
    expect(formatCell(8.5, 'hours')).toBe('8.5 h');
    expect(formatCell(12, 'minutes')).toBe('12 min');
    expect(formatCell(90, 'minutes')).toBe('1.5 h');
    expect(formatCell(33, 'percent')).toBe('33%');
    expect(formatCell(4.5, 'rating')).toBe('4.5 / 5');
    expect(formatCell(12345, 'count')).toBe('12,345');
    expect(formatCell(0, 'count')).toBe('0');
  });

  it('names a period in words', () => {
    expect(periodLabel({ from: '2026-03-01', to: '2026-03-30' })).toBe('1 Mar 2026 \u2013 30 Mar 2026');
  });
});
