import type { DB } from '../../db';
import type { HubEvents } from '../../lib/events';
import { recordAudit } from '../audit';

export type SpecializationChange = HubEvents['specialization.changed'];

/**
 * The audit row of a specialization change, written in the transaction that makes it (the
 * `specialization.changed` event is still announced after the commit).
 */
export async function auditSpecialization(trx: DB, change: SpecializationChange, at: string): Promise<void> {
  await recordAudit(trx, {
    actorId: change.actorId,
    action: `specialization.${change.action}`,
    target: { type: 'counselor_specialization', id: change.specializationId },
    details: change.changes,
    context: null,
    at,
  });
}
