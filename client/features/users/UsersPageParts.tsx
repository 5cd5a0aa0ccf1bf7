import { LayoutGrid, Table2, UserCheck, UserPlus, Users, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import type { UserStats } from '../../../common/schemas/users';
import { PAGE_PATHS } from '../../app/paths';
import { ErrorState, LoadingState } from '../../components/query-state';
import { StatCard, statFigure } from '../../components/stat-card';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/utils';
import { staffCount } from './format';

/** The pieces of the User Management page around its list. */

export type View = 'table' | 'cards';

export function UserStatCards({ stats }: { stats: UserStats | undefined }) {
  const data = stats;
  return (
    <section aria-label="User statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        label="Total Users"
        value={statFigure(data?.total_users)}
        icon={Users}
        tone="indigo"
        hint={data ? `${data.this_month_registrations} new this month` : undefined}
      />
      <StatCard
        label="Active Users"
        value={statFigure(data?.active_users)}
        icon={UserCheck}
        tone="emerald"
        hint={data ? `${data.inactive_users} inactive, ${data.suspended_users} suspended` : undefined}
      />
      <StatCard
        label="Students"
        value={statFigure(data?.students)}
        icon={UsersRound}
        tone="blue"
        hint="Student accounts"
      />
      <StatCard
        label="Staff"
        value={statFigure(data ? staffCount(data) : undefined)}
        icon={UserCheck}
        tone="violet"
        hint={data ? `${data.counselors} counselors, ${data.advisors} advisors` : undefined}
      />
    </section>
  );
}

export function UsersLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ErrorState title="Failed to load users" message={message} onRetry={onRetry} retryLabel="Try Again" />
  );
}

/**
 * Shown in place of Add User and Bulk Import while the "User registration" setting is off (decision 0035):
 * the server refuses new accounts, so the screen says so and where to change it.
 */
export function RegistrationOff() {
  return (
    <p
      role="note"
      className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      User registration is turned off: no new accounts can be added or imported.{' '}
      <Link to={PAGE_PATHS['admin-settings']} className="font-medium underline underline-offset-2">
        Change it in Settings
      </Link>
    </p>
  );
}

/** The list is empty; `onAdd` absent while no accounts can be created. */
export function NoUsers({ filtered, onAdd }: { filtered: boolean; onAdd?: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Users className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">No users found</h2>
      <p className="max-w-sm text-sm text-slate-500">
        {filtered
          ? 'Try adjusting your filters or search term'
          : onAdd
            ? 'Get started by adding your first user'
            : 'User registration is turned off in Settings'}
      </p>
      {!filtered && onAdd && (
        <Button className="mt-1" onClick={onAdd}>
          <UserPlus aria-hidden="true" />
          Add First User
        </Button>
      )}
    </Card>
  );
}

export function ViewButton({
  current,
  value,
  label,
  onSelect,
}: {
  current: View;
  value: View;
  label: string;
  onSelect: (view: View) => void;
}) {
  const Icon = value === 'table' ? Table2 : LayoutGrid;
  const active = current === value;
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={() => onSelect(value)}
      className={cn(
        'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
        active ? 'bg-indigo-600 text-white shadow-sm' : 'text-slate-600 hover:bg-slate-100',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </button>
  );
}

export function UsersLoading() {
  return (
    <Card className="space-y-4 p-6">
      <LoadingState block label="Loading users..." detail="This may take a moment." className="py-4" />
      {[0, 1, 2, 3].map((n) => (
        <div key={n} className="flex items-center gap-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/2" />
          </div>
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
      ))}
    </Card>
  );
}
