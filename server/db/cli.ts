import { loadConfig } from '../config';
import { createDatabase, migrateToLatest } from '.';
import { AdminCreateError, createAdmin } from './admin-create';
import { readAdminInput } from './admin-prompt';
import { seedDemoData } from './seed';

/** npm run db:migrate | npm run db:seed | npm run admin:create */
async function run(command: string | undefined) {
  if (command !== 'migrate' && command !== 'seed' && command !== 'admin:create') {
    throw new Error(`Unknown command "${command}". Use migrate, seed or admin:create.`);
  }
  const config = loadConfig();
  if (command === 'seed' && !config.demoMode) {
    // The demo accounts' password is published: they exist only where demo mode says so.
    throw new Error(
      'The demo seed runs only in demo mode (DEMO_MODE=true): its accounts have a published password.\n' +
        'For a real deployment create the first administrator with `npm run admin:create`.',
    );
  }
  const input = command === 'admin:create' ? await readAdminInput() : null;
  const db = createDatabase(config.databaseUrl, undefined, { busyBudgetMs: config.dbBusyTimeoutMs });
  try {
    const applied = await migrateToLatest(db);
    console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date.');
    if (command === 'seed') {
      const seeded = await seedDemoData(db, { onlyIfEmpty: true, ticketsAt: new Date() });
      console.log(
        seeded
          ? 'Demo data created (users, categories, specializations and tickets).'
          : 'The database already has data; the demo seed was not applied.',
      );
    } else if (input) {
      const admin = await createAdmin(db, input);
      console.log(
        `Administrator ${admin.email} created. Sign in with the password given; the hub then asks for a new one.`,
      );
    }
  } finally {
    await db.destroy();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof AdminCreateError || error instanceof Error ? error.message : error);
  process.exit(1);
});
