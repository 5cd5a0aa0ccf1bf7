import { LoaderCircle, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { initialsOf, type SessionUser } from '../../../common/schemas/auth';
import { isApiError } from '../../api/client';
import { PAGE_PATHS } from '../../app/paths';
import { loadToast } from '../../app/toaster';
import { ROLE_LABELS } from '../../lib/roles';
import { cn } from '../../lib/utils';
import { useLogoutMutation } from '../auth/useLogout';

export function UserAvatar({ user, className }: { user: SessionUser; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-blue-500 text-xs font-semibold text-white',
        className,
      )}
    >
      {user.initials || initialsOf(user.name)}
    </span>
  );
}

/** The signed-in person, My Profile and the Logout button, at the foot of the sidebar and the mobile menu. */
export function UserMenu({ user, collapsed = false }: { user: SessionUser; collapsed?: boolean }) {
  const logout = useLogoutMutation();

  const signOut = () =>
    logout.mutate(undefined, {
      onError: async (error) =>
        (await loadToast()).error('Logout failed', {
          description: isApiError(error) ? error.message : 'Please try again.',
        }),
    });

  return (
    <div className={cn('border-t border-slate-200 p-3', collapsed && 'px-2')}>
      <div className={cn('flex items-center gap-3 rounded-lg px-2 py-2', collapsed && 'justify-center px-0')}>
        <UserAvatar user={user} />
        <div className={cn('min-w-0 flex-1', collapsed && 'sr-only')}>
          <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
          <p className="truncate text-xs text-slate-500">{ROLE_LABELS[user.role]}</p>
        </div>
      </div>
      <Link
        to={PAGE_PATHS.profile}
        title={collapsed ? 'My Profile' : undefined}
        className={cn(
          'mt-1 flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
          collapsed && 'justify-center px-0',
        )}
      >
        <UserRound className="size-5 shrink-0" aria-hidden="true" />
        <span className={cn(collapsed && 'sr-only')}>My Profile</span>
      </Link>
      <button
        type="button"
        onClick={signOut}
        disabled={logout.isPending}
        title={collapsed ? 'Logout' : undefined}
        className={cn(
          'mt-1 flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-red-50 hover:text-red-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-60',
          collapsed && 'justify-center px-0',
        )}
      >
        {logout.isPending ? (
          <LoaderCircle className="size-5 shrink-0 animate-spin" aria-hidden="true" />
        ) : (
          <LogOut className="size-5 shrink-0" aria-hidden="true" />
        )}
        <span className={cn(collapsed && 'sr-only')}>Logout</span>
      </button>
    </div>
  );
}
