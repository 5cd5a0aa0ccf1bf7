import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { realtimeHub } from './hub';
import { registerNotificationListeners } from './listeners';
import { notificationRoutes } from './routes';
import { notificationStreamRoutes } from './stream';

/** Notifications: event listeners, the API, the live stream and its fan-out across servers. */
async function notifications(app: FastifyInstance) {
  const hub = realtimeHub(app.ctx);
  registerNotificationListeners(app.ctx);
  await app.register(notificationRoutes);
  await app.register(notificationStreamRoutes);
  app.addHook('onReady', () => hub.start());
  // Open streams would hold the server open past its drain; they end first and reconnect elsewhere.
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', () => hub.stop());
}

export default fp(notifications, { name: 'notifications', dependencies: ['context', 'auth'] });
