import { sql } from 'kysely';
import type { DB } from '../../db';
import { rebuildVocabularyTable } from '../../search/vocabulary';
import { publishedTexts } from './repository';

/**
 * The words of the published FAQs with how many FAQs hold each, rebuilt in the transaction of every FAQ
 * change (a knowledge base of hundreds of FAQs rebuilds in milliseconds).
 */
export async function rebuildVocabulary(db: DB): Promise<void> {
  const rows = await publishedTexts(db);
  await rebuildVocabularyTable(
    db,
    'faq_search_vocabulary',
    rows.map((row) => `${row.search_question} ${row.search_answer}`),
  );
}

/** One more search of this text, and whether it found anything. */
export async function logSearch(db: DB, entry: { key: string; query: string; results: number; at: string }) {
  const zero = entry.results === 0 ? 1 : 0;
  await db
    .insertInto('help_search_log')
    .values({
      query_key: entry.key,
      query: entry.query,
      search_count: 1,
      zero_result_count: zero,
      last_result_count: entry.results,
      last_searched_at: entry.at,
    })
    .onConflict((oc) =>
      oc.column('query_key').doUpdateSet((eb) => ({
        query: entry.query,
        search_count: eb('help_search_log.search_count', '+', 1),
        zero_result_count: eb('help_search_log.zero_result_count', '+', zero),
        last_result_count: entry.results,
        last_searched_at: entry.at,
      })),
    )
    .execute();
}

/** The most searched texts that found something (`zero`: false) or the most searched that found nothing. */
export function topSearches(db: DB, zero: boolean, limit: number) {
  const base = db.selectFrom('help_search_log');
  const query = zero
    ? base
        .select(['query', 'last_searched_at', 'zero_result_count as count'])
        .where('zero_result_count', '>', 0)
        .where('last_result_count', '=', 0)
        .orderBy('zero_result_count', 'desc')
    : base
        .select(['query', 'last_searched_at', 'search_count as count'])
        .where('last_result_count', '>', 0)
        .orderBy('search_count', 'desc');
  return query.orderBy('last_searched_at', 'desc').limit(limit).execute();
}

/** Popular searches starting with (or containing) what the reader has typed so far. */
export function popularLike(db: DB, key: string | undefined, limit: number) {
  let query = db
    .selectFrom('help_search_log')
    .select('query')
    .where('last_result_count', '>', 0)
    .where('search_count', '>', 1);
  // Keys are words joined by spaces (letters and digits only), so they hold no LIKE wildcard.
  if (key) query = query.where('query_key', 'like', `%${key}%`);
  return query.orderBy('search_count', 'desc').orderBy('last_searched_at', 'desc').limit(limit).execute();
}

/**
 * Remembers a reader's search: a repeat moves it to the top, a search that only extends the latest one
 * (typed on within a minute: "pass", then "password") replaces it, and only the newest `keep` stay.
 */
export async function rememberSearch(
  db: DB,
  entry: { userId: number; query: string; key: string; at: string; keep: number; since: string },
) {
  // One statement takes out a repeat (added again below, so it becomes the newest even within the same
  // instant) and the latest search when this one only extends or shortens it within the minute ("pass", then
  // "password"). Keys are words joined by spaces (letters and digits), so they hold no LIKE wildcard.
  await db
    .deleteFrom('help_recent_searches')
    .where('user_id', '=', entry.userId)
    .where((eb) =>
      eb.or([
        eb('query_key', '=', entry.key),
        eb.and([
          eb('id', '=', (inner) =>
            inner
              .selectFrom('help_recent_searches')
              .select('id')
              .where('user_id', '=', entry.userId)
              .orderBy('searched_at', 'desc')
              .orderBy('id', 'desc')
              .limit(1),
          ),
          eb('searched_at', '>=', entry.since),
          eb.or([
            eb(sql.val(entry.key), 'like', sql<string>`query_key || '%'`),
            eb('query_key', 'like', `${entry.key}%`),
          ]),
        ]),
      ]),
    )
    .execute();
  await db
    .insertInto('help_recent_searches')
    .values({ user_id: entry.userId, query: entry.query, query_key: entry.key, searched_at: entry.at })
    .onConflict((oc) =>
      oc.columns(['user_id', 'query_key']).doUpdateSet({ query: entry.query, searched_at: entry.at }),
    )
    .execute();
  // Only the newest `keep` stay: one statement (SQLite and PostgreSQL both take LIMIT/OFFSET in a subquery).
  await db
    .deleteFrom('help_recent_searches')
    .where('user_id', '=', entry.userId)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('help_recent_searches')
        .select('id')
        .where('user_id', '=', entry.userId)
        .orderBy('searched_at', 'desc')
        .orderBy('id', 'desc')
        .limit(entry.keep),
    )
    .execute();
}

export function recentSearches(db: DB, userId: number, limit: number) {
  return db
    .selectFrom('help_recent_searches')
    .select(['query', 'query_key', 'searched_at'])
    .where('user_id', '=', userId)
    .orderBy('searched_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function clearRecentSearches(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('help_recent_searches').where('user_id', '=', userId).execute();
}

/** Published questions containing what the reader typed (as words), most viewed first. */
export function questionsLike(db: DB, key: string, limit: number) {
  return db
    .selectFrom('faqs')
    .select(['id', 'question'])
    .where('is_published', '=', 1)
    .where('search_question', 'like', `%${key}%`)
    .orderBy('view_count', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Keeps the logs that readers' searches and views grow bounded: views only matter for today (one view per
 * reader and day), and a search text nobody repeated is forgotten after 90 days.
 */
export async function pruneHelpLogs(db: DB, now: Date): Promise<void> {
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const stale = new Date(now.getTime() - 90 * 86_400_000).toISOString();
  await db.deleteFrom('faq_views').where('day', '<', yesterday).execute();
  await db
    .deleteFrom('help_search_log')
    .where('last_searched_at', '<', stale)
    .where('search_count', '<', 3)
    .execute();
}
