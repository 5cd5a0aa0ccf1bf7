import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES as M, SCHEDULE_MESSAGES as S } from '../../../common/schemas/appointments';
import { body, call } from '../../test/setup';
import { userId } from '../../test/tickets';
import { type AppointmentSuite, appointmentSuite, book, moveClock } from './test-appointments';

let s: AppointmentSuite;
beforeAll(async () => {
  s = await appointmentSuite();
}, 60_000);
afterAll(async () => s?.t.close());

const WEEK = {
  weekly: [
    { weekday: 1, start: '09:00', end: '12:00', types: ['video', 'phone'] },
    { weekday: 1, start: '13:00', end: '16:00', types: ['chat'] },
    { weekday: 5, start: '09:00', end: '11:00', types: ['video', 'phone', 'chat'] },
  ],
  exceptions: [
    { date: '2026-06-08', available: false },
    { date: '2026-06-12', available: true, start: '14:00', end: '15:00', types: ['video'] },
  ],
};

describe('GET/PUT /api/staff/{id}/schedule', () => {
  it('401 signed out, 403 for students and for someone else’s, 404 for a missing or non-staff id', async () => {
    expect((await call(s.t.app, null, 'GET', '/api/staff/me/schedule')).statusCode).toBe(401);
    expect((await call(s.t.app, s.tokens.student, 'GET', '/api/staff/me/schedule')).statusCode).toBe(403);
    expect((await call(s.t.app, s.tokens.student, 'PUT', '/api/staff/me/schedule', WEEK)).statusCode).toBe(
      403,
    );
    const theirs = `/api/staff/${s.ids.advisor}/schedule`;
    expect((await call(s.t.app, s.tokens.counselor, 'GET', theirs)).statusCode).toBe(403);
    expect((await call(s.t.app, s.tokens.counselor, 'PUT', theirs, WEEK)).statusCode).toBe(403);
    expect((await call(s.t.app, s.tokens.admin, 'GET', '/api/staff/987654/schedule')).statusCode).toBe(404);
    expect(
      (await call(s.t.app, s.tokens.admin, 'GET', `/api/staff/${s.ids.student}/schedule`)).statusCode,
    ).toBe(404);
  });

  it('answers the demo schedule, and replaces one’s own', async () => {
    const demo = await call(s.t.app, s.tokens.counselor, 'GET', '/api/staff/me/schedule');
    expect(demo.statusCode).toBe(200);
    expect(body(demo).data?.schedule).toMatchObject({
      staff_id: s.ids.counselor,
      timezone: 'America/New_York',
      weekly: expect.arrayContaining([
        { weekday: 1, start: '09:00', end: '12:00', types: ['video', 'phone', 'chat'] },
      ]),
    });
    const saved = await call(s.t.app, s.tokens.counselor, 'PUT', '/api/staff/me/schedule', WEEK);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body(saved).data?.schedule).toMatchObject({
      weekly: WEEK.weekly,
      exceptions: [
        { date: '2026-06-08', available: false, start: null, end: null },
        { date: '2026-06-12', available: true, start: '14:00', end: '15:00', types: ['video'] },
      ],
    });
    const audit = await s.t.db
      .selectFrom('audit_logs')
      .select('target_id')
      .where('action', '=', 'staff_schedule.updated')
      .executeTakeFirstOrThrow();
    expect(audit.target_id).toBe(s.ids.counselor);
  });

  it('admins edit anyone’s', async () => {
    const res = await call(s.t.app, s.tokens.admin, 'PUT', `/api/staff/${s.ids.advisor}/schedule`, {
      weekly: [{ weekday: 2, start: '10:00', end: '12:00', types: ['phone'] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data?.schedule).toMatchObject({ staff_id: s.ids.advisor, exceptions: [] });
  });

  it('422 with a message for each bad row', async () => {
    const res = await call(s.t.app, s.tokens.counselor, 'PUT', '/api/staff/me/schedule', {
      weekly: [
        { weekday: 7, start: '9am', end: '10:00', types: ['video'] },
        { weekday: 1, start: '12:00', end: '11:00', types: ['zoom'] },
        { weekday: 2, start: '09:00', end: '12:00', types: ['video'] },
        { weekday: 2, start: '11:00', end: '13:00', types: [] },
      ],
      exceptions: [{ date: '8 June', available: true, start: '10:00' }],
    });
    expect(res.statusCode).toBe(422);
    const errors = body(res).errors ?? {};
    expect(errors['weekly.0.weekday']).toEqual([S.weekday]);
    expect(errors['weekly.0.start']).toEqual([S.time]);
    expect(errors['weekly.1.types.0']).toEqual([S.types]);
    expect(errors['weekly.3.types']).toEqual([S.typesEmpty]);
    expect(errors['exceptions.0.date']).toEqual([S.date]);
    expect(errors['exceptions.0.start']).toEqual([S.exceptionHours]);
    const order = await call(s.t.app, s.tokens.counselor, 'PUT', '/api/staff/me/schedule', {
      weekly: [
        { weekday: 1, start: '12:00', end: '11:00', types: ['video'] },
        { weekday: 2, start: '09:00', end: '12:00', types: ['video'] },
        { weekday: 2, start: '11:00', end: '13:00', types: ['video'] },
      ],
    });
    expect(body(order).errors?.['weekly.0.end']).toEqual([S.endAfterStart]);
    const overlap = await call(s.t.app, s.tokens.counselor, 'PUT', '/api/staff/me/schedule', {
      weekly: [
        { weekday: 2, start: '09:00', end: '12:00', types: ['video'] },
        { weekday: 2, start: '11:00', end: '13:00', types: ['video'] },
      ],
    });
    expect(body(overlap).errors?.['weekly.1']).toEqual([S.overlap]);
  });
});

describe('availability and counselors', () => {
  it('slots follow the schedule, its types and its exceptions', async () => {
    const url = (type: string, from: string, to: string) =>
      `/api/appointments/availability?counselor_id=${s.ids.counselor}&type=${type}&from=${from}&to=${to}`;
    expect(
      (await call(s.t.app, null, 'GET', url('video', '2026-06-01T00:00:00Z', '2026-06-02T00:00:00Z')))
        .statusCode,
    ).toBe(401);
    const starts = async (type: string, from: string, to: string) =>
      (
        (body(await call(s.t.app, s.tokens.student, 'GET', url(type, from, to))).data?.slots ?? []) as {
          start: string;
          counselor_id: number;
        }[]
      ).map((slot) => slot.start);
    // Monday 8 June is a day off; Friday 12 June has only 14:00-15:00 for video.
    expect(await starts('video', '2026-06-08T00:00:00Z', '2026-06-09T00:00:00Z')).toEqual([]);
    expect(await starts('video', '2026-06-12T00:00:00Z', '2026-06-13T00:00:00Z')).toEqual([
      '2026-06-12T18:00:00.000Z',
    ]);
    expect(await starts('chat', '2026-06-12T00:00:00Z', '2026-06-13T00:00:00Z')).toEqual([]);
    // Monday 15 June: chat in the afternoon block only (45 minutes in 30-minute steps, ending by 16:00).
    expect(await starts('chat', '2026-06-15T00:00:00Z', '2026-06-16T00:00:00Z')).toEqual([
      '2026-06-15T17:00:00.000Z',
      '2026-06-15T17:30:00.000Z',
      '2026-06-15T18:00:00.000Z',
      '2026-06-15T18:30:00.000Z',
      '2026-06-15T19:00:00.000Z',
    ]);
    const bad = await call(
      s.t.app,
      s.tokens.student,
      'GET',
      '/api/appointments/availability?type=zoom&from=x',
    );
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors?.type).toEqual([M.type]);
    const long = await call(
      s.t.app,
      s.tokens.student,
      'GET',
      '/api/appointments/availability?from=2026-06-01T00:00:00Z&to=2026-09-01T00:00:00Z',
    );
    expect(body(long).errors?.to).toEqual([M.rangeTooLong]);
    const auto = await call(
      s.t.app,
      s.tokens.student,
      'GET',
      '/api/appointments/availability?type=video&from=2026-06-02T00:00:00Z&to=2026-06-03T00:00:00Z',
    );
    const slots = body(auto).data?.slots as { start: string; counselor_id: number }[];
    expect(slots.length).toBeGreaterThan(0);
    expect(new Set(slots.map((slot) => slot.start)).size).toBe(slots.length);
  });

  it('lists bookable staff with specializations, no invented rating, and the next free time', async () => {
    expect((await call(s.t.app, null, 'GET', '/api/appointments/counselors')).statusCode).toBe(401);
    const res = await call(s.t.app, s.tokens.student, 'GET', '/api/appointments/counselors?type=video');
    expect(res.statusCode).toBe(200);
    const counselors = body(res).data?.counselors as {
      id: number;
      title: string;
      rating: number | null;
      next_available: string | null;
      specializations: string[];
    }[];
    const counselor = counselors.find((c) => c.id === s.ids.counselor)!;
    // The demo seed's one rated session (5 stars).
    expect(counselor).toMatchObject({ title: 'Counselor', rating: 5, rating_count: 1 });
    expect(counselor.specializations.length).toBeGreaterThan(0);
    // Monday 1 June at 08:00 with 2 hours' notice: 10:00 that morning.
    expect(counselor.next_available).toBe('2026-06-01T14:00:00.000Z');
    // The advisor now offers phone sessions only (the admin's change above).
    expect(counselors.find((c) => c.id === s.ids.advisor)).toBeUndefined();
    const phone = body(
      await call(s.t.app, s.tokens.student, 'GET', '/api/appointments/counselors?type=phone'),
    ).data?.counselors as { id: number; title: string }[];
    expect(phone.find((c) => c.id === s.ids.advisor)?.title).toBe('Advisor');
    expect(
      (await call(s.t.app, s.tokens.student, 'GET', '/api/appointments/counselors?type=zoom')).statusCode,
    ).toBe(422);
  });
});

describe('across daylight-saving changes (America/New_York)', () => {
  it('books 09:00 on the wall clock on both sides of the spring change', async () => {
    await moveClock(s, '2026-03-04T12:00:00.000Z');
    // Friday 6 March 09:00 EST = 14:00 UTC; Monday 9 March 09:00 EDT = 13:00 UTC.
    const before = await book(s, { counselor_id: s.ids.counselor, start: '2026-03-06T14:00:00.000Z' });
    const after = await book(s, { counselor_id: s.ids.counselor, start: '2026-03-09T13:00:00.000Z' });
    expect(before.end).toBe('2026-03-06T15:00:00.000Z');
    expect(after.end).toBe('2026-03-09T14:00:00.000Z');
    // 08:00 EDT is not in the schedule, although it is 09:00 on the winter clock.
    const wrong = await call(s.t.app, s.tokens.student, 'POST', '/api/appointments', {
      type: 'video',
      counselor_id: s.ids.counselor,
      start: '2026-03-09T12:00:00.000Z',
    });
    expect(body(wrong).errors?.start).toEqual([M.notInSchedule]);
    // Reschedule across the change keeps the wall clock: Friday 10:00 EST -> Monday 10:00 EDT.
    const moved = await call(s.t.app, s.tokens.student, 'POST', `/api/appointments/${before.id}/reschedule`, {
      start: '2026-03-09T14:00:00.000Z',
    });
    expect(moved.statusCode, moved.body).toBe(409); // inside the buffer after the 09:00 session
    const moved2 = await call(
      s.t.app,
      s.tokens.student,
      'POST',
      `/api/appointments/${before.id}/reschedule`,
      {
        start: '2026-03-09T15:00:00.000Z',
      },
    );
    expect(moved2.statusCode, moved2.body).toBe(200);
  });

  it('books 09:00 on the wall clock on both sides of the autumn change', async () => {
    await moveClock(s, '2026-10-28T12:00:00.000Z');
    const james = await userId(s.t.db, 'james.wilson@university.edu');
    // Friday 30 October 09:00 EDT = 13:00 UTC; Monday 2 November 09:00 EST = 14:00 UTC.
    const before = await book(s, { counselor_id: james, start: '2026-10-30T13:00:00.000Z' });
    const after = await book(s, { counselor_id: james, start: '2026-11-02T14:00:00.000Z' });
    expect(before.duration).toBe(60);
    expect(after.end).toBe('2026-11-02T15:00:00.000Z');
    const wrong = await call(s.t.app, s.tokens.student, 'POST', '/api/appointments', {
      type: 'video',
      counselor_id: james,
      start: '2026-11-02T13:00:00.000Z',
    });
    expect(body(wrong).errors?.start).toEqual([M.notInSchedule]);
  });
});
