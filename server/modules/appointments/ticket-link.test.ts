import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES as M } from '../../../common/schemas/appointments';
import { body, call } from '../../test/setup';
import { raiseTicket } from '../../test/tickets';
import { type AppointmentSuite, appointmentSuite, book } from './test-appointments';

let s: AppointmentSuite;
let ticketId: number;
beforeAll(async () => {
  s = await appointmentSuite();
  const category = await s.t.db
    .selectFrom('ticket_categories')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  ticketId = (
    await raiseTicket(s.t.app, s.tokens.student, {
      subject: 'Falling behind on coursework',
      description: 'I have missed two weeks of lectures and do not know how to catch up.',
      category_id: category.id,
    })
  ).id;
}, 60_000);
afterAll(async () => s?.t.close());

const get = (token: string | null, url: string) => call(s.t.app, token, 'GET', url);
const post = (token: string, url: string, payload: unknown) => call(s.t.app, token, 'POST', url, payload);

type HistoryEntry = {
  field: string;
  old_value: string | null;
  new_value: string | null;
  user: { id: number };
};
async function appointmentHistory(): Promise<HistoryEntry[]> {
  const res = await get(s.tokens.admin, `/api/tickets/${ticketId}`);
  expect(res.statusCode, res.body).toBe(200);
  const history = (body(res).data as { ticket: { history: HistoryEntry[] } }).ticket.history;
  return history.filter((entry) => entry.field === 'appointment');
}

describe('appointments booked about a ticket', () => {
  it('GET /api/appointments?ticket_id lists them within the viewer’s scope; 401, 422', async () => {
    const a = await book(s, {
      counselor_id: s.ids.counselor,
      start: '2026-06-03T14:00:00.000Z',
      ticket_id: ticketId,
    });
    await book(s, { counselor_id: s.ids.counselor, start: '2026-06-03T17:00:00.000Z' });
    const url = `/api/appointments?ticket_id=${ticketId}`;
    expect((await get(null, url)).statusCode).toBe(401);
    const bad = await get(s.tokens.student, '/api/appointments?ticket_id=first');
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors?.ticket_id).toEqual([M.ticket]);
    const ids = async (token: string) =>
      (body(await get(token, url)).data!.appointments as { id: number; ticket_id: number }[]).map(
        (x) => x.id,
      );
    expect(await ids(s.tokens.student)).toEqual([a.id]);
    expect(await ids(s.tokens.counselor)).toEqual([a.id]);
    expect(await ids(s.tokens.admin)).toEqual([a.id]);
    // Someone else's: another student and a staff member who does not hold it see nothing of it.
    expect(await ids(s.tokens.student2)).toEqual([]);
    expect(await ids(s.tokens.advisor)).toEqual([]);
    const history = await appointmentHistory();
    expect(history).toEqual([
      expect.objectContaining({
        old_value: null,
        new_value: `Appointment #${a.id} booked for 2026-06-03T14:00:00.000Z`,
        user: expect.objectContaining({ id: s.ids.student }),
      }),
    ]);
  });

  it('rescheduling and cancelling write the ticket’s history with the change', async () => {
    const a = await book(s, {
      counselor_id: s.ids.counselor,
      start: '2026-06-09T14:00:00.000Z',
      ticket_id: ticketId,
    });
    const moved = await post(s.tokens.student, `/api/appointments/${a.id}/reschedule`, {
      start: '2026-06-10T14:00:00.000Z',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await post(s.tokens.counselor, `/api/appointments/${a.id}/cancel`, {
      reason: 'Away at a conference',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const history = (await appointmentHistory()).filter((entry) =>
      entry.new_value?.startsWith(`Appointment #${a.id} `),
    );
    expect(history.map((entry) => [entry.old_value, entry.new_value, entry.user.id])).toEqual(
      expect.arrayContaining([
        [null, `Appointment #${a.id} booked for 2026-06-09T14:00:00.000Z`, s.ids.student],
        [
          `Appointment #${a.id} on 2026-06-09T14:00:00.000Z`,
          `Appointment #${a.id} moved to 2026-06-10T14:00:00.000Z`,
          s.ids.student,
        ],
        [
          `Appointment #${a.id} on 2026-06-10T14:00:00.000Z`,
          `Appointment #${a.id} cancelled`,
          s.ids.counselor,
        ],
      ]),
    );
    expect(history).toHaveLength(3);
    // The cancel reason stays off the ticket.
    expect(JSON.stringify(history)).not.toContain('conference');
  });

  it('a refused change writes no history (one transaction)', async () => {
    const before = (await appointmentHistory()).length;
    const [a] = body(await get(s.tokens.student, `/api/appointments?ticket_id=${ticketId}&status=upcoming`))
      .data!.appointments as { id: number }[];
    const taken = await book(
      s,
      { counselor_id: s.ids.counselor, start: '2026-06-11T14:00:00.000Z' },
      s.tokens.student2,
    );
    const clash = await post(s.tokens.student, `/api/appointments/${a!.id}/reschedule`, {
      start: taken.start,
    });
    expect(clash.statusCode).toBe(409);
    const other = await post(s.tokens.student2, `/api/appointments/${a!.id}/cancel`, { reason: 'Not mine' });
    expect(other.statusCode).toBe(404);
    expect((await appointmentHistory()).length).toBe(before);
  });

  it('the counselor’s context of the linked ticket says whether its page opens for them', async () => {
    const [a] = body(await get(s.tokens.counselor, `/api/appointments?ticket_id=${ticketId}&status=upcoming`))
      .data!.appointments as { id: number }[];
    const assignee = await s.t.db
      .selectFrom('tickets')
      .select('assigned_to')
      .where('id', '=', ticketId)
      .executeTakeFirstOrThrow();
    const context = body(await get(s.tokens.counselor, `/api/appointments/${a!.id}/ticket`)).data?.ticket;
    expect(context).toMatchObject({ id: ticketId, can_open: assignee.assigned_to === s.ids.counselor });
    expect(context).not.toHaveProperty('assigned_to');
    await post(s.tokens.admin, `/api/tickets/${ticketId}/assign`, { assigned_to: s.ids.advisor });
    expect(
      body(await get(s.tokens.counselor, `/api/appointments/${a!.id}/ticket`)).data?.ticket,
    ).toMatchObject({
      can_open: false,
    });
    await post(s.tokens.admin, `/api/tickets/${ticketId}/assign`, { assigned_to: s.ids.counselor });
    expect(
      body(await get(s.tokens.counselor, `/api/appointments/${a!.id}/ticket`)).data?.ticket,
    ).toMatchObject({
      can_open: true,
    });
    expect(body(await get(s.tokens.admin, `/api/appointments/${a!.id}/ticket`)).data?.ticket).toMatchObject({
      can_open: true,
    });
  });
});
