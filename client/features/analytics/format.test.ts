import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatHours,
  formatPercent,
  formatUptime,
  shareOf,
  shortDay,
  timeframeLabel,
} from './format';

describe('formatBytes', () => {
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

describe('formatUptime', () => {
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
    expect(formatUptime(seconds)).toBe(text);
  });
});

describe('small formatters', () => {
  it('shows hours and percents, or a dash when there is no figure', () => {
    expect(formatHours(2.3)).toBe('2.3h');
    expect(formatHours(4)).toBe('4.0h');
    expect(formatHours(null)).toBe('—');
    expect(formatPercent(72)).toBe('72%');
    expect(formatPercent(null)).toBe('—');
  });

  it('names days and timeframes', () => {
    expect(shortDay('2026-03-09')).toBe('Mar 9');
    expect(shortDay('not a day')).toBe('not a day');
    expect(timeframeLabel(7)).toBe('Last 7 days');
    expect(timeframeLabel(365)).toBe('Last 12 months');
  });

  it('turns parts into bar widths', () => {
    expect(shareOf(1, 3)).toBe(33.3);
    expect(shareOf(5, 0)).toBe(0);
  });
});
