import {
  CONCERN_MESSAGES,
  CONCERN_OUTCOME_LABELS,
  CONCERN_REVIEW_HOURS,
  type ConcernItem,
  type ConcernList,
  type ConcernListQuery,
  type ConcernReviewInput,
} from '../../../common/schemas/concerns';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { paginate } from '../../lib/pagination';
import { recordAudit } from '../audit';
import { insertHistory, ticketPolicy, ticketsService, type Viewer } from '../tickets';
import { presentConcern } from './presenter';
import { countConcerns, findConcern, listConcerns, markReviewed } from './repository';

/** The person reviewing: their id and role decide, their name is kept on the ticket. */
export interface ConcernReviewer extends Viewer {
  name: string;
}

const HOUR = 3_600_000;

export function concernsService(ctx: AppContext) {
  const tickets = ticketsService(ctx);
  const now = () => ctx.clock.now();

  function requireReviewer(viewer: Viewer) {
    if (!ticketPolicy.mayReviewConcerns(viewer))
      throw new AppError('FORBIDDEN', 'Only counselors and administrators review possible concerns');
  }

  return {
    /** The queue: open ones oldest first with their age, or the reviewed ones newest review first. */
    async list(viewer: Viewer, query: ConcernListQuery): Promise<ConcernList> {
      requireReviewer(viewer);
      const at = now();
      const overdueBefore = new Date(at.getTime() - CONCERN_REVIEW_HOURS * HOUR).toISOString();
      const [rows, counts] = await Promise.all([
        listConcerns(ctx.db, query.state, {
          limit: query.per_page,
          offset: (query.page - 1) * query.per_page,
        }),
        countConcerns(ctx.db, overdueBefore),
      ]);
      const matching = query.state === 'open' ? counts.open : counts.reviewed;
      return {
        concerns: rows.map((row) => presentConcern(row, viewer, at)),
        pagination: paginate(matching, query.page, query.per_page),
        counts,
      };
    },

    /**
     * Marks an open possible concern reviewed with its outcome: the ticket's columns, a history line (with
     * the note, staff only) and the audit row commit together. A ticket the reviewer may not open, or one
     * not in the queue, answers 404; one already reviewed 409.
     */
    async review(
      reviewer: ConcernReviewer,
      ticketId: number,
      input: ConcernReviewInput,
      context: RequestContext,
    ): Promise<ConcernItem> {
      requireReviewer(reviewer);
      await tickets.details(reviewer, ticketId);
      const at = now().toISOString();
      const note = input.note === '' ? null : input.note;
      const row = await ctx.db.transaction().execute(async (trx) => {
        const current = await findConcern(trx, ticketId);
        if (!current || (current.concern_reviewed_at === null && current.crisis_flag === 1))
          throw new AppError('NOT_FOUND', CONCERN_MESSAGES.notInQueue);
        const reviewed = await markReviewed(trx, ticketId, {
          at,
          by: reviewer.id,
          name: reviewer.name,
          outcome: input.outcome,
          note,
        });
        if (!reviewed) {
          const first = (await findConcern(trx, ticketId))?.concern_reviewed_by_name ?? 'someone else';
          throw new AppError('CONFLICT', CONCERN_MESSAGES.alreadyReviewed(first));
        }
        await insertHistory(trx, [
          {
            ticket_id: ticketId,
            user_id: reviewer.id,
            field: 'possible_concern',
            old_value: 'open',
            new_value: `reviewed: ${CONCERN_OUTCOME_LABELS[input.outcome]}`,
            note,
            created_at: at,
          },
        ]);
        await recordAudit(trx, {
          actorId: reviewer.id,
          action: 'ticket.concern_reviewed',
          target: { type: 'ticket', id: ticketId },
          details: { outcome: input.outcome, has_note: note !== null, raised_at: current.concern_raised_at },
          context,
          at,
        });
        return findConcern(trx, ticketId);
      });
      if (!row) throw new AppError('NOT_FOUND', CONCERN_MESSAGES.notInQueue);
      return presentConcern(row, reviewer, now());
    },
  };
}
