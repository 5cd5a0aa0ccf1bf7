import { type ComponentType, lazy } from 'react';
import type { StaticPageName } from './paths';

/** Each page is its own lazily loaded module, fetched the first time its route is shown. */
function lazyPage<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return lazy(async () => {
    const module = await load();
    return { default: module[name] };
  });
}

const placeholders = () => import('../features/placeholders/pages');

export const PAGE_COMPONENTS: Record<StaticPageName, ComponentType> = {
  dashboard: lazyPage(() => import('../features/dashboard/DashboardPage'), 'DashboardPage'),
  tickets: lazyPage(() => import('../features/tickets/TicketListPage'), 'TicketListPage'),
  'submit-ticket': lazyPage(() => import('../features/tickets/SubmitTicketPage'), 'SubmitTicketPage'),
  'admin-tickets': lazyPage(() => import('../features/ticket-center/TicketCenterPage'), 'TicketCenterPage'),
  appointments: lazyPage(placeholders, 'AppointmentsPage'),
  counseling: lazyPage(() => import('../features/crisis-support/CounselingPage'), 'CounselingPage'),
  help: lazyPage(placeholders, 'HelpPage'),
  'admin-help': lazyPage(placeholders, 'AdminHelpPage'),
  resources: lazyPage(placeholders, 'ResourcesPage'),
  'admin-resources': lazyPage(placeholders, 'AdminResourcesPage'),
  notifications: lazyPage(() => import('../features/notifications/NotificationsPage'), 'NotificationsPage'),
  profile: lazyPage(() => import('../features/profile/ProfilePage'), 'ProfilePage'),
  'safety-plan': lazyPage(() => import('../features/safety-plan/SafetyPlanPage'), 'SafetyPlanPage'),
  'admin-users': lazyPage(() => import('../features/users/UsersPage'), 'UsersPage'),
  'admin-reports': lazyPage(placeholders, 'AdminReportsPage'),
  'admin-settings': lazyPage(placeholders, 'AdminSettingsPage'),
};

export const TicketDetailsPage = lazy(async () => {
  const module = await import('../features/tickets/TicketDetailsPage');
  return { default: module.TicketDetailsPage };
});
