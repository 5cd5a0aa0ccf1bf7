import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '../../../common/schemas/api';
import { weeklyGoalsSchema } from '../../../common/schemas/appointment-goals';
import { sendOk } from '../../plugins/envelope';
import { weeklyGoalsService } from './goals';
import { viewerOfRequest } from './routes';

/** The counselor dashboard's weekly goals (beyond the contract; docs/ARCHITECTURE.md "Appointments"). */
export async function goalRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const goals = weeklyGoalsService(app.ctx);
  r.get(
    '/api/appointments/goals',
    {
      onRequest: app.requireRole('counselor', 'advisor'),
      schema: {
        tags: ['appointments'],
        summary: 'This week’s sessions held and first-response time of the viewer, against the goals',
        response: { 200: envelopeSchema(weeklyGoalsSchema) },
      },
    },
    async (request, reply) =>
      sendOk(reply, await goals.of(viewerOfRequest(request)), 'Weekly goals retrieved'),
  );
}
