import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildStudent } from '../../db/seed/factories';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { userId } from '../../test/tickets';

let t: TestApp;
let tokens: Tokens;
let advisorId: number;
let counselorId: number;
let studentId: number;

const SHIFTS = '/api/admin/on-call/shifts';
const SETTINGS = '/api/admin/on-call/settings';
const PERSON = 'Choose an active counselor, advisor or administrator';
const TIME = 'Enter a time as HH:MM';

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  advisorId = await userId(t.db, 'advisor@university.edu');
  counselorId = await userId(t.db, 'counselor@university.edu');
  studentId = await userId(t.db, 'student@university.edu');
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('on_call_shifts').execute();
  await t.db
    .deleteFrom('app_settings')
    .where('key', 'in', ['timezone', 'on_call_fallback_user_id'])
    .execute();
});

const shiftBody = (over: Record<string, unknown> = {}) => ({
  user_id: advisorId,
  weekdays: [5],
  start: '22:00',
  end: '08:00',
  ...over,
});

async function addShifts(over: Record<string, unknown> = {}) {
  const res = await call(t.app, tokens.admin, 'POST', SHIFTS, shiftBody(over));
  expect(res.statusCode).toBe(201);
  return (body(res).data as { shifts: { id: number }[] }).shifts;
}

const auditActions = async (action: string) =>
  t.db.selectFrom('audit_logs').selectAll().where('action', '=', action).orderBy('id', 'asc').execute();

describe('GET /api/on-call/now', () => {
  it('returns 401 signed out and 403 for students', async () => {
    expect((await call(t.app, null, 'GET', '/api/on-call/now')).statusCode).toBe(401);
    const res = await call(t.app, tokens.student, 'GET', '/api/on-call/now');
    expect(res.statusCode).toBe(403);
  });

  it('tells staff that nobody is on call, with the default time zone', async () => {
    for (const token of [tokens.counselor, tokens.advisor, tokens.admin]) {
      const res = await call(t.app, token, 'GET', '/api/on-call/now');
      expect(res.statusCode).toBe(200);
      expect(body(res).data).toEqual({ on_call: [], fallback: null, timezone: 'America/New_York' });
    }
  });

  it('names who is on call and until when, one entry each, and the fallback', async () => {
    // Friday 22:00 - Saturday 08:00 in New York (EDT, UTC-4); now is Saturday 03:00 local.
    const [friday] = await addShifts();
    await addShifts({ user_id: counselorId, weekdays: [6], start: '00:00', end: '24:00' });
    await call(t.app, tokens.admin, 'PUT', SETTINGS, {
      fallback_user_id: counselorId,
      timezone: 'America/New_York',
    });
    t.clock.set('2026-09-05T07:00:00Z');
    const res = await call(t.app, tokens.counselor, 'GET', '/api/on-call/now');
    expect(body(res).data).toEqual({
      on_call: [
        {
          user: { id: counselorId, name: 'Dr. Sarah Chen', role: 'counselor' },
          shift_id: expect.any(Number),
          until: '2026-09-06T04:00:00.000Z',
        },
        {
          user: { id: advisorId, name: 'Michael Torres', role: 'advisor' },
          shift_id: friday!.id,
          until: '2026-09-05T12:00:00.000Z',
        },
      ],
      fallback: { id: counselorId, name: 'Dr. Sarah Chen', role: 'counselor' },
      timezone: 'America/New_York',
    });
    t.clock.set('2026-09-05T12:00:00Z'); // Saturday 08:00: the night shift has ended
    const later = body(await call(t.app, tokens.advisor, 'GET', '/api/on-call/now')).data as {
      on_call: { user: { id: number } }[];
    };
    expect(later.on_call.map((o) => o.user.id)).toEqual([counselorId]);
  });

  it('leaves out people who are no longer active', async () => {
    await addShifts({ weekdays: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '24:00' });
    await t.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', advisorId).execute();
    try {
      const res = await call(t.app, tokens.admin, 'GET', '/api/on-call/now');
      expect((body(res).data as { on_call: unknown[] }).on_call).toEqual([]);
      const rota = body(await call(t.app, tokens.admin, 'GET', '/api/admin/on-call')).data as {
        shifts: { active: boolean }[];
        staff: { id: number }[];
      };
      expect(rota.shifts.every((s) => !s.active)).toBe(true);
      expect(rota.staff.map((s) => s.id)).not.toContain(advisorId);
    } finally {
      await t.db.updateTable('users').set({ status: 'active' }).where('id', '=', advisorId).execute();
    }
  });
});

describe('GET /api/admin/on-call', () => {
  it('returns 401 signed out and 403 for everyone but admins', async () => {
    expect((await call(t.app, null, 'GET', '/api/admin/on-call')).statusCode).toBe(401);
    for (const token of [tokens.student, tokens.counselor, tokens.advisor]) {
      expect((await call(t.app, token, 'GET', '/api/admin/on-call')).statusCode).toBe(403);
    }
  });

  it('lists the week by day and start, the settings and the people who may be on call', async () => {
    await addShifts({ weekdays: [6, 1], start: '09:00', end: '17:00', note: 'Day cover' });
    const res = await call(t.app, tokens.admin, 'GET', '/api/admin/on-call');
    expect(res.statusCode).toBe(200);
    const data = body(res).data as {
      shifts: unknown[];
      staff: { role: string; id: number }[];
      timezone: string;
      fallback: null;
    };
    expect(data.shifts).toEqual([
      {
        id: expect.any(Number),
        user: { id: advisorId, name: 'Michael Torres', role: 'advisor' },
        weekday: 1,
        start: '09:00',
        end: '17:00',
        note: 'Day cover',
        active: true,
      },
      expect.objectContaining({ weekday: 6 }),
    ]);
    expect(data.timezone).toBe('America/New_York');
    expect(data.fallback).toBeNull();
    expect(new Set(data.staff.map((s) => s.role))).toEqual(new Set(['counselor', 'advisor', 'admin']));
    expect(data.staff.map((s) => s.id)).not.toContain(studentId);
  });
});

describe('POST /api/admin/on-call/shifts', () => {
  it('returns 401 signed out and 403 for non-admins, before reading the body', async () => {
    expect((await call(t.app, null, 'POST', SHIFTS, shiftBody())).statusCode).toBe(401);
    for (const token of [tokens.student, tokens.counselor, tokens.advisor]) {
      expect((await call(t.app, token, 'POST', SHIFTS, {})).statusCode).toBe(403);
    }
  });

  it('adds the same hours on each chosen day, one row each, audited in the same transaction', async () => {
    const res = await call(t.app, tokens.admin, 'POST', SHIFTS, shiftBody({ weekdays: [6, 5, 6, 0] }));
    expect(res.statusCode).toBe(201);
    const { shifts } = body(res).data as { shifts: { weekday: number; start: string; end: string }[] };
    expect(shifts.map((s) => [s.weekday, s.start, s.end])).toEqual([
      [0, '22:00', '08:00'],
      [5, '22:00', '08:00'],
      [6, '22:00', '08:00'],
    ]);
    const audit = await auditActions('on_call.shift_created');
    expect(audit.slice(-3).map((a) => JSON.parse(a.details ?? '{}').weekday)).toEqual([0, 5, 6]);
    expect(audit.at(-1)).toMatchObject({ target_type: 'on_call_shift', actor_id: expect.any(Number) });
  });

  it('accepts the whole day 00:00-24:00 and keeps script and SQL text in the note verbatim', async () => {
    const note = `<script>alert("x")</script>'; DROP TABLE users; --`;
    const [shift] = await addShifts({ start: '00:00', end: '24:00', note });
    const rota = body(await call(t.app, tokens.admin, 'GET', '/api/admin/on-call')).data as {
      shifts: { id: number; note: string; end: string }[];
    };
    expect(rota.shifts.find((s) => s.id === shift!.id)).toMatchObject({ note, end: '24:00' });
  });

  it('refuses bad times, days, people and notes with a message per field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ start: '25:00' }, 'start', TIME],
      [{ start: '9:00' }, 'start', TIME],
      [{ start: '24:00' }, 'start', TIME],
      [{ end: '08:60' }, 'end', TIME],
      [{ end: 'x'.repeat(100_000) }, 'end', TIME],
      [{ start: '09:00', end: '09:00' }, 'end', expect.stringContaining('different time')],
      [{ start: '00:00', end: '00:00' }, 'end', expect.stringContaining('different time')],
      [{ weekdays: [] }, 'weekdays', 'Choose at least one day'],
      [{ weekdays: [7] }, 'weekdays.0', 'Choose a day of the week'],
      [{ user_id: studentId }, 'user_id', PERSON],
      [{ user_id: 999_999 }, 'user_id', PERSON],
      [{ user_id: -1 }, 'user_id', PERSON],
      [{ note: 'n'.repeat(201) }, 'note', 'Note must not exceed 200 characters'],
    ];
    for (const [over, field, message] of cases) {
      const res = await call(t.app, tokens.admin, 'POST', SHIFTS, shiftBody(over));
      expect(res.statusCode, JSON.stringify(over).slice(0, 80)).toBe(422);
      expect(body(res).errors?.[field]).toEqual([message]);
    }
    expect(await t.db.selectFrom('on_call_shifts').select('id').execute()).toEqual([]);
  });

  it('refuses an inactive person', async () => {
    await t.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', advisorId).execute();
    try {
      const res = await call(t.app, tokens.admin, 'POST', SHIFTS, shiftBody());
      expect(res.statusCode).toBe(422);
      expect(body(res).message).toBe(PERSON);
    } finally {
      await t.db.updateTable('users').set({ status: 'active' }).where('id', '=', advisorId).execute();
    }
  });

  it('answers wrong types as a malformed request, keyed by field, without crashing', async () => {
    const res = await call(
      t.app,
      tokens.admin,
      'POST',
      SHIFTS,
      shiftBody({ user_id: 'abc', weekdays: 'Mon' }),
    );
    expect(res.statusCode).toBe(400);
    expect(body(res).errors).toMatchObject({ user_id: [PERSON], weekdays: ['Choose at least one day'] });
  });
});

describe('PUT and DELETE /api/admin/on-call/shifts/:id', () => {
  it('returns 401, 403 for non-admins, 404 for a missing shift and 422 for a bad id', async () => {
    const [shift] = await addShifts();
    const url = `${SHIFTS}/${shift!.id}`;
    const update = { user_id: advisorId, weekday: 1, start: '08:00', end: '16:00' };
    expect((await call(t.app, null, 'PUT', url, update)).statusCode).toBe(401);
    expect((await call(t.app, null, 'DELETE', url)).statusCode).toBe(401);
    for (const token of [tokens.student, tokens.counselor, tokens.advisor]) {
      expect((await call(t.app, token, 'PUT', url, update)).statusCode).toBe(403);
      expect((await call(t.app, token, 'DELETE', url)).statusCode).toBe(403);
    }
    const missing = await call(t.app, tokens.admin, 'PUT', `${SHIFTS}/999999`, update);
    expect(missing.statusCode).toBe(404);
    expect(body(missing).message).toBe('Shift not found');
    expect((await call(t.app, tokens.admin, 'DELETE', `${SHIFTS}/999999`)).statusCode).toBe(404);
    const bad = await call(t.app, tokens.admin, 'DELETE', `${SHIFTS}/abc`);
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors?.id).toEqual(['Invalid shift ID']);
  });

  it('changes one shift and refuses bad input', async () => {
    const [shift] = await addShifts();
    const url = `${SHIFTS}/${shift!.id}`;
    const bad = await call(t.app, tokens.admin, 'PUT', url, {
      user_id: studentId,
      weekday: 9,
      start: '8am',
      end: '16:00',
    });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors).toMatchObject({ weekday: ['Choose a day of the week'], start: [TIME] });
    const res = await call(t.app, tokens.admin, 'PUT', url, {
      user_id: counselorId,
      weekday: 1,
      start: '08:00',
      end: '16:00',
      note: ' Exam week ',
    });
    expect(res.statusCode).toBe(200);
    expect((body(res).data as { shift: unknown }).shift).toMatchObject({
      id: shift!.id,
      user: { id: counselorId },
      weekday: 1,
      start: '08:00',
      end: '16:00',
      note: 'Exam week',
    });
    const [audit] = (await auditActions('on_call.shift_updated')).slice(-1);
    expect(JSON.parse(audit?.details ?? '{}')).toMatchObject({
      before: { user_id: advisorId, weekday: 5, start: '22:00', end: '08:00' },
      after: { user_id: counselorId, weekday: 1, start: '08:00', end: '16:00' },
    });
  });

  it('removes one shift, audited', async () => {
    const [first, second] = await addShifts({ weekdays: [1, 2] });
    const res = await call(t.app, tokens.admin, 'DELETE', `${SHIFTS}/${first!.id}`);
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toEqual({ id: first!.id });
    const left = await t.db.selectFrom('on_call_shifts').select('id').execute();
    expect(left.map((r) => r.id)).toEqual([second!.id]);
    expect((await auditActions('on_call.shift_deleted')).at(-1)?.target_id).toBe(first!.id);
  });
});

describe('PUT /api/admin/on-call/settings', () => {
  it('returns 401 and 403 for non-admins', async () => {
    const payload = { fallback_user_id: null, timezone: 'Europe/London' };
    expect((await call(t.app, null, 'PUT', SETTINGS, payload)).statusCode).toBe(401);
    for (const token of [tokens.student, tokens.counselor, tokens.advisor]) {
      expect((await call(t.app, token, 'PUT', SETTINGS, payload)).statusCode).toBe(403);
    }
  });

  it('refuses an unknown time zone and a fallback who may not be on call', async () => {
    const zone = await call(t.app, tokens.admin, 'PUT', SETTINGS, {
      fallback_user_id: null,
      timezone: 'Mars/Olympus_Mons',
    });
    expect(zone.statusCode).toBe(422);
    expect(body(zone).errors?.timezone).toEqual(['Choose a valid time zone']);
    const person = await call(t.app, tokens.admin, 'PUT', SETTINGS, {
      fallback_user_id: studentId,
      timezone: 'Europe/London',
    });
    expect(person.statusCode).toBe(422);
    expect(body(person).errors?.fallback_user_id).toEqual([PERSON]);
  });

  it('saves the fallback and the time zone, audited, and clears the fallback with null', async () => {
    const res = await call(t.app, tokens.admin, 'PUT', SETTINGS, {
      fallback_user_id: advisorId,
      timezone: 'Europe/London',
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toEqual({
      fallback: { id: advisorId, name: 'Michael Torres', role: 'advisor' },
      timezone: 'Europe/London',
    });
    const now = body(await call(t.app, tokens.counselor, 'GET', '/api/on-call/now')).data;
    expect(now).toMatchObject({ fallback: { id: advisorId }, timezone: 'Europe/London' });
    const [audit] = (await auditActions('on_call.settings_updated')).slice(-1);
    expect(JSON.parse(audit?.details ?? '{}')).toMatchObject({
      after: { fallback_user_id: advisorId, timezone: 'Europe/London' },
    });
    const cleared = await call(t.app, tokens.admin, 'PUT', SETTINGS, {
      fallback_user_id: null,
      timezone: 'Europe/London',
    });
    expect(body(cleared).data).toMatchObject({ fallback: null });
  });

  it('does not name a fallback who is no longer active', async () => {
    const leaver = await buildStudent(t.db, { email: 'was.staff@university.edu' });
    await t.db
      .insertInto('app_settings')
      .values({ key: 'on_call_fallback_user_id', value: String(leaver.id), updated_at: '2026-01-01' })
      .execute();
    const now = body(await call(t.app, tokens.admin, 'GET', '/api/on-call/now')).data;
    expect(now).toMatchObject({ fallback: null });
  });
});
