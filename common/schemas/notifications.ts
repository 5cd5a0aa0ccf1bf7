import { z } from 'zod';
import { LIMITS } from '../limits';
import { ROLES } from '../permissions';
import { pageQuerySchema, paginationSchema } from './api';
import { idSchema } from './ids';

/** Product §2.3 Notification. */
export const NOTIFICATION_TYPES = ['appointment', 'ticket', 'system', 'reminder'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_PRIORITIES = ['high', 'medium', 'low'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const READ_STATUSES = ['all', 'read', 'unread'] as const;
export type ReadStatus = (typeof READ_STATUSES)[number];

export const BULK_ACTIONS = ['read', 'unread', 'delete'] as const;
export type NotificationBulkAction = (typeof BULK_ACTIONS)[number];

export const NOTIFICATION_LIMITS = {
  titleMax: 255,
  messageMax: 2000,
  searchMax: 200,
  bulkMax: 500,
  linkMax: 500,
} as const;

/** Filters the page sets to "all" (or leaves empty) mean "no filter" (product §2.5). */
const noFilter = (value: unknown) =>
  value === '' || value === 'all' || value === 'null' ? undefined : value;

const idOf = idSchema;

export const notificationListQuerySchema = pageQuerySchema.extend({
  type: z.preprocess(noFilter, z.enum(NOTIFICATION_TYPES, { error: 'Invalid notification type' }).optional()),
  priority: z.preprocess(
    noFilter,
    z.enum(NOTIFICATION_PRIORITIES, { error: 'Priority must be high, medium or low' }).optional(),
  ),
  read_status: z.preprocess(
    (value) => (value === '' || value === 'null' ? undefined : value),
    z.enum(READ_STATUSES, { error: 'Read status must be read, unread or all' }).default('all'),
  ),
  search: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: 'Search must be text' })
      .max(NOTIFICATION_LIMITS.searchMax, 'Search must not exceed 200 characters')
      .optional()
      .transform((value) => (value ? value : undefined)),
  ),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationIdParamsSchema = z.object({ id: idOf('Invalid notification ID') });

export const notificationBulkActionSchema = z.object({
  action: z.enum(BULK_ACTIONS, { error: 'Action must be read, unread or delete' }),
  notification_ids: z
    .array(idOf('Invalid notification ID'), { error: 'Please select notifications' })
    .min(1, 'Please select notifications')
    .max(NOTIFICATION_LIMITS.bulkMax, 'At most 500 notifications can be changed at once'),
});
export type NotificationBulkActionInput = z.infer<typeof notificationBulkActionSchema>;

/** A link inside the product: a path such as /tickets/12-..., never another site or a script. */
const linkSchema = z
  .string({ error: 'Link must be text' })
  .trim()
  .max(NOTIFICATION_LIMITS.linkMax, 'Link must not exceed 500 characters')
  .regex(/^\/(?!\/)[^\s\\]*$/, 'Link must be a path inside the hub, starting with /');

/** POST /notifications (admins): one user or every active user of a role. */
export const notificationCreateSchema = z
  .object({
    user_id: idOf('Please select a valid user').optional(),
    role: z.enum(ROLES, { error: 'Invalid role selected' }).optional(),
    type: z.enum(NOTIFICATION_TYPES, { error: 'Invalid notification type' }).default('system'),
    title: z
      .string({ error: 'Title is required' })
      .trim()
      .min(1, 'Title is required')
      .max(NOTIFICATION_LIMITS.titleMax, 'Title must not exceed 255 characters'),
    message: z
      .string({ error: 'Message is required' })
      .trim()
      .min(1, 'Message is required')
      .max(NOTIFICATION_LIMITS.messageMax, 'Message must not exceed 2000 characters'),
    priority: z
      .enum(NOTIFICATION_PRIORITIES, { error: 'Priority must be high, medium or low' })
      .default('medium'),
    link: z.preprocess((value) => (value === '' ? undefined : value), linkSchema.optional()),
  })
  .superRefine((value, issue) => {
    if ((value.user_id === undefined) === (value.role === undefined)) {
      issue.addIssue({
        code: 'custom',
        path: ['user_id'],
        message: 'Choose either a user or a role to notify',
      });
    }
  });
export type NotificationCreateInput = z.infer<typeof notificationCreateSchema>;

// ----- API shapes -----

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
  /** Where the notification leads in the product, e.g. /tickets/{slug}. */
  link: z.string().nullable(),
  subject_type: z.string().nullable(),
  subject_id: z.number().int().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationCountsSchema = z.object({
  unread: z.number().int(),
  read: z.number().int(),
  total: z.number().int(),
  high_priority: z.number().int(),
});
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  pagination: paginationSchema,
  counts: notificationCountsSchema,
});

export const notificationStatsSchema = z.object({
  total: z.number().int(),
  unread: z.number().int(),
  read: z.number().int(),
  high_priority: z.number().int(),
  high_priority_unread: z.number().int(),
  by_type: z.record(z.enum(NOTIFICATION_TYPES), z.number().int()),
  by_priority: z.record(z.enum(NOTIFICATION_PRIORITIES), z.number().int()),
});
export type NotificationStats = z.infer<typeof notificationStatsSchema>;

export const notificationOptionsSchema = z.object({
  types: z.array(z.enum(NOTIFICATION_TYPES)),
  priorities: z.array(z.enum(NOTIFICATION_PRIORITIES)),
  read_statuses: z.array(z.enum(READ_STATUSES)),
  bulk_actions: z.array(z.enum(BULK_ACTIONS)),
  default_per_page: z.number().int(),
  badge_cap: z.number().int(),
  /** Whom an admin may address with POST /notifications; empty for everyone else. */
  recipient_roles: z.array(z.enum(ROLES)),
  /** The live stream of this page (Server-Sent Events). */
  stream_url: z.string(),
});
export type NotificationOptions = z.infer<typeof notificationOptionsSchema>;

/** Events of GET /notifications/stream (Server-Sent Events). */
export const NOTIFICATION_STREAM_EVENTS = {
  /** First event of every connection; its id is where a reconnect resumes. data: { unread_count } */
  ready: 'ready',
  /** A new notification; the event id is the notification id. data: { notification, unread_count } */
  notification: 'notification',
  /** Read, unread or deleted elsewhere (another tab). data: { unread_count } */
  unreadCount: 'unread_count',
  /** A ticket the viewer may see changed; lists and details refetch it. data: { ticket_id } */
  ticketChanged: 'ticket.changed',
  /** More was missed than a reconnect replays; refetch the list. data: { unread_count } */
  resync: 'resync',
  /** The session ended; the stream closes and the page should sign in again. */
  signedOut: 'signed_out',
  /**
   * A hint from a live feature (a session room, a crisis chat) addressed to this user: data `{ type, ...ids }`.
   * Not replayed after a reconnect: the state lives in rows, and the page re-reads it (see LiveEvent).
   */
  live: 'live',
} as const;

/**
 * A live event: a small hint that something changed for the receiver (`room.signal`, `crisis_chat.message`, …).
 * It carries a type and a few ids or flags, never content; the receiver reads the rows through the API.
 */
export const liveEventSchema = z
  .object({ type: z.string().regex(/^[a-z][a-z0-9_.-]{0,47}$/) })
  .catchall(z.union([z.string().max(200), z.number(), z.boolean(), z.null()]));
export type LiveEvent = z.infer<typeof liveEventSchema>;
/** A live event's JSON stays far below PostgreSQL's NOTIFY limit (8000 bytes) with its recipients. */
export const LIVE_EVENT_MAX_BYTES = 1000;
/** Recipients of one live event (a room's two people, the counselors on duty). */
export const LIVE_EVENT_MAX_RECIPIENTS = 200;

export const NOTIFICATION_DEFAULT_PER_PAGE = LIMITS.pagination.defaultPerPage;
