import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { body, call, createDemoApp, signIn, type TestApp, type Tokens } from '../../test/setup';

/** The idle and absolute session timeouts are settings, and a change takes effect on the next request. */
let t: TestApp;
let tokens: Tokens;
beforeEach(async () => {
  ({ t, tokens } = await createDemoApp());
});
afterEach(() => t.close());

const MINUTE = 60_000;
const me = (token: string) => call(t.app, token, 'GET', '/api/auth/me');
const put = (payload: unknown) => call(t.app, tokens.admin, 'PUT', '/api/admin/settings', payload);

describe('session timeouts', () => {
  it('refuses values out of range with the setting’s message', async () => {
    for (const [payload, field, message] of [
      [
        { sessionIdleMinutes: 4 },
        'sessionIdleMinutes',
        'Idle timeout must be a whole number of minutes from 5 to 1440',
      ],
      [
        { sessionIdleMinutes: '30' },
        'sessionIdleMinutes',
        'Idle timeout must be a whole number of minutes from 5 to 1440',
      ],
      [
        { sessionAbsoluteHours: 0 },
        'sessionAbsoluteHours',
        'Session lifetime must be a whole number of hours from 1 to 720',
      ],
      [
        { sessionAbsoluteHours: 1.5 },
        'sessionAbsoluteHours',
        'Session lifetime must be a whole number of hours from 1 to 720',
      ],
    ] as const) {
      const res = await put(payload);
      expect(res.statusCode).toBe(422);
      expect(body(res).errors?.[field]).toEqual([message]);
    }
  });

  it('an idle timeout lowered to 30 minutes ends a sign-in unused for 30 minutes', async () => {
    const student = await signIn(t.app, 'student@university.edu');
    t.clock.advance(25 * MINUTE);
    expect((await me(student)).statusCode).toBe(200);
    expect((await put({ sessionIdleMinutes: 30 })).statusCode).toBe(200);
    t.clock.advance(29 * MINUTE);
    expect((await me(student)).statusCode).toBe(200);
    t.clock.advance(30 * MINUTE);
    const expired = await me(student);
    expect(expired.statusCode).toBe(401);
    expect(body(expired).message).toBe('Your session has expired. Please log in again.');
  });

  it('a shorter lifetime ends older sign-ins at once; new sign-ins get it too', async () => {
    const student = await signIn(t.app, 'student@university.edu');
    // Stay active (under the idle timeout) for three hours.
    for (let i = 0; i < 6; i += 1) {
      t.clock.advance(30 * MINUTE);
      expect((await me(student)).statusCode).toBe(200);
    }
    const admin = await signIn(t.app, 'admin@university.edu');
    const change = await call(t.app, admin, 'PUT', '/api/admin/settings', { sessionAbsoluteHours: 2 });
    expect(change.statusCode).toBe(200);
    expect((await me(student)).statusCode).toBe(401);
    const fresh = await signIn(t.app, 'student@university.edu');
    const login = await t.db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(Date.parse(login.expires_at) - Date.parse(login.created_at)).toBe(2 * 60 * MINUTE);
    expect((await me(fresh)).statusCode).toBe(200);
  });
});
