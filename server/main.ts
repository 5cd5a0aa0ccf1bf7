import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase, migrateToLatest } from './db';
import { seedDemoData } from './db/seed';
import { makePrivateDir } from './lib/private-files';
import { sweepOrphanAttachments } from './modules/tickets';
import { stopOnSignals } from './shutdown';
import { demoExposureProblem } from './startup-checks';

async function main() {
  const config = loadConfig();
  const exposure = demoExposureProblem(config);
  if (exposure) throw new ConfigError(exposure);
  // Uploads, the outbox and (by default) the database live here: readable by the server's account only.
  makePrivateDir(config.dataDir);

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const db = createDatabase(config.databaseUrl, undefined, {
    busyBudgetMs: config.dbBusyTimeoutMs,
    poolSize: config.databasePoolSize,
    onPoolError: (error) => app?.log.warn({ err: error }, 'an idle database connection failed'),
  });
  const applied = await migrateToLatest(db);
  // A demo server's first start: the demo university with its ticket history.
  if (config.demoMode) await seedDemoData(db, { onlyIfEmpty: true, ticketsAt: new Date() });

  app = await buildApp(config, { db });
  app.addHook('onClose', async () => db.destroy());
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  const orphans = await sweepOrphanAttachments({ db, config }, config.uploadSweepGraceSeconds * 1000);
  if (orphans.length > 0)
    app.log.warn({ removed: orphans.length }, 'removed attachment files no ticket names');

  stopOnSignals(app);
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
