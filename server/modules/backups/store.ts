import fs from 'node:fs/promises';
import path from 'node:path';
import type { Backup } from '../../../common/schemas/backups';
import type { DatabaseKind } from '../../config';
import { makePrivateDir } from '../../lib/private-files';

/** Backups live in DATA_DIR/backups (0700), one file each: `hub-<UTC time>.sqlite` or `.pgdump`. */
export function backupDir(dataDir: string): string {
  return path.resolve(dataDir, 'backups');
}

const EXTENSION: Record<DatabaseKind, string> = { sqlite: 'sqlite', postgres: 'pgdump' };
/** The only names a backup can have; anything else (`../`, another extension) is not a backup. */
const NAME = /^hub-(\d{8}T\d{6}Z)(?:-(\d{1,3}))?\.(sqlite|pgdump)$/;

export function isBackupName(name: string): boolean {
  return NAME.test(name);
}

/** A new file name for a backup taken at `at`, unused in `dir` (a second backup in the same second gets `-2`). */
export async function newBackupPath(dir: string, kind: DatabaseKind, at: Date): Promise<string> {
  makePrivateDir(dir);
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  for (let attempt = 1; attempt < 1000; attempt += 1) {
    const name = `hub-${stamp}${attempt === 1 ? '' : `-${attempt}`}.${EXTENSION[kind]}`;
    const file = path.join(dir, name);
    const handle = await fs.open(file, 'wx', 0o600).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return null;
      throw error;
    });
    if (handle) {
      await handle.close();
      return file;
    }
  }
  throw new Error('no free backup name');
}

/** The path of a listed backup, or undefined when the name is not a backup's or no such file exists. */
export async function backupPath(dir: string, name: string): Promise<string | undefined> {
  if (!isBackupName(name)) return undefined;
  const file = path.join(dir, name);
  const stat = await fs.stat(file).catch(() => null);
  return stat?.isFile() ? file : undefined;
}

function createdAt(name: string): string {
  const stamp = NAME.exec(name)?.[1] ?? '';
  return `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}.000Z`;
}

/** One backup as listed: its size and time, or undefined when the name is not a backup's or the file is empty. */
export async function describeBackup(dir: string, name: string): Promise<Backup | undefined> {
  const match = NAME.exec(name);
  if (!match) return undefined;
  const stat = await fs.stat(path.join(dir, name)).catch(() => null);
  if (!stat?.isFile() || stat.size === 0) return undefined;
  return {
    name,
    size: stat.size,
    created_at: createdAt(name),
    database: match[3] === 'sqlite' ? 'sqlite' : 'postgres',
  };
}

/** Every backup in `dir`, newest first. */
export async function listBackups(dir: string): Promise<Backup[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const backups: Backup[] = [];
  for (const name of names) {
    const backup = await describeBackup(dir, name);
    if (backup) backups.push(backup);
  }
  const order = (name: string): [string, number] => {
    const match = NAME.exec(name);
    return [match?.[1] ?? '', Number(match?.[2] ?? '1')];
  };
  return backups.sort((a, b) => {
    const [stampA, countA] = order(a.name);
    const [stampB, countB] = order(b.name);
    return stampB.localeCompare(stampA) || countB - countA;
  });
}

/** Keeps the newest `keep` backups and deletes the rest. */
export async function pruneBackups(dir: string, keep: number): Promise<void> {
  const backups = await listBackups(dir);
  for (const backup of backups.slice(keep)) await fs.rm(path.join(dir, backup.name), { force: true });
}
