import {
  type BulkSuggestionAction,
  HELP_MESSAGES,
  type SuggestionBulkActionInput,
} from '../../../common/schemas/help';
import type { SuggestionBulkResult } from '../../../common/schemas/help-shapes';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { AppError, validationError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { type NotificationRow, notificationsService } from '../notifications';
import { auditHelp } from './audit';
import { findHelpCategory } from './category-repository';
import { createFaqRow } from './faq-admin';
import { tagsOf } from './presenter';
import { rebuildVocabulary } from './search-repository';
import type { HelpViewer } from './service';
import {
  decideSuggestion,
  findSuggestion,
  type SuggestionRow,
  updateSuggestion,
} from './suggestion-repository';

export interface RejectVerdict {
  reason?: string | null;
  feedback?: string | null;
}

/** Why a suggestion cannot be decided now, or null when it can (pending, and for approval an active category). */
async function hindrance(trx: DB, row: SuggestionRow, action: BulkSuggestionAction) {
  if (row.status !== 'pending') return { code: 'CONFLICT' as const, message: HELP_MESSAGES.alreadyReviewed };
  if (action === 'reject') return null;
  // A suggestion whose category was deleted or switched off is edited first.
  if (row.category_id === null)
    return { code: 'VALIDATION' as const, field: 'category_id', message: HELP_MESSAGES.categoryRequired };
  const category = await findHelpCategory(trx, row.category_id);
  if (category?.is_active !== 1)
    return { code: 'VALIDATION' as const, field: 'category_id', message: HELP_MESSAGES.categoryInactive };
  return null;
}

/**
 * The verdicts on content suggestions, one at a time or several at once (spec 3 §2.2, §5 "Bulk actions"). Both
 * paths run the same steps on the caller's transaction: a conditional `pending -> approved|rejected` update (of
 * two reviewers at the same moment only one changes the row), the FAQ for an approval, the audit rows and the
 * author's notification.
 */
export function suggestionReview(ctx: AppContext) {
  const db = ctx.db;
  const notifications = notificationsService(ctx);
  const nowIso = () => ctx.clock.now().toISOString();

  async function tellAuthor(trx: DB, row: SuggestionRow, title: string, message: string) {
    if (row.created_by === null) return [] as NotificationRow[];
    return notifications.insertFor(trx, [row.created_by], {
      type: 'system',
      title,
      message,
      priority: 'low',
      link: '/help',
      subject_type: 'faq_suggestion',
      subject_id: row.id,
    });
  }

  /** Approves a checked pending row; null when another review changed it first. */
  async function approveRow(
    trx: DB,
    viewer: HelpViewer,
    row: SuggestionRow,
    options: { is_featured?: boolean; rebuild: boolean },
    context: RequestContext,
    at: string,
  ) {
    const decided = await decideSuggestion(trx, row.id, {
      status: 'approved',
      reviewed_by: viewer.id,
      reviewed_at: at,
      updated_at: at,
    });
    if (!decided || row.category_id === null) return null;
    const faqId = await createFaqRow(
      trx,
      {
        category_id: row.category_id,
        question: row.question,
        answer: row.answer,
        tags: tagsOf(row.tags),
        is_published: true,
        is_featured: options.is_featured ?? false,
        sort_order: 0,
        created_by: row.created_by,
        source_suggestion_id: row.id,
      },
      at,
      { rebuild: options.rebuild },
    );
    await updateSuggestion(trx, row.id, { faq_id: faqId });
    await auditHelp(
      trx,
      [
        {
          actorId: viewer.id,
          action: 'faq_suggestion.approved',
          target: { type: 'faq_suggestion', id: row.id },
          details: { faq_id: faqId },
        },
        {
          actorId: viewer.id,
          action: 'faq.created',
          target: { type: 'faq', id: faqId },
          details: { from_suggestion: row.id, is_published: true },
        },
      ],
      context,
      at,
    );
    const told = await tellAuthor(
      trx,
      row,
      'Your FAQ suggestion was published',
      `Thank you: "${row.question.slice(0, 200)}" is now a published FAQ in the Help Center.`,
    );
    return { faqId, told };
  }

  /** Rejects a checked pending row; null when another review changed it first. */
  async function rejectRow(
    trx: DB,
    viewer: HelpViewer,
    row: SuggestionRow,
    verdict: RejectVerdict,
    context: RequestContext,
    at: string,
  ) {
    const reason = verdict.reason || verdict.feedback || null;
    const decided = await decideSuggestion(trx, row.id, {
      status: 'rejected',
      reviewed_by: viewer.id,
      reviewed_at: at,
      reject_reason: verdict.reason || null,
      reject_feedback: verdict.feedback || null,
      updated_at: at,
    });
    if (!decided) return null;
    await auditHelp(
      trx,
      [
        {
          actorId: viewer.id,
          action: 'faq_suggestion.rejected',
          target: { type: 'faq_suggestion', id: row.id },
          details: { has_reason: reason !== null },
        },
      ],
      context,
      at,
    );
    const told = await tellAuthor(
      trx,
      row,
      'Your FAQ suggestion was not published',
      `"${row.question.slice(0, 200)}" was reviewed and not published.${reason ? ` Reason: ${reason}` : ''}`,
    );
    return { told };
  }

  async function loadChecked(trx: DB, id: number, action: BulkSuggestionAction) {
    const row = await findSuggestion(trx, id);
    if (!row) throw new AppError('NOT_FOUND', HELP_MESSAGES.suggestionNotFound);
    const problem = await hindrance(trx, row, action);
    if (problem?.code === 'CONFLICT') throw new AppError('CONFLICT', problem.message);
    if (problem) throw validationError({ [problem.field ?? 'id']: [problem.message] });
    return row;
  }

  return {
    /** One approval: the new FAQ's id (404 unknown, 409 already reviewed, 422 without an active category). */
    async approve(
      viewer: HelpViewer,
      id: number,
      options: { is_featured?: boolean },
      context: RequestContext,
    ): Promise<number> {
      const at = nowIso();
      const { faqId, told } = await db.transaction().execute(async (trx) => {
        const row = await loadChecked(trx, id, 'approve');
        const done = await approveRow(trx, viewer, row, { ...options, rebuild: true }, context, at);
        if (!done) throw new AppError('CONFLICT', HELP_MESSAGES.alreadyReviewed);
        return done;
      });
      await notifications.published(told);
      return faqId;
    },

    /** One rejection with an optional reason (404 unknown, 409 already reviewed). */
    async reject(viewer: HelpViewer, id: number, verdict: RejectVerdict, context: RequestContext) {
      const at = nowIso();
      const told = await db.transaction().execute(async (trx) => {
        const row = await loadChecked(trx, id, 'reject');
        const done = await rejectRow(trx, viewer, row, verdict, context, at);
        if (!done) throw new AppError('CONFLICT', HELP_MESSAGES.alreadyReviewed);
        return done.told;
      });
      await notifications.published(told);
    },

    /**
     * Several verdicts in one transaction, ids in ascending order (two bulk reviews lock rows in the same
     * order). Unknown ids are reported as missing, pending ones that cannot be decided as skipped with the
     * reason; when none is decided the answer is 422 "Failed to approve any suggestions" and nothing changes.
     */
    async bulk(
      viewer: HelpViewer,
      input: SuggestionBulkActionInput,
      context: RequestContext,
    ): Promise<{ result: SuggestionBulkResult; message: string }> {
      const at = nowIso();
      const ids = [...new Set(input.suggestion_ids)].sort((a, b) => a - b);
      const { result, told } = await db.transaction().execute(async (trx) => {
        const result: SuggestionBulkResult = {
          action: input.action,
          affected: 0,
          missing_ids: [],
          faq_ids: [],
          skipped: [],
        };
        const told: NotificationRow[] = [];
        for (const id of ids) {
          const row = await findSuggestion(trx, id);
          if (!row) {
            result.missing_ids.push(id);
            continue;
          }
          const problem = await hindrance(trx, row, input.action);
          let done: { faqId?: number; told: NotificationRow[] } | null = null;
          if (!problem)
            done =
              input.action === 'approve'
                ? await approveRow(trx, viewer, row, { ...input, rebuild: false }, context, at)
                : await rejectRow(trx, viewer, row, input, context, at);
          if (!done) {
            result.skipped.push({ id, message: problem?.message ?? HELP_MESSAGES.alreadyReviewed });
            continue;
          }
          result.affected += 1;
          if (done.faqId !== undefined) result.faq_ids.push(done.faqId);
          told.push(...done.told);
        }
        if (result.affected === 0)
          throw validationError({ suggestion_ids: [`Failed to ${input.action} any suggestions`] });
        if (input.action === 'approve') await rebuildVocabulary(trx);
        return { result, told };
      });
      await notifications.published(told);
      const noun = result.affected === 1 ? 'suggestion' : 'suggestions';
      const verb = input.action === 'approve' ? 'approved and published' : 'rejected';
      return { result, message: `${result.affected} ${noun} ${verb} successfully` };
    },
  };
}
