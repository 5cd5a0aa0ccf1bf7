import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest } from '../db';
import { makePrivateDir } from './private-files';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-private-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('the data folder and the SQLite database are private', () => {
  it('creates the database folder 0700 and the file, WAL and SHM 0600, even under a loose umask', async () => {
    const previous = process.umask(0o000);
    try {
      const file = path.join(root, 'fresh', 'hub.sqlite');
      const db = createDatabase(`sqlite:${file}`);
      await migrateToLatest(db);
      expect(modeOf(path.dirname(file))).toBe(0o700);
      expect(modeOf(file)).toBe(0o600);
      for (const suffix of ['-wal', '-shm']) {
        if (fs.existsSync(file + suffix)) expect(modeOf(file + suffix)).toBe(0o600);
      }
      await db.destroy();
    } finally {
      process.umask(previous);
    }
  });

  it('narrows a database file left world-readable by an earlier version at the next start', async () => {
    const file = path.join(root, 'old.sqlite');
    fs.writeFileSync(file, '');
    fs.chmodSync(file, 0o644);
    const db = createDatabase(`sqlite:${file}`);
    expect(modeOf(file)).toBe(0o600);
    await db.destroy();
  });

  it('makes an existing data folder 0700, but never a shared sticky folder such as /tmp', () => {
    const dir = path.join(root, 'data');
    fs.mkdirSync(dir, { mode: 0o755 });
    fs.chmodSync(dir, 0o755);
    makePrivateDir(dir);
    expect(modeOf(dir)).toBe(0o700);
    const shared = path.join(root, 'shared');
    fs.mkdirSync(shared);
    fs.chmodSync(shared, 0o1777);
    makePrivateDir(shared);
    expect(fs.statSync(shared).mode & 0o1777).toBe(0o1777);
  });
});
