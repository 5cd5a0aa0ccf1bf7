import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WELLNESS_MESSAGES as M } from '../../../common/schemas/wellness';
import { buildAdvisor, buildCounselor, buildStudent } from '../../db/seed/factories';
import { type DemoIds, setupPlanSuite } from '../../test/safety-plans';
import { body, call, signIn, type TestApp, type Tokens } from '../../test/setup';
import { categoryId, raiseTicket } from '../../test/tickets';

/** The daily wellness check-in, its 30-day trend, sharing with the counselor, and who may read it. */
let t: TestApp;
let tokens: Tokens;
let ids: DemoIds;

const GOOD = { mood: 4, stress: 2, sleep: 4, energy: 3, note: '  Slept well after the exam  ' };
const LOW = { mood: 1, stress: 5, sleep: 2, energy: 1 };

beforeAll(async () => {
  ({ t, tokens, ids } = await setupPlanSuite());
  // 23:30 in New York (the demo's time zone) is already the next day in UTC.
  t.clock.set('2026-10-15T03:30:00.000Z');
});
afterAll(async () => {
  await t.close();
});

async function newStudent() {
  const student = await buildStudent(t.db);
  return { id: student.id, token: await signIn(t.app, student.email) };
}
const checkIn = (token: string | null, payload: unknown) =>
  call(t.app, token, 'PUT', '/api/wellness/check-in', payload);
const own = (token: string | null) => call(t.app, token, 'GET', '/api/wellness/me');
const share = (token: string | null, shared: unknown) =>
  call(t.app, token, 'PUT', '/api/wellness/sharing', { shared });
const readShared = (token: string | null, studentId: number | string) =>
  call(t.app, token, 'GET', `/api/wellness/students/${studentId}`);

/** A student whose ticket the given staff member is assigned. */
async function assignTicket(student: { id: number; token: string }, staffId: number) {
  const ticket = await raiseTicket(t.app, student.token, {
    subject: 'Course planning',
    description: 'I need help planning my courses for next semester, please.',
    category_id: await categoryId(t.db, 'Academic Support'),
  });
  await t.db.updateTable('tickets').set({ assigned_to: staffId }).where('id', '=', ticket.id).execute();
}

describe('checking in', () => {
  it('answers 401 signed out and 403 to staff and admins on every student route', async () => {
    expect((await own(null)).statusCode).toBe(401);
    expect((await checkIn(null, GOOD)).statusCode).toBe(401);
    expect((await share(null, true)).statusCode).toBe(401);
    for (const token of [tokens.counselor, tokens.advisor, tokens.admin]) {
      const res = await checkIn(token, GOOD);
      expect(res.statusCode).toBe(403);
      expect(body(res).message).toBe(M.onlyStudents);
      expect((await own(token)).statusCode).toBe(403);
      expect((await share(token, true)).statusCode).toBe(403);
    }
  });

  it('refuses bad input with the product’s messages and stores nothing', async () => {
    const student = await newStudent();
    // Out of range or missing: 422. A wrong JSON type is a malformed request (400), with the same message.
    const cases: [unknown, Record<string, string[]>, number][] = [
      [{ ...GOOD, mood: 6 }, { mood: [M.mood] }, 422],
      [{ ...GOOD, mood: 0 }, { mood: [M.mood] }, 422],
      [{ ...GOOD, sleep: null }, { sleep: [M.sleep] }, 422],
      [{ stress: 2, sleep: 4, energy: 9 }, { mood: [M.mood], energy: [M.energy] }, 422],
      [{ ...GOOD, note: 'x'.repeat(501) }, { note: [M.noteTooLong] }, 422],
      [{ ...GOOD, mood: 2.5 }, { mood: [M.mood] }, 400],
      [{ ...GOOD, stress: '3' }, { stress: [M.stress] }, 400],
      [{ ...GOOD, note: 42 }, { note: [M.noteText] }, 400],
    ];
    for (const [payload, errors, status] of cases) {
      const res = await checkIn(student.token, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(body(res).errors).toEqual(errors);
    }
    expect((await share(student.token, 'yes')).statusCode).toBe(400);
    expect((await call(t.app, student.token, 'PUT', '/api/wellness/sharing', {})).statusCode).toBe(422);
    const stored = await t.db
      .selectFrom('wellness_checkins')
      .select('day')
      .where('student_id', '=', student.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('keeps one check-in a day in the university’s time zone; a second one the same day replaces it', async () => {
    const student = await newStudent();
    const empty = body(await own(student.token)).data as Record<string, unknown>;
    expect(empty).toMatchObject({
      today: '2026-10-14',
      from: '2026-09-15',
      check_ins: [],
      today_check_in: null,
      low_run: false,
      shared: false,
      counselors: [],
    });

    const first = await checkIn(student.token, GOOD);
    expect(first.statusCode).toBe(200);
    expect(body(first).message).toBe(M.saved);
    expect(body(first).data).toMatchObject({
      created: true,
      low_run: false,
      check_in: {
        day: '2026-10-14',
        mood: 4,
        stress: 2,
        sleep: 4,
        energy: 3,
        note: 'Slept well after the exam',
      },
    });

    const again = await checkIn(student.token, { ...GOOD, mood: 3, note: '   ' });
    expect(body(again).message).toBe(M.updated);
    expect(body(again).data).toMatchObject({
      created: false,
      check_in: { day: '2026-10-14', mood: 3, note: null },
    });

    const rows = await t.db
      .selectFrom('wellness_checkins')
      .selectAll()
      .where('student_id', '=', student.id)
      .execute();
    expect(rows).toHaveLength(1);

    // The next morning in New York is a new day (signed in again: the session went idle overnight).
    t.clock.set('2026-10-15T13:00:00.000Z');
    try {
      const token = await signIn(
        t.app,
        (
          await t.db
            .selectFrom('users')
            .select('email')
            .where('id', '=', student.id)
            .executeTakeFirstOrThrow()
        ).email,
      );
      await checkIn(token, GOOD);
      const data = body(await own(token)).data as { check_ins: { day: string }[]; today: string };
      expect(data.today).toBe('2026-10-15');
      expect(data.check_ins.map((c) => c.day)).toEqual(['2026-10-14', '2026-10-15']);
    } finally {
      t.clock.set('2026-10-15T03:30:00.000Z');
    }
  });

  it('shows only the last 30 days, oldest first, and only the student’s own', async () => {
    const student = await newStudent();
    const other = await newStudent();
    const at = (day: string) => ({
      student_id: student.id,
      day,
      ...LOW,
      mood: 3,
      note: null,
      created_at: `${day}T12:00:00.000Z`,
      updated_at: `${day}T12:00:00.000Z`,
    });
    await t.db
      .insertInto('wellness_checkins')
      .values([at('2026-09-14'), at('2026-09-15'), at('2026-10-01')])
      .execute();
    await checkIn(other.token, GOOD);
    const data = body(await own(student.token)).data as { check_ins: { day: string }[] };
    expect(data.check_ins.map((c) => c.day)).toEqual(['2026-09-15', '2026-10-01']);
    const theirs = body(await own(other.token)).data as { check_ins: { day: string }[] };
    expect(theirs.check_ins.map((c) => c.day)).toEqual(['2026-10-14']);
  });

  it('notices three low days in a row, and only while the run is recent', async () => {
    const student = await newStudent();
    const row = (day: string, mood: number) => ({
      student_id: student.id,
      day,
      ...LOW,
      mood,
      note: null,
      created_at: 'x',
      updated_at: 'x',
    });
    await t.db
      .insertInto('wellness_checkins')
      .values([row('2026-10-11', 1), row('2026-10-12', 2)])
      .execute();
    expect((body(await own(student.token)).data as { low_run: boolean }).low_run).toBe(false);
    const third = await checkIn(student.token, LOW);
    expect((body(third).data as { low_run: boolean }).low_run).toBe(false); // 10-11, 10-12, 10-14: a gap
    await t.db.insertInto('wellness_checkins').values(row('2026-10-13', 2)).execute();
    expect((body(await own(student.token)).data as { low_run: boolean }).low_run).toBe(true);
    // A better day ends the run.
    await checkIn(student.token, { ...LOW, mood: 3 });
    expect((body(await own(student.token)).data as { low_run: boolean }).low_run).toBe(false);
  });
});

describe('sharing with the counselor', () => {
  it('lets the student’s counselor read the trend while shared, and nobody else', async () => {
    const student = await newStudent();
    await assignTicket(student, ids.counselor);
    await checkIn(student.token, GOOD);
    // Not shared yet.
    expect((await readShared(tokens.counselor, student.id)).statusCode).toBe(404);

    const on = await share(student.token, true);
    expect(on.statusCode).toBe(200);
    expect(body(on).message).toBe(M.sharingOn);
    expect(body(on).data).toEqual({
      shared: true,
      counselors: [{ id: ids.counselor, name: 'Dr. Sarah Chen', role: 'counselor' }],
    });

    const read = await readShared(tokens.counselor, student.id);
    expect(read.statusCode).toBe(200);
    expect(body(read).data).toMatchObject({
      student: { id: student.id, name: expect.any(String) },
      today: '2026-10-14',
      check_ins: [{ day: '2026-10-14', mood: 4, note: 'Slept well after the exam' }],
    });
    const listed = body(await call(t.app, tokens.counselor, 'GET', '/api/wellness/shared-students')).data as {
      student_ids: number[];
    };
    expect(listed.student_ids).toContain(student.id);

    // A counselor and an advisor who hold nothing of this student's: 404, like a missing student.
    const stranger = await buildCounselor(t.db);
    const strangerAdvisor = await buildAdvisor(t.db);
    for (const token of [await signIn(t.app, stranger.email), await signIn(t.app, strangerAdvisor.email)]) {
      const res = await readShared(token, student.id);
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe(M.notFound);
      const theirs = body(await call(t.app, token, 'GET', '/api/wellness/shared-students')).data as {
        student_ids: number[];
      };
      expect(theirs.student_ids).not.toContain(student.id);
    }
    // Administrators never read check-ins; students cannot use the staff routes.
    expect((await readShared(tokens.admin, student.id)).statusCode).toBe(403);
    expect((await call(t.app, tokens.admin, 'GET', '/api/wellness/shared-students')).statusCode).toBe(403);
    expect((await readShared(student.token, student.id)).statusCode).toBe(403);
    expect((await readShared(null, student.id)).statusCode).toBe(401);
    expect((await readShared(tokens.counselor, 999_999)).statusCode).toBe(404);
    expect((await readShared(tokens.counselor, 'abc')).statusCode).toBe(422);
    expect((await readShared(tokens.counselor, ids.counselor)).statusCode).toBe(404);

    // Stopping sharing ends the counselor's access at once.
    const off = await share(student.token, false);
    expect(body(off).message).toBe(M.sharingOff);
    expect(body(off).data).toMatchObject({ shared: false });
    expect((await readShared(tokens.counselor, student.id)).statusCode).toBe(404);
    const after = body(await call(t.app, tokens.counselor, 'GET', '/api/wellness/shared-students')).data as {
      student_ids: number[];
    };
    expect(after.student_ids).not.toContain(student.id);
  });

  it('counts a counselor holding one of the student’s appointments, not a cancelled one', async () => {
    const student = await newStudent();
    await share(student.token, true);
    const counselor = await buildCounselor(t.db);
    const token = await signIn(t.app, counselor.email);
    const appointment = {
      counselor_id: counselor.id,
      student_id: student.id,
      type: 'video',
      status: 'cancelled',
      start_at: '2026-10-20T14:00:00.000Z',
      end_at: '2026-10-20T14:50:00.000Z',
      duration: 50,
      is_anonymous: 0,
      room: `room-${student.id}`,
      created_at: '2026-10-14T12:00:00.000Z',
      updated_at: '2026-10-14T12:00:00.000Z',
    };
    const { id } = await t.db
      .insertInto('appointments')
      .values(appointment)
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await readShared(token, student.id)).statusCode).toBe(404);
    await t.db.updateTable('appointments').set({ status: 'upcoming' }).where('id', '=', id).execute();
    expect((await readShared(token, student.id)).statusCode).toBe(200);
  });

  it('audits sharing and each read without any check-in content', async () => {
    const student = await newStudent();
    await assignTicket(student, ids.counselor);
    await checkIn(student.token, GOOD);
    await share(student.token, true);
    await share(student.token, true); // no change, no row
    await readShared(tokens.counselor, student.id);
    const rows = await t.db
      .selectFrom('audit_logs')
      .select(['action', 'actor_id', 'details'])
      .where('target_type', '=', 'user')
      .where('target_id', '=', student.id)
      .where('action', 'like', 'wellness.%')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.action, r.actor_id])).toEqual([
      ['wellness.shared', student.id],
      ['wellness.viewed', ids.counselor],
    ]);
    expect(JSON.stringify(rows)).not.toContain('Slept');
  });

  it('goes with the account: deleting a student deletes their check-ins and sharing', async () => {
    const student = await newStudent();
    await checkIn(student.token, GOOD);
    await share(student.token, true);
    const res = await call(t.app, tokens.admin, 'DELETE', `/api/admin/users/${student.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const left = await t.db
      .selectFrom('wellness_checkins')
      .select('day')
      .where('student_id', '=', student.id)
      .execute();
    const shared = await t.db
      .selectFrom('wellness_sharing')
      .select('student_id')
      .where('student_id', '=', student.id)
      .execute();
    expect([left, shared]).toEqual([[], []]);
  });
});
