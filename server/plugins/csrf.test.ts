import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createDemoApp, type TestApp, type Tokens } from '../test/setup';
import { multipartBody } from '../test/tickets';
import { CROSS_SITE_MESSAGE } from './csrf';

/** Finding 5 of the security review (docs/security.md): CSRF resting on SameSite alone. */
let t: TestApp;
let tokens: Tokens;

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp({
    appUrl: 'https://support.university.edu',
    allowedOrigins: ['https://staff.university.edu'],
  }));
});
afterAll(async () => t.close());

let serial = 0;
function createAdmin(headers: Record<string, string>, withCookie = true) {
  serial += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers,
    ...(withCookie ? { cookies: { hub_session: tokens.admin } } : {}),
    payload: {
      name: 'Forged Admin',
      email: `forged.${serial}@attacker.example`,
      role: 'admin',
      password: 'Tr1cky-Lantern',
      password_confirmation: 'Tr1cky-Lantern',
      send_welcome_email: false,
    },
  });
}

const userCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('cross-site requests with the session cookie', () => {
  it('refuses a change whose Origin is another site, even another subdomain, and changes nothing', async () => {
    const before = await userCount();
    for (const origin of ['https://evil.university.edu', 'https://attacker.example', 'null']) {
      const res = await createAdmin({ origin });
      expect(res.statusCode).toBe(403);
      expect(body(res)).toEqual({ success: false, status: 403, message: CROSS_SITE_MESSAGE });
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses a multipart bulk import from another subdomain before reading it', async () => {
    const { payload, headers } = multipartBody({ send_welcome_email: 'true', generate_passwords: 'true' }, [
      {
        name: 'users.csv',
        content: 'name,email,role\nEvil Admin,evil.admin@attacker.example,admin\n',
        type: 'text/csv',
        field: 'csv_file',
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/bulk-create',
      payload,
      headers: { ...headers, origin: 'https://evil.university.edu' },
      cookies: { hub_session: tokens.admin },
    });
    expect(res.statusCode).toBe(403);
    const created = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'evil.admin@attacker.example')
      .execute();
    expect(created).toEqual([]);
  });

  it('judges by Referer when there is no Origin', async () => {
    expect((await createAdmin({ referer: 'https://evil.university.edu/page' })).statusCode).toBe(403);
    expect((await createAdmin({ referer: 'https://support.university.edu/admin/users' })).statusCode).toBe(
      201,
    );
  });

  it("accepts the hub's own origins: APP_URL, the Host it was reached at, and ALLOWED_ORIGINS", async () => {
    expect((await createAdmin({ origin: 'https://support.university.edu' })).statusCode).toBe(201);
    expect(
      (await createAdmin({ origin: 'http://hub.internal:3000', host: 'hub.internal:3000' })).statusCode,
    ).toBe(201);
    expect((await createAdmin({ origin: 'https://staff.university.edu' })).statusCode).toBe(201);
  });

  it('leaves requests with neither header (curl, API clients), bearer tokens and reads alone', async () => {
    expect((await createAdmin({})).statusCode).toBe(201);
    const bearer = await createAdmin(
      { origin: 'https://evil.university.edu', authorization: `Bearer ${tokens.admin}` },
      false,
    );
    expect(bearer.statusCode).toBe(201);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { origin: 'https://evil.university.edu' },
      cookies: { hub_session: tokens.admin },
    });
    expect(read.statusCode).toBe(200);
  });

  it('also covers sign-out, PUT, PATCH and DELETE', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.university.edu' },
      cookies: { hub_session: tokens.student },
    });
    expect(res.statusCode).toBe(403);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const other = await t.app.inject({
        method,
        url: '/api/notifications/1',
        headers: { origin: 'https://evil.university.edu' },
        cookies: { hub_session: tokens.student },
      });
      expect(other.statusCode).toBe(403);
    }
  });
});
