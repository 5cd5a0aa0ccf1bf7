import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { envelopeSchema } from '../../../common/schemas/api';
import { AppError } from '../../lib/errors';
import { sendOk } from '../../plugins/envelope';

const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) });

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: envelopeSchema(healthSchema) },
      },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(app.ctx.db);
      } catch {
        throw new AppError('UNAVAILABLE', 'The database is not reachable');
      }
      return sendOk(
        reply,
        { status: 'ok' as const, database: app.ctx.config.databaseKind },
        'Service is healthy',
      );
    },
  );
}
