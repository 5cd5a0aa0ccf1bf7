import { ATTACHMENT_MESSAGES, ATTACHMENTS } from '../../../common/limits';
import { PRIORITY_RANK, type ResponseCreateInput } from '../../../common/schemas/tickets';
import type { AppContext } from '../../context';
import { writeJsonColumn } from '../../db/json-columns';
import { AppError, validationError } from '../../lib/errors';
import { attachmentStore, checkFiles, type IncomingFile } from '../../lib/files';
import { crisisService } from '../crisis';
import { uploadRules } from '../settings';
import { AUTO_ASSIGN_NOTE, assignAutomatically } from './assignment';
import { auditAssignment } from './audit';
import { crisisTargetMinutes, tightenedDeadline } from './crisis-clock';
import { writeHistory } from './history';
import { ticketPolicy, type Viewer } from './policy';
import { type CrisisKeywordHit, ticketKeywordHits } from './presenter';
import { insertAttachments, insertResponse, refreshSearchText, updateTicket } from './repository';
import { loadVisibleTicket, priorityScore } from './service';

/** The columns that put a ticket in the open possible-concern queue (a reviewed one opens again). */
function reopenedConcern(row: { possible_concern: number; concern_reviewed_at: string | null }, at: string) {
  if (row.possible_concern === 1 && row.concern_reviewed_at === null) return {};
  return {
    possible_concern: 1,
    concern_raised_at: at,
    concern_reviewed_at: null,
    concern_reviewed_by: null,
    concern_reviewed_by_name: null,
    concern_outcome: null,
    concern_note: null,
  };
}

/**
 * Replies and internal notes. Every message a student writes is screened; a crisis in a later reply
 * escalates the ticket and, if nobody has it yet, assigns it in the same transaction.
 */
export function ticketReplies(ctx: AppContext) {
  const crisis = crisisService(ctx);
  const files = attachmentStore(ctx.config.dataDir);
  const nowIso = () => ctx.clock.now().toISOString();
  const loadVisible = (viewer: Viewer, id: number) => loadVisibleTicket(ctx.db, viewer, id);

  function mergeKeywords(existing: CrisisKeywordHit[], found: CrisisKeywordHit[]): CrisisKeywordHit[] {
    const seen = new Map(existing.map((k) => [k.keyword, k]));
    for (const hit of found) if (!seen.has(hit.keyword)) seen.set(hit.keyword, hit);
    return [...seen.values()];
  }

  return {
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
      const { files: good, problems } = await checkFiles(incoming, await uploadRules(ctx));
      if (problems.length) throw validationError({ attachments: problems }, problems.join(', '));

      // Every message a student writes is screened; a crisis in a later reply escalates the ticket.
      const screening =
        viewer.role === 'student' ? await crisis.screen(input.message, row.category_id) : null;
      const crisisMinutes = screening?.is_crisis ? await crisisTargetMinutes(ctx.db) : 0;
      const at = nowIso();
      const stored = await files.save(good);
      let responseId: number;
      let assigned: Awaited<ReturnType<typeof assignAutomatically>>;
      try {
        ({ responseId, assigned } = await ctx.db.transaction().execute(async (trx) => {
          const newId = await insertResponse(trx, {
            ticket_id: id,
            user_id: viewer.id,
            message: input.message,
            is_internal: internal ? 1 : 0,
            is_urgent: input.is_urgent ? 1 : 0,
            created_at: at,
          });
          await insertAttachments(
            trx,
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
          const set: Parameters<typeof updateTicket>[2] = {
            updated_at: at,
            response_count: row.response_count + (internal ? 0 : 1),
            attachment_count: row.attachment_count + stored.length,
          };
          const isStaffReply = viewer.id !== row.user_id && viewer.role !== 'student';
          if (isStaffReply && !internal && row.first_response_at === null) set.first_response_at = at;
          if (screening && screening.matches.length > 0) {
            const existing = ticketKeywordHits(row.detected_crisis_keywords);
            const found = screening.matches.map((m) => ({
              keyword: m.keyword,
              category: m.category,
              severity_level: m.severity_level,
              weight: m.weight,
            }));
            set.detected_crisis_keywords = writeJsonColumn(mergeKeywords(existing, found));
            set.crisis_score = Math.max(row.crisis_score, screening.crisis_score);
            if (screening.is_crisis && row.crisis_flag !== 1) {
              set.crisis_flag = 1;
              // From now on the ticket runs on the crisis target, not its category's hours.
              set.sla_deadline = tightenedDeadline(row.sla_deadline, ctx.clock.now(), crisisMinutes);
              set.crisis_level = screening.level;
              set.priority = 'Urgent';
              set.priority_rank = PRIORITY_RANK.Urgent;
              set.priority_score = priorityScore('Urgent', screening);
              await writeHistory(trx, {
                ticketId: id,
                userId: null,
                rows: [
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
              });
            }
          }
          // A weak signal in a reply puts a ticket that is not a crisis (back) in the possible-concern queue.
          if (screening?.possible_concern && !screening.is_crisis && row.crisis_flag !== 1) {
            Object.assign(set, reopenedConcern(row, at));
          }
          await updateTicket(trx, id, set);
          if (set.detected_crisis_keywords) await refreshSearchText(trx, id);
          // A crisis never waits unassigned: it goes to a counselor in this same transaction.
          const assignee =
            set.crisis_flag === 1 && row.assigned_to === null
              ? await assignAutomatically(
                  trx,
                  {
                    id,
                    category_id: row.category_id,
                    crisis: true,
                    auto_assign: row.category_auto_assign === 1,
                  },
                  at,
                )
              : null;
          if (assignee) {
            await auditAssignment(trx, {
              ticketId: id,
              actorId: viewer.id,
              from: null,
              to: assignee.userId,
              reason: AUTO_ASSIGN_NOTE,
              automatic: true,
              at,
            });
          }
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
  };
}
