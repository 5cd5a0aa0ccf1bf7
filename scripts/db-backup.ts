// npm run db:backup: takes a backup of the database DATABASE_URL names, into DATA_DIR/backups.
// npm run db:restore -- <name or file>: replaces the whole database with a backup, in one transaction. The name is
// one listed by `npm run db:backup -- --list` (or on the System Settings screen); a file elsewhere is first copied
// into DATA_DIR/backups. Both are written to the audit trail, with no person as the actor.
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { createDatabase, migrateToLatest } from '../server/db';
import { systemClock } from '../server/lib/clock';
import { backupService } from '../server/modules/backups';

async function main(): Promise<void> {
  const [command, argument] = process.argv.slice(2);
  const config = loadConfig();
  const db = createDatabase(config.databaseUrl, undefined, { busyBudgetMs: config.dbBusyTimeoutMs });
  try {
    await migrateToLatest(db);
    const service = backupService({ db, config, clock: systemClock });
    if (command === 'backup' && argument === '--list') {
      const { backups } = await service.list();
      for (const backup of backups) console.log(`${backup.name}\t${backup.size} bytes\t${backup.created_at}`);
      if (backups.length === 0) console.log(`No backups in ${service.dir}.`);
    } else if (command === 'backup') {
      const backup = await service.create(null, null);
      console.log(`Backup written: ${path.join(service.dir, backup.name)} (${backup.size} bytes).`);
    } else if (command === 'restore' && argument) {
      let name = path.basename(argument);
      if (path.resolve(argument) !== path.join(service.dir, name)) {
        const extension = config.databaseKind === 'sqlite' ? 'sqlite' : 'pgdump';
        const stamp = new Date()
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d{3}/, '');
        name = `hub-${stamp}.${extension}`;
        await fs.mkdir(service.dir, { recursive: true, mode: 0o700 });
        await fs.copyFile(argument, path.join(service.dir, name));
        await fs.chmod(path.join(service.dir, name), 0o600);
      }
      await service.restore(null, name, null);
      console.log(`Restored ${name}.`);
    } else {
      throw new Error(
        'Use `npm run db:backup`, `npm run db:backup -- --list` or `npm run db:restore -- <name or file>`.',
      );
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
