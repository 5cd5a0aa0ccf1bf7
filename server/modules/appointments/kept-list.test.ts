import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call } from '../../test/setup';
import { type AppointmentSuite, appointmentSuite, book, moveClock } from './test-appointments';

/**
 * A page of the sessions list is kept until the next write or the end of the minute, like its counts: a kept
 * page must never outlive a booking or a cancellation, never be shown to another viewer's scope, and move with
 * the clock from one minute to the next.
 */
let s: AppointmentSuite;
// Tuesday 2 June 2026, 10:00 and 11:00 in New York (EDT, UTC-4).
const TUE_10 = '2026-06-02T14:00:00.000Z';
const TUE_11 = '2026-06-02T15:00:00.000Z';

beforeAll(async () => {
  s = await appointmentSuite();
}, 60_000);
afterAll(async () => s?.t.close());

interface Listed {
  appointments: { id: number; start: string; status: string; student: { id: number } | null }[];
  counts: { upcoming: number };
}
const list = async (token: string, query = '') => {
  const res = await call(s.t.app, token, 'GET', `/api/appointments${query}`);
  expect(res.statusCode).toBe(200);
  return body(res).data as unknown as Listed;
};

describe('GET /api/appointments, kept until a write', () => {
  it('shows a booking and a cancellation at the next read, each viewer only their own', async () => {
    const before = await list(s.tokens.counselor);
    expect(await list(s.tokens.counselor)).toEqual(before);
    const booked = await book(s, { counselor_id: s.ids.counselor, start: TUE_10, reason: 'Exam stress' });
    const after = await list(s.tokens.counselor);
    expect(after.appointments.map((a) => a.id)).toContain(booked.id);
    expect(after.counts.upcoming).toBe(before.counts.upcoming + 1);
    expect((await list(s.tokens.student2)).appointments.map((a) => a.id)).not.toContain(booked.id);
    expect((await list(s.tokens.student)).appointments.map((a) => a.id)).toContain(booked.id);

    const cancelled = await call(s.t.app, s.tokens.student, 'POST', `/api/appointments/${booked.id}/cancel`, {
      reason: 'Feeling better',
    });
    expect(cancelled.statusCode).toBe(200);
    const again = await list(s.tokens.counselor);
    expect(again.appointments.find((a) => a.id === booked.id)?.status).toBe('cancelled');
  });

  it('moves with the clock: a session that has begun leaves the upcoming ones in the next minute', async () => {
    const booked = await book(s, { counselor_id: s.ids.counselor, start: TUE_11 });
    const upcoming = async () => (await list(s.tokens.counselor, '?status=upcoming')).appointments;
    expect((await upcoming()).map((a) => a.id)).toContain(booked.id);
    await moveClock(s, '2026-06-02T15:30:00.000Z');
    expect((await upcoming()).map((a) => a.id)).not.toContain(booked.id);
  });

  it("keeps group sessions per student: a seat taken shows at once, and never as another student's", async () => {
    const offered = await call(s.t.app, s.tokens.counselor, 'POST', '/api/group-sessions', {
      title: 'Sleep and study circle',
      type: 'video',
      start: '2026-06-04T15:00:00.000Z',
      capacity: 4,
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const id = (body(offered).data!.session as { id: number }).id;
    type Group = { id: number; joined: boolean; seats_left: number };
    const sessions = async (token: string) =>
      (body(await call(s.t.app, token, 'GET', '/api/group-sessions')).data!.sessions as Group[]).find(
        (g) => g.id === id,
      );
    expect(await sessions(s.tokens.student)).toMatchObject({ joined: false, seats_left: 4 });
    expect((await call(s.t.app, s.tokens.student, 'POST', `/api/group-sessions/${id}/join`)).statusCode).toBe(
      200,
    );
    expect(await sessions(s.tokens.student)).toMatchObject({ joined: true, seats_left: 3 });
    expect(await sessions(s.tokens.student2)).toMatchObject({ joined: false, seats_left: 3 });
    expect(await sessions(s.tokens.student)).toMatchObject({ joined: true, seats_left: 3 });
  });
});
