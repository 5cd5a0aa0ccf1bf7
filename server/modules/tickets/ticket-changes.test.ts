import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudent } from '../../db/seed/factories';
import { body, call, signIn, type TestApp, type Tokens } from '../../test/setup';
import {
  closeTicketSuite,
  type RaisedTicket,
  raiseTicket,
  setupTicketSuite,
  ticketsOf,
  userId,
} from '../../test/tickets';

let t: TestApp;
let tokens: Tokens;
let academic: number;
let counselorId: number;
let advisorId: number;
let own: RaisedTicket; // student's, assigned to the counselor
let other: RaisedTicket; // student2's, unassigned

beforeAll(async () => {
  ({ t, tokens, academic, counselorId, advisorId, own, other } = await setupTicketSuite());
});
afterAll(async () => closeTicketSuite(t));

describe('PATCH /api/tickets/:id', () => {
  it('refuses students (403) and staff who cannot see the ticket (404)', async () => {
    expect(
      (await call(t.app, null, 'PATCH', `/api/tickets/${own.id}`, { status: 'Resolved' })).statusCode,
    ).toBe(401);
    expect(
      (await call(t.app, tokens.student, 'PATCH', `/api/tickets/${own.id}`, { status: 'Resolved' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, tokens.advisor, 'PATCH', `/api/tickets/${own.id}`, { status: 'Resolved' }))
        .statusCode,
    ).toBe(404);
  });

  it('lets the assigned counselor change status and priority, recording history', async () => {
    const res = await call(t.app, tokens.counselor, 'PATCH', `/api/tickets/${own.id}`, {
      status: 'In Progress',
      priority: 'High',
    });
    expect(res.statusCode).toBe(200);
    const ticket = (
      body(res).data as {
        ticket: { status: string; priority: string; history: { field: string; new_value: string }[] };
      }
    ).ticket;
    expect(ticket).toMatchObject({ status: 'In Progress', priority: 'High' });
    expect(
      ticket.history
        .filter((h) => h.field !== 'created' && h.field !== 'assigned_to')
        .map((h) => `${h.field}:${h.new_value}`),
    ).toEqual(['priority:High', 'status:In Progress']);
  });

  it('keeps what the student wrote out of counselors’ hands', async () => {
    const res = await call(t.app, tokens.counselor, 'PATCH', `/api/tickets/${own.id}`, {
      subject: 'Rewritten subject',
    });
    expect(res.statusCode).toBe(403);
  });

  it('returns 422 for bad values', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ status: 'Done' }, 'status', 'Invalid status selected'],
      [{ priority: 'Whenever' }, 'priority', 'Invalid priority selected'],
      [{ category_id: 999999 }, 'category_id', 'Invalid category selected'],
      [{}, 'body', 'No changes were sent'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call(t.app, tokens.admin, 'PATCH', `/api/tickets/${other.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(body(res).errors?.[field]).toContain(message);
    }
  });

  it('sets resolved_at on resolve and clears it on reopen', async () => {
    const ticket = await raiseTicket(t.app, tokens.student2, {
      subject: 'Library card',
      description: 'My library card stopped working at the gates.',
      category_id: academic,
    });
    const resolved = body(
      await call(t.app, tokens.admin, 'PATCH', `/api/tickets/${ticket.id}`, { status: 'Resolved' }),
    ).data as { ticket: Record<string, unknown> };
    expect(resolved.ticket.resolved_at).toEqual(expect.any(String));
    const reopened = body(
      await call(t.app, tokens.admin, 'PATCH', `/api/tickets/${ticket.id}`, { status: 'Open' }),
    ).data as { ticket: Record<string, unknown> };
    expect(reopened.ticket.resolved_at).toBeNull();
  });
});

describe('POST /api/tickets/:id/responses', () => {
  it('lets the owner reply and keeps other students out', async () => {
    expect(
      (await call(t.app, null, 'POST', `/api/tickets/${own.id}/responses`, { message: 'Hello there' }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await call(t.app, tokens.student2, 'POST', `/api/tickets/${own.id}/responses`, {
          message: 'Hello there',
        })
      ).statusCode,
    ).toBe(404);
    const res = await call(t.app, tokens.student, 'POST', `/api/tickets/${own.id}/responses`, {
      message: '  Thanks, Tuesday works for me.  ',
    });
    expect(res.statusCode).toBe(201);
    expect(body(res).message).toBe('Response added successfully');
    const ticket = (
      body(res).data as { ticket: { responses: { message: string; user: { role: string } }[] } }
    ).ticket;
    expect(ticket.responses.at(-1)).toMatchObject({
      message: 'Thanks, Tuesday works for me.',
      user: { role: 'student' },
    });
  });

  it('returns 422 with the spec messages', async () => {
    const short = await call(t.app, tokens.student, 'POST', `/api/tickets/${own.id}/responses`, {
      message: 'ok',
    });
    expect(short.statusCode).toBe(422);
    expect(body(short).errors?.message).toEqual(['Response message must be at least 5 characters long']);
    const long = await call(t.app, tokens.student, 'POST', `/api/tickets/${own.id}/responses`, {
      message: 'x'.repeat(5001),
    });
    expect(body(long).errors?.message).toEqual(['Response message cannot exceed 5000 characters']);
  });

  it('never shows internal notes to the student, and refuses internal notes from students', async () => {
    expect(
      (
        await call(t.app, tokens.student, 'POST', `/api/tickets/${own.id}/responses`, {
          message: 'Secret student note',
          is_internal: true,
        })
      ).statusCode,
    ).toBe(403);
    await call(t.app, tokens.counselor, 'POST', `/api/tickets/${own.id}/responses`, {
      message: 'Internal: discuss at case review.',
      is_internal: true,
    });
    await call(t.app, tokens.counselor, 'POST', `/api/tickets/${own.id}/responses`, {
      message: 'I can meet you on Tuesday at 2pm.',
    });
    const student = (
      body(await call(t.app, tokens.student, 'GET', `/api/tickets/${own.id}`)).data as {
        ticket: { responses: { message: string; is_internal: boolean }[]; response_count: number };
      }
    ).ticket;
    expect(student.responses.map((r) => r.message)).not.toContain('Internal: discuss at case review.');
    expect(student.responses.map((r) => r.message)).toContain('I can meet you on Tuesday at 2pm.');
    expect(student.responses.every((r) => !r.is_internal)).toBe(true);
    const staff = (
      body(await call(t.app, tokens.counselor, 'GET', `/api/tickets/${own.id}`)).data as {
        ticket: { responses: { message: string; visibility: string }[]; first_response_at: string | null };
      }
    ).ticket;
    expect(staff.responses.find((r) => r.message.startsWith('Internal'))?.visibility).toBe('internal');
    expect(staff.first_response_at).toEqual(expect.any(String));
    const list = ticketsOf(
      await call(t.app, tokens.student, 'GET', `/api/tickets?search=${own.ticket_number}`),
    );
    expect(list[0]?.response_count).toBe(student.responses.length);
  });

  it('escalates the ticket when a later student reply shows a crisis', async () => {
    const ticket = await raiseTicket(t.app, tokens.student2, {
      subject: 'Missed deadline',
      description: 'I missed the coursework deadline because I was ill last week.',
      category_id: academic,
      priority: 'Low',
    });
    const res = await call(t.app, tokens.student2, 'POST', `/api/tickets/${ticket.id}/responses`, {
      message: 'Honestly everyone would be better off without me. I wrote a note last night.',
    });
    expect(res.statusCode).toBe(201);
    expect(body(res).data).toMatchObject({
      escalated: true,
      ticket: { crisis_flag: true, priority: 'Urgent' },
    });
    const staff = (
      body(await call(t.app, tokens.admin, 'GET', `/api/tickets/${ticket.id}?reason=Supervision`)).data as {
        ticket: { history: { field: string }[] };
      }
    ).ticket;
    expect(staff.history.map((h) => h.field)).toEqual(expect.arrayContaining(['crisis_flag', 'priority']));
  });

  it('refuses replies once a ticket is resolved', async () => {
    const ticket = await raiseTicket(t.app, tokens.student2, {
      subject: 'Parking permit',
      description: 'Where do I pick up my parking permit for this term?',
      category_id: academic,
    });
    await call(t.app, tokens.admin, 'PATCH', `/api/tickets/${ticket.id}`, { status: 'Resolved' });
    const res = await call(t.app, tokens.student2, 'POST', `/api/tickets/${ticket.id}/responses`, {
      message: 'One more question please',
    });
    expect(res.statusCode).toBe(409);
    const view = (
      body(await call(t.app, tokens.student2, 'GET', `/api/tickets/${ticket.id}`)).data as {
        ticket: { can_reply: boolean };
      }
    ).ticket;
    expect(view.can_reply).toBe(false);
  });
});

describe('POST /api/tickets/:id/assign', () => {
  it('is for admins only', async () => {
    expect(
      (await call(t.app, null, 'POST', `/api/tickets/${other.id}/assign`, { assigned_to: counselorId }))
        .statusCode,
    ).toBe(401);
    for (const role of ['student', 'counselor', 'advisor'] as const) {
      expect(
        (
          await call(t.app, tokens[role], 'POST', `/api/tickets/${other.id}/assign`, {
            assigned_to: counselorId,
          })
        ).statusCode,
      ).toBe(403);
    }
  });

  it('assigns, reassigns and unassigns with history and audit', async () => {
    const res = await call(t.app, tokens.admin, 'POST', `/api/tickets/${other.id}/assign`, {
      assigned_to: advisorId,
      reason: 'Housing is on her caseload',
    });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({
      message: 'Ticket assigned successfully',
      data: { ticket: { assigned_to: advisorId, auto_assigned: 'manual' } },
    });
    expect(ticketsOf(await call(t.app, tokens.advisor, 'GET', '/api/tickets')).map((x) => x.id)).toContain(
      other.id,
    );
    const un = await call(t.app, tokens.admin, 'POST', `/api/tickets/${other.id}/assign`, {
      assigned_to: '',
    });
    expect(body(un)).toMatchObject({
      message: 'Ticket unassigned successfully',
      data: { ticket: { assigned_to: null, auto_assigned: 'no' } },
    });
    expect(
      ticketsOf(await call(t.app, tokens.advisor, 'GET', '/api/tickets')).map((x) => x.id),
    ).not.toContain(other.id);
    const audit = await t.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'ticket.assigned')
      .where('target_id', '=', other.id)
      .execute();
    expect(audit.map((a) => a.details)).toEqual(
      expect.arrayContaining([expect.stringContaining('Housing is on her caseload')]),
    );
  });

  it('returns 422 for someone who is not active staff, and 404 for an unknown ticket', async () => {
    const studentId = await userId(t.db, 'student@university.edu');
    const res = await call(t.app, tokens.admin, 'POST', `/api/tickets/${other.id}/assign`, {
      assigned_to: studentId,
    });
    expect(res.statusCode).toBe(422);
    expect(body(res).errors?.assigned_to).toEqual(['Selected staff member is not available']);
    expect(
      (await call(t.app, tokens.admin, 'POST', '/api/tickets/999999/assign', { assigned_to: counselorId }))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /api/admin/bulk-assign', () => {
  it('assigns many in one go, for admins only, all or nothing', async () => {
    expect(
      (
        await call(t.app, tokens.counselor, 'POST', '/api/admin/bulk-assign', {
          ticket_ids: [other.id],
          assigned_to: counselorId,
        })
      ).statusCode,
    ).toBe(403);
    const missing = await call(t.app, tokens.admin, 'POST', '/api/admin/bulk-assign', {
      ticket_ids: [other.id, 999999],
      assigned_to: counselorId,
    });
    expect(missing.statusCode).toBe(422);
    const unchanged = await t.db
      .selectFrom('tickets')
      .select('assigned_to')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(unchanged.assigned_to).toBeNull();
    const empty = await call(t.app, tokens.admin, 'POST', '/api/admin/bulk-assign', {
      ticket_ids: [],
      assigned_to: counselorId,
    });
    expect(body(empty).errors?.ticket_ids).toEqual(['Please select tickets to assign']);
    const ok = await call(t.app, tokens.admin, 'POST', '/api/admin/bulk-assign', {
      ticket_ids: [other.id],
      assigned_to: counselorId,
      reason: 'Balancing the queue',
    });
    expect(body(ok)).toMatchObject({ success: true, data: { assigned_count: 1 } });
  });
});

describe('POST /api/tickets/:id/tags', () => {
  it('lets staff add, remove and set tags; students may not', async () => {
    expect(
      (
        await call(t.app, tokens.student, 'POST', `/api/tickets/${own.id}/tags`, {
          action: 'add',
          tags: ['x'],
        })
      ).statusCode,
    ).toBe(403);
    const added = await call(t.app, tokens.counselor, 'POST', `/api/tickets/${own.id}/tags`, {
      action: 'add',
      tags: ['timetable', 'Timetable', 'first-year'],
    });
    expect(body(added).data).toMatchObject({ ticket: { tags: ['timetable', 'first-year'] } });
    const removed = await call(t.app, tokens.counselor, 'POST', `/api/tickets/${own.id}/tags`, {
      action: 'remove',
      tags: ['TIMETABLE'],
    });
    expect(body(removed).data).toMatchObject({ ticket: { tags: ['first-year'] } });
    const search = ticketsOf(await call(t.app, tokens.admin, 'GET', '/api/tickets?search=first-year'));
    expect(search.map((x) => x.id)).toContain(own.id);
    const tooMany = await call(t.app, tokens.counselor, 'POST', `/api/tickets/${own.id}/tags`, {
      action: 'set',
      tags: Array.from({ length: 11 }, (_, i) => `t${i}`),
    });
    expect(tooMany.statusCode).toBe(422);
    const badAction = await call(t.app, tokens.counselor, 'POST', `/api/tickets/${own.id}/tags`, {
      action: 'explode',
      tags: [],
    });
    expect(body(badAction).errors?.action).toEqual(['Action must be add, remove or set']);
  });
});

describe('GET /api/tickets/options', () => {
  it('gives the active categories, the crisis lexicon to staff only, and staff only to admins', async () => {
    const student = body(await call(t.app, tokens.student, 'GET', '/api/tickets/options')).data as {
      categories: { id: number }[];
      crisis_lexicon?: unknown[];
      staff: unknown[];
      priorities: string[];
    };
    expect(student.categories.length).toBeGreaterThan(0);
    expect(student.crisis_lexicon).toBeUndefined();
    const counselor = body(await call(t.app, tokens.counselor, 'GET', '/api/tickets/options')).data as {
      crisis_lexicon: unknown[];
    };
    expect(counselor.crisis_lexicon.length).toBeGreaterThan(50);
    expect(student.staff).toEqual([]);
    expect(student.priorities).toEqual(['Low', 'Medium', 'High', 'Urgent']);
    const admin = body(await call(t.app, tokens.admin, 'GET', '/api/tickets/options')).data as {
      staff: { role: string }[];
    };
    expect(admin.staff.length).toBeGreaterThan(3);
    expect(admin.staff.every((s) => s.role !== 'student')).toBe(true);
  });
});

describe('GET /api/admin/export-tickets', () => {
  it('is for admins and answers flat rows and a file name', async () => {
    expect((await call(t.app, tokens.counselor, 'GET', '/api/admin/export-tickets')).statusCode).toBe(403);
    const res = await call(
      t.app,
      tokens.admin,
      'GET',
      `/api/admin/export-tickets?format=json&ticket_ids[]=${other.id}`,
    );
    expect(res.statusCode).toBe(200);
    const data = body(res).data as { tickets: Record<string, unknown>[]; filename: string };
    expect(data.filename).toMatch(/^tickets-export-\d{4}-\d{2}-\d{2}\.json$/);
    expect(data.tickets).toHaveLength(1);
    expect(data.tickets[0]).toMatchObject({
      ticket_number: other.ticket_number,
      requester_email: 'student2@university.edu',
    });
    expect((await call(t.app, tokens.admin, 'GET', '/api/admin/export-tickets?format=xml')).statusCode).toBe(
      422,
    );
  });
});

describe('DELETE /api/tickets/:id', () => {
  it('is for admins, needs a reason, and removes the ticket with an audit entry', async () => {
    const student = await buildStudent(t.db);
    const token = await signIn(t.app, student.email);
    const ticket = await raiseTicket(t.app, token, {
      subject: 'Duplicate request',
      description: 'Sent this twice by mistake, please ignore this one.',
      category_id: academic,
    });
    expect(
      (await call(t.app, token, 'DELETE', `/api/tickets/${ticket.id}`, { reason: 'mine' })).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, tokens.counselor, 'DELETE', `/api/tickets/${ticket.id}`, { reason: 'x' }))
        .statusCode,
    ).toBe(403);
    const noReason = await call(t.app, tokens.admin, 'DELETE', `/api/tickets/${ticket.id}`, {
      reason: '   ',
    });
    expect(noReason.statusCode).toBe(422);
    expect(body(noReason).errors?.reason).toEqual(['A reason is required to delete a ticket']);
    const tooLong = await call(t.app, tokens.admin, 'DELETE', `/api/tickets/${ticket.id}`, {
      reason: 'r'.repeat(501),
    });
    expect(body(tooLong).errors?.reason).toEqual(['Reason must not exceed 500 characters']);
    const res = await call(t.app, tokens.admin, 'DELETE', `/api/tickets/${ticket.id}`, {
      reason: 'Duplicate of an earlier ticket',
      notify_user: false,
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Ticket deleted successfully');
    expect((await call(t.app, tokens.admin, 'GET', `/api/tickets/${ticket.id}`)).statusCode).toBe(404);
    const again = await call(t.app, tokens.admin, 'DELETE', `/api/tickets/${ticket.id}`, { reason: 'again' });
    expect(again.statusCode).toBe(404);
    expect(body(again).message).toBe('Ticket not found or already deleted');
    const audit = await t.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'ticket.deleted')
      .where('target_id', '=', ticket.id)
      .executeTakeFirstOrThrow();
    expect(audit.details).toContain('Duplicate of an earlier ticket');
  });

  it('e-mails the owner through the outbox when asked to', async () => {
    const ticket = await raiseTicket(t.app, tokens.student2, {
      subject: 'Old question',
      description: 'This question was answered at the front desk already.',
      category_id: academic,
    });
    const res = await call(t.app, tokens.admin, 'DELETE', `/api/tickets/${ticket.id}`, {
      reason: 'Answered in person',
      notify_user: true,
    });
    expect(res.statusCode).toBe(200);
    const outbox = path.join(t.config.dataDir, 'outbox');
    const mails = fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'));
    const mail = mails.find((m) => m.includes(ticket.ticket_number));
    expect(mail).toBeDefined();
    expect(mail).toContain('To: student2@university.edu');
    expect(mail).toContain('Answered in person');
  });
});
