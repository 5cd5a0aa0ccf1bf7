import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../common/schemas/auth';
import { seedDemoData } from '../../db/seed';
import { buildStudent } from '../../db/seed/factories';
import { HOUR, MINUTE } from '../../lib/clock';
import { authed, body, createTestApp, signIn, type TestApp } from '../../test/setup';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
});
afterAll(async () => t.close());

// Each test starts with a clean throttle so failures of one case do not lock out the next.
beforeEach(async () => {
  await t.db.deleteFrom('sign_in_attempts').execute();
});

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, headers });

describe('POST /api/auth/login', () => {
  it('signs in with the right pair and answers token, user, expiry and an httpOnly cookie', async () => {
    const res = await login({ email: 'student@university.edu', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const json = body(res);
    expect(json).toMatchObject({ success: true, status: 200, message: 'Login successful' });
    const data = json.data as { token: string; user: Record<string, unknown>; expires_at: string };
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    expect(data.user).toMatchObject({
      email: 'student@university.edu',
      role: 'student',
      status: 'active',
      initials: 'JM',
    });
    expect(data.user).not.toHaveProperty('password_hash');
    expect(res.body).not.toContain('argon2');
    expect(Date.parse(data.expires_at)).toBeGreaterThan(Date.now());
    const cookie = res.cookies.find((c) => c.name === 'hub_session');
    expect(cookie).toMatchObject({ value: data.token, httpOnly: true, sameSite: 'Strict', path: '/' });
  });

  it('stores only a hash of the token and issues a new token on every login', async () => {
    const first = await signIn(t.app, 'student2@university.edu');
    const second = await signIn(t.app, 'student2@university.edu');
    expect(first).not.toBe(second);
    const rows = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(first);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('upgrades a password hash made with lighter settings at the next sign-in', async () => {
    const { hash } = await import('@node-rs/argon2');
    const light = await hash('Generated-Pass-42', {
      algorithm: 2,
      memoryCost: 4096,
      timeCost: 1,
      parallelism: 1,
    });
    const student = await buildStudent(t.db, { email: 'imported@university.edu' });
    await t.db.updateTable('users').set({ password_hash: light }).where('id', '=', student.id).execute();
    expect(
      (await login({ email: 'imported@university.edu', password: 'Generated-Pass-42' })).statusCode,
    ).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(
      (await login({ email: 'imported@university.edu', password: 'Generated-Pass-42' })).statusCode,
    ).toBe(200);
  });

  it('accepts the email in any letter case', async () => {
    const res = await login({ email: '  Student@University.EDU ', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('returns 401 "Invalid email or password" for a wrong password', async () => {
    const res = await login({ email: 'student@university.edu', password: 'Wrong-password1' });
    expect(res.statusCode).toBe(401);
    expect(body(res)).toEqual({ success: false, status: 401, message: 'Invalid email or password' });
  });

  it('returns the same 401 for an unknown account', async () => {
    const res = await login({ email: 'nobody@university.edu', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(body(res).message).toBe('Invalid email or password');
  });

  it('returns 403 for an inactive account and for a suspended one', async () => {
    const inactive = await login({ email: 'noah.brooks@university.edu', password: DEMO_PASSWORD });
    expect(inactive.statusCode).toBe(403);
    expect(body(inactive).message).toBe('Your account is inactive. Please contact an administrator.');
    const suspended = await login({ email: 'devon.park@university.edu', password: DEMO_PASSWORD });
    expect(suspended.statusCode).toBe(403);
    expect(body(suspended).message).toBe('Your account has been suspended. Please contact an administrator.');
  });

  it('does not reveal the account status to a wrong password', async () => {
    const res = await login({ email: 'noah.brooks@university.edu', password: 'not-it' });
    expect(res.statusCode).toBe(401);
  });

  it('returns 422 with the field messages when fields are missing', async () => {
    const res = await login({});
    expect(res.statusCode).toBe(422);
    expect(body(res).errors).toEqual({ email: ['Email is required'], password: ['Password is required'] });
  });

  it('returns 422 for an email that is not an email and an empty password', async () => {
    const res = await login({ email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(422);
    expect(body(res).errors).toMatchObject({
      email: ['Please enter a valid email address'],
      password: ['Password is required'],
    });
  });

  it('returns 400 for wrong types and for a body that is not an object', async () => {
    expect((await login({ email: 42, password: ['x'] })).statusCode).toBe(400);
    const arr = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '["a"]',
    });
    expect(arr.statusCode).toBe(400);
  });

  it('returns 400 for malformed JSON without echoing internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({ success: false, status: 400, message: 'The request body is not valid JSON' });
  });

  it('returns 422 for a password beyond the length limit and never crashes on hostile text', async () => {
    const huge = await login({ email: 'student@university.edu', password: 'x'.repeat(5000) });
    expect(huge.statusCode).toBe(422);
    const sqlish = await login({ email: "a'; DROP TABLE users;--@x.io", password: "' OR '1'='1" });
    expect([401, 422]).toContain(sqlish.statusCode);
    const script = await login({
      email: '<script>alert(1)</script>@x.io',
      password: '<img src=x onerror=alert(1)>',
    });
    expect([401, 422]).toContain(script.statusCode);
    expect(await t.db.selectFrom('users').select('id').execute()).not.toHaveLength(0);
  });

  it('returns 413 for a body over the size limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(body(res).success).toBe(false);
  });

  it('returns 415 for a content type it does not take', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
  });

  it('writes sign-ins and failed sign-ins to the audit log without the password', async () => {
    await login({ email: 'student2@university.edu', password: 'Secret-Guess-77' });
    await login({ email: 'student2@university.edu', password: DEMO_PASSWORD });
    const rows = await t.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', 'in', ['auth.sign_in', 'auth.sign_in_failed'])
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(rows.map((r) => r.action)).toEqual(['auth.sign_in', 'auth.sign_in_failed']);
    for (const row of rows) {
      expect(row.ip).toBeTruthy();
      expect(row.created_at).toMatch(/Z$/);
      expect(row.details).not.toContain('Secret-Guess-77');
      expect(row.details).not.toContain(DEMO_PASSWORD);
    }
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 to this address after its free failures, even with the right password, until the delay passes', async () => {
    const free = t.config.signInLimit.freeFailures;
    for (let i = 0; i < free; i += 1) {
      const res = await login({ email: 'student2@university.edu', password: `wrong-${i}` });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login({ email: 'student2@university.edu', password: DEMO_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked).message).toMatch(
      /^Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    t.clock.advance(15 * MINUTE + 1000);
    expect((await login({ email: 'student2@university.edu', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('limits an address that tries many accounts', async () => {
    for (let i = 0; i < 10; i += 1) {
      await login({ email: `guess${i}@university.edu`, password: 'wrong' });
    }
    const res = await login({ email: 'counselor@university.edu', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(429);
    const audit = await t.db
      .selectFrom('audit_logs')
      .select('details')
      .where('action', '=', 'auth.sign_in_failed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.details).toContain('rate_limited');
  });
});

describe('POST /api/auth/demo-login', () => {
  it.each([
    ['student', 'student@university.edu'],
    ['counselor', 'counselor@university.edu'],
    ['advisor', 'advisor@university.edu'],
    ['admin', 'admin@university.edu'],
  ])('signs in the %s demo account', async (role, email) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: { role } });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({ user: { email, role } });
    expect(res.cookies.some((c) => c.name === 'hub_session')).toBe(true);
  });

  it('returns 422 for a role that does not exist', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/demo-login',
      payload: { role: 'superuser' },
    });
    expect(res.statusCode).toBe(422);
    expect(body(res).errors?.role).toEqual(['Role must be one of student, counselor, advisor or admin']);
  });

  it('returns 404 when demo mode is off', async () => {
    const off = await createTestApp({ demoMode: false });
    try {
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/auth/demo-login',
        payload: { role: 'student' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('GET /api/auth/me', () => {
  it('returns 401 when signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(body(res)).toEqual({ success: false, status: 401, message: 'Please sign in to continue' });
  });

  it('returns 401 for a made-up token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', ...authed('x'.repeat(43)) });
    expect(res.statusCode).toBe(401);
  });

  it('answers the user for a bearer token and for the session cookie', async () => {
    const token = await signIn(t.app, 'advisor@university.edu');
    const bearer = await t.app.inject({ method: 'GET', url: '/api/auth/me', ...authed(token) });
    expect(bearer.statusCode).toBe(200);
    expect(body(bearer).data).toMatchObject({ user: { email: 'advisor@university.edu', role: 'advisor' } });
    const cookie = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { hub_session: token },
    });
    expect(cookie.statusCode).toBe(200);
  });

  it('expires a session left idle for 2 hours', async () => {
    const token = await signIn(t.app, 'advisor@university.edu');
    t.clock.advance(2 * HOUR + 1000);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', ...authed(token) });
    expect(res.statusCode).toBe(401);
    expect(body(res).message).toBe('Your session has expired. Please log in again.');
  });

  it('keeps an active session alive past the idle limit but not past 12 hours', async () => {
    const token = await signIn(t.app, 'advisor@university.edu');
    for (let elapsed = 0; elapsed < 11; elapsed += 1) {
      t.clock.advance(HOUR);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', ...authed(token) })).statusCode).toBe(
        200,
      );
    }
    t.clock.advance(HOUR);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', ...authed(token) });
    expect(res.statusCode).toBe(401);
  });

  it('ends the sessions of an account as soon as it is deactivated', async () => {
    const student = await buildStudent(t.db, { email: 'leaving@university.edu' });
    const token = await signIn(t.app, student.email);
    await t.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', student.id).execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', ...authed(token) })).statusCode).toBe(
      401,
    );
  });

  it('revokes every session of an account at once', async () => {
    const student = await buildStudent(t.db);
    const a = await signIn(t.app, student.email);
    const b = await signIn(t.app, student.email);
    expect(await t.app.auth.revokeAllSessions(student.id)).toBe(2);
    for (const token of [a, b]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', ...authed(token) })).statusCode).toBe(
        401,
      );
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('returns 401 when signed out', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });

  it('ends the session at once, clears the cookie and writes the audit log', async () => {
    const token = await signIn(t.app, 'counselor@university.edu');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', ...authed(token) });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ success: true, message: 'Logged out successfully' });
    const cleared = res.cookies.find((c) => c.name === 'hub_session');
    expect(cleared?.value).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', ...authed(token) })).statusCode).toBe(
      401,
    );
    const row = await t.db
      .selectFrom('audit_logs')
      .select(['action', 'actor_id'])
      .where('action', '=', 'auth.sign_out')
      .executeTakeFirstOrThrow();
    expect(row.actor_id).not.toBeNull();
  });
});
