import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '../../../common/schemas/api';
import {
  ownSafetyPlanAnswerSchema,
  SAFETY_PLAN_MESSAGES,
  safetyPlanInputSchema,
  safetyPlanSharesInputSchema,
  safetyPlanStudentParamsSchema,
  savedSafetyPlanAnswerSchema,
  sharedSafetyPlanAnswerSchema,
  shareOptionsAnswerSchema,
  sharesAnswerSchema,
} from '../../../common/schemas/safety-plans';
import { AppError } from '../../lib/errors';
import { currentRole, currentSession, requestContext } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { safetyPlanPolicy } from './policy';
import { type PlanViewer, safetyPlansService } from './service';

const tags = ['safety-plans'];

const viewerOf = (request: FastifyRequest): PlanViewer => ({
  id: currentSession(request).user.id,
  role: currentRole(request),
});

/** The student's own safety plan, sharing it, and staff reading one shared with them. */
export async function safetyPlanRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = safetyPlansService(app.ctx);

  // 401 when signed out and 403 for the wrong role, both before any body or id is read.
  const studentOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply);
    if (!safetyPlanPolicy.hasOwnPlan(currentRole(request)))
      throw new AppError('FORBIDDEN', SAFETY_PLAN_MESSAGES.onlyStudents);
  };
  const staffOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply);
    if (!safetyPlanPolicy.mayOpenShared(currentRole(request)))
      throw new AppError('FORBIDDEN', SAFETY_PLAN_MESSAGES.onlyStaff);
  };

  r.get(
    '/api/safety-plan',
    {
      onRequest: studentOnly,
      schema: {
        tags,
        summary: 'The signed-in student’s own safety plan and whom it is shared with',
        response: { 200: envelopeSchema(ownSafetyPlanAnswerSchema) },
      },
    },
    async (request, reply) =>
      sendOk(reply, await service.own(viewerOf(request)), 'Safety plan retrieved successfully'),
  );

  r.put(
    '/api/safety-plan',
    {
      onRequest: studentOnly,
      schema: {
        tags,
        summary: 'Save the whole safety plan (created on the first save)',
        body: safetyPlanInputSchema,
        response: { 200: envelopeSchema(savedSafetyPlanAnswerSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { plan: await service.save(viewerOf(request), request.body, requestContext(request)) },
        'Safety plan saved',
      ),
  );

  r.get(
    '/api/safety-plan/share-options',
    {
      onRequest: studentOnly,
      schema: {
        tags,
        summary: 'Staff the student may share the plan with: those working their tickets first',
        response: { 200: envelopeSchema(shareOptionsAnswerSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { options: await service.shareOptions(viewerOf(request)) },
        'Share options retrieved successfully',
      ),
  );

  r.put(
    '/api/safety-plan/shares',
    {
      onRequest: studentOnly,
      schema: {
        tags,
        summary: 'Set exactly which counselors and advisors may read the plan',
        body: safetyPlanSharesInputSchema,
        response: { 200: envelopeSchema(sharesAnswerSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        {
          shared_with: await service.setShares(viewerOf(request), request.body, requestContext(request)),
        },
        'Sharing saved',
      ),
  );

  r.get(
    '/api/safety-plans/:studentId',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'A safety plan its student shared with the signed-in staff member (404 for anyone else)',
        params: safetyPlanStudentParamsSchema,
        response: { 200: envelopeSchema(sharedSafetyPlanAnswerSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await service.readShared(viewerOf(request), request.params.studentId, requestContext(request)),
        'Safety plan retrieved successfully',
      ),
  );
}
