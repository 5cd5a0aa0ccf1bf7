import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../common/schemas/api';
import {
  crisisKeywordCreateSchema,
  crisisKeywordIdParamsSchema,
  crisisKeywordListQuerySchema,
  crisisKeywordSchema,
  crisisKeywordUpdateSchema,
  crisisResultSchema,
  testDetectionSchema,
} from '../../../common/schemas/crisis';
import { currentSession } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { crisisService } from './service';

const tags = ['crisis'];
const one = envelopeSchema(z.object({ keyword: crisisKeywordSchema }));

export async function crisisRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = crisisService(app.ctx);
  const admin = app.requirePermission('test_crisis_detection');

  r.get(
    '/api/admin/crisis-keywords',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'The crisis lexicon',
        querystring: crisisKeywordListQuerySchema,
        response: { 200: envelopeSchema(z.object({ keywords: z.array(crisisKeywordSchema) })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { keywords: await service.list(request.query) },
        'Crisis keywords retrieved successfully',
      ),
  );

  r.post(
    '/api/admin/crisis-keywords',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Add a crisis keyword',
        body: crisisKeywordCreateSchema,
        response: { 201: one },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { keyword: await service.create(request.body, currentSession(request).user.id) },
        'Crisis keyword saved successfully',
        201,
      ),
  );

  r.put(
    '/api/admin/crisis-keywords/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Change a crisis keyword',
        params: crisisKeywordIdParamsSchema,
        body: crisisKeywordUpdateSchema,
        response: { 200: one },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { keyword: await service.update(request.params.id, request.body, currentSession(request).user.id) },
        'Crisis keyword saved successfully',
      ),
  );

  r.delete(
    '/api/admin/crisis-keywords/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Remove a crisis keyword',
        params: crisisKeywordIdParamsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id, currentSession(request).user.id);
      return sendOk(reply, null, 'Crisis keyword deleted successfully');
    },
  );

  r.post(
    '/api/admin/crisis-keywords/test-detection',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Screen a sentence with the current lexicon',
        body: testDetectionSchema,
        response: { 200: envelopeSchema(crisisResultSchema) },
      },
    },
    async (request, reply) => {
      const result = await service.screen(request.body.text, request.body.category_id);
      return sendOk(
        reply,
        { ...result, matches: [...result.matches] },
        result.is_crisis
          ? `Crisis keywords detected (Score: ${result.crisis_score})`
          : 'No crisis keywords found in the text',
      );
    },
  );
}
