import { LIMITS } from '../../../common/limits';
import type { Role } from '../../../common/permissions';
import { type FaqFeedbackInput, type FaqListQuery, HELP_MESSAGES } from '../../../common/schemas/help';
import type { Faq, FaqList, SearchSuggestions } from '../../../common/schemas/help-shapes';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { AppError } from '../../lib/errors';
import { paginate } from '../../lib/pagination';
import { words } from '../../search/query';
import { categoryFigures } from './category-repository';
import { findFaqs } from './finder';
import { helpPolicy } from './policy';
import { helpfulnessRate, presentFaq, type ReaderMarks } from './presenter';
import {
  bookmarksOf,
  countFaqs,
  countView,
  type FaqFilter,
  type FaqRow,
  findFaq,
  lockFaq,
  readerMarks,
  saveVote,
  toggleBookmark,
} from './repository';
import {
  clearRecentSearches,
  logSearch,
  popularLike,
  pruneHelpLogs,
  questionsLike,
  recentSearches,
  rememberSearch,
} from './search-repository';

export interface HelpViewer {
  id: number;
  role: Role;
}

const H = LIMITS.help;
const PRUNE_EVERY_MS = 3_600_000;
/** When each database's help logs were last pruned (per process). */
const lastPruned = new WeakMap<object, number>();

/** A category filter by id (digits) or by slug. */
export function categoryFilterOf(
  category: string | undefined,
): Pick<FaqFilter, 'categoryId' | 'categorySlug'> {
  if (category === undefined) return {};
  return /^\d{1,10}$/.test(category)
    ? { categoryId: Number(category) }
    : { categorySlug: category.toLowerCase() };
}

/** What a reader sees of FAQs: every signed-in person reads published FAQs and keeps their own marks. */
export function helpService(ctx: AppContext) {
  const db = ctx.db;
  const nowIso = () => ctx.clock.now().toISOString();

  async function presentAll(
    viewer: HelpViewer,
    rows: FaqRow[],
    terms?: Parameters<typeof presentFaq>[2]['terms'],
  ) {
    const marks: ReaderMarks = await readerMarks(
      db,
      viewer.id,
      rows.map((row) => row.id),
    );
    const showEmail = helpPolicy.maySeeCreatorEmail(viewer.role);
    return rows.map((row) => presentFaq(row, marks, { showEmail, terms }));
  }

  /** A published FAQ: a draft answers exactly like a missing one. */
  async function requirePublished(trx: DB, id: number): Promise<FaqRow> {
    const row = await findFaq(trx, id);
    if (row?.is_published !== 1) throw new AppError('NOT_FOUND', HELP_MESSAGES.faqNotFound(id));
    return row;
  }

  /** The same check with the FAQ's row locked for the rest of the transaction (PostgreSQL). */
  async function lockPublished(trx: DB, id: number): Promise<void> {
    const row = await lockFaq(trx, id);
    if (row?.is_published !== 1) throw new AppError('NOT_FOUND', HELP_MESSAGES.faqNotFound(id));
  }

  /** At most once an hour per process: old views and rarely searched texts are dropped. */
  async function pruneNow() {
    const now = ctx.clock.now();
    if (now.getTime() - (lastPruned.get(db) ?? 0) < PRUNE_EVERY_MS) return;
    lastPruned.set(db, now.getTime());
    await pruneHelpLogs(db, now);
  }

  /** A search is remembered for its reader (recent searches) and counted for the admins (popular, zero-result). */
  async function recordSearch(viewer: HelpViewer, search: string, results: number) {
    const key = words(search).join(' ').slice(0, 200);
    if (!key) return;
    const at = nowIso();
    const query = search.trim().slice(0, 200);
    await pruneNow();
    // One transaction: both records or neither, and one commit (one disk flush on SQLite) instead of five.
    await db.transaction().execute(async (trx) => {
      await logSearch(trx, { key, query, results, at });
      if (query.length >= H.recentSearchMin) {
        const since = new Date(ctx.clock.now().getTime() - 60_000).toISOString();
        await rememberSearch(trx, { userId: viewer.id, query, key, at, keep: H.recentSearchesKept, since });
      }
    });
  }

  return {
    presentAll,

    /** `GET /api/help/faqs`: published FAQs, filtered, sorted, searched (ranked, typos and synonyms forgiven). */
    async list(viewer: HelpViewer, query: FaqListQuery): Promise<FaqList> {
      const filter: FaqFilter = {
        publishedOnly: true,
        featured: query.featured,
        ...categoryFilterOf(query.category),
      };
      const found = await findFaqs(db, filter, {
        search: query.search,
        sort: query.sort_by,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      // The search is recorded while the page is presented (on PostgreSQL on another connection): the
      // recording is several statements, and one after the other they were most of a search's time.
      const [faqs] = await Promise.all([
        presentAll(viewer, found.rows, found.search?.terms),
        found.search && query.page === 1 ? recordSearch(viewer, query.search ?? '', found.total) : undefined,
      ]);
      const featured =
        query.page === 1 && !found.search && query.featured === undefined
          ? await findFaqs(
              db,
              { publishedOnly: true, featured: true },
              { sort: 'featured', limit: H.featuredCount, offset: 0 },
            )
          : null;
      return {
        faqs,
        featured_faqs: featured ? await presentAll(viewer, featured.rows) : [],
        pagination: paginate(found.total, query.page, query.per_page),
        search: found.search ? { ...found.search.info, match: found.search.match } : null,
      };
    },

    /** `GET /api/help/faqs/{id}`: one published FAQ; a reader's first opening of the day counts as a view. */
    async one(viewer: HelpViewer, id: number): Promise<Faq> {
      await requirePublished(db, id);
      await countView(db, id, viewer.id, nowIso().slice(0, 10));
      return (await presentAll(viewer, [await requirePublished(db, id)]))[0]!;
    },

    /**
     * One vote per reader and FAQ; a second changes the first. The FAQ's row is locked first (PostgreSQL),
     * so votes arriving together are counted one after the other, and the counts are recounted from the votes.
     */
    async feedback(viewer: HelpViewer, id: number, input: FaqFeedbackInput) {
      const at = nowIso();
      const reason = input.is_helpful ? null : (input.reason ?? null);
      const comment = input.comment ? input.comment : null;
      const { previous, counts } = await db.transaction().execute(async (trx) => {
        await lockPublished(trx, id);
        return saveVote(
          trx,
          { faqId: id, userId: viewer.id, isHelpful: input.is_helpful, reason, comment },
          at,
        );
      });
      return {
        faq: {
          id,
          helpful_count: counts.helpful_count,
          not_helpful_count: counts.not_helpful_count,
          helpfulness_rate: helpfulnessRate(counts.helpful_count, counts.not_helpful_count),
        },
        feedback: {
          is_helpful: input.is_helpful,
          reason: input.is_helpful ? null : (input.reason ?? null),
          comment,
        },
        changed: previous !== undefined,
      };
    },

    async toggleBookmark(viewer: HelpViewer, id: number) {
      await requirePublished(db, id);
      const bookmarked = await toggleBookmark(db, viewer.id, id, nowIso());
      return { bookmarked, faq_id: id, message: bookmarked ? 'FAQ bookmarked' : 'Bookmark removed' };
    },

    async bookmarks(viewer: HelpViewer, page: { page: number; per_page: number }) {
      const { rows, total } = await bookmarksOf(db, viewer.id, {
        limit: page.per_page,
        offset: (page.page - 1) * page.per_page,
      });
      const found = await findFaqs(
        db,
        { publishedOnly: true, ids: rows.map((row) => row.faq_id) },
        { limit: rows.length || 1, offset: 0 },
      );
      const byId = new Map((await presentAll(viewer, found.rows)).map((faq) => [faq.id, faq]));
      return {
        faqs: rows.flatMap((row) => {
          const faq = byId.get(row.faq_id);
          return faq ? [{ ...faq, bookmarked_at: row.created_at }] : [];
        }),
        pagination: paginate(total, page.page, page.per_page),
      };
    },

    /** Spec 3 §3: the public figures (published FAQs, active categories). */
    async stats() {
      const [faqs, categories] = await Promise.all([
        countFaqs(db, { publishedOnly: true }),
        categoryFigures(db),
      ]);
      return { total_faqs: faqs, total_categories: categories.active };
    },

    /**
     * Spec 3 §2.1: up to 8 entries, at most 5 of the reader's recent searches, 3 popular searches and
     * 5 published questions, each list matching what has been typed so far.
     */
    async searchSuggestions(viewer: HelpViewer, q: string | undefined): Promise<SearchSuggestions> {
      const S = H.searchSuggestions;
      const key = words(q ?? '').join(' ');
      const recent = (await recentSearches(db, viewer.id, H.recentSearchesKept))
        .filter((row) => !key || row.query_key.includes(key))
        .slice(0, S.recent)
        .map((row) => row.query);
      const seen = new Set(recent.map((query) => query.toLowerCase()));
      const popular = (await popularLike(db, key || undefined, S.popular + S.recent))
        .map((row) => row.query)
        .filter((query) => !seen.has(query.toLowerCase()))
        .slice(0, Math.min(S.popular, S.total - recent.length));
      const room = S.total - recent.length - popular.length;
      const suggested = key && room > 0 ? await questionsLike(db, key, Math.min(S.suggested, room)) : [];
      return { recent, popular, suggested };
    },

    async recentSearches(viewer: HelpViewer) {
      const rows = await recentSearches(db, viewer.id, H.recentSearchesKept);
      return { searches: rows.map((row) => ({ query: row.query, searched_at: row.searched_at })) };
    },

    clearRecentSearches: (viewer: HelpViewer) => clearRecentSearches(db, viewer.id),
  };
}
