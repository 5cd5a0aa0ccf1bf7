import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { categoryId, raiseTicket, TICKET_DESCRIPTION } from '../../test/tickets';

/** "Unassigned" means one thing everywhere: open or in progress, with nobody assigned. */
let t: TestApp;
let tokens: Tokens;

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  const academic = await categoryId(t.db, 'Academic Support');
  const waiting = await raiseTicket(t.app, tokens.student, {
    subject: 'Question about my timetable',
    description: TICKET_DESCRIPTION,
    category_id: academic,
  });
  const done = await raiseTicket(t.app, tokens.student, {
    subject: 'Question about my library card',
    description: TICKET_DESCRIPTION,
    category_id: academic,
  });
  expect(waiting.assigned_to ?? null).toBeNull();
  const resolved = await call(t.app, tokens.admin, 'PATCH', `/api/tickets/${done.id}`, {
    status: 'Resolved',
  });
  expect(resolved.statusCode).toBe(200);
});
afterAll(async () => t.close());

describe('the unassigned figure', () => {
  it('is the same on the dashboard stats, the Unassigned list and the analytics, and leaves out finished tickets', async () => {
    const stats = body(await call(t.app, tokens.admin, 'GET', '/api/tickets/stats')).data?.stats as {
      unassigned: number;
    };
    const list = body(await call(t.app, tokens.admin, 'GET', '/api/tickets?view=unassigned&per_page=100'))
      .data as {
      tickets: { status: string; assigned_to: number | null }[];
      pagination: { total: number };
    };
    const analytics = body(await call(t.app, tokens.admin, 'GET', '/api/tickets/analytics?timeframe=30'))
      .data as {
      analytics: { totals: { unassigned: number } };
    };
    expect(stats.unassigned).toBe(1);
    expect(list.pagination.total).toBe(1);
    expect(list.tickets.every((ticket) => ticket.assigned_to === null)).toBe(true);
    expect(list.tickets.every((ticket) => ticket.status === 'Open' || ticket.status === 'In Progress')).toBe(
      true,
    );
    expect(analytics.analytics.totals.unassigned).toBe(1);
  });
});
