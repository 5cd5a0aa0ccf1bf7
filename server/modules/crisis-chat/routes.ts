import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../common/schemas/api';
import {
  chatIdParamsSchema,
  chatMessageInputSchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  crisisChatSchema,
  dutyInputSchema,
  dutyStateSchema,
  startChatSchema,
} from '../../../common/schemas/crisis-chat';
import { currentSession, requestContext } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { viewerOf } from '../tickets';
import { crisisChatService } from './service';

const tags = ['crisis chat'];
const oneChat = envelopeSchema(z.object({ chat: crisisChatSchema }));
const dutyAnswer = envelopeSchema(z.object({ duty: dutyStateSchema }));

export async function crisisChatRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = crisisChatService(app.ctx);
  const viewer = (request: Parameters<typeof currentSession>[0]) => viewerOf(currentSession(request).user);
  const counselor = app.requireRole('counselor');
  const counselorOrAdmin = app.requireRole('counselor', 'admin');
  const student = app.requireRole('student');
  const inChat = app.requireRole('student', 'counselor', 'admin');
  const participant = app.requireRole('student', 'counselor');

  r.get(
    '/api/crisis-chat/duty',
    {
      onRequest: counselorOrAdmin,
      schema: { tags, summary: 'Own duty state; admins: who is on duty', response: { 200: dutyAnswer } },
    },
    async (request, reply) => sendOk(reply, { duty: await service.duty(viewer(request)) }, 'Duty retrieved'),
  );

  r.put(
    '/api/crisis-chat/duty',
    {
      onRequest: counselor,
      schema: {
        tags,
        summary: 'Go on or off duty for crisis chats',
        body: dutyInputSchema,
        response: { 200: dutyAnswer },
      },
    },
    async (request, reply) => {
      const duty = await service.setDuty(viewer(request), request.body.on_duty, requestContext(request));
      return sendOk(reply, { duty }, duty.on_duty ? 'You are on duty for crisis chats' : 'You are off duty');
    },
  );

  r.post(
    '/api/crisis-chat',
    {
      onRequest: student,
      schema: {
        tags,
        summary: 'Start a crisis chat (or get the open one)',
        body: startChatSchema,
        response: { 201: oneChat, 200: oneChat },
      },
    },
    async (request, reply) => {
      const { chat, created } = await service.start(viewer(request), request.body.anonymous);
      return sendOk(
        reply,
        { chat },
        created ? 'Crisis chat started' : 'Your crisis chat is still open',
        created ? 201 : 200,
      );
    },
  );

  r.get(
    '/api/crisis-chat/waiting',
    {
      onRequest: counselor,
      schema: {
        tags,
        summary: 'Open requests (counselors on duty)',
        response: {
          200: envelopeSchema(
            z.object({ chats: z.array(crisisChatSchema), mine: z.array(crisisChatSchema) }),
          ),
        },
      },
    },
    async (request, reply) =>
      sendOk(reply, await service.waiting(viewer(request)), 'Waiting chats retrieved'),
  );

  r.get(
    '/api/crisis-chat/:id',
    {
      onRequest: inChat,
      schema: { tags, summary: 'One crisis chat', params: chatIdParamsSchema, response: { 200: oneChat } },
    },
    async (request, reply) =>
      sendOk(reply, { chat: await service.get(viewer(request), request.params.id) }, 'Chat retrieved'),
  );

  r.post(
    '/api/crisis-chat/:id/accept',
    {
      onRequest: counselor,
      schema: {
        tags,
        summary: 'Take a waiting chat (the first counselor wins)',
        params: chatIdParamsSchema,
        response: { 200: oneChat },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { chat: await service.accept(viewer(request), request.params.id, requestContext(request)) },
        'You joined the chat',
      ),
  );

  r.get(
    '/api/crisis-chat/:id/messages',
    {
      onRequest: inChat,
      schema: {
        tags,
        summary: 'Lines of a chat after a given id',
        params: chatIdParamsSchema,
        querystring: chatMessagesQuerySchema,
        response: {
          200: envelopeSchema(z.object({ chat: crisisChatSchema, messages: z.array(chatMessageSchema) })),
        },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await service.messages(viewer(request), request.params.id, request.query.after ?? 0),
        'Messages retrieved',
      ),
  );

  r.post(
    '/api/crisis-chat/:id/messages',
    {
      onRequest: participant,
      schema: {
        tags,
        summary: 'Write a line',
        params: chatIdParamsSchema,
        body: chatMessageInputSchema,
        response: { 201: envelopeSchema(z.object({ message: chatMessageSchema })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        {
          message: await service.send(
            viewer(request),
            request.params.id,
            request.body.body,
            requestContext(request),
          ),
        },
        'Message sent',
        201,
      ),
  );

  r.post(
    '/api/crisis-chat/:id/share-name',
    {
      onRequest: student,
      schema: {
        tags,
        summary: 'Show my name to the counselor',
        params: chatIdParamsSchema,
        response: { 200: oneChat },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { chat: await service.shareName(viewer(request), request.params.id, requestContext(request)) },
        'Your name is now shown to the counselor',
      ),
  );

  r.post(
    '/api/crisis-chat/:id/end',
    {
      onRequest: participant,
      schema: { tags, summary: 'End the chat', params: chatIdParamsSchema, response: { 200: oneChat } },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { chat: await service.end(viewer(request), request.params.id, requestContext(request)) },
        'The chat has ended',
      ),
  );
}
