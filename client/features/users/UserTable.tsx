import { KeyRound, LoaderCircle, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import type { User } from '../../../common/schemas/users';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { formatDate, formatDateTime } from '../../lib/format';
import { cn } from '../../lib/utils';
import { lastLoginText } from './format';
import { RoleBadge, StatusBadge, UserAvatar } from './UserBadges';

/** What the row and card buttons do; the page owns the dialogs. */
export interface UserActions {
  onToggleStatus: (user: User) => void;
  onEdit: (user: User) => void;
  onResetPassword: (user: User) => void;
  onDelete: (user: User) => void;
  /** The user whose status is being switched, if any. */
  togglingId: number | null;
  /** The signed-in admin, marked "(you)". */
  currentUserId: number;
}

export interface UserSelection {
  selected: ReadonlySet<number>;
  onSelect: (user: User, on: boolean) => void;
  onSelectAll: (on: boolean) => void;
}

interface UserListProps extends UserActions, UserSelection {
  users: readonly User[];
}

/** An active user is deactivated; any other status is activated (product §2.4). */
export function toggleLabel(user: User): 'Activate' | 'Deactivate' {
  return user.status === 'active' ? 'Deactivate' : 'Activate';
}

export function UserTable({ users, selected, onSelect, onSelectAll, ...actions }: UserListProps) {
  const allSelected = users.length > 0 && users.every((user) => selected.has(user.id));
  const someSelected = !allSelected && users.some((user) => selected.has(user.id));

  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Users</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="w-10 px-4 py-3">
              <Checkbox
                checked={allSelected}
                ref={(input) => {
                  if (input) input.indeterminate = someSelected;
                }}
                onChange={(event) => onSelectAll(event.target.checked)}
                aria-label="Select all users on this page"
              />
            </th>
            <th scope="col" className="px-4 py-3">
              User
            </th>
            <th scope="col" className="px-4 py-3">
              Role
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="hidden px-4 py-3 md:table-cell">
              Last Login
            </th>
            <th scope="col" className="hidden px-4 py-3 md:table-cell">
              Created
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              selected={selected.has(user.id)}
              onSelect={(on) => onSelect(user, on)}
              {...actions}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function UserRow({
  user,
  selected,
  onSelect,
  onToggleStatus,
  onEdit,
  onResetPassword,
  onDelete,
  togglingId,
  currentUserId,
}: { user: User; selected: boolean; onSelect: (on: boolean) => void } & UserActions) {
  const toggling = togglingId === user.id;
  const toggle = toggleLabel(user);
  return (
    <tr className={cn('transition-colors hover:bg-slate-50/70', selected && 'bg-indigo-50/60')}>
      <td className="px-4 py-3">
        <Checkbox
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={`Select ${user.display_name}`}
        />
      </td>
      <td className="px-4 py-3">
        <div className="flex min-w-0 items-center gap-3">
          <UserAvatar user={user} />
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900">
              {user.display_name}
              {user.id === currentUserId && <span className="ml-1 text-xs text-slate-500">(you)</span>}
            </p>
            <p className="truncate text-slate-500">{user.email}</p>
          </div>
        </div>
      </td>
      <td className="px-4 py-3">
        <RoleBadge role={user.role} />
      </td>
      <td className="px-4 py-3">
        <StatusBadge status={user.status} />
      </td>
      <td className="hidden whitespace-nowrap px-4 py-3 text-slate-600 md:table-cell">
        <span title={formatDateTime(user.last_login_at) || undefined}>
          {lastLoginText(user.last_login_at)}
        </span>
      </td>
      <td className="hidden whitespace-nowrap px-4 py-3 text-slate-600 md:table-cell">
        <span title={formatDateTime(user.created_at)}>{formatDate(user.created_at)}</span>
      </td>
      <td className="px-4 py-3">
        <div className="flex items-center justify-end gap-1">
          <Button
            variant="ghost"
            size="icon"
            className={cn(
              'size-8',
              toggle === 'Deactivate' ? 'hover:text-amber-700' : 'hover:text-emerald-700',
            )}
            onClick={() => onToggleStatus(user)}
            disabled={toggling}
            aria-label={`${toggle} ${user.display_name}`}
            title={toggle}
          >
            {toggling ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : toggle === 'Deactivate' ? (
              <PowerOff aria-hidden="true" />
            ) : (
              <Power aria-hidden="true" />
            )}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            onClick={() => onEdit(user)}
            aria-label={`Edit ${user.display_name}`}
            title="Edit"
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            onClick={() => onResetPassword(user)}
            aria-label={`Reset password for ${user.display_name}`}
            title="Reset password"
          >
            <KeyRound aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 hover:bg-red-50 hover:text-red-700"
            onClick={() => onDelete(user)}
            aria-label={`Delete ${user.display_name}`}
            title="Delete"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </td>
    </tr>
  );
}
