import type { FastifyInstance } from 'fastify';
import { appointmentReminders, REMINDER_CHECK_MS } from './reminders';

/** The reminder worker: every server polls for due reminders (decision 0024), from ready until close. */
export async function reminderWorker(app: FastifyInstance) {
  const reminders = appointmentReminders(app.ctx);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const check = () => {
    if (running) return; // a slow run is not overlapped by the next one
    running = reminders
      .run()
      .catch((error: unknown) => app.log.error({ err: error }, 'appointment reminder check failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(check, REMINDER_CHECK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
