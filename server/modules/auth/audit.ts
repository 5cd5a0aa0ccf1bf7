import type { DB } from '../../db';
import type { HubEvents } from '../../lib/events';
import { recordAudit } from '../audit';

type AuthEvents = Pick<
  HubEvents,
  'auth.signed_in' | 'auth.sign_in_failed' | 'auth.signed_out' | 'auth.password_changed'
>;

interface AuthAuditRow {
  action: string;
  userId: number | null;
  details: Record<string, unknown>;
}

/** The audit row of each sign-in event: its action name and details (never a password or a token). */
const ROWS: { [K in keyof AuthEvents]: (event: AuthEvents[K]) => AuthAuditRow } = {
  'auth.signed_in': (e) => ({
    action: 'auth.sign_in',
    userId: e.userId,
    details: { email: e.email, method: e.method },
  }),
  'auth.sign_in_failed': (e) => ({
    action: 'auth.sign_in_failed',
    userId: e.userId,
    details: { email: e.email.slice(0, 255), reason: e.reason },
  }),
  'auth.signed_out': (e) => ({ action: 'auth.sign_out', userId: e.userId, details: {} }),
  'auth.password_changed': (e) => ({
    action: 'auth.password_changed',
    userId: e.userId,
    details: { email: e.email, was_required: e.wasRequired, sessions_ended: e.sessionsEnded },
  }),
};

/**
 * Writes the audit row of a sign-in event on `db`: the transaction of the change it records (the session,
 * the throttle record, the new password), so the row commits with it. The event is announced after the commit.
 */
export function auditAuthEvent<K extends keyof AuthEvents>(
  db: DB,
  name: K,
  event: AuthEvents[K],
  at: string,
): Promise<void> {
  const row = ROWS[name](event);
  return recordAudit(db, {
    actorId: row.userId,
    action: row.action,
    target: row.userId === null ? null : { type: 'user', id: row.userId },
    details: row.details,
    context: event.context,
    at,
  });
}
