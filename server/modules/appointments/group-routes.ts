import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../common/schemas/api';
import { cancelInputSchema } from '../../../common/schemas/appointments';
import {
  groupSessionInputSchema,
  groupSessionParamsSchema,
  groupSessionSchema,
} from '../../../common/schemas/group-sessions';
import { requestContext } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { groupCancelService } from './group-cancel';
import { groupSessionsService } from './group-sessions';
import { viewerOfRequest } from './routes';

const tags = ['appointments'];
const one = envelopeSchema(z.object({ session: groupSessionSchema }));

/** Group therapy sessions (beyond the contract; docs/ARCHITECTURE.md "Appointments"). */
export async function groupSessionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = groupSessionsService(app.ctx);
  const cancel = groupCancelService(app.ctx);

  r.get(
    '/api/group-sessions',
    {
      schema: {
        tags,
        summary: 'Group therapy sessions still to start, with the seats left',
        response: { 200: envelopeSchema(z.object({ sessions: z.array(groupSessionSchema) })) },
      },
    },
    async (request, reply) =>
      sendOk(reply, { sessions: await service.list(viewerOfRequest(request)) }, 'Group sessions retrieved'),
  );

  r.post(
    '/api/group-sessions',
    {
      onRequest: app.requireRole('counselor', 'advisor'),
      schema: {
        tags,
        summary: 'Offer a group session (counselors and advisors)',
        body: groupSessionInputSchema,
        response: { 201: one },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { session: await service.offer(viewerOfRequest(request), request.body, requestContext(request)) },
        'Group session offered',
        201,
      ),
  );

  r.post(
    '/api/group-sessions/:id/join',
    {
      onRequest: app.requireRole('student'),
      schema: {
        tags,
        summary: 'Take a seat in a group session (students); 409 when it is full',
        params: groupSessionParamsSchema,
        response: { 200: one },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { session: await service.join(viewerOfRequest(request), request.params.id, requestContext(request)) },
        'Joined the group session',
      ),
  );

  r.delete(
    '/api/group-sessions/:id/join',
    {
      onRequest: app.requireRole('student'),
      schema: {
        tags,
        summary: 'Give a seat back before the session starts (students)',
        params: groupSessionParamsSchema,
        response: { 200: one },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        {
          session: await service.leave(viewerOfRequest(request), request.params.id, requestContext(request)),
        },
        'Left the group session',
      ),
  );

  r.post(
    '/api/group-sessions/:id/cancel',
    {
      onRequest: app.requireRole('counselor', 'advisor', 'admin'),
      schema: {
        tags,
        summary: 'Cancel a group session (the staff member offering it, or an admin); seat holders are told',
        params: groupSessionParamsSchema,
        body: cancelInputSchema,
        response: { 200: one },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        {
          session: await cancel(
            viewerOfRequest(request),
            request.params.id,
            request.body.reason,
            requestContext(request),
          ),
        },
        'Group session cancelled',
      ),
  );
}
