import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES as M } from '../../../common/schemas/appointments';
import { body, call } from '../../test/setup';
import { type AppointmentSuite, appointmentSuite, book, moveClock } from './test-appointments';

let s: AppointmentSuite;
// Wednesday 3 June 2026, 10:00 and 11:00 in New York (EDT, UTC-4).
const WED_10 = '2026-06-03T14:00:00.000Z';
const WED_11 = '2026-06-03T15:00:00.000Z';

beforeAll(async () => {
  s = await appointmentSuite();
}, 60_000);
afterAll(async () => s?.t.close());

const get = (token: string | null, url: string) => call(s.t.app, token, 'GET', url);
const post = (token: string | null, url: string, payload?: unknown) =>
  call(s.t.app, token, 'POST', url, payload ?? {});

describe('POST /api/appointments', () => {
  it('401 signed out, 403 for staff and admins, 422 with messages', async () => {
    expect((await post(null, '/api/appointments', {})).statusCode).toBe(401);
    for (const token of [s.tokens.counselor, s.tokens.advisor, s.tokens.admin])
      expect((await post(token, '/api/appointments', { type: 'video', start: WED_10 })).statusCode).toBe(403);
    const bad = await post(s.tokens.student, '/api/appointments', { type: 'zoom', start: 'soon' });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors?.type).toEqual([M.type]);
    expect(body(bad).errors?.start).toEqual([M.start]);
    const early = await post(s.tokens.student, '/api/appointments', {
      type: 'video',
      counselor_id: s.ids.counselor,
      start: '2026-06-01T13:00:00.000Z',
    });
    expect(early.statusCode).toBe(422);
    expect(body(early).errors?.start).toEqual([M.tooSoon(2)]);
    const far = await post(s.tokens.student, '/api/appointments', {
      type: 'video',
      counselor_id: s.ids.counselor,
      start: '2026-09-01T14:00:00.000Z',
    });
    expect(body(far).errors?.start).toEqual([M.tooFar(60)]);
    const night = await post(s.tokens.student, '/api/appointments', {
      type: 'video',
      counselor_id: s.ids.counselor,
      start: '2026-06-03T03:00:00.000Z',
    });
    expect(body(night).errors?.start).toEqual([M.notInSchedule]);
    const notStaff = await post(s.tokens.student, '/api/appointments', {
      type: 'video',
      counselor_id: s.ids.student2,
      start: WED_10,
    });
    expect(body(notStaff).errors?.counselor_id).toEqual([M.counselor]);
  });

  it('books a named counselor; the slot is then gone, with its buffer; both sides are told', async () => {
    const appointment = await book(s, {
      counselor_id: s.ids.counselor,
      start: WED_10,
      reason: 'Exam stress',
    });
    expect(appointment).toMatchObject({
      type: 'video',
      status: 'upcoming',
      start: WED_10,
      end: '2026-06-03T15:00:00.000Z',
      duration: 60,
      counselor: { id: s.ids.counselor, name: expect.any(String) },
      student: { id: s.ids.student, name: expect.any(String) },
      is_anonymous: false,
      ticket_id: null,
      can_join: false,
      can_reschedule: true,
      can_cancel: true,
    });
    expect(appointment).not.toHaveProperty('reason');
    const again = await post(s.tokens.student2, '/api/appointments', {
      type: 'video',
      counselor_id: s.ids.counselor,
      start: WED_10,
    });
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe(M.slotTaken);
    // 11:00 starts right at the end: inside the 10-minute buffer.
    const buffered = await post(s.tokens.student2, '/api/appointments', {
      type: 'video',
      counselor_id: s.ids.counselor,
      start: WED_11,
    });
    expect(buffered.statusCode).toBe(409);
    const slots = await get(
      s.tokens.student,
      `/api/appointments/availability?counselor_id=${s.ids.counselor}&type=video&from=2026-06-03T00:00:00Z&to=2026-06-04T00:00:00Z`,
    );
    const starts = (body(slots).data!.slots as { start: string }[]).map((slot) => slot.start);
    expect(starts).not.toContain(WED_10);
    expect(starts).not.toContain(WED_11);
    expect(starts).toContain('2026-06-03T17:00:00.000Z'); // 13:00, after lunch
    const notes = await s.t.db
      .selectFrom('notifications')
      .select(['user_id', 'title', 'message'])
      .where('subject_type', '=', 'appointment')
      .where('subject_id', '=', appointment.id)
      .execute();
    expect(notes.map((n) => n.user_id).sort()).toEqual([s.ids.student, s.ids.counselor].sort());
    expect(notes.every((n) => !n.message.includes('Exam stress'))).toBe(true);
    const mail = await s.t.db.selectFrom('mail_outbox').selectAll().execute();
    // Sent ones leave the outbox; in tests the mailer writes files, so nothing stays waiting.
    expect(mail.every((m) => !m.body.includes('Exam stress'))).toBe(true);
  });

  it('auto-assigns with the ticket ranking and links the student’s own ticket both ways', async () => {
    const category = await s.t.db
      .selectFrom('ticket_categories')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const ticket = await post(s.tokens.student, '/api/tickets', {
      subject: 'Planning my exam timetable',
      description: 'I would like to talk through my exam timetable and workload with someone.',
      category_id: category.id,
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    const ticketId = ticket.json().data.ticket.id as number;
    const appointment = await book(s, {
      counselor_id: null,
      type: 'phone',
      start: '2026-06-04T13:00:00.000Z',
      ticket_id: ticketId,
    });
    expect(appointment.ticket_id).toBe(ticketId);
    expect(appointment.duration).toBe(60);
    const history = await s.t.db
      .selectFrom('ticket_history')
      .select('new_value')
      .where('ticket_id', '=', ticketId)
      .where('field', '=', 'appointment')
      .execute();
    expect(history[0]?.new_value).toContain(`#${appointment.id}`);
    const someoneElses = await post(s.tokens.student2, '/api/appointments', {
      type: 'phone',
      counselor_id: null,
      start: '2026-06-04T17:00:00.000Z',
      ticket_id: ticketId,
    });
    expect(someoneElses.statusCode).toBe(422);
    expect(body(someoneElses).errors?.ticket_id).toEqual([M.ticket]);
  });

  it('chat sessions last 45 minutes', async () => {
    const chat = await book(s, {
      counselor_id: s.ids.advisor,
      type: 'chat',
      start: '2026-06-05T13:30:00.000Z',
    });
    expect(chat.duration).toBe(45);
    expect(chat.end).toBe('2026-06-05T14:15:00.000Z');
  });
});

describe('GET /api/appointments and /api/appointments/{id}', () => {
  it('students see theirs, staff the ones they hold, admins all, with counts', async () => {
    expect((await get(null, '/api/appointments')).statusCode).toBe(401);
    const mine = body(await get(s.tokens.student, '/api/appointments?per_page=50')).data!;
    const list = mine.appointments as { student: { id: number }; counselor: { id: number } }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a) => a.student.id === s.ids.student)).toBe(true);
    expect(mine.counts).toMatchObject({ upcoming: expect.any(Number), completed: expect.any(Number) });
    expect(mine.pagination).toMatchObject({ current_page: 1, per_page: 50 });
    const held = body(await get(s.tokens.advisor, '/api/appointments?per_page=50')).data!;
    expect((held.appointments as typeof list).every((a) => a.counselor.id === s.ids.advisor)).toBe(true);
    const all = body(await get(s.tokens.admin, '/api/appointments?per_page=100')).data!;
    expect((all.pagination as { total: number }).total).toBeGreaterThan(
      (mine.pagination as { total: number }).total,
    );
    // Admins do not hold it: the student's name is not theirs to see.
    expect(
      (all.appointments as { student: { name: string | null } }[]).every((a) => a.student.name === null),
    ).toBe(true);
  });

  it('lists sessions ahead first, soonest first, then the rest newest first, the same on every page', async () => {
    type Listed = { appointments: { id: number; start: string }[]; pagination: { total: number } };
    const list = async (url: string) => body(await get(s.tokens.admin, url)).data as Listed;
    // Two sessions already held, behind the clock, beside the booked ones ahead.
    const { id: _id, ...model } = await s.t.db
      .selectFrom('appointments')
      .selectAll()
      .executeTakeFirstOrThrow();
    const now = s.t.clock.now();
    for (const daysAgo of [2, 1]) {
      const start = new Date(now.getTime() - daysAgo * 86_400_000);
      await s.t.db
        .insertInto('appointments')
        .values({
          ...model,
          start_at: start.toISOString(),
          end_at: new Date(start.getTime() + 3_600_000).toISOString(),
          status: 'completed',
        })
        .execute();
    }
    const whole = await list('/api/appointments?per_page=100');
    const starts = whole.appointments.map((a) => a.start);
    const ahead = starts.filter((start) => start > now.toISOString());
    const past = starts.filter((start) => start <= now.toISOString());
    expect(ahead.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThanOrEqual(2);
    expect(starts).toEqual([...[...ahead].sort(), ...[...past].sort().reverse()]);
    const paged: number[] = [];
    for (let page = 1; paged.length < whole.pagination.total; page += 1) {
      const part = await list(`/api/appointments?per_page=3&page=${page}`);
      expect(part.appointments.length).toBeGreaterThan(0);
      paged.push(...part.appointments.map((a) => a.id));
    }
    expect(paged).toEqual(whole.appointments.map((a) => a.id));
  });

  it('filters by status, type, search and period; 422 for bad filters', async () => {
    const upcoming = body(await get(s.tokens.student, '/api/appointments?status=upcoming&type=video')).data!;
    for (const a of upcoming.appointments as { status: string; type: string }[]) {
      expect(a.status).toBe('upcoming');
      expect(a.type).toBe('video');
    }
    const none = body(await get(s.tokens.student, '/api/appointments?search=nobody-by-this-name')).data!;
    expect(none.appointments).toEqual([]);
    const period = body(
      await get(s.tokens.student, '/api/appointments?from=2026-06-03T00:00:00Z&to=2026-06-04T00:00:00Z'),
    ).data!;
    expect((period.appointments as { start: string }[]).map((a) => a.start)).toEqual([WED_10]);
    const bad = await get(s.tokens.student, '/api/appointments?status=maybe&from=yesterday');
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors?.status).toEqual([M.status]);
  });

  it('someone else’s appointment is 404, like a missing one', async () => {
    const [theirs] = (body(await get(s.tokens.student2, '/api/appointments')).data!.appointments as {
      id: number;
    }[])!;
    expect((await get(s.tokens.student, `/api/appointments/${theirs!.id}`)).statusCode).toBe(404);
    expect((await get(s.tokens.student, '/api/appointments/987654')).statusCode).toBe(404);
    expect((await get(s.tokens.student, '/api/appointments/abc')).statusCode).toBe(422);
    expect((await get(s.tokens.student2, `/api/appointments/${theirs!.id}`)).statusCode).toBe(200);
  });
});

describe('reschedule, cancel, attendance, join, calendar file', () => {
  it('reschedules to another free time of the same counselor', async () => {
    const a = await book(s, { counselor_id: s.ids.counselor, start: '2026-06-08T13:00:00.000Z' });
    expect((await post(null, `/api/appointments/${a.id}/reschedule`, { start: WED_10 })).statusCode).toBe(
      401,
    );
    expect(
      (await post(s.tokens.student2, `/api/appointments/${a.id}/reschedule`, { start: WED_10 })).statusCode,
    ).toBe(404);
    const bad = await post(s.tokens.student, `/api/appointments/${a.id}/reschedule`, { start: 'later' });
    expect(bad.statusCode).toBe(422);
    const taken = await post(s.tokens.student, `/api/appointments/${a.id}/reschedule`, { start: WED_10 });
    expect(taken.statusCode).toBe(409);
    const moved = await post(s.tokens.student, `/api/appointments/${a.id}/reschedule`, {
      start: '2026-06-08T17:00:00.000Z',
      reason: 'A lecture moved',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(body(moved).data?.appointment).toMatchObject({ start: '2026-06-08T17:00:00.000Z' });
    const reminders = await s.t.db
      .selectFrom('appointment_reminders')
      .select(['kind', 'due_at'])
      .where('appointment_id', '=', a.id)
      .orderBy('kind')
      .execute();
    expect(reminders).toEqual([
      { kind: '1h', due_at: '2026-06-08T16:00:00.000Z' },
      { kind: '24h', due_at: '2026-06-07T17:00:00.000Z' },
    ]);
  });

  it('cancels with a reason; inside the notice only staff cancel', async () => {
    const soon = await book(s, { counselor_id: s.ids.counselor, start: '2026-06-01T19:00:00.000Z' });
    expect(soon.can_cancel).toBe(false);
    const noReason = await post(s.tokens.student, `/api/appointments/${soon.id}/cancel`, { reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    expect(body(noReason).errors?.reason).toEqual([M.cancelReason]);
    const late = await post(s.tokens.student, `/api/appointments/${soon.id}/cancel`, { reason: 'Ill' });
    expect(late.statusCode).toBe(403);
    expect(body(late).message).toBe(M.cancelTooLate(24));
    expect(
      (await post(s.tokens.advisor, `/api/appointments/${soon.id}/cancel`, { reason: 'x' })).statusCode,
    ).toBe(404);
    const byStaff = await post(s.tokens.counselor, `/api/appointments/${soon.id}/cancel`, { reason: 'Ill' });
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect(body(byStaff).data?.appointment).toMatchObject({ status: 'cancelled', can_cancel: false });
    const twice = await post(s.tokens.counselor, `/api/appointments/${soon.id}/cancel`, { reason: 'Ill' });
    expect(twice.statusCode).toBe(409);
    // The time is free again.
    await book(s, { counselor_id: s.ids.counselor, start: '2026-06-01T19:00:00.000Z' }, s.tokens.student2);
  });

  it('records attendance once started; join opens 15 minutes early and closes at the end', async () => {
    const a = await book(s, { counselor_id: s.ids.counselor, start: '2026-06-09T13:00:00.000Z' });
    const attend = (token: string, status: string) =>
      post(token, `/api/appointments/${a.id}/attendance`, { status });
    expect((await attend(s.tokens.student, 'completed')).statusCode).toBe(403);
    expect((await attend(s.tokens.advisor, 'completed')).statusCode).toBe(404);
    expect((await attend(s.tokens.counselor, 'held')).statusCode).toBe(422);
    expect((await attend(s.tokens.counselor, 'completed')).statusCode).toBe(409); // not started yet
    const join = (token: string) => post(token, `/api/appointments/${a.id}/join`);
    expect((await join(s.tokens.student)).statusCode).toBe(409);
    await moveClock(s, '2026-06-09T12:45:00.000Z');
    const open = await join(s.tokens.student);
    expect(open.statusCode, open.body).toBe(200);
    expect(body(open).data).toMatchObject({
      room: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      ice_servers: [{ urls: ['stun:stun.l.google.com:19302'] }],
    });
    expect((await join(s.tokens.admin)).statusCode).toBe(403);
    expect((await join(s.tokens.student2)).statusCode).toBe(404);
    await moveClock(s, '2026-06-09T13:30:00.000Z');
    const during = await get(s.tokens.student, `/api/appointments/${a.id}`);
    expect(body(during).data?.appointment).toMatchObject({ status: 'in-progress', can_join: true });
    const done = await attend(s.tokens.counselor, 'completed');
    expect(done.statusCode, done.body).toBe(200);
    expect(body(done).data?.appointment).toMatchObject({ status: 'completed', can_join: false });
    expect((await join(s.tokens.student)).statusCode).toBe(409);
    await moveClock(s, '2026-06-01T12:00:00.000Z');
  });

  it('a no-show of a student with a recent crisis opens a welfare follow-up for the counselor', async () => {
    const category = await s.t.db
      .selectFrom('ticket_categories')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const crisis = await post(s.tokens.student2, '/api/tickets', {
      subject: 'I cannot go on',
      description: 'I want to kill myself tonight, I have the pills ready.',
      category_id: category.id,
    });
    expect(crisis.json().data.ticket.crisis_flag).toBe(true);
    const a = await book(
      s,
      { counselor_id: s.ids.counselor, start: '2026-06-10T13:00:00.000Z' },
      s.tokens.student2,
    );
    await moveClock(s, '2026-06-10T14:05:00.000Z');
    const res = await post(s.tokens.counselor, `/api/appointments/${a.id}/attendance`, { status: 'no_show' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data?.appointment).toMatchObject({ status: 'no-show' });
    const welfare = await s.t.db
      .selectFrom('tickets')
      .selectAll()
      .where('subject', 'like', 'Welfare follow-up%')
      .executeTakeFirstOrThrow();
    expect(welfare.assigned_to).toBe(s.ids.counselor);
    // The follow-up speaks of the student's crisis: it is never in the student's own list.
    expect(welfare.user_id).not.toBe(s.ids.student2);
    const audit = await s.t.db
      .selectFrom('audit_logs')
      .select('details')
      .where('action', '=', 'appointment.attendance')
      .where('target_id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({
      status: 'no-show',
      welfare_ticket_id: welfare.id,
    });
    await moveClock(s, '2026-06-01T12:00:00.000Z');
  });

  it('serves the calendar file to both sides only', async () => {
    const [a] = (body(await get(s.tokens.student, `/api/appointments?status=upcoming`)).data!
      .appointments as { id: number }[])!;
    expect((await get(null, `/api/appointments/${a!.id}/calendar.ics`)).statusCode).toBe(401);
    expect((await get(s.tokens.student2, `/api/appointments/${a!.id}/calendar.ics`)).statusCode).toBe(404);
    const ics = await get(s.tokens.student, `/api/appointments/${a!.id}/calendar.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect(ics.body).toContain(`UID:appointment-${a!.id}@`);
    expect(ics.body).not.toContain('Exam stress');
  });
});

describe('GET /api/appointments/{id}/ticket', () => {
  it('the holding counselor reads the linked ticket before the session; students and others cannot', async () => {
    const category = await s.t.db
      .selectFrom('ticket_categories')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const ticket = await post(s.tokens.student, '/api/tickets', {
      subject: 'Struggling with deadlines',
      description: 'Three deadlines fall in one week and I do not know where to start.',
      category_id: category.id,
    });
    const ticketId = ticket.json().data.ticket.id as number;
    const a = await book(s, {
      counselor_id: s.ids.counselor,
      start: '2026-06-11T13:00:00.000Z',
      ticket_id: ticketId,
    });
    const url = `/api/appointments/${a.id}/ticket`;
    expect((await get(null, url)).statusCode).toBe(401);
    expect((await get(s.tokens.student, url)).statusCode).toBe(403);
    expect((await get(s.tokens.advisor, url)).statusCode).toBe(404);
    const res = await get(s.tokens.counselor, url);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data?.ticket).toMatchObject({ id: ticketId, subject: 'Struggling with deadlines' });
    const plain = await book(s, { counselor_id: s.ids.counselor, start: '2026-06-11T17:00:00.000Z' });
    expect((await get(s.tokens.counselor, `/api/appointments/${plain.id}/ticket`)).statusCode).toBe(404);
  });
});
