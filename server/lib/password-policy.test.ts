import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '../../common/passwords';
import { DEMO_PASSWORD } from '../../common/schemas/auth';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../test/setup';
import { chosenPasswordProblem, passwordScore, personalWords } from './password-policy';

describe('password strength (zxcvbn, score 3 or more)', () => {
  it('refuses the weak passwords the review found, and ones built from the hub or the person', () => {
    for (const weak of ['University1', 'Summer2024!', 'Student2024!', 'Northfield1!', 'Counselor99!']) {
      expect(chosenPasswordProblem(weak), weak).not.toBeNull();
    }
    const mine = personalWords(
      'Maria Gonzalez',
      'maria.gonzalez@university.edu',
      'https://support.northfield.edu',
    );
    expect(mine).toEqual(expect.arrayContaining(['maria', 'gonzalez', 'support', 'northfield']));
    expect(chosenPasswordProblem('Gonzalez2024!', mine)).toBe(PASSWORD_MESSAGES.weak);
    expect(chosenPasswordProblem('Password1')).toBe(PASSWORD_MESSAGES.common);
  });

  it('accepts passwords that are hard to guess', () => {
    for (const strong of [
      'Quiet-Harbour-Lantern-42',
      'Gx7!pq2LmZ9a',
      'Tr0ub4dor&3-Kite',
      'NewPassword456!',
    ]) {
      expect(chosenPasswordProblem(strong), strong).toBeNull();
    }
    expect(passwordScore(`A1b!${'x'.repeat(124)}`)).toBe(4);
  });

  it('would refuse the demo password if it were chosen (demo accounts are seeded directly)', () => {
    expect(chosenPasswordProblem(DEMO_PASSWORD)).not.toBeNull();
  });
});

describe('the rule on every route that sets a chosen password', () => {
  let t: TestApp;
  let tokens: Tokens;
  beforeAll(async () => {
    ({ t, tokens } = await createDemoApp());
  });
  afterAll(async () => t.close());

  it('refuses a weak password when an admin creates, edits or resets an account', async () => {
    const create = await call(t.app, tokens.admin, 'POST', '/api/admin/users', {
      name: 'Weak Password',
      email: 'weak.password@university.edu',
      role: 'student',
      password: 'University1',
      password_confirmation: 'University1',
    });
    expect(create.statusCode).toBe(422);
    expect(body(create).errors).toEqual({ password: [PASSWORD_MESSAGES.weak] });
    const ok = await call(t.app, tokens.admin, 'POST', '/api/admin/users', {
      name: 'Strong Password',
      email: 'strong.password@university.edu',
      role: 'student',
      password: 'Quiet-Harbour-Lantern-42',
      password_confirmation: 'Quiet-Harbour-Lantern-42',
    });
    expect(ok.statusCode).toBe(201);
    const id = (body(ok).data as { user: { id: number } }).user.id;
    const reset = await call(t.app, tokens.admin, 'POST', `/api/admin/users/${id}/reset-password`, {
      generate_password: false,
      new_password: 'Summer2024!',
      new_password_confirmation: 'Summer2024!',
    });
    expect(reset.statusCode).toBe(422);
    expect(body(reset).errors?.new_password).toEqual([PASSWORD_MESSAGES.weak]);
  });

  it('refuses a weak new password at change-password and keeps the old one', async () => {
    const res = await call(t.app, tokens.student2, 'POST', '/api/auth/change-password', {
      current_password: DEMO_PASSWORD,
      password: 'Summer2024!',
      password_confirmation: 'Summer2024!',
    });
    expect(res.statusCode).toBe(422);
    expect(body(res).errors?.password).toEqual([PASSWORD_MESSAGES.weak]);
    const login = await call(t.app, null, 'POST', '/api/auth/login', {
      email: 'student2@university.edu',
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });
});
