import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '../../../common/passwords';
import { SET_PASSWORD_MESSAGES } from '../../../common/schemas/auth';
import { buildStudent } from '../../db/seed/factories';
import { HOUR } from '../../lib/clock';
import { hashToken } from '../../lib/tokens';
import { body, call, createDemoApp, signIn, type TestApp, type Tokens } from '../../test/setup';
import { outboxMessages, waitForMail } from '../users/test-helpers';

/** Finding 5 of the security review (docs/security.md): no password in any e-mail; a set-password link instead. */
let t: TestApp;
let tokens: Tokens;

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
});
afterAll(async () => t.close());

const CHOSEN = 'Harbour-Lights-42';
const URL = '/api/auth/set-password';
const setPassword = (payload: Record<string, unknown>) => call(t.app, null, 'POST', URL, payload);

function linkTokenIn(mail: string | undefined): string {
  const match = /\/set-password\?token=([A-Za-z0-9_-]{43})/.exec(mail ?? '');
  if (!match) throw new Error(`no set-password link in:\n${mail}`);
  return match[1]!;
}

async function mailTo(email: string) {
  return (await outboxMessages(t)).filter((m) => m.includes(`To: ${email}`)).at(-1);
}

let serial = 0;
/** An account an admin creates with a generated password, asking (as older clients do) to e-mail it. */
async function createdWithWelcome() {
  serial += 1;
  const email = `link.${serial}@university.edu`;
  // A fresh admin session: another test moves the clock past the session's life.
  const admin = await signIn(t.app, 'admin@university.edu');
  const res = await call(t.app, admin, 'POST', '/api/admin/users', {
    name: 'Link Person',
    email,
    role: 'student',
    generate_password: true,
    send_welcome_email: true,
    send_password_in_email: true,
  });
  expect(res.statusCode).toBe(201);
  const generated = (body(res).data as { generated_password: string }).generated_password;
  const mail = await mailTo(email);
  return { email, generated, mail, token: linkTokenIn(mail) };
}

describe('welcome and reset e-mails', () => {
  it('carry a set-password link and never a password, stored only as a hash', async () => {
    const { generated, mail, token } = await createdWithWelcome();
    expect(mail).not.toContain(generated);
    expect(mail).toContain('It works once and expires in 72 hours.');
    const stored = await t.db.selectFrom('password_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toContain(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('sends a link on a reset too, and a newer link replaces the older one', async () => {
    const user = await buildStudent(t.db, { email: 'reset.link@university.edu' });
    const reset = () =>
      call(t.app, tokens.admin, 'POST', `/api/admin/users/${user.id}/reset-password`, {
        generate_password: true,
        notify_user: true,
        send_password_in_email: true,
      });
    const first = await reset();
    const firstToken = linkTokenIn(await mailTo('reset.link@university.edu'));
    expect(await mailTo('reset.link@university.edu')).not.toContain(
      (body(first).data as { generated_password: string }).generated_password,
    );
    await reset();
    const secondToken = linkTokenIn(await mailTo('reset.link@university.edu'));
    expect(secondToken).not.toBe(firstToken);
    const old = await setPassword({ token: firstToken, password: CHOSEN, password_confirmation: CHOSEN });
    expect(old.statusCode).toBe(422);
    expect(body(old).errors?.token).toEqual([SET_PASSWORD_MESSAGES.used]);
    const fresh = await setPassword({ token: secondToken, password: CHOSEN, password_confirmation: CHOSEN });
    expect(fresh.statusCode).toBe(200);
  });

  it('sends links from a bulk import, never the generated passwords', async () => {
    const res = await call(t.app, tokens.admin, 'POST', '/api/admin/users/bulk-create', {
      send_welcome_email: true,
      generate_passwords: true,
      send_password_in_email: true,
      users_data: [{ name: 'Bulk Link', email: 'bulk.link@example.edu' }],
    });
    const generated = (body(res).data as { created_users: { generated_password: string }[] })
      .created_users[0]!.generated_password;
    const mail = await waitForMail(t, 'bulk.link@example.edu');
    expect(mail).not.toContain(generated);
    const token = linkTokenIn(mail);
    expect((await setPassword({ token, password: CHOSEN, password_confirmation: CHOSEN })).statusCode).toBe(
      200,
    );
    await signIn(t.app, 'bulk.link@example.edu', CHOSEN);
  });
});

describe('POST /api/auth/set-password', () => {
  it('sets the password once, without a session, clears the first-sign-in change and ends sessions', async () => {
    const { email, generated, token } = await createdWithWelcome();
    const session = await signIn(t.app, email, generated);
    const res = await setPassword({ token, password: CHOSEN, password_confirmation: CHOSEN });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({
      success: true,
      status: 200,
      message: SET_PASSWORD_MESSAGES.done,
      data: { email },
    });
    expect(res.cookies).toEqual([]);
    expect((await call(t.app, session, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: CHOSEN },
    });
    expect(login.statusCode).toBe(200);
    expect(body(login).data).toMatchObject({ user: { must_change_password: false } });
    const audit = await t.db
      .selectFrom('audit_logs')
      .select('details')
      .where('action', '=', 'auth.password_set')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.details).not.toContain(CHOSEN);
    expect(audit.details).not.toContain(token);

    const again = await setPassword({
      token,
      password: 'Another-Lantern-9',
      password_confirmation: 'Another-Lantern-9',
    });
    expect(again.statusCode).toBe(422);
    expect(body(again).errors).toEqual({ token: [SET_PASSWORD_MESSAGES.used] });
  });

  it('refuses an expired link with 422', async () => {
    const { token } = await createdWithWelcome();
    t.clock.advance(72 * HOUR + 1000);
    const res = await setPassword({ token, password: CHOSEN, password_confirmation: CHOSEN });
    expect(res.statusCode).toBe(422);
    expect(body(res)).toMatchObject({
      message: SET_PASSWORD_MESSAGES.expired,
      errors: { token: [SET_PASSWORD_MESSAGES.expired] },
    });
  });

  it.each([
    [{ token: 'x'.repeat(43) }, 'token', SET_PASSWORD_MESSAGES.invalid],
    [{ token: '' }, 'token', SET_PASSWORD_MESSAGES.tokenRequired],
    [{ token: undefined }, 'token', SET_PASSWORD_MESSAGES.tokenRequired],
    [{ token: 'x'.repeat(100_000) }, 'token', SET_PASSWORD_MESSAGES.invalid],
    [{ token: "' OR 1=1 --" }, 'token', SET_PASSWORD_MESSAGES.invalid],
  ])('refuses a bad token %# with 422 and a clear message', async (overrides, field, message) => {
    const res = await setPassword({ password: CHOSEN, password_confirmation: CHOSEN, ...overrides });
    expect(res.statusCode).toBe(422);
    expect(body(res).errors?.[field]).toEqual([message]);
  });

  it('applies the password policy with the product messages, and keeps the link usable', async () => {
    const { token } = await createdWithWelcome();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: '', password_confirmation: '' }, 'password', PASSWORD_MESSAGES.newRequired],
      [
        { password: 'Ab1', password_confirmation: 'Ab1' },
        'password',
        'Password must be at least 8 characters long',
      ],
      [
        { password: CHOSEN, password_confirmation: 'Different-1' },
        'password_confirmation',
        PASSWORD_MESSAGES.mismatch,
      ],
      [{ password: 'Password1', password_confirmation: 'Password1' }, 'password', PASSWORD_MESSAGES.common],
    ];
    for (const [payload, field, message] of cases) {
      const res = await setPassword({ token, ...payload });
      expect([res.statusCode, payload]).toEqual([422, payload]);
      expect(body(res).errors?.[field]).toEqual([message]);
    }
    expect((await setPassword({ token, password: CHOSEN, password_confirmation: CHOSEN })).statusCode).toBe(
      200,
    );
  });

  it('answers 400 for wrong JSON types rather than crashing', async () => {
    const res = await setPassword({ token: 12, password: ['x'], password_confirmation: {} });
    expect([400, 422]).toContain(res.statusCode);
    expect(body(res).success).toBe(false);
  });
});
