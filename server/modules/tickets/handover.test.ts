import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCategory, buildCounselor } from '../../db/seed/factories';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { raiseTicket, TICKET_DESCRIPTION } from '../../test/tickets';
import { HANDOVER_NOTE } from './handover';

/** A staff member who leaves active duty hands their open tickets over at once, a crisis never left alone. */
let t: TestApp;
let tokens: Tokens;
const CRISIS =
  "I can't do this anymore. I have been saving up my pills and I want to end my life this weekend.";
const base = '/api/admin/counselor-specializations';

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
});
afterAll(async () => t.close());

async function specialist(categoryId: number, max_workload = 10) {
  const person = await buildCounselor(t.db);
  const res = await call(t.app, tokens.admin, 'POST', base, {
    user_id: person.id,
    category_id: categoryId,
    max_workload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return person;
}

const raise = (categoryId: number, description = TICKET_DESCRIPTION) =>
  raiseTicket(t.app, tokens.student, {
    subject: 'Help with my situation',
    description,
    category_id: categoryId,
  });

const assign = (ticketId: number, to: number) =>
  call(t.app, tokens.admin, 'POST', `/api/tickets/${ticketId}/assign`, { assigned_to: to });

async function ticketRow(id: number) {
  return t.db
    .selectFrom('tickets')
    .select(['assigned_to', 'auto_assigned', 'status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/**
 * A leaving counselor holding: a crisis, an ordinary ticket of an auto-assign category that has another
 * specialist, an ordinary ticket of a category without automatic assignment, and a resolved ticket.
 */
async function caseload() {
  const auto = await buildCategory(t.db, { auto_assign: 1 });
  const manual = await buildCategory(t.db, { auto_assign: 0 });
  const leaving = await specialist(auto.id, 1);
  const colleague = await specialist(auto.id, 5);
  const crisis = await raise(manual.id, CRISIS);
  const routine = await raise(auto.id);
  const unrouted = await raise(manual.id);
  const done = await raise(manual.id);
  for (const ticket of [crisis, routine, unrouted, done])
    expect((await assign(ticket.id, leaving.id)).statusCode).toBe(200);
  await call(t.app, tokens.admin, 'PATCH', `/api/tickets/${done.id}`, { status: 'Resolved' });
  return { leaving, colleague, crisis, routine, unrouted, done };
}

async function expectHandedOver(load: Awaited<ReturnType<typeof caseload>>) {
  const crisis = await ticketRow(load.crisis.id);
  expect(crisis.assigned_to).not.toBeNull();
  expect(crisis.assigned_to).not.toBe(load.leaving.id);
  const to = await t.db
    .selectFrom('users')
    .select(['role', 'status'])
    .where('id', '=', crisis.assigned_to!)
    .executeTakeFirstOrThrow();
  expect(to).toEqual({ role: 'counselor', status: 'active' });
  expect(await ticketRow(load.routine.id)).toMatchObject({
    assigned_to: load.colleague.id,
    auto_assigned: 'yes',
  });
  expect(await ticketRow(load.unrouted.id)).toMatchObject({ assigned_to: null, auto_assigned: 'no' });
  // A finished ticket keeps the name of who handled it.
  expect(await ticketRow(load.done.id)).toMatchObject({ assigned_to: load.leaving.id, status: 'Resolved' });
  const history = await t.db
    .selectFrom('ticket_history')
    .select(['field', 'note'])
    .where('ticket_id', '=', load.unrouted.id)
    .where('note', '=', HANDOVER_NOTE)
    .execute();
  expect(history).toHaveLength(1);
}

describe('a staff member who leaves active duty', () => {
  it('deactivated with the status toggle hands every open ticket over', async () => {
    const load = await caseload();
    const res = await call(t.app, tokens.admin, 'POST', `/api/admin/users/${load.leaving.id}/toggle-status`);
    expect(res.statusCode, res.body).toBe(200);
    await expectHandedOver(load);
    // The new assignee of the crisis is told, as a crisis.
    const crisis = await ticketRow(load.crisis.id);
    const notice = await t.db
      .selectFrom('notifications')
      .select('title')
      .where('user_id', '=', crisis.assigned_to!)
      .where('title', '=', 'Crisis ticket assigned to you')
      .execute();
    expect(notice.length).toBeGreaterThan(0);
  });

  it('suspended through an edit hands them over too', async () => {
    const load = await caseload();
    const res = await call(t.app, tokens.admin, 'PUT', `/api/admin/users/${load.leaving.id}`, {
      status: 'suspended',
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectHandedOver(load);
  });

  it('made a student through an edit hands them over too', async () => {
    const load = await caseload();
    const res = await call(t.app, tokens.admin, 'PUT', `/api/admin/users/${load.leaving.id}`, {
      role: 'student',
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectHandedOver(load);
  });

  it('deactivated in bulk hands them over in the same step', async () => {
    const load = await caseload();
    const res = await call(t.app, tokens.admin, 'POST', '/api/admin/users/bulk-action', {
      action: 'deactivate',
      user_ids: [load.leaving.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((body(res).data as { affected: number }).affected).toBe(1);
    await expectHandedOver(load);
  });

  it('keeps the tickets of an account that only changes its name', async () => {
    const load = await caseload();
    await call(t.app, tokens.admin, 'PUT', `/api/admin/users/${load.leaving.id}`, { name: 'Casey Renamed' });
    expect((await ticketRow(load.crisis.id)).assigned_to).toBe(load.leaving.id);
    expect((await ticketRow(load.unrouted.id)).assigned_to).toBe(load.leaving.id);
  });
});
