import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../common/schemas/api';
import {
  analyticsQuerySchema,
  staffPerformanceSchema,
  systemInfoSchema,
  systemOverviewQuerySchema,
  systemOverviewSchema,
  ticketAnalyticsSchema,
} from '../../../common/schemas/reports';
import { sendOk, sharedAnswerSender } from '../../plugins/envelope';
import { reportsService } from './service';

/**
 * The reports (product §1.2.6, §9): ticket analytics and system information for the Analytics and System tabs,
 * and the admin dashboard's own figures; ticket and user counts come from their modules.
 *
 * `/api/tickets/analytics` is a static path: Fastify's router prefers it to the parametric
 * `/api/tickets/:id` whatever the order of registration (analytics.test.ts checks it).
 */
export async function reportsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The server's start, read once here: every uptime of the reports counts from it.
  const service = reportsService(app.ctx, app.ctx.clock.now());
  const reports = app.requirePermission('view_reports');
  // Both answers are kept until the next write: each is encoded once (sharedAnswerSender).
  const sendAnalytics = sharedAnswerSender('Analytics retrieved successfully', (analytics: object) => ({
    analytics,
  }));
  const sendStaff = sharedAnswerSender('Staff performance retrieved successfully', (staff: object) => staff);

  r.get(
    '/api/tickets/analytics',
    {
      onRequest: reports,
      schema: {
        tags: ['tickets'],
        summary: 'Ticket figures for the last `timeframe` days (1 to 365, default 30), today included',
        querystring: analyticsQuerySchema,
        response: { 200: envelopeSchema(z.object({ analytics: ticketAnalyticsSchema })) },
      },
    },
    async (request, reply) => sendAnalytics(reply, await service.ticketAnalytics(request.query.timeframe)),
  );

  r.get(
    '/api/admin/system',
    {
      onRequest: app.requirePermission('manage_settings'),
      schema: {
        tags: ['system'],
        summary: 'Database, storage, uptime and version of this server',
        response: { 200: envelopeSchema(z.object({ system: systemInfoSchema })) },
      },
    },
    async (_request, reply) =>
      sendOk(reply, { system: await service.systemInfo() }, 'System information retrieved successfully'),
  );

  r.get(
    '/api/admin/staff-performance',
    {
      onRequest: reports,
      schema: {
        tags: ['dashboard'],
        summary: 'Each active counselor and advisor: cases, active, resolved, average first response',
        response: { 200: envelopeSchema(staffPerformanceSchema) },
      },
    },
    async (_request, reply) => sendStaff(reply, await service.staffPerformance()),
  );

  r.get(
    '/api/admin/system-overview',
    {
      onRequest: reports,
      schema: {
        tags: ['dashboard'],
        summary: 'Active sessions, server uptime, tickets resolved today, failed e-mails and overdue backups',
        description:
          'utc_offset_minutes (east of UTC positive) sets where "today" begins; default: midnight in the hub\'s time zone.',
        querystring: systemOverviewQuerySchema,
        response: { 200: envelopeSchema(z.object({ overview: systemOverviewSchema })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { overview: await service.systemOverview(request.query) },
        'System overview retrieved successfully',
      ),
  );
}
