import type { LoginResult } from '../../../common/schemas/auth';
import { presentSessionUser } from '../users/presenter';
import type { UserRow } from '../users/repository';

export function presentLogin(token: string, user: UserRow, expiresAt: string): LoginResult {
  return { token, user: presentSessionUser(user), expires_at: expiresAt };
}
