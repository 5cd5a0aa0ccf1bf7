import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../common/schemas/api';
import { idSchema } from '../../../common/schemas/ids';
import {
  availableStaffSchema,
  specializationAvailabilitySchema,
  specializationBulkAssignSchema,
  specializationCreateSchema,
  specializationListQuerySchema,
  specializationSchema,
  specializationUpdateSchema,
  workloadStatsSchema,
} from '../../../common/schemas/specializations';
import { ticketIdParamsSchema } from '../../../common/schemas/tickets';
import { currentSession } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { specializationsService } from './service';

const tags = ['counselor specializations'];
const base = '/api/admin/counselor-specializations';
const positiveId = idSchema;
const idParams = z.object({ id: positiveId('Invalid specialization ID') });
const categoryParams = z.object({ categoryId: positiveId('Invalid category ID') });
const oneAnswer = envelopeSchema(z.object({ specialization: specializationSchema }));
const listAnswer = envelopeSchema(z.object({ specializations: z.array(specializationSchema) }));

export async function specializationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = specializationsService(app.ctx);
  const admin = app.requirePermission('manage_specializations');
  const actor = (request: Parameters<typeof currentSession>[0]) => currentSession(request).user.id;

  r.get(
    base,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Counselor specializations by category, priority level and name',
        querystring: specializationListQuerySchema,
        response: { 200: listAnswer },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { specializations: await service.list(request.query) },
        'Counselor specializations retrieved successfully',
      ),
  );

  r.post(
    base,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Assign a counselor or advisor to a category',
        body: specializationCreateSchema,
        response: { 201: oneAnswer },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { specialization: await service.create(request.body, actor(request)) },
        'Counselor specialization created successfully',
        201,
      ),
  );

  r.get(
    `${base}/workload-stats`,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Capacity and live workload',
        response: { 200: envelopeSchema(workloadStatsSchema) },
      },
    },
    async (_request, reply) =>
      sendOk(reply, await service.workloadStats(), 'Workload statistics retrieved successfully'),
  );

  r.post(
    `${base}/reset-workloads`,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Recount every workload from the tickets (workloads are always counted live)',
        response: { 200: envelopeSchema(workloadStatsSchema) },
      },
    },
    async (_request, reply) =>
      sendOk(reply, await service.workloadStats(), 'Workload counters reset successfully'),
  );

  r.post(
    `${base}/bulk-assign`,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Assign several counselors to several categories; existing pairs are skipped',
        body: specializationBulkAssignSchema,
        response: {
          200: envelopeSchema(
            z.object({
              created: z.number().int(),
              skipped: z.number().int(),
              specializations: z.array(specializationSchema),
            }),
          ),
        },
      },
    },
    async (request, reply) => {
      const result = await service.bulkAssign(request.body, actor(request));
      return sendOk(
        reply,
        result,
        `Bulk assignment completed: ${result.created} created, ${result.skipped} skipped`,
      );
    },
  );

  r.post(
    `${base}/update-availability`,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Set the availability of several specializations',
        body: specializationAvailabilitySchema,
        response: { 200: envelopeSchema(z.object({ updated_count: z.number().int() })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await service.updateAvailability(request.body.specializations, actor(request)),
        'Availability updated successfully',
      ),
  );

  r.get(
    `${base}/category/:categoryId/available`,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Counselors of a category who can take a ticket now, best assignment score first',
        params: categoryParams,
        response: { 200: envelopeSchema(z.object({ counselors: z.array(specializationSchema) })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { counselors: await service.availableIn(request.params.categoryId) },
        'Available counselors retrieved successfully',
      ),
  );

  r.put(
    `${base}/:id`,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Change priority level, workload, rating, availability or notes',
        params: idParams,
        body: specializationUpdateSchema,
        response: { 200: oneAnswer },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { specialization: await service.update(request.params.id, request.body, actor(request)) },
        'Counselor specialization updated successfully',
      ),
  );

  r.delete(
    `${base}/:id`,
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Remove a counselor from a category that holds none of their active tickets',
        params: idParams,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id, actor(request));
      return sendOk(reply, null, 'Counselor specialization removed successfully');
    },
  );

  r.get(
    '/api/tickets/:id/available-staff',
    {
      onRequest: app.requirePermission('assign_ticket'),
      schema: {
        tags: ['tickets'],
        summary: 'Active counselors and advisors to assign a ticket to, best placed first (admin)',
        params: ticketIdParamsSchema,
        response: { 200: envelopeSchema(z.object({ staff: z.array(availableStaffSchema) })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { staff: await service.staffForTicket(request.params.id) },
        'Available staff retrieved successfully',
      ),
  );
}
