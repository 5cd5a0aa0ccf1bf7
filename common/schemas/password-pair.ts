import { z } from 'zod';
import { PASSWORD_MESSAGES, passwordProblems } from '../passwords';

/** A password box: text, or absent (the refinement says which message applies). */
export const passwordText = z.string({ error: 'Password must be text' }).nullish();

/** Password checks run even when other fields failed, so a form shows every problem at once. */
export const evenWithOtherErrors = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

export interface PasswordPair {
  password: string | null | undefined;
  confirmation: string | null | undefined;
  requiredMessage: string;
  passwordPath: string;
  confirmationPath: string;
}

/** The password rules of product §2.5, reported on the form's fields in the form's order. */
export function checkPasswordPair(pair: PasswordPair, ctx: z.RefinementCtx): void {
  const password = typeof pair.password === 'string' ? pair.password : '';
  if (password === '') {
    ctx.addIssue({ code: 'custom', path: [pair.passwordPath], message: pair.requiredMessage });
  } else {
    const problem = passwordProblems(password)[0];
    if (problem) ctx.addIssue({ code: 'custom', path: [pair.passwordPath], message: problem });
  }
  const confirmation = typeof pair.confirmation === 'string' ? pair.confirmation : '';
  if (confirmation === '') {
    ctx.addIssue({
      code: 'custom',
      path: [pair.confirmationPath],
      message: PASSWORD_MESSAGES.confirmationRequired,
    });
  } else if (password !== '' && confirmation !== password) {
    ctx.addIssue({ code: 'custom', path: [pair.confirmationPath], message: PASSWORD_MESSAGES.mismatch });
  }
}
