import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES as M } from '../../../common/schemas/appointments';
import { body, call } from '../../test/setup';
import { type AppointmentSuite, appointmentSuite, book, moveClock } from './test-appointments';

let s: AppointmentSuite;
beforeAll(async () => {
  s = await appointmentSuite();
}, 60_000);
afterAll(async () => s?.t.close());

const START = '2026-06-03T14:00:00.000Z';
const hold = (token: string | null, payload: unknown) =>
  call(s.t.app, token, 'POST', '/api/appointments/holds', payload);
const freeFor = async (token: string) =>
  (
    body(
      await call(
        s.t.app,
        token,
        'GET',
        `/api/appointments/availability?counselor_id=${s.ids.counselor}&type=video&from=2026-06-03T00:00:00Z&to=2026-06-04T00:00:00Z`,
      ),
    ).data!.slots as { start: string }[]
  ).map((slot) => slot.start);

describe('POST /api/appointments/holds (5 minutes while the student confirms)', () => {
  it('401, 403 for staff, 422 with messages', async () => {
    expect((await hold(null, {})).statusCode).toBe(401);
    expect((await hold(s.tokens.counselor, { type: 'video', start: START })).statusCode).toBe(403);
    const bad = await hold(s.tokens.student, { type: 'zoom', start: 'now' });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors).toMatchObject({ type: [M.type], start: [M.start] });
  });

  it('keeps the time from others for 5 minutes; the holder books it; then it is gone for good', async () => {
    const res = await hold(s.tokens.student, { type: 'video', counselor_id: s.ids.counselor, start: START });
    expect(res.statusCode, res.body).toBe(201);
    expect(body(res).data?.hold).toMatchObject({
      counselor_id: s.ids.counselor,
      start: START,
      expires_at: '2026-06-01T12:05:00.000Z',
    });
    expect(await freeFor(s.tokens.student)).toContain(START);
    expect(await freeFor(s.tokens.student2)).not.toContain(START);
    const other = await hold(s.tokens.student2, {
      type: 'video',
      counselor_id: s.ids.counselor,
      start: START,
    });
    expect(other.statusCode).toBe(409);
    expect(body(other).message).toBe(M.slotTaken);
    const theirBooking = await call(s.t.app, s.tokens.student2, 'POST', '/api/appointments', {
      type: 'video',
      counselor_id: s.ids.counselor,
      start: START,
    });
    expect(theirBooking.statusCode).toBe(409);
    await book(s, { counselor_id: s.ids.counselor, start: START });
    const holds = await s.t.db.selectFrom('slot_holds').selectAll().execute();
    expect(holds).toEqual([]);
  });

  it('a hold lapses after 5 minutes', async () => {
    const later = '2026-06-04T14:00:00.000Z';
    expect(
      (await hold(s.tokens.student, { type: 'video', counselor_id: s.ids.counselor, start: later }))
        .statusCode,
    ).toBe(201);
    await moveClock(s, '2026-06-01T12:05:01.000Z');
    const res = await hold(s.tokens.student2, { type: 'video', counselor_id: s.ids.counselor, start: later });
    expect(res.statusCode, res.body).toBe(201);
  });
});
