import type { UserBulkAction, UserStats } from '../../../common/schemas/users';

import { formatDate } from '../../lib/format';

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
