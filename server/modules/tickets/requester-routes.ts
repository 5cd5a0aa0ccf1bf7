import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CASE_WORKER_ROLES } from '../../../common/permissions';
import { envelopeSchema } from '../../../common/schemas/api';
import { requesterPanelSchema } from '../../../common/schemas/requester';
import { ticketIdParamsSchema } from '../../../common/schemas/tickets';
import { currentSession, requestContext } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { viewerOf } from './policy';
import { ticketRequester } from './requester';

export async function ticketRequesterRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const requester = ticketRequester(app.ctx);

  r.get(
    '/api/tickets/:id/requester',
    {
      // Students are refused before anything is read; staff must also be able to see the ticket (else 404).
      onRequest: app.requireRole(...CASE_WORKER_ROLES),
      schema: {
        tags: ['tickets'],
        summary: 'How to reach the student who raised a ticket, with their other open tickets and crises',
        description: 'Staff who may see the ticket. Each view on a crisis ticket is audited.',
        params: ticketIdParamsSchema,
        response: { 200: envelopeSchema(requesterPanelSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await requester.view(
          viewerOf(currentSession(request).user),
          request.params.id,
          requestContext(request),
        ),
        'Requester retrieved successfully',
      ),
  );
}
