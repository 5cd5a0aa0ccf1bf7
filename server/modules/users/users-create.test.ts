import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../common/schemas/auth';
import { buildStudent } from '../../db/seed/factories';
import { body, call, createDemoApp, signIn, type TestApp, type Tokens } from '../../test/setup';
import { userId } from '../../test/tickets';
import { auditFor, outboxMessages } from './test-helpers';

let t: TestApp;
let tokens: Tokens;
let adminId: number;

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  adminId = await userId(t.db, 'admin@university.edu');
});
afterAll(async () => t.close());

const validNew = (overrides: Record<string, unknown> = {}) => ({
  name: 'Alex Rivera',
  email: `alex.${Math.random().toString(36).slice(2, 8)}@university.edu`,
  role: 'student',
  password: 'Tr1cky-Lantern',
  password_confirmation: 'Tr1cky-Lantern',
  send_welcome_email: false,
  ...overrides,
});

describe('POST /api/admin/users', () => {
  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ role: undefined }, 'role', 'Role is required'],
    [{ role: 'superuser' }, 'role', 'Invalid role selected'],
    [{ password: '', password_confirmation: '' }, 'password', 'Password is required'],
    [
      { password: 'Ab1', password_confirmation: 'Ab1' },
      'password',
      'Password must be at least 8 characters long',
    ],
    [
      { password: 'lowercase1', password_confirmation: 'lowercase1' },
      'password',
      'Password must contain at least one uppercase letter',
    ],
    [
      { password: 'UPPERCASE1', password_confirmation: 'UPPERCASE1' },
      'password',
      'Password must contain at least one lowercase letter',
    ],
    [
      { password: 'NoDigitsHere', password_confirmation: 'NoDigitsHere' },
      'password',
      'Password must contain at least one number',
    ],
    [
      { password: `Aa1${'x'.repeat(126)}`, password_confirmation: `Aa1${'x'.repeat(126)}` },
      'password',
      'Password must not exceed 128 characters',
    ],
    [{ password_confirmation: '' }, 'password_confirmation', 'Password confirmation is required'],
    [{ password_confirmation: 'Different-Lantern1' }, 'password_confirmation', 'Passwords do not match'],
    [
      { password: 'Password1', password_confirmation: 'Password1' },
      'password',
      'This password is too common. Please choose a less common password.',
    ],
    [{ date_of_birth: '2999-01-01' }, 'date_of_birth', 'Date of birth must be in the past'],
    [{ date_of_birth: '2001-02-30' }, 'date_of_birth', 'Date of birth must be a valid date (YYYY-MM-DD)'],
    [{ status: 'banned' }, 'status', 'Invalid status selected'],
  ])('returns 422 for %o', async (overrides, field, message) => {
    const res = await call(t.app, tokens.admin, 'POST', '/api/admin/users', validNew(overrides));
    expect(res.statusCode).toBe(422);
    expect(body(res).errors?.[field]).toEqual([message]);
  });

  it('refuses an e-mail address that is taken in any letter case', async () => {
    const res = await call(
      t.app,
      tokens.admin,
      'POST',
      '/api/admin/users',
      validNew({ email: 'Student@University.EDU' }),
    );
    expect(res.statusCode).toBe(422);
    expect(body(res).errors?.email).toEqual(['The email has already been taken']);
  });

  it('creates an account with a lowercased e-mail, blank optional fields as null, and no welcome e-mail when not asked', async () => {
    const before = (await outboxMessages(t)).length;
    const res = await call(
      t.app,
      tokens.admin,
      'POST',
      '/api/admin/users',
      validNew({
        email: '  Alex.Rivera@University.EDU ',
        role: 'counselor',
        phone: '  ',
        bio: '',
        employee_id: ' EMP-2001 ',
        specializations: ['Anxiety', ' Study skills '],
        languages: 'English,  Spanish ,',
        date_of_birth: '1990-05-17',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(body(res).message).toBe('User created successfully!');
    const data = body(res).data as { user: Record<string, unknown>; email_sent: boolean };
    expect(data.user).toMatchObject({
      name: 'Alex Rivera',
      email: 'alex.rivera@university.edu',
      role: 'counselor',
      status: 'active',
      phone: null,
      bio: null,
      employee_id: 'EMP-2001',
      specializations: ['Anxiety', 'Study skills'],
      languages: ['English', 'Spanish'],
      date_of_birth: '1990-05-17',
      initials: 'AR',
    });
    expect(data.email_sent).toBe(false);
    expect(data).not.toHaveProperty('generated_password');
    expect((await outboxMessages(t)).length).toBe(before);
    await signIn(t.app, 'ALEX.RIVERA@university.edu', 'Tr1cky-Lantern');
    const audit = await auditFor(t, data.user.id as number, 'user.created');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBe(adminId);
    expect(audit[0]!.details).not.toContain('Tr1cky-Lantern');
  });

  it('generates a 12-character password and sends a welcome e-mail without it by default', async () => {
    const res = await call(
      t.app,
      tokens.admin,
      'POST',
      '/api/admin/users',
      validNew({
        email: 'gen.one@university.edu',
        password: undefined,
        password_confirmation: undefined,
        generate_password: true,
        send_welcome_email: true,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(body(res).message).toBe('User created successfully! Welcome email sent.');
    const { generated_password, email_sent } = body(res).data as {
      generated_password: string;
      email_sent: boolean;
    };
    expect(email_sent).toBe(true);
    expect(generated_password).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
    expect(generated_password).toMatch(/[A-Z]/);
    expect(generated_password).toMatch(/[a-z]/);
    expect(generated_password).toMatch(/[0-9]/);
    expect(generated_password).toMatch(/[!@#$%^&*]/);
    await signIn(t.app, 'gen.one@university.edu', generated_password);
    const mail = (await outboxMessages(t)).find((m) => m.includes('To: gen.one@university.edu'));
    expect(mail).toBeDefined();
    expect(mail).toContain('Welcome to Student Support Hub');
    expect(mail).not.toContain(generated_password);
  });

  it('never puts a password in the welcome e-mail, even when asked to: it carries a set-password link', async () => {
    const generated = await call(
      t.app,
      tokens.admin,
      'POST',
      '/api/admin/users',
      validNew({
        email: 'gen.two@university.edu',
        generate_password: true,
        send_welcome_email: true,
        send_password_in_email: true,
      }),
    );
    const password = (body(generated).data as { generated_password: string }).generated_password;
    const mails = await outboxMessages(t);
    const welcome = mails.find((m) => m.includes('To: gen.two@university.edu'));
    expect(welcome).not.toContain(password);
    expect(welcome).toMatch(/\/set-password\?token=[A-Za-z0-9_-]{43}/);

    await call(
      t.app,
      tokens.admin,
      'POST',
      '/api/admin/users',
      validNew({ email: 'chosen@university.edu', send_welcome_email: true, send_password_in_email: true }),
    );
    const chosen = (await outboxMessages(t)).find((m) => m.includes('To: chosen@university.edu'));
    expect(chosen).toBeDefined();
    expect(chosen).not.toContain('Tr1cky-Lantern');
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it('changes fields, clears blank ones, and leaves the password alone unless asked', async () => {
    const user = await buildStudent(t.db, { phone: '555-0100', email: 'edit.me@university.edu' });
    const res = await call(t.app, tokens.admin, 'PUT', `/api/admin/users/${user.id}`, {
      name: 'Edited Name',
      phone: '',
      password: 'Ignored-Lantern1',
      password_confirmation: 'nope',
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('User updated successfully!');
    expect(body(res).data?.user).toMatchObject({
      name: 'Edited Name',
      phone: null,
      email: 'edit.me@university.edu',
    });
    await signIn(t.app, 'edit.me@university.edu', DEMO_PASSWORD);
    const audit = await auditFor(t, user.id, 'user.updated');
    expect(JSON.parse(audit[0]!.details ?? '{}')).toMatchObject({
      name: { to: 'Edited Name' },
      phone: 'changed',
    });
  });

  it('returns 422 with the password messages when change_password is set', async () => {
    const user = await buildStudent(t.db);
    const missing = await call(t.app, tokens.admin, 'PUT', `/api/admin/users/${user.id}`, {
      change_password: true,
    });
    expect(body(missing).errors).toMatchObject({
      password: ['New password is required'],
      password_confirmation: ['Password confirmation is required'],
    });
    const mismatch = await call(t.app, tokens.admin, 'PUT', `/api/admin/users/${user.id}`, {
      change_password: true,
      password: 'Fresh-Lantern1',
      password_confirmation: 'Fresh-Lantern2',
    });
    expect(body(mismatch).errors?.password_confirmation).toEqual(['Passwords do not match']);
  });

  it("changes the password and ends that account's sessions at once", async () => {
    const user = await buildStudent(t.db, { email: 'pw.change@university.edu' });
    const token = await signIn(t.app, 'pw.change@university.edu');
    expect((await call(t.app, token, 'GET', '/api/auth/me')).statusCode).toBe(200);
    const res = await call(t.app, tokens.admin, 'PUT', `/api/admin/users/${user.id}`, {
      change_password: true,
      password: 'Fresh-Lantern1',
      password_confirmation: 'Fresh-Lantern1',
    });
    expect(res.statusCode).toBe(200);
    expect((await call(t.app, token, 'GET', '/api/auth/me')).statusCode).toBe(401);
    await signIn(t.app, 'pw.change@university.edu', 'Fresh-Lantern1');
    const audit = await auditFor(t, user.id, 'user.password_changed');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).not.toContain('Fresh-Lantern1');
  });

  it('refuses a taken e-mail, an admin demoting or switching off themselves, and unknown accounts', async () => {
    const user = await buildStudent(t.db);
    const taken = await call(t.app, tokens.admin, 'PUT', `/api/admin/users/${user.id}`, {
      email: 'COUNSELOR@university.edu',
    });
    expect(taken.statusCode).toBe(422);
    expect(body(taken).errors?.email).toEqual(['The email has already been taken']);
    const demote = await call(t.app, tokens.admin, 'PUT', `/api/admin/users/${adminId}`, { role: 'student' });
    expect(demote.statusCode).toBe(403);
    expect(body(demote).message).toBe('You cannot change your own role');
    const off = await call(t.app, tokens.admin, 'PUT', `/api/admin/users/${adminId}`, {
      status: 'suspended',
    });
    expect(off.statusCode).toBe(403);
    expect(
      (await call(t.app, tokens.admin, 'PUT', '/api/admin/users/999999', { name: 'Nobody' })).statusCode,
    ).toBe(404);
    const blank = await call(t.app, tokens.admin, 'PUT', `/api/admin/users/${user.id}`, { name: ' ' });
    expect(body(blank).errors?.name).toEqual(['Name is required']);
  });

  it('suspending through an edit ends the sessions and blocks sign-in', async () => {
    const user = await buildStudent(t.db, { email: 'suspend.edit@university.edu' });
    const token = await signIn(t.app, 'suspend.edit@university.edu');
    await call(t.app, tokens.admin, 'PUT', `/api/admin/users/${user.id}`, { status: 'suspended' });
    expect((await call(t.app, token, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const login = await call(t.app, null, 'POST', '/api/auth/login', {
      email: 'suspend.edit@university.edu',
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode).toBe(403);
  });
});
