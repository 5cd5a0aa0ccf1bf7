import SQLite from 'better-sqlite3';
import { backupMessages } from '../../../common/schemas/backups';
import { BackupRefused } from './errors';

/** SQLite's online backup API: a consistent copy of the live database, taken while it keeps serving. */
export async function dumpSqlite(sqlite: SQLite.Database, file: string): Promise<void> {
  await sqlite.backup(file);
}

interface SchemaObject {
  type: string;
  name: string;
  sql: string | null;
}

const migrationsOf = (db: SQLite.Database): string[] =>
  db.prepare('select name from kysely_migration order by name').pluck().all() as string[];

/** Opens the backup read-only and checks it is a sound SQLite file made at the same migration as this hub. */
function checkBackup(live: SQLite.Database, file: string): void {
  let source: SQLite.Database | undefined;
  try {
    source = new SQLite(file, { readonly: true, fileMustExist: true });
    const check = source.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupRefused(backupMessages.unreadable);
    if (migrationsOf(source).join('\n') !== migrationsOf(live).join('\n'))
      throw new BackupRefused(backupMessages.otherSchema);
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    throw new BackupRefused(backupMessages.unreadable);
  } finally {
    source?.close();
  }
}

/**
 * Replaces every row of the live database with the backup's, in one write transaction: all of it or none.
 * The backup is attached read-only; triggers are set aside while the rows are copied (they would refuse to
 * delete audit rows, and would index search rows twice) and put back before the commit; full-text indexes are
 * rebuilt from their tables; foreign keys are checked at the commit.
 */
export function restoreSqlite(live: SQLite.Database, file: string): void {
  checkBackup(live, file);
  live.prepare('ATTACH DATABASE ? AS backup').run(file);
  try {
    const objects = live
      .prepare("select type, name, sql from main.sqlite_master where name not like 'sqlite_%'")
      .all() as SchemaObject[];
    const virtual = objects.filter(
      (object) => object.type === 'table' && /^create virtual/i.test(object.sql ?? ''),
    );
    const shadow = (name: string) => virtual.some((table) => name.startsWith(`${table.name}_`));
    const tables = objects.filter(
      (object) => object.type === 'table' && !virtual.includes(object) && !shadow(object.name),
    );
    const triggers = objects.filter((object) => object.type === 'trigger' && object.sql);
    const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
    live
      .transaction(() => {
        live.pragma('defer_foreign_keys = ON');
        for (const trigger of triggers) live.exec(`DROP TRIGGER main.${quote(trigger.name)}`);
        for (const table of tables) live.exec(`DELETE FROM main.${quote(table.name)}`);
        for (const table of tables)
          live.exec(`INSERT INTO main.${quote(table.name)} SELECT * FROM backup.${quote(table.name)}`);
        for (const table of virtual)
          live.exec(`INSERT INTO main.${quote(table.name)}(${quote(table.name)}) VALUES ('rebuild')`);
        for (const trigger of triggers) live.exec(trigger.sql as string);
      })
      .immediate();
  } finally {
    live.exec('DETACH DATABASE backup');
  }
}
