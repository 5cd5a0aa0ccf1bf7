import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffPerformance, SystemOverview } from '../../../common/schemas/reports';
import { seedDemoData } from '../../db/seed';
import { buildUser } from '../../db/seed/factories';
import { MINUTE } from '../../lib/clock';
import {
  body,
  call,
  createTestApp,
  signIn,
  signInDemoAccounts,
  type TestApp,
  type Tokens,
} from '../../test/setup';
import { categoryId, type RaisedTicket, raiseTicket, userId } from '../../test/tickets';
import { dayStart } from './service';

// The figures below follow one timeline: tickets raised at 22:00 UTC on 31 August, replies and
// resolutions at 23:30 and at 00:30 on 1 September.
const START = '2026-08-31T22:00:00.000Z';
const DESCRIPTION = 'I would like to talk about internship options for next summer and how to apply.';

let t: TestApp;
let tokens: Tokens;
let counselorId: number;
let advisorId: number;
const tickets: Record<'a' | 'b' | 'c' | 'd' | 'e', RaisedTicket> = {} as never;

async function ok(method: 'GET' | 'POST' | 'PATCH', token: string, url: string, payload?: unknown) {
  const res = await call(t.app, token, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(START);
  await seedDemoData(t.db);
  tokens = await signInDemoAccounts(t.app);
  counselorId = await userId(t.db, 'counselor@university.edu');
  advisorId = await userId(t.db, 'advisor@university.edu');
  // Career Guidance does not auto-assign, so every assignment below is the test's own.
  const career = await categoryId(t.db, 'Career Guidance');
  const raise = (token: string, subject: string) =>
    raiseTicket(t.app, token, { subject, description: DESCRIPTION, category_id: career });
  tickets.a = await raise(tokens.student, 'Internship advice A');
  tickets.b = await raise(tokens.student, 'Internship advice B');
  tickets.c = await raise(tokens.student2, 'Internship advice C');
  tickets.d = await raise(tokens.student2, 'Internship advice D');
  tickets.e = await raise(tokens.student, 'Internship advice E');
  for (const [ticket, staff] of [
    [tickets.a, counselorId],
    [tickets.b, counselorId],
    [tickets.c, counselorId],
    [tickets.d, advisorId],
  ] as const) {
    await ok('POST', tokens.admin, `/api/tickets/${ticket.id}/assign`, { assigned_to: staff });
  }
  // An inactive counselor is never listed.
  await buildUser(t.db, { name: 'Former Counselor', role: 'counselor', status: 'inactive' });
});
afterAll(async () => t.close());

const staffOf = (res: Parameters<typeof body>[0]) => body(res).data as unknown as StaffPerformance;
const overviewOf = (res: Parameters<typeof body>[0]) =>
  (body(res).data as unknown as { overview: SystemOverview }).overview;

describe.each([['/api/admin/staff-performance'], ['/api/admin/system-overview']])('GET %s', (url) => {
  it('returns 401 when signed out', async () => {
    const res = await call(t.app, null, 'GET', url);
    expect(res.statusCode).toBe(401);
    expect(body(res).success).toBe(false);
  });

  it('returns 403 for a student, a counselor and an advisor', async () => {
    for (const token of [tokens.student, tokens.counselor, tokens.advisor]) {
      const res = await call(t.app, token, 'GET', url);
      expect(res.statusCode).toBe(403);
      expect(body(res).success).toBe(false);
    }
  });
});

describe('GET /api/admin/system-overview input', () => {
  it('returns 422 for an offset that is not a whole number of minutes within a day', async () => {
    for (const [value, message] of [
      ['abc', 'The UTC offset must be a number of minutes'],
      ['1.5', 'The UTC offset must be a whole number of minutes'],
      ['900', 'The UTC offset must be between -840 and 840 minutes'],
      ['-841', 'The UTC offset must be between -840 and 840 minutes'],
    ]) {
      const res = await call(
        t.app,
        tokens.admin,
        'GET',
        `/api/admin/system-overview?utc_offset_minutes=${value}`,
      );
      expect(res.statusCode, value).toBe(422);
      expect(body(res).errors?.utc_offset_minutes).toEqual([message]);
    }
  });
});

describe('the admin dashboard figures', () => {
  it('lists every active counselor and advisor; before any reply there is no response time', async () => {
    const res = await call(t.app, tokens.admin, 'GET', '/api/admin/staff-performance');
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Staff performance retrieved successfully');
    const { staff } = staffOf(res);
    expect(staff.map((row) => row.name)).toEqual([
      'Dr. Amara Osei',
      'Dr. James Wilson',
      'Dr. Sarah Chen',
      'Michael Torres',
      'Rachel Kim',
    ]);
    expect(staff.find((row) => row.id === counselorId)).toEqual({
      id: counselorId,
      name: 'Dr. Sarah Chen',
      role: 'counselor',
      cases: 3,
      active: 3,
      resolved: 0,
      avg_response_hours: null,
      resolution_rate: 0,
    });
  });

  it('counts cases, active, resolved, first-response hours and rates per person and in total', async () => {
    // 23:30: the counselor answers A (1.5 h) and resolves it; the advisor answers D (1.5 h).
    t.clock.advance(90 * MINUTE);
    const reply = { message: 'Thanks for reaching out, let us find a time to talk.' };
    await ok('POST', tokens.counselor, `/api/tickets/${tickets.a.id}/responses`, reply);
    await ok('PATCH', tokens.counselor, `/api/tickets/${tickets.a.id}`, { status: 'Resolved' });
    await ok('POST', tokens.advisor, `/api/tickets/${tickets.d.id}/responses`, reply);
    // An internal note is not a response to the student.
    await ok('POST', tokens.counselor, `/api/tickets/${tickets.c.id}/responses`, {
      message: 'Check the careers fair dates first.',
      is_internal: true,
    });
    const early = staffOf(await ok('GET', tokens.admin, '/api/admin/staff-performance'));
    expect(early.staff.find((row) => row.id === counselorId)).toMatchObject({
      active: 2,
      resolved: 1,
      avg_response_hours: 1.5,
    });
    // 00:30 the next day: the counselor answers B (2.5 h) and closes it.
    t.clock.advance(60 * MINUTE);
    await ok('POST', tokens.counselor, `/api/tickets/${tickets.b.id}/responses`, reply);
    await ok('PATCH', tokens.counselor, `/api/tickets/${tickets.b.id}`, { status: 'Closed' });

    const { staff, totals } = staffOf(await ok('GET', tokens.admin, '/api/admin/staff-performance'));
    expect(staff.find((row) => row.id === counselorId)).toEqual({
      id: counselorId,
      name: 'Dr. Sarah Chen',
      role: 'counselor',
      cases: 3,
      active: 1,
      resolved: 2,
      avg_response_hours: 2,
      resolution_rate: 67,
    });
    expect(staff.find((row) => row.id === advisorId)).toEqual({
      id: advisorId,
      name: 'Michael Torres',
      role: 'advisor',
      cases: 1,
      active: 1,
      resolved: 0,
      avg_response_hours: 1.5,
      resolution_rate: 0,
    });
    expect(staff.find((row) => row.name === 'Rachel Kim')).toMatchObject({
      role: 'advisor',
      cases: 0,
      avg_response_hours: null,
      resolution_rate: 0,
    });
    // The unassigned ticket E counts for nobody; (1.5 + 1.5 + 2.5) / 3 = 1.83 hours.
    expect(totals).toEqual({
      staff: 5,
      cases: 4,
      active: 2,
      resolved: 2,
      avg_response_hours: 1.8,
      resolution_rate: 50,
    });
  });

  it('counts tickets resolved since midnight (the hub’s, or at an offset asked for) and live sessions', async () => {
    // Now 00:30 UTC on 1 September: A was resolved at 23:30 the day before, B at 00:30.
    const utc = overviewOf(await ok('GET', tokens.admin, '/api/admin/system-overview?utc_offset_minutes=0'));
    expect(body(await ok('GET', tokens.admin, '/api/admin/system-overview')).message).toBe(
      'System overview retrieved successfully',
    );
    expect(utc).toMatchObject({
      resolved_today: 1,
      day_started_at: '2026-09-01T00:00:00.000Z',
      generated_at: '2026-09-01T00:30:00.000Z',
    });
    expect(utc.uptime_seconds).toBeGreaterThanOrEqual(0);
    // Two hours west of UTC it is still 22:30 on 31 August: both count.
    const west = overviewOf(
      await ok('GET', tokens.admin, '/api/admin/system-overview?utc_offset_minutes=-120'),
    );
    expect(west).toMatchObject({ resolved_today: 2, day_started_at: '2026-08-31T02:00:00.000Z' });
    // Without an offset, the hub's day: in New York (its time zone) it is 20:30 on 31 August.
    const hub = overviewOf(await ok('GET', tokens.admin, '/api/admin/system-overview'));
    expect(hub).toMatchObject({ resolved_today: 2, day_started_at: '2026-08-31T04:00:00.000Z' });

    // The students last used their sessions at 22:00, past the 2-hour idle limit; the counselor, advisor
    // and admin are still signed in.
    expect(utc.active_sessions).toBe(3);
    await ok('POST', tokens.counselor, '/api/auth/logout');
    const after = overviewOf(await ok('GET', tokens.admin, '/api/admin/system-overview'));
    expect(after.active_sessions).toBe(2);
  });
});

describe('the admin dashboard alerts from the system', () => {
  it('counts e-mails waiting for a retry and given up in the last 24 hours, and overdue backups', async () => {
    // The clock stands at 00:30 UTC on 1 September (the test above).
    const mail = (values: { attempts: number; abandoned_at: string | null }) => ({
      recipient: 'someone@example.edu',
      subject: 'A notice',
      body: 'Text',
      next_attempt_at: '2026-09-01T01:00:00.000Z',
      last_error: 'connection refused',
      last_error_at: '2026-08-31T23:00:00.000Z',
      created_at: '2026-08-31T22:00:00.000Z',
      attachments: null,
      ...values,
    });
    await t.db
      .insertInto('mail_outbox')
      .values([
        mail({ attempts: 0, abandoned_at: null }), // not failed yet: not counted
        mail({ attempts: 2, abandoned_at: null }), // waits for another attempt
        mail({ attempts: 6, abandoned_at: '2026-08-31T12:00:00.000Z' }), // given up 12.5 hours ago
        mail({ attempts: 6, abandoned_at: '2026-08-30T12:00:00.000Z' }), // given up 36.5 hours ago
      ])
      .execute();
    const before = overviewOf(await ok('GET', tokens.admin, '/api/admin/system-overview'));
    expect(before.mail).toEqual({ waiting: 1, abandoned: 1 });
    // No backup yet: overdue.
    expect(before.backups).toEqual({ last_backup_at: null, overdue: true });

    await ok('POST', tokens.admin, '/api/admin/backups');
    const after = overviewOf(await ok('GET', tokens.admin, '/api/admin/system-overview'));
    expect(after.backups).toEqual({ last_backup_at: '2026-09-01T00:30:00.000Z', overdue: false });
    // Daily backups: overdue once the newest is more than two days old.
    t.clock.advance(48 * 60 * MINUTE);
    const admin = await signIn(t.app, 'admin@university.edu');
    const overdue = async () =>
      overviewOf(await ok('GET', admin, '/api/admin/system-overview')).backups.overdue;
    expect(await overdue()).toBe(false);
    t.clock.advance(MINUTE);
    expect(await overdue()).toBe(true);
  });
});

// Rounding of hours and rates: common/figures.test.ts.
describe('figures', () => {
  it('finds the start of the viewer’s day east and west of UTC', () => {
    const now = new Date('2026-09-01T00:30:00.000Z');
    expect(dayStart(now, 0).toISOString()).toBe('2026-09-01T00:00:00.000Z');
    expect(dayStart(now, -120).toISOString()).toBe('2026-08-31T02:00:00.000Z');
    expect(dayStart(now, 330).toISOString()).toBe('2026-08-31T18:30:00.000Z');
  });
});
