/** Formatting of the Analytics and System tabs. */

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 0 B, 512 B, 1.5 KB, 12.3 MB, 2 GB: binary multiples, one decimal under 100 of a unit. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  const shown = value < 100 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${UNITS[unit]}`;
}

/** 45s, 12m, 3h 5m, 2d 4h: the two largest units. */
export function formatUptime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return hours > 0 ? `${days}d ${hours}h` : `${days}d`;
  if (hours > 0) return minutes > 0 ? `${hours}h ${minutes}m` : `${hours}h`;
  if (minutes > 0) return `${minutes}m`;
  return `${seconds}s`;
}

/** Hours to one decimal ("2.3h"); a dash when there is nothing to average. */
export function formatHours(hours: number | null): string {
  return hours === null ? '—' : `${hours.toFixed(1)}h`;
}

export function formatPercent(value: number | null): string {
  return value === null ? '—' : `${value}%`;
}

/** "Mar 9" for a chart axis, from a YYYY-MM-DD day (read as UTC, like the server's days). */
export function shortDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** A share of a whole as a bar width in percent (0 when the whole is 0). */
export function shareOf(part: number, whole: number): number {
  return whole <= 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

export const TIMEFRAMES = [7, 30, 90, 365] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

export function timeframeLabel(days: number): string {
  return days === 365 ? 'Last 12 months' : `Last ${days} days`;
}
