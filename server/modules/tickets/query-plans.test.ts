import { type CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLarge } from '../../../bench/seed-large';
import type { DB } from '../../db';
import { freshDatabase } from '../../test/setup';
import { listTickets, type TicketFilters, type TicketOrder } from './list-repository';
import type { TicketScope } from './policy';

/**
 * The ticket list must stay fast at 100,000 tickets: every list and search query has to reach the tickets
 * through an index. This runs the real queries of the repository on a seeded database and reads their plans.
 */
const captured: CompiledQuery[] = [];
let db: DB;
let drop: () => Promise<void>;
const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

beforeAll(async () => {
  const fresh = await freshDatabase((event) => {
    if (event.level === 'query') captured.push(event.query);
  });
  db = fresh.db;
  drop = fresh.drop;
  await seedLarge(db, 3000, () => {});
}, 120_000);
afterAll(async () => {
  await db.destroy();
  await drop();
});

async function planOf(query: CompiledQuery): Promise<string> {
  if (kind === 'sqlite') {
    const rows = await db.executeQuery<{ detail: string }>({
      ...query,
      sql: `EXPLAIN QUERY PLAN ${query.sql}`,
    });
    return rows.rows.map((r) => r.detail).join('\n');
  }
  // On a small table PostgreSQL may rightly prefer a sequential scan; forbid it to prove an index path exists.
  return db.connection().execute(async (conn) => {
    await sql`SET enable_seqscan = off`.execute(conn);
    const rows = await conn.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `EXPLAIN ${query.sql}` });
    await sql`RESET enable_seqscan`.execute(conn);
    return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

function fullScanOfTickets(plan: string): boolean {
  if (kind === 'sqlite') return /SCAN (t|tickets)\b(?! USING)/.test(plan);
  return /Seq Scan on tickets/.test(plan);
}

const now = new Date().toISOString();
const order: TicketOrder = { sortBy: 'updated_at', direction: 'desc' };
const page = { limit: 20, offset: 0 };

const cases: {
  name: string;
  scope: (ids: { student: number; counselor: number }) => TicketScope;
  filters?: TicketFilters;
  order?: TicketOrder;
  offset?: number;
}[] = [
  { name: "admin's first page", scope: () => ({ kind: 'all' }) },
  { name: 'a deep page', scope: () => ({ kind: 'all' }), offset: 2500 },
  {
    name: 'status and category',
    scope: () => ({ kind: 'all' }),
    filters: { status: ['Open'], categoryId: 1 },
  },
  { name: 'search for a word', scope: () => ({ kind: 'all' }), filters: { search: 'timetable' } },
  {
    name: 'search within a counselor scope',
    scope: (ids) => ({ kind: 'assigned', userId: ids.counselor }),
    filters: { search: 'roommate' },
  },
  { name: "counselor's list", scope: (ids) => ({ kind: 'assigned', userId: ids.counselor }) },
  { name: "student's list", scope: (ids) => ({ kind: 'own', userId: ids.student }) },
  { name: 'crisis view', scope: () => ({ kind: 'all' }), filters: { crisis: true } },
  {
    name: 'sorted by priority',
    scope: () => ({ kind: 'all' }),
    order: { sortBy: 'priority', direction: 'desc' },
  },
  {
    name: 'sorted by creation',
    scope: () => ({ kind: 'all' }),
    order: { sortBy: 'created_at', direction: 'asc' },
  },
];

describe('ticket list query plans', () => {
  it.each(cases)('$name reaches tickets through an index', async (c) => {
    const ids = {
      student: (await db.selectFrom('tickets').select('user_id').limit(1).executeTakeFirstOrThrow()).user_id,
      counselor: (
        await db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'counselor@university.edu')
          .executeTakeFirstOrThrow()
      ).id,
    };
    captured.length = 0;
    await listTickets(db, {
      scope: c.scope(ids),
      filters: c.filters ?? {},
      order: c.order ?? order,
      page: { ...page, offset: c.offset ?? 0 },
      viewerId: ids.counselor,
      now,
    });
    const queries = captured.filter((q) => /from "tickets"/i.test(q.sql));
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      const plan = await planOf(query);
      expect(fullScanOfTickets(plan), `${c.name}\n${query.sql}\n${plan}`).toBe(false);
    }
  });
});

describe('search pages', () => {
  const orders: TicketOrder[] = [
    { sortBy: 'updated_at', direction: 'desc' },
    { sortBy: 'created_at', direction: 'asc' },
    { sortBy: 'priority', direction: 'desc' },
  ];
  it.each(['the', 'my', 'exam', 'timetable'])(
    'a search for "%s" answers the same pages whichever plan it takes',
    async (word) => {
      for (const o of orders) {
        for (const offset of [0, 20, 200]) {
          const { rows } = await listTickets(db, {
            scope: { kind: 'all' },
            filters: { search: word },
            order: o,
            page: { limit: 20, offset },
            viewerId: 0,
            now,
          });
          const column = o.sortBy === 'priority' ? 'priority_rank' : o.sortBy;
          const dir = o.sortBy === 'priority' ? 'asc' : o.direction;
          const matches =
            kind === 'sqlite'
              ? sql`id in (select rowid from tickets_fts where tickets_fts match ${`"${word}"*`})`
              : sql`search_vector @@ to_tsquery('simple', ${`${word}:*`})`;
          const expected = await sql<{ id: number }>`
            select id from tickets where ${matches}
            order by crisis_flag desc, ${sql.raw(column)} ${sql.raw(dir)}, id ${sql.raw(dir)}
            limit 20 offset ${offset}`.execute(db);
          expect(
            rows.map((r) => r.id),
            `${word} ${column} ${dir} ${offset}`,
          ).toEqual(expected.rows.map((r) => r.id));
        }
      }
    },
  );

  it('walks the order index with a kept match set for a common word on SQLite only', async () => {
    captured.length = 0;
    const { rows } = await listTickets(db, {
      scope: { kind: 'all' },
      filters: { search: 'the' },
      order,
      page,
      viewerId: 0,
      now,
    });
    expect(rows).toHaveLength(20);
    expect(captured.some((q) => q.sql.includes('hub_in_set'))).toBe(kind === 'sqlite');
  });
});
