import { type ComponentType, lazy } from 'react';
import { isStaff } from '../../common/permissions';
import { useCurrentUser } from '../features/auth/CurrentUserContext';
import type { StaticPageName } from './paths';

/** Each page is its own lazily loaded module, fetched the first time its route is shown. */
function lazyPage<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return lazy(async () => {
    const module = await load();
    return { default: module[name] };
  });
}

// The dashboard's variants load apart, so a student never downloads the staff and admin dashboards (their
// tabs, charts, assign control and the user tools they reach). Same choice as features/dashboard/DashboardPage.
const AdminDashboard = lazyPage(() => import('../features/dashboard/AdminDashboard'), 'AdminDashboard');
const CounselorDashboard = lazy(async () => ({
  default: (await import('../features/dashboard/CounselorDashboard')).CounselorDashboard,
}));
const StudentDashboard = lazy(async () => ({
  default: (await import('../features/dashboard/StudentDashboard')).StudentDashboard,
}));

/** The dashboard variant by role: student (also the default), counselor (counselors and advisors) or admin. */
function DashboardByRole() {
  const user = useCurrentUser();
  if (user.role === 'admin') return <AdminDashboard />;
  if (isStaff(user.role)) return <CounselorDashboard user={user} />;
  return <StudentDashboard user={user} />;
}

export const PAGE_COMPONENTS: Record<StaticPageName, ComponentType> = {
  dashboard: DashboardByRole,
  tickets: lazyPage(() => import('../features/tickets/TicketListPage'), 'TicketListPage'),
  'submit-ticket': lazyPage(() => import('../features/tickets/SubmitTicketPage'), 'SubmitTicketPage'),
  'admin-tickets': lazyPage(() => import('../features/ticket-center/TicketCenterPage'), 'TicketCenterPage'),
  appointments: lazyPage(() => import('../features/appointments/AppointmentsPage'), 'AppointmentsPage'),
  counseling: lazyPage(() => import('../features/crisis-support/CounselingPage'), 'CounselingPage'),
  'group-sessions': lazyPage(() => import('../features/appointments/GroupSessionsPage'), 'GroupSessionsPage'),
  'crisis-chat': lazyPage(() => import('../features/crisis-chat/CrisisChatDeskPage'), 'CrisisChatDeskPage'),
  schedule: lazyPage(() => import('../features/appointments/SchedulePage'), 'SchedulePage'),
  help: lazyPage(() => import('../features/help/HelpCenterPage'), 'HelpCenterPage'),
  'admin-help': lazyPage(() => import('../features/help/admin/AdminHelpPage'), 'AdminHelpPage'),
  resources: lazyPage(() => import('../features/resources/ResourceLibraryPage'), 'ResourceLibraryPage'),
  'admin-resources': lazyPage(
    () => import('../features/resources/admin/AdminResourcesPage'),
    'AdminResourcesPage',
  ),
  notifications: lazyPage(() => import('../features/notifications/NotificationsPage'), 'NotificationsPage'),
  profile: lazyPage(() => import('../features/profile/ProfilePage'), 'ProfilePage'),
  'safety-plan': lazyPage(() => import('../features/safety-plan/SafetyPlanPage'), 'SafetyPlanPage'),
  'admin-users': lazyPage(() => import('../features/users/UsersPage'), 'UsersPage'),
  'admin-reports': lazyPage(() => import('../features/reports/ReportsPage'), 'ReportsPage'),
  'admin-settings': lazyPage(() => import('../features/settings/AdminSettingsPage'), 'AdminSettingsPage'),
  'admin-audit': lazyPage(() => import('../features/audit/AuditLogPage'), 'AuditLogPage'),
};

export const SessionRoomPage = lazyPage(() => import('../features/room/SessionRoomPage'), 'SessionRoomPage');

export const TicketDetailsPage = lazy(async () => {
  const module = await import('../features/tickets/TicketDetailsPage');
  return { default: module.TicketDetailsPage };
});
