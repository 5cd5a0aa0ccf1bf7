import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_MESSAGES as G } from '../../../common/schemas/group-sessions';
import { body, call, signIn } from '../../test/setup';
import { type AppointmentSuite, appointmentSuite } from './test-appointments';

let s: AppointmentSuite;
beforeAll(async () => {
  s = await appointmentSuite();
}, 60_000);
afterAll(async () => s?.t.close());

const START = '2026-06-03T14:00:00.000Z'; // Wednesday 10:00 in New York
const offer = (token: string | null, payload: unknown) =>
  call(s.t.app, token, 'POST', '/api/group-sessions', payload);

describe('group sessions', () => {
  it('401, 403 for students and admins, 422 with messages', async () => {
    expect((await call(s.t.app, null, 'GET', '/api/group-sessions')).statusCode).toBe(401);
    expect((await offer(null, {})).statusCode).toBe(401);
    const valid = { title: 'Exam stress circle', type: 'video', start: START, capacity: 3 };
    expect((await offer(s.tokens.student, valid)).statusCode).toBe(403);
    expect((await offer(s.tokens.admin, valid)).statusCode).toBe(403);
    const bad = await offer(s.tokens.counselor, {
      title: ' ',
      type: 'video',
      start: START,
      capacity: 1,
      duration: 5,
    });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors).toMatchObject({
      title: [G.title],
      capacity: [G.capacity],
      duration: [G.duration],
    });
    expect((await call(s.t.app, s.tokens.counselor, 'POST', '/api/group-sessions/1/join')).statusCode).toBe(
      403,
    );
    expect(
      (await call(s.t.app, s.tokens.student, 'POST', '/api/group-sessions/987654/join')).statusCode,
    ).toBe(404);
  });

  it('students join until full, all at once too; the counselor’s one-to-one times are blocked', async () => {
    const res = await offer(s.tokens.counselor, {
      title: 'Exam stress circle',
      type: 'video',
      start: START,
      capacity: 3,
    });
    expect(res.statusCode, res.body).toBe(201);
    const session = body(res).data?.session as { id: number; seats_left: number };
    expect(session).toMatchObject({ capacity: 3, seats_left: 3, duration: 60 });
    expect(
      (await offer(s.tokens.counselor, { title: 'Again', type: 'video', start: START, capacity: 3 }))
        .statusCode,
    ).toBe(409);
    const booking = await call(s.t.app, s.tokens.student, 'POST', '/api/appointments', {
      type: 'video',
      counselor_id: s.ids.counselor,
      start: START,
    });
    expect(booking.statusCode).toBe(409);
    const students = await s.t.db
      .selectFrom('users')
      .select('email')
      .where('role', '=', 'student')
      .where('status', '=', 'active')
      .execute();
    expect(students.length).toBeGreaterThan(3);
    const tokens = await Promise.all(students.map((student) => signIn(s.t.app, student.email)));
    const answers = await Promise.all(
      tokens.map((token) => call(s.t.app, token, 'POST', `/api/group-sessions/${session.id}/join`)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(students.length - 3);
    expect(refused[0]?.json().message).toBe(G.full);
    const seats = await s.t.db
      .selectFrom('group_session_participants')
      .select('student_id')
      .where('session_id', '=', session.id)
      .execute();
    expect(seats).toHaveLength(3);
    const list = body(await call(s.t.app, tokens[0]!, 'GET', '/api/group-sessions')).data?.sessions as {
      id: number;
      seats_left: number;
    }[];
    expect(list.find((g) => g.id === session.id)?.seats_left).toBe(0);
  }, 60_000);
});
