import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../common/schemas/auth';
import { buildAdmin, buildStudent } from '../../db/seed/factories';
import { body, call, createDemoApp, signIn, type TestApp, type Tokens } from '../../test/setup';
import { userId } from '../../test/tickets';
import { auditFor } from './test-helpers';

let t: TestApp;
let tokens: Tokens;
let adminId: number;

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  adminId = await userId(t.db, 'admin@university.edu');
});
afterAll(async () => t.close());

const statusOf = async (id: number) =>
  (await t.db.selectFrom('users').select('status').where('id', '=', id).executeTakeFirst())?.status;

describe('POST /api/admin/users/bulk-action', () => {
  it.each([
    [{ action: 'archive', user_ids: [1] }, 'action', 'Invalid bulk action selected'],
    [{ action: 'activate', user_ids: [] }, 'user_ids', 'Please select at least one user'],
    [{ action: 'activate' }, 'user_ids', 'Please select at least one user'],
    [
      { action: 'activate', user_ids: Array.from({ length: 501 }, (_, i) => i + 1) },
      'user_ids',
      'You can select at most 500 users at once',
    ],
    [{ action: 'delete', user_ids: [1] }, 'reason', 'Please provide a reason for bulk deletion'],
    [
      { action: 'delete', user_ids: [1], reason: '   ' },
      'reason',
      'Please provide a reason for bulk deletion',
    ],
    [{ action: 'activate', user_ids: [0] }, 'user_ids.0', 'Invalid user ID'],
  ])('returns 422 for %o', async (payload, field, message) => {
    const res = await call(t.app, tokens.admin, 'POST', '/api/admin/users/bulk-action', payload);
    expect(res.statusCode).toBe(422);
    expect(body(res).errors?.[field]).toEqual([message]);
  });

  it('suspends many accounts together, ending their sessions, and passes over admins and yourself', async () => {
    const a = await buildStudent(t.db, { email: 'bulk.a@university.edu' });
    const b = await buildStudent(t.db, { email: 'bulk.b@university.edu' });
    const otherAdmin = await buildAdmin(t.db);
    const tokenA = await signIn(t.app, 'bulk.a@university.edu');
    const res = await call(t.app, tokens.admin, 'POST', '/api/admin/users/bulk-action', {
      action: 'suspend',
      user_ids: [a.id, b.id, otherAdmin.id, adminId, 999999, a.id],
      reason: 'Semester ended',
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Bulk suspend completed successfully!');
    const data = body(res).data as { affected: number; skipped: { id: number; reason: string }[] };
    expect(data.affected).toBe(2);
    expect(data.skipped).toEqual([
      { id: otherAdmin.id, reason: 'Administrator accounts are not changed by bulk actions' },
      { id: adminId, reason: 'Your own account is never changed by a bulk action' },
      { id: 999999, reason: 'User not found' },
    ]);
    expect(await statusOf(a.id)).toBe('suspended');
    expect(await statusOf(b.id)).toBe('suspended');
    expect(await statusOf(otherAdmin.id)).toBe('active');
    expect((await call(t.app, tokenA, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const login = await call(t.app, null, 'POST', '/api/auth/login', {
      email: 'bulk.b@university.edu',
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode).toBe(403);
    const audit = await auditFor(t, a.id, 'user.suspended');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBe(adminId);
    expect(JSON.parse(audit[0]!.details ?? '{}')).toMatchObject({
      email: 'bulk.a@university.edu',
      reason: 'Semester ended',
    });
  });

  it('reports accounts already in the asked state, and activates the others', async () => {
    const active = await buildStudent(t.db);
    const inactive = await buildStudent(t.db, { status: 'inactive' });
    const res = await call(t.app, tokens.admin, 'POST', '/api/admin/users/bulk-action', {
      action: 'activate',
      user_ids: [active.id, inactive.id],
    });
    expect(body(res).data).toEqual({ affected: 1, skipped: [{ id: active.id, reason: 'Already active' }] });
    expect(await statusOf(inactive.id)).toBe('active');
  });

  it('deactivates, then deletes with a reason, keeping accounts that raised tickets', async () => {
    const x = await buildStudent(t.db, { email: 'bulk.x@university.edu' });
    const y = await buildStudent(t.db);
    const deactivated = await call(t.app, tokens.admin, 'POST', '/api/admin/users/bulk-action', {
      action: 'deactivate',
      user_ids: [x.id, y.id],
    });
    expect(body(deactivated).data).toMatchObject({ affected: 2 });
    expect(await statusOf(x.id)).toBe('inactive');

    const student = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'student@university.edu')
        .executeTakeFirstOrThrow()
    ).id;
    const category = await t.db.selectFrom('ticket_categories').select('id').executeTakeFirstOrThrow();
    const ticket = await call(t.app, tokens.student, 'POST', '/api/tickets', {
      subject: 'Question about my timetable',
      description: 'My timetable clashes on Tuesday afternoons and I need help fixing it.',
      category_id: category.id,
    });
    expect(ticket.statusCode).toBe(201);

    const res = await call(t.app, tokens.admin, 'POST', '/api/admin/users/bulk-action', {
      action: 'delete',
      user_ids: [x.id, y.id, student],
      reason: 'Duplicate accounts',
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Bulk delete completed successfully!');
    const data = body(res).data as { affected: number; skipped: { id: number; reason: string }[] };
    expect(data.affected).toBe(2);
    expect(data.skipped).toHaveLength(1);
    expect(data.skipped[0]!.id).toBe(student);
    expect(data.skipped[0]!.reason).toMatch(/Deactivate the account instead/);
    expect(await statusOf(x.id)).toBeUndefined();
    expect(await statusOf(student)).toBe('active');
    const audit = await auditFor(t, x.id, 'user.deleted');
    expect(JSON.parse(audit[0]!.details ?? '{}')).toMatchObject({
      email: 'bulk.x@university.edu',
      reason: 'Duplicate accounts',
    });
  });
});
