import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMEFRAME_MESSAGE, type TicketAnalytics } from '../../../common/schemas/reports';
import { seedDemoData } from '../../db/seed';
import type { TicketsTable } from '../../db/types';
import {
  body,
  call,
  createTestApp,
  signIn,
  signInDemoAccounts,
  type TestApp,
  type Tokens,
} from '../../test/setup';
import { categoryId, closeTicketSuite, userId } from '../../test/tickets';
import { setHubTimeZone } from './test-report';

const NOW = '2026-03-15T12:00:00.000Z';

let t: TestApp;
let tokens: Tokens;
let academic: number;
let mental: number;
let crisis: number;
let counselor: number;
let serial = 0;

async function insertTicket(values: Partial<Insertable<TicketsTable>> & { created_at: string }) {
  serial += 1;
  const student = await userId(t.db, 'student@university.edu');
  await t.db
    .insertInto('tickets')
    .values({
      ticket_number: `TKT-2026-${String(serial).padStart(6, '0')}`,
      subject: `Analytics ticket ${serial}`,
      description: 'A ticket the analytics figures are computed from.',
      category_id: academic,
      priority: 'Medium',
      priority_rank: 3,
      status: 'Open',
      crisis_flag: 0,
      crisis_level: 'none',
      crisis_score: 0,
      detected_crisis_keywords: '[]',
      priority_score: 50,
      user_id: student,
      created_by: student,
      assigned_to: null,
      auto_assigned: 'no',
      tags: '[]',
      search_text: `analytics ticket ${serial}`,
      response_count: 0,
      attachment_count: 0,
      sla_deadline: new Date(Date.parse(values.created_at) + 24 * 3600_000).toISOString(),
      updated_at: values.created_at,
      ...values,
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  await seedDemoData(t.db);
  await setHubTimeZone(t.db, 'UTC');
  tokens = await signInDemoAccounts(t.app);
  academic = await categoryId(t.db, 'Academic Support');
  mental = await categoryId(t.db, 'Mental Health & Wellbeing');
  crisis = await categoryId(t.db, 'Crisis Support');
  counselor = await userId(t.db, 'counselor@university.edu');

  // A: answered after 2 h 20 min, resolved after 24 h, within its SLA; auto-assigned.
  await insertTicket({
    created_at: '2026-03-10T08:00:00.000Z',
    status: 'Resolved',
    first_response_at: '2026-03-10T10:20:00.000Z',
    resolved_at: '2026-03-11T08:00:00.000Z',
    sla_deadline: '2026-03-11T08:00:00.000Z',
    auto_assigned: 'yes',
    assigned_to: counselor,
  });
  // B: a crisis answered after 4 h, past its 2 h deadline; assigned by hand.
  await insertTicket({
    created_at: '2026-03-12T00:00:00.000Z',
    category_id: crisis,
    priority: 'Urgent',
    priority_rank: 1,
    status: 'In Progress',
    crisis_flag: 1,
    first_response_at: '2026-03-12T04:00:00.000Z',
    sla_deadline: '2026-03-12T02:00:00.000Z',
    auto_assigned: 'manual',
    assigned_to: counselor,
  });
  // C: unanswered, deadline still ahead.
  await insertTicket({
    created_at: '2026-03-14T12:00:00.000Z',
    priority: 'Low',
    priority_rank: 4,
    sla_deadline: '2026-03-16T12:00:00.000Z',
  });
  // D: unanswered, deadline passed.
  await insertTicket({ created_at: '2026-03-13T06:00:00.000Z', priority: 'High', priority_rank: 2 });
  // E: created at the very start of a 7-day window, closed 3 h later without a reply (SLA met by resolution).
  await insertTicket({
    created_at: '2026-03-09T00:00:00.000Z',
    category_id: mental,
    status: 'Closed',
    resolved_at: '2026-03-09T03:00:00.000Z',
    closed_at: '2026-03-09T03:00:00.000Z',
    auto_assigned: 'yes',
    assigned_to: counselor,
  });
  // F: created just before a 7-day window, resolved inside it.
  await insertTicket({
    created_at: '2026-03-08T23:59:59.999Z',
    status: 'Resolved',
    first_response_at: '2026-03-09T01:00:00.000Z',
    resolved_at: '2026-03-10T12:00:00.000Z',
  });
});
afterAll(async () => closeTicketSuite(t));

const analyticsOf = (res: { json: () => unknown }) =>
  (res.json() as { data: { analytics: TicketAnalytics } }).data.analytics;

describe('GET /api/tickets/analytics', () => {
  it('returns 401 when signed out', async () => {
    expect((await call(t.app, null, 'GET', '/api/tickets/analytics')).statusCode).toBe(401);
  });

  it.each(['student', 'counselor', 'advisor'] as const)('returns 403 for a %s', async (role) => {
    const res = await call(t.app, tokens[role], 'GET', '/api/tickets/analytics?timeframe=7');
    expect(res.statusCode).toBe(403);
  });

  it.each(['0', '366', 'abc', '1.5', '-3'])('returns 422 for timeframe=%s', async (value) => {
    const res = await call(t.app, tokens.admin, 'GET', `/api/tickets/analytics?timeframe=${value}`);
    expect(res.statusCode).toBe(422);
    expect(body(res).message).toBe(TIMEFRAME_MESSAGE);
    expect(body(res).errors?.timeframe).toEqual([TIMEFRAME_MESSAGE]);
  });

  it('is answered by the analytics route, not taken for a ticket id', async () => {
    const res = await call(t.app, tokens.admin, 'GET', '/api/tickets/analytics');
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Analytics retrieved successfully');
    expect(analyticsOf(res).timeframe).toBe(30);
  });

  it('computes the figures of a 7-day window from the tickets', async () => {
    const res = await call(t.app, tokens.admin, 'GET', '/api/tickets/analytics?timeframe=7');
    expect(res.statusCode).toBe(200);
    const a = analyticsOf(res);
    expect(a).toMatchObject({
      timeframe: 7,
      from: '2026-03-09T00:00:00.000Z',
      to: NOW,
      totals: {
        tickets: 5,
        open: 2,
        in_progress: 1,
        resolved: 1,
        closed: 1,
        crisis: 1,
        auto_assigned: 2,
        manual: 1,
        unassigned: 2,
      },
      rates: { crisis_rate: 20, auto_assign_rate: 40, resolution_rate: 40 },
      avg_first_response_hours: 3.2,
      avg_resolution_hours: 13.5,
      sla: { met: 2, breached: 2, pending: 1, attainment_rate: 50 },
    });
    // The response-time trend, by the day each ticket was created: A answered after 2 h 20, B after 4 h; E
    // (closed without a reply), C and D unanswered.
    const none = { avg_first_response_hours: null };
    expect(a.volume_by_day).toEqual([
      { date: '2026-03-09', created: 1, resolved: 1, crisis: 0, ...none },
      { date: '2026-03-10', created: 1, resolved: 1, crisis: 0, avg_first_response_hours: 2.3 },
      { date: '2026-03-11', created: 0, resolved: 1, crisis: 0, ...none },
      { date: '2026-03-12', created: 1, resolved: 0, crisis: 1, avg_first_response_hours: 4 },
      { date: '2026-03-13', created: 1, resolved: 0, crisis: 0, ...none },
      { date: '2026-03-14', created: 1, resolved: 0, crisis: 0, ...none },
      { date: '2026-03-15', created: 0, resolved: 0, crisis: 0, ...none },
    ]);
    expect(a.by_category.slice(0, 3)).toEqual([
      { id: academic, name: 'Academic Support', color: expect.any(String), count: 3, crisis: 0, resolved: 1 },
      {
        id: mental,
        name: 'Mental Health & Wellbeing',
        color: expect.any(String),
        count: 1,
        crisis: 0,
        resolved: 1,
      },
      { id: crisis, name: 'Crisis Support', color: expect.any(String), count: 1, crisis: 1, resolved: 0 },
    ]);
    expect(a.by_category.slice(3).every((c) => c.count === 0)).toBe(true);
    expect(a.by_priority).toEqual([
      { priority: 'Low', count: 1 },
      { priority: 'Medium', count: 2 },
      { priority: 'High', count: 1 },
      { priority: 'Urgent', count: 1 },
    ]);
    expect(a.by_status).toEqual([
      { status: 'Open', count: 2 },
      { status: 'In Progress', count: 1 },
      { status: 'Resolved', count: 1 },
      { status: 'Closed', count: 1 },
    ]);
  });

  it('includes older tickets in a longer window and gives every day of it', async () => {
    const a = analyticsOf(await call(t.app, tokens.admin, 'GET', '/api/tickets/analytics?timeframe=30'));
    expect(a.from).toBe('2026-02-14T00:00:00.000Z');
    expect(a.volume_by_day).toHaveLength(30);
    expect(a.volume_by_day.at(-1)?.date).toBe('2026-03-15');
    // Unassigned means open or in progress with nobody assigned: F is resolved, so it is not counted.
    expect(a.totals).toMatchObject({ tickets: 6, resolved: 2, unassigned: 2 });
    expect(a.rates.resolution_rate).toBe(50);
    // F answered after 1 h: (2 h 20 + 4 h + 1 h) / 3.
    expect(a.avg_first_response_hours).toBe(2.4);
  });

  it('answers zeros and nulls for a window without tickets', async () => {
    const a = analyticsOf(await call(t.app, tokens.admin, 'GET', '/api/tickets/analytics?timeframe=1'));
    expect(a.volume_by_day).toEqual([
      { date: '2026-03-15', created: 0, resolved: 0, crisis: 0, avg_first_response_hours: null },
    ]);
    expect(a.totals.tickets).toBe(0);
    expect(a.rates).toEqual({ crisis_rate: 0, auto_assign_rate: 0, resolution_rate: 0 });
    expect(a.avg_first_response_hours).toBeNull();
    expect(a.avg_resolution_hours).toBeNull();
    expect(a.sla).toEqual({ met: 0, breached: 0, pending: 0, attainment_rate: null });
  });

  it('follows the clock, not the database time', async () => {
    t.clock.set('2026-03-16T00:30:00.000Z');
    try {
      // Half a day later the earlier sessions have gone idle: sign in afresh.
      const admin = await signIn(t.app, 'admin@university.edu');
      const a = analyticsOf(await call(t.app, admin, 'GET', '/api/tickets/analytics?timeframe=2'));
      expect(a.from).toBe('2026-03-15T00:00:00.000Z');
      expect(a.volume_by_day.map((d) => d.date)).toEqual(['2026-03-15', '2026-03-16']);
      // C's deadline (2026-03-16T12:00) is still ahead, but it was created before this window.
      expect(a.totals.tickets).toBe(0);
    } finally {
      t.clock.set(NOW);
    }
  });
});

describe('figures shared with the ticket stats', () => {
  it('counts statuses, assignment, unassigned and rates exactly as GET /api/tickets/stats does', async () => {
    t.clock.set(NOW);
    // Every ticket of this file lies within the last 365 days, so both answers count the same tickets.
    const { analytics } = body(await call(t.app, tokens.admin, 'GET', '/api/tickets/analytics?timeframe=365'))
      .data as { analytics: TicketAnalytics };
    const { stats } = body(await call(t.app, tokens.admin, 'GET', '/api/tickets/stats')).data as {
      stats: Record<string, number>;
    };
    const { totals, rates } = analytics;
    expect(totals.tickets).toBe(stats.total);
    expect({
      open: totals.open,
      in_progress: totals.in_progress,
      resolved: totals.resolved,
      closed: totals.closed,
      unassigned: totals.unassigned,
      auto_assigned: totals.auto_assigned,
      manually_assigned: totals.manual,
      resolution_rate: rates.resolution_rate,
      crisis_rate: rates.crisis_rate,
      auto_assign_rate: rates.auto_assign_rate,
    }).toEqual({
      open: stats.open,
      in_progress: stats.in_progress,
      resolved: stats.resolved,
      closed: stats.closed,
      unassigned: stats.unassigned,
      auto_assigned: stats.auto_assigned,
      manually_assigned: stats.manually_assigned,
      resolution_rate: stats.resolution_rate,
      crisis_rate: stats.crisis_rate,
      auto_assign_rate: stats.auto_assign_rate,
    });
    expect(totals.unassigned).toBe(2);
  });
});
