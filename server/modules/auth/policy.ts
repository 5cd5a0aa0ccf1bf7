import type { ErrorCode } from '../../lib/errors';
import type { UserRow } from '../users';

/** May this account hold a session? Only active accounts may; the refusal says why. */
export function signInRefusal(
  user: Pick<UserRow, 'status'>,
): Extract<ErrorCode, 'ACCOUNT_INACTIVE' | 'ACCOUNT_SUSPENDED'> | null {
  if (user.status === 'active') return null;
  return user.status === 'suspended' ? 'ACCOUNT_SUSPENDED' : 'ACCOUNT_INACTIVE';
}
