import type { LoginResult } from '../../../common/schemas/auth';
import type { UserRow } from '../users';
import { presentSessionUser } from '../users';

export function presentLogin(token: string, user: UserRow, expiresAt: string): LoginResult {
  return { token, user: presentSessionUser(user), expires_at: expiresAt };
}
