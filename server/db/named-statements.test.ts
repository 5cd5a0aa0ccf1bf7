import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/setup';
import { createDatabase, type DB, dialectOf } from '.';
import { writeCounter } from './change-version';
import { MAX_PREPARED_PER_CONNECTION, namedStatements } from './named-statements';

/** A pool of one client that records what it is sent, with the driver's record of prepared statements. */
function fakePool() {
  const sent: string[] = [];
  const client = {
    connection: { parsedStatements: {} as Record<string, string> },
    query(query: string | { name: string; text: string }) {
      if (typeof query === 'string') sent.push(query);
      else {
        sent.push(`execute ${query.name}`);
        client.connection.parsedStatements[query.name] = query.text;
      }
      return Promise.resolve({ rows: [], command: 'SELECT', rowCount: 0 });
    },
    release() {},
  };
  const pool = { connect: async () => client, end: async () => {} } as unknown as pg.Pool;
  return { pool, client, sent };
}

describe('named statements per connection', () => {
  it('closes the least recently used past the bound, when the connection is released', async () => {
    const { pool, client, sent } = fakePool();
    const named = namedStatements(pool, writeCounter());
    const connection = await named.connect();
    const text = (i: number) => `select id from tickets limit 20 offset ${i * 20}`;
    await connection.query(text(0), []);
    for (let i = 1; i <= MAX_PREPARED_PER_CONNECTION + 2; i += 1) {
      await connection.query(text(i), []);
      if (i === MAX_PREPARED_PER_CONNECTION) await connection.query(text(0), []); // used again: kept
    }
    expect(sent.filter((s) => s.startsWith('DEALLOCATE'))).toEqual([]);
    expect(Object.keys(client.connection.parsedStatements)).toHaveLength(MAX_PREPARED_PER_CONNECTION + 3);
    connection.release();
    const closed = sent.filter((s) => s.startsWith('DEALLOCATE'));
    expect(closed).toHaveLength(3);
    expect(Object.keys(client.connection.parsedStatements)).toHaveLength(MAX_PREPARED_PER_CONNECTION);
    // The first text was used again near the end, so the three oldest after it went: pages 1, 2 and 3.
    const kept = new Set(Object.values(client.connection.parsedStatements));
    expect(kept.has(text(0))).toBe(true);
    for (const i of [1, 2, 3]) expect(kept.has(text(i))).toBe(false);
    expect(kept.has(text(4))).toBe(true);
  });

  it('does not close a statement marked for closing that is used again before the release', async () => {
    const { pool, client, sent } = fakePool();
    const named = namedStatements(pool, writeCounter());
    const connection = await named.connect();
    for (let i = 0; i <= MAX_PREPARED_PER_CONNECTION; i += 1) await connection.query(`select ${i}`, []);
    await connection.query('select 0', []);
    connection.release();
    expect(sent.filter((s) => s.startsWith('DEALLOCATE'))).toHaveLength(1);
    const kept = new Set(Object.values(client.connection.parsedStatements));
    expect(kept.has('select 0')).toBe(true);
    expect(kept.has('select 1')).toBe(false);
  });
});

describe('deep pages past the bound, on the suite database', () => {
  let db: DB;
  let one: DB;
  let drop: () => Promise<void>;
  const COUNT = MAX_PREPARED_PER_CONNECTION + 60;

  beforeAll(async () => {
    let url: string;
    ({ db, url, drop } = await freshDatabase());
    await db.schema
      .createTable('pages')
      .addColumn('n', 'integer', (c) => c.primaryKey())
      .execute();
    await sql`insert into pages (n) select * from (values ${sql.join(
      Array.from({ length: COUNT + 1 }, (_, i) => sql`(${sql.lit(i)})`),
    )}) as v`.execute(db);
    // One connection, so every page's statement is prepared on it.
    one = dialectOf(db) === 'postgres' ? createDatabase(url, undefined, { poolSize: 1 }) : db;
  }, 60_000);
  afterAll(async () => {
    if (one !== db) await one.destroy();
    await db.destroy();
    await drop();
  });

  it(`answers ${COUNT} different pages right, twice, with the connection's statements bounded`, async () => {
    for (const round of [1, 2])
      for (let offset = 0; offset < COUNT; offset += 1) {
        const rows = await (one as unknown as DB)
          .selectFrom('pages' as never)
          .select(sql<number>`n`.as('n'))
          .orderBy(sql`n`)
          .limit(1)
          .offset(offset)
          .execute();
        expect([round, rows.map((r) => Number(r.n))]).toEqual([round, [offset]]);
      }
    if (dialectOf(one) === 'postgres') {
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from pg_prepared_statements`.execute(one);
      expect(rows[0]!.n).toBeLessThanOrEqual(MAX_PREPARED_PER_CONNECTION + 1);
    }
  }, 120_000);
});
