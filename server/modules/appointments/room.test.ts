import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES } from '../../../common/schemas/appointments';
import { ROOM_MESSAGES as M, ROOM_LIMITS } from '../../../common/schemas/session-room';
import { body, call } from '../../test/setup';
import { type AppointmentSuite, appointmentSuite, moveClock } from './test-appointments';

let s: AppointmentSuite;
/** The demo student's video session with the demo counselor, three days after the suite's start. */
let id: number;
let start: string;
beforeAll(async () => {
  s = await appointmentSuite();
  const row = await s.t.db
    .selectFrom('appointments')
    .select(['id', 'start_at'])
    .where('student_id', '=', s.ids.student)
    .where('counselor_id', '=', s.ids.counselor)
    .where('type', '=', 'video')
    .where('status', '=', 'upcoming')
    .executeTakeFirstOrThrow();
  id = row.id;
  start = row.start_at;
}, 60_000);
afterAll(async () => s?.t.close());

const at = (minutesFromStart: number) =>
  new Date(Date.parse(start) + minutesFromStart * 60_000).toISOString();
const url = (path = '') => `/api/appointments/${id}/room${path}`;
const room = (token: string | null) => call(s.t.app, token, 'GET', url());
const post = (token: string | null, path: string, payload?: unknown) =>
  call(s.t.app, token, 'POST', url(path), payload ?? {});
const offer = {
  kind: 'offer',
  payload: { peer: 'peer-student-1', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' },
};
const candidate = {
  kind: 'candidate',
  payload: {
    peer: 'peer-counsel-1',
    candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
  },
};

describe('the session room', () => {
  it('opens 15 minutes before the start: join and the room answer 409 / closed before', async () => {
    await moveClock(s, at(-20));
    const early = await call(s.t.app, s.tokens.student, 'POST', `/api/appointments/${id}/join`);
    expect(early.statusCode).toBe(409);
    expect(body(early).message).toBe(APPOINTMENT_MESSAGES.joinClosed);
    const closed = await room(s.tokens.student);
    expect(closed.statusCode).toBe(200);
    expect(body(closed).data?.room).toMatchObject({
      open: false,
      state: 'waiting',
      present: { student: false },
    });
    await moveClock(s, at(-10));
  });

  it('401 signed out; 404 for another student and another counselor; 403 for an admin, on every route', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', url()],
      ['POST', url('/admit')],
      ['POST', url('/end')],
      ['POST', url('/signals'), offer],
      ['GET', url('/signals?after=0')],
      ['POST', url('/messages'), { body: 'hello' }],
      ['GET', url('/messages')],
      ['POST', `/api/appointments/${id}/join`],
    ];
    for (const [method, path, payload] of routes) {
      const send = (token: string | null) =>
        call(s.t.app, token, method as 'GET', path, method === 'POST' ? (payload ?? {}) : undefined);
      expect((await send(null)).statusCode, `${method} ${path}`).toBe(401);
      expect((await send(s.tokens.student2)).statusCode, `${method} ${path}`).toBe(404);
      expect((await send(s.tokens.advisor)).statusCode, `${method} ${path}`).toBe(404);
      const admin = await send(s.tokens.admin);
      expect(admin.statusCode, `${method} ${path}`).toBe(403);
      expect(body(admin).message).toBe(M.notParticipant);
    }
    expect((await call(s.t.app, s.tokens.student, 'GET', '/api/appointments/999999/room')).statusCode).toBe(
      404,
    );
    expect((await call(s.t.app, s.tokens.student, 'GET', '/api/appointments/abc/room')).statusCode).toBe(422);
    // Nobody was let in or ended it.
    expect(body(await room(s.tokens.counselor)).data?.room).toMatchObject({
      state: 'waiting',
      ended_at: null,
      present: { student: false, counselor: true },
    });
  });

  it('the student waits until the counselor admits them; a student cannot admit, nor signal before', async () => {
    const notYet = await post(s.tokens.counselor, '/admit');
    expect(notYet.statusCode).toBe(409);
    expect(body(notYet).message).toBe(M.studentNotWaiting);
    const join = await call(s.t.app, s.tokens.student, 'POST', `/api/appointments/${id}/join`);
    expect(join.statusCode, join.body).toBe(200);
    expect(body(join).data).toMatchObject({ ice_servers: [{ urls: ['stun:stun.l.google.com:19302'] }] });
    const waiting = body(await room(s.tokens.counselor)).data?.room;
    expect(waiting).toMatchObject({ state: 'waiting', role: 'counselor', other_name: 'Jordan Mitchell' });
    expect(waiting).toMatchObject({ present: { student: true, counselor: true } });
    const self = await post(s.tokens.student, '/admit');
    expect(self.statusCode).toBe(403);
    expect(body(self).message).toBe(M.counselorOnly);
    const early = await post(s.tokens.student, '/signals', offer);
    expect(early.statusCode).toBe(403);
    expect(body(early).message).toBe(M.notAdmitted);
    expect((await post(s.tokens.counselor, '/signals', candidate)).statusCode).toBe(409);
    expect((await post(s.tokens.student, '/messages', { body: 'Hi' })).statusCode).toBe(403);
    const admitted = await post(s.tokens.counselor, '/admit');
    expect(admitted.statusCode, admitted.body).toBe(200);
    expect(body(admitted).data?.room).toMatchObject({ state: 'admitted', admitted_at: expect.any(String) });
    expect(body(await room(s.tokens.student)).data?.room).toMatchObject({
      state: 'admitted',
      role: 'student',
    });
    const audit = await s.t.db
      .selectFrom('audit_logs')
      .select('action')
      .where('action', '=', 'appointment.session_admitted')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('422 for bad signals; each side reads only the other side’s signals addressed to them, after an id', async () => {
    const bad: unknown[] = [
      { kind: 'hello', payload: offer.payload },
      { kind: 'offer' },
      { kind: 'offer', payload: { peer: 'peer-student-1' } },
      { kind: 'offer', payload: { peer: 'x', sdp: 'v=0' } },
      { kind: 'candidate', payload: { peer: 'peer-student-1', sdp: 'v=0' } },
      { kind: 'offer', payload: { peer: 'peer-student-1', sdp: 'v'.repeat(ROOM_LIMITS.sdpMax + 1) } },
      { kind: 'offer', payload: { peer: 'peer-student-1', sdp: 'v=0', extra: 1 } },
      { kind: 'restart', payload: 'now' },
      'not json',
    ];
    for (const payload of bad) {
      const res = await post(s.tokens.student, '/signals', payload);
      expect([400, 415, 422], JSON.stringify(payload).slice(0, 80)).toContain(res.statusCode);
    }
    const kind = await post(s.tokens.student, '/signals', { kind: 'hello', payload: offer.payload });
    expect(body(kind).errors).toEqual({ kind: [M.kind] });
    const sent = await post(s.tokens.student, '/signals', offer);
    expect(sent.statusCode, sent.body).toBe(201);
    const first = body(sent).data?.signal as { id: number };
    const back = await post(s.tokens.counselor, '/signals', candidate);
    expect(back.statusCode).toBe(201);
    const restart = await post(s.tokens.student, '/signals', {
      kind: 'restart',
      payload: { peer: 'peer-student-1' },
    });
    expect(restart.statusCode).toBe(201);

    const forCounselor = body(await call(s.t.app, s.tokens.counselor, 'GET', url('/signals?after=0'))).data
      ?.signals as { id: number; kind: string; payload: unknown }[];
    expect(forCounselor.map((signal) => signal.kind)).toEqual(['offer', 'restart']);
    expect(forCounselor[0]?.payload).toEqual(offer.payload);
    const later = body(await call(s.t.app, s.tokens.counselor, 'GET', url(`/signals?after=${first.id}`))).data
      ?.signals as { kind: string }[];
    expect(later.map((signal) => signal.kind)).toEqual(['restart']);
    const forStudent = body(await call(s.t.app, s.tokens.student, 'GET', url('/signals'))).data?.signals as {
      kind: string;
    }[];
    expect(forStudent.map((signal) => signal.kind)).toEqual(['candidate']);
    expect((await call(s.t.app, s.tokens.student, 'GET', url('/signals?after=-1'))).statusCode).toBe(422);
  });

  it('keeps the chat in order for both sides; 422 for an empty message; limits a burst', async () => {
    const empty = await post(s.tokens.student, '/messages', { body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(body(empty).errors).toEqual({ body: [M.messageEmpty] });
    expect((await post(s.tokens.student, '/messages', { body: 'x'.repeat(2001) })).statusCode).toBe(422);
    const one = await post(s.tokens.student, '/messages', { body: '  Hello, can you hear me?\nLine two ' });
    expect(one.statusCode, one.body).toBe(201);
    expect(body(one).data).toMatchObject({
      crisis: false,
      message: { body: 'Hello, can you hear me?\nLine two', mine: true },
    });
    expect((await post(s.tokens.counselor, '/messages', { body: 'Yes, loud and clear.' })).statusCode).toBe(
      201,
    );
    const seen = body(await call(s.t.app, s.tokens.counselor, 'GET', url('/messages'))).data?.messages as {
      id: number;
      body: string;
      mine: boolean;
      sender: string;
    }[];
    expect(seen.map((m) => [m.sender, m.mine, m.body])).toEqual([
      ['student', false, 'Hello, can you hear me?\nLine two'],
      ['counselor', true, 'Yes, loud and clear.'],
    ]);
    const after = body(await call(s.t.app, s.tokens.student, 'GET', url(`/messages?after=${seen[0]!.id}`)))
      .data?.messages as { body: string }[];
    expect(after.map((m) => m.body)).toEqual(['Yes, loud and clear.']);
    // A burst past the minute's limit answers 429 with Retry-After.
    for (let n = 1; n < ROOM_LIMITS.messagesPerMinute; n += 1)
      await post(s.tokens.counselor, '/messages', { body: `note ${n}` });
    const tooMany = await post(s.tokens.counselor, '/messages', { body: 'one more' });
    expect(tooMany.statusCode).toBe(429);
    expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(0);
    await moveClock(s, at(-8));
  });

  it('screens the student’s messages: a crisis alerts the counselor and the admins (high priority)', async () => {
    const res = await post(s.tokens.student, '/messages', {
      body: 'I want to kill myself tonight, I have the pills ready.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(body(res).data).toMatchObject({ crisis: true });
    const alerts = await s.t.db
      .selectFrom('notifications')
      .select(['user_id', 'priority'])
      .where('subject_type', '=', 'appointment')
      .where('subject_id', '=', id)
      .where('title', '=', 'Crisis wording in a session chat')
      .execute();
    expect(alerts.map((a) => a.user_id)).toEqual(expect.arrayContaining([s.ids.counselor, s.ids.admin]));
    expect(alerts.every((a) => a.priority === 'high')).toBe(true);
    expect(alerts.some((a) => a.user_id === s.ids.student)).toBe(false);
    const stored = await s.t.db
      .selectFrom('session_room_messages')
      .select('crisis_level')
      .where('appointment_id', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.crisis_level).not.toBeNull();
  });

  it('either side ends the session; the other sees it ended; signals go, the chat stays', async () => {
    const ended = await post(s.tokens.student, '/end');
    expect(ended.statusCode, ended.body).toBe(200);
    expect(body(ended).data?.room).toMatchObject({ state: 'ended', ended_by: 'student' });
    expect(body(await room(s.tokens.counselor)).data?.room).toMatchObject({
      state: 'ended',
      ended_by: 'student',
    });
    const again = await post(s.tokens.counselor, '/end');
    expect(body(again).data?.room).toMatchObject({ state: 'ended', ended_by: 'student' });
    const signals = await s.t.db
      .selectFrom('session_room_signals')
      .select('id')
      .where('appointment_id', '=', id)
      .execute();
    expect(signals).toHaveLength(0);
    const late = await post(s.tokens.counselor, '/messages', { body: 'Still there?' });
    expect(late.statusCode).toBe(409);
    expect(body(late).message).toBe(M.ended);
    expect((await post(s.tokens.student, '/signals', offer)).statusCode).toBe(409);
    expect((await post(s.tokens.counselor, '/admit')).statusCode).toBe(409);
    const chat = body(await call(s.t.app, s.tokens.student, 'GET', url('/messages'))).data
      ?.messages as unknown[];
    expect(chat.length).toBeGreaterThan(2);
    // The counselor may now mark attendance (the session has started).
    await moveClock(s, at(5));
    const attended = await call(s.t.app, s.tokens.counselor, 'POST', `/api/appointments/${id}/attendance`, {
      status: 'completed',
    });
    expect(attended.statusCode, attended.body).toBe(200);
    expect(body(await room(s.tokens.student)).data?.room).toMatchObject({ state: 'ended', open: false });
  });

  it('a session whose attendance is recorded counts as ended even when nobody pressed End Session', async () => {
    const other = await s.t.db
      .selectFrom('appointments')
      .select(['id', 'start_at'])
      .where('student_id', '=', s.ids.student)
      .where('type', '=', 'chat')
      .where('status', '=', 'upcoming')
      .executeTakeFirstOrThrow();
    await moveClock(s, new Date(Date.parse(other.start_at) + 60_000).toISOString());
    const path = `/api/appointments/${other.id}/room`;
    await call(s.t.app, s.tokens.student, 'POST', `/api/appointments/${other.id}/join`);
    expect((await call(s.t.app, s.tokens.counselor, 'POST', `${path}/admit`)).statusCode).toBe(200);
    expect(body(await call(s.t.app, s.tokens.student, 'GET', path)).data?.room).toMatchObject({
      type: 'chat',
      state: 'admitted',
      phone: null,
    });
    await call(s.t.app, s.tokens.counselor, 'POST', `/api/appointments/${other.id}/attendance`, {
      status: 'completed',
    });
    expect(body(await call(s.t.app, s.tokens.student, 'GET', path)).data?.room).toMatchObject({
      state: 'ended',
      ended_by: null,
    });
    expect(
      (await call(s.t.app, s.tokens.student, 'POST', `${path}/messages`, { body: 'Hi' })).statusCode,
    ).toBe(409);
  });
});
