import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ATTACHMENT_MESSAGES, ATTACHMENTS, acceptOf, maxBytesOf } from '../../../common/limits';
import { envelopeSchema } from '../../../common/schemas/api';
import { ticketReadQuerySchema } from '../../../common/schemas/break-glass';
import { CRISIS_SUPPORT_WORDS } from '../../../common/schemas/crisis-support';
import { ticketOptionsSchema } from '../../../common/schemas/ticket-options';
import {
  assignSchema,
  bulkAssignSchema,
  exportQuerySchema,
  responseCreateSchema,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  tagsActionSchema,
  ticketCreateSchema,
  ticketDeleteSchema,
  ticketIdParamsSchema,
  ticketListQuerySchema,
  ticketListSchema,
  ticketSchema,
  ticketStatsSchema,
  ticketUpdateSchema,
} from '../../../common/schemas/tickets';
import { AppError } from '../../lib/errors';
import { contentDisposition } from '../../lib/files';
import { readBodyWithFiles } from '../../lib/multipart';
import { parseInput } from '../../lib/validation';
import { currentSession, requestContext } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { categoriesService } from '../categories';
import { crisisService } from '../crisis';
import { uploadRules } from '../settings';
import { exportTickets } from './export';
import { ticketLifecycle } from './lifecycle';
import { ticketPolicy, viewerOf } from './policy';
import { presentOptionCategory } from './presenter';
import { ticketsService } from './service';
import { uploadQuota } from './upload-quota';

const tags = ['tickets'];
const oneTicket = envelopeSchema(z.object({ ticket: ticketSchema }));
const multipartNote =
  'Send JSON, or multipart/form-data with the same fields (or one JSON "payload" field) and files under attachments[].';

export async function ticketRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tickets = ticketsService(app.ctx);
  const uploads = uploadQuota(app.ctx);
  const lifecycle = ticketLifecycle(app.ctx);
  const categories = categoriesService(app.ctx);
  const crisis = crisisService(app.ctx);
  const viewer = (request: Parameters<typeof currentSession>[0]) => viewerOf(currentSession(request).user);
  type Req = Parameters<typeof currentSession>[0] & { query: { reason?: string } };
  /** Reading a ticket: a needed reason missing is a 422 (decision 0034). */
  const reading = (request: Req) => ({
    reason: request.query.reason,
    context: requestContext(request),
    missing: 'refuse' as const,
  });
  /** The ticket answered after a change: without a needed reason, its content is withheld. */
  const afterChange = (request: Req) => ({ ...reading(request), missing: 'withhold' as const });

  r.get(
    '/api/tickets',
    {
      schema: {
        tags,
        summary: 'Tickets the viewer may see, filtered and paged',
        querystring: ticketListQuerySchema,
        response: { 200: envelopeSchema(ticketListSchema) },
      },
    },
    async (request, reply) =>
      sendOk(reply, await tickets.list(viewer(request), request.query), 'Tickets retrieved successfully'),
  );

  r.get(
    '/api/tickets/stats',
    {
      schema: {
        tags,
        summary: 'Counts over the tickets the viewer may see',
        response: { 200: envelopeSchema(z.object({ stats: ticketStatsSchema })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { stats: await tickets.stats(viewer(request)) },
        'Ticket statistics retrieved successfully',
      ),
  );

  r.get(
    '/api/tickets/options',
    {
      schema: {
        tags,
        summary:
          'What the ticket forms offer: categories, priorities, statuses, the active crisis lexicon, limits',
        response: {
          200: envelopeSchema(ticketOptionsSchema),
        },
      },
    },
    async (request, reply) => {
      const v = viewer(request);
      // Staff see the stored lexicon and the categories as today; a student gets neither the crisis keywords
      // nor how a category is staffed (their form screens with the built-in lexicon; the server decides).
      const staffView = ticketPolicy.maySeeCrisisDetail(v);
      const [activeCategories, lexicon, staff, rules] = await Promise.all([
        categories.list(v.role, { sort_by: 'sort_order', sort_direction: 'asc' }, { adminPath: false }),
        staffView ? crisis.activeEntries() : null,
        tickets.staffFor(v),
        uploadRules(app.ctx),
      ]);
      return sendOk(
        reply,
        {
          categories: staffView ? activeCategories : activeCategories.map(presentOptionCategory),
          priorities: [...TICKET_PRIORITIES],
          statuses: [...TICKET_STATUSES],
          ...(lexicon && {
            crisis_lexicon: lexicon.map((e) => ({ ...e, category_ids: [...(e.category_ids ?? [])] })),
          }),
          attachments: {
            max_per_ticket: ATTACHMENTS.maxPerTicket,
            max_per_response: ATTACHMENTS.maxPerResponse,
            max_bytes: maxBytesOf(rules),
            accept: acceptOf(rules),
          },
          staff,
        },
        'Ticket options retrieved successfully',
      );
    },
  );

  r.get(
    '/api/tickets/:id',
    {
      schema: {
        tags,
        summary: 'One ticket with its conversation; a crisis ticket that is not yours only with a reason',
        params: ticketIdParamsSchema,
        querystring: ticketReadQuerySchema,
        response: { 200: oneTicket },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { ticket: await tickets.details(viewer(request), request.params.id, reading(request)) },
        'Ticket retrieved successfully',
      ),
  );

  r.post(
    '/api/tickets',
    {
      onRequest: app.requirePermission('create_ticket'),
      schema: { tags, summary: 'Raise a ticket', description: multipartNote },
    },
    async (request, reply) => {
      const { fields, files } = await readBodyWithFiles(
        request,
        ATTACHMENTS.maxPerTicket,
        ATTACHMENT_MESSAGES.tooManyTicket,
        maxBytesOf(await uploadRules(app.ctx)),
      );
      const input = parseInput(ticketCreateSchema, fields);
      await uploads.check(viewer(request).id, files);
      const result = await tickets.create(viewer(request), input, files);
      // A student is told what happens next in supportive words, never a triage label.
      const message = !result.ticket.crisis_flag
        ? 'Ticket created successfully'
        : currentSession(request).user.role === 'student'
          ? `Ticket created successfully. ${CRISIS_SUPPORT_WORDS}`
          : 'Ticket created successfully (Crisis detected - escalated)';
      return sendOk(reply, result, message, 201);
    },
  );

  r.patch(
    '/api/tickets/:id',
    {
      schema: {
        tags,
        summary: 'Change status, priority, category (and, for admins, subject or description)',
        params: ticketIdParamsSchema,
        querystring: ticketReadQuerySchema,
        body: ticketUpdateSchema,
        response: { 200: oneTicket },
      },
    },
    async (request, reply) => {
      const v = viewer(request);
      await lifecycle.update(v, request.params.id, request.body);
      return sendOk(
        reply,
        { ticket: await tickets.details(v, request.params.id, afterChange(request)) },
        'Ticket updated successfully',
      );
    },
  );

  r.delete(
    '/api/tickets/:id',
    {
      onRequest: app.requirePermission('delete_ticket'),
      schema: {
        tags,
        summary: 'Delete a ticket with a reason',
        params: ticketIdParamsSchema,
        body: ticketDeleteSchema,
        response: { 200: envelopeSchema(z.object({ ticket_number: z.string() })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await lifecycle.remove(viewer(request), request.params.id, request.body),
        'Ticket deleted successfully',
      ),
  );

  r.post(
    '/api/tickets/:id/responses',
    {
      schema: {
        tags,
        summary: 'Reply, or add an internal note (staff)',
        description: multipartNote,
        params: ticketIdParamsSchema,
        querystring: ticketReadQuerySchema,
      },
    },
    async (request, reply) => {
      const { fields, files } = await readBodyWithFiles(
        request,
        ATTACHMENTS.maxPerResponse,
        ATTACHMENT_MESSAGES.tooManyResponse,
        maxBytesOf(await uploadRules(app.ctx)),
      );
      const input = parseInput(responseCreateSchema, fields);
      const v = viewer(request);
      await uploads.check(v.id, files);
      const result = await lifecycle.respond(v, request.params.id, input, files);
      return sendOk(
        reply,
        {
          ticket: await tickets.details(v, request.params.id, afterChange(request)),
          response_id: result.responseId,
          escalated: result.escalated,
        },
        'Response added successfully',
        201,
      );
    },
  );

  r.post(
    '/api/tickets/:id/assign',
    {
      onRequest: app.requirePermission('assign_ticket'),
      schema: {
        tags,
        summary: 'Assign or unassign (admin)',
        params: ticketIdParamsSchema,
        querystring: ticketReadQuerySchema,
        body: assignSchema,
        response: { 200: oneTicket },
      },
    },
    async (request, reply) => {
      const v = viewer(request);
      await lifecycle.assign(v, request.params.id, request.body);
      const message =
        request.body.assigned_to === null ? 'Ticket unassigned successfully' : 'Ticket assigned successfully';
      return sendOk(
        reply,
        { ticket: await tickets.details(v, request.params.id, afterChange(request)) },
        message,
      );
    },
  );

  r.post(
    '/api/admin/bulk-assign',
    {
      onRequest: app.requirePermission('bulk_operations'),
      schema: {
        tags,
        summary: 'Assign many tickets at once (admin)',
        body: bulkAssignSchema,
        response: { 200: envelopeSchema(z.object({ assigned_count: z.number().int() })) },
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await lifecycle.bulkAssign(viewer(request), request.body),
        'Tickets assigned successfully',
      ),
  );

  r.post(
    '/api/tickets/:id/tags',
    {
      schema: {
        tags,
        summary: 'Add, remove or set tags (staff)',
        params: ticketIdParamsSchema,
        querystring: ticketReadQuerySchema,
        body: tagsActionSchema,
        response: { 200: oneTicket },
      },
    },
    async (request, reply) => {
      const v = viewer(request);
      await lifecycle.tags(v, request.params.id, request.body);
      return sendOk(
        reply,
        { ticket: await tickets.details(v, request.params.id, afterChange(request)) },
        'Tags updated successfully',
      );
    },
  );

  r.get(
    '/api/admin/export-tickets',
    {
      onRequest: app.requirePermission('export_tickets'),
      schema: {
        tags,
        summary: 'Ticket rows for a CSV or JSON export (admin)',
        querystring: exportQuerySchema,
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        await exportTickets(app.ctx, viewer(request), request.query),
        'Tickets exported successfully',
      ),
  );

  r.get(
    '/api/tickets/attachments/:id/download',
    {
      onRequest: app.requirePermission('download_attachment'),
      schema: {
        tags,
        summary: 'Download an attachment',
        params: z.object({ id: ticketIdParamsSchema.shape.id }),
        querystring: ticketReadQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await lifecycle.attachmentFor(viewer(request), request.params.id, reading(request));
      const stat = await fs.stat(file.path).catch(() => null);
      if (!stat) throw new AppError('NOT_FOUND', 'File not found or no longer available');
      reply.headers({
        'content-type': file.type,
        'content-length': String(stat.size),
        'content-disposition': contentDisposition(file.name),
        'content-security-policy': "default-src 'none'; sandbox",
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
      return reply.send(createReadStream(file.path));
    },
  );
}
