import type { DB } from '../../db';
import type { HubEvents } from '../../lib/events';
import { recordAudit, recordAudits } from '../audit';

export type UserChange = HubEvents['user.changed'];
export type UsersBulkChange = HubEvents['users.bulk_changed'];

/**
 * The audit row of an admin action on one account, written on `db`: the transaction of the change, so the
 * row commits with it or not at all. The same change is announced on the bus after the commit.
 */
export function auditUserChange(db: DB, change: UserChange, at: string): Promise<void> {
  return recordAudit(db, {
    actorId: change.actorId,
    action: `user.${change.action}`,
    target: { type: 'user', id: change.targetId },
    details: { ...change.changes, reason: change.reason },
    context: change.context,
    at,
  });
}

/** One audit row per account of a bulk action or import, written in the transaction of the change. */
export function auditUsersBulkChange(db: DB, change: UsersBulkChange, at: string): Promise<void> {
  return recordAudits(
    db,
    change.targets.map((target) => ({
      actorId: change.actorId,
      action: `user.${change.action}`,
      target: { type: 'user', id: target.id },
      details: { email: target.email, ...change.changes, reason: change.reason, bulk: true },
      context: change.context,
      at,
    })),
  );
}
