import type { Updateable } from 'kysely';
import {
  type AdminFaqListQuery,
  type BulkFaqAction,
  type FaqBulkActionInput,
  type FaqCreateInput,
  type FaqPatchInput,
  type FaqUpdateInput,
  HELP_MESSAGES,
} from '../../../common/schemas/help';
import type { AdminFaq, AdminHelpStats } from '../../../common/schemas/help-shapes';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { writeJsonColumn } from '../../db/json-columns';
import type { FaqsTable } from '../../db/types';
import { AppError, validationError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { paginate } from '../../lib/pagination';
import { plainText } from '../../search/highlight';
import { indexedQuestion, words } from '../../search/query';
import { auditHelp } from './audit';
import { categoryFigures, findHelpCategory } from './category-repository';
import { findFaqs } from './finder';
import { presentAdminFaq, tagsOf } from './presenter';
import {
  deleteFaqs,
  type FaqRow,
  faqFigures,
  faqsByIds,
  findFaq,
  insertFaq,
  readerMarks,
  reasonCounts,
  updateFaq,
} from './repository';
import { rebuildVocabulary, topSearches } from './search-repository';
import { categoryFilterOf, type HelpViewer } from './service';
import { suggestionCounts } from './suggestion-repository';

/** The columns the full-text index reads, from a FAQ's question, tags and Markdown answer. */
export function indexColumns(question: string, answer: string, tags: readonly string[]) {
  return {
    search_question: indexedQuestion(question, tags),
    search_answer: words(plainText(answer)).join(' '),
  };
}

/** The category a FAQ is filed under must exist and be active (spec 3 §5: only active ones are offered). */
export async function requireActiveCategory(db: DB, id: number): Promise<void> {
  const category = await findHelpCategory(db, id);
  if (category?.is_active !== 1) throw validationError({ category_id: [HELP_MESSAGES.categoryInactive] });
}

/**
 * Inserts a FAQ with its index columns and rebuilds the typo vocabulary, on `trx` (`rebuild: false` when the
 * caller rebuilds once after several).
 */
export async function createFaqRow(
  trx: DB,
  input: FaqCreateInput & { created_by: number | null; source_suggestion_id?: number | null },
  at: string,
  options: { rebuild?: boolean } = {},
): Promise<number> {
  const id = await insertFaq(trx, {
    category_id: input.category_id,
    question: input.question,
    answer: input.answer,
    tags: writeJsonColumn(input.tags),
    sort_order: input.sort_order,
    is_published: input.is_published ? 1 : 0,
    is_featured: input.is_featured ? 1 : 0,
    created_by: input.created_by,
    source_suggestion_id: input.source_suggestion_id ?? null,
    ...indexColumns(input.question, input.answer, input.tags),
    created_at: at,
    updated_at: at,
    published_at: input.is_published ? at : null,
  });
  if (input.is_published && options.rebuild !== false) await rebuildVocabulary(trx);
  return id;
}

const BULK_WORDS: Record<BulkFaqAction, string> = {
  publish: 'published',
  unpublish: 'unpublished',
  feature: 'featured',
  unfeature: 'unfeatured',
  delete: 'deleted',
};

/** Admins' FAQ management (spec 3 §2.2, §4, §7): every change audited in its transaction. */
export function faqAdminService(ctx: AppContext) {
  const db = ctx.db;
  const nowIso = () => ctx.clock.now().toISOString();

  async function present(
    viewer: HelpViewer,
    row: FaqRow,
    reasons?: Record<string, number>,
  ): Promise<AdminFaq> {
    return presentAdminFaq(row, await readerMarks(db, viewer.id, [row.id]), { reasons });
  }

  async function load(trx: DB, id: number): Promise<FaqRow> {
    const row = await findFaq(trx, id);
    if (!row) throw new AppError('NOT_FOUND', HELP_MESSAGES.faqNotFound(id));
    return row;
  }

  /** Flags as a publish or feature toggle sets them; publishing stamps `published_at` (spec 3 §4). */
  function flagChanges(row: FaqRow, flags: FaqPatchInput, at: string): Updateable<FaqsTable> {
    const values: Updateable<FaqsTable> = {};
    if (flags.is_published !== undefined && flags.is_published !== (row.is_published === 1)) {
      values.is_published = flags.is_published ? 1 : 0;
      if (flags.is_published) values.published_at = at;
    }
    if (flags.is_featured !== undefined && flags.is_featured !== (row.is_featured === 1))
      values.is_featured = flags.is_featured ? 1 : 0;
    return values;
  }

  return {
    async list(viewer: HelpViewer, query: AdminFaqListQuery) {
      const found = await findFaqs(
        db,
        {
          publishedOnly: false,
          status: query.status,
          featured: query.featured,
          ...categoryFilterOf(query.category),
        },
        {
          search: query.search,
          sort: query.sort_by,
          limit: query.per_page,
          offset: (query.page - 1) * query.per_page,
        },
      );
      const marks = await readerMarks(
        db,
        viewer.id,
        found.rows.map((row) => row.id),
      );
      return {
        faqs: found.rows.map((row) => presentAdminFaq(row, marks, { terms: found.search?.terms })),
        pagination: paginate(found.total, query.page, query.per_page),
        search: found.search ? { ...found.search.info, match: found.search.match } : null,
      };
    },

    async one(viewer: HelpViewer, id: number): Promise<AdminFaq> {
      return present(viewer, await load(db, id), await reasonCounts(db, id));
    },

    async create(viewer: HelpViewer, input: FaqCreateInput, context: RequestContext): Promise<AdminFaq> {
      const at = nowIso();
      const id = await db.transaction().execute(async (trx) => {
        await requireActiveCategory(trx, input.category_id);
        const created = await createFaqRow(trx, { ...input, created_by: viewer.id }, at);
        await auditHelp(
          trx,
          [
            {
              actorId: viewer.id,
              action: 'faq.created',
              target: { type: 'faq', id: created },
              details: {
                category_id: input.category_id,
                is_published: input.is_published,
                is_featured: input.is_featured,
              },
            },
          ],
          context,
          at,
        );
        return created;
      });
      return present(viewer, await load(db, id));
    },

    /** Fields sent replace the stored ones; the rest are kept (spec 3 §5). */
    async update(viewer: HelpViewer, id: number, input: FaqUpdateInput, context: RequestContext) {
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        const row = await load(trx, id);
        if (input.category_id !== undefined && input.category_id !== row.category_id)
          await requireActiveCategory(trx, input.category_id);
        const question = input.question ?? row.question;
        const answer = input.answer ?? row.answer;
        const tags = input.tags ?? tagsOf(row.tags);
        const values: Updateable<FaqsTable> = {
          ...flagChanges(row, input, at),
          ...(input.category_id !== undefined ? { category_id: input.category_id } : {}),
          ...(input.sort_order !== undefined ? { sort_order: input.sort_order } : {}),
          question,
          answer,
          tags: writeJsonColumn(tags),
          ...indexColumns(question, answer, tags),
          updated_at: at,
        };
        await updateFaq(trx, id, values);
        await rebuildVocabulary(trx);
        const fields = Object.keys(input).filter((key) => input[key as keyof FaqUpdateInput] !== undefined);
        await auditHelp(
          trx,
          [{ actorId: viewer.id, action: 'faq.updated', target: { type: 'faq', id }, details: { fields } }],
          context,
          at,
        );
      });
      return present(viewer, await load(db, id));
    },

    /** `PATCH`: the publish and feature toggles; answers which changed, for the spec's toasts. */
    async patch(viewer: HelpViewer, id: number, flags: FaqPatchInput, context: RequestContext) {
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        const row = await load(trx, id);
        const values = flagChanges(row, flags, at);
        await updateFaq(trx, id, { ...values, updated_at: at });
        if (values.is_published !== undefined) await rebuildVocabulary(trx);
        await auditHelp(
          trx,
          [
            {
              actorId: viewer.id,
              action: 'faq.flags_changed',
              target: { type: 'faq', id },
              details: { ...flags },
            },
          ],
          context,
          at,
        );
      });
      const faq = await present(viewer, await load(db, id));
      const message =
        flags.is_published !== undefined
          ? `FAQ ${flags.is_published ? 'published' : 'unpublished'} successfully!`
          : `FAQ ${flags.is_featured ? 'featured' : 'unfeatured'} successfully!`;
      return { faq, message };
    },

    async remove(viewer: HelpViewer, id: number, context: RequestContext): Promise<void> {
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        const row = await load(trx, id);
        await deleteFaqs(trx, [id]);
        await rebuildVocabulary(trx);
        await auditHelp(
          trx,
          [
            {
              actorId: viewer.id,
              action: 'faq.deleted',
              target: { type: 'faq', id },
              details: { category_id: row.category_id, was_published: row.is_published === 1 },
            },
          ],
          context,
          at,
        );
      });
    },

    /** Spec 3 §5: a count of what changed, or "Failed to publish any FAQs" when none of the ids exists. */
    async bulk(viewer: HelpViewer, input: FaqBulkActionInput, context: RequestContext) {
      const at = nowIso();
      const ids = [...new Set(input.faq_ids)];
      const affected = await db.transaction().execute(async (trx) => {
        const rows = await faqsByIds(trx, ids);
        if (rows.length === 0) throw validationError({ faq_ids: [`Failed to ${input.action} any FAQs`] });
        const found = rows.map((row) => row.id);
        if (input.action === 'delete') await deleteFaqs(trx, found);
        else {
          const flags: FaqPatchInput =
            input.action === 'publish' || input.action === 'unpublish'
              ? { is_published: input.action === 'publish' }
              : { is_featured: input.action === 'feature' };
          for (const row of await Promise.all(found.map((id) => load(trx, id))))
            await updateFaq(trx, row.id, { ...flagChanges(row, flags, at), updated_at: at });
        }
        if (input.action !== 'feature' && input.action !== 'unfeature') await rebuildVocabulary(trx);
        await auditHelp(
          trx,
          found.map((id) => ({
            actorId: viewer.id,
            action: `faq.bulk_${input.action}`,
            target: { type: 'faq' as const, id },
            details: { action: input.action, batch_size: found.length },
          })),
          context,
          at,
        );
        return found;
      });
      const missing = ids.filter((id) => !affected.includes(id));
      const noun = affected.length === 1 ? 'FAQ' : 'FAQs';
      return {
        result: { action: input.action, affected: affected.length, missing_ids: missing },
        message: `${affected.length} ${noun} ${BULK_WORDS[input.action]} successfully`,
      };
    },

    /** Spec 3 §3 "Admin stats", plus votes against and the searches readers make (and miss). */
    async stats(): Promise<AdminHelpStats> {
      const [faqs, categories, suggestions, top, zero] = await Promise.all([
        faqFigures(db),
        categoryFigures(db),
        suggestionCounts(db),
        topSearches(db, false, 10),
        topSearches(db, true, 10),
      ]);
      const asCounts = (rows: typeof top) =>
        rows.map((row) => ({
          query: row.query,
          count: Number(row.count),
          last_searched_at: row.last_searched_at,
        }));
      return {
        total_faqs: faqs.total,
        published_faqs: faqs.published,
        draft_faqs: faqs.total - faqs.published,
        featured_faqs: faqs.featured,
        categories_count: categories.total,
        active_categories: categories.active,
        suggested_faqs: suggestions.pending ?? 0,
        total_views: faqs.views,
        total_helpful_votes: faqs.helpful,
        total_not_helpful_votes: faqs.notHelpful,
        top_searches: asCounts(top),
        top_zero_result_searches: asCounts(zero),
      };
    },
  };
}
