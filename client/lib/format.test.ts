import { describe, expect, it } from 'vitest';
import {
  type BytesOptions,
  formatBytes,
  formatDate,
  formatDateTime,
  formatDuration,
  formatHours,
  formatNumber,
  formatPercent,
  relativeTime,
  shortAge,
  shortDay,
  timeAgo,
  totalText,
} from './format';

const FIXED: BytesOptions = { fixedDecimal: true };

// ----- from the Analytics tabs -----

describe('formatBytes (compact)', () => {
  it.each([
    [0, '0 B'],
    [-5, '0 B'],
    [512, '512 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10 * 1024 * 1024, '10 MB'],
    [159_797_248, '152 MB'],
    [2.25 * 1024 ** 3, '2.3 GB'],
    [5 * 1024 ** 5, '5120 TB'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0s'],
    [45, '45s'],
    [60, '1m'],
    [12 * 60 + 59, '12m'],
    [3600, '1h'],
    [3 * 3600 + 5 * 60, '3h 5m'],
    [86_400, '1d'],
    [2 * 86_400 + 4 * 3600 + 59, '2d 4h'],
    [-10, '0s'],
  ])('%d seconds is %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('hours and percents', () => {
  it('shows hours and percents, or a dash when there is no figure', () => {
    expect(formatHours(2.3)).toBe('2.3h');
    expect(formatHours(4)).toBe('4.0h');
    expect(formatHours(null)).toBe('—');
    expect(formatPercent(72)).toBe('72%');
    expect(formatPercent(null)).toBe('—');
  });
});

describe('dates', () => {
  it('names days for a chart axis', () => {
    expect(shortDay('2026-03-09')).toBe('Mar 9');
    expect(shortDay('not a day')).toBe('not a day');
  });

  it('writes dates and date-times, or nothing for a missing or malformed one', () => {
    expect(formatDate('2026-03-04T10:00:00Z')).toBe('Mar 4, 2026');
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime(new Date(2026, 2, 4, 9, 15).toISOString())).toBe('Mar 4, 2026, 9:15 AM');
  });

  it('groups whole numbers and rounds decimals', () => {
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatNumber(4.25, 1)).toBe('4.3');
    expect(formatNumber(80, 1)).toBe('80');
  });
});

// ----- from the admin dashboard -----

describe('dashboard figures', () => {
  it('shows uptime in its two largest units', () => {
    expect(formatDuration(42)).toBe('42s');
    expect(formatDuration(12 * 60 + 5)).toBe('12m');
    expect(formatDuration(3 * 3600 + 5 * 60)).toBe('3h 5m');
    expect(formatDuration(2 * 86_400 + 4 * 3600 + 59)).toBe('2d 4h');
    expect(formatDuration(-5)).toBe('0s');
  });

  it('shows sizes in binary units', () => {
    expect(formatBytes(512, FIXED)).toBe('512 B');
    expect(formatBytes(1536, FIXED)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024, FIXED)).toBe('5.0 MB');
    expect(formatBytes(3 * 1024 ** 3, FIXED)).toBe('3.0 GB');
  });
});

// ----- from the notifications -----

describe('timeAgo', () => {
  const NOW = new Date('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
  const MINUTE = 60_000;

  it('reads minutes under an hour, hours under a day, then days', () => {
    expect(timeAgo(ago(20_000), NOW)).toBe('just now');
    expect(timeAgo(ago(MINUTE), NOW)).toBe('1m ago');
    expect(timeAgo(ago(59 * MINUTE), NOW)).toBe('59m ago');
    expect(timeAgo(ago(60 * MINUTE), NOW)).toBe('1h ago');
    expect(timeAgo(ago(23 * 60 * MINUTE + 59 * MINUTE), NOW)).toBe('23h ago');
    expect(timeAgo(ago(24 * 60 * MINUTE), NOW)).toBe('1d ago');
    expect(timeAgo(ago(45 * 24 * 60 * MINUTE), NOW)).toBe('45d ago');
  });

  it('treats a time in the future as now and an invalid one as nothing', () => {
    expect(timeAgo(new Date(NOW.getTime() + 5 * MINUTE).toISOString(), NOW)).toBe('just now');
    expect(timeAgo('not a date', NOW)).toBe('');
  });
});

// ----- from the tickets -----

describe('relativeTime', () => {
  const NOW = new Date('2025-03-10T12:00:00.000Z');
  const inMinutes = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
  const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();
  it.each([
    [0.5, 'just now'],
    [1, '1 minute ago'],
    [59, '59 minutes ago'],
    [60, '1 hour ago'],
    [23 * 60, '23 hours ago'],
    [24 * 60, '1 day ago'],
    [6 * 24 * 60, '6 days ago'],
    [7 * 24 * 60, '1 week ago'],
    [29 * 24 * 60, '4 weeks ago'],
    [30 * 24 * 60, '1 month ago'],
    [90 * 24 * 60, '3 months ago'],
  ])('%d minutes ago reads "%s"', (minutes, text) => {
    expect(relativeTime(ago(minutes), NOW)).toBe(text);
  });

  it('treats a time in the future as just now', () => {
    expect(relativeTime(inMinutes(5), NOW)).toBe('just now');
  });
});

describe('formatBytes with one fixed decimal (attachments)', () => {
  it('formats bytes', () => {
    expect(formatBytes(512, FIXED)).toBe('512 B');
    expect(formatBytes(2048, FIXED)).toBe('2.0 KB');
    expect(formatBytes(10 * 1024 * 1024, FIXED)).toBe('10.0 MB');
  });
});

describe('shortAge', () => {
  it('reads the age in one short unit', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(shortAge('2026-03-10T11:59:30Z', now)).toBe('just now');
    expect(shortAge('2026-03-10T11:48:00Z', now)).toBe('12m');
    expect(shortAge('2026-03-10T09:00:00Z', now)).toBe('3h');
    expect(shortAge('2026-03-08T12:00:00Z', now)).toBe('2d');
    expect(shortAge('nope', now)).toBe('');
  });
});

describe('totalText', () => {
  it('shows an exact total as it is and an estimate as "about", with separators', () => {
    expect(totalText(120)).toBe('120');
    expect(totalText(24_300, true)).toBe('about 24,300');
  });
});
