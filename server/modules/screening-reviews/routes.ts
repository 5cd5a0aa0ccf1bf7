import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, noDataSchema } from '../../../common/schemas/api';
import {
  evaluationCaseSchema,
  screeningExportInputSchema,
  screeningMarkInputSchema,
  screeningMarkSchema,
  screeningReviewListQuerySchema,
  screeningReviewListSchema,
  ticketScreeningMarkSchema,
} from '../../../common/schemas/screening-reviews';
import { ticketIdParamsSchema } from '../../../common/schemas/tickets';
import { contentDisposition } from '../../lib/files';
import { currentSession, requestContext } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { viewerOf } from '../tickets';
import { MARKING_ROLES } from './policy';
import { screeningReviewsService } from './service';

const tags = ['screening-reviews'];

export async function screeningReviewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = screeningReviewsService(app.ctx);
  // Students (and anyone else) are refused before anything is read; staff must also see the ticket (else 404).
  const staff = app.requireRole(...MARKING_ROLES);
  const admin = app.requireRole('admin');
  const viewer = (request: FastifyRequest) => viewerOf(currentSession(request).user);

  r.get(
    '/api/tickets/:id/screening-mark',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Your open "missed crisis" or "false alarm" mark on a ticket (staff who may see it)',
        params: ticketIdParamsSchema,
        response: { 200: envelopeSchema(ticketScreeningMarkSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { mark: await service.mine(viewer(request), request.params.id) },
        'Screening mark retrieved successfully',
      ),
  );

  r.put(
    '/api/tickets/:id/screening-mark',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Mark a ticket "missed crisis" or "false alarm"; replaces your open mark on it',
        params: ticketIdParamsSchema,
        body: screeningMarkInputSchema,
        response: {
          200: envelopeSchema(z.object({ mark: screeningMarkSchema })),
          201: envelopeSchema(z.object({ mark: screeningMarkSchema })),
        },
      },
    },
    async (request, reply) => {
      const user = currentSession(request).user;
      const { mark, created } = await service.mark(
        { ...viewerOf(user), name: user.name },
        request.params.id,
        request.body,
        requestContext(request),
      );
      return sendOk(
        reply,
        { mark },
        created ? 'Screening feedback saved' : 'Screening feedback updated',
        created ? 201 : 200,
      );
    },
  );

  r.delete(
    '/api/tickets/:id/screening-mark',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Withdraw your open screening mark on a ticket',
        params: ticketIdParamsSchema,
        response: { 200: envelopeSchema(noDataSchema) },
      },
    },
    async (request, reply) => {
      await service.withdraw(viewer(request), request.params.id, requestContext(request));
      return sendOk(reply, null, 'Screening feedback withdrawn');
    },
  );

  r.get(
    '/api/admin/screening-reviews',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Screening feedback from staff, newest first (admins)',
        querystring: screeningReviewListQuerySchema,
        response: { 200: envelopeSchema(screeningReviewListSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await service.list(viewer(request), request.query),
        'Screening reviews retrieved successfully',
      ),
  );

  r.post(
    '/api/admin/screening-reviews/export',
    {
      onRequest: admin,
      schema: {
        tags,
        summary:
          'Download the selected marks (or every open one) as held-out evaluation cases; marks them exported',
        body: screeningExportInputSchema,
        response: { 200: z.array(evaluationCaseSchema) },
      },
    },
    async (request, reply) => {
      const { cases, fileName } = await service.export(
        viewer(request),
        request.body,
        requestContext(request),
      );
      reply.headers({
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': contentDisposition(fileName),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
      return reply.send(cases);
    },
  );
}
