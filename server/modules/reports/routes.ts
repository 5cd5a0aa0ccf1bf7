import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analyticsQuerySchema,
  systemInfoSchema,
  ticketAnalyticsSchema,
} from '../../../common/schemas/analytics';
import { envelopeSchema } from '../../../common/schemas/api';
import { sendOk } from '../../plugins/envelope';
import { analyticsService } from './service';

/**
 * `/api/tickets/analytics` is a static path: Fastify's router prefers it to the parametric
 * `/api/tickets/:id` whatever the order of registration (analytics.test.ts checks it).
 */
export async function analyticsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = analyticsService(app.ctx, app.ctx.clock.now());

  r.get(
    '/api/tickets/analytics',
    {
      onRequest: app.requirePermission('view_reports'),
      schema: {
        tags: ['tickets'],
        summary: 'Ticket figures for the last `timeframe` days (1 to 365, default 30), today included',
        querystring: analyticsQuerySchema,
        response: { 200: envelopeSchema(z.object({ analytics: ticketAnalyticsSchema })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { analytics: await service.ticketAnalytics(request.query.timeframe) },
        'Analytics retrieved successfully',
      ),
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
}
