/** Backups of the whole database (issue 18): routes for admins and the schedule of the backup frequency setting. */
import type { FastifyInstance } from 'fastify';
import { hubModule } from '../../lib/hub-module';
import { periodicJob } from '../../lib/periodic-job';
import { backupRoutes } from './routes';
import { backupService } from './service';

export { backupOverdue, backupService, FREQUENCY_MS } from './service';

/** How often a server checks whether a scheduled backup is due (the first check a minute after start). */
export const BACKUP_CHECK_MS = 10 * 60_000;
const FIRST_CHECK_MS = 60_000;

async function backupSchedule(app: FastifyInstance) {
  if (!app.ctx.config.backupSchedule) return;
  const service = backupService(app.ctx);
  periodicJob(app, {
    firstMs: FIRST_CHECK_MS,
    everyMs: BACKUP_CHECK_MS,
    run: () => service.runIfDue(),
    failure: 'scheduled backup failed',
  });
}

/** The module as the app registers it (server/modules/registry.ts). */
export const backupsModule = hubModule('backups', backupRoutes, backupSchedule);
