import { z } from 'zod';
import { LIMITS } from '../limits';
import { idSchema } from './ids';
import { isSingleLineText, TEXT_MESSAGES } from './text-rules';

const { category: C } = LIMITS;

/** Product §1.3.2: the 15 icon options; "General" (MessageSquare) is the default. */
export const CATEGORY_ICONS = [
  'General',
  'Academic',
  'Mental Health',
  'Crisis',
  'Technical',
  'Support',
  'Community',
  'Learning',
  'Safety',
  'Contact',
  'Communication',
  'Scheduling',
  'Documentation',
  'Featured',
  'Urgent',
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

/** The 12 preset colours offered by the category dialog. */
export const CATEGORY_COLORS = [
  '#3B82F6',
  '#8B5CF6',
  '#EF4444',
  '#10B981',
  '#F59E0B',
  '#14B8A6',
  '#6B7280',
  '#EC4899',
  '#6366F1',
  '#F97316',
  '#84CC16',
  '#06B6D4',
] as const;

export const notificationSettingsSchema = z.object({
  notify_admins: z.boolean().default(true),
  notify_counselors: z.boolean().default(true),
  email_alerts: z.boolean().default(true),
  auto_escalate: z.boolean().default(false),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

const nameSchema = z
  .string({ error: 'Category name is required' })
  .trim()
  .min(1, 'Category name is required')
  .min(C.nameMin, 'Category name must be at least 3 characters long')
  .max(C.nameMax, 'Category name must not exceed 255 characters')
  .refine(isSingleLineText, TEXT_MESSAGES.singleLine('Category name'));

const fields = {
  name: nameSchema,
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(C.descriptionMax, 'Description must not exceed 1000 characters')
    .nullish(),
  icon: z.enum(CATEGORY_ICONS, { error: 'Invalid icon selected' }),
  color: z
    .string({ error: 'Color must be a valid hex color code (e.g., #FF0000)' })
    .regex(/^#[0-9A-Fa-f]{6}$/, 'Color must be a valid hex color code (e.g., #FF0000)'),
  sort_order: z
    .number({ error: 'Sort order must be a positive number' })
    .int('Sort order must be a positive number')
    .min(0, 'Sort order must be a positive number')
    .max(1_000_000, 'Sort order is too large'),
  is_active: z.boolean({ error: 'Active must be true or false' }),
  auto_assign: z.boolean({ error: 'Auto-assign must be true or false' }),
  crisis_detection_enabled: z.boolean({ error: 'Crisis detection must be true or false' }),
  sla_response_hours: z
    .number({ error: 'SLA response time must be between 1 and 168 hours (1 week)' })
    .int('SLA response time must be between 1 and 168 hours (1 week)')
    .min(C.slaMinHours, 'SLA response time must be between 1 and 168 hours (1 week)')
    .max(C.slaMaxHours, 'SLA response time must be between 1 and 168 hours (1 week)'),
  max_priority_level: z
    .number({ error: 'Maximum priority level must be between 1 and 4' })
    .int('Maximum priority level must be between 1 and 4')
    .min(C.priorityLevelMin, 'Maximum priority level must be between 1 and 4')
    .max(C.priorityLevelMax, 'Maximum priority level must be between 1 and 4'),
  notification_settings: notificationSettingsSchema,
  /** The category's counselors (active counselors and advisors); absent leaves them as they are. */
  counselor_ids: z
    .array(
      z
        .number({ error: 'Invalid counselor selected' })
        .int('Invalid counselor selected')
        .positive('Invalid counselor selected')
        .max(2_147_483_647, 'Invalid counselor selected'),
      { error: 'Counselors must be a list' },
    )
    .max(C.counselorsMax, 'Too many counselors selected'),
};

/** Create: name required; everything else falls back to the defaults of product §1.9. */
export const categoryCreateSchema = z.object({
  name: fields.name,
  description: fields.description,
  icon: fields.icon.default('General'),
  color: fields.color.default('#3B82F6'),
  sort_order: fields.sort_order.default(0),
  is_active: fields.is_active.default(true),
  auto_assign: fields.auto_assign.default(true),
  crisis_detection_enabled: fields.crisis_detection_enabled.default(false),
  sla_response_hours: fields.sla_response_hours.default(C.slaDefaultHours),
  max_priority_level: fields.max_priority_level.default(3),
  notification_settings: notificationSettingsSchema.default({
    notify_admins: true,
    notify_counselors: true,
    email_alerts: true,
    auto_escalate: false,
  }),
  counselor_ids: fields.counselor_ids.optional(),
});
export type CategoryCreateInput = z.infer<typeof categoryCreateSchema>;

export const categoryUpdateSchema = z
  .object({
    name: fields.name,
    description: fields.description,
    icon: fields.icon,
    color: fields.color,
    sort_order: fields.sort_order,
    is_active: fields.is_active,
    auto_assign: fields.auto_assign,
    crisis_detection_enabled: fields.crisis_detection_enabled,
    sla_response_hours: fields.sla_response_hours,
    max_priority_level: fields.max_priority_level,
    notification_settings: notificationSettingsSchema.partial(),
    counselor_ids: fields.counselor_ids,
  })
  .partial();
export type CategoryUpdateInput = z.infer<typeof categoryUpdateSchema>;

const booleanQuery = z
  .enum(['true', 'false', '1', '0', 'all', ''], { error: 'Must be true or false' })
  .optional()
  .transform((value) =>
    value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : undefined,
  );

export const categoryListQuerySchema = z.object({
  search: z.string().trim().max(255, 'Search must not exceed 255 characters').optional(),
  is_active: booleanQuery,
  auto_assign: booleanQuery,
  crisis_detection: booleanQuery,
  include_inactive: booleanQuery,
  with_counselors: booleanQuery,
  sort_by: z
    .enum(['sort_order', 'name', 'created_at', 'updated_at', 'sla_response_hours'], {
      error: 'Invalid sort field',
    })
    .default('sort_order'),
  sort_direction: z.enum(['asc', 'desc'], { error: 'Sort direction must be asc or desc' }).default('asc'),
});
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;

export const categoryIdParamsSchema = z.object({
  id: idSchema('Invalid category ID'),
});

export const categoryReorderSchema = z.object({
  categories: z
    .array(
      z.object({
        id: z
          .number({ error: 'Invalid category ID' })
          .int('Invalid category ID')
          .positive('Invalid category ID'),
        sort_order: fields.sort_order,
      }),
      { error: 'Categories must be a list' },
    )
    .min(1, 'No categories to reorder')
    .max(500, 'Too many categories'),
});

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  icon: z.string(),
  color: z.string(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
  auto_assign: z.boolean(),
  crisis_detection_enabled: z.boolean(),
  sla_response_hours: z.number().int(),
  max_priority_level: z.number().int(),
  notification_settings: notificationSettingsSchema,
  counselor_count: z.number().int(),
  tickets_count: z.number().int(),
  active_tickets_count: z.number().int(),
  crisis_tickets_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryStatsSchema = z.object({
  total_categories: z.number().int(),
  active_categories: z.number().int(),
  inactive_categories: z.number().int(),
  auto_assign_categories: z.number().int(),
  crisis_detection_categories: z.number().int(),
  total_tickets: z.number().int(),
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      color: z.string(),
      tickets_count: z.number().int(),
      active_tickets_count: z.number().int(),
      crisis_tickets_count: z.number().int(),
    }),
  ),
});
export type CategoryStats = z.infer<typeof categoryStatsSchema>;
