import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../common/schemas/api';
import {
  afterQuerySchema,
  messageInputSchema,
  roomMessageSchema,
  roomParamsSchema,
  roomSchema,
  signalInputSchema,
  signalSchema,
} from '../../../common/schemas/session-room';
import { requestContext } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { sessionRoomService } from './room';
import { sessionChatService } from './room-chat';
import { viewerOfRequest as viewer } from './routes';

const tags = ['appointments'];
const oneRoom = envelopeSchema(z.object({ room: roomSchema }));

/**
 * The session room of an appointment (beyond the contract; decision 0031): waiting room and admission, the
 * call's signaling, the in-session chat and its end. Its student and counselor only; admins are refused (403).
 */
export async function sessionRoomRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const room = sessionRoomService(app.ctx);
  const chat = sessionChatService(app.ctx, room);

  r.get(
    '/api/appointments/:id/room',
    {
      schema: {
        tags,
        summary: 'The session room: waiting, admitted or ended, who is present, the ICE servers',
        params: roomParamsSchema,
        response: { 200: oneRoom },
      },
    },
    async (request, reply) =>
      sendOk(reply, { room: await room.get(viewer(request), request.params.id) }, 'Session room retrieved'),
  );

  r.post(
    '/api/appointments/:id/room/admit',
    {
      schema: {
        tags,
        summary: 'Admit the waiting student (the session’s counselor)',
        params: roomParamsSchema,
        response: { 200: oneRoom },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { room: await room.admit(viewer(request), request.params.id, requestContext(request)) },
        'Student admitted',
      ),
  );

  r.post(
    '/api/appointments/:id/room/end',
    {
      schema: {
        tags,
        summary: 'End the session (either participant)',
        params: roomParamsSchema,
        response: { 200: oneRoom },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { room: await room.end(viewer(request), request.params.id, requestContext(request)) },
        'Session ended',
      ),
  );

  r.post(
    '/api/appointments/:id/room/signals',
    {
      bodyLimit: 64 * 1024,
      schema: {
        tags,
        summary: 'Send the other participant an offer, an answer, an ICE candidate or a restart request',
        params: roomParamsSchema,
        body: signalInputSchema,
        response: { 201: envelopeSchema(z.object({ signal: z.object({ id: z.number().int() }) })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { signal: await room.postSignal(viewer(request), request.params.id, request.body) },
        'Signal sent',
        201,
      ),
  );

  r.get(
    '/api/appointments/:id/room/signals',
    {
      schema: {
        tags,
        summary: 'The other participant’s signals to the viewer after the id given',
        params: roomParamsSchema,
        querystring: afterQuerySchema,
        response: { 200: envelopeSchema(z.object({ signals: z.array(signalSchema) })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { signals: await room.signals(viewer(request), request.params.id, request.query.after) },
        'Signals retrieved',
      ),
  );

  r.post(
    '/api/appointments/:id/room/messages',
    {
      schema: {
        tags,
        summary: 'Write in the session chat (screened for crisis wording)',
        params: roomParamsSchema,
        body: messageInputSchema,
        response: {
          201: envelopeSchema(z.object({ message: roomMessageSchema, crisis: z.boolean() })),
        },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await chat.post(viewer(request), request.params.id, request.body.body, requestContext(request)),
        'Message sent',
        201,
      ),
  );

  r.get(
    '/api/appointments/:id/room/messages',
    {
      schema: {
        tags,
        summary: 'The session chat after the id given, oldest first',
        params: roomParamsSchema,
        querystring: afterQuerySchema,
        response: { 200: envelopeSchema(z.object({ messages: z.array(roomMessageSchema) })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { messages: await chat.list(viewer(request), request.params.id, request.query.after) },
        'Messages retrieved',
      ),
  );
}
