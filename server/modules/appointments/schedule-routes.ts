import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../common/schemas/api';
import { scheduleInputSchema, scheduleSchema, staffParamsSchema } from '../../../common/schemas/appointments';
import { requestContext } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { SCHEDULE_ROLES } from './policy';
import { viewerOfRequest } from './routes';
import { schedulesService } from './schedules';

const tags = ['appointments'];
const answer = envelopeSchema(z.object({ schedule: scheduleSchema }));

export async function scheduleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = schedulesService(app.ctx);
  const gate = app.requireRole(...SCHEDULE_ROLES);

  r.get(
    '/api/staff/:id/schedule',
    {
      onRequest: gate,
      schema: {
        tags,
        summary: 'A counselor’s or advisor’s weekly hours and exceptions (`me` for one’s own)',
        params: staffParamsSchema,
        response: { 200: answer },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { schedule: await service.get(viewerOfRequest(request), request.params.id) },
        'Schedule retrieved',
      ),
  );

  r.put(
    '/api/staff/:id/schedule',
    {
      onRequest: gate,
      schema: {
        tags,
        summary: 'Replace a schedule: weekly hours and exceptions',
        params: staffParamsSchema,
        body: scheduleInputSchema,
        response: { 200: answer },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        {
          schedule: await service.put(
            viewerOfRequest(request),
            request.params.id,
            request.body,
            requestContext(request),
          ),
        },
        'Schedule saved',
      ),
  );
}
