import { sql } from 'kysely';
import { type DB, dialectOf } from '../db';

/** A searchable table: its full-text index on SQLite and how much more its first column weighs. */
export interface RankedSource {
  table: 'faqs' | 'resources';
  fts: 'faqs_fts' | 'resources_fts';
  /** bm25 weights of the FTS5 columns, in their order (the first is the title or question). */
  weights: readonly number[];
}

interface RankedMatch {
  id: number;
  rank: number;
}

/**
 * The rows matching a full-text query, `{ id, rank }` with higher ranks better, on either database (the help
 * center's FAQs and the resource library). PostgreSQL reaches the matches through the GIN index once the
 * table has planner statistics; without them (a table filled a moment ago) it reads every row.
 */
export function rankedMatches(db: DB, source: RankedSource, match: string) {
  if (dialectOf(db) === 'postgres') {
    return sql<RankedMatch>`(select id, ts_rank(search_vector, q) as rank
      from ${sql.table(source.table)}, to_tsquery('english', ${match}) q where search_vector @@ q)`.as('m');
  }
  // FTS5's bm25 ranks lower-is-better, so it is negated.
  const weights = sql.join(source.weights.map((w) => sql.lit(w)));
  return sql<RankedMatch>`(select rowid as id, -bm25(${sql.table(source.fts)}, ${weights}) as rank
    from ${sql.table(source.fts)} where ${sql.table(source.fts)} match ${match})`.as('m');
}
