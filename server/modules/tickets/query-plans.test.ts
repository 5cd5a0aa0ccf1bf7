import { type CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLarge } from '../../../bench/seed-large';
import type { DB } from '../../db';
import { fullScanOf, planKind, planOf as planOfQuery } from '../../test/query-plans';
import { freshDatabase } from '../../test/setup';
import { listTickets, type TicketFilters, type TicketOrder } from './list-repository';
import type { TicketScope } from './policy';
import { wasAlerted } from './repository';
import { findTicketWithThread } from './thread-repository';

/**
 * The ticket list must stay fast at 100,000 tickets: every list and search query has to reach the tickets
 * through an index. This runs the real queries of the repository on a seeded database and reads their plans.
 */
const captured: CompiledQuery[] = [];
let db: DB;
let drop: () => Promise<void>;
const kind = planKind;

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

const planOf = (query: CompiledQuery) => planOfQuery(db, query);
const fullScanOfTickets = (plan: string) => fullScanOf(plan, 'tickets', ['t']);

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

  it('on PostgreSQL, walks for a common word on one kept plan (the words hidden from the planner), not for a rare one', async () => {
    const walked: string[] = [];
    const search = async (word: string) => {
      captured.length = 0;
      const { rows } = await listTickets(db, {
        scope: { kind: 'all' },
        filters: { search: word },
        order,
        page,
        viewerId: 0,
        now,
        countExactUpTo: 20_000,
      });
      const hidden = captured.find((q) =>
        q.sql.includes("ts_match_vq(t.search_vector, (select to_tsquery('simple'"),
      );
      if (hidden) walked.push(await planOf(hidden));
      return { rows, hidden: hidden !== undefined };
    };
    const common = await search('the');
    expect(common.rows).toHaveLength(20);
    expect(common.hidden).toBe(kind === 'postgres');
    // The kept plan is the walk of the order index, never a read of every match from the text index.
    for (const plan of walked) expect(plan, plan).not.toMatch(/tickets_search_idx|Bitmap/);
    const one = await db.selectFrom('tickets').select('ticket_number').limit(1).executeTakeFirstOrThrow();
    const rare = await search(one.ticket_number);
    expect(rare.rows.map((r) => r.ticket_number)).toEqual([one.ticket_number]);
    expect(rare.hidden).toBe(false);
  });
});

describe('ticket details query plans', () => {
  it('reads the ticket, its replies, files, history and alert through indexes', async () => {
    const row = await db
      .selectFrom('ticket_responses')
      .select('ticket_id')
      .orderBy('ticket_id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const viewer = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'counselor@university.edu')
      .executeTakeFirstOrThrow();
    captured.length = 0;
    const [thread] = await Promise.all([
      findTicketWithThread(db, row.ticket_id, true),
      wasAlerted(db, viewer.id, row.ticket_id),
    ]);
    expect(thread?.responses.length).toBeGreaterThan(0);
    // One statement for the ticket with its replies, files and history; one for the alert.
    expect(captured).toHaveLength(2);
    const tables: Record<string, string[]> = {
      tickets: ['t'],
      ticket_responses: ['r'],
      ticket_attachments: ['f'],
      ticket_history: ['h'],
      crisis_alert_recipients: [],
      users: ['u', 'a', 'hu'],
    };
    for (const query of [...captured]) {
      const plan = await planOf(query);
      for (const [table, aliases] of Object.entries(tables)) {
        expect(fullScanOf(plan, table, aliases), `${query.sql}\n${plan}`).toBe(false);
      }
    }
  });
});
