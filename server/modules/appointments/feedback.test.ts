import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES as M } from '../../../common/schemas/appointments';
import { body, call } from '../../test/setup';
import { type AppointmentSuite, appointmentSuite, book, moveClock } from './test-appointments';

let s: AppointmentSuite;
/** The demo student's completed session with the demo counselor, rated 5 by the demo seed. */
let demoHeld: number;
let demoNoShow: number;
beforeAll(async () => {
  s = await appointmentSuite();
  const past = await s.t.db
    .selectFrom('appointments')
    .select(['id', 'status'])
    .where('student_id', '=', s.ids.student)
    .where('status', 'in', ['completed', 'no-show'])
    .execute();
  demoHeld = past.find((row) => row.status === 'completed')!.id;
  demoNoShow = past.find((row) => row.status === 'no-show')!.id;
}, 60_000);
afterAll(async () => s?.t.close());

const rate = (token: string | null, id: number, payload: unknown) =>
  call(s.t.app, token, 'POST', `/api/appointments/${id}/feedback`, payload);
const get = (token: string, id: number) => call(s.t.app, token, 'GET', `/api/appointments/${id}`);
const counselorRating = async () => {
  const res = await call(s.t.app, s.tokens.student, 'GET', '/api/appointments/counselors');
  const list = body(res).data?.counselors as { id: number; rating: number | null; rating_count: number }[];
  return list.find((c) => c.id === s.ids.counselor);
};
const goals = async (token: string) =>
  body(await call(s.t.app, token, 'GET', '/api/appointments/goals')).data as { rating: unknown };

describe('POST /api/appointments/{id}/feedback', () => {
  it('the demo seed rated the demo student’s held session: the counselor has a rating', async () => {
    expect(await counselorRating()).toMatchObject({ rating: 5, rating_count: 1 });
    expect(await goals(s.tokens.counselor)).toMatchObject({ rating: { average: 5, count: 1 } });
    expect(await goals(s.tokens.advisor)).toMatchObject({ rating: { average: null, count: 0 } });
    const advisor = (await call(s.t.app, s.tokens.student, 'GET', '/api/appointments/counselors')).json().data
      .counselors as { id: number; rating: number | null }[];
    expect(advisor.find((c) => c.id === s.ids.advisor)?.rating).toBeNull();
  });

  it('401 signed out; 403 for staff and admins, even on a session they see', async () => {
    expect((await rate(null, demoHeld, { rating: 4 })).statusCode).toBe(401);
    for (const token of [s.tokens.counselor, s.tokens.admin, s.tokens.advisor])
      expect((await rate(token, demoHeld, { rating: 4 })).statusCode).toBe(403);
  });

  it('404 for someone else’s session and a missing one', async () => {
    const other = await rate(s.tokens.student2, demoHeld, { rating: 1 });
    expect(other.statusCode).toBe(404);
    expect(body(other).message).toBe(M.notFound);
    expect((await rate(s.tokens.student, 999_999, { rating: 1 })).statusCode).toBe(404);
    expect((await rate(s.tokens.student, 'abc' as unknown as number, { rating: 1 })).statusCode).toBe(422);
  });

  it('422 with the messages for bad input, nothing stored', async () => {
    for (const rating of [0, 6, undefined]) {
      const res = await rate(s.tokens.student, demoHeld, { rating });
      expect(res.statusCode, String(rating)).toBe(422);
      expect(body(res).errors).toEqual({ rating: [M.rating] });
    }
    // Wrong types are a malformed request (400, api-contract), with the same message.
    for (const rating of [3.5, '5', null]) {
      const res = await rate(s.tokens.student, demoHeld, { rating });
      expect([400, 422], String(rating)).toContain(res.statusCode);
      expect(body(res).errors).toEqual({ rating: [M.rating] });
    }
    const long = await rate(s.tokens.student, demoHeld, { rating: 4, comment: 'x'.repeat(501) });
    expect(long.statusCode).toBe(422);
    expect(body(long).errors).toEqual({ comment: [M.feedbackComment] });
    expect([400, 422]).toContain(
      (await rate(s.tokens.student, demoHeld, { rating: 4, comment: 7 })).statusCode,
    );
    expect((await rate(s.tokens.student, demoHeld, 'not json')).statusCode).toBeLessThan(500);
    expect(await counselorRating()).toMatchObject({ rating: 5, rating_count: 1 });
  });

  it('409 for a session not completed: upcoming, no-show, in progress', async () => {
    const upcoming = await book(s, { counselor_id: s.ids.counselor, start: '2026-06-03T14:00:00.000Z' });
    for (const id of [upcoming.id, demoNoShow]) {
      const res = await rate(s.tokens.student, id, { rating: 5 });
      expect(res.statusCode).toBe(409);
      expect(body(res).message).toBe(M.feedbackNotCompleted);
    }
    const fresh = body(await get(s.tokens.student, upcoming.id)).data?.appointment;
    expect(fresh).toMatchObject({ can_rate: false, my_feedback: null, feedback: null });
  });

  it('the student updates their rating; the holder and admins read the comment, others not', async () => {
    const before = body(await get(s.tokens.student, demoHeld)).data?.appointment;
    expect(before).toMatchObject({ can_rate: true, my_feedback: { rating: 5 }, feedback: null });

    const res = await rate(s.tokens.student, demoHeld, { rating: 4, comment: '  Good, a bit rushed.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).message).toBe('Rating updated');
    expect(body(res).data?.appointment).toMatchObject({
      can_rate: true,
      my_feedback: { rating: 4, comment: 'Good, a bit rushed.' },
      feedback: null,
    });
    for (const token of [s.tokens.counselor, s.tokens.admin])
      expect(body(await get(token, demoHeld)).data?.appointment).toMatchObject({
        my_feedback: null,
        feedback: { rating: 4, comment: 'Good, a bit rushed.' },
      });
    expect(await counselorRating()).toMatchObject({ rating: 4, rating_count: 1 });

    // An empty comment clears it.
    const cleared = await rate(s.tokens.student, demoHeld, { rating: 4, comment: '' });
    expect(body(cleared).data?.appointment).toMatchObject({ my_feedback: { rating: 4, comment: null } });
    const audit = await s.t.db
      .selectFrom('audit_logs')
      .select(['action', 'details'])
      .where('action', '=', 'appointment.feedback_saved')
      .execute();
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toContain('rushed');
    const notes = await s.t.db.selectFrom('notifications').select(['title', 'message']).execute();
    expect(JSON.stringify(notes)).not.toContain('rushed');
  });

  it('the average is over every rated session, to one decimal, first rating 200 with thanks', async () => {
    const a = await book(s, { counselor_id: s.ids.counselor, start: '2026-06-04T14:00:00.000Z' });
    const b = await book(
      s,
      { counselor_id: s.ids.counselor, start: '2026-06-04T18:00:00.000Z' },
      s.tokens.student2,
    );
    await moveClock(s, '2026-06-04T20:00:00.000Z');
    for (const id of [a.id, b.id])
      expect(
        (
          await call(s.t.app, s.tokens.counselor, 'POST', `/api/appointments/${id}/attendance`, {
            status: 'completed',
          })
        ).statusCode,
      ).toBe(200);
    const first = await rate(s.tokens.student, a.id, { rating: 5 });
    expect(first.statusCode).toBe(200);
    expect(body(first).message).toBe('Thank you for rating this session');
    expect((await rate(s.tokens.student2, b.id, { rating: 4, comment: 'Kind.' })).statusCode).toBe(200);
    // 4 (the updated demo rating) + 5 + 4 = 13 / 3 = 4.33
    expect(await counselorRating()).toMatchObject({ rating: 4.3, rating_count: 3 });
    expect(await goals(s.tokens.counselor)).toMatchObject({ rating: { average: 4.3, count: 3 } });
    // The list carries the student's own rating too.
    const list = body(await call(s.t.app, s.tokens.student2, 'GET', '/api/appointments?status=completed'))
      .data as { appointments: { id: number; my_feedback: unknown }[] };
    expect(list.appointments.find((x) => x.id === b.id)?.my_feedback).toMatchObject({ rating: 4 });
    await moveClock(s, '2026-06-01T12:00:00.000Z');
  });
});
