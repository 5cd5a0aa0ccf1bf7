import type { DB } from '../../db';
import type { HubEvents } from '../../lib/events';
import { recordAudit } from '../audit';

export type CategoryChange = HubEvents['category.changed'];

/**
 * The audit row of a category change, written in the transaction that makes it (`category.changed` is still
 * announced after the commit).
 */
export async function auditCategory(trx: DB, change: CategoryChange, at: string): Promise<void> {
  await recordAudit(trx, {
    actorId: change.actorId,
    action: `category.${change.action}`,
    target: { type: 'ticket_category', id: change.categoryId },
    details: change.changes,
    context: null,
    at,
  });
}
