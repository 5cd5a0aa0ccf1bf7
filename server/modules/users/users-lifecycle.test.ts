import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../common/schemas/auth';
import { buildAdmin, buildStudent } from '../../db/seed/factories';
import { body, call, createDemoApp, signIn, type TestApp, type Tokens } from '../../test/setup';
import { categoryId, raiseTicket, userId } from '../../test/tickets';
import { auditFor, outboxMessages } from './test-helpers';

let t: TestApp;
let tokens: Tokens;
let adminId: number;

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  adminId = await userId(t.db, 'admin@university.edu');
});
afterAll(async () => t.close());

describe('DELETE /api/admin/users/{id}', () => {
  it('refuses to delete an admin account or your own (403)', async () => {
    const other = await buildAdmin(t.db);
    const admin = await call(t.app, tokens.admin, 'DELETE', `/api/admin/users/${other.id}`);
    expect(admin.statusCode).toBe(403);
    expect(body(admin).message).toBe('Administrator accounts cannot be deleted');
    const self = await call(t.app, tokens.admin, 'DELETE', `/api/admin/users/${adminId}`);
    expect(self.statusCode).toBe(403);
    expect(body(self).message).toBe('You cannot delete your own account');
  });

  it('refuses (409) to delete an account that raised tickets, suggesting deactivation', async () => {
    const student = await buildStudent(t.db, { email: 'has.tickets@university.edu' });
    const token = await signIn(t.app, 'has.tickets@university.edu');
    await raiseTicket(t.app, token, {
      subject: 'Question about my timetable',
      description: 'My timetable clashes on Tuesday afternoons and I need help fixing it.',
      category_id: await categoryId(t.db, 'Academic Support'),
    });
    const res = await call(t.app, tokens.admin, 'DELETE', `/api/admin/users/${student.id}`);
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toMatch(/has 1 support ticket\. Deactivate the account instead/);
  });

  it('deletes an account, records who and why, and its sessions stop working', async () => {
    const student = await buildStudent(t.db, { email: 'leaving@university.edu' });
    const token = await signIn(t.app, 'leaving@university.edu');
    const res = await call(t.app, tokens.admin, 'DELETE', `/api/admin/users/${student.id}`, {
      reason: 'Left the university',
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('User deleted successfully!');
    expect((await call(t.app, tokens.admin, 'GET', `/api/admin/users/${student.id}`)).statusCode).toBe(404);
    expect((await call(t.app, token, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const audit = await auditFor(t, student.id, 'user.deleted');
    expect(JSON.parse(audit[0]!.details ?? '{}')).toMatchObject({
      email: 'leaving@university.edu',
      reason: 'Left the university',
    });
    expect((await call(t.app, tokens.admin, 'DELETE', `/api/admin/users/${student.id}`)).statusCode).toBe(
      404,
    );
  });

  it('returns 422 for a reason over 500 characters', async () => {
    const student = await buildStudent(t.db);
    const res = await call(t.app, tokens.admin, 'DELETE', `/api/admin/users/${student.id}`, {
      reason: 'x'.repeat(501),
    });
    expect(res.statusCode).toBe(422);
    expect(body(res).errors?.reason).toEqual(['Reason must not exceed 500 characters']);
  });
});

describe('POST /api/admin/users/{id}/toggle-status', () => {
  it('deactivates (ending sessions at once, refusing sign-in) and activates again', async () => {
    const user = await buildStudent(t.db, { email: 'toggle.me@university.edu' });
    const token = await signIn(t.app, 'toggle.me@university.edu');
    const off = await call(t.app, tokens.admin, 'POST', `/api/admin/users/${user.id}/toggle-status`);
    expect(off.statusCode).toBe(200);
    expect(body(off).message).toBe('User deactivated successfully!');
    expect(body(off).data?.user).toMatchObject({ status: 'inactive' });
    expect((await call(t.app, token, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const revoked = await t.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('user_id', '=', user.id)
      .execute();
    expect(revoked.every((s) => s.revoked_at !== null)).toBe(true);
    const login = await call(t.app, null, 'POST', '/api/auth/login', {
      email: 'toggle.me@university.edu',
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode).toBe(403);

    const on = await call(t.app, tokens.admin, 'POST', `/api/admin/users/${user.id}/toggle-status`);
    expect(body(on).message).toBe('User activated successfully!');
    await signIn(t.app, 'toggle.me@university.edu');
    expect((await auditFor(t, user.id, 'user.deactivated')).length).toBe(1);
    expect((await auditFor(t, user.id, 'user.activated')).length).toBe(1);
  });

  it('activates a suspended account, and never toggles your own', async () => {
    const user = await buildStudent(t.db, { status: 'suspended' });
    const res = await call(t.app, tokens.admin, 'POST', `/api/admin/users/${user.id}/toggle-status`);
    expect(body(res).data?.user).toMatchObject({ status: 'active' });
    const self = await call(t.app, tokens.admin, 'POST', `/api/admin/users/${adminId}/toggle-status`);
    expect(self.statusCode).toBe(403);
    expect(body(self).message).toBe('You cannot change the status of your own account');
  });
});

describe('POST /api/admin/users/{id}/reset-password', () => {
  it('returns 422 with the reset messages for a chosen password', async () => {
    const user = await buildStudent(t.db);
    const url = `/api/admin/users/${user.id}/reset-password`;
    const empty = await call(t.app, tokens.admin, 'POST', url, {
      generate_password: false,
      notify_user: false,
    });
    expect(body(empty).errors).toMatchObject({
      new_password: ['New password is required'],
      new_password_confirmation: ['Password confirmation is required'],
    });
    const mismatch = await call(t.app, tokens.admin, 'POST', url, {
      generate_password: false,
      notify_user: false,
      new_password: 'Fresh-Lantern1',
      new_password_confirmation: 'Fresh-Lantern9',
    });
    expect(body(mismatch).errors?.new_password_confirmation).toEqual(['Passwords do not match']);
    const common = await call(t.app, tokens.admin, 'POST', url, {
      generate_password: false,
      notify_user: false,
      new_password: 'Qwerty123',
      new_password_confirmation: 'Qwerty123',
    });
    expect(common.statusCode).toBe(422);
    expect(body(common).errors?.new_password).toEqual([
      'This password is too common. Please choose a less common password.',
    ]);
  });

  it('sets a chosen password, ends sessions, and e-mails a notice without the password', async () => {
    const user = await buildStudent(t.db, { email: 'reset.chosen@university.edu' });
    const token = await signIn(t.app, 'reset.chosen@university.edu');
    const res = await call(t.app, tokens.admin, 'POST', `/api/admin/users/${user.id}/reset-password`, {
      generate_password: false,
      notify_user: true,
      send_password_in_email: true,
      new_password: 'Fresh-Lantern1',
      new_password_confirmation: 'Fresh-Lantern1',
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Password reset successfully!');
    expect(body(res).data).toEqual({ email_sent: true });
    expect((await call(t.app, token, 'GET', '/api/auth/me')).statusCode).toBe(401);
    await signIn(t.app, 'reset.chosen@university.edu', 'Fresh-Lantern1');
    const mail = (await outboxMessages(t)).find((m) => m.includes('To: reset.chosen@university.edu'));
    expect(mail).toContain('password of your Student Support Hub account');
    expect(mail).not.toContain('Fresh-Lantern1');
    const audit = await auditFor(t, user.id, 'user.password_reset');
    expect(audit[0]!.details).not.toContain('Fresh-Lantern1');
  });

  it('generates a password, never e-mails it (a set-password link instead), and sends nothing when notify_user is off', async () => {
    const user = await buildStudent(t.db, { email: 'reset.gen@university.edu' });
    const quiet = await call(t.app, tokens.admin, 'POST', `/api/admin/users/${user.id}/reset-password`, {
      generate_password: true,
      notify_user: false,
    });
    const first = body(quiet).data as { email_sent: boolean; generated_password: string };
    expect(first.email_sent).toBe(false);
    await signIn(t.app, 'reset.gen@university.edu', first.generated_password);
    expect((await outboxMessages(t)).some((m) => m.includes('To: reset.gen@university.edu'))).toBe(false);

    const sent = await call(t.app, tokens.admin, 'POST', `/api/admin/users/${user.id}/reset-password`, {
      generate_password: true,
      notify_user: true,
      send_password_in_email: true,
    });
    const second = body(sent).data as { email_sent: boolean; generated_password: string };
    expect(second.generated_password).not.toBe(first.generated_password);
    const mail = (await outboxMessages(t)).find((m) => m.includes('To: reset.gen@university.edu'));
    expect(mail).not.toContain(second.generated_password);
    expect(mail).toMatch(/\/set-password\?token=[A-Za-z0-9_-]{43}/);
  });
});
