import { LIMITS } from '../../../common/limits';
import { ROLES } from '../../../common/permissions';
import {
  BULK_ACTIONS,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
  type NotificationBulkActionInput,
  type NotificationCounts,
  type NotificationCreateInput,
  type NotificationListQuery,
  type NotificationOptions,
  type NotificationPriority,
  type NotificationStats,
  type NotificationType,
  READ_STATUSES,
} from '../../../common/schemas/notifications';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { AppError, validationError } from '../../lib/errors';
import { paginate } from '../../lib/pagination';
import { realtimeHub } from './hub';
import { type NotificationViewer, notificationPolicy } from './policy';
import { presentNotification } from './presenter';
import {
  activeRecipients,
  deleteOwnNotifications,
  findOwnNotification,
  findRecipient,
  findTicketFacts,
  insertNotifications,
  listNotifications,
  type NotificationRow,
  notificationCounts,
  notificationGroupCounts,
  setNotificationsRead,
  unreadNotificationCount,
} from './repository';

/** What a notification says and what it links to; the recipients are given separately. */
export interface NotificationContent {
  type: NotificationType;
  title: string;
  message: string;
  priority: NotificationPriority;
  link: string | null;
  subject_type: string | null;
  subject_id: number | null;
}

const NOT_FOUND = 'Notification not found';

export type TicketFacts = NonNullable<Awaited<ReturnType<typeof findTicketFacts>>>;

/**
 * The ticket page a notification (or an e-mail, after the hub's address) leads to: `/tickets/<id>-<number>`.
 * The path carries the ticket's id and number only, never the subject's words, which may be private.
 */
export function ticketLinkOf(ticket: { id: number; ticket_number: string }): string {
  return `/tickets/${ticket.id}-${ticket.ticket_number.toLowerCase().replace(/[^a-z0-9]/g, '-')}`;
}

/** The ticket page a notification leads to, and what it is about. */
export function ticketSubjectOf(ticket: TicketFacts) {
  return { link: ticketLinkOf(ticket), subject_type: 'ticket', subject_id: ticket.id };
}

export function notificationsService(ctx: AppContext) {
  const hub = realtimeHub(ctx);
  const nowIso = () => ctx.clock.now().toISOString();

  async function countsOf(userId: number): Promise<NotificationCounts> {
    const c = await notificationCounts(ctx.db, userId);
    return { unread: c.unread, read: c.total - c.unread, total: c.total, high_priority: c.high };
  }

  async function requireOwn(viewer: NotificationViewer, id: number): Promise<NotificationRow> {
    const row = await findOwnNotification(ctx.db, viewer.id, id);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return row;
  }

  /** Rows for each recipient (once each), written through `db` (a transaction's, when given). */
  async function insertFor(
    db: DB,
    recipientIds: readonly number[],
    content: NotificationContent,
    createdBy: number | null = null,
  ): Promise<NotificationRow[]> {
    const at = nowIso();
    const unique = [...new Set(recipientIds)];
    if (unique.length === 0) return [];
    return insertNotifications(
      db,
      unique.map((userId) => ({
        user_id: userId,
        type: content.type,
        title: content.title.slice(0, 255),
        message: content.message,
        priority: content.priority,
        link: content.link,
        subject_type: content.subject_type,
        subject_id: content.subject_id,
        read_at: null,
        created_by: createdBy,
        created_at: at,
      })),
    );
  }

  /** Creates and delivers one notification per recipient. */
  async function notify(
    recipientIds: readonly number[],
    content: NotificationContent,
    createdBy: number | null = null,
  ): Promise<NotificationRow[]> {
    const rows = await insertFor(ctx.db, recipientIds, content, createdBy);
    if (rows.length) await hub.notificationsCreated(rows);
    return rows;
  }

  return {
    insertFor,
    notify,
    /** A ticket as notifications describe it: number, subject, people, link. */
    ticketFacts: (ticketId: number) => findTicketFacts(ctx.db, ticketId),

    /** Announces rows written in a transaction, once it committed, to open streams on every server. */
    published(rows: NotificationRow[]): Promise<void> {
      return rows.length ? hub.notificationsCreated(rows) : Promise.resolve();
    },

    async list(viewer: NotificationViewer, query: NotificationListQuery) {
      const { rows, total } = await listNotifications(ctx.db, {
        userId: viewer.id,
        filters: {
          type: query.type,
          priority: query.priority,
          readStatus: query.read_status,
          search: query.search,
        },
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      return {
        notifications: rows.map(presentNotification),
        pagination: paginate(total, query.page, query.per_page),
        counts: await countsOf(viewer.id),
      };
    },

    unreadCount: (viewer: NotificationViewer) => unreadNotificationCount(ctx.db, viewer.id),

    async markRead(viewer: NotificationViewer, id: number, read: boolean) {
      await requireOwn(viewer, id);
      const changed = await setNotificationsRead(ctx.db, {
        userId: viewer.id,
        ids: [id],
        at: read ? nowIso() : null,
      });
      if (changed > 0) await hub.unreadChanged(viewer.id);
      return {
        notification: presentNotification(await requireOwn(viewer, id)),
        unread_count: await unreadNotificationCount(ctx.db, viewer.id),
      };
    },

    async markAllRead(viewer: NotificationViewer) {
      const changed = await setNotificationsRead(ctx.db, { userId: viewer.id, ids: 'all', at: nowIso() });
      if (changed > 0) await hub.unreadChanged(viewer.id);
      return { updated_count: changed, unread_count: await unreadNotificationCount(ctx.db, viewer.id) };
    },

    async remove(viewer: NotificationViewer, id: number) {
      const row = await requireOwn(viewer, id);
      await deleteOwnNotifications(ctx.db, viewer.id, [id]);
      if (row.read_at === null) await hub.unreadChanged(viewer.id);
      return { id, unread_count: await unreadNotificationCount(ctx.db, viewer.id) };
    },

    /** Only the viewer's own notifications among the ids change; the others are ignored, as if absent. */
    async bulk(viewer: NotificationViewer, input: NotificationBulkActionInput) {
      const ids = [...new Set(input.notification_ids)];
      const affected =
        input.action === 'delete'
          ? await deleteOwnNotifications(ctx.db, viewer.id, ids)
          : await setNotificationsRead(ctx.db, {
              userId: viewer.id,
              ids,
              at: input.action === 'read' ? nowIso() : null,
            });
      if (affected > 0) await hub.unreadChanged(viewer.id);
      return {
        action: input.action,
        affected_count: affected,
        unread_count: await unreadNotificationCount(ctx.db, viewer.id),
      };
    },

    /** Admins: one user, or every active user of a role. */
    async create(viewer: NotificationViewer, input: NotificationCreateInput) {
      if (!notificationPolicy.mayCreate(viewer))
        throw new AppError('FORBIDDEN', 'Only administrators can send notifications');
      let recipients: number[];
      if (input.user_id !== undefined) {
        const user = await findRecipient(ctx.db, input.user_id);
        if (!user) throw validationError({ user_id: ['Please select a valid user'] });
        recipients = [user.id];
      } else {
        recipients = (await activeRecipients(ctx.db, input.role ? [input.role] : [])).map((u) => u.id);
      }
      const rows = await notify(
        recipients,
        {
          type: input.type,
          title: input.title,
          message: input.message,
          priority: input.priority,
          link: input.link ?? null,
          subject_type: null,
          subject_id: null,
        },
        viewer.id,
      );
      const single = input.user_id !== undefined ? rows[0] : undefined;
      return {
        created_count: rows.length,
        notification: single ? presentNotification(single) : null,
      };
    },

    options(viewer: NotificationViewer): NotificationOptions {
      return {
        types: [...NOTIFICATION_TYPES],
        priorities: [...NOTIFICATION_PRIORITIES],
        read_statuses: [...READ_STATUSES],
        bulk_actions: [...BULK_ACTIONS],
        default_per_page: LIMITS.pagination.defaultPerPage,
        badge_cap: LIMITS.notifications.badgeCap,
        recipient_roles: notificationPolicy.mayCreate(viewer) ? [...ROLES] : [],
        stream_url: '/api/notifications/stream',
      };
    },

    async stats(viewer: NotificationViewer): Promise<NotificationStats> {
      const [counts, byType, byPriority] = await Promise.all([
        notificationCounts(ctx.db, viewer.id),
        notificationGroupCounts(ctx.db, viewer.id, 'type'),
        notificationGroupCounts(ctx.db, viewer.id, 'priority'),
      ]);
      const tally = <K extends string>(keys: readonly K[], rows: { key: string; count: number }[]) =>
        Object.fromEntries(keys.map((key) => [key, rows.find((r) => r.key === key)?.count ?? 0])) as Record<
          K,
          number
        >;
      return {
        total: counts.total,
        unread: counts.unread,
        read: counts.total - counts.unread,
        high_priority: counts.high,
        high_priority_unread: counts.highUnread,
        by_type: tally(NOTIFICATION_TYPES, byType),
        by_priority: tally(NOTIFICATION_PRIORITIES, byPriority),
      };
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
