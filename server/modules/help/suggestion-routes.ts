import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../common/schemas/api';
import {
  suggestionApproveSchema,
  suggestionBulkActionSchema,
  suggestionIdParamsSchema,
  suggestionListQuerySchema,
  suggestionRejectSchema,
  suggestionUpdateSchema,
} from '../../../common/schemas/help';
import {
  adminFaqSchema,
  suggestionBulkResultSchema,
  suggestionListSchema,
  suggestionSchema,
} from '../../../common/schemas/help-shapes';
import { requestContext } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { helpViewer } from './routes';
import { suggestionsService } from './suggestions';

const tags = ['help-admin'];
const suggestionData = envelopeSchema(z.object({ suggestion: suggestionSchema }));

/** Reviewing content suggestions (spec 3 §2.2 "Suggestions tab"): admins only. */
export async function helpSuggestionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const suggestions = suggestionsService(app.ctx);
  const admin = app.requirePermission('manage_content');

  r.get(
    '/api/admin/help/suggestions',
    {
      onRequest: admin,
      schema: {
        tags,
        summary:
          'Content suggestions, newest first: status (pending, approved, rejected), search, paging (20)',
        querystring: suggestionListQuerySchema,
        response: { 200: envelopeSchema(suggestionListSchema) },
      },
    },
    async (request, reply) =>
      sendOk(reply, await suggestions.list(request.query), 'Suggestions retrieved successfully'),
  );

  r.post(
    '/api/admin/help/suggestions/bulk-action',
    {
      onRequest: admin,
      schema: {
        tags,
        summary:
          'Approve (each becomes a published FAQ, once) or reject with a reason several pending suggestions in one transaction; tells each author',
        body: suggestionBulkActionSchema,
        response: { 200: envelopeSchema(suggestionBulkResultSchema) },
      },
    },
    async (request, reply) => {
      const { result, message } = await suggestions.bulk(
        helpViewer(request),
        request.body,
        requestContext(request),
      );
      return sendOk(reply, result, message);
    },
  );

  r.get(
    '/api/admin/help/suggestions/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'One content suggestion',
        params: suggestionIdParamsSchema,
        response: { 200: suggestionData },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { suggestion: await suggestions.one(request.params.id) },
        'Suggestion retrieved successfully',
      ),
  );

  r.put(
    '/api/admin/help/suggestions/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Edit a pending suggestion before approving it',
        params: suggestionIdParamsSchema,
        body: suggestionUpdateSchema,
        response: { 200: suggestionData },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        {
          suggestion: await suggestions.update(
            helpViewer(request),
            request.params.id,
            request.body,
            requestContext(request),
          ),
        },
        'Suggestion updated successfully!',
      ),
  );

  r.post(
    '/api/admin/help/suggestions/:id/approve',
    {
      onRequest: admin,
      schema: {
        tags,
        summary:
          'Publish a pending suggestion as a new FAQ (once; a second approval answers 409); tells its author',
        params: suggestionIdParamsSchema,
        body: suggestionApproveSchema,
        response: { 200: envelopeSchema(z.object({ faq: adminFaqSchema })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        {
          faq: await suggestions.approve(
            helpViewer(request),
            request.params.id,
            request.body,
            requestContext(request),
          ),
        },
        'Suggestion approved and published!',
      ),
  );

  r.post(
    '/api/admin/help/suggestions/:id/reject',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Reject a pending suggestion with an optional reason; tells its author',
        params: suggestionIdParamsSchema,
        body: suggestionRejectSchema,
        response: { 200: suggestionData },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        {
          suggestion: await suggestions.reject(
            helpViewer(request),
            request.params.id,
            request.body,
            requestContext(request),
          ),
        },
        'Suggestion rejected successfully!',
      ),
  );
}
