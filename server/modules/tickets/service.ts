import { randomBytes } from 'node:crypto';
import { rate as percentOf } from '../../../common/figures';
import { ATTACHMENT_MESSAGES, ATTACHMENTS } from '../../../common/limits';
import {
  PRIORITY_RANK,
  type Ticket,
  type TicketCreateInput,
  type TicketListQuery,
  type TicketPriority,
  type TicketStats,
} from '../../../common/schemas/tickets';
import type { AppContext } from '../../context';
import { writeJsonColumn } from '../../db/json-columns';
import { AppError, validationError } from '../../lib/errors';
import { attachmentStore, checkFiles, type IncomingFile, type StoredFile } from '../../lib/files';
import { paginate } from '../../lib/pagination';
import { categoriesService } from '../categories';
import { type CrisisScreening, crisisService } from '../crisis';
import { uploadRules } from '../settings';
import { AUTO_ASSIGN_NOTE, assignAutomatically } from './assignment';
import { auditAssignment } from './audit';
import type { GlassRequest } from './break-glass';
import { cachedTicketPage, cachedTicketStats } from './cached';
import { crisisTargetMinutes, responseDeadline } from './crisis-clock';
import { filtersOf } from './filters';
import { ticketPolicy, type Viewer } from './policy';
import { presentTicket } from './presenter';
import { readTicket } from './read';
import {
  activeStaff,
  findUser,
  insertAttachments,
  insertHistory,
  insertTicket,
  refreshSearchText,
  updateTicket,
} from './repository';

const PRIORITY_BASE: Record<TicketPriority, number> = { Urgent: 100, High: 75, Medium: 50, Low: 25 };

/** Urgency for triage: the priority's base, raised by the crisis score; above 100 marks a crisis. */
export function priorityScore(
  priority: TicketPriority,
  crisis: { is_crisis: boolean; crisis_score: number },
): number {
  return PRIORITY_BASE[priority] + (crisis.is_crisis ? Math.max(1, crisis.crisis_score) : 0);
}

export { loadVisibleTicket, withCrisisAlert } from './access';

export function ticketsService(ctx: AppContext) {
  const categories = categoriesService(ctx);
  const crisis = crisisService(ctx);
  const files = attachmentStore(ctx.config.dataDir);
  const now = () => ctx.clock.now();

  /** The ticket as `readTicket` answers it; pass `glass` for a read a person makes (decision 0034). */
  const details = (viewer: Viewer, id: number, glass?: GlassRequest): Promise<Ticket> =>
    readTicket(ctx, viewer, id, glass);

  async function checkedFiles(incoming: IncomingFile[], max: number, tooMany: string) {
    if (incoming.length > max) throw validationError({ attachments: [tooMany] });
    const { files: good, problems } = await checkFiles(incoming, await uploadRules(ctx));
    if (problems.length) throw validationError({ attachments: problems }, problems.join(', '));
    return good;
  }

  /** Files are written before the rows and removed again if the transaction does not commit. */
  async function withStoredFiles<T>(
    incoming: Awaited<ReturnType<typeof checkedFiles>>,
    work: (stored: StoredFile[]) => Promise<T>,
  ) {
    const stored = await files.save(incoming);
    try {
      return await work(stored);
    } catch (error) {
      await files.remove(stored.map((f) => f.storedName));
      throw error;
    }
  }

  function keywordsOf(screening: CrisisScreening) {
    return screening.matches.map((m) => ({
      keyword: m.keyword,
      category: m.category,
      severity_level: m.severity_level,
      weight: m.weight,
    }));
  }

  return {
    details,

    /** Who an admin may assign tickets to; other roles get an empty list. */
    async staffFor(viewer: Viewer) {
      return ticketPolicy.mayAssign(viewer) ? activeStaff(ctx.db) : [];
    },

    async list(viewer: Viewer, query: TicketListQuery) {
      const { rows, total, estimated } = await cachedTicketPage(ctx, {
        scope: ticketPolicy.scope(viewer),
        filters: filtersOf(query),
        order: { sortBy: query.sort_by, direction: query.sort_direction, crisisFirst: query.crisis_first },
        page: { limit: query.per_page, offset: (query.page - 1) * query.per_page },
        viewerId: viewer.id,
        now: now().toISOString(),
        countExactUpTo: ctx.config.ticketCountExactUpTo,
      });
      const at = now();
      return {
        tickets: rows.map((row) => presentTicket(row, viewer, at)),
        pagination: paginate(
          total,
          query.page,
          query.per_page,
          estimated ? { shown: rows.length } : undefined,
        ),
      };
    },

    async stats(viewer: Viewer): Promise<TicketStats> {
      const s = await cachedTicketStats(ctx, {
        scope: ticketPolicy.scope(viewer),
        viewerId: viewer.id,
        now: now().toISOString(),
      });
      const rate = (part: number) => percentOf(part, s.total) ?? 0;
      return {
        total: s.total,
        open: s.open,
        in_progress: s.in_progress,
        resolved: s.resolved,
        closed: s.closed,
        active: s.open + s.in_progress,
        crisis: s.crisis,
        crisis_new_24h: s.crisis_new_24h,
        unassigned: s.unassigned,
        unassigned_urgent: s.unassigned_urgent,
        unassigned_recent: s.unassigned_recent,
        auto_assign_failed: s.auto_assign_failed,
        my_assigned: s.my_assigned,
        overdue: s.overdue,
        high_priority: s.high_priority,
        auto_assigned: s.auto_assigned,
        manually_assigned: s.manually_assigned,
        resolution_rate: rate(s.resolved + s.closed),
        crisis_rate: rate(s.crisis_flagged),
        auto_assign_rate: rate(s.auto_assigned),
        crisis_categories: s.crisisCategories,
      };
    },

    /**
     * Raises a ticket. `askedForHelp` marks a student's "contact me now" from the crisis support page: a
     * crisis whatever its words, at least at level high, so it is assigned and alerted like any crisis.
     */
    async create(
      viewer: Viewer,
      input: TicketCreateInput,
      incoming: IncomingFile[],
      options: { askedForHelp?: boolean } = {},
    ) {
      if (!ticketPolicy.mayCreate(viewer))
        throw new AppError('FORBIDDEN', 'You do not have permission to create tickets');
      const category = await categories.requireActive(input.category_id).catch((error: unknown) => {
        if (error instanceof AppError && error.errors?.category_id?.[0] === 'Invalid category selected') {
          throw validationError({ category_id: ['Please select a valid category'] });
        }
        throw error;
      });
      let requesterId = viewer.id;
      if (input.created_for !== undefined && input.created_for !== viewer.id) {
        if (!ticketPolicy.mayCreateFor(viewer))
          throw new AppError('FORBIDDEN', 'Only administrators can create tickets for others');
        const student = await findUser(ctx.db, input.created_for);
        if (student?.role !== 'student' || student.status !== 'active') {
          throw validationError({ created_for: ['Invalid student selected'] });
        }
        requesterId = student.id;
      }
      const good = await checkedFiles(incoming, ATTACHMENTS.maxPerTicket, ATTACHMENT_MESSAGES.tooManyTicket);
      // Screened in every category: safety does not depend on the category's setting.
      const screened = await crisis.screen(`${input.subject}\n${input.description}`, category.id);
      const screening = options.askedForHelp ? askedForHelp(screened) : screened;
      // Only a crisis reads the crisis target; every other ticket runs on its category's hours.
      const crisisMinutes = screening.is_crisis ? await crisisTargetMinutes(ctx.db) : 0;
      const priority: TicketPriority = screening.is_crisis ? 'Urgent' : (input.priority ?? 'Medium');
      const at = now();
      const created = at.toISOString();

      const { id, assigned } = await withStoredFiles(good, (stored) =>
        ctx.db.transaction().execute(async (trx) => {
          const ticketId = await insertTicket(trx, {
            ticket_number: `pending-${randomBytes(12).toString('hex')}`,
            subject: input.subject,
            description: input.description,
            category_id: category.id,
            priority,
            priority_rank: PRIORITY_RANK[priority],
            status: 'Open',
            crisis_flag: screening.is_crisis ? 1 : 0,
            crisis_level: screening.level,
            crisis_score: screening.crisis_score,
            // A review level, never for a ticket that is already a crisis (medium and above).
            ...(screening.possible_concern && !screening.is_crisis
              ? { possible_concern: 1, concern_raised_at: created }
              : {}),
            detected_crisis_keywords: writeJsonColumn(keywordsOf(screening)),
            priority_score: priorityScore(priority, screening),
            user_id: requesterId,
            created_by: viewer.id,
            assigned_to: null,
            auto_assigned: 'no',
            tags: writeJsonColumn([]),
            search_text: '',
            response_count: 0,
            attachment_count: stored.length,
            sla_deadline: responseDeadline(
              at,
              { crisis: screening.is_crisis, categorySlaHours: category.sla_response_hours },
              crisisMinutes,
            ),
            first_response_at: null,
            resolved_at: null,
            closed_at: null,
            created_at: created,
            updated_at: created,
          });
          await updateTicket(trx, ticketId, {
            ticket_number: `TKT-${at.getUTCFullYear()}-${String(ticketId).padStart(6, '0')}`,
          });
          await refreshSearchText(trx, ticketId);
          await insertAttachments(
            trx,
            stored.map((f) => ({
              ticket_id: ticketId,
              response_id: null,
              user_id: viewer.id,
              original_name: f.originalName,
              stored_name: f.storedName,
              file_type: f.fileType,
              file_size: f.size,
              sha256: f.sha256,
              created_at: created,
            })),
          );
          const history: Parameters<typeof insertHistory>[1] = [
            {
              ticket_id: ticketId,
              user_id: viewer.id,
              field: 'created',
              old_value: null,
              new_value: 'Open',
              note: null,
              created_at: created,
            },
          ];
          if (screening.is_crisis) {
            const words = keywordsOf(screening).map((k) => k.keyword);
            history.push({
              ticket_id: ticketId,
              user_id: null,
              field: 'crisis_flag',
              old_value: null,
              new_value: `${screening.level} (score ${screening.crisis_score})`,
              note: options.askedForHelp
                ? `The student asked for urgent help from the crisis support page${words.length ? `; crisis wording: ${words.join(', ')}` : ''}`
                : `Crisis wording detected: ${words.join(', ')}`,
              created_at: created,
            });
          }
          await insertHistory(trx, history);
          // In the same transaction, so two tickets raised together never both take a counselor's last place.
          const assignee = await assignAutomatically(
            trx,
            {
              id: ticketId,
              category_id: category.id,
              crisis: screening.is_crisis,
              auto_assign: category.auto_assign === 1,
            },
            created,
          );
          if (assignee) {
            await auditAssignment(trx, {
              ticketId,
              actorId: viewer.id,
              from: null,
              to: assignee.userId,
              reason: AUTO_ASSIGN_NOTE,
              automatic: true,
              at: created,
            });
          }
          return { id: ticketId, assigned: assignee };
        }),
      );
      await ctx.bus.emit('ticket.created', { ticketId: id, actorId: viewer.id, crisis: screening.is_crisis });
      if (screening.is_crisis)
        await ctx.bus.emit('ticket.crisis_detected', {
          ticketId: id,
          source: 'ticket',
          level: screening.level,
        });
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
      return { ticket: await details(viewer, id), attachment_summary: { uploaded: good.length } };
    },
  };
}

export type TicketsService = ReturnType<typeof ticketsService>;

/** A request for urgent help is a crisis at level high or above, whatever words it holds. */
function askedForHelp(screening: CrisisScreening): CrisisScreening {
  if (screening.is_crisis && (screening.level === 'high' || screening.level === 'critical')) return screening;
  return { ...screening, is_crisis: true, level: 'high', crisis_score: Math.max(screening.crisis_score, 70) };
}
