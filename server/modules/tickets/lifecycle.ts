import {
  MAX_TAGS,
  PRIORITY_RANK,
  type TagsActionInput,
  type TicketDeleteInput,
  type TicketUpdateInput,
} from '../../../common/schemas/tickets';
import type { AppContext } from '../../context';
import { writeJsonColumn } from '../../db/json-columns';
import { HOUR } from '../../lib/clock';
import { AppError, validationError } from '../../lib/errors';
import { attachmentStore } from '../../lib/files';
import { categoriesService } from '../categories';
import { ticketAssignment } from './assignment';
import { auditDeletion } from './audit';
import { fileGlass, type GlassRequest } from './break-glass';
import { type HistoryRow, writeHistory } from './history';
import { ticketPolicy, type Viewer } from './policy';
import { ticketTags } from './presenter';
import { ticketReplies } from './replies';
import {
  attachmentFileNames,
  deleteTicket,
  findAttachment,
  findTicketRow,
  refreshSearchText,
  updateTicket,
} from './repository';
import { loadVisibleTicket, priorityScore, withCrisisAlert } from './service';

/**
 * Everything that changes a ticket after it was raised: updates, tags, deletion and downloads here; replies
 * (`replies.ts`) and assignment (`assignment.ts`) in files of their own.
 */
export function ticketLifecycle(ctx: AppContext) {
  const categories = categoriesService(ctx);
  const files = attachmentStore(ctx.config.dataDir);
  const nowIso = () => ctx.clock.now().toISOString();

  const loadVisible = (viewer: Viewer, id: number) => loadVisibleTicket(ctx.db, viewer, id);

  return {
    ...ticketReplies(ctx),
    ...ticketAssignment(ctx),

    async update(viewer: Viewer, id: number, input: TicketUpdateInput) {
      const row = await loadVisible(viewer, id);
      if (!ticketPolicy.mayModify(viewer, row))
        throw new AppError('FORBIDDEN', 'You do not have permission to modify tickets');
      if (
        (input.subject !== undefined || input.description !== undefined) &&
        !ticketPolicy.mayEditContent(viewer)
      ) {
        throw new AppError('FORBIDDEN', 'Only administrators can change what a student wrote');
      }
      const at = nowIso();
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      const history: HistoryRow[] = [];
      const set: Parameters<typeof updateTicket>[2] = {};
      const change = (field: string, from: string | null, to: string | null) => {
        changes[field] = { from, to };
        history.push({ field, old_value: from, new_value: to, note: null });
      };
      if (input.subject !== undefined && input.subject !== row.subject) {
        set.subject = input.subject;
        change('subject', row.subject, input.subject);
      }
      if (input.description !== undefined && input.description !== row.description) {
        set.description = input.description;
        change('description', null, null);
      }
      if (input.category_id !== undefined && input.category_id !== row.category_id) {
        const category = await categories.requireActive(input.category_id).catch(() => {
          throw validationError({ category_id: ['Invalid category selected'] });
        });
        set.category_id = category.id;
        // A crisis keeps the crisis target whatever category it moves to.
        if (row.crisis_flag !== 1)
          set.sla_deadline = new Date(
            Date.parse(row.created_at) + category.sla_response_hours * HOUR,
          ).toISOString();
        change('category', row.category_name, category.name);
      }
      if (input.priority !== undefined && input.priority !== row.priority) {
        set.priority = input.priority;
        set.priority_rank = PRIORITY_RANK[input.priority];
        set.priority_score = priorityScore(input.priority, {
          is_crisis: row.crisis_flag === 1,
          crisis_score: row.crisis_score,
        });
        change('priority', row.priority, input.priority);
      }
      if (input.status !== undefined && input.status !== row.status) {
        set.status = input.status;
        set.resolved_at =
          input.status === 'Resolved' ? at : input.status === 'Closed' ? (row.resolved_at ?? at) : null;
        set.closed_at = input.status === 'Closed' ? at : null;
        change('status', row.status, input.status);
      }
      if (history.length > 0) {
        await ctx.db.transaction().execute(async (trx) => {
          await updateTicket(trx, id, { ...set, updated_at: at });
          await writeHistory(trx, { ticketId: id, userId: viewer.id, rows: history, at });
          if (set.subject !== undefined || set.description !== undefined || set.category_id !== undefined)
            await refreshSearchText(trx, id);
        });
        await ctx.bus.emit('ticket.updated', { ticketId: id, actorId: viewer.id, changes });
      }
      return id;
    },

    async tags(viewer: Viewer, id: number, input: TagsActionInput) {
      const row = await loadVisible(viewer, id);
      if (!ticketPolicy.mayTag(viewer, row))
        throw new AppError('FORBIDDEN', 'You do not have permission to manage tags');
      const current = ticketTags(row.tags);
      const lower = (list: string[]) => list.map((t) => t.toLowerCase());
      let next: string[];
      if (input.action === 'set') next = input.tags;
      else if (input.action === 'add') next = [...current, ...input.tags];
      else next = current.filter((tag) => !lower(input.tags).includes(tag.toLowerCase()));
      next = next.filter((tag, index) => lower(next).indexOf(tag.toLowerCase()) === index);
      if (next.length > MAX_TAGS) throw validationError({ tags: [`At most ${MAX_TAGS} tags are allowed`] });
      if (JSON.stringify(next) !== JSON.stringify(current)) {
        const at = nowIso();
        await ctx.db.transaction().execute(async (trx) => {
          await updateTicket(trx, id, { tags: writeJsonColumn(next), updated_at: at });
          await writeHistory(trx, {
            ticketId: id,
            userId: viewer.id,
            rows: [{ field: 'tags', old_value: current.join(', '), new_value: next.join(', '), note: null }],
            at,
          });
          await refreshSearchText(trx, id);
        });
        await ctx.bus.emit('ticket.updated', {
          ticketId: id,
          actorId: viewer.id,
          changes: { tags: { from: current, to: next } },
        });
      }
      return id;
    },

    async remove(viewer: Viewer, id: number, input: TicketDeleteInput) {
      if (!ticketPolicy.mayDelete(viewer))
        throw new AppError('FORBIDDEN', 'Only administrators can delete tickets');
      const row = await findTicketRow(ctx.db, id);
      if (!row) throw new AppError('NOT_FOUND', 'Ticket not found or already deleted');
      const storedNames = await attachmentFileNames(ctx.db, id);
      const at = nowIso();
      await ctx.db.transaction().execute(async (trx) => {
        await deleteTicket(trx, id);
        await auditDeletion(trx, {
          ticketId: id,
          actorId: viewer.id,
          ticketNumber: row.ticket_number,
          reason: input.reason,
          notifyUser: input.notify_user,
          at,
        });
      });
      // The rows are gone; their files follow. A file left behind is harmless, a row without its file is not.
      await files.remove(storedNames);
      await ctx.bus.emit('ticket.deleted', {
        ticketId: id,
        actorId: viewer.id,
        ownerId: row.user_id,
        ticketNumber: row.ticket_number,
        subject: row.subject,
        reason: input.reason,
        notifyUser: input.notify_user,
      });
      return { ticket_number: row.ticket_number };
    },

    /** The stored file of an attachment the viewer may see, for download. */
    /** A file of a ticket the viewer may see; behind the glass like the ticket's content (decision 0034). */
    async attachmentFor(viewer: Viewer, attachmentId: number, glass: GlassRequest) {
      const attachment = await findAttachment(ctx.db, attachmentId);
      if (!attachment) throw new AppError('NOT_FOUND', 'File not found or no longer available');
      const found = await findTicketRow(ctx.db, attachment.ticket_id);
      const row = found && (await withCrisisAlert(ctx.db, viewer, found));
      if (!row || !ticketPolicy.mayView(viewer, row))
        throw new AppError('NOT_FOUND', 'File not found or no longer available');
      if (attachment.response_is_internal === 1 && !ticketPolicy.maySeeInternal(viewer)) {
        throw new AppError('NOT_FOUND', 'File not found or no longer available');
      }
      await fileGlass(ctx.db, viewer, row, attachment, glass, ctx.clock.now().toISOString());
      return {
        path: files.pathOf(attachment.stored_name),
        name: attachment.original_name,
        type: attachment.file_type,
        size: attachment.file_size,
      };
    },
  };
}
