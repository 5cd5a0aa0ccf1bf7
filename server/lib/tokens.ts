import { createHash, randomBytes } from 'node:crypto';
import { LIMITS } from '../../common/limits';

/** A session token: 256 random bits, URL-safe. Only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(LIMITS.auth.tokenBytes).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
