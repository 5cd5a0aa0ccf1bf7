/** E-mails sent in answer to events. The module's public face: other modules import only from here. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { hubModule } from '../../lib/hub-module';
import type { MailMessage } from '../../lib/mail';
import { registerMailListeners } from './listeners';
import { MailOutbox, type MailQueueStatus } from './outbox';

import { notificationMailOn } from './switch';

export type { MailQueueStatus } from './outbox';
export { notificationMailOn } from './switch';

const outboxes = new WeakMap<AppContext, MailOutbox>();

/** The mail outbox's state for this app (the health check reports a backlog). */
export async function mailQueueStatus(ctx: AppContext): Promise<MailQueueStatus | null> {
  return (await outboxes.get(ctx)?.status()) ?? null;
}

/**
 * Stores a notification e-mail in the outbox and sends it (retried later when sending fails). Never throws;
 * false when it was not sent now, or not at all because e-mail notifications are off. For modules whose
 * e-mails are not answers to bus events (appointment confirmations, reminders, group cancellations).
 */
export async function deliverMail(ctx: AppContext, message: MailMessage): Promise<boolean> {
  if (!(await notificationMailOn(ctx))) {
    ctx.log.info({ to: message.to, subject: message.subject }, 'e-mail notifications are off; not sent');
    return false;
  }
  const outbox = outboxes.get(ctx);
  if (!outbox) {
    ctx.log.error({ to: message.to, subject: message.subject }, 'no mail outbox; e-mail not sent');
    return false;
  }
  return outbox.deliver(message);
}

/** Tries every e-mail waiting for a retry now (tests, and an operator's check after fixing the disk). */
export async function retryWaitingMail(ctx: AppContext): Promise<void> {
  await outboxes.get(ctx)?.retryDue(true);
}

/** The module as the app registers it (server/modules/registry.ts): its event listeners and outbox. */
export const mailModule = hubModule('mail', async (app: FastifyInstance) => {
  const outbox = new MailOutbox(
    () => app.ctx.db,
    () => app.ctx.mailer,
    app.log,
    () => app.ctx.clock.now(),
  );
  outboxes.set(app.ctx, outbox);
  outbox.start();
  app.addHook('onClose', async () => outbox.close());
  registerMailListeners(app.ctx, outbox);
});
