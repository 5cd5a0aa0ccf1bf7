/** E-mails sent in answer to events. The module's public face: other modules import only from here. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { hubModule } from '../../lib/hub-module';
import { registerMailListeners } from './listeners';
import { type MailQueueStatus, MailRetryQueue } from './retry-queue';

export type { MailQueueStatus } from './retry-queue';

const queues = new WeakMap<AppContext, MailRetryQueue>();

/** The e-mail retry queue's state for this app (the health check reports a backlog). */
export function mailQueueStatus(ctx: AppContext): MailQueueStatus | null {
  return queues.get(ctx)?.status() ?? null;
}

/** Tries every e-mail waiting for a retry now (tests, and an operator's check after fixing the disk). */
export async function retryWaitingMail(ctx: AppContext): Promise<void> {
  await queues.get(ctx)?.retryAll();
}

/** The module as the app registers it (server/modules/registry.ts): its event listeners and retry queue. */
export const mailModule = hubModule('mail', async (app: FastifyInstance) => {
  const queue = new MailRetryQueue(
    () => app.ctx.mailer,
    app.log,
    undefined,
    () => app.ctx.clock.now(),
  );
  queues.set(app.ctx, queue);
  app.addHook('onClose', async () => queue.close());
  registerMailListeners(app.ctx, queue);
});
