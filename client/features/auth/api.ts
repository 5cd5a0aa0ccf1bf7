import { z } from 'zod';
import { normalizeRole } from '../../../common/permissions';
import { noDataSchema } from '../../../common/schemas/api';
import {
  type ChangePasswordInput,
  type DemoLoginInput,
  type LoginInput,
  type SessionUser,
  sessionUserSchema,
} from '../../../common/schemas/auth';
import { apiRequest, isApiError } from '../../api/client';

/** The contract's user, except that a missing or unknown role counts as student (product §1.1). */
const clientUserSchema = sessionUserSchema.extend({ role: z.unknown().transform(normalizeRole) });
const meSchema = z.object({ user: clientUserSchema });
const signInSchema = z.object({ user: clientUserSchema, expires_at: z.string() });

export type SignInResult = z.infer<typeof signInSchema>;

/** The signed-in user, or null when the session cookie is missing or no longer valid (401). */
export async function fetchSession(): Promise<SessionUser | null> {
  try {
    const { user } = await apiRequest('GET', '/auth/me', undefined, { schema: meSchema });
    return user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

// The token in the answer is not kept: the browser rides on the httpOnly session cookie.
export function login(input: LoginInput): Promise<SignInResult> {
  return apiRequest('POST', '/auth/login', input, { schema: signInSchema });
}

export function demoLogin(input: DemoLoginInput): Promise<SignInResult> {
  return apiRequest('POST', '/auth/demo-login', input, { schema: signInSchema });
}

/** The user's own new password; the answer carries the fresh session that replaces every earlier one. */
export function changePassword(input: ChangePasswordInput): Promise<SignInResult> {
  return apiRequest('POST', '/auth/change-password', input, { schema: signInSchema });
}

export async function logout(): Promise<void> {
  try {
    await apiRequest('POST', '/auth/logout', undefined, { schema: noDataSchema });
  } catch (error) {
    // An expired session is already signed out, which is what was asked for.
    if (isApiError(error) && error.status === 401) return;
    throw error;
  }
}
