import { ATTACHMENT_MESSAGES, ATTACHMENTS } from '../../../common/limits';
import {
  type AssignInput,
  type BulkAssignInput,
  MAX_TAGS,
  PRIORITY_RANK,
  type ResponseCreateInput,
  type TagsActionInput,
  type TicketDeleteInput,
  type TicketUpdateInput,
} from '../../../common/schemas/tickets';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { HOUR } from '../../lib/clock';
import { AppError, validationError } from '../../lib/errors';
import { attachmentStore, checkFiles, type IncomingFile } from '../../lib/files';
import { categoriesService } from '../categories/service';
import { crisisService } from '../crisis/service';
import { AUTO_ASSIGN_NOTE, assignAutomatically, noteAssignment } from '../specializations/assignment';
import { ticketPolicy, type Viewer } from './policy';
import { type CrisisKeywordHit, isKeywordHit, isString, parseJsonArray } from './presenter';
import { type TicketJoinedRow, ticketsRepository } from './repository';
import { loadVisibleTicket, priorityScore } from './service';

type Repo = ReturnType<typeof ticketsRepository>;
type HistoryRow = { field: string; old_value: string | null; new_value: string | null; note: string | null };

/** Everything that changes a ticket after it was raised: updates, replies, assignment, tags, deletion. */
export function ticketLifecycle(ctx: AppContext) {
  const repo = ticketsRepository(ctx.db, ctx.config.databaseKind);
  const categories = categoriesService(ctx);
  const crisis = crisisService(ctx);
  const files = attachmentStore(ctx.config.dataDir);
  const nowIso = () => ctx.clock.now().toISOString();

  const loadVisible = (viewer: Viewer, id: number) => loadVisibleTicket(repo, viewer, id);

  async function writeHistory(
    tx: Repo,
    ticketId: number,
    userId: number | null,
    entries: HistoryRow[],
    at: string,
  ) {
    await tx.insertHistory(
      entries.map((entry) => ({ ticket_id: ticketId, user_id: userId, created_at: at, ...entry })),
    );
  }

  async function requireStaffMember(id: number) {
    const user = await repo.findUser(id);
    if (user?.status !== 'active' || !['counselor', 'advisor', 'admin'].includes(user.role)) {
      throw validationError({ assigned_to: ['Selected staff member is not available'] });
    }
    return user;
  }

  function mergeKeywords(existing: CrisisKeywordHit[], found: CrisisKeywordHit[]): CrisisKeywordHit[] {
    const seen = new Map(existing.map((k) => [k.keyword, k]));
    for (const hit of found) if (!seen.has(hit.keyword)) seen.set(hit.keyword, hit);
    return [...seen.values()];
  }

  async function assignWithin(
    trx: DB,
    row: TicketJoinedRow,
    to: number | null,
    actorId: number,
    reason: string,
    at: string,
  ) {
    if (row.assigned_to === to) return false;
    const tx = ticketsRepository(trx, ctx.config.databaseKind);
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

  return {
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
      const set: Parameters<Repo['update']>[1] = {};
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
          const tx = ticketsRepository(trx, ctx.config.databaseKind);
          await tx.update(id, { ...set, updated_at: at });
          await writeHistory(tx, id, viewer.id, history, at);
          if (set.subject !== undefined || set.description !== undefined || set.category_id !== undefined)
            await tx.refreshSearchText(id);
        });
        await ctx.bus.emit('ticket.updated', { ticketId: id, actorId: viewer.id, changes });
      }
      return id;
    },

    async respond(viewer: Viewer, id: number, input: ResponseCreateInput, incoming: IncomingFile[]) {
      const row = await loadVisible(viewer, id);
      if (!ticketPolicy.mayReply(viewer, row)) {
        if (row.status === 'Resolved' || row.status === 'Closed') {
          throw new AppError(
            'CONFLICT',
            'This ticket is resolved or closed and can no longer receive responses',
          );
        }
        throw new AppError('FORBIDDEN', 'You do not have permission to respond to this ticket');
      }
      const internal = input.is_internal || input.visibility === 'internal';
      if (internal && !ticketPolicy.mayWriteInternal(viewer)) {
        throw new AppError('FORBIDDEN', 'Only staff can add internal notes');
      }
      if (incoming.length > ATTACHMENTS.maxPerResponse)
        throw validationError({ attachments: [ATTACHMENT_MESSAGES.tooManyResponse] });
      const { files: good, problems } = await checkFiles(incoming);
      if (problems.length) throw validationError({ attachments: problems }, problems.join(', '));

      // Every message a student writes is screened; a crisis in a later reply escalates the ticket.
      const screening =
        viewer.role === 'student' ? await crisis.screen(input.message, row.category_id) : null;
      const at = nowIso();
      const stored = await files.save(good);
      let responseId: number;
      let assigned: Awaited<ReturnType<typeof assignAutomatically>>;
      try {
        ({ responseId, assigned } = await ctx.db.transaction().execute(async (trx) => {
          const tx = ticketsRepository(trx, ctx.config.databaseKind);
          const newId = await tx.insertResponse({
            ticket_id: id,
            user_id: viewer.id,
            message: input.message,
            is_internal: internal ? 1 : 0,
            is_urgent: input.is_urgent ? 1 : 0,
            created_at: at,
          });
          await tx.insertAttachments(
            stored.map((f) => ({
              ticket_id: id,
              response_id: newId,
              user_id: viewer.id,
              original_name: f.originalName,
              stored_name: f.storedName,
              file_type: f.fileType,
              file_size: f.size,
              sha256: f.sha256,
              created_at: at,
            })),
          );
          const set: Parameters<Repo['update']>[1] = {
            updated_at: at,
            response_count: row.response_count + (internal ? 0 : 1),
            attachment_count: row.attachment_count + stored.length,
          };
          const isStaffReply = viewer.id !== row.user_id && viewer.role !== 'student';
          if (isStaffReply && !internal && row.first_response_at === null) set.first_response_at = at;
          if (screening && screening.matches.length > 0) {
            const existing = parseJsonArray(row.detected_crisis_keywords, isKeywordHit);
            const found = screening.matches.map((m) => ({
              keyword: m.keyword,
              category: m.category,
              severity_level: m.severity_level,
              weight: m.weight,
            }));
            set.detected_crisis_keywords = JSON.stringify(mergeKeywords(existing, found));
            set.crisis_score = Math.max(row.crisis_score, screening.crisis_score);
            if (screening.is_crisis && row.crisis_flag !== 1) {
              set.crisis_flag = 1;
              set.crisis_level = screening.level;
              set.priority = 'Urgent';
              set.priority_rank = PRIORITY_RANK.Urgent;
              set.priority_score = priorityScore('Urgent', screening);
              await writeHistory(
                tx,
                id,
                null,
                [
                  {
                    field: 'crisis_flag',
                    old_value: row.crisis_level,
                    new_value: `${screening.level} (score ${screening.crisis_score})`,
                    note: `Crisis wording detected in a reply: ${found.map((k) => k.keyword).join(', ')}`,
                  },
                  ...(row.priority !== 'Urgent'
                    ? [
                        {
                          field: 'priority',
                          old_value: row.priority,
                          new_value: 'Urgent',
                          note: 'Raised by crisis detection',
                        },
                      ]
                    : []),
                ],
                at,
              );
            }
          }
          await tx.update(id, set);
          if (set.detected_crisis_keywords) await tx.refreshSearchText(id);
          // A crisis never waits unassigned: it goes to a counselor in this same transaction.
          const assignee =
            set.crisis_flag === 1 && row.assigned_to === null
              ? await assignAutomatically(
                  trx,
                  ctx.config.databaseKind,
                  {
                    id,
                    category_id: row.category_id,
                    crisis: true,
                    auto_assign: row.category_auto_assign === 1,
                  },
                  at,
                )
              : null;
          return { responseId: newId, assigned: assignee };
        }));
      } catch (error) {
        await files.remove(stored.map((f) => f.storedName));
        throw error;
      }
      await ctx.bus.emit('ticket.responded', { ticketId: id, actorId: viewer.id, responseId, internal });
      if (screening?.is_crisis && row.crisis_flag !== 1) {
        await ctx.bus.emit('ticket.crisis_detected', {
          ticketId: id,
          source: 'response',
          level: screening.level,
        });
      }
      if (assigned) {
        await ctx.bus.emit('ticket.assigned', {
          ticketId: id,
          actorId: viewer.id,
          from: null,
          to: assigned.userId,
          reason: AUTO_ASSIGN_NOTE,
          automatic: true,
        });
      }
      return { responseId, escalated: Boolean(screening?.is_crisis && row.crisis_flag !== 1) };
    },

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
        .execute((trx) => assignWithin(trx, row, input.assigned_to, viewer.id, reason, at));
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
          if (row && (await assignWithin(trx, row, input.assigned_to, viewer.id, reason, at)))
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

    async tags(viewer: Viewer, id: number, input: TagsActionInput) {
      const row = await loadVisible(viewer, id);
      if (!ticketPolicy.mayTag(viewer, row))
        throw new AppError('FORBIDDEN', 'You do not have permission to manage tags');
      const current = parseJsonArray(row.tags, isString);
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
          const tx = ticketsRepository(trx, ctx.config.databaseKind);
          await tx.update(id, { tags: JSON.stringify(next), updated_at: at });
          await writeHistory(
            tx,
            id,
            viewer.id,
            [{ field: 'tags', old_value: current.join(', '), new_value: next.join(', '), note: null }],
            at,
          );
          await tx.refreshSearchText(id);
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
      const row = await repo.findById(id);
      if (!row) throw new AppError('NOT_FOUND', 'Ticket not found or already deleted');
      const storedNames = await repo.storedNames(id);
      await ctx.db
        .transaction()
        .execute(async (trx) => ticketsRepository(trx, ctx.config.databaseKind).delete(id));
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
    async attachmentFor(viewer: Viewer, attachmentId: number) {
      const attachment = await repo.findAttachment(attachmentId);
      if (!attachment) throw new AppError('NOT_FOUND', 'File not found or no longer available');
      const row = await repo.findById(attachment.ticket_id);
      if (!row || !ticketPolicy.mayView(viewer, row))
        throw new AppError('NOT_FOUND', 'File not found or no longer available');
      if (attachment.response_is_internal === 1 && !ticketPolicy.maySeeInternal(viewer)) {
        throw new AppError('NOT_FOUND', 'File not found or no longer available');
      }
      return {
        path: files.pathOf(attachment.stored_name),
        name: attachment.original_name,
        type: attachment.file_type,
        size: attachment.file_size,
      };
    },
  };
}
