import type { UserStats } from '../../../common/schemas/users';
import { ErrorState, LoadingState } from '../../components/query-state';
import { useUserStats } from '../users/api';
import { Meter } from './parts';

const ROLE_ROWS: { key: keyof UserStats; label: string; tone: 'indigo' | 'emerald' | 'blue' | 'amber' }[] = [
  { key: 'students', label: 'Students', tone: 'indigo' },
  { key: 'counselors', label: 'Counselors', tone: 'emerald' },
  { key: 'advisors', label: 'Advisors', tone: 'blue' },
  { key: 'admins', label: 'Administrators', tone: 'amber' },
];

/** Accounts by role, from GET /api/admin/users/stats. */
export function UserDistribution() {
  const stats = useUserStats();
  if (stats.isError && !stats.data) {
    return <ErrorState message="Failed to load user statistics." onRetry={stats.refetch} compact />;
  }
  if (!stats.data) {
    return (
      <LoadingState
        label="Loading user statistics..."
        rows={ROLE_ROWS.length}
        rowClass="h-8 rounded-md"
        className="space-y-4"
      />
    );
  }
  const data = stats.data;
  return (
    <div className="space-y-4">
      <ul aria-label="Users by role" className="space-y-4">
        {ROLE_ROWS.map((row) => (
          <li key={row.key}>
            <Meter
              label={row.label}
              value={data[row.key]}
              max={Math.max(1, data.total_users)}
              display={String(data[row.key])}
              tone={row.tone}
            />
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-500">
        {data.total_users} accounts · {data.active_users} active · {data.inactive_users} inactive ·{' '}
        {data.suspended_users} suspended
      </p>
    </div>
  );
}
