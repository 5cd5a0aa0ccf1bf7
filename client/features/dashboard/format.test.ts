import { describe, expect, it } from 'vitest';
import { formatBytes, formatHours, formatUptime } from './format';

describe('dashboard figures', () => {
  it('shows uptime in its two largest units', () => {
    expect(formatUptime(42)).toBe('42s');
    expect(formatUptime(12 * 60 + 5)).toBe('12m');
    expect(formatUptime(3 * 3600 + 5 * 60)).toBe('3h 5m');
    expect(formatUptime(2 * 86_400 + 4 * 3600 + 59)).toBe('2d 4h');
    expect(formatUptime(-5)).toBe('0s');
  });

  it('shows hours to one decimal and says when there are none', () => {
    expect(formatHours(2)).toBe('2.0 h');
    expect(formatHours(1.8)).toBe('1.8 h');
    expect(formatHours(null)).toBe('No replies yet');
  });

  it('shows sizes in binary units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.0 GB');
  });
});
