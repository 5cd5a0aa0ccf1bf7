import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CASE_WORKER_ROLES } from '../../../common/permissions';
import { envelopeSchema } from '../../../common/schemas/api';
import { ticketReadQuerySchema } from '../../../common/schemas/break-glass';
import { crisisAcknowledgeSchema, ticketIdParamsSchema, ticketSchema } from '../../../common/schemas/tickets';
import { currentSession, requestContext } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { viewerOf } from '../tickets';
import { crisisEscalation } from './service';

export async function escalationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const escalation = crisisEscalation(app.ctx);

  r.post(
    '/api/tickets/:id/crisis/acknowledge',
    {
      // Students are refused before anything is read; staff must also be able to see the ticket (else 404).
      onRequest: app.requireRole(...CASE_WORKER_ROLES),
      schema: {
        tags: ['tickets'],
        summary: 'Acknowledge a ticket’s crisis (staff who may see it); stops its escalation',
        params: ticketIdParamsSchema,
        querystring: ticketReadQuerySchema,
        body: crisisAcknowledgeSchema,
        response: { 200: envelopeSchema(z.object({ ticket: ticketSchema })) },
      },
    },
    async (request, reply) => {
      const ticket = await escalation.acknowledge(
        viewerOf(currentSession(request).user),
        request.params.id,
        request.body,
        // Answered like any change: without a needed reason, the ticket's content is withheld (decision 0034).
        { reason: request.query.reason, context: requestContext(request), missing: 'withhold' },
      );
      return sendOk(reply, { ticket }, 'Crisis acknowledged');
    },
  );
}
