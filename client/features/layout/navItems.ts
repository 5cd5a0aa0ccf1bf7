import {
  BadgeHelp,
  Bell,
  BookOpenText,
  CalendarDays,
  ChartColumn,
  CircleHelp,
  ClipboardList,
  HeartHandshake,
  LayoutDashboard,
  LibraryBig,
  type LucideIcon,
  MessageCircleHeart,
  ScrollText,
  Settings,
  SquarePlus,
  Ticket,
  Users,
} from 'lucide-react';
import { LIMITS } from '../../../common/limits';
import { canOpenPage, type Role } from '../../../common/permissions';
import type { StaticPageName } from '../../app/paths';

export interface NavItem {
  page: StaticPageName;
  label: string;
  icon: LucideIcon;
}

/** The menu of product §2.2 "Navigation", in order. Which items a role sees comes from PAGE_ROLES. */
export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { page: 'dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { page: 'tickets', label: 'Tickets', icon: Ticket },
  { page: 'submit-ticket', label: 'Submit Ticket', icon: SquarePlus },
  { page: 'appointments', label: 'Appointments', icon: CalendarDays },
  { page: 'resources', label: 'Resources', icon: BookOpenText },
  { page: 'counseling', label: 'Counseling', icon: HeartHandshake },
  { page: 'crisis-chat', label: 'Crisis Chat', icon: MessageCircleHeart },
  { page: 'help', label: 'Help Center', icon: CircleHelp },
  { page: 'notifications', label: 'Notifications', icon: Bell },
];

/** Shown under the "Administration" separator. */
export const ADMIN_NAV_ITEMS: readonly NavItem[] = [
  { page: 'admin-tickets', label: 'Ticket Management', icon: ClipboardList },
  { page: 'admin-resources', label: 'Resource Management', icon: LibraryBig },
  { page: 'admin-users', label: 'User Management', icon: Users },
  { page: 'admin-reports', label: 'Reports & Analytics', icon: ChartColumn },
  { page: 'admin-settings', label: 'System Settings', icon: Settings },
  { page: 'admin-help', label: 'Admin Help', icon: BadgeHelp },
  { page: 'admin-audit', label: 'Audit Log', icon: ScrollText },
];

export function navItemsFor(role: Role): { main: NavItem[]; admin: NavItem[] } {
  return {
    main: MAIN_NAV_ITEMS.filter((item) => canOpenPage(role, item.page)),
    admin: ADMIN_NAV_ITEMS.filter((item) => canOpenPage(role, item.page)),
  };
}

/** The unread badge text: nothing at 0, the number up to the cap, then "99+". */
export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  const cap = LIMITS.notifications.badgeCap;
  return count > cap ? `${cap}+` : String(Math.floor(count));
}
