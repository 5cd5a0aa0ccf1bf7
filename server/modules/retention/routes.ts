import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '../../../common/schemas/api';
import {
  retentionPreviewSchema,
  retentionRunBodySchema,
  retentionRunSchema,
} from '../../../common/schemas/retention';
import { currentSession, requestContext } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { retentionService } from './service';

/** Data retention for admins (issue 18): the dry run and a clean-up now. */
export async function retentionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = retentionService(app.ctx);
  const admin = app.requirePermission('manage_settings');
  const tags = ['retention'];

  r.get(
    '/api/admin/retention/preview',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'What a clean-up now would delete or anonymize (counts and sample ids); changes nothing',
        response: { 200: envelopeSchema(retentionPreviewSchema) },
      },
    },
    async (_request, reply) =>
      sendOk(reply, await service.preview(), 'Retention preview retrieved successfully'),
  );

  r.post(
    '/api/admin/retention/run',
    {
      onRequest: admin,
      schema: {
        tags,
        summary:
          'Deletes and anonymizes what is older than the data retention setting (body: { confirm: "DELETE" })',
        body: retentionRunBodySchema,
        response: { 200: envelopeSchema(retentionRunSchema) },
      },
    },
    async (request, reply) => {
      const result = await service.run(currentSession(request).user.id, requestContext(request));
      return sendOk(reply, result, 'Data clean-up completed successfully');
    },
  );
}
