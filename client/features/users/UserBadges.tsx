import { Compass, GraduationCap, HeartHandshake, type LucideIcon, ShieldUser } from 'lucide-react';
import type { Role } from '../../../common/permissions';
import { USER_ROLE_LABELS, USER_STATUS_LABELS, type User } from '../../../common/schemas/users';
import { cn } from '../../lib/utils';

type UserStatus = User['status'];

/** Each role's icon and colours, used by badges, avatars and the role filter. */
export const ROLE_STYLES: Record<Role, { icon: LucideIcon; badge: string; avatar: string }> = {
  student: {
    icon: GraduationCap,
    badge: 'border-blue-200 bg-blue-50 text-blue-700',
    avatar: 'bg-blue-100 text-blue-700',
  },
  counselor: {
    icon: HeartHandshake,
    badge: 'border-emerald-200 bg-emerald-50 text-emerald-700',
    avatar: 'bg-emerald-100 text-emerald-700',
  },
  advisor: {
    icon: Compass,
    badge: 'border-violet-200 bg-violet-50 text-violet-700',
    avatar: 'bg-violet-100 text-violet-700',
  },
  admin: {
    icon: ShieldUser,
    badge: 'border-rose-200 bg-rose-50 text-rose-700',
    avatar: 'bg-rose-100 text-rose-700',
  },
};

const STATUS_STYLES: Record<UserStatus, { badge: string; dot: string }> = {
  active: { badge: 'border-emerald-200 bg-emerald-50 text-emerald-700', dot: 'bg-emerald-500' },
  inactive: { badge: 'border-slate-200 bg-slate-100 text-slate-600', dot: 'bg-slate-400' },
  suspended: { badge: 'border-red-200 bg-red-50 text-red-700', dot: 'bg-red-500' },
};

const BADGE =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium';

export function RoleBadge({ role }: { role: Role }) {
  const { icon: Icon, badge } = ROLE_STYLES[role];
  return (
    <span className={cn(BADGE, badge)}>
      <Icon className="size-3" aria-hidden="true" />
      {USER_ROLE_LABELS[role]}
    </span>
  );
}

export function StatusBadge({ status }: { status: UserStatus }) {
  const { badge, dot } = STATUS_STYLES[status];
  return (
    <span className={cn(BADGE, badge)}>
      <span className={cn('size-1.5 rounded-full', dot)} aria-hidden="true" />
      {USER_STATUS_LABELS[status]}
    </span>
  );
}

/** The user's initials in a circle of their role's colour. */
export function UserAvatar({
  user,
  className,
}: {
  user: Pick<User, 'initials' | 'role'>;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
        ROLE_STYLES[user.role].avatar,
        className,
      )}
    >
      {user.initials || '?'}
    </span>
  );
}
