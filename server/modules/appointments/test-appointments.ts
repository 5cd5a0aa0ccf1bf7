import { seedDemoData } from '../../db/seed';
import { call, createTestApp, signInDemoAccounts, type TestApp, type Tokens } from '../../test/setup';
import { userId } from '../../test/tickets';

/** Test helpers for the appointment suites: a demo university with the clock set first. */
export interface AppointmentSuite {
  t: TestApp;
  tokens: Tokens;
  ids: Record<keyof Tokens, number>;
}

/** Monday 1 June 2026, 12:00 UTC (08:00 in New York, the demo's time zone). */
export const SUITE_START = '2026-06-01T12:00:00.000Z';

export async function appointmentSuite(at = SUITE_START): Promise<AppointmentSuite> {
  const t = await createTestApp();
  t.clock.set(at);
  await seedDemoData(t.db);
  const tokens = await signInDemoAccounts(t.app);
  const ids = {
    student: await userId(t.db, 'student@university.edu'),
    student2: await userId(t.db, 'student2@university.edu'),
    counselor: await userId(t.db, 'counselor@university.edu'),
    advisor: await userId(t.db, 'advisor@university.edu'),
    admin: await userId(t.db, 'admin@university.edu'),
  };
  return { t, tokens, ids };
}

/** Books through the API; throws unless 201. */
export async function book(
  s: AppointmentSuite,
  payload: Record<string, unknown>,
  token = s.tokens.student,
): Promise<{ id: number; start: string; counselor: { id: number }; [key: string]: unknown }> {
  const res = await call(s.t.app, token, 'POST', '/api/appointments', {
    type: 'video',
    is_anonymous: false,
    ...payload,
  });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json().data.appointment;
}

/** Sets the clock and signs everyone in again (sessions end after 2 idle hours). */
export async function moveClock(s: AppointmentSuite, at: string): Promise<void> {
  s.t.clock.set(at);
  s.tokens = await signInDemoAccounts(s.t.app);
}

/** A phone session of the demo student with the demo counselor written straight into the table; its id. */
export async function insertSession(
  s: AppointmentSuite,
  at: { start_at: string; end_at: string },
  room: string,
): Promise<number> {
  const stamp = SUITE_START;
  const { id } = await s.t.db
    .insertInto('appointments')
    .values({
      ...at,
      counselor_id: s.ids.counselor,
      student_id: s.ids.student,
      type: 'phone',
      status: 'upcoming',
      duration: 60,
      is_anonymous: 0,
      room,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
