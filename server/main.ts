import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase, migrateToLatest } from './db';
import { seedDemoData } from './db/seed';
import { makePrivateDir } from './lib/private-files';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  // Uploads, the outbox and (by default) the database live here: readable by the server's account only.
  makePrivateDir(config.dataDir);
  const db = createDatabase(config.databaseUrl);
  const applied = await migrateToLatest(db);
  // A demo server's first start: the demo university with its ticket history.
  if (config.demoMode) await seedDemoData(db, { onlyIfEmpty: true, ticketsAt: new Date() });

  const app = await buildApp(config, { db });
  app.addHook('onClose', async () => db.destroy());
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new requests, draining the ones in flight');
    const force = setTimeout(() => {
      app.log.error('requests still running after 10 seconds; stopping now');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
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

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Student Support Hub is running at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (${config.databaseKind}${config.demoMode ? ', demo mode' : ''})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The hub could not start:', error);
  }
  process.exit(1);
});
