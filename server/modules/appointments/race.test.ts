import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES as M } from '../../../common/schemas/appointments';
import { call } from '../../test/setup';
import { type AppointmentSuite, appointmentSuite } from './test-appointments';

let s: AppointmentSuite;
beforeAll(async () => {
  s = await appointmentSuite();
}, 60_000);
afterAll(async () => s?.t.close());

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('no double booking (decision 0024)', () => {
  it('50 simultaneous requests for one slot: exactly one 201 and 49 409', async () => {
    const start = '2026-06-03T14:00:00.000Z';
    const tokens = [s.tokens.student, s.tokens.student2];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(s.t.app, tokens[i % 2]!, 'POST', '/api/appointments', {
          type: 'video',
          counselor_id: s.ids.counselor,
          start,
          is_anonymous: false,
        }),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    for (const res of answers.filter((r) => r.statusCode === 409))
      expect(res.json().message).toBe(M.slotTaken);
    const stored = await s.t.db
      .selectFrom('appointments')
      .select('id')
      .where('counselor_id', '=', s.ids.counselor)
      .where('start_at', '=', start)
      .execute();
    expect(stored).toHaveLength(1);
  }, 60_000);

  it('50 simultaneous Auto-Assign requests for one time fill each free staff member once', async () => {
    const start = '2026-06-04T14:00:00.000Z';
    const free = await call(
      s.t.app,
      s.tokens.student,
      'GET',
      `/api/appointments/availability?type=video&from=${start}&to=2026-06-04T14:00:01Z`,
    );
    expect(free.json().data.slots).toHaveLength(1);
    const staff = await s.t.db
      .selectFrom('users')
      .select('id')
      .where('role', 'in', ['counselor', 'advisor'])
      .where('status', '=', 'active')
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(s.t.app, i % 2 ? s.tokens.student : s.tokens.student2, 'POST', '/api/appointments', {
          type: 'video',
          counselor_id: null,
          start,
        }),
      ),
    );
    const booked = answers.filter((res) => res.statusCode === 201);
    expect(booked).toHaveLength(staff.length);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(50 - staff.length);
    const counselors = booked.map((res) => res.json().data.appointment.counselor.id as number);
    expect(new Set(counselors).size).toBe(staff.length);
  }, 60_000);

  // The exclusion constraint exists only on PostgreSQL (SQLite's guard is the booking transaction, raced above):
  // the test is registered where there is something to test, and runs in the PostgreSQL API suite.
  const onPostgresOnly = onPostgres ? it : () => undefined;
  onPostgresOnly('PostgreSQL itself refuses an overlapping appointment (exclusion constraint)', async () => {
    const row = {
      counselor_id: s.ids.advisor,
      student_id: s.ids.student,
      type: 'video',
      status: 'upcoming',
      start_at: '2026-06-05T14:00:00.000Z',
      end_at: '2026-06-05T15:00:00.000Z',
      duration: 60,
      is_anonymous: 0,
      room: 'a',
      created_at: '2026-06-01T12:00:00.000Z',
      updated_at: '2026-06-01T12:00:00.000Z',
    };
    await s.t.db.insertInto('appointments').values(row).execute();
    const overlapping = {
      ...row,
      start_at: '2026-06-05T14:30:00.000Z',
      end_at: '2026-06-05T15:30:00.000Z',
    };
    await expect(s.t.db.insertInto('appointments').values(overlapping).execute()).rejects.toMatchObject({
      code: '23P01',
    });
    // Back to back is allowed by the constraint (the buffer is the service's rule), and cancelled rows never clash.
    await s.t.db
      .insertInto('appointments')
      .values({ ...row, start_at: '2026-06-05T15:00:00.000Z', end_at: '2026-06-05T16:00:00.000Z' })
      .execute();
    await s.t.db
      .insertInto('appointments')
      .values({ ...overlapping, status: 'cancelled' })
      .execute();
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from appointments where counselor_id = ${s.ids.advisor} and start_at like '2026-06-05%'`.execute(
      s.t.db,
    );
    expect(rows[0]?.n).toBe(3);
  });
});
