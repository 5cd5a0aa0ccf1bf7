import { loadConfig } from '../config';
import { createDatabase, migrateToLatest } from '.';
import { seedDemoData } from './seed';

/** npm run db:migrate | npm run db:seed */
async function run(command: string | undefined) {
  const config = loadConfig();
  const db = createDatabase(config.databaseUrl);
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
    } else if (command !== 'migrate') {
      throw new Error(`Unknown command "${command}". Use migrate or seed.`);
    }
  } finally {
    await db.destroy();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
