import type { AssignInput, BulkAssignInput } from '../../../common/schemas/tickets';
import type { DatabaseKind } from '../../config';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { AppError, validationError } from '../../lib/errors';
import {
  type AssignmentTicket,
  type AutomaticAssignment,
  chooseAssignee,
  noteAssignment,
} from '../specializations';
import { writeHistory } from './history';
import { ticketPolicy, type Viewer } from './policy';
import { type TicketJoinedRow, ticketsRepository } from './repository';
import { loadVisibleTicket } from './service';

/** The history note of an assignment made by the hub itself. */
export const AUTO_ASSIGN_NOTE = 'Automatically assigned';

/** The ticket fields an assignment change reads. */
export type AssignableRow = Pick<TicketJoinedRow, 'id' | 'assigned_to' | 'assignee_name' | 'category_id'>;

/**
 * Gives the ticket to `to` (or back to the unassigned queue when null) within the caller's transaction, as
 * a manual assignment, with its history row written by `actorId` (null for the system). False when the
 * ticket already had that assignee. The caller announces `ticket.assigned` after the commit.
 */
export async function assignWithin(
  trx: DB,
  kind: DatabaseKind,
  row: AssignableRow,
  to: number | null,
  actorId: number | null,
  reason: string,
  at: string,
): Promise<boolean> {
  if (row.assigned_to === to) return false;
  const tx = ticketsRepository(trx, kind);
  const assigneeName = to === null ? null : ((await tx.findUser(to))?.name ?? null);
  await tx.update(row.id, {
    assigned_to: to,
    auto_assigned: to === null ? 'no' : 'manual',
    updated_at: at,
  });
  await writeHistory(
    tx,
    row.id,
    actorId,
    [{ field: 'assigned_to', old_value: row.assignee_name, new_value: assigneeName, note: reason }],
    at,
  );
  await tx.refreshSearchText(row.id);
  if (to !== null) await noteAssignment(trx, to, row.category_id, at);
  return true;
}

/** An administrator's assignment of tickets to staff, one at a time or in bulk. */
export function ticketAssignment(ctx: AppContext) {
  const repo = ticketsRepository(ctx.db, ctx.config.databaseKind);
  const nowIso = () => ctx.clock.now().toISOString();
  const loadVisible = (viewer: Viewer, id: number) => loadVisibleTicket(repo, viewer, id);

  async function requireStaffMember(id: number) {
    const user = await repo.findUser(id);
    if (user?.status !== 'active' || !['counselor', 'advisor', 'admin'].includes(user.role)) {
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
      const changed = await ctx.db
        .transaction()
        .execute((trx) =>
          assignWithin(trx, ctx.config.databaseKind, row, input.assigned_to, viewer.id, reason, at),
        );
      if (changed) {
        await ctx.bus.emit('ticket.assigned', {
          ticketId: id,
          actorId: viewer.id,
          from: row.assigned_to,
          to: input.assigned_to,
          reason,
        });
      }
      return id;
    },

    async bulkAssign(viewer: Viewer, input: BulkAssignInput) {
      if (!ticketPolicy.mayAssign(viewer))
        throw new AppError('FORBIDDEN', 'Only administrators can assign tickets');
      if (input.assigned_to !== null) await requireStaffMember(input.assigned_to);
      const ids = [...new Set(input.ticket_ids)];
      const existing = await repo.existingIds(ids);
      const missing = ids.filter((id) => !existing.includes(id));
      if (missing.length) throw validationError({ ticket_ids: [`Tickets not found: ${missing.join(', ')}`] });
      const reason =
        input.reason ||
        (input.assigned_to === null ? 'Unassigned by administrator' : 'Assigned by administrator');
      const at = nowIso();
      const moved: { id: number; from: number | null }[] = [];
      await ctx.db.transaction().execute(async (trx) => {
        const tx = ticketsRepository(trx, ctx.config.databaseKind);
        for (const id of ids) {
          const row = await tx.findJoined(id);
          if (
            row &&
            (await assignWithin(trx, ctx.config.databaseKind, row, input.assigned_to, viewer.id, reason, at))
          )
            moved.push({ id, from: row.assigned_to });
        }
      });
      for (const m of moved) {
        await ctx.bus.emit('ticket.assigned', {
          ticketId: m.id,
          actorId: viewer.id,
          from: m.from,
          to: input.assigned_to,
          reason,
        });
      }
      return { assigned_count: ids.length };
    },
  };
}

/**
 * Assigns the ticket automatically within the caller's transaction: the assignee, `auto_assigned` yes, a
 * history row and the specialization's last assignment time. The caller announces `ticket.assigned` after
 * the commit.
 */
export async function assignAutomatically(
  trx: DB,
  kind: DatabaseKind,
  ticket: AssignmentTicket,
  at: string,
): Promise<AutomaticAssignment | null> {
  // Specializations ranks the candidates (locking its rows); the ticket is written here, by its owner.
  const choice = await chooseAssignee(trx, kind, ticket);
  if (!choice) return null;
  const tickets = ticketsRepository(trx, kind);
  await tickets.update(ticket.id, { assigned_to: choice.userId, auto_assigned: 'yes', updated_at: at });
  await tickets.insertHistory([
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
  await tickets.refreshSearchText(ticket.id);
  await noteAssignment(trx, choice.userId, ticket.category_id, at);
  return choice;
}
