import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailableStaff } from '../../../common/schemas/specializations';
import { buildCategory, buildCounselor } from '../../db/seed/factories';
import { MINUTE } from '../../lib/clock';
import { body, call, createDemoApp, signIn, type TestApp, type Tokens } from '../../test/setup';
import { type RaisedTicket, raiseTicket, TICKET_DESCRIPTION, userId } from '../../test/tickets';
import { AUTO_ASSIGN_NOTE } from '../tickets';

/** Automatic assignment as tickets are raised (and become crises), and the live workloads it reads. */
let t: TestApp;
let tokens: Tokens;
const CRISIS =
  "I can't do this anymore. I have been saving up my pills and I want to end my life this weekend.";
const base = '/api/admin/counselor-specializations';

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
});
afterAll(async () => t.close());

/** A fresh category with its own counselors, so each case starts from known workloads. */
async function team(
  specs: {
    priority_level?: string;
    max_workload?: number;
    expertise_rating?: number;
    is_available?: boolean;
  }[],
  category: { auto_assign?: number } = {},
) {
  const cat = await buildCategory(t.db, category);
  const people = [];
  for (const spec of specs) {
    const person = await buildCounselor(t.db);
    const res = await call(t.app, tokens.admin, 'POST', base, {
      user_id: person.id,
      category_id: cat.id,
      ...spec,
    });
    expect(res.statusCode, res.body).toBe(201);
    people.push({
      ...person,
      specializationId: (body(res).data as { specialization: { id: number } }).specialization.id,
    });
  }
  return { category: cat.id, people };
}

const raise = (categoryId: number, description = TICKET_DESCRIPTION) =>
  raiseTicket(t.app, tokens.student, {
    subject: 'Help with my situation',
    description,
    category_id: categoryId,
  });

async function workloadOf(specializationId: number): Promise<number> {
  const res = await call(t.app, tokens.admin, 'GET', base);
  const list = (body(res).data as { specializations: { id: number; current_workload: number }[] })
    .specializations;
  return list.find((s) => s.id === specializationId)!.current_workload;
}

describe('a ticket raised in an auto-assign category', () => {
  it('goes to the best scored specialist, with its history, and the answer names the assignee', async () => {
    const { category, people } = await team([
      { priority_level: 'secondary', expertise_rating: 5 },
      { priority_level: 'primary', expertise_rating: 4 },
    ]);
    const res = await call(t.app, tokens.student, 'POST', '/api/tickets', {
      subject: 'Help with my situation',
      description: TICKET_DESCRIPTION,
      category_id: category,
    });
    expect(res.statusCode).toBe(201);
    const ticket = (body(res).data as { ticket: RaisedTicket }).ticket;
    // Secondary with rating 5 (0.8 x 5/5) and primary with rating 4 (1 x 4/5) both score 80; with equal
    // workloads and neither assigned before, the older specialization wins.
    expect(ticket).toMatchObject({
      assigned_to: people[0]!.id,
      auto_assigned: 'yes',
      assignee: { id: people[0]!.id, name: people[0]!.name, role: 'counselor' },
    });
    const details = body(await call(t.app, tokens.admin, 'GET', `/api/tickets/${ticket.id}`)).data as {
      ticket: { history: { field: string; new_value: string; note: string }[] };
    };
    expect(details.ticket.history).toContainEqual(
      expect.objectContaining({ field: 'assigned_to', new_value: people[0]!.name, note: AUTO_ASSIGN_NOTE }),
    );
    // The next one goes to the other: same score, but the first now carries a ticket.
    expect((await raise(category)).assigned_to).toBe(people[1]!.id);
  });

  it("tells the counselor once, records the assignment and the specialist's last assignment", async () => {
    const { category, people } = await team([{}]);
    const token = await signIn(t.app, people[0]!.email);
    const ticket = await raise(category);
    const inbox = body(await call(t.app, token, 'GET', '/api/notifications')).data as {
      notifications: { title: string; subject_id: number }[];
    };
    expect(inbox.notifications.map((n) => n.title)).toEqual(['New ticket assigned to you']);
    const audit = await t.db
      .selectFrom('audit_logs')
      .select('details')
      .where('action', '=', 'ticket.assigned')
      .where('target_id', '=', ticket.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({ to: people[0]!.id, automatic: true });
    const spec = await t.db
      .selectFrom('counselor_specializations')
      .select('last_assigned_at')
      .where('id', '=', people[0]!.specializationId)
      .executeTakeFirstOrThrow();
    expect(spec.last_assigned_at).toBe(ticket.created_at);
  });

  it('skips unavailable and full specialists, and waits unassigned when nobody can take it', async () => {
    const { category, people } = await team([{ max_workload: 1 }, { is_available: false }]);
    expect((await raise(category)).assigned_to).toBe(people[0]!.id);
    const waiting = await raise(category);
    expect(waiting).toMatchObject({ assigned_to: null, auto_assigned: 'no' });
    // Half an hour later it counts as "auto-assign failed" for the unassigned banner.
    const before = (
      body(await call(t.app, tokens.admin, 'GET', '/api/tickets/stats')).data as {
        stats: { auto_assign_failed: number };
      }
    ).stats.auto_assign_failed;
    t.clock.advance(31 * MINUTE);
    const after = (
      body(await call(t.app, tokens.admin, 'GET', '/api/tickets/stats')).data as {
        stats: { auto_assign_failed: number };
      }
    ).stats.auto_assign_failed;
    expect(after).toBe(before + 1);
  });

  it('leaves tickets of a category with auto-assign off for an admin', async () => {
    const { category } = await team([{}], { auto_assign: 0 });
    expect(await raise(category)).toMatchObject({ assigned_to: null, auto_assigned: 'no' });
  });

  it('never takes a counselor past capacity when tickets arrive at the same moment', async () => {
    const { category, people } = await team([{ max_workload: 3 }]);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(t.app, tokens.student, 'POST', '/api/tickets', {
          subject: `Simultaneous request ${i + 1}`,
          description: TICKET_DESCRIPTION,
          category_id: category,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const tickets = results.map((r) => (body(r).data as { ticket: RaisedTicket }).ticket);
    expect(tickets.filter((x) => x.assigned_to === people[0]!.id)).toHaveLength(3);
    expect(tickets.filter((x) => x.assigned_to === null)).toHaveLength(5);
    expect(await workloadOf(people[0]!.specializationId)).toBe(3);
  });
});

describe('a crisis', () => {
  it('goes to the least utilized counselor of its category even when all are full, auto-assign off too', async () => {
    const { category, people } = await team([{ max_workload: 1 }, { max_workload: 2 }], { auto_assign: 0 });
    await call(t.app, tokens.admin, 'POST', `/api/tickets/${(await raise(category)).id}/assign`, {
      assigned_to: people[0]!.id,
    });
    for (let i = 0; i < 2; i += 1) {
      const calm = await raise(category);
      await call(t.app, tokens.admin, 'POST', `/api/tickets/${calm.id}/assign`, {
        assigned_to: people[1]!.id,
      });
    }
    // Both at 100 %: the tie goes to the lower workload.
    const crisis = await raise(category, CRISIS);
    expect(crisis).toMatchObject({ crisis_flag: true, assigned_to: people[0]!.id, auto_assigned: 'yes' });
  });

  it('in a category without counselors goes to the active counselor with the fewest open tickets', async () => {
    const cat = await buildCategory(t.db);
    const loads = await t.db
      .selectFrom('users as u')
      .select((eb) => [
        'u.id',
        eb
          .selectFrom('tickets as x')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('x.assigned_to', '=', 'u.id')
          .where('x.status', 'in', ['Open', 'In Progress'])
          .as('n'),
      ])
      .where('u.role', '=', 'counselor')
      .where('u.status', '=', 'active')
      .orderBy('n')
      .orderBy('u.id')
      .execute();
    const crisis = await raise(cat.id, CRISIS);
    expect(crisis.assigned_to).toBe(loads[0]!.id);
  });

  it('appearing in a later reply assigns the still unassigned ticket in the same step', async () => {
    const cat = await buildCategory(t.db, { auto_assign: 0 });
    const ticket = await raise(cat.id);
    expect(ticket.assigned_to).toBeNull();
    const res = await call(t.app, tokens.student, 'POST', `/api/tickets/${ticket.id}/responses`, {
      message: 'Honestly everyone would be better off without me. I wrote a note last night.',
    });
    expect(res.statusCode).toBe(201);
    const after = (body(res).data as { ticket: RaisedTicket & { assignee: { role: string } | null } }).ticket;
    expect(after).toMatchObject({ crisis_flag: true, auto_assigned: 'yes', assignee: { role: 'counselor' } });
  });

  it('waits unassigned only when there is no active counselor at all', async () => {
    const counselors = await t.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'counselor')
      .where('status', '=', 'active')
      .execute();
    const ids = counselors.map((c) => c.id);
    await t.db.updateTable('users').set({ status: 'inactive' }).where('id', 'in', ids).execute();
    try {
      const cat = await buildCategory(t.db);
      expect(await raise(cat.id, CRISIS)).toMatchObject({ crisis_flag: true, assigned_to: null });
    } finally {
      await t.db.updateTable('users').set({ status: 'active' }).where('id', 'in', ids).execute();
    }
  });
});

describe('live workloads', () => {
  it('follow assignment, reassignment, category change, resolve, close, reopen and delete', async () => {
    const { category, people } = await team([{}, {}]);
    const other = await team([{}]);
    const [a, b] = [people[0]!, people[1]!];
    const ticket = await raise(category);
    expect(ticket.assigned_to).toBe(a.id);
    expect(await workloadOf(a.specializationId)).toBe(1);
    const patch = (payload: Record<string, unknown>) =>
      call(t.app, tokens.admin, 'PATCH', `/api/tickets/${ticket.id}`, payload);
    await call(t.app, tokens.admin, 'POST', `/api/tickets/${ticket.id}/assign`, { assigned_to: b.id });
    expect([await workloadOf(a.specializationId), await workloadOf(b.specializationId)]).toEqual([0, 1]);
    const manual = await t.db
      .selectFrom('counselor_specializations')
      .select('last_assigned_at')
      .where('id', '=', b.specializationId)
      .executeTakeFirstOrThrow();
    expect(manual.last_assigned_at).not.toBeNull();
    await patch({ status: 'Resolved' });
    expect(await workloadOf(b.specializationId)).toBe(0);
    await patch({ status: 'Open' });
    expect(await workloadOf(b.specializationId)).toBe(1);
    await patch({ category_id: other.category });
    expect(await workloadOf(b.specializationId)).toBe(0);
    await patch({ category_id: category, status: 'Closed' });
    expect(await workloadOf(b.specializationId)).toBe(0);
    await patch({ status: 'In Progress' });
    expect(await workloadOf(b.specializationId)).toBe(1);
    await call(t.app, tokens.admin, 'POST', `/api/tickets/${ticket.id}/assign`, { assigned_to: null });
    expect(await workloadOf(b.specializationId)).toBe(0);
    await call(t.app, tokens.admin, 'POST', `/api/tickets/${ticket.id}/assign`, { assigned_to: b.id });
    await call(t.app, tokens.admin, 'DELETE', `/api/tickets/${ticket.id}`, {
      reason: 'Raised twice by mistake',
    });
    expect(await workloadOf(b.specializationId)).toBe(0);
  });
});

describe('GET /api/tickets/{id}/available-staff', () => {
  it('answers 401, 403 to everyone but admins, 404 for an unknown ticket and 422 for a bad id', async () => {
    const { category } = await team([{}]);
    const ticket = await raise(category);
    const url = `/api/tickets/${ticket.id}/available-staff`;
    expect((await call(t.app, null, 'GET', url)).statusCode).toBe(401);
    for (const role of ['student', 'counselor', 'advisor'] as const) {
      expect((await call(t.app, tokens[role], 'GET', url)).statusCode, role).toBe(403);
    }
    expect((await call(t.app, tokens.admin, 'GET', '/api/tickets/999999/available-staff')).statusCode).toBe(
      404,
    );
    expect((await call(t.app, tokens.admin, 'GET', '/api/tickets/abc/available-staff')).statusCode).toBe(422);
  });

  it('lists active counselors and advisors, best placed for the ticket first', async () => {
    const { category, people } = await team([{ max_workload: 2 }, { priority_level: 'backup' }]);
    const ticket = await raise(category);
    const res = await call(t.app, tokens.admin, 'GET', `/api/tickets/${ticket.id}/available-staff`);
    expect(res.statusCode).toBe(200);
    const { staff } = body(res).data as { staff: AvailableStaff[] };
    expect(staff.every((s) => ['counselor', 'advisor'].includes(s.role) && s.status === 'active')).toBe(true);
    const advisorId = await userId(t.db, 'advisor@university.edu');
    expect(staff.map((s) => s.id)).toContain(advisorId);
    // The primary took the ticket (half full: 0.5 x 1 x 3/5 = 30); the empty backup scores 0.6 x 3/5 = 36.
    expect(staff.slice(0, 2).map((s) => [s.id, s.assignment_score])).toEqual([
      [people[1]!.id, 36],
      [people[0]!.id, 30],
    ]);
    expect(staff[1]).toMatchObject({
      category_workload: 1,
      category_max_workload: 2,
      can_take_ticket: true,
      total_workload: 1,
      current_specializations: [
        expect.objectContaining({ category_id: category, priority_level: 'primary' }),
      ],
    });
    const outsider = staff.find((s) => s.id === advisorId);
    expect(outsider).toMatchObject({ category_workload: null, can_take_ticket: false, assignment_score: 0 });
  });
});

describe('the admin settings\u2019 "Auto-assign tickets" switch', () => {
  it('when off, leaves tickets of auto-assign categories unassigned, and still assigns a crisis', async () => {
    const { category, people } = await team([{}]);
    const off = await call(t.app, tokens.admin, 'PUT', '/api/admin/settings', { autoAssignTickets: false });
    expect(off.statusCode).toBe(200);
    try {
      expect(await raise(category)).toMatchObject({ assigned_to: null, auto_assigned: 'no' });
      expect(await raise(category, CRISIS)).toMatchObject({
        assigned_to: people[0]!.id,
        auto_assigned: 'yes',
      });
    } finally {
      await call(t.app, tokens.admin, 'PUT', '/api/admin/settings', { autoAssignTickets: true });
    }
    expect((await raise(category)).assigned_to).toBe(people[0]!.id);
  });
});
