import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, type Report } from '../../../common/schemas/admin-report';
import { seedDemoData } from '../../db/seed';
import {
  body,
  call,
  createTestApp,
  signIn,
  signInDemoAccounts,
  type TestApp,
  type Tokens,
} from '../../test/setup';
import { categoryId, closeTicketSuite } from '../../test/tickets';
import {
  FORMULA_CATEGORY,
  NOW,
  PERIOD,
  PREVIOUS_SIGN_IN,
  seedReportWeeks,
  setHubTimeZone,
} from './test-report';

/**
 * GET /api/admin/reports and its export: every figure worked out by hand from the records of
 * test-report.ts (runs on SQLite, and on PostgreSQL in its suite).
 */
let t: TestApp;
let tokens: Tokens;
let ids: Awaited<ReturnType<typeof seedReportWeeks>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
  ids = await seedReportWeeks(t.db);
  await setHubTimeZone(t.db, 'UTC');
  // Sign-ins: the student once in the previous period; the five demo accounts and the admin again in the period.
  t.clock.set(PREVIOUS_SIGN_IN);
  await signIn(t.app, 'student@university.edu');
  t.clock.set(NOW);
  tokens = await signInDemoAccounts(t.app);
  tokens.admin = await signIn(t.app, 'admin@university.edu');
});
afterAll(async () => closeTicketSuite(t));

const reportOf = (res: { json: () => unknown }) => (res.json() as { data: { report: Report } }).data.report;
const pair = (current: number | null, previous: number | null) => ({ current, previous });

describe('GET /api/admin/reports', () => {
  it('returns 401 when signed out', async () => {
    expect((await call(t.app, null, 'GET', '/api/admin/reports')).statusCode).toBe(401);
  });

  it.each(['student', 'counselor', 'advisor'] as const)('returns 403 for a %s', async (role) => {
    expect((await call(t.app, tokens[role], 'GET', `/api/admin/reports?${PERIOD}`)).statusCode).toBe(403);
  });

  it.each([
    ['from=yesterday', 'from', REPORT_MESSAGES.from],
    ['from=2025-02-30', 'from', REPORT_MESSAGES.from],
    ['to=2025-3-1', 'to', REPORT_MESSAGES.to],
    ['from[]=2025-03-01', 'from', REPORT_MESSAGES.from],
    ['from=2025-03-10&to=2025-03-09', 'from', REPORT_MESSAGES.order],
    ['from=2024-01-01&to=2025-01-01', 'to', REPORT_MESSAGES.length],
  ])('returns 422 for %s', async (query, field, message) => {
    const res = await call(t.app, tokens.admin, 'GET', `/api/admin/reports?${query}`);
    expect(res.statusCode).toBe(422);
    expect(body(res).errors?.[field]).toEqual([message]);
  });

  it('covers the last 30 days, today included, by default', async () => {
    const res = await call(t.app, tokens.admin, 'GET', '/api/admin/reports');
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Report retrieved successfully');
    const report = reportOf(res);
    expect(report.period).toEqual({
      from: '2025-02-14',
      to: '2025-03-15',
      days: 30,
      starts_at: '2025-02-14T00:00:00.000Z',
      ends_at: '2025-03-15T23:59:59.999Z',
    });
    expect(report.previous_period).toMatchObject({ from: '2025-01-15', to: '2025-02-13', days: 30 });
  });

  it('takes a year, 366 days, at most', async () => {
    const res = await call(t.app, tokens.admin, 'GET', '/api/admin/reports?from=2024-03-15&to=2025-03-15');
    expect(res.statusCode).toBe(200);
    expect(reportOf(res).period.days).toBe(366);
  });

  it('computes every figure of the period beside the previous one', async () => {
    const res = await call(t.app, tokens.admin, 'GET', `/api/admin/reports?${PERIOD}`);
    expect(res.statusCode).toBe(200);
    const r = reportOf(res);
    expect(r.previous_period).toMatchObject({ from: '2025-03-02', to: '2025-03-08', days: 7 });
    expect(r.overview).toEqual({
      tickets: pair(4, 1),
      crisis_tickets: pair(1, 0),
      active_users: pair(5, 1),
      registrations: pair(3, 1),
      appointments_held: pair(3, 1),
      // A met; B and D breached; C pending: 1 of 3 decided. E met: 1 of 1.
      sla_attainment_rate: pair(33, 100),
      // (0.5 + 3 + 1.5) / 3 and (2 + 6) / 2.
      avg_first_response_hours: pair(1.7, 10),
      avg_resolution_hours: pair(4, 24),
      satisfaction: pair(4.5, 3),
    });
    expect(r.users).toEqual({
      active_users: pair(5, 1),
      registrations: pair(3, 1),
      sign_ins: pair(6, 1),
      by_role: [
        { role: 'student', registrations: pair(2, 1), active_users: pair(2, 1), sign_ins: pair(2, 1) },
        { role: 'counselor', registrations: pair(1, 0), active_users: pair(1, 0), sign_ins: pair(1, 0) },
        { role: 'advisor', registrations: pair(0, 0), active_users: pair(1, 0), sign_ins: pair(1, 0) },
        { role: 'admin', registrations: pair(0, 0), active_users: pair(1, 0), sign_ins: pair(2, 0) },
      ],
    });
    expect(r.sessions).toMatchObject({
      booked: pair(4, 2),
      held: pair(3, 1),
      cancelled: pair(1, 0),
      no_show: pair(1, 0),
      attendance_rate: pair(75, 100),
      satisfaction: pair(4.5, 3),
      ratings: pair(2, 1),
      by_type: [
        { type: 'video', booked: pair(2, 1), held: pair(2, 1) },
        { type: 'phone', booked: pair(1, 0), held: pair(1, 0) },
        { type: 'chat', booked: pair(1, 1), held: pair(0, 0) },
      ],
    });
    const person = (id: number) => r.sessions.counselors.find((row) => row.id === id);
    expect(person(ids.counselor)).toMatchObject({
      role: 'counselor',
      tickets: pair(3, 0),
      resolved: pair(2, 0),
      sessions_held: pair(2, 1),
      satisfaction: pair(4.5, 3),
      ratings: pair(2, 1),
    });
    expect(person(ids.advisor)).toMatchObject({
      role: 'advisor',
      tickets: pair(0, 1),
      resolved: pair(0, 1),
      sessions_held: pair(1, 0),
      // Held, but nobody rated it: no figure, not a 0.
      satisfaction: pair(null, null),
      ratings: pair(0, 0),
    });
    expect(r.support).toMatchObject({
      tickets: pair(4, 1),
      auto_assign_rate: pair(50, 0),
      sla: { met: pair(1, 1), breached: pair(2, 0), pending: pair(1, 0), attainment_rate: pair(33, 100) },
      crisis: {
        tickets: pair(1, 0),
        alerts: pair(2, 1),
        acknowledged: pair(1, 1),
        avg_acknowledgement_minutes: pair(12, 30),
      },
      by_status: [
        { status: 'Open', tickets: pair(1, 0) },
        { status: 'In Progress', tickets: pair(1, 0) },
        { status: 'Resolved', tickets: pair(1, 1) },
        { status: 'Closed', tickets: pair(1, 0) },
      ],
      by_priority: [
        {
          priority: 'Urgent',
          tickets: pair(2, 0),
          avg_first_response_hours: pair(1, null),
          avg_resolution_hours: pair(4, null),
        },
        {
          priority: 'High',
          tickets: pair(1, 0),
          avg_first_response_hours: pair(3, null),
          avg_resolution_hours: pair(null, null),
        },
        {
          priority: 'Medium',
          tickets: pair(1, 0),
          avg_first_response_hours: pair(null, null),
          avg_resolution_hours: pair(null, null),
        },
        {
          priority: 'Low',
          tickets: pair(0, 1),
          avg_first_response_hours: pair(null, 10),
          avg_resolution_hours: pair(null, 24),
        },
      ],
    });
    const academic = await categoryId(t.db, 'Academic Support');
    expect(r.support.by_category.slice(0, 3)).toEqual([
      { id: academic, name: 'Academic Support', color: expect.any(String), tickets: pair(2, 1) },
      { id: ids.mental, name: 'Mental Health & Wellbeing', color: expect.any(String), tickets: pair(1, 0) },
      { id: ids.crisis, name: 'Crisis Support', color: expect.any(String), tickets: pair(1, 0) },
    ]);
    expect(r.support.volume_by_day.map((d) => [d.date, d.created, d.crisis])).toEqual([
      ['2025-03-09', 0, 0],
      ['2025-03-10', 1, 0],
      ['2025-03-11', 1, 0],
      ['2025-03-12', 1, 0],
      ['2025-03-13', 1, 1],
      ['2025-03-14', 0, 0],
      ['2025-03-15', 0, 0],
    ]);
  });

  it('gives no figure, never a made-up one, for a period without records', async () => {
    const res = await call(t.app, tokens.admin, 'GET', '/api/admin/reports?from=2020-01-01&to=2020-01-07');
    const r = reportOf(res);
    expect(r.overview.tickets).toEqual(pair(0, 0));
    expect(r.overview.sla_attainment_rate).toEqual(pair(null, null));
    expect(r.overview.avg_first_response_hours).toEqual(pair(null, null));
    expect(r.overview.satisfaction).toEqual(pair(null, null));
    expect(r.sessions.attendance_rate).toEqual(pair(null, null));
    expect(r.support.crisis.avg_acknowledgement_minutes).toEqual(pair(null, null));
  });
});

describe('GET /api/admin/reports/export', () => {
  it('returns 401 when signed out', async () => {
    expect((await call(t.app, null, 'GET', '/api/admin/reports/export?format=csv')).statusCode).toBe(401);
  });

  it.each(['student', 'counselor', 'advisor'] as const)('returns 403 for a %s', async (role) => {
    const res = await call(t.app, tokens[role], 'GET', '/api/admin/reports/export?format=pdf');
    expect(res.statusCode).toBe(403);
  });

  it.each([
    ['format=xls', 'format', REPORT_MESSAGES.format],
    ['', 'format', REPORT_MESSAGES.format],
    ['format=csv&from=2025-03-10&to=2025-03-01', 'from', REPORT_MESSAGES.order],
    ['format=pdf&to=nope', 'to', REPORT_MESSAGES.to],
  ])('returns 422 for "%s"', async (query, field, message) => {
    const res = await call(t.app, tokens.admin, 'GET', `/api/admin/reports/export?${query}`);
    expect(res.statusCode).toBe(422);
    expect(body(res).errors?.[field]).toEqual([message]);
  });

  it('gives every table as one CSV, formulas neutralised', async () => {
    const res = await call(t.app, tokens.admin, 'GET', `/api/admin/reports/export?format=csv&${PERIOD}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('report-2025-03-09-to-2025-03-15.csv');
    const csv = res.body;
    for (const title of [
      'Overview: Summary',
      'Users: Users by role',
      'Sessions: Sessions by type',
      'Sessions: Counselor workload and satisfaction',
      'Support: Response and resolution by priority',
      'Support: Tickets by category',
      'Support: Tickets by status',
    ]) {
      expect(csv).toContain(`${title}\r\n`);
    }
    expect(csv).toContain('Tickets,4,1\r\n');
    expect(csv).toContain('Urgent,2,0,1,,4,\r\n');
    expect(csv).toContain(`"'${FORMULA_CATEGORY.replaceAll('"', '""')}",0,0`);
    expect(csv).not.toMatch(/(^|[\r\n,])"?=HYPERLINK/);
  });

  it('gives the report as a PDF', async () => {
    const res = await call(t.app, tokens.admin, 'GET', `/api/admin/reports/export?format=pdf&${PERIOD}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('report-2025-03-09-to-2025-03-15.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(2000);
  });
});
