import {
  type Category,
  type NotificationSettings,
  notificationSettingsSchema,
} from '../../../common/schemas/categories';
import type { CategoryWithCounts } from './repository';

export function parseNotificationSettings(json: string): NotificationSettings {
  try {
    return notificationSettingsSchema.parse(JSON.parse(json));
  } catch {
    return notificationSettingsSchema.parse({});
  }
}

export function presentCategory(row: CategoryWithCounts): Category {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    icon: row.icon,
    color: row.color,
    sort_order: row.sort_order,
    is_active: row.is_active === 1,
    auto_assign: row.auto_assign === 1,
    crisis_detection_enabled: row.crisis_detection_enabled === 1,
    sla_response_hours: row.sla_response_hours,
    max_priority_level: row.max_priority_level,
    notification_settings: parseNotificationSettings(row.notification_settings),
    // Counselor specializations arrive with the case-operations module; until then no counselor is linked.
    counselor_count: 0,
    tickets_count: row.tickets_count,
    active_tickets_count: row.active_tickets_count,
    crisis_tickets_count: row.crisis_tickets_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
