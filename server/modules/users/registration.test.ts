import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '../../../common/schemas/users';
import { body, call, createDemoApp, signIn, type TestApp, type Tokens } from '../../test/setup';
import { multipartBody, userId } from '../../test/tickets';

/**
 * The "User registration" setting (decision 0035): off, no path creates an account (409 with the common
 * message, nothing written, not even an audit row); existing accounts keep working; on again, accounts are
 * created as before. Runs on SQLite and PostgreSQL.
 */
let t: TestApp;
let tokens: Tokens;

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
});
afterAll(async () => t.close());

const switchRegistration = async (on: boolean) => {
  const res = await call(t.app, tokens.admin, 'PUT', '/api/admin/settings', { userRegistration: on });
  expect(res.statusCode).toBe(200);
};

const newUser = (email: string) => ({
  name: 'New Person',
  email,
  role: 'student',
  status: 'active',
  generate_password: true,
  send_welcome_email: false,
});

const addUser = (email: string) => call(t.app, tokens.admin, 'POST', '/api/admin/users', newUser(email));
const bulkCreate = (email: string) =>
  call(t.app, tokens.admin, 'POST', '/api/admin/users/bulk-create', {
    users_data: [{ name: 'Bulk Person', email }],
  });
function importCsv(email: string) {
  const { payload, headers } = multipartBody({}, [
    { name: 'users.csv', content: `name,email\nCsv Person,${email}\n`, type: 'text/csv', field: 'csv_file' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/users/bulk-create',
    payload,
    headers: { ...headers, authorization: `Bearer ${tokens.admin}` },
  });
}

const counts = async () => ({
  users: Number(
    (
      await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  audit: Number(
    (
      await t.db
        .selectFrom('audit_logs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

describe('the User registration setting', () => {
  it('creates accounts while on (201 one by one, 200 in bulk and by CSV)', async () => {
    expect((await addUser('open.one@example.edu')).statusCode).toBe(201);
    const bulk = await bulkCreate('open.two@example.edu');
    expect(bulk.statusCode).toBe(200);
    expect(body(bulk).data).toMatchObject({ summary: { successful: 1 } });
    const csv = await importCsv('open.three@example.edu');
    expect(csv.statusCode).toBe(200);
    expect(body(csv).data).toMatchObject({ summary: { successful: 1 } });
  });

  it.each([
    ['Add user', () => addUser('closed.one@example.edu')],
    ['bulk create', () => bulkCreate('closed.two@example.edu')],
    ['CSV import', () => importCsv('closed.three@example.edu')],
  ])('refuses %s with 409 while off and writes nothing', async (_path, send) => {
    await switchRegistration(false);
    const before = await counts();
    const res = await send();
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe(USER_MESSAGES.registrationOff);
    expect(await counts()).toEqual(before);
  });

  it('still answers 401 signed out and 403 to staff while off', async () => {
    await switchRegistration(false);
    expect((await call(t.app, null, 'POST', '/api/admin/users', newUser('x@example.edu'))).statusCode).toBe(
      401,
    );
    const staff = await call(t.app, tokens.counselor, 'POST', '/api/admin/users', newUser('x@example.edu'));
    expect(staff.statusCode).toBe(403);
  });

  it('keeps sign-in, edits and role changes of existing accounts working while off', async () => {
    await switchRegistration(false);
    expect(await signIn(t.app, 'student2@university.edu')).toBeTruthy();
    const id = await userId(t.db, 'open.one@example.edu');
    const res = await call(t.app, tokens.admin, 'PUT', `/api/admin/users/${id}`, {
      name: 'Renamed Person',
      role: 'advisor',
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({ user: { name: 'Renamed Person', role: 'advisor' } });
  });

  it('creates accounts again once switched back on', async () => {
    await switchRegistration(false);
    await switchRegistration(true);
    expect((await addUser('closed.one@example.edu')).statusCode).toBe(201);
    expect((await importCsv('closed.three@example.edu')).statusCode).toBe(200);
    expect(await userId(t.db, 'closed.three@example.edu')).toBeGreaterThan(0);
  });
});
