import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { assignAutomatically, assignWithin } from './assignment';
import { auditAssignment } from './audit';
import { activeTicketsAssignedTo } from './repository';

/** The history note of a ticket whose assignee left active duty. */
export const HANDOVER_NOTE = 'Reassigned: the assignee is no longer active staff';

export interface HandedOver {
  ticketId: number;
  from: number;
  /** The new assignee, or null when the ticket went back to the unassigned queue. */
  to: number | null;
}

/**
 * A staff member who is no longer active staff (deactivated, suspended, or no longer a counselor, advisor or
 * admin) cannot work their open tickets. Within the caller's transaction, after the account has changed, each
 * of them is unassigned and then assigned again as a new ticket would be: a crisis always goes to another
 * counselor (if any is active), a ticket of an auto-assign category to the best placed specialist, and the
 * rest wait in the unassigned queue for an administrator. Each move's audit row, by `actorId`, is written in
 * the same transaction; `announceHandOver` tells people after the commit.
 */
export async function handOverOpenTickets(
  trx: DB,
  handOver: { userIds: readonly number[]; actorId: number; reason: string; at: string },
): Promise<HandedOver[]> {
  const { userIds, actorId, reason, at } = handOver;
  if (userIds.length === 0) return [];
  const rows = await activeTicketsAssignedTo(trx, userIds);
  const moves: HandedOver[] = [];
  for (const row of rows) {
    const from = row.assigned_to as number;
    await assignWithin(trx, { row, to: null, actorId: null, reason, at });
    const next = await assignAutomatically(
      trx,
      {
        id: row.id,
        category_id: row.category_id,
        crisis: row.crisis_flag === 1,
        auto_assign: row.auto_assign === 1,
      },
      at,
    );
    const move = { ticketId: row.id, from, to: next?.userId ?? null };
    await auditAssignment(trx, { ...move, actorId, reason, at });
    moves.push(move);
  }
  return moves;
}

/**
 * After the commit: each handed-over ticket (its audit row already written) is announced like an
 * administrator's assignment, so the new assignee is told (a crisis as a crisis) and the student learns who
 * handles the ticket now.
 */
export async function announceHandOver(
  ctx: AppContext,
  moves: HandedOver[],
  actorId: number,
  reason: string,
) {
  for (const move of moves) {
    await ctx.bus.emit('ticket.assigned', {
      ticketId: move.ticketId,
      actorId,
      from: move.from,
      to: move.to,
      reason,
    });
  }
}
