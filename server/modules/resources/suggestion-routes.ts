import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../common/schemas/api';
import {
  resourceSuggestionApproveSchema,
  resourceSuggestionIdParamsSchema,
  resourceSuggestionListQuerySchema,
  resourceSuggestionRejectSchema,
} from '../../../common/schemas/resources';
import {
  resourceSuggestionListSchema,
  resourceSuggestionSchema,
} from '../../../common/schemas/resources-shapes';
import { requestContext } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { resourceViewer } from './routes';
import { resourceSuggestionsService } from './suggestions';

const tags = ['resources-admin'];

/** The review of resource suggestions: admins only (`manage_content`); approval happens once. */
export async function resourceSuggestionAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = app.requirePermission('manage_content');
  const suggestions = resourceSuggestionsService(app.ctx);

  r.get(
    '/api/admin/resources/suggestions',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Resource suggestions, newest first, by status',
        querystring: resourceSuggestionListQuerySchema,
        response: { 200: envelopeSchema(resourceSuggestionListSchema) },
      },
    },
    async (request, reply) =>
      sendOk(reply, await suggestions.list(request.query), 'Suggestions retrieved successfully'),
  );

  r.post(
    '/api/admin/resources/suggestions/:id/approve',
    {
      onRequest: admin,
      schema: {
        tags,
        summary:
          'Approve a pending suggestion into a resource (published unless is_published is false); once only',
        params: resourceSuggestionIdParamsSchema,
        body: resourceSuggestionApproveSchema,
        response: {
          200: envelopeSchema(
            z.object({ suggestion: resourceSuggestionSchema, resource_id: z.number().int() }),
          ),
        },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await suggestions.approve(
          resourceViewer(request),
          request.params.id,
          request.body,
          requestContext(request),
        ),
        'Suggestion approved and published!',
      ),
  );

  r.post(
    '/api/admin/resources/suggestions/:id/reject',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Reject a pending suggestion with a reason; the author is told',
        params: resourceSuggestionIdParamsSchema,
        body: resourceSuggestionRejectSchema,
        response: { 200: envelopeSchema(z.object({ suggestion: resourceSuggestionSchema })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        {
          suggestion: await suggestions.reject(
            resourceViewer(request),
            request.params.id,
            request.body,
            requestContext(request),
          ),
        },
        'Suggestion rejected successfully!',
      ),
  );
}
