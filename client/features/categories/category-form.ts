import { z } from 'zod';
import {
  CATEGORY_ICONS,
  type Category,
  type CategoryCreateInput,
  type CategoryIcon,
  categoryCreateSchema,
  type NotificationSettings,
} from '../../../common/schemas/categories';

/** The dialog's input limits (product §1.5.3): the server allows more, the dialog offers less. */
export const DIALOG_NAME_MAX = 100;
export const DIALOG_DESCRIPTION_MAX = 500;

/** What the category dialog holds; numbers stay text until saved, so a half-typed value is not lost. */
export interface CategoryFormValues {
  name: string;
  description: string;
  icon: CategoryIcon;
  color: string;
  sort_order: string;
  sla_response_hours: string;
  max_priority_level: string;
  is_active: boolean;
  auto_assign: boolean;
  crisis_detection_enabled: boolean;
  notification_settings: NotificationSettings;
}

export type CategoryField = Exclude<keyof CategoryFormValues, 'notification_settings'>;
/** The dialog's fields a message can be shown at, in the dialog's order. */
export const CATEGORY_FIELDS = [
  'name',
  'description',
  'icon',
  'max_priority_level',
  'color',
  'sla_response_hours',
  'sort_order',
  'is_active',
  'auto_assign',
  'crisis_detection_enabled',
] as const satisfies readonly CategoryField[];

/** Product §1.9 defaults. */
export const NEW_CATEGORY: CategoryFormValues = {
  name: '',
  description: '',
  icon: 'General',
  color: '#3B82F6',
  sort_order: '0',
  sla_response_hours: '24',
  max_priority_level: '3',
  is_active: true,
  auto_assign: true,
  crisis_detection_enabled: false,
  notification_settings: {
    notify_admins: true,
    notify_counselors: true,
    email_alerts: true,
    auto_escalate: false,
  },
};

/** The dialog's choices of maximum priority level. */
export const PRIORITY_LEVEL_OPTIONS = [
  { value: '1', label: '1 - Low' },
  { value: '2', label: '2 - Medium' },
  { value: '3', label: '3 - High' },
  { value: '4', label: '4 - Urgent' },
];

/** The dialog's notification settings, in order. */
export const NOTIFICATION_TOGGLES: { key: keyof NotificationSettings; label: string }[] = [
  { key: 'notify_admins', label: 'Notify admins' },
  { key: 'notify_counselors', label: 'Notify counselors' },
  { key: 'email_alerts', label: 'Email alerts' },
  { key: 'auto_escalate', label: 'Auto-escalate' },
];

function isIcon(value: string): value is CategoryIcon {
  return (CATEGORY_ICONS as readonly string[]).includes(value);
}

export function valuesOf(category: Category): CategoryFormValues {
  return {
    name: category.name,
    description: category.description ?? '',
    icon: isIcon(category.icon) ? category.icon : 'General',
    color: category.color,
    sort_order: String(category.sort_order),
    sla_response_hours: String(category.sla_response_hours),
    max_priority_level: String(category.max_priority_level),
    is_active: category.is_active,
    auto_assign: category.auto_assign,
    crisis_detection_enabled: category.crisis_detection_enabled,
    notification_settings: { ...category.notification_settings },
  };
}

/** A whole number typed in a box, or the fallback when the box holds no number at all. */
export function numberOr(text: string, fallback: number): number {
  const trimmed = text.trim();
  if (trimmed === '') return fallback;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : fallback;
}

export type CategoryValidation =
  | { ok: true; body: CategoryCreateInput }
  | { ok: false; errors: Partial<Record<CategoryField, string>> };

/** The body the dialog sends: SLA hours fall back to 24 and the sort order to 0 when not a number (product §1.5.3). */
export function categoryBodyOf(values: CategoryFormValues) {
  return {
    name: values.name,
    description: values.description.trim() === '' ? null : values.description,
    icon: values.icon,
    color: values.color.trim(),
    sort_order: numberOr(values.sort_order, 0),
    sla_response_hours: numberOr(values.sla_response_hours, 24),
    max_priority_level: numberOr(values.max_priority_level, 3),
    is_active: values.is_active,
    auto_assign: values.auto_assign,
    crisis_detection_enabled: values.crisis_detection_enabled,
    notification_settings: values.notification_settings,
  };
}

/** The dialog's schema: the server's create schema read from the dialog's boxes, so the messages match. */
export const categoryFormSchema = z.preprocess(
  (values: CategoryFormValues) => categoryBodyOf(values),
  categoryCreateSchema,
);

/** Checks the dialog with the server's own schema (the same check the form's resolver runs). */
export function validateCategory(values: CategoryFormValues): CategoryValidation {
  const parsed = categoryFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Partial<Record<CategoryField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as CategoryField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** "SLA: 24h", or days and hours from two days on ("SLA: 2d 4h"). */
export function slaLabel(hours: number): string {
  if (hours < 48) return `SLA: ${hours}h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest ? `SLA: ${days}d ${rest}h` : `SLA: ${days}d`;
}

export interface CategoryCounselor {
  id: number;
  name: string;
  priority_level: string | null;
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * The counselors linked to a category, read leniently from the list's `counselorSpecializations` (present
 * only with `with_counselors=true`); entries without a user id are skipped.
 */
export function counselorsOf(category: { counselorSpecializations?: unknown }): CategoryCounselor[] {
  const list = Array.isArray(category.counselorSpecializations) ? category.counselorSpecializations : [];
  const counselors: CategoryCounselor[] = [];
  for (const entry of list) {
    const row = record(entry);
    if (!row) continue;
    const user = record(row.user) ?? record(row.counselor);
    const id = typeof row.user_id === 'number' ? row.user_id : typeof user?.id === 'number' ? user.id : null;
    if (id === null) continue;
    const name =
      typeof user?.name === 'string'
        ? user.name
        : typeof row.user_name === 'string'
          ? row.user_name
          : typeof row.name === 'string'
            ? row.name
            : `Counselor #${id}`;
    counselors.push({
      id,
      name,
      priority_level: typeof row.priority_level === 'string' ? row.priority_level : null,
    });
  }
  return counselors;
}

/**
 * The `counselor_ids` to send: on create the chosen ones (none means the field is left out); on edit only
 * when the choice differs from what the category had, so saving other fields never touches its counselors.
 */
export function counselorIdsToSend(
  initial: readonly number[],
  selected: readonly number[],
  editing: boolean,
): number[] | undefined {
  const chosen = [...new Set(selected)].sort((a, b) => a - b);
  if (!editing) return chosen.length > 0 ? chosen : undefined;
  const before = [...new Set(initial)].sort((a, b) => a - b);
  const same = before.length === chosen.length && before.every((id, i) => id === chosen[i]);
  return same ? undefined : chosen;
}

export const CATEGORY_HAS_TICKETS =
  'Cannot delete category with existing tickets. Please move or resolve tickets first.';

/** A refusal that mentions tickets reads as the spec's message (product §1.8.2). */
export function deleteFailureText(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (/ticket/i.test(message)) return CATEGORY_HAS_TICKETS;
  return message || 'Failed to delete category. Please try again.';
}
