import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { backupMessages } from '../../../common/schemas/backups';
import { BackupRefused } from './errors';

const run = promisify(execFile);
/** A dump or restore of a large database takes minutes; nothing should hang for ever. */
const TIMEOUT_MS = 30 * 60_000;
const OUTPUT_LIMIT = 64 * 1024 * 1024;

/** `pg_dump` in its custom format (compressed, restorable table by table). */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  await run(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${databaseUrl}`],
    {
      timeout: TIMEOUT_MS,
      maxBuffer: OUTPUT_LIMIT,
    },
  );
}

/** The migrations a dump holds, read from its `kysely_migration` rows (`pg_restore` writes them as COPY text). */
async function dumpedMigrations(file: string): Promise<string[]> {
  const { stdout } = await run('pg_restore', ['--data-only', '--table=kysely_migration', '--file=-', file], {
    timeout: TIMEOUT_MS,
    maxBuffer: OUTPUT_LIMIT,
  }).catch(() => {
    throw new BackupRefused(backupMessages.unreadable);
  });
  const lines = stdout.split('\n');
  const start = lines.findIndex((line) => /^COPY .*kysely_migration /.test(line));
  if (start < 0) throw new BackupRefused(backupMessages.unreadable);
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line === '\\.') break;
    names.push(line.split('\t')[0] ?? '');
  }
  return names.sort();
}

/**
 * Replaces the live database with the dump, in one transaction (`pg_restore --single-transaction --clean`):
 * all of it or none. Refused when the dump was made at another migration than this hub's.
 */
export async function restorePostgres(
  databaseUrl: string,
  file: string,
  liveMigrations: string[],
): Promise<void> {
  const dumped = await dumpedMigrations(file);
  if (dumped.join('\n') !== [...liveMigrations].sort().join('\n'))
    throw new BackupRefused(backupMessages.otherSchema);
  await run(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--single-transaction',
      '--exit-on-error',
      '--no-owner',
      '--no-privileges',
      `--dbname=${databaseUrl}`,
      file,
    ],
    { timeout: TIMEOUT_MS, maxBuffer: OUTPUT_LIMIT },
  );
}
