import type { DB } from '../../db';
import { revokeUserSessions } from './repository';

/**
 * Ending an account's sessions, shared by sign-in (password change) and user administration (deactivation,
 * suspension, password reset), so neither module reaches into the other. The module's public face.
 */
export function endUserSessions(db: DB, userId: number, at: string): Promise<number> {
  return revokeUserSessions(db, userId, at);
}
