import { isCrisisLevel, levelRank } from '../../../common/crisis/types';
import {
  type EvaluationCaseExport,
  SCREENING_MESSAGES,
  type ScreeningExportInput,
  type ScreeningMark,
  type ScreeningMarkInput,
  type ScreeningReviewList,
  type ScreeningReviewListQuery,
} from '../../../common/schemas/screening-reviews';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, validationError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { paginate } from '../../lib/pagination';
import { recordAudit, recordAudits } from '../audit';
import { crisisService } from '../crisis';
import { ticketsService, type Viewer } from '../tickets';
import { detectedLanguage, evaluationCaseOf, exportFileName, ticketText } from './evaluation-case';
import { screeningReviewPolicy } from './policy';
import { presentMark, presentReview } from './presenter';
import {
  countReviews,
  deleteMark,
  findMark,
  findOpenMark,
  insertMark,
  listReviews,
  markExported,
  reviewsForExport,
  updateMark,
} from './repository';

/** The person marking: their id and role decide, their name is kept on the mark. */
export interface Marker extends Viewer {
  name: string;
}

const NO_OPEN_MARK = 'You have no open screening mark on this ticket';

export function screeningReviewsService(ctx: AppContext) {
  const tickets = ticketsService(ctx);
  const crisis = crisisService(ctx);
  const now = () => ctx.clock.now();

  function requireMarker(viewer: Viewer) {
    if (!screeningReviewPolicy.mayMark(viewer))
      throw new AppError('FORBIDDEN', 'Only staff can give screening feedback');
  }

  function requireReviewer(viewer: Viewer) {
    if (!screeningReviewPolicy.mayReview(viewer))
      throw new AppError('FORBIDDEN', 'Only administrators can review screening feedback');
  }

  return {
    /** The caller's open mark on a ticket they may see (404 otherwise), or null. */
    async mine(viewer: Viewer, ticketId: number): Promise<ScreeningMark | null> {
      requireMarker(viewer);
      await tickets.details(viewer, ticketId);
      const row = await findOpenMark(ctx.db, ticketId, viewer.id);
      return row ? presentMark(row) : null;
    },

    /**
     * Marks a ticket "missed crisis" (the level it should have had, above the engine's) or "false alarm"
     * (only a ticket the engine flagged). A person's second mark on a ticket replaces their open one. What
     * the engine said (level, score, detected language) is kept with the mark, with its audit row.
     */
    async mark(
      marker: Marker,
      ticketId: number,
      input: ScreeningMarkInput,
      context: RequestContext,
    ): Promise<{ mark: ScreeningMark; created: boolean }> {
      requireMarker(marker);
      const ticket = await tickets.details(marker, ticketId);
      const engineLevel = isCrisisLevel(ticket.crisis_level) ? ticket.crisis_level : 'none';
      const level = input.kind === 'missed_crisis' ? input.level : null;
      if (input.kind === 'false_alarm' && !ticket.crisis_flag) {
        throw validationError({ kind: [SCREENING_MESSAGES.notFlagged] });
      }
      if (level !== null && levelRank(level) <= levelRank(engineLevel)) {
        throw validationError({ level: [SCREENING_MESSAGES.notAbove(engineLevel)] });
      }
      const screening = await crisis.screen(ticketText(ticket), ticket.category_id);
      const at = now().toISOString();
      const values = {
        kind: input.kind,
        expected_level: level,
        engine_level: engineLevel,
        engine_score: ticket.crisis_score ?? 0,
        engine_language: detectedLanguage(screening.matches),
        note: input.note === '' ? null : input.note,
        marked_by_name: marker.name,
        marked_by_role: marker.role,
        updated_at: at,
      };
      try {
        return await ctx.db.transaction().execute(async (trx) => {
          const open = await findOpenMark(trx, ticketId, marker.id);
          let id: number;
          if (open) {
            await updateMark(trx, open.id, values);
            id = open.id;
          } else {
            id = await insertMark(trx, {
              ...values,
              ticket_id: ticketId,
              marked_by: marker.id,
              created_at: at,
            });
          }
          await recordAudit(trx, {
            actorId: marker.id,
            action: open ? 'screening_mark.replaced' : 'screening_mark.created',
            target: { type: 'screening_review', id },
            details: {
              ticket_id: ticketId,
              kind: input.kind,
              level,
              engine_level: engineLevel,
              engine_score: values.engine_score,
              has_note: values.note !== null,
              ...(open ? { previous: { kind: open.kind, level: open.expected_level } } : {}),
            },
            context,
            at,
          });
          return { mark: presentMark(await findMark(trx, id)), created: !open };
        });
      } catch (error) {
        // Two saves by one person at the same moment: the unique index let one through.
        if (isUniqueViolation(error))
          throw new AppError('CONFLICT', 'Your screening mark was saved at the same moment; please reload');
        throw error;
      }
    },

    /** Withdraws the caller's open mark on a ticket they may see. */
    async withdraw(viewer: Viewer, ticketId: number, context: RequestContext): Promise<void> {
      requireMarker(viewer);
      await tickets.details(viewer, ticketId);
      const at = now().toISOString();
      await ctx.db.transaction().execute(async (trx) => {
        const open = await findOpenMark(trx, ticketId, viewer.id);
        if (!open) throw new AppError('NOT_FOUND', NO_OPEN_MARK);
        await deleteMark(trx, open.id);
        await recordAudit(trx, {
          actorId: viewer.id,
          action: 'screening_mark.withdrawn',
          target: { type: 'screening_review', id: open.id },
          details: { ticket_id: ticketId, kind: open.kind, level: open.expected_level },
          context,
          at,
        });
      });
    },

    /** The admin list, newest first, filtered by kind and by open/exported. */
    async list(viewer: Viewer, query: ScreeningReviewListQuery): Promise<ScreeningReviewList> {
      requireReviewer(viewer);
      const filter = { kind: query.kind, state: query.state };
      const [rows, counts] = await Promise.all([
        listReviews(ctx.db, filter, { limit: query.per_page, offset: (query.page - 1) * query.per_page }),
        countReviews(ctx.db, filter),
      ]);
      return {
        reviews: rows.map((row) => presentReview(row, viewer)),
        pagination: paginate(counts.matching, query.page, query.per_page),
        counts: { open: counts.open, exported: counts.exported },
      };
    },

    /**
     * The selected marks (or every open one) as held-out evaluation cases; the open ones among them are
     * marked exported, each with an audit row, in one transaction. Marks on a ticket the reviewer may not
     * see are left out and stay open.
     */
    async export(
      viewer: Viewer,
      input: ScreeningExportInput,
      context: RequestContext,
    ): Promise<{ cases: EvaluationCaseExport[]; fileName: string }> {
      requireReviewer(viewer);
      const ids = input.ids === undefined ? undefined : [...new Set(input.ids)];
      const at = now();
      const cases = await ctx.db.transaction().execute(async (trx) => {
        const rows = await reviewsForExport(trx, ids);
        if (ids !== undefined && rows.length !== ids.length) {
          throw validationError({ ids: [SCREENING_MESSAGES.unknownIds] });
        }
        const shown = rows.filter((row) => screeningReviewPolicy.maySeeText(viewer, row));
        if (shown.length === 0) throw validationError({ ids: [SCREENING_MESSAGES.nothingOpen] });
        const fresh = shown.filter((row) => row.exported_at === null);
        await markExported(
          trx,
          fresh.map((row) => row.id),
          at.toISOString(),
          viewer.id,
        );
        await recordAudits(
          trx,
          fresh.map((row) => ({
            actorId: viewer.id,
            action: 'screening_mark.exported',
            target: { type: 'screening_review', id: row.id },
            details: { ticket_id: row.ticket_id, kind: row.kind },
            context,
            at: at.toISOString(),
          })),
        );
        return shown.map(evaluationCaseOf);
      });
      return { cases, fileName: exportFileName(at) };
    },
  };
}
