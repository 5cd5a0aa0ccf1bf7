import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { escalationRoutes } from './routes';
import { crisisEscalation, registerEscalationListeners } from './service';

/** How often a server looks for crisis windows that ended unacknowledged. */
export const ESCALATION_CHECK_MS = 30_000;

/** Crisis escalation: the detection listener, the acknowledge route and the periodic check. */
async function escalation(app: FastifyInstance) {
  const service = crisisEscalation(app.ctx);
  registerEscalationListeners(app.ctx);
  await app.register(escalationRoutes);

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const check = () => {
    if (running) return; // a slow check is not overlapped by the next one
    running = service
      .runEscalations(app.ctx.clock.now())
      .catch((error: unknown) => app.log.error({ err: error }, 'crisis escalation check failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(check, ESCALATION_CHECK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}

export default fp(escalation, { name: 'escalation', dependencies: ['context', 'auth', 'notifications'] });
