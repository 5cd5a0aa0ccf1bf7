import { describe, expect, it } from 'vitest';
import {
  GENERATED_PASSWORD_LENGTH,
  generatePassword,
  PASSWORD_MESSAGES,
  passwordProblems,
  passwordStrength,
} from './passwords';
import { userCreateFormSchema, userResetPasswordSchema } from './schemas/users';

describe('passwordProblems', () => {
  it('lists the broken rules in the spec order', () => {
    expect(passwordProblems('abc')).toEqual([
      PASSWORD_MESSAGES.tooShort,
      PASSWORD_MESSAGES.uppercase,
      PASSWORD_MESSAGES.number,
    ]);
    expect(passwordProblems('Abcdefg1')).toEqual([]);
    expect(passwordProblems(`Aa1${'x'.repeat(126)}`)).toEqual([PASSWORD_MESSAGES.tooLong]);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abcdefgh', 2, 'Weak'],
    ['Abcdefgh', 3, 'Medium'],
    ['Abcdefgh1', 4, 'Medium'],
    ['Abcdefgh1!', 5, 'Strong'],
    ['Abcdefghijk1!', 6, 'Strong'],
  ])('scores %j as %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
});

describe('generatePassword', () => {
  it('makes 12 characters with an uppercase, lowercase, digit and special character every time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i += 1) {
      const password = generatePassword();
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(password).toMatch(/^[A-Za-z0-9!@#$%^&*]+$/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[!@#$%^&*]/);
      expect(passwordProblems(password)).toEqual([]);
      seen.add(password);
    }
    expect(seen.size).toBe(500);
  });
});

describe('user form schemas', () => {
  it('shows the form wording and every problem at once', () => {
    const result = userCreateFormSchema.safeParse({
      name: ' ',
      email: 'x',
      role: '',
      password: 'short',
      password_confirmation: 'other',
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      name: 'Full name is required',
      email: 'Please enter a valid email address',
      role: 'Role is required',
      password: 'Password must be at least 8 characters long',
      password_confirmation: 'Passwords do not match',
    });
  });

  it('needs no password when one is generated', () => {
    expect(userResetPasswordSchema.safeParse({ generate_password: true, notify_user: true }).success).toBe(
      true,
    );
    expect(
      userCreateFormSchema.safeParse({
        name: 'A B',
        email: 'a@b.co',
        role: 'student',
        generate_password: true,
      }).success,
    ).toBe(true);
  });
});
