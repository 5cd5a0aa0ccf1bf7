/**
 * Password rules, strength meter and generator (product §2.5 and §9), shared by the server and the browser
 * forms. No Node or DOM APIs beyond Web Crypto (`crypto.getRandomValues`), which both provide.
 * The common-password list is checked on the server only (server/lib/common-passwords.ts): it is too large
 * to ship to every browser.
 */
import { LIMITS } from './limits';

export const PASSWORD_RULES = { min: LIMITS.password.min, max: LIMITS.password.max } as const;

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  newRequired: 'New password is required',
  confirmationRequired: 'Password confirmation is required',
  mismatch: 'Passwords do not match',
  tooShort: 'Password must be at least 8 characters long',
  tooLong: 'Password must not exceed 128 characters',
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  common: 'This password is too common. Please choose a less common password.',
  weak: 'This password is too easy to guess. Please use a longer password with words that are not about the university or you.',
} as const;

/**
 * Words an attacker tries first against this hub's accounts: scored as known words by the strength check
 * (server/lib/password-policy.ts), with the account's own name and e-mail and the hub's address.
 */
export const HUB_PASSWORD_WORDS = [
  'university',
  'student',
  'students',
  'hub',
  'support',
  'counsel',
  'counselor',
  'counsellor',
  'counseling',
  'counselling',
  'advisor',
  'campus',
  'northfield',
  'wellbeing',
  'ticket',
] as const;

/** The least zxcvbn score (0-4) a chosen password needs: 3, "safely unguessable" for online attacks. */
export const MIN_PASSWORD_SCORE = 3;

/** Every rule the password breaks, in the product's order; the forms show the first. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_RULES.min) problems.push(PASSWORD_MESSAGES.tooShort);
  if (password.length > PASSWORD_RULES.max) problems.push(PASSWORD_MESSAGES.tooLong);
  if (!/[A-Z]/.test(password)) problems.push(PASSWORD_MESSAGES.uppercase);
  if (!/[a-z]/.test(password)) problems.push(PASSWORD_MESSAGES.lowercase);
  if (!/[0-9]/.test(password)) problems.push(PASSWORD_MESSAGES.number);
  return problems;
}

export type PasswordStrengthLabel = 'Weak' | 'Medium' | 'Strong';

export interface PasswordStrength {
  /** 0 to 6: one point each for length >= 8, length >= 12, lowercase, uppercase, digit, special character. */
  score: number;
  label: PasswordStrengthLabel;
}

/** The strength meter of product §2.5: 0-2 Weak, 3-4 Medium, 5-6 Strong. */
export function passwordStrength(password: string): PasswordStrength {
  const checks = [
    password.length >= 8,
    password.length >= 12,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /[0-9]/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ];
  const score = checks.filter(Boolean).length;
  return { score, label: score <= 2 ? 'Weak' : score <= 4 ? 'Medium' : 'Strong' };
}

export const GENERATED_PASSWORD_LENGTH = 12;

const UPPERCASE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWERCASE = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
export const PASSWORD_SPECIALS = '!@#$%^&*';
const ALL = UPPERCASE + LOWERCASE + DIGITS + PASSWORD_SPECIALS;

/** A uniform integer in [0, max) from the cryptographic source, without modulo bias. */
function randomBelow(max: number): number {
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0]!;
    if (value < limit) return value % max;
  }
}

function pick(alphabet: string): string {
  return alphabet[randomBelow(alphabet.length)]!;
}

/**
 * A password of product §2.9: 12 characters with at least one uppercase letter, lowercase letter, digit and
 * one of !@#$%^&*, every character from the cryptographic random source, then shuffled (Fisher-Yates).
 */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  const size = Math.max(length, 4);
  const chars = [pick(UPPERCASE), pick(LOWERCASE), pick(DIGITS), pick(PASSWORD_SPECIALS)];
  while (chars.length < size) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomBelow(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
