import { useId } from 'react';
import { Link } from 'react-router';
import type { Role } from '../../../common/permissions';
import { PAGE_PATHS, type StaticPageName } from '../../app/paths';
import { cn } from '../../lib/utils';
import { formatBadgeCount, type NavItem, navItemsFor } from './navItems';

interface SidebarNavProps {
  role: Role;
  /** The page the current path shows, so aliases and ticket details light up their menu item. */
  activePage: StaticPageName | null;
  collapsed?: boolean;
  unreadCount?: number;
  onNavigate?: () => void;
}

export function SidebarNav({
  role,
  activePage,
  collapsed = false,
  unreadCount = 0,
  onNavigate,
}: SidebarNavProps) {
  const { main, admin } = navItemsFor(role);
  const adminHeadingId = useId();
  const renderItem = (item: NavItem) => (
    <li key={item.page}>
      <SidebarLink
        item={item}
        active={item.page === activePage}
        collapsed={collapsed}
        badge={item.page === 'notifications' ? formatBadgeCount(unreadCount) : null}
        onNavigate={onNavigate}
      />
    </li>
  );

  return (
    <nav aria-label="Main navigation" className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="space-y-1">{main.map(renderItem)}</ul>
      {admin.length > 0 && (
        <div className="mt-6">
          <div className={cn('mb-2 flex items-center gap-2 px-3', collapsed && 'px-1')}>
            <h2
              id={adminHeadingId}
              className={cn(
                'text-[11px] font-semibold uppercase tracking-wider text-slate-600',
                collapsed && 'sr-only',
              )}
            >
              Administration
            </h2>
            <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
          </div>
          <ul className="space-y-1" aria-labelledby={adminHeadingId}>
            {admin.map(renderItem)}
          </ul>
        </div>
      )}
    </nav>
  );
}

interface SidebarLinkProps {
  item: NavItem;
  active: boolean;
  collapsed: boolean;
  badge: string | null;
  onNavigate: (() => void) | undefined;
}

function SidebarLink({ item, active, collapsed, badge, onNavigate }: SidebarLinkProps) {
  const Icon = item.icon;
  const badgeId = useId();
  return (
    <Link
      to={PAGE_PATHS[item.page]}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      aria-describedby={badge ? badgeId : undefined}
      title={collapsed ? item.label : undefined}
      className={cn(
        'group relative flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
        active ? 'bg-indigo-50 text-indigo-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
        collapsed && 'justify-center px-0',
      )}
    >
      <Icon
        className={cn(
          'size-5 shrink-0',
          active ? 'text-indigo-600' : 'text-slate-400 group-hover:text-slate-600',
        )}
        aria-hidden="true"
      />
      <span className={cn('flex-1 truncate', collapsed && 'sr-only')}>{item.label}</span>
      {badge && (
        <>
          <span
            aria-hidden="true"
            className={cn(
              'rounded-full bg-red-700 px-1.5 py-0.5 text-[10px] font-semibold leading-none text-white',
              collapsed && 'absolute right-1.5 top-1',
            )}
          >
            {badge}
          </span>
          {/* The count is the link's description, so its name stays "Notifications" whatever the count. */}
          <span id={badgeId} hidden>
            {badge} unread
          </span>
        </>
      )}
    </Link>
  );
}
