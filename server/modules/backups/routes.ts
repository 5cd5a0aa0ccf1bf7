import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../../common/schemas/api';
import { backupListSchema, backupSchema, restoreBodySchema } from '../../../common/schemas/backups';
import { contentDisposition } from '../../lib/files';
import { currentSession, requestContext } from '../../plugins/auth';
import { sendOk } from '../../plugins/envelope';
import { backupService } from './service';

const nameParams = z.object({ name: z.string().max(200) });

/** Backups for admins (issue 18): list, take one now, download, restore. */
export async function backupRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = backupService(app.ctx);
  const admin = app.requirePermission('manage_settings');
  const tags = ['backups'];

  r.get(
    '/api/admin/backups',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'The backups in DATA_DIR/backups, newest first, and when the next scheduled one is due',
        response: { 200: envelopeSchema(backupListSchema) },
      },
    },
    async (_request, reply) => sendOk(reply, await service.list(), 'Backups retrieved successfully'),
  );

  r.post(
    '/api/admin/backups',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Takes a backup of the whole database now',
        response: { 201: envelopeSchema(z.object({ backup: backupSchema })) },
      },
    },
    async (request, reply) => {
      const backup = await service.create(currentSession(request).user.id, requestContext(request));
      return sendOk(reply, { backup }, 'Backup created successfully', 201);
    },
  );

  r.get(
    '/api/admin/backups/:name/download',
    {
      onRequest: admin,
      schema: { tags, summary: 'Downloads a backup file (audited)', params: nameParams },
    },
    async (request, reply) => {
      const { name } = request.params;
      const file = await service.file(currentSession(request).user.id, name, requestContext(request));
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', contentDisposition(name))
        .header('cache-control', 'no-store')
        .send(fs.createReadStream(file));
    },
  );

  r.post(
    '/api/admin/backups/:name/restore',
    {
      onRequest: admin,
      schema: {
        tags,
        summary:
          'Replaces the whole database with a backup, in one transaction (body: { confirm: "RESTORE" })',
        params: nameParams,
        body: restoreBodySchema,
        response: { 200: envelopeSchema(z.object({ restored: z.string() })) },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      await service.restore(currentSession(request).user.id, name, requestContext(request));
      return sendOk(reply, { restored: name }, 'Backup restored successfully');
    },
  );
}
