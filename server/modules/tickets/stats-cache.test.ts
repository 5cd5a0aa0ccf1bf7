import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { categoryId, raiseTicket, TICKET_DESCRIPTION } from '../../test/tickets';
import { cachedTicketStats } from './cached';

/**
 * The list header's figures read every ticket of the viewer's scope, so they are kept; a kept answer must
 * never outlive a write (on any server) or the minute in which the clock moves a ticket past its deadline.
 */
let t: TestApp;
let tokens: Tokens;
let academic: number;

interface Stats {
  total: number;
  overdue: number;
  my_assigned: number;
}
const stats = async (token = tokens.admin) => {
  const res = await call(t.app, token, 'GET', '/api/tickets/stats');
  expect(res.statusCode).toBe(200);
  return (body(res).data as { stats: Stats }).stats;
};

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  academic = await categoryId(t.db, 'Academic Support');
});
afterAll(async () => t.close());

describe("the tickets list's header figures", () => {
  it('answer a repeat from the cache and move with the next write', async () => {
    const before = await stats();
    expect(await stats()).toEqual(before);
    await raiseTicket(t.app, tokens.student, {
      subject: 'Question about my timetable',
      description: TICKET_DESCRIPTION,
      category_id: academic,
    });
    expect((await stats()).total).toBe(before.total + 1);
  });

  it('move with the clock: a ticket past its deadline counts as overdue in the next minute, with no write', async () => {
    const open = await t.db
      .selectFrom('tickets')
      .select('id')
      .where('status', 'in', ['Open', 'In Progress'])
      .executeTakeFirstOrThrow();
    // Five seconds into a minute: the deadline passes at 35 s, within the same minute.
    const at = Math.floor(t.clock.now().getTime() / 60_000) * 60_000 + 5_000;
    const soon = new Date(at + 30_000).toISOString();
    await t.db.updateTable('tickets').set({ sla_deadline: soon }).where('id', '=', open.id).execute();
    // Straight to the cache, so no request's own write (a session's last-seen time) moves the version.
    const ctx = { db: t.db, config: t.config } as AppContext;
    const figures = (ms: number) =>
      cachedTicketStats(ctx, { scope: { kind: 'all' }, viewerId: 1, now: new Date(at + ms).toISOString() });
    const before = await figures(0);
    expect((await figures(40_000)).overdue).toBe(before.overdue);
    expect((await figures(120_000)).overdue).toBe(before.overdue + 1);
  });

  it("are kept per viewer: each sees the figures of their own scope, not the last viewer's", async () => {
    await raiseTicket(t.app, tokens.student2, {
      subject: 'Question about my library card',
      description: TICKET_DESCRIPTION,
      category_id: academic,
    });
    const admin = await stats(tokens.admin);
    const student = await stats(tokens.student);
    const student2 = await stats(tokens.student2);
    expect(student.total + student2.total).toBe(admin.total);
    expect(student2.total).toBe(1);
    expect(await stats(tokens.admin)).toEqual(admin);
    expect(await stats(tokens.student)).toEqual(student);
  });
});
