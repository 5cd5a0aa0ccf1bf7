import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../common/schemas/api';
import {
  staffPerformanceSchema,
  systemOverviewQuerySchema,
  systemOverviewSchema,
} from '../../../common/schemas/dashboard';
import { sendOk } from '../../plugins/envelope';
import { dashboardService } from './service';

const tags = ['dashboard'];

/** The admin dashboard's own figures (spec 1 §2.6); ticket and user counts come from their modules. */
export async function dashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = dashboardService(app.ctx);
  const reports = app.requirePermission('view_reports');

  r.get(
    '/api/admin/staff-performance',
    {
      onRequest: reports,
      schema: {
        tags,
        summary: 'Each active counselor and advisor: cases, active, resolved, average first response',
        response: { 200: envelopeSchema(staffPerformanceSchema) },
      },
    },
    async (_request, reply) =>
      sendOk(reply, await service.staffPerformance(), 'Staff performance retrieved successfully'),
  );

  r.get(
    '/api/admin/system-overview',
    {
      onRequest: reports,
      schema: {
        tags,
        summary: 'Active sessions, server uptime and tickets resolved today',
        description: 'utc_offset_minutes (east of UTC positive) sets where "today" begins; default UTC.',
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
