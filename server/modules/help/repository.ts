import { type Insertable, type Selectable, type SqlBool, sql, type Updateable } from 'kysely';
import type { FaqSort } from '../../../common/schemas/help';
import { type DB, dialectOf } from '../../db';
import type { FaqsTable } from '../../db/types';
import { type RankedSource, rankedMatches } from '../../search/ranked';

/** A FAQ with its category and creator, as lists and pages read it (never the index columns). */
export type FaqRow = Omit<Selectable<FaqsTable>, 'search_question' | 'search_answer'> & {
  category_name: string | null;
  category_slug: string | null;
  category_color: string | null;
  category_icon: string | null;
  category_sort_order: number | null;
  category_is_active: number | null;
  creator_name: string | null;
  creator_email: string | null;
};

export interface FaqFilter {
  publishedOnly: boolean;
  status?: 'published' | 'unpublished' | 'draft' | 'featured';
  categoryId?: number;
  categorySlug?: string;
  featured?: boolean;
  /** Ids of FAQs to keep (bookmarks). */
  ids?: number[];
  /** A full-text query (`ftsQuery` on SQLite, `tsQuery` on PostgreSQL): only matches, ranked. */
  match?: string;
}

const FAQ_COLUMNS = [
  'f.id',
  'f.category_id',
  'f.question',
  'f.answer',
  'f.tags',
  'f.sort_order',
  'f.is_published',
  'f.is_featured',
  'f.helpful_count',
  'f.not_helpful_count',
  'f.view_count',
  'f.created_by',
  'f.source_suggestion_id',
  'f.created_at',
  'f.updated_at',
  'f.published_at',
] as const;

/** The matches of a full-text query with a rank, higher is better: question words weigh ten times answer words. */
const SOURCE: RankedSource = { table: 'faqs', fts: 'faqs_fts', weights: [10, 1] };

function selection(db: DB, filter: FaqFilter) {
  let query = db
    .selectFrom('faqs as f')
    .leftJoin('help_categories as c', 'c.id', 'f.category_id')
    .leftJoin('users as u', 'u.id', 'f.created_by')
    .innerJoin(
      filter.match === undefined
        ? sql<{ id: number; rank: number }>`(select 0 as id, 0 as rank)`.as('m')
        : rankedMatches(db, SOURCE, filter.match),
      (join) => (filter.match === undefined ? join.on(sql<SqlBool>`1 = 1`) : join.onRef('m.id', '=', 'f.id')),
    );
  if (filter.publishedOnly) query = query.where('f.is_published', '=', 1);
  if (filter.status === 'published') query = query.where('f.is_published', '=', 1);
  if (filter.status === 'unpublished' || filter.status === 'draft')
    query = query.where('f.is_published', '=', 0);
  if (filter.status === 'featured') query = query.where('f.is_featured', '=', 1);
  if (filter.featured !== undefined) query = query.where('f.is_featured', '=', filter.featured ? 1 : 0);
  if (filter.categoryId !== undefined) query = query.where('f.category_id', '=', filter.categoryId);
  if (filter.categorySlug !== undefined) query = query.where('c.slug', '=', filter.categorySlug);
  if (filter.ids !== undefined) query = query.where('f.id', 'in', filter.ids.length ? filter.ids : [0]);
  return query;
}

function withColumns(db: DB, filter: FaqFilter) {
  return selection(db, filter).select([
    ...FAQ_COLUMNS,
    'm.rank',
    'c.name as category_name',
    'c.slug as category_slug',
    'c.color as category_color',
    'c.icon as category_icon',
    'c.sort_order as category_sort_order',
    'c.is_active as category_is_active',
    'u.name as creator_name',
    'u.email as creator_email',
  ]);
}

function ordered(db: DB, filter: FaqFilter, sort: FaqSort, page: { limit: number; offset: number }) {
  let query = withColumns(db, filter);
  if (sort === 'relevance' && filter.match !== undefined)
    query = query.orderBy('m.rank', 'desc').orderBy('f.is_featured', 'desc');
  else if (sort === 'featured')
    query = query
      .orderBy('f.is_featured', 'desc')
      .orderBy('f.sort_order', 'asc')
      .orderBy('f.helpful_count', 'desc');
  else if (sort === 'helpful') query = query.orderBy('f.helpful_count', 'desc');
  else if (sort === 'views') query = query.orderBy('f.view_count', 'desc');
  else query = query.orderBy('f.created_at', 'desc');
  return query.orderBy('f.id', 'desc').limit(page.limit).offset(page.offset);
}

/** One page of FAQs in the chosen order (relevance needs a `match`). */
export async function listFaqs(
  db: DB,
  filter: FaqFilter,
  sort: FaqSort,
  page: { limit: number; offset: number },
): Promise<(FaqRow & { rank: number })[]> {
  return ordered(db, filter, sort, page).execute();
}

/**
 * One page and how many FAQs match in all, in one statement (`count(*) over ()`, taken before the limit), so
 * a search reads its matches once. Only a page past the last asks for the count on its own.
 */
export async function listFaqsCounted(
  db: DB,
  filter: FaqFilter,
  sort: FaqSort,
  page: { limit: number; offset: number },
): Promise<{ rows: (FaqRow & { rank: number })[]; total: number }> {
  const rows = await ordered(db, filter, sort, page)
    .select(sql<number>`count(*) over ()`.as('total_count'))
    .execute();
  const first = rows[0];
  if (!first) return { rows: [], total: page.offset > 0 ? await countFaqs(db, filter) : 0 };
  return {
    rows: rows.map(({ total_count: _total, ...row }) => row),
    total: Number(first.total_count),
  };
}

export async function countFaqs(db: DB, filter: FaqFilter): Promise<number> {
  const row = await selection(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findFaq(db: DB, id: number): Promise<FaqRow | undefined> {
  return withColumns(db, { publishedOnly: false, ids: [id] }).executeTakeFirst();
}

/** The FAQ's row locked for the rest of the transaction on PostgreSQL (SQLite holds the write lock already). */
export async function lockFaq(db: DB, id: number) {
  let query = db.selectFrom('faqs').select(['id', 'is_published']).where('id', '=', id);
  if (dialectOf(db) === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function insertFaq(db: DB, values: Insertable<FaqsTable>): Promise<number> {
  return (await db.insertInto('faqs').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** Many FAQs in one statement (the benchmark's and the typo test's filler content). */
export async function insertFaqs(db: DB, values: Insertable<FaqsTable>[]): Promise<void> {
  if (values.length > 0) await db.insertInto('faqs').values(values).execute();
}

export async function updateFaq(db: DB, id: number, values: Updateable<FaqsTable>): Promise<void> {
  await db.updateTable('faqs').set(values).where('id', '=', id).execute();
}

export async function deleteFaqs(db: DB, ids: readonly number[]): Promise<void> {
  if (ids.length)
    await db
      .deleteFrom('faqs')
      .where('id', 'in', [...ids])
      .execute();
}

export function faqsByIds(db: DB, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('faqs')
    .select(['id', 'question', 'is_published', 'is_featured', 'published_at'])
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
}

/** Counts a view unless this reader already opened the FAQ today. */
export async function countView(db: DB, faqId: number, userId: number, day: string): Promise<boolean> {
  const inserted = await db
    .insertInto('faq_views')
    .values({ faq_id: faqId, user_id: userId, day })
    .onConflict((oc) => oc.columns(['faq_id', 'user_id', 'day']).doNothing())
    .returning('faq_id')
    .executeTakeFirst();
  if (!inserted) return false;
  await db
    .updateTable('faqs')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', '=', faqId)
    .execute();
  return true;
}

/** The reader's bookmarks and votes among these FAQs. */
export async function readerMarks(db: DB, userId: number, faqIds: readonly number[]) {
  if (faqIds.length === 0) return { bookmarked: new Set<number>(), votes: new Map() };
  const [bookmarks, votes] = await Promise.all([
    db
      .selectFrom('faq_bookmarks')
      .select('faq_id')
      .where('user_id', '=', userId)
      .where('faq_id', 'in', [...faqIds])
      .execute(),
    db
      .selectFrom('faq_feedback')
      .select(['faq_id', 'is_helpful', 'reason'])
      .where('user_id', '=', userId)
      .where('faq_id', 'in', [...faqIds])
      .execute(),
  ]);
  return {
    bookmarked: new Set(bookmarks.map((row) => row.faq_id)),
    votes: new Map(
      votes.map((row) => [row.faq_id, { is_helpful: row.is_helpful === 1, reason: row.reason }]),
    ),
  };
}

/** Saves a reader's vote (one per FAQ: a second replaces the first) and recounts the FAQ from the votes. */
export async function saveVote(
  db: DB,
  vote: { faqId: number; userId: number; isHelpful: boolean; reason: string | null; comment: string | null },
  at: string,
) {
  const previous = await db
    .selectFrom('faq_feedback')
    .select(['is_helpful', 'reason', 'comment'])
    .where('faq_id', '=', vote.faqId)
    .where('user_id', '=', vote.userId)
    .executeTakeFirst();
  await db
    .insertInto('faq_feedback')
    .values({
      faq_id: vote.faqId,
      user_id: vote.userId,
      is_helpful: vote.isHelpful ? 1 : 0,
      reason: vote.reason,
      comment: vote.comment,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc.columns(['faq_id', 'user_id']).doUpdateSet({
        is_helpful: vote.isHelpful ? 1 : 0,
        reason: vote.reason,
        comment: vote.comment,
        updated_at: at,
      }),
    )
    .execute();
  const votes = (value: number) =>
    db
      .selectFrom('faq_feedback')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('faq_id', '=', vote.faqId)
      .where('is_helpful', '=', value);
  await db
    .updateTable('faqs')
    .set({ helpful_count: votes(1), not_helpful_count: votes(0) })
    .where('id', '=', vote.faqId)
    .execute();
  const counts = await db
    .selectFrom('faqs')
    .select(['helpful_count', 'not_helpful_count'])
    .where('id', '=', vote.faqId)
    .executeTakeFirstOrThrow();
  return { previous, counts };
}

/** "Not helpful" votes of a FAQ by reason. */
export async function reasonCounts(db: DB, faqId: number): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('faq_feedback')
    .select((eb) => ['reason', eb.fn.countAll<number>().as('n')])
    .where('faq_id', '=', faqId)
    .where('is_helpful', '=', 0)
    .groupBy('reason')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.reason ?? 'unspecified', Number(row.n)]));
}

/** Adds the bookmark, or removes it when it was there; answers whether the FAQ is now bookmarked. */
export async function toggleBookmark(db: DB, userId: number, faqId: number, at: string): Promise<boolean> {
  const inserted = await db
    .insertInto('faq_bookmarks')
    .values({ user_id: userId, faq_id: faqId, created_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'faq_id']).doNothing())
    .returning('faq_id')
    .executeTakeFirst();
  if (inserted) return true;
  await db.deleteFrom('faq_bookmarks').where('user_id', '=', userId).where('faq_id', '=', faqId).execute();
  return false;
}

/** The reader's bookmarks of published FAQs, newest first. */
export async function bookmarksOf(db: DB, userId: number, page: { limit: number; offset: number }) {
  const base = db
    .selectFrom('faq_bookmarks as b')
    .innerJoin('faqs as f', 'f.id', 'b.faq_id')
    .where('b.user_id', '=', userId)
    .where('f.is_published', '=', 1);
  const [rows, total] = await Promise.all([
    base
      .select(['b.faq_id', 'b.created_at'])
      .orderBy('b.created_at', 'desc')
      .orderBy('b.faq_id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The figures of the admin stats over every FAQ. */
export async function faqFigures(db: DB) {
  const row = await db
    .selectFrom('faqs')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.coalesce(eb.fn.sum<number>('is_published'), sql<number>`0`).as('published'),
      eb.fn.coalesce(eb.fn.sum<number>('is_featured'), sql<number>`0`).as('featured'),
      eb.fn.coalesce(eb.fn.sum<number>('view_count'), sql<number>`0`).as('views'),
      eb.fn.coalesce(eb.fn.sum<number>('helpful_count'), sql<number>`0`).as('helpful'),
      eb.fn.coalesce(eb.fn.sum<number>('not_helpful_count'), sql<number>`0`).as('not_helpful'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    published: Number(row.published),
    featured: Number(row.featured),
    views: Number(row.views),
    helpful: Number(row.helpful),
    notHelpful: Number(row.not_helpful),
  };
}

/** The question words and answers of every published FAQ (to rebuild the typo vocabulary). */
export function publishedTexts(db: DB) {
  return db
    .selectFrom('faqs')
    .select(['search_question', 'search_answer'])
    .where('is_published', '=', 1)
    .execute();
}
