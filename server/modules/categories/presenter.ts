import {
  type Category,
  type NotificationSettings,
  notificationSettingsSchema,
} from '../../../common/schemas/categories';
import { readJsonColumn } from '../../db/json-columns';
import type { SpecializationRow } from '../specializations';
import type { CategoryWithCounts } from './repository';

/** A category's stored notification settings; a damaged column reads as the defaults. */
export function parseNotificationSettings(json: string): NotificationSettings {
  return readJsonColumn(json, notificationSettingsSchema, notificationSettingsSchema.parse({}));
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
    counselor_count: row.counselor_count,
    tickets_count: row.tickets_count,
    active_tickets_count: row.active_tickets_count,
    crisis_tickets_count: row.crisis_tickets_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** One specialist of a category as the list shows it with with_counselors=true (product §1.3.2). */
export interface CategoryCounselor {
  id: number;
  user_id: number;
  user: { id: number; name: string };
  priority_level: string;
  max_workload: number;
  current_workload: number;
  expertise_rating: number;
  is_available: boolean;
}
export type CategoryWithCounselors = Category & { counselorSpecializations?: CategoryCounselor[] };

export function presentCounselors(rows: SpecializationRow[]): CategoryCounselor[] {
  return rows.map((row) => ({
    id: row.id,
    user_id: row.user_id,
    user: { id: row.user_id, name: row.user_name },
    priority_level: row.priority_level,
    max_workload: row.max_workload,
    current_workload: row.current_workload,
    expertise_rating: row.expertise_rating,
    is_available: row.is_available === 1,
  }));
}
