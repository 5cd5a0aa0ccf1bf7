import type { z } from 'zod';
import type {
  ChangePasswordInput,
  DemoLoginInput,
  LoginInput,
  SessionUser,
  SetPasswordInput,
  SetPasswordResult,
} from '../../../common/schemas/auth';
import { ApiError, apiRequest, isApiError } from '../../api/client';
import type { SignInResult } from './session-schemas';

export type { SignInResult } from './session-schemas';

// The answers' schemas (and zod with them) load only when an answer carries a user: a signed-out visitor's
// session check is a 401 and needs no parsing, so the sign-in page paints without zod (bundle budget).
const loadSchemas = () => import('./session-schemas');

/**
 * Parses an answer's `data` like apiRequest's `schema` option does: a drift from the contract fails here,
 * loudly, rather than deep in a component.
 */
function parseAnswer<T>(schema: z.ZodType<T>, data: unknown, call: string): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error(`Unexpected ${call} response`, parsed.error);
    throw new ApiError(200, 'Unexpected response from the server');
  }
  return parsed.data;
}

/** The signed-in user, or null when the session cookie is missing or no longer valid (401). */
export async function fetchSession(): Promise<SessionUser | null> {
  let data: unknown;
  try {
    data = await apiRequest('GET', '/auth/me');
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
  const { meSchema } = await loadSchemas();
  return parseAnswer(meSchema, data, 'GET /auth/me').user;
}

/** A sign-in call; its schema loads while the request is under way. */
async function signIn(path: string, input: unknown): Promise<SignInResult> {
  const schemas = loadSchemas();
  schemas.catch(() => undefined); // awaited below; a failed load must not also surface as unhandled
  const data = await apiRequest('POST', path, input);
  return parseAnswer((await schemas).signInSchema, data, `POST ${path}`);
}

// The token in the answer is not kept: the browser rides on the httpOnly session cookie.
export function login(input: LoginInput): Promise<SignInResult> {
  return signIn('/auth/login', input);
}

export function demoLogin(input: DemoLoginInput): Promise<SignInResult> {
  return signIn('/auth/demo-login', input);
}

/** The user's own new password; the answer carries the fresh session that replaces every earlier one. */
export function changePassword(input: ChangePasswordInput): Promise<SignInResult> {
  return signIn('/auth/change-password', input);
}

export async function logout(): Promise<void> {
  try {
    await apiRequest('POST', '/auth/logout');
  } catch (error) {
    // An expired session is already signed out, which is what was asked for.
    if (isApiError(error) && error.status === 401) return;
    throw error;
  }
}

/** A password chosen through a set-password link from an e-mail; opens no session (the person signs in next). */
export async function setPasswordWithLink(input: SetPasswordInput): Promise<SetPasswordResult> {
  const { setPasswordResultSchema } = await import('../../../common/schemas/auth');
  return apiRequest('POST', '/auth/set-password', input, { schema: setPasswordResultSchema });
}
