import fs from 'node:fs/promises';
import path from 'node:path';
import { type Backup, backupMessages } from '../../../common/schemas/backups';
import type { BackupFrequency } from '../../../common/schemas/settings';
import type { AppContext } from '../../context';
import { type DB, sqliteHandleOf } from '../../db';
import { AppError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { recordAudit } from '../audit';
import { currentSettings } from '../settings';
import { BackupRefused } from './errors';
import { dumpPostgres, restorePostgres } from './postgres';
import { dumpSqlite, restoreSqlite } from './sqlite';
import { backupDir, backupPath, describeBackup, listBackups, newBackupPath, pruneBackups } from './store';

/** How many backups are kept; older ones are deleted after each new one. */
export const BACKUPS_KEPT = 30;

const HOUR = 3_600_000;
export const FREQUENCY_MS: Record<BackupFrequency, number> = {
  hourly: HOUR,
  daily: 24 * HOUR,
  weekly: 7 * 24 * HOUR,
  monthly: 30 * 24 * HOUR,
};

/** A backup is overdue when none exists, or the newest is more than two backup periods old. */
export function backupOverdue(newestAt: string | undefined, frequency: BackupFrequency, now: Date): boolean {
  return !newestAt || now.getTime() - Date.parse(newestAt) > 2 * FREQUENCY_MS[frequency];
}

const refused = (message: string) => new AppError('VALIDATION', message, { errors: { backup: [message] } });

async function migrations(db: DB): Promise<string[]> {
  const rows = await db
    .selectFrom('kysely_migration' as never)
    .select('name' as never)
    .execute();
  return (rows as { name: string }[]).map((row) => row.name);
}

/**
 * Backups of the whole database into DATA_DIR/backups (issue 18, "backup frequency"): SQLite's online backup
 * API, or `pg_dump` on PostgreSQL; listed, downloaded and restored by admins, taken on the schedule the
 * backup frequency setting gives. Every backup, download and restore is written to the audit trail.
 */
export function backupService(ctx: Pick<AppContext, 'db' | 'config' | 'clock'>) {
  const dir = backupDir(ctx.config.dataDir);
  const kind = ctx.config.databaseKind;

  async function dump(file: string): Promise<void> {
    const sqlite = sqliteHandleOf(ctx.db);
    if (kind === 'sqlite' && sqlite) await dumpSqlite(sqlite, file);
    else await dumpPostgres(ctx.config.databaseUrl, file);
  }

  return {
    dir,

    async list() {
      const [backups, settings] = await Promise.all([listBackups(dir), currentSettings(ctx)]);
      const newest = backups[0];
      const due = newest
        ? new Date(Date.parse(newest.created_at) + FREQUENCY_MS[settings.backupFrequency])
        : ctx.clock.now();
      return { backups, next_due_at: due.toISOString(), frequency: settings.backupFrequency };
    },

    /** The newest backup and whether backups are overdue (an unreadable folder counts as overdue). */
    async state(): Promise<{ last_backup_at: string | null; overdue: boolean }> {
      try {
        const { backups, frequency } = await this.list();
        const newest = backups[0]?.created_at;
        return { last_backup_at: newest ?? null, overdue: backupOverdue(newest, frequency, ctx.clock.now()) };
      } catch {
        return { last_backup_at: null, overdue: true };
      }
    },

    /** Takes a backup now; `actorId` null for the schedule. */
    async create(actorId: number | null, context: RequestContext | null): Promise<Backup> {
      const file = await newBackupPath(dir, kind, ctx.clock.now());
      try {
        await dump(file);
      } catch (error) {
        await fs.rm(file, { force: true });
        throw error;
      }
      const name = path.basename(file);
      const backup = await describeBackup(dir, name);
      if (!backup) throw new Error(`backup ${name} was not written`);
      await recordAudit(ctx.db, {
        actorId,
        action: 'backup.created',
        target: null,
        details: { name, size: backup.size, scheduled: actorId === null },
        context,
        at: ctx.clock.now().toISOString(),
      });
      await pruneBackups(dir, BACKUPS_KEPT);
      return backup;
    },

    /** The file of a backup for a download (audited), or 404. */
    async file(actorId: number, name: string, context: RequestContext | null): Promise<string> {
      const file = await backupPath(dir, name);
      if (!file) throw new AppError('NOT_FOUND', backupMessages.notFound);
      await recordAudit(ctx.db, {
        actorId,
        action: 'backup.downloaded',
        target: null,
        details: { name },
        context,
        at: ctx.clock.now().toISOString(),
      });
      return file;
    },

    /** Replaces the whole database with a backup's contents, in one transaction; then audits the restore. */
    async restore(actorId: number | null, name: string, context: RequestContext | null): Promise<void> {
      const file = await backupPath(dir, name);
      if (!file) throw new AppError('NOT_FOUND', backupMessages.notFound);
      if (!name.endsWith(kind === 'sqlite' ? '.sqlite' : '.pgdump'))
        throw refused(backupMessages.otherDatabase);
      try {
        const sqlite = sqliteHandleOf(ctx.db);
        if (kind === 'sqlite' && sqlite) restoreSqlite(sqlite, file);
        else await restorePostgres(ctx.config.databaseUrl, file, await migrations(ctx.db));
      } catch (error) {
        if (error instanceof BackupRefused) throw refused(error.message);
        throw error;
      }
      await recordAudit(ctx.db, {
        actorId,
        action: 'backup.restored',
        target: null,
        details: { name },
        context,
        at: ctx.clock.now().toISOString(),
      });
    },

    /** Takes a backup when the newest is older than the backup frequency (or there is none). */
    async runIfDue(): Promise<Backup | null> {
      const { next_due_at } = await this.list();
      if (Date.parse(next_due_at) > ctx.clock.now().getTime()) return null;
      return this.create(null, null);
    },
  };
}
