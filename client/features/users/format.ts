import type { UserBulkAction, UserStats } from '../../../common/schemas/users';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 4, 2026", or an empty string for a missing or malformed date. */
export function formatDate(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? DATE_FORMAT.format(date) : '';
}

/** "Mar 4, 2026, 9:15 AM" for tooltips. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? DATE_TIME_FORMAT.format(date) : '';
}

/** The last sign-in as a date, or "Never" for a user who has not signed in. */
export function lastLoginText(iso: string | null | undefined): string {
  return formatDate(iso) || 'Never';
}

/** Staff are counselors plus advisors. */
export function staffCount(stats: Pick<UserStats, 'counselors' | 'advisors'>): number {
  return stats.counselors + stats.advisors;
}

export const BULK_ACTION_LABELS: Record<UserBulkAction, string> = {
  activate: 'Activate',
  deactivate: 'Deactivate',
  suspend: 'Suspend',
  delete: 'Delete',
};

/** The first three names, then "and N more". */
export function namesPreview(names: readonly string[], shown = 3): string {
  const head = names.slice(0, shown);
  const rest = names.length - head.length;
  if (rest <= 0) {
    if (head.length <= 1) return head.join('');
    return `${head.slice(0, -1).join(', ')} and ${head.at(-1)}`;
  }
  return `${head.join(', ')} and ${rest} more`;
}

export function usersCount(n: number): string {
  return `${n} ${n === 1 ? 'user' : 'users'}`;
}

/** "users-export-2026-03-04.csv" unless the server named the file. */
export function exportFileName(serverName: string | undefined, today = new Date()): string {
  const name = (serverName ?? '').trim();
  if (/^[\w.-]+\.csv$/i.test(name)) return name;
  return `users-export-${today.toISOString().slice(0, 10)}.csv`;
}
