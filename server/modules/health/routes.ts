import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { envelopeSchema } from '../../../common/schemas/api';
import { integrationsAnswerSchema } from '../../../common/schemas/integrations';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { freeBytesAt } from '../../lib/files';
import { sendOk } from '../../plugins/envelope';
import { mailQueueStatus } from '../mail';
import { integrationStates } from './integrations';

const warningSchema = z.object({ component: z.enum(['mail', 'storage']), message: z.string() });
/**
 * The contract's answer, `{ status: "ok", database }`, unchanged while all is well. `warnings` appears only
 * when something needs an operator (e-mails waiting for a retry, storage low or unreadable): the server still
 * answers, so a load balancer keeps it, but monitoring can alert on the field.
 */
const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  warnings: z.array(warningSchema).optional(),
});
type HealthWarning = z.infer<typeof warningSchema>;

async function healthWarnings(ctx: AppContext): Promise<HealthWarning[]> {
  const warnings: HealthWarning[] = [];
  const mail = await mailQueueStatus(ctx).catch(() => null);
  if (mail && (mail.waiting > 0 || mail.abandoned > 0)) {
    warnings.push({
      component: 'mail',
      message: `${mail.waiting} e-mail(s) waiting to be sent again, ${mail.abandoned} given up; last error: ${mail.last_error ?? 'none'}`,
    });
  }
  try {
    const free = await freeBytesAt(ctx.config.dataDir);
    if (free < ctx.config.uploads.minFreeBytes) {
      warnings.push({
        component: 'storage',
        message: `Low disk space under DATA_DIR: ${Math.floor(free / (1024 * 1024))} MB free; uploads are paused`,
      });
    }
  } catch (error) {
    warnings.push({ component: 'storage', message: `DATA_DIR cannot be read: ${(error as Error).message}` });
  }
  return warnings;
}

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check (warnings only when e-mail or storage needs attention)',
        response: { 200: envelopeSchema(healthSchema) },
      },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(app.ctx.db);
      } catch {
        throw new AppError('UNAVAILABLE', 'The database is not reachable');
      }
      const warnings = await healthWarnings(app.ctx);
      return sendOk(
        reply,
        {
          status: 'ok' as const,
          database: app.ctx.config.databaseKind,
          ...(warnings.length > 0 && { warnings }),
        },
        warnings.length > 0 ? 'Service is running with warnings' : 'Service is healthy',
      );
    },
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/integrations',
    {
      onRequest: app.requirePermission('manage_settings'),
      schema: {
        tags: ['system'],
        summary: 'The state of each integration (database, e-mail, live updates, backups, SMS), checked now',
        response: { 200: envelopeSchema(integrationsAnswerSchema) },
      },
    },
    async (_request, reply) => {
      const integrations = await integrationStates(app.ctx);
      return sendOk(
        reply,
        { integrations, checked_at: app.ctx.clock.now().toISOString() },
        'Integrations checked',
      );
    },
  );
}
