import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planKind } from '../../test/query-plans';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { categoryId, raiseTicket, TICKET_DESCRIPTION } from '../../test/tickets';

/**
 * A large ticket list's total on PostgreSQL: counted exactly up to TICKET_COUNT_EXACT_UP_TO, then the planner's
 * estimate, rounded and flagged (`total_is_estimate`), so the first list after a write at a million tickets
 * does not count them all. The limit is set low here so the demo university is "large".
 */
const LIMIT = 3;
let t: TestApp;
let tokens: Tokens;
let all: number;

interface ListAnswer {
  tickets: { id: number }[];
  pagination: {
    total: number;
    from: number | null;
    to: number | null;
    last_page: number;
    has_more_pages: boolean;
    total_is_estimate?: boolean;
  };
}

const list = async (url: string, token = tokens.admin) => {
  const res = await call(t.app, token, 'GET', url);
  expect(res.statusCode).toBe(200);
  return body(res).data as unknown as ListAnswer;
};

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp({ ticketCountExactUpTo: LIMIT }));
  const academic = await categoryId(t.db, 'Academic Support');
  for (let n = 1; n <= 8; n += 1) {
    await raiseTicket(t.app, tokens.student2, {
      subject: `Library card question ${n}`,
      description: TICKET_DESCRIPTION,
      category_id: academic,
    });
  }
  if (planKind === 'postgres') await sql`analyze tickets`.execute(t.db);
  const row = await t.db
    .selectFrom('tickets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  all = Number(row.n);
  expect(all).toBeGreaterThan(LIMIT);
});
afterAll(async () => t.close());

describe('a ticket list total past the exact-count limit', () => {
  it('is an estimate on PostgreSQL (flagged, rounded, never below the limit) and exact on SQLite', async () => {
    const answer = await list('/api/tickets?per_page=2');
    expect(answer.tickets).toHaveLength(2);
    expect(answer.pagination).toMatchObject({ from: 1, to: 2, has_more_pages: true });
    if (planKind === 'postgres') {
      expect(answer.pagination.total_is_estimate).toBe(true);
      expect(answer.pagination.total).toBeGreaterThan(LIMIT);
      // Three significant figures at most.
      const figures = String(answer.pagination.total).replace(/0+$/, '');
      expect(figures.length).toBeLessThanOrEqual(3);
    } else {
      // Counting is cheap on SQLite: always exact.
      expect(answer.pagination.total).toBe(all);
      expect(answer.pagination).not.toHaveProperty('total_is_estimate');
    }
  });

  it('finds the last page, with from and to of its own rows, and nothing past it', async () => {
    const perPage = 10;
    const last = Math.ceil(all / perPage);
    const answer = await list(`/api/tickets?per_page=${perPage}&page=${last}`);
    expect(answer.tickets).toHaveLength(all - (last - 1) * perPage);
    expect(answer.pagination.from).toBe((last - 1) * perPage + 1);
    expect(answer.pagination.to).toBe(all);
    const past = await list(`/api/tickets?per_page=${perPage}&page=${last + 1}`);
    expect(past.tickets).toEqual([]);
    expect(past.pagination).toMatchObject({ from: null, to: null, has_more_pages: false });
  });

  it('counts a list within the limit exactly, with no flag', async () => {
    const mine = await list('/api/tickets', tokens.student);
    const row = await t.db
      .selectFrom('tickets')
      .innerJoin('users', 'users.id', 'tickets.user_id')
      .where('users.email', '=', 'student@university.edu')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(row.n)).toBeLessThanOrEqual(LIMIT);
    expect(mine.pagination.total).toBe(Number(row.n));
    expect(mine.pagination).not.toHaveProperty('total_is_estimate');
    const none = await list('/api/tickets?search=zzqxnothingmatches');
    expect(none.pagination.total).toBe(0);
    expect(none.pagination).not.toHaveProperty('total_is_estimate');
  });
});
