/**
 * How the client writes dates, times, ages, sizes, durations and figures: one home, built on `Intl`, in the
 * product's locale (en-US). Feature `format.ts` files keep only wording that belongs to one feature.
 */

const LOCALE = 'en-US';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// ----- dates -----

const DATE_FORMAT = new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'short', day: 'numeric' });
const DATE_TIME_FORMAT = new Intl.DateTimeFormat(LOCALE, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const SHORT_DAY_FORMAT = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', timeZone: 'UTC' });

function parseDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 4, 2026", or an empty string for a missing or malformed date. */
export function formatDate(iso: string | null | undefined): string {
  const date = parseDate(iso);
  return date ? DATE_FORMAT.format(date) : '';
}

/** "Mar 4, 2026, 9:15 AM", or an empty string for a missing or malformed date. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = parseDate(iso);
  return date ? DATE_TIME_FORMAT.format(date) : '';
}

/** "Mar 9" for a chart axis, from a YYYY-MM-DD day (read as UTC, like the server's days). */
export function shortDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return SHORT_DAY_FORMAT.format(date);
}

// ----- how long ago -----

/** Milliseconds since `iso` (a time in the future counts as now), or null for an unreadable time. */
function elapsedSince(iso: string, now: Date): number | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  return Math.max(0, now.getTime() - at);
}

/**
 * The short relative time of product §2.9: "Nm ago" under 60 minutes, "Nh ago" under 24 hours, else "Nd ago".
 * Under a minute it reads "just now" rather than "0m ago". Used by the notifications.
 */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const elapsed = elapsedSince(iso, now);
  if (elapsed === null) return '';
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  return `${Math.floor(elapsed / DAY)}d ago`;
}

/** How long ago in one short unit, without "ago": "just now", "12m", "3h", "2d" (a crisis ticket's age). */
export function shortAge(iso: string, now: Date = new Date()): string {
  const ago = timeAgo(iso, now);
  return ago.endsWith(' ago') ? ago.slice(0, -' ago'.length) : ago;
}

const RELATIVE_FORMAT = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'always' });

/**
 * The worded relative time of tickets, responses and alerts: "just now", "5 minutes ago", "3 hours ago",
 * "2 days ago", "3 weeks ago", "2 months ago".
 */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const elapsed = elapsedSince(iso, now);
  if (elapsed === null) return '';
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return RELATIVE_FORMAT.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return RELATIVE_FORMAT.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return RELATIVE_FORMAT.format(-Math.floor(elapsed / DAY), 'day');
  if (elapsed < 30 * DAY) return RELATIVE_FORMAT.format(-Math.floor(elapsed / (7 * DAY)), 'week');
  return RELATIVE_FORMAT.format(-Math.max(1, Math.floor(elapsed / (30 * DAY))), 'month');
}

// ----- numbers -----

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** "1,234", or with `maximumFractionDigits` up to that many decimals ("4.2"). */
export function formatNumber(value: number, maximumFractionDigits = 0): string {
  return numberFormat({ maximumFractionDigits }).format(value);
}

/** "72%", "33.3%"; a dash when there is no figure. `value` is already a percentage (0 to 100). */
export function formatPercent(value: number | null): string {
  if (value === null) return '—';
  return `${numberFormat({ maximumFractionDigits: 2, useGrouping: false }).format(value)}%`;
}

export interface HoursOptions {
  /** What to show when there is nothing to average (a dash unless told). */
  empty?: string;
  /** A space before the unit: "2.3 h" rather than "2.3h". */
  spaced?: boolean;
}

/** Hours to one decimal ("2.3h"); a dash, or `empty`, when there is nothing to average. */
export function formatHours(
  hours: number | null,
  { empty = '—', spaced = false }: HoursOptions = {},
): string {
  if (hours === null) return empty;
  const value = numberFormat({
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(hours);
  return `${value}${spaced ? ' ' : ''}h`;
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

export interface BytesOptions {
  /** Always one decimal above bytes ("5.0 MB", "2.0 KB"); otherwise one decimal only under 100 of a unit. */
  fixedDecimal?: boolean;
}

/**
 * A size in binary multiples: "0 B", "512 B", "1.5 KB", "152 MB", "2 GB"; with `fixedDecimal` "2.0 KB",
 * "152.4 MB". Anything that is not a positive number reads "0 B".
 */
export function formatBytes(bytes: number, { fixedDecimal = false }: BytesOptions = {}): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  const decimals = fixedDecimal ? 1 : value < 100 ? 1 : 0;
  const shown = numberFormat({
    minimumFractionDigits: fixedDecimal ? 1 : 0,
    maximumFractionDigits: decimals,
    useGrouping: false,
  }).format(value);
  return `${shown} ${BYTE_UNITS[unit]}`;
}

/** A duration in its two largest units: "45s", "12m", "3h 5m", "3h", "2d 4h", "1d". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return hours > 0 ? `${days}d ${hours}h` : `${days}d`;
  if (hours > 0) return minutes > 0 ? `${hours}h ${minutes}m` : `${hours}h`;
  if (minutes > 0) return `${minutes}m`;
  return `${seconds}s`;
}

/** A list's total as shown: "120", or "about 24,300" when the server estimated it. */
export function totalText(total: number, estimate?: boolean): string {
  return estimate ? `about ${formatNumber(total)}` : String(total);
}
