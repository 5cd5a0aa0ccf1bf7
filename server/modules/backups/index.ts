/** Backups of the whole database (issue 18): routes for admins and the schedule of the backup frequency setting. */
import type { FastifyInstance } from 'fastify';
import { hubModule } from '../../lib/hub-module';
import { backupRoutes } from './routes';
import { backupService } from './service';

export { backupService } from './service';

/** How often a server checks whether a scheduled backup is due (the first check a minute after start). */
export const BACKUP_CHECK_MS = 10 * 60_000;
const FIRST_CHECK_MS = 60_000;

async function backupSchedule(app: FastifyInstance) {
  if (!app.ctx.config.backupSchedule) return;
  const service = backupService(app.ctx);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const check = () => {
    if (running) return;
    running = service
      .runIfDue()
      .catch((error: unknown) => app.log.error({ err: error }, 'scheduled backup failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(function tick() {
      check();
      timer = setTimeout(tick, BACKUP_CHECK_MS);
      timer.unref();
    }, FIRST_CHECK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
    await running;
  });
}

/** The module as the app registers it (server/modules/registry.ts). */
export const backupsModule = hubModule('backups', backupRoutes, backupSchedule);
