import { sql } from 'kysely';
import { type DB, dialectOf } from '../../db';
import { cachedUntilWrite, versionedCache } from '../../db/change-version';

/** Each reader's own marks on resources: ratings, bookmarks, recommendations received. */

/**
 * Which of these resources the reader bookmarked (with when) and how they rated them, in ONE statement (a union
 * of the two look-ups): each statement is a round trip, and on PostgreSQL the round trips were most of a
 * library page's cost.
 */
type Marks = Awaited<ReturnType<typeof readMarks>>;
const marksCache = versionedCache<Marks>(500);

/**
 * The reader's marks on these resources, kept until the next committed write anywhere (a bookmark or a rating
 * is a write): one entry per reader and page of resources.
 */
export function readerMarks(db: DB, userId: number, ids: readonly number[]): Promise<Marks> {
  if (ids.length === 0) return readMarks(db, userId, ids);
  return cachedUntilWrite(marksCache, db, dialectOf(db), `${userId}:${ids.join(',')}`, () =>
    readMarks(db, userId, ids),
  );
}

async function readMarks(db: DB, userId: number, ids: readonly number[]) {
  if (ids.length === 0)
    return {
      bookmarks: new Map<number, string>(),
      feedback: new Map<number, { rating: number; comment: string | null; is_recommended: boolean }>(),
    };
  const rows = await db
    .selectFrom('resource_bookmarks')
    .select([
      'resource_id',
      sql<string>`'bookmark'`.as('mark'),
      'created_at',
      sql<number | null>`null`.as('rating'),
      sql<string | null>`null`.as('comment'),
      sql<number | null>`null`.as('is_recommended'),
    ])
    .where('user_id', '=', userId)
    .where('resource_id', 'in', [...ids])
    .unionAll(
      db
        .selectFrom('resource_feedback')
        .select([
          'resource_id',
          sql<string>`'feedback'`.as('mark'),
          sql<string>`null`.as('created_at'),
          'rating',
          'comment',
          'is_recommended',
        ])
        .where('user_id', '=', userId)
        .where('resource_id', 'in', [...ids]),
    )
    .execute();
  const bookmarks = new Map<number, string>();
  const feedback = new Map<number, { rating: number; comment: string | null; is_recommended: boolean }>();
  for (const row of rows) {
    if (row.mark === 'bookmark') bookmarks.set(row.resource_id, row.created_at);
    else
      feedback.set(row.resource_id, {
        rating: row.rating ?? 0,
        comment: row.comment,
        is_recommended: row.is_recommended === 1,
      });
  }
  return { bookmarks, feedback };
}

export type ReaderMarks = Awaited<ReturnType<typeof readerMarks>>;

/**
 * Saves the reader's rating (a second one replaces the first), then recomputes the resource's average,
 * count and recommend count from every rating, on the caller's transaction. The caller locks the resource row
 * first, so concurrent ratings of one resource take turns and each recount sees the ratings before it.
 */
export async function saveRating(
  db: DB,
  entry: { resourceId: number; userId: number; rating: number; comment: string | null; recommended: boolean },
  at: string,
) {
  const previous = await db
    .selectFrom('resource_feedback')
    .select('id')
    .where('resource_id', '=', entry.resourceId)
    .where('user_id', '=', entry.userId)
    .executeTakeFirst();
  const values = {
    rating: entry.rating,
    comment: entry.comment,
    is_recommended: entry.recommended ? 1 : 0,
    updated_at: at,
  };
  await db
    .insertInto('resource_feedback')
    .values({ resource_id: entry.resourceId, user_id: entry.userId, created_at: at, ...values })
    .onConflict((oc) => oc.columns(['resource_id', 'user_id']).doUpdateSet(values))
    .execute();
  const totals = await db
    .selectFrom('resource_feedback')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.coalesce(eb.fn.sum<number>('rating'), eb.val(0)).as('sum'),
      eb.fn.coalesce(eb.fn.sum<number>('is_recommended'), eb.val(0)).as('recommended'),
    ])
    .where('resource_id', '=', entry.resourceId)
    .executeTakeFirstOrThrow();
  const count = Number(totals.n);
  const sum = Number(totals.sum);
  const figures = {
    rating_count: count,
    // The true average to one decimal, kept in tenths: round(sum / count, 1) * 10, computed exactly in integers.
    rating_tenths: count === 0 ? 0 : Math.round((sum * 10) / count),
    recommend_count: Number(totals.recommended),
  };
  await db.updateTable('resources').set(figures).where('id', '=', entry.resourceId).execute();
  return { updated: previous !== undefined, ...figures };
}

/** Adds the bookmark, or removes it when it exists: true when the resource is now bookmarked. */
export async function toggleBookmark(
  db: DB,
  userId: number,
  resourceId: number,
  at: string,
): Promise<boolean> {
  const removed = await db
    .deleteFrom('resource_bookmarks')
    .where('user_id', '=', userId)
    .where('resource_id', '=', resourceId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0) return false;
  await db
    .insertInto('resource_bookmarks')
    .values({ user_id: userId, resource_id: resourceId, created_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'resource_id']).doNothing())
    .execute();
  return true;
}

/** The reader's bookmarks of published resources, newest first, one page and the total. */
/** The categories and types among the reader's bookmarks of published resources: My Bookmarks' filter choices. */
export async function bookmarkFacets(db: DB, userId: number) {
  const rows = await db
    .selectFrom('resource_bookmarks as b')
    .innerJoin('resources as r', 'r.id', 'b.resource_id')
    .leftJoin('resource_categories as c', 'c.id', 'r.category_id')
    .select(['r.type', 'c.slug', 'c.name'])
    .distinct()
    .where('b.user_id', '=', userId)
    .where('r.is_published', '=', 1)
    .execute();
  const categories = new Map<string, string>();
  for (const row of rows) if (row.slug && row.name) categories.set(row.slug, row.name);
  return {
    categories: [...categories]
      .map(([slug, name]) => ({ slug, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    types: [...new Set(rows.map((row) => row.type))].sort(),
  };
}

export async function insertRecommendation(
  db: DB,
  values: {
    resource_id: number;
    student_id: number;
    counselor_id: number;
    ticket_id: number | null;
    note: string | null;
    created_at: string;
  },
): Promise<number> {
  return (
    await db.insertInto('resource_recommendations').values(values).returning('id').executeTakeFirstOrThrow()
  ).id;
}

/** What counselors recommended to this student, of resources still published, newest first. */
export function recommendationsFor(db: DB, studentId: number, limit: number) {
  return db
    .selectFrom('resource_recommendations as rr')
    .innerJoin('resources as r', 'r.id', 'rr.resource_id')
    .leftJoin('users as u', 'u.id', 'rr.counselor_id')
    .select([
      'rr.id',
      'rr.resource_id',
      'rr.counselor_id',
      'rr.ticket_id',
      'rr.note',
      'rr.created_at',
      'u.name as counselor_name',
    ])
    .where('rr.student_id', '=', studentId)
    .where('r.is_published', '=', 1)
    .orderBy('rr.created_at', 'desc')
    .orderBy('rr.id', 'desc')
    .limit(limit)
    .execute();
}
