import type { Role } from '../../../common/permissions';

export interface NotificationViewer {
  id: number;
  role: Role;
}

/**
 * Everyone reads and changes only their own notifications: every query is filtered by the viewer's id in SQL,
 * so someone else's notification answers exactly as one that does not exist (404). Only administrators
 * send notifications by hand; everything else is raised by the product's events.
 */
export const notificationPolicy = {
  mayCreate: (viewer: NotificationViewer) => viewer.role === 'admin',
};
