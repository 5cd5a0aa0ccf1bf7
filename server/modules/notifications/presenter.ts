import {
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationPriority,
  type NotificationType,
} from '../../../common/schemas/notifications';
import type { NotificationRow } from './repository';

const asType = (value: string): NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(value) ? (value as NotificationType) : 'system';
const asPriority = (value: string): NotificationPriority =>
  (NOTIFICATION_PRIORITIES as readonly string[]).includes(value) ? (value as NotificationPriority) : 'medium';

/** Row -> API shape. Who created it and for whom stay on the server. */
export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: asType(row.type),
    title: row.title,
    message: row.message,
    priority: asPriority(row.priority),
    read: row.read_at !== null,
    read_at: row.read_at,
    created_at: row.created_at,
    link: row.link,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
  };
}
