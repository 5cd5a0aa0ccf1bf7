import { z } from 'zod';
import { PASSWORD_MESSAGES } from '../passwords';
import { ROLES } from '../permissions';
import { checkPasswordPair, evenWithOtherErrors, passwordText } from './password-pair';

const requiredString = (required: string) =>
  z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? required
        : `${required.replace(' is required', '')} must be text`,
  });

/** Product §1.5.4: email and password required; the email field is of email type. */
export const loginSchema = z.object({
  email: requiredString('Email is required')
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must not exceed 254 characters')
    .pipe(z.email('Please enter a valid email address')),
  password: requiredString('Password is required')
    .min(1, 'Password is required')
    .max(1024, 'Password must not exceed 1024 characters'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const demoRoleSchema = z.enum(ROLES, {
  error: 'Role must be one of student, counselor, advisor or admin',
});

export const demoLoginSchema = z.object({ role: demoRoleSchema });
export type DemoLoginInput = z.infer<typeof demoLoginSchema>;

export const userStatusSchema = z.enum(['active', 'inactive', 'suspended']);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** The signed-in user as the API shows it (contract "Authentication"). */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: userStatusSchema,
  display_name: z.string(),
  initials: z.string(),
  phone: z.string().nullable(),
  student_id: z.string().nullable(),
  employee_id: z.string().nullable(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  /** True until the account has chosen its own password (decision 0007); nothing else is served until then. */
  must_change_password: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
  expires_at: z.string(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const meResultSchema = z.object({ user: sessionUserSchema });

export const PASSWORD_CHANGE_MESSAGES = {
  currentRequired: 'Current password is required',
  currentIncorrect: 'Current password is incorrect',
  sameAsCurrent: 'The new password must be different from the current one',
  changed: 'Password changed successfully',
  /** Product §2.9: the on-screen sentence wherever a password is set. */
  notice:
    'A changed password invalidates all sessions and requires a new login, and new users must change the password on first login.',
} as const;

/** POST /api/auth/change-password: the signed-in user's own new password (product §2.5 rules). */
export const changePasswordSchema = z
  .object({
    current_password: passwordText,
    password: passwordText,
    password_confirmation: passwordText,
  })
  .superRefine((value, ctx) => {
    const current = typeof value.current_password === 'string' ? value.current_password : '';
    if (current === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['current_password'],
        message: PASSWORD_CHANGE_MESSAGES.currentRequired,
      });
    } else if (current.length > 1024) {
      ctx.addIssue({
        code: 'custom',
        path: ['current_password'],
        message: 'Current password must not exceed 1024 characters',
      });
    }
    checkPasswordPair(
      {
        password: value.password,
        confirmation: value.password_confirmation,
        requiredMessage: PASSWORD_MESSAGES.newRequired,
        passwordPath: 'password',
        confirmationPath: 'password_confirmation',
      },
      ctx,
    );
  }, evenWithOtherErrors);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type ChangePasswordFormValues = z.input<typeof changePasswordSchema>;

/** Set-password links (docs/security.md): sent instead of a password in welcome and reset e-mails. */
export const SET_PASSWORD_LINK_HOURS = 72;

export const SET_PASSWORD_MESSAGES = {
  tokenRequired: 'This link is incomplete. Open the link from your e-mail again.',
  invalid: 'This link is not valid. Ask your administrator to send you a new one.',
  expired: 'This link has expired. Ask your administrator to send you a new one.',
  used: 'This link has already been used. Sign in with your password, or ask your administrator for a new link.',
  done: 'Your password has been set. You can now sign in with it.',
} as const;

/** POST /api/auth/set-password: a new password chosen through a set-password link. */
export const setPasswordSchema = z
  .object({
    token: z.string({ error: SET_PASSWORD_MESSAGES.invalid }).nullish(),
    password: passwordText,
    password_confirmation: passwordText,
  })
  .superRefine((value, ctx) => {
    const token = typeof value.token === 'string' ? value.token.trim() : '';
    if (token === '') {
      ctx.addIssue({ code: 'custom', path: ['token'], message: SET_PASSWORD_MESSAGES.tokenRequired });
    } else if (token.length > 256) {
      ctx.addIssue({ code: 'custom', path: ['token'], message: SET_PASSWORD_MESSAGES.invalid });
    }
    checkPasswordPair(
      {
        password: value.password,
        confirmation: value.password_confirmation,
        requiredMessage: PASSWORD_MESSAGES.newRequired,
        passwordPath: 'password',
        confirmationPath: 'password_confirmation',
      },
      ctx,
    );
  }, evenWithOtherErrors);
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;
export type SetPasswordFormValues = z.input<typeof setPasswordSchema>;

export const setPasswordResultSchema = z.object({ email: z.string() });
export type SetPasswordResult = z.infer<typeof setPasswordResultSchema>;

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo-accounts';

/** First letters of up to two words of the name (product §2.3). */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}
