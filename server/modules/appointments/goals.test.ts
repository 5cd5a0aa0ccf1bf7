import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '../../../common/schemas/settings';
import { body, call } from '../../test/setup';
import { raiseTicket } from '../../test/tickets';
import { weekOf } from './goals';
import { type AppointmentSuite, appointmentSuite, book, moveClock } from './test-appointments';

let s: AppointmentSuite;
beforeAll(async () => {
  s = await appointmentSuite();
}, 60_000);
afterAll(async () => s?.t.close());

const goals = (token: string | null) => call(s.t.app, token, 'GET', '/api/appointments/goals');
const put = (payload: unknown) => call(s.t.app, s.tokens.admin, 'PUT', '/api/admin/settings', payload);
const post = (token: string, url: string, payload: unknown) => call(s.t.app, token, 'POST', url, payload);

describe('weekOf', () => {
  it('is Monday to Sunday on the university’s wall clock', () => {
    // Monday 1 June 2026, 02:00 UTC is still Sunday 31 May in New York.
    expect(weekOf(new Date('2026-06-01T02:00:00Z'), 'America/New_York')).toEqual({
      start: '2026-05-25',
      end: '2026-05-31',
      from: '2026-05-25T04:00:00.000Z',
      to: '2026-06-01T04:00:00.000Z',
    });
    expect(weekOf(new Date('2026-06-07T23:00:00Z'), 'Europe/Berlin')).toMatchObject({
      start: '2026-06-08',
      from: '2026-06-07T22:00:00.000Z',
    });
    // The week of the autumn change (1 November 2026 in New York) is 169 hours long.
    const dst = weekOf(new Date('2026-10-28T12:00:00Z'), 'America/New_York');
    expect(Date.parse(dst.to) - Date.parse(dst.from)).toBe(169 * 3_600_000);
  });
});

describe('GET /api/appointments/goals', () => {
  it('401 signed out, 403 for students and admins', async () => {
    expect((await goals(null)).statusCode).toBe(401);
    expect((await goals(s.tokens.student)).statusCode).toBe(403);
    expect((await goals(s.tokens.admin)).statusCode).toBe(403);
  });

  it('starts at zero with the default goals', async () => {
    const res = await goals(s.tokens.counselor);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data).toEqual({
      week: { start: '2026-06-01', end: '2026-06-07', timezone: 'America/New_York' },
      sessions: { held: 0, goal: 20 },
      response_time: { average_hours: null, tickets: 0, goal_hours: 4 },
      // All time: the demo seed's rated session of two weeks ago.
      rating: { average: 5, count: 1 },
    });
  });

  it('counts the viewer’s completed sessions of this week and the first replies of their tickets', async () => {
    const held = await book(s, { counselor_id: s.ids.counselor, start: '2026-06-01T14:00:00.000Z' });
    const missed = await book(
      s,
      { counselor_id: s.ids.counselor, start: '2026-06-02T14:00:00.000Z' },
      s.tokens.student2,
    );
    const other = await book(s, { counselor_id: s.ids.advisor, start: '2026-06-02T17:00:00.000Z' });
    // Next week's session, held then, is next week's.
    const later = await book(s, { counselor_id: s.ids.counselor, start: '2026-06-08T14:00:00.000Z' });
    const category = await s.t.db
      .selectFrom('ticket_categories')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const ticket = await raiseTicket(s.t.app, s.tokens.student, {
      subject: 'Timetable clash',
      description: 'Two of my modules meet at the same time on Thursdays this term.',
      category_id: category.id,
    });
    expect(
      (await post(s.tokens.admin, `/api/tickets/${ticket.id}/assign`, { assigned_to: s.ids.counselor }))
        .statusCode,
    ).toBe(200);

    await moveClock(s, '2026-06-01T14:30:00.000Z');
    const reply = await post(s.tokens.counselor, `/api/tickets/${ticket.id}/responses`, {
      message: 'Let us look at your options together.',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    await moveClock(s, '2026-06-02T18:30:00.000Z');
    for (const [token, id, status] of [
      [s.tokens.counselor, held.id, 'completed'],
      [s.tokens.counselor, missed.id, 'no_show'],
      [s.tokens.advisor, other.id, 'completed'],
    ] as const)
      expect((await post(token, `/api/appointments/${id}/attendance`, { status })).statusCode).toBe(200);

    const data = body(await goals(s.tokens.counselor)).data as {
      sessions: { held: number };
      response_time: { average_hours: number; tickets: number };
    };
    expect(data.sessions.held).toBe(1);
    expect(data.response_time.tickets).toBe(1);
    expect(data.response_time.average_hours).toBe(2.5);
    expect(body(await goals(s.tokens.advisor)).data).toMatchObject({
      sessions: { held: 1 },
      response_time: { tickets: 0 },
    });

    await moveClock(s, '2026-06-08T15:30:00.000Z');
    expect(
      (await post(s.tokens.counselor, `/api/appointments/${later.id}/attendance`, { status: 'completed' }))
        .statusCode,
    ).toBe(200);
    expect(body(await goals(s.tokens.counselor)).data).toMatchObject({
      week: { start: '2026-06-08', end: '2026-06-14' },
      sessions: { held: 1 },
      response_time: { average_hours: null, tickets: 0 },
    });
    await moveClock(s, '2026-06-01T12:00:00.000Z');
  });

  it('follows the admin settings, with 422 messages', async () => {
    const bad = await put({ weeklySessionGoal: 0, responseTimeGoalHours: 2.25 });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors).toEqual({
      weeklySessionGoal: [SETTINGS_MESSAGES.weeklySessionGoal],
      responseTimeGoalHours: [SETTINGS_MESSAGES.responseTimeGoal],
    });
    expect((await put({ responseTimeGoalHours: 'soon' })).statusCode).toBe(422);
    expect((await put({ weeklySessionGoal: 12, responseTimeGoalHours: 2.5 })).statusCode).toBe(200);
    expect(body(await goals(s.tokens.advisor)).data).toMatchObject({
      sessions: { goal: 12 },
      response_time: { goal_hours: 2.5 },
    });
  });
});
