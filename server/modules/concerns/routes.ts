import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '../../../common/schemas/api';
import {
  concernListQuerySchema,
  concernListSchema,
  concernReviewInputSchema,
  concernReviewResultSchema,
} from '../../../common/schemas/concerns';
import { ticketIdParamsSchema } from '../../../common/schemas/tickets';
import { currentSession, requestContext } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { viewerOf } from '../tickets';
import { concernsService } from './service';

const tags = ['concerns'];

export async function concernRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = concernsService(app.ctx);
  // Students and advisors are refused before anything is read; the ticket must also be visible (else 404).
  const reviewers = app.requireRole('counselor', 'admin');

  r.get(
    '/api/tickets/concerns',
    {
      onRequest: reviewers,
      schema: {
        tags,
        summary:
          'The possible-concern review queue: open ones oldest first with their age, or reviewed ones (counselors and admins)',
        querystring: concernListQuerySchema,
        response: { 200: envelopeSchema(concernListSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await service.list(viewerOf(currentSession(request).user), request.query),
        'Possible concerns retrieved successfully',
      ),
  );

  r.post(
    '/api/tickets/:id/concern-review',
    {
      onRequest: reviewers,
      schema: {
        tags,
        summary: 'Mark a possible concern reviewed, with its outcome and an optional note',
        params: ticketIdParamsSchema,
        body: concernReviewInputSchema,
        response: { 200: envelopeSchema(concernReviewResultSchema) },
      },
    },
    async (request, reply) => {
      const user = currentSession(request).user;
      const concern = await service.review(
        { ...viewerOf(user), name: user.name },
        request.params.id,
        request.body,
        requestContext(request),
      );
      return sendOk(reply, { concern }, 'Possible concern reviewed');
    },
  );
}
