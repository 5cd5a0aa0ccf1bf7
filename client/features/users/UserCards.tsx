import { KeyRound, LoaderCircle, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import type { User } from '../../../common/schemas/users';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { formatDate, formatDateTime } from '../../lib/format';
import { cn } from '../../lib/utils';
import { lastLoginText } from './format';
import { ROLE_STYLES, RoleBadge, StatusBadge, UserAvatar } from './UserBadges';
import { toggleLabel, type UserActions, type UserSelection } from './UserTable';

interface UserCardsProps extends UserActions, Omit<UserSelection, 'onSelectAll'> {
  users: readonly User[];
}

/** The card view: the same users and actions as the table, one card each. */
export function UserCards({ users, selected, onSelect, ...actions }: UserCardsProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {users.map((user) => (
        <li key={user.id}>
          <UserCard
            user={user}
            selected={selected.has(user.id)}
            onSelect={(on) => onSelect(user, on)}
            {...actions}
          />
        </li>
      ))}
    </ul>
  );
}

function UserCard({
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
  const RoleIcon = ROLE_STYLES[user.role].icon;
  const titleId = `user-card-${user.id}`;

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex h-full flex-col gap-4 rounded-xl border bg-white p-4 shadow-sm transition',
        selected ? 'border-indigo-300 ring-2 ring-indigo-500/30' : 'border-slate-200 hover:shadow-md',
      )}
    >
      <div className="flex items-start gap-3">
        <Checkbox
          className="mt-2.5"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={`Select ${user.display_name}`}
        />
        <div className="relative">
          <UserAvatar user={user} className="size-11 text-base" />
          <span
            aria-hidden="true"
            className={cn(
              'absolute -bottom-1 -right-1 flex size-5 items-center justify-center rounded-full border-2 border-white',
              ROLE_STYLES[user.role].avatar,
            )}
          >
            <RoleIcon className="size-3" />
          </span>
        </div>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="truncate font-semibold text-slate-900">
            {user.display_name}
            {user.id === currentUserId && (
              <span className="ml-1 text-xs font-normal text-slate-500">(you)</span>
            )}
          </h3>
          <p className="truncate text-sm text-slate-500">{user.email}</p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <RoleBadge role={user.role} />
            <StatusBadge status={user.status} />
          </div>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 px-3 py-2 text-xs">
        <div>
          <dt className="text-slate-500">Last login</dt>
          <dd className="font-medium text-slate-800" title={formatDateTime(user.last_login_at) || undefined}>
            {lastLoginText(user.last_login_at)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Created</dt>
          <dd className="font-medium text-slate-800" title={formatDateTime(user.created_at)}>
            {formatDate(user.created_at)}
          </dd>
        </div>
      </dl>

      <div className="mt-auto grid grid-cols-2 gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onToggleStatus(user)}
          disabled={toggling}
          aria-label={`${toggle} ${user.display_name}`}
        >
          {toggling ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : toggle === 'Deactivate' ? (
            <PowerOff aria-hidden="true" />
          ) : (
            <Power aria-hidden="true" />
          )}
          {toggle}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onEdit(user)}
          aria-label={`Edit ${user.display_name}`}
        >
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onResetPassword(user)}
          aria-label={`Reset password for ${user.display_name}`}
        >
          <KeyRound aria-hidden="true" />
          Reset
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="text-red-600 hover:bg-red-50 hover:text-red-700"
          onClick={() => onDelete(user)}
          aria-label={`Delete ${user.display_name}`}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </article>
  );
}
