import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../common/schemas/api';
import {
  auditExportQuerySchema,
  auditListQuerySchema,
  auditListSchema,
  auditOptionsSchema,
  auditVerdictSchema,
} from '../../../common/schemas/audit';
import { contentDisposition } from '../../lib/files';
import { currentSession, requestContext } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { auditService } from './service';

/**
 * The Audit Log (issue 18, "Audit trail"; API contract "Reports, settings, audit"): admins read, filter,
 * export and verify the trail. There is no route that changes or deletes an entry.
 */
export async function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = auditService(app.ctx);
  const admin = app.requirePermission('view_audit_log');
  const tags = ['audit'];

  r.get(
    '/api/admin/audit-logs',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Audit entries, newest first, by person, action, record and period',
        querystring: auditListQuerySchema,
        response: { 200: envelopeSchema(auditListSchema) },
      },
    },
    async (request, reply) =>
      sendOk(reply, await service.list(request.query), 'Audit log retrieved successfully'),
  );

  r.get(
    '/api/admin/audit-logs/options',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'The actions, record types and people the audit log holds (for its filters)',
        response: { 200: envelopeSchema(auditOptionsSchema) },
      },
    },
    async (_request, reply) =>
      sendOk(reply, await service.options(), 'Audit log options retrieved successfully'),
  );

  r.get(
    '/api/admin/audit-logs/verify',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "Walks the audit trail's hash chain: ok, or the first broken link",
        response: { 200: envelopeSchema(z.object({ verification: auditVerdictSchema })) },
      },
    },
    async (_request, reply) => {
      const verification = await service.verify();
      return sendOk(reply, { verification }, verification.message);
    },
  );

  r.get(
    '/api/admin/audit-logs/export',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'The filtered entries as CSV (at most 10,000); the export is itself audited',
        querystring: auditExportQuerySchema,
      },
    },
    async (request: FastifyRequest<{ Querystring: z.infer<typeof auditExportQuerySchema> }>, reply) => {
      const { csv, fileName } = await service.exportCsv(
        currentSession(request).user.id,
        request.query,
        requestContext(request),
      );
      reply.headers({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': contentDisposition(fileName),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
      return reply.send(csv);
    },
  );
}
