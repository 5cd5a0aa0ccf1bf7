/**
 * Data retention (issue 18, decision 0028): the admins' dry run and clean-up, and the daily job that deletes or
 * anonymizes what is older than the data retention setting. The module's public face.
 */
import type { FastifyInstance } from 'fastify';
import { hubModule } from '../../lib/hub-module';
import { periodicJob } from '../../lib/periodic-job';
import { retentionRoutes } from './routes';
import { retentionService } from './service';

export { retentionService } from './service';

/** How often a server checks whether today's clean-up has run (the first check a minute after start). */
export const RETENTION_CHECK_MS = 10 * 60_000;
const FIRST_CHECK_MS = 60_000;

/** The daily job: every server checks; the one that claims the day runs it (RETENTION_SCHEDULE). */
async function retentionSchedule(app: FastifyInstance) {
  if (!app.ctx.config.retentionSchedule) return;
  const service = retentionService(app.ctx);
  periodicJob(app, {
    firstMs: FIRST_CHECK_MS,
    everyMs: RETENTION_CHECK_MS,
    run: () => service.runDaily(),
    failure: 'daily data retention clean-up failed',
  });
}

/** The module as the app registers it (server/modules/registry.ts). */
export const retentionModule = hubModule('retention', retentionRoutes, retentionSchedule);
