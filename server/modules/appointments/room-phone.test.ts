import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call } from '../../test/setup';
import { type AppointmentSuite, appointmentSuite, moveClock } from './test-appointments';

let s: AppointmentSuite;
/** The second demo student's phone session with the demo advisor. */
let id: number;
beforeAll(async () => {
  s = await appointmentSuite();
  const row = await s.t.db
    .selectFrom('appointments')
    .select(['id', 'start_at'])
    .where('student_id', '=', s.ids.student2)
    .where('type', '=', 'phone')
    .executeTakeFirstOrThrow();
  id = row.id;
  await moveClock(s, new Date(Date.parse(row.start_at) - 5 * 60_000).toISOString());
  await s.t.db
    .updateTable('users')
    .set({ phone: null, preferred_phone: null })
    .where('id', 'in', [s.ids.student2, s.ids.advisor])
    .execute();
}, 60_000);
afterAll(async () => s?.t.close());

const phoneOf = async (token: string) =>
  (
    body(await call(s.t.app, token, 'GET', `/api/appointments/${id}/room`)).data?.room as
      | { phone: unknown }
      | undefined
  )?.phone;
const setPhone = (userId: number, phone: string | null) =>
  s.t.db.updateTable('users').set({ phone }).where('id', '=', userId).execute();

describe('a phone session shows a real number to call, never an invented one', () => {
  it('none on record: no number; then the support phone of the settings', async () => {
    await call(s.t.app, s.tokens.admin, 'PUT', '/api/admin/settings', { supportPhone: '' });
    expect(await phoneOf(s.tokens.student2)).toBeNull();
    expect(await phoneOf(s.tokens.advisor)).toBeNull();
    const saved = await call(s.t.app, s.tokens.admin, 'PUT', '/api/admin/settings', {
      supportPhone: '+1 555 0100',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await phoneOf(s.tokens.student2)).toEqual({
      number: '+1 555 0100',
      label: 'Call the student support line at',
    });
    expect(await phoneOf(s.tokens.advisor)).toMatchObject({ number: '+1 555 0100' });
  });

  it('the counselor’s phone when the student has none; the student’s when stored, unless anonymous', async () => {
    await setPhone(s.ids.advisor, '+1 555 0111');
    expect(await phoneOf(s.tokens.student2)).toMatchObject({
      number: '+1 555 0111',
      label: expect.stringMatching(/^Call /),
    });
    expect(await phoneOf(s.tokens.advisor)).toEqual({
      number: '+1 555 0111',
      label: 'The student will call you at',
    });
    await setPhone(s.ids.student2, '+1 555 0122');
    expect(await phoneOf(s.tokens.advisor)).toMatchObject({
      number: '+1 555 0122',
      label: expect.stringMatching(/^Call /),
    });
    expect(await phoneOf(s.tokens.student2)).toMatchObject({
      number: '+1 555 0122',
      label: expect.stringMatching(/will call you at$/),
    });
    await s.t.db.updateTable('appointments').set({ is_anonymous: 1 }).where('id', '=', id).execute();
    expect(await phoneOf(s.tokens.advisor)).toMatchObject({ number: '+1 555 0111' });
    const room = body(await call(s.t.app, s.tokens.advisor, 'GET', `/api/appointments/${id}/room`)).data
      ?.room;
    expect(room).toMatchObject({ type: 'phone', other_name: 'Anonymous student' });
  });
});
