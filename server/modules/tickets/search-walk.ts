import { sql } from 'kysely';
import type { DB } from '../../db';
import { changeVersion, versionedCache } from '../../db/change-version';
import { shareIdSet } from '../../db/id-sets';

/** Match sets larger than this are not kept: SQLite's own plan serves them. */
const MAX_KEPT_MATCHES = 25_000;
const matchSets = versionedCache<Set<number> | null>(32);

export interface WalkOrder {
  column: 't.updated_at' | 't.created_at' | 't.priority_rank';
  direction: 'asc' | 'desc';
  /** Crisis tickets lifted to the top (every list but a student's three most recent). */
  crisisFirst: boolean;
}

/**
 * A common word on SQLite: walk the list's order index and keep the rows whose id is in the word's set of
 * matches, which is kept until the next committed write. SQLite's own plan for `id in (select rowid from
 * tickets_fts ...)` rebuilds that set as a temporary table on every request. Answers null when the set is
 * too large to keep (the caller then uses SQLite's plan).
 */
export async function walkMatches(
  db: DB,
  ftsQuery: string,
  order: WalkOrder,
  page: { limit: number; offset: number },
): Promise<number[] | null> {
  const version = await changeVersion(db, 'sqlite');
  if (version === null) return null;
  let matches = matchSets.get(db, version, ftsQuery);
  if (matches === undefined) {
    const rows = await sql<{
      id: number;
    }>`select rowid as id from tickets_fts where tickets_fts match ${ftsQuery} limit ${MAX_KEPT_MATCHES + 1}`.execute(
      db,
    );
    matches = rows.rows.length > MAX_KEPT_MATCHES ? null : new Set(rows.rows.map((r) => Number(r.id)));
    matchSets.set(db, version, ftsQuery, matches);
  }
  const name = `${version}:${ftsQuery}`;
  if (matches === null || !shareIdSet(db, name, matches)) return null;
  const rows = await db
    .selectFrom('tickets as t')
    .select('t.id')
    .where(sql<boolean>`hub_in_set(${name}, t.id)`)
    .$if(order.crisisFirst, (query) => query.orderBy('t.crisis_flag', 'desc'))
    .orderBy(order.column, order.direction)
    .orderBy('t.id', order.direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((r) => r.id);
}
