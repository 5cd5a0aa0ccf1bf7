import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '../../../common/schemas/api';
import {
  checkInInputSchema,
  ownWellnessAnswerSchema,
  savedCheckInAnswerSchema,
  sharedWellnessAnswerSchema,
  sharingAnswerSchema,
  sharingStudentsAnswerSchema,
  WELLNESS_MESSAGES,
  wellnessSharingInputSchema,
  wellnessStudentParamsSchema,
} from '../../../common/schemas/wellness';
import { AppError } from '../../lib/errors';
import { currentRole, currentSession, requestContext } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { wellnessPolicy } from './policy';
import { wellnessService } from './service';

const tags = ['wellness'];
const M = WELLNESS_MESSAGES;
const viewerId = (request: FastifyRequest) => currentSession(request).user.id;

/** The student's daily check-in, its sharing, and a counselor reading a shared trend (decision 0033). */
export async function wellnessRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = wellnessService(app.ctx);

  // 401 when signed out and 403 for the wrong role, both before any body or id is read.
  const studentOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply);
    if (!wellnessPolicy.checksIn(currentRole(request))) throw new AppError('FORBIDDEN', M.onlyStudents);
  };
  const counselorOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply);
    if (!wellnessPolicy.readsShared(currentRole(request))) throw new AppError('FORBIDDEN', M.onlyStaff);
  };

  r.get(
    '/api/wellness/me',
    {
      onRequest: studentOnly,
      schema: {
        tags,
        summary:
          'The signed-in student’s check-ins of the last 30 days, today’s, and whether they share them',
        response: { 200: envelopeSchema(ownWellnessAnswerSchema) },
      },
    },
    async (request, reply) => sendOk(reply, await service.own(viewerId(request)), M.retrieved),
  );

  r.put(
    '/api/wellness/check-in',
    {
      onRequest: studentOnly,
      schema: {
        tags,
        summary: 'Check in for today (a second check-in the same day replaces the first)',
        body: checkInInputSchema,
        response: { 200: envelopeSchema(savedCheckInAnswerSchema) },
      },
    },
    async (request, reply) => {
      const saved = await service.checkIn(viewerId(request), request.body);
      return sendOk(reply, saved, saved.created ? M.saved : M.updated);
    },
  );

  r.put(
    '/api/wellness/sharing',
    {
      onRequest: studentOnly,
      schema: {
        tags,
        summary: 'Share the check-ins with the student’s counselor, or stop sharing them',
        body: wellnessSharingInputSchema,
        response: { 200: envelopeSchema(sharingAnswerSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await service.setSharing(viewerId(request), request.body.shared, requestContext(request)),
        request.body.shared ? M.sharingOn : M.sharingOff,
      ),
  );

  r.get(
    '/api/wellness/shared-students',
    {
      onRequest: counselorOnly,
      schema: {
        tags,
        summary: 'The students who share their check-ins with the signed-in counselor or advisor',
        response: { 200: envelopeSchema(sharingStudentsAnswerSchema) },
      },
    },
    async (request, reply) =>
      sendOk(reply, { student_ids: await service.sharingStudents(viewerId(request)) }, M.retrieved),
  );

  r.get(
    '/api/wellness/students/:studentId',
    {
      onRequest: counselorOnly,
      schema: {
        tags,
        summary:
          'A student’s last 30 days, for their counselor while the student shares them (404 otherwise)',
        params: wellnessStudentParamsSchema,
        response: { 200: envelopeSchema(sharedWellnessAnswerSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await service.readShared(viewerId(request), request.params.studentId, requestContext(request)),
        M.retrieved,
      ),
  );
}
