import type { FastifyInstance } from 'fastify';

export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * SIGTERM (systemd, a container runtime, `npm start` passing it on) and SIGINT (Ctrl+C): stop accepting
 * connections, let the requests in flight finish, close the database, exit 0. Requests still running after
 * the grace period are cut off and the process exits 1.
 */
export function stopOnSignals(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new requests, draining the ones in flight');
    const force = setTimeout(() => {
      app.log.error(`requests still running after ${graceMs / 1000} seconds; stopping now`);
      process.exit(1);
    }, graceMs);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
