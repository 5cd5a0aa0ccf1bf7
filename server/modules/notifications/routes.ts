import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizeRole } from '../../../common/permissions';
import { envelopeSchema } from '../../../common/schemas/api';
import {
  BULK_ACTIONS,
  notificationBulkActionSchema,
  notificationCreateSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationOptionsSchema,
  notificationSchema,
  notificationStatsSchema,
} from '../../../common/schemas/notifications';
import { currentSession } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import type { NotificationViewer } from './policy';
import { notificationsService } from './service';

const tags = ['notifications'];
const unreadCount = z.object({ unread_count: z.number().int() });
const oneNotification = envelopeSchema(
  z.object({ notification: notificationSchema, unread_count: z.number().int() }),
);

export function notificationViewer(request: FastifyRequest): NotificationViewer {
  const { user } = currentSession(request);
  return { id: user.id, role: normalizeRole(user.role) };
}

/** Product §2.7 Notifications: every call answers for the signed-in user's own notifications only. */
export async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const notifications = notificationsService(app.ctx);
  const viewer = notificationViewer;

  r.get(
    '/api/notifications',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s notifications, newest first, filtered, searched and paged',
        querystring: notificationListQuerySchema,
        response: { 200: envelopeSchema(notificationListSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await notifications.list(viewer(request), request.query),
        'Notifications retrieved successfully',
      ),
  );

  r.get(
    '/api/notifications/unread-count',
    {
      schema: {
        tags,
        summary: 'How many notifications are unread',
        response: { 200: envelopeSchema(unreadCount) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { unread_count: await notifications.unreadCount(viewer(request)) },
        'Unread count retrieved successfully',
      ),
  );

  r.get(
    '/api/notifications/options',
    {
      schema: {
        tags,
        summary: 'What the notifications page offers: types, priorities, read states, bulk actions',
        response: { 200: envelopeSchema(z.object({ options: notificationOptionsSchema })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { options: notifications.options(viewer(request)) },
        'Notification options retrieved successfully',
      ),
  );

  r.get(
    '/api/notifications/stats',
    {
      schema: {
        tags,
        summary: 'Counts over the signed-in user’s notifications',
        response: { 200: envelopeSchema(z.object({ stats: notificationStatsSchema })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { stats: await notifications.stats(viewer(request)) },
        'Notification statistics retrieved successfully',
      ),
  );

  r.patch(
    '/api/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one notification read',
        params: notificationIdParamsSchema,
        response: { 200: oneNotification },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await notifications.markRead(viewer(request), request.params.id, true),
        'Notification marked as read',
      ),
  );

  r.patch(
    '/api/notifications/:id/unread',
    {
      schema: {
        tags,
        summary: 'Mark one notification unread',
        params: notificationIdParamsSchema,
        response: { 200: oneNotification },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await notifications.markRead(viewer(request), request.params.id, false),
        'Notification marked as unread',
      ),
  );

  r.post(
    '/api/notifications/mark-all-read',
    {
      schema: {
        tags,
        summary: 'Mark every notification read',
        response: { 200: envelopeSchema(unreadCount.extend({ updated_count: z.number().int() })) },
      },
    },
    async (request, reply) =>
      sendOk(reply, await notifications.markAllRead(viewer(request)), 'All notifications marked as read'),
  );

  r.delete(
    '/api/notifications/:id',
    {
      schema: {
        tags,
        summary: 'Delete one notification',
        params: notificationIdParamsSchema,
        response: { 200: envelopeSchema(unreadCount.extend({ id: z.number().int() })) },
      },
    },
    async (request, reply) =>
      sendOk(reply, await notifications.remove(viewer(request), request.params.id), 'Notification deleted'),
  );

  r.post(
    '/api/notifications/bulk-action',
    {
      schema: {
        tags,
        summary: 'Mark read, mark unread or delete several notifications',
        body: notificationBulkActionSchema,
        response: {
          200: envelopeSchema(
            unreadCount.extend({ action: z.enum(BULK_ACTIONS), affected_count: z.number().int() }),
          ),
        },
      },
    },
    async (request, reply) => {
      const result = await notifications.bulk(viewer(request), request.body);
      const done = { read: 'marked as read', unread: 'marked as unread', delete: 'deleted' }[result.action];
      return sendOk(reply, result, `${result.affected_count} notification(s) ${done}`);
    },
  );

  r.post(
    '/api/notifications',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        summary: 'Send a notification to one user or to every active user of a role (admin)',
        body: notificationCreateSchema,
        response: {
          201: envelopeSchema(
            z.object({ created_count: z.number().int(), notification: notificationSchema.nullable() }),
          ),
        },
      },
    },
    async (request, reply) => {
      const result = await notifications.create(viewer(request), request.body);
      return sendOk(reply, result, `Notification sent to ${result.created_count} user(s)`, 201);
    },
  );
}
