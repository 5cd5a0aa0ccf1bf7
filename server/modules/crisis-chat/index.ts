/** Live crisis chat and anonymous chat (decision 0032). The module's public face. */
import type { FastifyInstance } from 'fastify';
import { hubModule } from '../../lib/hub-module';
import { chatEscalation } from './escalate';
import { crisisChatRoutes } from './routes';

export { crisisChatService } from './service';

/** How often a server looks for requests nobody accepted within the answer window. */
export const CHAT_SWEEP_MS = 5_000;

/** The sweep: unanswered requests become urgent crisis tickets, claimed once across servers. */
async function chatSweep(app: FastifyInstance) {
  const escalation = chatEscalation(app.ctx);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const check = () => {
    if (running) return;
    running = escalation
      .sweep()
      .catch((error: unknown) => app.log.error({ err: error }, 'crisis chat sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(check, CHAT_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}

/** The module as the app registers it (server/modules/registry.ts). */
export const crisisChatModule = hubModule('crisis-chat', crisisChatRoutes, chatSweep);
