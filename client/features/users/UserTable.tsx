import type { ColumnDef } from '@tanstack/react-table';
import { KeyRound, LoaderCircle, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import type { User } from '../../../common/schemas/users';
import { DataTable, type TableSort } from '../../components/data-table';
import { Button } from '../../components/ui/button';
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

interface UserTableProps extends UserActions {
  users: readonly User[];
  selected: ReadonlySet<number>;
  onSelectionChange: (next: ReadonlySet<number>) => void;
  /** The list's sort (server-side); the User, Last Login and Created headers change it. */
  sort: TableSort;
  onSortChange: (next: TableSort) => void;
}

/** An active user is deactivated; any other status is activated (product §2.4). */
export function toggleLabel(user: User): 'Activate' | 'Deactivate' {
  return user.status === 'active' ? 'Deactivate' : 'Activate';
}

const userId = (user: User) => user.id;
const DATE_CELL = 'hidden whitespace-nowrap text-slate-600 md:table-cell';

export function UserTable({
  users,
  selected,
  onSelectionChange,
  sort,
  onSortChange,
  ...actions
}: UserTableProps) {
  const columns: ColumnDef<User>[] = [
    {
      id: 'name',
      header: 'User',
      enableSorting: true,
      cell: ({ row }) => <UserCell user={row.original} currentUserId={actions.currentUserId} />,
    },
    { id: 'role', header: 'Role', cell: ({ row }) => <RoleBadge role={row.original.role} /> },
    { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
    {
      id: 'last_login_at',
      header: 'Last Login',
      enableSorting: true,
      sortDescFirst: true,
      meta: { headerClassName: 'hidden md:table-cell', cellClassName: DATE_CELL },
      cell: ({ row }) => (
        <span title={formatDateTime(row.original.last_login_at) || undefined}>
          {lastLoginText(row.original.last_login_at)}
        </span>
      ),
    },
    {
      id: 'created_at',
      header: 'Created',
      enableSorting: true,
      sortDescFirst: true,
      meta: { headerClassName: 'hidden md:table-cell', cellClassName: DATE_CELL },
      cell: ({ row }) => (
        <span title={formatDateTime(row.original.created_at)}>{formatDate(row.original.created_at)}</span>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      meta: { headerClassName: 'text-right' },
      cell: ({ row }) => <RowButtons user={row.original} {...actions} />,
    },
  ];

  return (
    <DataTable
      caption="Users"
      columns={columns}
      data={users}
      getRowId={userId}
      selection={{
        selected,
        onChange: onSelectionChange,
        rowName: (user) => user.display_name,
        itemsName: 'users',
      }}
      sorting={{ sort, onChange: onSortChange }}
      rowClassName={(_user, isSelected) => isSelected && 'bg-indigo-50/60'}
    />
  );
}

function UserCell({ user, currentUserId }: { user: User; currentUserId: number }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar user={user} />
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900">
          {user.display_name}
          {user.id === currentUserId && <span className="ml-1 text-xs text-slate-600">(you)</span>}
        </p>
        <p className="truncate text-slate-600">{user.email}</p>
      </div>
    </div>
  );
}

function RowButtons({
  user,
  onToggleStatus,
  onEdit,
  onResetPassword,
  onDelete,
  togglingId,
}: { user: User } & UserActions) {
  const toggling = togglingId === user.id;
  const toggle = toggleLabel(user);
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        className={cn('size-8', toggle === 'Deactivate' ? 'hover:text-amber-700' : 'hover:text-emerald-700')}
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
  );
}
