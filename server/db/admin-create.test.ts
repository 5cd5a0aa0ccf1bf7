import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/setup';
import { AdminCreateError, createAdmin } from './admin-create';

/** Finding: with demo mode off, the only way in was a seed creating admin@ with the published demo password. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const GOOD = {
  email: 'Registrar.Admin@University.edu',
  password: 'Lantern-Quay-81',
  name: 'Registrar Admin',
};

describe('npm run admin:create', () => {
  it('creates an active administrator who must choose a new password at first sign-in', async () => {
    const admin = await createAdmin(t.db, GOOD);
    expect(admin.email).toBe('registrar.admin@university.edu');
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'admin', status: 'active', name: 'Registrar Admin' });
    expect(Number(row.must_change_password)).toBe(1);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: GOOD.email, password: GOOD.password },
    });
    expect(login.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${login.json().data.token}` },
    });
    expect(me.json().data.user.must_change_password).toBe(true);
  });

  it('applies the password policy, the common-password list and the e-mail rules', async () => {
    const cases: [Partial<typeof GOOD>, RegExp][] = [
      [{ password: 'short1A' }, /ADMIN_PASSWORD: Password must be at least 8 characters long/],
      [{ password: 'alllowercase1' }, /ADMIN_PASSWORD: Password must contain at least one uppercase letter/],
      [{ password: 'Password123!' }, /ADMIN_PASSWORD: This is the published demo password/],
      [{ password: 'Password1' }, /ADMIN_PASSWORD: This password is too common/],
      [{ email: 'not-an-email' }, /ADMIN_EMAIL: Please enter a valid email address/],
      [{ name: '   ' }, /ADMIN_NAME: Name is required/],
    ];
    for (const [change, message] of cases) {
      const input = { ...GOOD, email: `case${Math.random()}@university.edu`, ...change };
      await expect(createAdmin(t.db, input)).rejects.toThrow(message);
    }
  });

  it('refuses an e-mail that already has an account', async () => {
    await expect(createAdmin(t.db, GOOD)).rejects.toBeInstanceOf(AdminCreateError);
    await expect(createAdmin(t.db, GOOD)).rejects.toThrow(/already has an account/);
  });
});

describe('the command line', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hub-admin-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const cli = (args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'server/db/cli.ts', ...args], {
      env: { ...process.env, DATABASE_URL: `sqlite:${dir}/hub.sqlite`, DATA_DIR: dir, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 30_000,
    });

  it('will not seed demo accounts outside demo mode', () => {
    const run = cli(['seed'], { DEMO_MODE: 'false' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('The demo seed runs only in demo mode');
  });

  it('creates the administrator from ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_NAME, and says what is missing', () => {
    const missing = cli(['admin:create'], {
      DEMO_MODE: 'false',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      ADMIN_NAME: '',
    });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('Set ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME');
    const run = cli(['admin:create'], {
      DEMO_MODE: 'false',
      ADMIN_EMAIL: 'it.office@university.edu',
      ADMIN_PASSWORD: 'Copper-Kettle-907',
      ADMIN_NAME: 'IT Office',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Administrator it.office@university.edu created');
  });
});
