import { CompiledQuery, sql } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../db';
import { call, createTestApp, type TestApp } from './setup';

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
    try {
      // The plan for these values, and the generic plan PostgreSQL may keep for the named statement after a
      // few runs and then use for any values (`server/db/named-statements.ts`): both must reach rows by index.
      const custom = await conn.executeQuery<{ 'QUERY PLAN': string }>({
        ...query,
        sql: `EXPLAIN ${query.sql}`,
      });
      await conn.executeQuery(CompiledQuery.raw(`PREPARE plan_check AS ${query.sql}`));
      try {
        await sql`SET plan_cache_mode = force_generic_plan`.execute(conn);
        // EXPLAIN EXECUTE takes no bound parameters: the values are written as literals of unknown type,
        // which PostgreSQL reads as the prepared statement's own parameter types.
        const args = query.parameters.map(literal).join(', ');
        const generic = await conn.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`EXPLAIN EXECUTE plan_check${args ? `(${args})` : ''}`),
        );
        return [...custom.rows, { 'QUERY PLAN': '-- generic plan --' }, ...generic.rows]
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      } finally {
        await sql`DEALLOCATE plan_check`.execute(conn);
        await sql`RESET plan_cache_mode`.execute(conn);
      }
    } finally {
      await sql`RESET enable_seqscan`.execute(conn);
    }
  });
}

/** A test's parameter as an SQL literal (only for EXPLAIN EXECUTE of the test's own captured queries). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/** Whether a plan reads every row of `table` (aliases given too) rather than reaching rows through an index. */
export function fullScanOf(plan: string, table: string, aliases: string[] = []): boolean {
  if (planKind === 'sqlite') {
    const names = [table, ...aliases].join('|');
    return new RegExp(`SCAN (${names})\\b(?! USING)`).test(plan);
  }
  return new RegExp(`Seq Scan on ${table}\\b`).test(plan);
}

/** The aliases a query gives `table` (`"table" as "alias"`). */
export function aliasesIn(sqlText: string, table: string): string[] {
  return [...sqlText.matchAll(new RegExp(`"${table}" as "(\\w+)"`, 'g'))].map((m) => m[1]!);
}

/**
 * The captured queries that read every row of one of `tables`, each with its plan, for a failure message
 * that shows what to index. An empty list means every read of those tables went through an index.
 */
export async function fullScansIn(db: DB, queries: readonly CompiledQuery[], tables: readonly string[]) {
  const found: string[] = [];
  for (const query of queries) {
    const named = tables.filter((t) => new RegExp(`"${t}"`).test(query.sql));
    if (!named.length || !/^\s*(select|with)/i.test(query.sql)) continue;
    const plan = await planOf(db, query);
    for (const table of named) {
      if (fullScanOf(plan, table, aliasesIn(query.sql, table))) found.push(`${table}: ${query.sql}\n${plan}`);
    }
  }
  return found;
}

/** A test app that records every statement it runs into `captured`, for reading their plans. */
export function appRecordingQueries(captured: CompiledQuery[]): Promise<TestApp> {
  return createTestApp({}, undefined, {
    log: (event) => {
      if (event.level === 'query') captured.push(event.query);
    },
  });
}

/**
 * The full scans of `tables` among the statements one GET runs, as the holder of `token`: the call must answer
 * 200 and run at least one statement. An empty list means every read went through an index.
 */
export async function fullScansOfGet(
  t: TestApp,
  captured: CompiledQuery[],
  token: string,
  url: string,
  tables: readonly string[],
): Promise<string[]> {
  captured.length = 0;
  const res = await call(t.app, token, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  const queries = [...captured];
  expect(queries.length).toBeGreaterThan(0);
  return fullScansIn(t.db, queries, tables);
}
