import { CASE_WORKER_ROLES } from '../../../common/permissions';
import type { AssignInput, BulkAssignInput } from '../../../common/schemas/tickets';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { AppError, validationError } from '../../lib/errors';
import { loadSettings } from '../settings';
import {
  type AssignmentTicket,
  type AutomaticAssignment,
  chooseAssignee,
  noteAssignment,
} from '../specializations';
import { auditAssignment } from './audit';
import { writeHistory } from './history';
import { ticketPolicy, type Viewer } from './policy';
import {
  existingTicketIds,
  findTicket,
  findUser,
  insertHistory,
  refreshSearchText,
  type TicketJoinedRow,
  updateTicket,
} from './repository';
import { loadVisibleTicket } from './service';

/** The history note of an assignment made by the hub itself. */
export const AUTO_ASSIGN_NOTE = 'Automatically assigned';

/** The ticket fields an assignment change reads. */
export type AssignableRow = Pick<TicketJoinedRow, 'id' | 'assigned_to' | 'assignee_name' | 'category_id'>;

/**
 * Gives the ticket to `to` (or back to the unassigned queue when null) within the caller's transaction, as
 * a manual assignment, with its history row written by `actorId` (null for the system). False when the
 * ticket already had that assignee. The caller writes the audit row and announces `ticket.assigned`.
 */
export async function assignWithin(
  trx: DB,
  change: { row: AssignableRow; to: number | null; actorId: number | null; reason: string; at: string },
): Promise<boolean> {
  const { row, to, actorId, reason, at } = change;
  if (row.assigned_to === to) return false;
  const assigneeName = to === null ? null : ((await findUser(trx, to))?.name ?? null);
  await updateTicket(trx, row.id, {
    assigned_to: to,
    auto_assigned: to === null ? 'no' : 'manual',
    updated_at: at,
  });
  await writeHistory(trx, {
    ticketId: row.id,
    userId: actorId,
    rows: [{ field: 'assigned_to', old_value: row.assignee_name, new_value: assigneeName, note: reason }],
    at,
  });
  await refreshSearchText(trx, row.id);
  if (to !== null) await noteAssignment(trx, to, row.category_id, at);
  return true;
}

/** An administrator's assignment of tickets to staff, one at a time or in bulk. */
export function ticketAssignment(ctx: AppContext) {
  const nowIso = () => ctx.clock.now().toISOString();
  const loadVisible = (viewer: Viewer, id: number) => loadVisibleTicket(ctx.db, viewer, id);

  async function requireStaffMember(id: number) {
    const user = await findUser(ctx.db, id);
    if (user?.status !== 'active' || !(CASE_WORKER_ROLES as readonly string[]).includes(user.role)) {
      throw validationError({ assigned_to: ['Selected staff member is not available'] });
    }
    return user;
  }

  return {
    async assign(viewer: Viewer, id: number, input: AssignInput) {
      if (!ticketPolicy.mayAssign(viewer))
        throw new AppError('FORBIDDEN', 'Only administrators can assign tickets');
      const row = await loadVisible(viewer, id);
      if (input.assigned_to !== null) await requireStaffMember(input.assigned_to);
      const reason =
        input.reason ||
        (input.assigned_to === null ? 'Unassigned by administrator' : 'Assigned by administrator');
      const at = nowIso();
      const move = { ticketId: id, actorId: viewer.id, from: row.assigned_to, to: input.assigned_to, reason };
      const changed = await ctx.db.transaction().execute(async (trx) => {
        const done = await assignWithin(trx, { row, to: input.assigned_to, actorId: viewer.id, reason, at });
        if (done) await auditAssignment(trx, { ...move, at });
        return done;
      });
      if (changed) await ctx.bus.emit('ticket.assigned', move);
      return id;
    },

    async bulkAssign(viewer: Viewer, input: BulkAssignInput) {
      if (!ticketPolicy.mayAssign(viewer))
        throw new AppError('FORBIDDEN', 'Only administrators can assign tickets');
      if (input.assigned_to !== null) await requireStaffMember(input.assigned_to);
      const ids = [...new Set(input.ticket_ids)];
      const existing = await existingTicketIds(ctx.db, ids);
      const missing = ids.filter((id) => !existing.includes(id));
      if (missing.length) throw validationError({ ticket_ids: [`Tickets not found: ${missing.join(', ')}`] });
      const reason =
        input.reason ||
        (input.assigned_to === null ? 'Unassigned by administrator' : 'Assigned by administrator');
      const at = nowIso();
      const moved: {
        ticketId: number;
        actorId: number;
        from: number | null;
        to: number | null;
        reason: string;
      }[] = [];
      await ctx.db.transaction().execute(async (trx) => {
        for (const id of ids) {
          const row = await findTicket(trx, id);
          if (!row) continue;
          if (!(await assignWithin(trx, { row, to: input.assigned_to, actorId: viewer.id, reason, at })))
            continue;
          const move = {
            ticketId: id,
            actorId: viewer.id,
            from: row.assigned_to,
            to: input.assigned_to,
            reason,
          };
          await auditAssignment(trx, { ...move, at });
          moved.push(move);
        }
      });
      for (const move of moved) await ctx.bus.emit('ticket.assigned', move);
      return { assigned_count: ids.length };
    },
  };
}

/**
 * Assigns the ticket automatically within the caller's transaction: the assignee, `auto_assigned` yes, a
 * history row and the specialization's last assignment time. The caller writes the audit row (see
 * `auditAssignment`) and announces `ticket.assigned` after the commit.
 */
export async function assignAutomatically(
  trx: DB,
  ticket: AssignmentTicket,
  at: string,
): Promise<AutomaticAssignment | null> {
  // The admin settings' "Auto-assign tickets" switches off category auto-assignment everywhere; a crisis is
  // still assigned at once.
  if (!ticket.crisis && ticket.auto_assign && !(await loadSettings(trx)).autoAssignTickets) return null;
  // Specializations ranks the candidates (locking its rows); the ticket is written here, by its owner.
  const choice = await chooseAssignee(trx, ticket);
  if (!choice) return null;
  await updateTicket(trx, ticket.id, { assigned_to: choice.userId, auto_assigned: 'yes', updated_at: at });
  await insertHistory(trx, [
    {
      ticket_id: ticket.id,
      user_id: null,
      field: 'assigned_to',
      old_value: null,
      new_value: choice.name,
      note: AUTO_ASSIGN_NOTE,
      created_at: at,
    },
  ]);
  await refreshSearchText(trx, ticket.id);
  await noteAssignment(trx, choice.userId, ticket.category_id, at);
  return choice;
}
