import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../common/schemas/auth';
import { buildAdmin, buildStudent } from '../../db/seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/setup';

/**
 * Audit rows of sign-in and user administration are written in the transaction of the change they record:
 * a listener that fails after the commit cannot lose them, and a row that cannot be written undoes the change.
 */
let t: TestApp;
let adminToken: string;
const thrown: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.ctx.bus.on('user.changed', (event) => {
      thrown.push(`user.${event.action}`);
      throw new Error('a listener failed');
    });
    app.ctx.bus.on('auth.signed_in', (event) => {
      thrown.push(`signed_in:${event.email}`);
      throw new Error('a listener failed');
    });
  });
  await buildAdmin(t.db, { email: 'audit.admin@university.edu' });
  adminToken = await signIn(t.app, 'audit.admin@university.edu');
});
afterAll(async () => t.close());

const auditRows = (action: string, targetId: number) =>
  t.db
    .selectFrom('audit_logs')
    .selectAll()
    .where('action', '=', action)
    .where('target_type', '=', 'user')
    .where('target_id', '=', targetId)
    .execute();

const sessionsOf = async (userId: number) =>
  Number(
    (
      await t.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

const userRow = (id: number) =>
  t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Runs `work` while the audit table cannot be written to. */
async function withoutAuditTable(work: () => Promise<void>): Promise<void> {
  await sql`alter table audit_logs rename to audit_logs_away`.execute(t.db);
  try {
    await work();
  } finally {
    await sql`alter table audit_logs_away rename to audit_logs`.execute(t.db);
  }
}

describe('audit rows commit with the change they record', () => {
  it('keeps a user change and its row when a listener of user.changed throws', async () => {
    const student = await buildStudent(t.db, { email: 'renamed@university.edu', name: 'Before Name' });
    const res = await call(t.app, adminToken, 'PUT', `/api/admin/users/${student.id}`, {
      name: 'After Name',
    });
    expect(res.statusCode).toBe(200);
    expect(thrown).toContain('user.updated');
    expect((await userRow(student.id)).name).toBe('After Name');
    const [row] = await auditRows('user.updated', student.id);
    expect(JSON.parse(row?.details ?? '{}')).toEqual({
      name: { from: 'Before Name', to: 'After Name' },
      reason: null,
    });
  });

  it('keeps a sign-in, its session and its row when a listener of auth.signed_in throws', async () => {
    const student = await buildStudent(t.db, { email: 'signs.in@university.edu' });
    const token = await signIn(t.app, 'signs.in@university.edu');
    expect(thrown).toContain('signed_in:signs.in@university.edu');
    expect((await call(t.app, token, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect(await sessionsOf(student.id)).toBe(1);
    const [row] = await auditRows('auth.sign_in', student.id);
    expect(row).toMatchObject({ actor_id: student.id });
    expect(JSON.parse(row?.details ?? '{}')).toEqual({
      email: 'signs.in@university.edu',
      method: 'password',
    });
  });

  it('undoes a user change when its audit row cannot be written', async () => {
    const student = await buildStudent(t.db, { email: 'kept@university.edu', name: 'Kept Name' });
    await withoutAuditTable(async () => {
      const edit = await call(t.app, adminToken, 'PUT', `/api/admin/users/${student.id}`, {
        name: 'Lost Name',
      });
      expect(edit.statusCode).toBe(500);
      const bulk = await call(t.app, adminToken, 'POST', '/api/admin/users/bulk-action', {
        action: 'suspend',
        user_ids: [student.id],
      });
      expect(bulk.statusCode).toBe(500);
    });
    const row = await userRow(student.id);
    expect(row.name).toBe('Kept Name');
    expect(row.status).toBe('active');
    expect(await auditRows('user.updated', student.id)).toEqual([]);
  });

  it('opens no session and records no attempt when the sign-in audit row cannot be written', async () => {
    const student = await buildStudent(t.db, { email: 'no.session@university.edu' });
    await withoutAuditTable(async () => {
      const good = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'no.session@university.edu', password: DEMO_PASSWORD },
      });
      expect(good.statusCode).toBe(500);
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'no.session@university.edu', password: 'Wrong-Password1' },
      });
      expect(bad.statusCode).toBe(500);
    });
    expect(await sessionsOf(student.id)).toBe(0);
    expect((await userRow(student.id)).last_login_at).toBeNull();
    const failures = await t.db
      .selectFrom('sign_in_attempts')
      .selectAll()
      .where('email', '=', 'no.session@university.edu')
      .where('succeeded', '=', 0)
      .execute();
    expect(failures).toEqual([]);
  });
});
