import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_MESSAGES as G } from '../../../common/schemas/group-sessions';
import { body, call, signIn } from '../../test/setup';
import { type AppointmentSuite, appointmentSuite } from './test-appointments';

let s: AppointmentSuite;
beforeAll(async () => {
  s = await appointmentSuite();
}, 60_000);
afterAll(async () => s?.t.close());

interface Seat {
  id: number;
  seats_left: number;
  joined: boolean;
  description: string;
}

const offer = async (token: string, start: string, extra: Record<string, unknown> = {}) => {
  const res = await call(s.t.app, token, 'POST', '/api/group-sessions', {
    title: 'Sleep and stress',
    description: 'Small changes that help you sleep before exams.',
    type: 'video',
    start,
    capacity: 2,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return body(res).data?.session as Seat;
};
const join = (token: string | null, id: number | string) =>
  call(s.t.app, token, 'POST', `/api/group-sessions/${id}/join`);
const leave = (token: string | null, id: number | string) =>
  call(s.t.app, token, 'DELETE', `/api/group-sessions/${id}/join`);
const cancel = (
  token: string | null,
  id: number | string,
  payload: unknown = { reason: 'Facilitator ill' },
) => call(s.t.app, token, 'POST', `/api/group-sessions/${id}/cancel`, payload);

describe('group session description', () => {
  it('is stored and shown; too long is 422 with the message', async () => {
    const session = await offer(s.tokens.counselor, '2026-06-08T14:00:00.000Z');
    expect(session.description).toBe('Small changes that help you sleep before exams.');
    const long = await call(s.t.app, s.tokens.counselor, 'POST', '/api/group-sessions', {
      title: 'Too long',
      description: 'x'.repeat(1001),
      type: 'video',
      start: '2026-06-08T18:00:00.000Z',
      capacity: 4,
    });
    expect(long.statusCode).toBe(422);
    expect(body(long).errors).toMatchObject({ description: [G.description] });
  });
});

describe('leaving a group session', () => {
  it('401, 403 for staff, 422 for a bad id, 404 unknown or not joined, and the seat returns', async () => {
    const session = await offer(s.tokens.counselor, '2026-06-09T14:00:00.000Z');
    expect((await leave(null, session.id)).statusCode).toBe(401);
    expect((await leave(s.tokens.counselor, session.id)).statusCode).toBe(403);
    expect((await leave(s.tokens.admin, session.id)).statusCode).toBe(403);
    const bad = await leave(s.tokens.student, 'abc');
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors).toMatchObject({ id: [G.notFound] });
    expect((await leave(s.tokens.student, 987654)).statusCode).toBe(404);
    const notJoined = await leave(s.tokens.student, session.id);
    expect(notJoined.statusCode).toBe(404);
    expect(notJoined.json().message).toBe(G.notJoined);

    expect((await join(s.tokens.student, session.id)).statusCode).toBe(200);
    expect((await join(s.tokens.student2, session.id)).statusCode).toBe(200);
    const third = await s.t.db
      .selectFrom('users')
      .select('email')
      .where('role', '=', 'student')
      .where('status', '=', 'active')
      .where('email', 'not in', ['student@university.edu', 'student2@university.edu'])
      .executeTakeFirstOrThrow();
    const thirdToken = await signIn(s.t.app, third.email);
    const full = await join(thirdToken, session.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(G.full);

    // Another student's seat is not theirs to give back.
    const left = await leave(s.tokens.student, session.id);
    expect(left.statusCode, left.body).toBe(200);
    expect(body(left).data?.session).toMatchObject({ seats_left: 1, joined: false });
    expect((await join(thirdToken, session.id)).statusCode).toBe(200);
    const seats = await s.t.db
      .selectFrom('group_session_participants')
      .select('student_id')
      .where('session_id', '=', session.id)
      .execute();
    expect(seats.map((seat) => seat.student_id)).not.toContain(s.ids.student);
    expect(seats).toHaveLength(2);
    const audit = await s.t.db
      .selectFrom('audit_logs')
      .select('action')
      .where('action', '=', 'group_session.left')
      .execute();
    expect(audit).toHaveLength(1);
  });
});

describe('cancelling a group session', () => {
  it('401, 403 for students and other staff, 404, 422 without a reason', async () => {
    const session = await offer(s.tokens.counselor, '2026-06-10T14:00:00.000Z');
    expect((await cancel(null, session.id)).statusCode).toBe(401);
    expect((await cancel(s.tokens.student, session.id)).statusCode).toBe(403);
    const other = await cancel(s.tokens.advisor, session.id);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(G.notYours);
    expect((await cancel(s.tokens.counselor, 987654)).statusCode).toBe(404);
    const bad = await cancel(s.tokens.counselor, session.id, { reason: '  ' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(body(bad).errors ?? {})).toEqual(['reason']);
    expect((await cancel(s.tokens.counselor, 'x')).statusCode).toBe(422);
  });

  it('tells the seat holders, leaves the list, frees the counselor’s time and cannot happen twice', async () => {
    const start = '2026-06-11T14:00:00.000Z';
    const session = await offer(s.tokens.counselor, start);
    expect((await join(s.tokens.student, session.id)).statusCode).toBe(200);
    const res = await cancel(s.tokens.counselor, session.id);
    expect(res.statusCode, res.body).toBe(200);
    const notes = await s.t.db
      .selectFrom('notifications')
      .select(['user_id', 'title', 'message', 'link'])
      .where('subject_type', '=', 'group_session')
      .where('subject_id', '=', session.id)
      .execute();
    expect(notes).toEqual([
      expect.objectContaining({
        user_id: s.ids.student,
        title: 'Group session cancelled',
        link: '/group-sessions',
      }),
    ]);
    expect(notes[0]?.message).toContain('Facilitator ill');
    const list = body(await call(s.t.app, s.tokens.student, 'GET', '/api/group-sessions')).data
      ?.sessions as Seat[];
    expect(list.map((g) => g.id)).not.toContain(session.id);
    expect((await join(s.tokens.student2, session.id)).statusCode).toBe(404);
    expect((await leave(s.tokens.student, session.id)).statusCode).toBe(404);
    expect((await cancel(s.tokens.counselor, session.id)).statusCode).toBe(409);
    // The time is the counselor's again.
    const again = await offer(s.tokens.counselor, start, { title: 'Sleep and stress, new time' });
    expect(again.id).not.toBe(session.id);
  });

  it('an administrator cancels anyone’s session', async () => {
    const session = await offer(s.tokens.advisor, '2026-06-12T14:00:00.000Z');
    const res = await cancel(s.tokens.admin, session.id);
    expect(res.statusCode, res.body).toBe(200);
    const row = await s.t.db
      .selectFrom('group_sessions')
      .select(['cancelled_by', 'cancel_reason'])
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ cancelled_by: s.ids.admin, cancel_reason: 'Facilitator ill' });
  });
});

describe('demo group sessions', () => {
  it('two led by demo counselors, one with a single seat left, none holding the sign-in demo students', async () => {
    const rows = await s.t.db
      .selectFrom('group_sessions as g')
      .innerJoin('users as c', 'c.id', 'g.counselor_id')
      .select(['g.id', 'g.title', 'g.capacity', 'c.name', 'c.role'])
      .where('g.title', 'in', [
        'Exam stress support group',
        'Settling in: a circle for international students',
      ])
      .orderBy('g.id')
      .execute();
    expect(rows.map((row) => [row.name, row.role])).toEqual([
      ['Dr. Sarah Chen', 'counselor'],
      ['Dr. Amara Osei', 'counselor'],
    ]);
    const list = body(await call(s.t.app, s.tokens.student, 'GET', '/api/group-sessions')).data
      ?.sessions as Seat[];
    const seats = rows.map((row) => list.find((g) => g.id === row.id));
    expect(seats.map((g) => [g?.seats_left, g?.joined])).toEqual([
      [8, false],
      [1, false],
    ]);
  });
});
