import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CASE_WORKER_ROLES } from '../../../common/permissions';
import { envelopeSchema } from '../../../common/schemas/api';
import {
  onCallNowSchema,
  onCallPersonSchema,
  onCallRotaSchema,
  onCallSettingsSchema,
  shiftCreateSchema,
  shiftIdParamsSchema,
  shiftSchema,
  shiftUpdateSchema,
} from '../../../common/schemas/on-call';
import { currentRole, currentSession, requestContext } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { type Actor, onCallService } from './service';

const tags = ['on-call'];

function actorOf(request: FastifyRequest): Actor {
  return {
    id: currentSession(request).user.id,
    role: currentRole(request),
    context: requestContext(request),
  };
}

/** The on-call rota: who is on call now (staff), and its administration (admins). */
export async function onCallRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = onCallService(app.ctx);
  const admin = app.requireRole('admin');

  r.get(
    '/api/on-call/now',
    {
      onRequest: app.requireRole(...CASE_WORKER_ROLES),
      schema: {
        tags,
        summary: 'Who is on call at this moment and until when, and the fallback person',
        response: { 200: envelopeSchema(onCallNowSchema) },
      },
    },
    async (request, reply) =>
      sendOk(reply, await service.now(currentRole(request)), 'On-call staff retrieved successfully'),
  );

  r.get(
    '/api/admin/on-call',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'The weekly on-call rota, its settings and the people who may be on call',
        response: { 200: envelopeSchema(onCallRotaSchema) },
      },
    },
    async (request, reply) =>
      sendOk(reply, await service.rota(actorOf(request)), 'On-call rota retrieved successfully'),
  );

  r.post(
    '/api/admin/on-call/shifts',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Add the same hours on one or more weekdays (one shift per day, all or none)',
        body: shiftCreateSchema,
        response: { 201: envelopeSchema(z.object({ shifts: z.array(shiftSchema) })) },
      },
    },
    async (request, reply) => {
      const shifts = await service.createShifts(actorOf(request), request.body);
      return sendOk(reply, { shifts }, shifts.length === 1 ? 'Shift added' : 'Shifts added', 201);
    },
  );

  r.put(
    '/api/admin/on-call/shifts/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Change one shift',
        params: shiftIdParamsSchema,
        body: shiftUpdateSchema,
        response: { 200: envelopeSchema(z.object({ shift: shiftSchema })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { shift: await service.updateShift(actorOf(request), request.params.id, request.body) },
        'Shift updated',
      ),
  );

  r.delete(
    '/api/admin/on-call/shifts/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Remove one shift',
        params: shiftIdParamsSchema,
        response: { 200: envelopeSchema(z.object({ id: z.number().int() })) },
      },
    },
    async (request, reply) =>
      sendOk(reply, await service.deleteShift(actorOf(request), request.params.id), 'Shift removed'),
  );

  r.put(
    '/api/admin/on-call/settings',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'The fallback person reached when a crisis window passes unacknowledged, and the time zone',
        body: onCallSettingsSchema,
        response: {
          200: envelopeSchema(z.object({ fallback: onCallPersonSchema.nullable(), timezone: z.string() })),
        },
      },
    },
    async (request, reply) =>
      sendOk(reply, await service.updateSettings(actorOf(request), request.body), 'On-call settings saved'),
  );
}
