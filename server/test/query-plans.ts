import { type CompiledQuery, sql } from 'kysely';
import type { DB } from '../db';

/** Which database the API suite runs on. */
export const planKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/**
 * The plan of a captured query. On a small table PostgreSQL may rightly prefer a sequential scan; it is
 * forbidden here, so a plan that still scans proves that no index path exists.
 */
export async function planOf(db: DB, query: CompiledQuery): Promise<string> {
  if (planKind === 'sqlite') {
    const rows = await db.executeQuery<{ detail: string }>({
      ...query,
      sql: `EXPLAIN QUERY PLAN ${query.sql}`,
    });
    return rows.rows.map((r) => r.detail).join('\n');
  }
  return db.connection().execute(async (conn) => {
    await sql`SET enable_seqscan = off`.execute(conn);
    const rows = await conn.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `EXPLAIN ${query.sql}` });
    await sql`RESET enable_seqscan`.execute(conn);
    return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

/** Whether a plan reads every row of `table` (aliases given too) rather than reaching rows through an index. */
export function fullScanOf(plan: string, table: string, aliases: string[] = []): boolean {
  if (planKind === 'sqlite') {
    const names = [table, ...aliases].join('|');
    return new RegExp(`SCAN (${names})\\b(?! USING)`).test(plan);
  }
  return new RegExp(`Seq Scan on ${table}\\b`).test(plan);
}
