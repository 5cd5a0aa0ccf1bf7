import type { DB } from '../../db';
import { recordAudit } from '../audit';

/**
 * The audit row of an assignment change, written in the transaction that made it (`ticket.assigned` is
 * still announced after the commit, for notifications and mail).
 */
export async function auditAssignment(
  trx: DB,
  entry: {
    ticketId: number;
    actorId: number;
    from: number | null;
    to: number | null;
    reason: string;
    automatic?: boolean;
    at: string;
  },
): Promise<void> {
  await recordAudit(trx, {
    actorId: entry.actorId,
    action: 'ticket.assigned',
    target: { type: 'ticket', id: entry.ticketId },
    details: {
      from: entry.from,
      to: entry.to,
      reason: entry.reason,
      ...(entry.automatic ? { automatic: true } : {}),
    },
    context: null,
    at: entry.at,
  });
}

/** The audit row of a deleted ticket, written in the transaction that deletes it. */
export async function auditDeletion(
  trx: DB,
  entry: {
    ticketId: number;
    actorId: number;
    ticketNumber: string;
    reason: string;
    notifyUser: boolean;
    at: string;
  },
): Promise<void> {
  await recordAudit(trx, {
    actorId: entry.actorId,
    action: 'ticket.deleted',
    target: { type: 'ticket', id: entry.ticketId },
    details: { ticket_number: entry.ticketNumber, reason: entry.reason, notify_user: entry.notifyUser },
    context: null,
    at: entry.at,
  });
}
