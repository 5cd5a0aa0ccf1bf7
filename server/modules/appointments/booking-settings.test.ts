import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '../../../common/schemas/settings';
import { body, call } from '../../test/setup';
import { type AppointmentSuite, appointmentSuite, book } from './test-appointments';

let s: AppointmentSuite;
beforeAll(async () => {
  s = await appointmentSuite();
}, 60_000);
afterAll(async () => s?.t.close());

const put = (payload: unknown) => call(s.t.app, s.tokens.admin, 'PUT', '/api/admin/settings', payload);
const slots = async (from: string, to: string) =>
  (
    body(
      await call(
        s.t.app,
        s.tokens.student,
        'GET',
        `/api/appointments/availability?counselor_id=${s.ids.counselor}&type=video&from=${from}&to=${to}`,
      ),
    ).data!.slots as { start: string }[]
  ).map((slot) => slot.start);

describe('booking settings', () => {
  it('have defaults and 422 messages', async () => {
    const current = body(await call(s.t.app, s.tokens.admin, 'GET', '/api/admin/settings')).data?.settings;
    expect(current).toMatchObject({
      bookingBufferMinutes: 10,
      bookingMinNoticeHours: 2,
      bookingHorizonDays: 60,
      bookingCancelNoticeHours: 24,
    });
    const bad = await put({
      bookingBufferMinutes: -5,
      bookingMinNoticeHours: 1.5,
      bookingHorizonDays: 0,
      bookingCancelNoticeHours: 'a day',
    });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors).toEqual({
      bookingBufferMinutes: [SETTINGS_MESSAGES.bookingBuffer],
      bookingMinNoticeHours: [SETTINGS_MESSAGES.bookingNotice],
      bookingHorizonDays: [SETTINGS_MESSAGES.bookingHorizon],
      bookingCancelNoticeHours: [SETTINGS_MESSAGES.cancelNotice],
    });
  });

  it('the buffer, notice and horizon change the offered times at once', async () => {
    await book(s, { counselor_id: s.ids.counselor, start: '2026-06-03T14:00:00.000Z' });
    const day = ['2026-06-03T00:00:00Z', '2026-06-04T00:00:00Z'] as const;
    expect(await slots(...day)).not.toContain('2026-06-03T15:00:00.000Z');
    expect((await put({ bookingBufferMinutes: 0 })).statusCode).toBe(200);
    expect(await slots(...day)).toContain('2026-06-03T15:00:00.000Z');
    expect((await put({ bookingMinNoticeHours: 72 })).statusCode).toBe(200);
    expect(await slots(...day)).toEqual([]);
    // At most one day ahead of Monday 12:00 UTC: Monday's times only.
    expect((await put({ bookingMinNoticeHours: 0, bookingHorizonDays: 1 })).statusCode).toBe(200);
    expect(await slots('2026-06-01T00:00:00Z', '2026-06-05T00:00:00Z')).toEqual([
      '2026-06-01T13:00:00.000Z',
      '2026-06-01T13:30:00.000Z',
      '2026-06-01T14:00:00.000Z',
      '2026-06-01T14:30:00.000Z',
      '2026-06-01T15:00:00.000Z',
      '2026-06-01T17:00:00.000Z',
      '2026-06-01T17:30:00.000Z',
      '2026-06-01T18:00:00.000Z',
      '2026-06-01T18:30:00.000Z',
      '2026-06-01T19:00:00.000Z',
      '2026-06-01T19:30:00.000Z',
      '2026-06-01T20:00:00.000Z',
    ]);
  });
});
