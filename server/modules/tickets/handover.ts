import type { DatabaseKind } from '../../config';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { assignAutomatically, assignWithin } from './assignment';

/** The history note of a ticket whose assignee left active duty. */
export const HANDOVER_NOTE = 'Reassigned: the assignee is no longer active staff';

/** Open tickets: the ones a staff member is working on. */
const OPEN = ['Open', 'In Progress'];

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
 * rest wait in the unassigned queue for an administrator.
 */
export async function handOverOpenTickets(
  trx: DB,
  kind: DatabaseKind,
  userIds: readonly number[],
  reason: string,
  at: string,
): Promise<HandedOver[]> {
  if (userIds.length === 0) return [];
  const rows = await trx
    .selectFrom('tickets as t')
    .innerJoin('ticket_categories as c', 'c.id', 't.category_id')
    .leftJoin('users as a', 'a.id', 't.assigned_to')
    .select([
      't.id',
      't.assigned_to',
      't.category_id',
      't.crisis_flag',
      'c.auto_assign',
      'a.name as assignee_name',
    ])
    .where('t.assigned_to', 'in', [...userIds])
    .where('t.status', 'in', OPEN)
    // Crises first, so they take the places that are left.
    .orderBy('t.crisis_flag', 'desc')
    .orderBy('t.id')
    .execute();
  const moves: HandedOver[] = [];
  for (const row of rows) {
    const from = row.assigned_to as number;
    await assignWithin(trx, kind, row, null, null, reason, at);
    const next = await assignAutomatically(
      trx,
      kind,
      {
        id: row.id,
        category_id: row.category_id,
        crisis: row.crisis_flag === 1,
        auto_assign: row.auto_assign === 1,
      },
      at,
    );
    moves.push({ ticketId: row.id, from, to: next?.userId ?? null });
  }
  return moves;
}

/**
 * After the commit: each handed-over ticket is announced like an administrator's assignment, so the new
 * assignee is told (a crisis as a crisis) and the student learns who handles the ticket now.
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
