import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserBulkCreateResult } from '../../../common/schemas/users';
import { buildStudent } from '../../db/seed/factories';
import { body, call, createDemoApp, signIn, type TestApp, type Tokens } from '../../test/setup';
import { multipartBody } from '../../test/tickets';

/** Decision 0007: a password an administrator sets for someone else must be replaced at first sign-in. */
let t: TestApp;
let tokens: Tokens;

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
});
afterAll(async () => t.close());

const PASSWORD = 'Harbourline-42x';

async function flagOf(email: string): Promise<number> {
  const row = await t.db
    .selectFrom('users')
    .select('must_change_password')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return Number(row.must_change_password);
}

async function meOf(token: string) {
  const res = await call(t.app, token, 'GET', '/api/auth/me');
  expect(res.statusCode).toBe(200);
  return (body(res).data as { user: { must_change_password: boolean } }).user;
}

describe('accounts whose password an administrator set', () => {
  it('leaves the seeded demo accounts free to use the hub', async () => {
    for (const token of Object.values(tokens)) {
      expect((await meOf(token)).must_change_password).toBe(false);
    }
    const flagged = await t.db
      .selectFrom('users')
      .select('email')
      .where('must_change_password', '=', 1)
      .execute();
    expect(flagged).toEqual([]);
  });

  it('flags an account created with a chosen password and one created with a generated password', async () => {
    const chosen = await call(t.app, tokens.admin, 'POST', '/api/admin/users', {
      name: 'Chosen Pass',
      email: 'chosen.pass@university.edu',
      role: 'student',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      send_welcome_email: false,
    });
    expect(chosen.statusCode).toBe(201);
    const generated = await call(t.app, tokens.admin, 'POST', '/api/admin/users', {
      name: 'Generated Pass',
      email: 'generated.pass@university.edu',
      role: 'counselor',
      generate_password: true,
      send_welcome_email: false,
    });
    expect(generated.statusCode).toBe(201);
    expect(await flagOf('chosen.pass@university.edu')).toBe(1);
    expect(await flagOf('generated.pass@university.edu')).toBe(1);
    // The administration view of an account does not change shape.
    expect(body(chosen).data?.user).not.toHaveProperty('must_change_password');

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'chosen.pass@university.edu', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).data?.user).toMatchObject({ must_change_password: true });
  });

  it('flags accounts created in bulk (JSON) and by a CSV import', async () => {
    const json = await call(t.app, tokens.admin, 'POST', '/api/admin/users/bulk-create', {
      users_data: [{ name: 'Bulk One', email: 'bulk.one@university.edu' }],
      generate_passwords: true,
    });
    expect(json.statusCode).toBe(200);
    const created = (body(json).data as UserBulkCreateResult).created_users[0]!;
    expect(await flagOf('bulk.one@university.edu')).toBe(1);

    const { payload, headers } = multipartBody({ generate_passwords: 'true' }, [
      {
        name: 'users.csv',
        content: 'name,email,role\nCsv Person,csv.person@university.edu,advisor\n',
        type: 'text/csv',
        field: 'csv_file',
      },
    ]);
    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/bulk-create',
      payload,
      headers: { ...headers, authorization: `Bearer ${tokens.admin}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(await flagOf('csv.person@university.edu')).toBe(1);

    // The generated password signs in, and the session user says a change is owed.
    const token = await signIn(t.app, created.email, created.generated_password ?? '');
    expect((await meOf(token)).must_change_password).toBe(true);
  });

  it('flags an account whose password an administrator resets or sets in the edit form', async () => {
    const reset = await buildStudent(t.db, { email: 'reset.me@university.edu' });
    const edited = await buildStudent(t.db, { email: 'edit.me@university.edu' });
    expect(await flagOf('reset.me@university.edu')).toBe(0);

    const res = await call(t.app, tokens.admin, 'POST', `/api/admin/users/${reset.id}/reset-password`, {
      generate_password: false,
      new_password: PASSWORD,
      new_password_confirmation: PASSWORD,
      notify_user: false,
    });
    expect(res.statusCode).toBe(200);
    expect(await flagOf('reset.me@university.edu')).toBe(1);

    const put = await call(t.app, tokens.admin, 'PUT', `/api/admin/users/${edited.id}`, {
      change_password: true,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(put.statusCode).toBe(200);
    expect(await flagOf('edit.me@university.edu')).toBe(1);
  });

  it('does not flag an administrator who sets their own password', async () => {
    const admin = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@university.edu')
      .executeTakeFirstOrThrow();
    const res = await call(t.app, tokens.admin, 'POST', `/api/admin/users/${admin.id}/reset-password`, {
      generate_password: false,
      new_password: PASSWORD,
      new_password_confirmation: PASSWORD,
      notify_user: false,
    });
    expect(res.statusCode).toBe(200);
    expect(await flagOf('admin@university.edu')).toBe(0);
  });
});
