import {
  HELP_MESSAGES,
  type SuggestionCreateInput,
  type SuggestionListQuery,
  type SuggestionRejectInput,
  type SuggestionUpdateInput,
} from '../../../common/schemas/help';
import type { AdminFaq, Suggestion } from '../../../common/schemas/help-shapes';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { writeJsonColumn } from '../../db/json-columns';
import { AppError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { paginate } from '../../lib/pagination';
import { ticketsService } from '../tickets';
import { auditHelp } from './audit';
import { faqAdminService, requireActiveCategory } from './faq-admin';
import { helpPolicy } from './policy';
import { presentSuggestion } from './presenter';
import type { HelpViewer } from './service';
import {
  countSuggestions,
  findSuggestion,
  insertSuggestion,
  listSuggestions,
  suggestionCounts,
  updateSuggestion,
} from './suggestion-repository';
import { suggestionReview } from './suggestion-review';

const FINISHED_TICKET = ['Resolved', 'Closed'];
const CRISIS_TICKET = 'A crisis ticket cannot become a FAQ suggestion';

/**
 * Content suggestions (spec 3 §2.2 "Suggestions tab", §4): counselors and admins suggest, admins edit,
 * approve (it becomes a published FAQ, once) or reject with a reason; the author is told either way, by a
 * notification written in the transaction of the verdict.
 */
export function suggestionsService(ctx: AppContext) {
  const db = ctx.db;
  const tickets = ticketsService(ctx);
  const faqs = faqAdminService(ctx);
  const review = suggestionReview(ctx);
  const nowIso = () => ctx.clock.now().toISOString();

  function requireSuggester(viewer: HelpViewer) {
    if (!helpPolicy.maySuggest(viewer.role)) throw new AppError('FORBIDDEN', HELP_MESSAGES.suggestForbidden);
  }

  async function load(trx: DB, id: number) {
    const row = await findSuggestion(trx, id);
    if (!row) throw new AppError('NOT_FOUND', HELP_MESSAGES.suggestionNotFound);
    return row;
  }

  function requirePending(row: { status: string }) {
    if (row.status !== 'pending') throw new AppError('CONFLICT', HELP_MESSAGES.alreadyReviewed);
  }

  /** The ticket a suggestion starts from: one the suggester may open, resolved or closed, not a crisis. */
  async function sourceTicket(viewer: HelpViewer, ticketId: number) {
    const ticket = await tickets.details(viewer, ticketId);
    if (!FINISHED_TICKET.includes(ticket.status))
      throw new AppError('VALIDATION', HELP_MESSAGES.ticketNotResolved, {
        errors: { ticket_id: [HELP_MESSAGES.ticketNotResolved] },
      });
    if (ticket.crisis_flag)
      throw new AppError('VALIDATION', CRISIS_TICKET, { errors: { ticket_id: [CRISIS_TICKET] } });
    return ticket;
  }

  return {
    async create(
      viewer: HelpViewer,
      input: SuggestionCreateInput,
      context: RequestContext,
    ): Promise<Suggestion> {
      requireSuggester(viewer);
      if (input.source_ticket_id) await sourceTicket(viewer, input.source_ticket_id);
      const at = nowIso();
      const id = await db.transaction().execute(async (trx) => {
        await requireActiveCategory(trx, input.category_id);
        const created = await insertSuggestion(trx, {
          category_id: input.category_id,
          question: input.question,
          answer: input.answer,
          tags: writeJsonColumn(input.tags),
          status: 'pending',
          created_by: viewer.id,
          source_ticket_id: input.source_ticket_id ?? null,
          faq_id: null,
          reviewed_by: null,
          reviewed_at: null,
          reject_reason: null,
          reject_feedback: null,
          created_at: at,
          updated_at: at,
        });
        await auditHelp(
          trx,
          [
            {
              actorId: viewer.id,
              action: 'faq_suggestion.created',
              target: { type: 'faq_suggestion', id: created },
              details: { category_id: input.category_id, source_ticket_id: input.source_ticket_id ?? null },
            },
          ],
          context,
          at,
        );
        return created;
      });
      return presentSuggestion(await load(db, id));
    },

    /** A draft from a resolved ticket: its subject as the question, the last public staff reply as the answer. */
    async draftFromTicket(viewer: HelpViewer, ticketId: number) {
      requireSuggester(viewer);
      const ticket = await sourceTicket(viewer, ticketId);
      const reply = [...(ticket.responses ?? [])]
        .reverse()
        .find(
          (response) => !response.is_internal && response.user !== null && response.user.role !== 'student',
        );
      return {
        draft: {
          category_id: null,
          question: ticket.subject,
          answer: reply?.message ?? '',
          tags: ticket.tags ?? [],
          source_ticket_id: ticket.id,
        },
      };
    },

    async list(query: SuggestionListQuery) {
      const filter = { status: query.status, search: query.search };
      const [rows, total, counts] = await Promise.all([
        listSuggestions(db, filter, { limit: query.per_page, offset: (query.page - 1) * query.per_page }),
        countSuggestions(db, filter),
        suggestionCounts(db),
      ]);
      return {
        suggestions: rows.map(presentSuggestion),
        pagination: paginate(total, query.page, query.per_page),
        counts: {
          pending: counts.pending ?? 0,
          approved: counts.approved ?? 0,
          rejected: counts.rejected ?? 0,
        },
      };
    },

    one: async (id: number) => presentSuggestion(await load(db, id)),

    /** An admin's edit of a pending suggestion (fields sent replace the stored ones). */
    async update(viewer: HelpViewer, id: number, input: SuggestionUpdateInput, context: RequestContext) {
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        requirePending(await load(trx, id));
        if (input.category_id !== undefined) await requireActiveCategory(trx, input.category_id);
        await updateSuggestion(trx, id, {
          ...(input.category_id !== undefined ? { category_id: input.category_id } : {}),
          ...(input.question !== undefined ? { question: input.question } : {}),
          ...(input.answer !== undefined ? { answer: input.answer } : {}),
          ...(input.tags !== undefined ? { tags: writeJsonColumn(input.tags) } : {}),
          updated_at: at,
        });
        const fields = Object.keys(input).filter(
          (key) => input[key as keyof SuggestionUpdateInput] !== undefined,
        );
        await auditHelp(
          trx,
          [
            {
              actorId: viewer.id,
              action: 'faq_suggestion.updated',
              target: { type: 'faq_suggestion', id },
              details: { fields },
            },
          ],
          context,
          at,
        );
      });
      return presentSuggestion(await load(db, id));
    },

    /**
     * Publishes the suggestion as a new FAQ, exactly once: the pending -> approved change is conditional, so
     * of two admins approving at the same moment one gets the FAQ and the other a 409.
     */
    async approve(
      viewer: HelpViewer,
      id: number,
      options: { is_featured?: boolean },
      context: RequestContext,
    ): Promise<AdminFaq> {
      return faqs.one(viewer, await review.approve(viewer, id, options, context));
    },

    /** Rejects a pending suggestion with an optional reason, which its author is told. */
    async reject(viewer: HelpViewer, id: number, input: SuggestionRejectInput, context: RequestContext) {
      await review.reject(viewer, id, input, context);
      return presentSuggestion(await load(db, id));
    },

    /** Approves or rejects several at once (spec 3 §5 "Bulk actions"), through the same steps as one. */
    bulk: review.bulk,
  };
}
