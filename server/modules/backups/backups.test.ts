import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupMessages } from '../../../common/schemas/backups';
import type { DB } from '../../db';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { backupService } from './service';
import { backupDir } from './store';

/** Backups (issue 18): take, list, download and restore; the schedule of the backup frequency setting. */
let t: TestApp;
let tokens: Tokens;
const BASE = '/api/admin/backups';

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
});
afterAll(async () => {
  await fs.rm(backupDir(t.config.dataDir), { recursive: true, force: true });
  await t.close();
});

/** What must come back exactly after a restore: people, categories, tickets, replies and the audit trail. */
async function snapshot(db: DB) {
  const users = await db.selectFrom('users').selectAll().orderBy('id').execute();
  const categories = await db.selectFrom('ticket_categories').selectAll().orderBy('id').execute();
  const tickets = await db.selectFrom('tickets').selectAll().orderBy('id').execute();
  const audit = await db.selectFrom('audit_logs').select(['id', 'action', 'hash']).orderBy('id').execute();
  return { users, categories, tickets, audit };
}

async function takeBackup(): Promise<string> {
  const res = await call(t.app, tokens.admin, 'POST', BASE);
  expect(res.statusCode, res.body).toBe(201);
  return (body(res).data as { backup: { name: string } }).backup.name;
}

describe('who may see and use backups', () => {
  it('answers 401 signed out and 403 to students and staff', async () => {
    for (const [method, url] of [
      ['GET', BASE],
      ['POST', BASE],
      ['GET', `${BASE}/hub-20260101T000000Z.sqlite/download`],
      ['POST', `${BASE}/hub-20260101T000000Z.sqlite/restore`],
    ] as const) {
      expect((await call(t.app, null, method, url, method === 'POST' ? {} : undefined)).statusCode).toBe(401);
      for (const role of ['student', 'counselor', 'advisor'] as const)
        expect(
          (await call(t.app, tokens[role], method, url, method === 'POST' ? {} : undefined)).statusCode,
        ).toBe(403);
    }
  });
});

describe('taking, listing and downloading a backup', () => {
  it('writes the whole database into DATA_DIR/backups, lists it newest first and audits it', async () => {
    const first = await takeBackup();
    const second = await takeBackup();
    expect(first).toMatch(/^hub-\d{8}T\d{6}Z(-\d+)?\.(sqlite|pgdump)$/);
    const list = await call(t.app, tokens.admin, 'GET', BASE);
    expect(list.statusCode).toBe(200);
    const data = body(list).data as { backups: { name: string; size: number }[]; frequency: string };
    expect(data.backups.map((backup) => backup.name).slice(0, 2)).toEqual([second, first]);
    expect(data.backups[0]?.size).toBeGreaterThan(0);
    expect(data.frequency).toBe('daily');
    const stat = await fs.stat(path.join(backupDir(t.config.dataDir), first));
    expect(stat.mode & 0o077).toBe(0);
    const audited = await t.db
      .selectFrom('audit_logs')
      .select('action')
      .where('action', '=', 'backup.created')
      .execute();
    expect(audited.length).toBeGreaterThanOrEqual(2);
  });

  it('downloads a backup as a file and audits the download', async () => {
    const name = await takeBackup();
    const res = await call(t.app, tokens.admin, 'GET', `${BASE}/${name}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(name);
    expect(res.rawPayload.length).toBe((await fs.stat(path.join(backupDir(t.config.dataDir), name))).size);
    const audited = await t.db
      .selectFrom('audit_logs')
      .select('action')
      .where('action', '=', 'backup.downloaded')
      .execute();
    expect(audited).toHaveLength(1);
  });

  it('answers 404 for a missing backup and refuses names that are not backups, hostile ones included', async () => {
    const missing = 'hub-20260101T000000Z.sqlite';
    expect((await call(t.app, tokens.admin, 'GET', `${BASE}/${missing}/download`)).statusCode).toBe(404);
    const restore = await call(t.app, tokens.admin, 'POST', `${BASE}/${missing}/restore`, {
      confirm: 'RESTORE',
    });
    expect(restore.statusCode).toBe(404);
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'hub.sqlite', '..', 'x'.repeat(150), '%3Cscript%3E']) {
      const download = await call(t.app, tokens.admin, 'GET', `${BASE}/${name}/download`);
      expect([404, 422], name).toContain(download.statusCode);
      const refused = await call(t.app, tokens.admin, 'POST', `${BASE}/${name}/restore`, {
        confirm: 'RESTORE',
      });
      expect([404, 422], name).toContain(refused.statusCode);
    }
  });

  it('refuses a name with a NUL byte without reaching the disk', async () => {
    const res = await call(t.app, tokens.admin, 'GET', `${BASE}/hub%00.sqlite/download`);
    expect([404, 422]).toContain(res.statusCode);
  });
});

describe('restoring a backup', () => {
  it('refuses without the confirmation word, with the message', async () => {
    const name = await takeBackup();
    for (const payload of [{}, { confirm: 'restore' }, { confirm: true }]) {
      const res = await call(t.app, tokens.admin, 'POST', `${BASE}/${name}/restore`, payload);
      expect(res.statusCode).toBe(422);
      expect(body(res).message).toBe(backupMessages.confirm);
    }
  });

  it('brings back exactly the data of the backup, in one go, and audits the restore', async () => {
    const before = await snapshot(t.db);
    const name = await takeBackup();
    const afterBackup = await snapshot(t.db);
    const created = await call(t.app, tokens.admin, 'POST', '/api/admin/ticket-categories', {
      name: 'Made after the backup',
    });
    expect(created.statusCode).toBe(201);
    await t.db
      .updateTable('users')
      .set({ name: 'Renamed after the backup' })
      .where('email', '=', 'student@university.edu')
      .execute();

    const res = await call(t.app, tokens.admin, 'POST', `${BASE}/${name}/restore`, { confirm: 'RESTORE' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await snapshot(t.db);
    expect(after.users).toEqual(before.users);
    expect(after.categories).toEqual(before.categories);
    expect(after.tickets).toEqual(before.tickets);
    // The trail as it was when the backup was taken, then the restore itself; the chain still verifies.
    const backupRow = afterBackup.audit.length;
    expect(after.audit.slice(0, backupRow - 1)).toEqual(afterBackup.audit.slice(0, backupRow - 1));
    expect(after.audit.at(-1)?.action).toBe('backup.restored');
    const verify = await call(t.app, tokens.admin, 'GET', '/api/admin/audit-logs/verify');
    expect((body(verify).data as { verification: { ok: boolean } }).verification.ok).toBe(true);
    // Search still finds what the restored help center holds (its index is rebuilt with the rows).
    const search = await call(t.app, tokens.student, 'GET', '/api/help/faqs?search=eduroam');
    expect(search.statusCode).toBe(200);
    expect((body(search).data as { faqs: unknown[] }).faqs.length).toBeGreaterThan(0);
  });

  it('refuses a damaged file and a file of the other database kind, changing nothing', async () => {
    const dir = backupDir(t.config.dataDir);
    const ours = t.config.databaseKind === 'sqlite' ? 'sqlite' : 'pgdump';
    const other = ours === 'sqlite' ? 'pgdump' : 'sqlite';
    await fs.writeFile(path.join(dir, `hub-20200101T000000Z.${ours}`), 'SQLite format 3\0 but not really', {
      mode: 0o600,
    });
    await fs.writeFile(path.join(dir, `hub-20200101T000001Z.${other}`), 'anything', { mode: 0o600 });
    const before = await snapshot(t.db);
    const damaged = await call(t.app, tokens.admin, 'POST', `${BASE}/hub-20200101T000000Z.${ours}/restore`, {
      confirm: 'RESTORE',
    });
    expect(damaged.statusCode).toBe(422);
    expect(body(damaged).message).toBe(backupMessages.unreadable);
    const foreign = await call(t.app, tokens.admin, 'POST', `${BASE}/hub-20200101T000001Z.${other}/restore`, {
      confirm: 'RESTORE',
    });
    expect(foreign.statusCode).toBe(422);
    expect(body(foreign).message).toBe(backupMessages.otherDatabase);
    expect(await snapshot(t.db)).toEqual(before);
    await fs.rm(path.join(dir, `hub-20200101T000000Z.${ours}`));
    await fs.rm(path.join(dir, `hub-20200101T000001Z.${other}`));
  });
});

describe('the schedule', () => {
  it('takes a backup when the newest is older than the backup frequency, and not before', async () => {
    const service = backupService(t);
    await fs.rm(backupDir(t.config.dataDir), { recursive: true, force: true });
    expect(await service.runIfDue()).not.toBeNull();
    expect(await service.runIfDue()).toBeNull();
    t.clock.advance(25 * 60 * 60 * 1000);
    expect(await service.runIfDue()).not.toBeNull();
  });
});
