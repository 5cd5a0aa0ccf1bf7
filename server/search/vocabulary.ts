import { sql } from 'kysely';
import { type DB, dialectOf } from '../db';
import { vocabularyOf } from './query';

/**
 * A vocabulary table: every word of the published texts a search reads (3 letters or more) with how many
 * texts hold it, which the typo pass corrects search words towards (docs/decisions/0019-help-search.md). The
 * help center and the resource library each keep one; both tables have the same two columns.
 */
export type VocabularyTable = 'faq_search_vocabulary' | 'resource_search_vocabulary';

/** Kysely reads both tables alike; one name stands for the pair in the type checker. */
const as = (table: VocabularyTable) => table as 'faq_search_vocabulary';

/**
 * Rebuilds the table from the texts given, in the caller's transaction. On PostgreSQL rebuilds take turns (a
 * transaction-scoped advisory lock), so each reads the texts as the one before it left them; SQLite runs one
 * writer at a time.
 */
export async function rebuildVocabularyTable(
  db: DB,
  table: VocabularyTable,
  texts: Iterable<string>,
): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${table}))`.execute(db);
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const term of vocabularyOf(text)) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  await db.deleteFrom(as(table)).execute();
  const rows = [...counts].map(([term, doc_count]) => ({ term, doc_count }));
  for (let at = 0; at < rows.length; at += 400) {
    await db
      .insertInto(as(table))
      .values(rows.slice(at, at + 400))
      .onConflict((oc) =>
        oc.column('term').doUpdateSet((eb) => ({ doc_count: eb.ref('excluded.doc_count') })),
      )
      .execute();
  }
}

/** Which of these words the table holds, exactly or as the start of a longer word. */
export async function knownWordsIn(
  db: DB,
  table: VocabularyTable,
  words: readonly string[],
): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const exact = await db
    .selectFrom(as(table))
    .select('term')
    .where('term', 'in', [...words])
    .execute();
  const known = new Set(exact.map((row) => row.term));
  for (const word of words) {
    if (known.has(word)) continue;
    // Words are letters and digits only, so they hold no LIKE wildcard.
    const longer = await db
      .selectFrom(as(table))
      .select('term')
      .where('term', 'like', `${word}%`)
      .limit(1)
      .executeTakeFirst();
    if (longer) known.add(word);
  }
  return known;
}

/** Known words whose length is within `spread` of `length`: the candidates of a typo correction. */
export function termsNearIn(db: DB, table: VocabularyTable, length: number, spread: number) {
  return db
    .selectFrom(as(table))
    .select(['term', 'doc_count'])
    .where((eb) => eb.between(eb.fn('length', ['term']), length - spread, length + spread))
    .execute();
}
