import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call } from '../../test/setup';
import {
  type AppointmentSuite,
  appointmentSuite,
  book,
  insertSession,
  moveClock,
  SUITE_START,
} from './test-appointments';

/** Today's Sessions on the dashboards: the university's day, kept until a write, and the day's edge at midnight. */
let s: AppointmentSuite;
// Wednesday 3 June 2026, 10:00 in New York (EDT, UTC-4).
const WED_10 = '2026-06-03T14:00:00.000Z';

beforeAll(async () => {
  s = await appointmentSuite();
  await book(s, { counselor_id: s.ids.counselor, start: WED_10, reason: 'Exam stress' });
}, 60_000);
afterAll(async () => s?.t.close());

const get = (token: string | null, url: string) => call(s.t.app, token, 'GET', url);

describe('GET /api/appointments/today (dashboards)', () => {
  it('gives each viewer today’s sessions on the university’s clock, earliest first', async () => {
    expect((await get(null, '/api/appointments/today')).statusCode).toBe(401);
    await moveClock(s, '2026-06-03T12:00:00.000Z');
    const res = await get(s.tokens.counselor, '/api/appointments/today');
    expect(res.statusCode).toBe(200);
    const data = body(res).data!;
    expect(data).toMatchObject({ date: '2026-06-03', timezone: 'America/New_York' });
    const list = data.appointments as {
      start: string;
      counselor: { id: number };
      student: { name: string };
    }[];
    expect(list.map((a) => a.start)).toEqual([WED_10]);
    expect(list[0]?.student.name).toEqual(expect.any(String));
    const students = body(await get(s.tokens.student2, '/api/appointments/today')).data!;
    expect(students.appointments).toEqual([]);
    await moveClock(s, '2026-06-01T12:00:00.000Z');
  });
});

describe('GET /api/appointments/today, kept until a write', () => {
  it('shows a session written after the last answer, and drops it once it is cancelled', async () => {
    await moveClock(s, '2026-06-03T12:00:00.000Z');
    const starts = async () =>
      (
        body(await get(s.tokens.counselor, '/api/appointments/today')).data!.appointments as {
          start: string;
        }[]
      ).map((a) => a.start);
    const before = await starts();
    const id = await insertSession(
      s,
      { start_at: '2026-06-03T20:00:00.000Z', end_at: '2026-06-03T21:00:00.000Z' },
      'kept-day',
    );
    try {
      expect(await starts()).toEqual([...before, '2026-06-03T20:00:00.000Z']);
      await s.t.db.updateTable('appointments').set({ status: 'cancelled' }).where('id', '=', id).execute();
      expect(await starts()).toEqual(before);
    } finally {
      await s.t.db.deleteFrom('appointments').where('id', '=', id).execute();
      await moveClock(s, SUITE_START);
    }
  });
});

describe('GET /api/appointments/today just after midnight', () => {
  it('keeps a session begun before midnight while it is still under way', async () => {
    // 23:30 to 00:30 in New York, 3 to 4 June.
    const late = { start_at: '2026-06-04T03:30:00.000Z', end_at: '2026-06-04T04:30:00.000Z' };
    const id = await insertSession(s, late, 'late-session');
    const starts = async () => {
      const data = body(await get(s.tokens.counselor, '/api/appointments/today')).data!;
      return { date: data.date, starts: (data.appointments as { start: string }[]).map((a) => a.start) };
    };
    try {
      await moveClock(s, '2026-06-04T04:05:00.000Z');
      expect(await starts()).toEqual({ date: '2026-06-04', starts: [late.start_at] });
      // Once it has ended it belongs to the day before.
      await moveClock(s, '2026-06-04T04:45:00.000Z');
      expect(await starts()).toEqual({ date: '2026-06-04', starts: [] });
    } finally {
      await s.t.db.deleteFrom('appointments').where('id', '=', id).execute();
      await moveClock(s, SUITE_START);
    }
  });
});
