import type { FastifyInstance } from 'fastify';

/**
 * A check every server runs on a timer (scheduled backups, the daily data clean-up): the first a while after
 * the app is ready, then every `everyMs`; never two at once on one server; a failure is logged, never thrown;
 * closing the app stops the timer and waits for a check under way. The timers do not keep the process alive.
 */
export function periodicJob(
  app: FastifyInstance,
  job: { firstMs: number; everyMs: number; run: () => Promise<unknown>; failure: string },
): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const check = () => {
    if (running) return;
    running = job
      .run()
      .catch((error: unknown) => app.log.error({ err: error }, job.failure))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(function tick() {
      check();
      timer = setTimeout(tick, job.everyMs);
      timer.unref();
    }, job.firstMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
    await running;
  });
}
