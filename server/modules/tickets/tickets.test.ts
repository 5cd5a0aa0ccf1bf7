import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed';
import { buildCategory, buildStudent } from '../../db/seed/factories';
import {
  body,
  call,
  createTestApp,
  signIn,
  signInDemoAccounts,
  type TestApp,
  type Tokens,
} from '../../test/setup';
import { categoryId, type RaisedTicket, raiseTicket, userId } from '../../test/tickets';

let t: TestApp;
let tokens: Tokens;
let academic: number;
let mental: number;
let counselorId: number;
let advisorId: number;
let own: RaisedTicket; // student's, assigned to the counselor
let other: RaisedTicket; // student2's, unassigned

const DESCRIPTION = 'I need help planning my courses for next semester because of a timetable clash.';

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
  tokens = await signInDemoAccounts(t.app);
  academic = await categoryId(t.db, 'Academic Support');
  mental = await categoryId(t.db, 'Mental Health & Wellbeing');
  counselorId = await userId(t.db, 'counselor@university.edu');
  advisorId = await userId(t.db, 'advisor@university.edu');
  own = await raiseTicket(t.app, tokens.student, {
    subject: 'Course planning help',
    description: DESCRIPTION,
    category_id: academic,
  });
  other = await raiseTicket(t.app, tokens.student2, {
    subject: 'Housing deposit refund',
    description: 'My housing deposit has not been refunded after moving out in May.',
    category_id: academic,
    priority: 'High',
  });
  await call(t.app, tokens.admin, 'POST', `/api/tickets/${own.id}/assign`, { assigned_to: counselorId });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

const ticketsOf = (res: { json: () => unknown }) =>
  (res.json() as { data: { tickets: RaisedTicket[] } }).data.tickets;

describe('POST /api/tickets', () => {
  it('returns 401 when signed out and 403 for counselors and advisors', async () => {
    const payload = { subject: 'Valid subject', description: DESCRIPTION, category_id: academic };
    expect((await call(t.app, null, 'POST', '/api/tickets', payload)).statusCode).toBe(401);
    expect((await call(t.app, tokens.counselor, 'POST', '/api/tickets', payload)).statusCode).toBe(403);
    expect((await call(t.app, tokens.advisor, 'POST', '/api/tickets', payload)).statusCode).toBe(403);
  });

  it('creates a ticket with a readable number, the category SLA and an Open status', async () => {
    const res = await call(t.app, tokens.student, 'POST', '/api/tickets', {
      subject: '  Extension request for essay  ',
      description: `  ${DESCRIPTION}  `,
      category_id: academic,
      priority: 'Low',
    });
    expect(res.statusCode).toBe(201);
    const json = body(res);
    expect(json.message).toBe('Ticket created successfully');
    const ticket = (json.data as { ticket: Record<string, unknown> }).ticket;
    expect(ticket).toMatchObject({
      subject: 'Extension request for essay',
      description: DESCRIPTION,
      status: 'Open',
      priority: 'Low',
      crisis_flag: false,
      auto_assigned: 'no',
      assigned_to: null,
      category: { name: 'Academic Support', sla_response_hours: 48 },
    });
    expect(ticket.ticket_number).toMatch(/^TKT-\d{4}-\d{6}$/);
    expect(ticket.slug).toMatch(
      new RegExp(`^${ticket.id}-academic-support-extension-request-for-essay-tkt-`),
    );
    const hours =
      (Date.parse(String(ticket.sla_deadline)) - Date.parse(String(ticket.created_at))) / 3600_000;
    expect(hours).toBe(48);
    expect(ticket).not.toHaveProperty('crisis_score');
    expect((json.data as { attachment_summary: unknown }).attachment_summary).toEqual({ uploaded: 0 });
  });

  it('returns 422 with the spec messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ description: DESCRIPTION, category_id: academic }, 'subject', 'Subject is required'],
      [{ subject: '   ', description: DESCRIPTION, category_id: academic }, 'subject', 'Subject is required'],
      [
        { subject: 'Hey', description: DESCRIPTION, category_id: academic },
        'subject',
        'Subject must be at least 5 characters long',
      ],
      [
        { subject: 's'.repeat(256), description: DESCRIPTION, category_id: academic },
        'subject',
        'Subject must not exceed 255 characters',
      ],
      [{ subject: 'Valid subject', category_id: academic }, 'description', 'Description is required'],
      [
        { subject: 'Valid subject', description: 'Too short', category_id: academic },
        'description',
        'Description must be at least 20 characters long',
      ],
      [
        { subject: 'Valid subject', description: 'd'.repeat(5001), category_id: academic },
        'description',
        'Description must not exceed 5000 characters',
      ],
      [
        { subject: 'Valid subject', description: DESCRIPTION },
        'category_id',
        'Please select a valid category',
      ],
      [
        { subject: 'Valid subject', description: DESCRIPTION, category_id: 'abc' },
        'category_id',
        'Please select a valid category',
      ],
      [
        { subject: 'Valid subject', description: DESCRIPTION, category_id: 999999 },
        'category_id',
        'Please select a valid category',
      ],
      [
        { subject: 'Valid subject', description: DESCRIPTION, category_id: academic, priority: 'Critical' },
        'priority',
        'Invalid priority selected',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call(t.app, tokens.student, 'POST', '/api/tickets', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(body(res).errors?.[field]).toContain(message);
    }
  });

  it('refuses an inactive category with "Selected category is not available"', async () => {
    const retired = await buildCategory(t.db, { name: 'Old Category', is_active: 0 });
    const res = await call(t.app, tokens.student, 'POST', '/api/tickets', {
      subject: 'Valid subject',
      description: DESCRIPTION,
      category_id: retired.id,
    });
    expect(res.statusCode).toBe(422);
    expect(body(res).errors?.category_id).toEqual(['Selected category is not available']);
  });

  it('keeps SQL and script text as plain text', async () => {
    const subject = "<script>alert('x')</script> Robert'); DROP TABLE tickets;--";
    const ticket = await raiseTicket(t.app, tokens.student2, {
      subject,
      description: `${subject} ${DESCRIPTION}`,
      category_id: academic,
    });
    expect(ticket.subject).toBe(subject);
    expect(await t.db.selectFrom('tickets').select('id').execute()).not.toHaveLength(0);
  });

  it('lets an admin raise a ticket for a student, and no one else', async () => {
    const studentId = await userId(t.db, 'student2@university.edu');
    const res = await call(t.app, tokens.admin, 'POST', '/api/tickets', {
      subject: 'Raised at the front desk',
      description: 'The student came to the front desk asking about a tuition payment plan.',
      category_id: academic,
      created_for: studentId,
    });
    expect(res.statusCode).toBe(201);
    expect(body(res).data).toMatchObject({ ticket: { user_id: studentId, created_for: studentId } });
    const student = await call(t.app, tokens.student, 'POST', '/api/tickets', {
      subject: 'Raised for someone',
      description: DESCRIPTION,
      category_id: academic,
      created_for: studentId,
    });
    expect(student.statusCode).toBe(403);
    const notStudent = await call(t.app, tokens.admin, 'POST', '/api/tickets', {
      subject: 'Raised for staff',
      description: DESCRIPTION,
      category_id: academic,
      created_for: counselorId,
    });
    expect(notStudent.statusCode).toBe(422);
    expect(body(notStudent).errors?.created_for).toEqual(['Invalid student selected']);
  });
});

describe('crisis screening at creation', () => {
  it('flags a crisis in any category, forces Urgent whatever was chosen, and says it was escalated', async () => {
    const res = await call(t.app, tokens.student, 'POST', '/api/tickets', {
      subject: 'Question about my exam timetable',
      description:
        "I can't do this anymore. I have been saving up my pills and I want to end my life this weekend.",
      category_id: academic,
      priority: 'Low',
    });
    expect(res.statusCode).toBe(201);
    expect(body(res).message).toBe('Ticket created successfully (Crisis detected - escalated)');
    const ticket = (body(res).data as { ticket: RaisedTicket }).ticket;
    expect(ticket).toMatchObject({ crisis_flag: true, priority: 'Urgent' });
    const staffView = body(await call(t.app, tokens.admin, 'GET', `/api/tickets/${ticket.id}`)).data as {
      ticket: {
        crisis_level: string;
        crisis_score: number;
        priority_score: number;
        detected_crisis_keywords: unknown[];
        history: { field: string }[];
      };
    };
    expect(['medium', 'high', 'critical']).toContain(staffView.ticket.crisis_level);
    expect(staffView.ticket.priority_score).toBeGreaterThan(100);
    expect(staffView.ticket.detected_crisis_keywords.length).toBeGreaterThan(0);
    expect(staffView.ticket.history.map((h) => h.field)).toContain('crisis_flag');
    // Every counselor is alerted to an unassigned crisis, so any counselor may open it; advisors may not,
    // and it does not enter the counselor's lists.
    expect((await call(t.app, tokens.counselor, 'GET', `/api/tickets/${ticket.id}`)).statusCode).toBe(200);
    expect((await call(t.app, tokens.advisor, 'GET', `/api/tickets/${ticket.id}`)).statusCode).toBe(404);
    expect((await call(t.app, tokens.student2, 'GET', `/api/tickets/${ticket.id}`)).statusCode).toBe(404);
    const counselorList = ticketsOf(await call(t.app, tokens.counselor, 'GET', '/api/tickets?per_page=100'));
    expect(counselorList.map((x) => x.id)).not.toContain(ticket.id);
    // The student sees the flag (and so the emergency contacts) but not the scoring.
    const own = body(await call(t.app, tokens.student, 'GET', `/api/tickets/${ticket.id}`)).data as {
      ticket: Record<string, unknown>;
    };
    expect(own.ticket.crisis_flag).toBe(true);
    expect(own.ticket.detected_crisis_keywords).toEqual([]);
    expect(own.ticket).not.toHaveProperty('crisis_score');
  });

  it('does not flag harmless idioms', async () => {
    const ticket = await raiseTicket(t.app, tokens.student, {
      subject: 'This statistics exam is killing me',
      description: 'I am dying to know my grade; could someone shoot me an email about the resit dates?',
      category_id: academic,
      priority: 'Low',
    });
    expect(ticket).toMatchObject({ crisis_flag: false, priority: 'Low' });
  });
});

describe('GET /api/tickets', () => {
  it('returns 401 when signed out', async () => {
    expect((await call(t.app, null, 'GET', '/api/tickets')).statusCode).toBe(401);
  });

  it('shows a student only their own tickets, even when searching for another', async () => {
    const list = ticketsOf(await call(t.app, tokens.student, 'GET', '/api/tickets?per_page=100'));
    expect(list.map((x) => x.id)).toContain(own.id);
    expect(list.map((x) => x.id)).not.toContain(other.id);
    const search = ticketsOf(
      await call(t.app, tokens.student, 'GET', '/api/tickets?search=housing%20deposit'),
    );
    expect(search).toEqual([]);
  });

  it('shows counselors only what is assigned to them and advisors nothing unassigned', async () => {
    const list = ticketsOf(await call(t.app, tokens.counselor, 'GET', '/api/tickets?per_page=100'));
    expect(list.map((x) => x.id)).toEqual([own.id]);
    expect(ticketsOf(await call(t.app, tokens.advisor, 'GET', '/api/tickets'))).toEqual([]);
  });

  it('shows admins everything, crisis tickets first', async () => {
    const list = ticketsOf(await call(t.app, tokens.admin, 'GET', '/api/tickets?per_page=100'));
    expect(list.map((x) => x.id)).toEqual(expect.arrayContaining([own.id, other.id]));
    const firstNonCrisis = list.findIndex((x) => !x.crisis_flag);
    expect(list.slice(firstNonCrisis).some((x) => x.crisis_flag)).toBe(false);
  });

  it('searches subject, requester email and ticket number, case-insensitively', async () => {
    const bySubject = ticketsOf(await call(t.app, tokens.admin, 'GET', '/api/tickets?search=HOUSING'));
    expect(bySubject.map((x) => x.id)).toContain(other.id);
    const byEmail = ticketsOf(
      await call(t.app, tokens.admin, 'GET', '/api/tickets?search=student2%40university.edu'),
    );
    expect(byEmail.map((x) => x.id)).toContain(other.id);
    const byNumber = ticketsOf(
      await call(t.app, tokens.admin, 'GET', `/api/tickets?search=${other.ticket_number}`),
    );
    expect(byNumber.map((x) => x.id)).toEqual([other.id]);
    const byAssignee = ticketsOf(await call(t.app, tokens.admin, 'GET', '/api/tickets?search=sarah%20chen'));
    expect(byAssignee.map((x) => x.id)).toContain(own.id);
  });

  it('treats hostile search strings as words', async () => {
    for (const search of [
      "' OR 1=1 --",
      '"',
      '*',
      'NEAR(',
      'a:* & !b',
      '%_%',
      '<script>',
      '\u0000',
      'x'.repeat(200),
    ]) {
      const res = await call(t.app, tokens.admin, 'GET', `/api/tickets?search=${encodeURIComponent(search)}`);
      expect(res.statusCode, search).toBe(200);
    }
    expect(
      (await call(t.app, tokens.admin, 'GET', `/api/tickets?search=${'x'.repeat(201)}`)).statusCode,
    ).toBe(422);
  });

  it('filters by status, priority, category, assignment and crisis, with key[] arrays', async () => {
    const high = ticketsOf(
      await call(
        t.app,
        tokens.admin,
        'GET',
        '/api/tickets?priority[]=High&status[]=Open&status[]=In%20Progress',
      ),
    );
    expect(high.every((x) => x.priority === 'High')).toBe(true);
    expect(high.map((x) => x.id)).toContain(other.id);
    const unassigned = ticketsOf(
      await call(t.app, tokens.admin, 'GET', '/api/tickets?assigned=unassigned&per_page=100'),
    );
    expect(unassigned.map((x) => x.id)).not.toContain(own.id);
    const crisis = ticketsOf(await call(t.app, tokens.admin, 'GET', '/api/tickets?crisis_flag=true'));
    expect(crisis.every((x) => x.crisis_flag)).toBe(true);
    const bySlug = ticketsOf(
      await call(t.app, tokens.admin, 'GET', '/api/tickets?category=mental-health-and-wellbeing'),
    );
    expect(bySlug).toEqual([]);
    const ignored = ticketsOf(
      await call(
        t.app,
        tokens.admin,
        'GET',
        '/api/tickets?status=all&priority=&category_id=null&per_page=100',
      ),
    );
    expect(ignored.length).toBeGreaterThanOrEqual(2);
    void mental;
  });

  it('pages with the contract pagination and refuses out-of-range paging', async () => {
    const res = await call(t.app, tokens.admin, 'GET', '/api/tickets?per_page=1&page=2');
    expect(res.statusCode).toBe(200);
    const data = body(res).data as { pagination: Record<string, unknown>; tickets: unknown[] };
    expect(data.tickets).toHaveLength(1);
    expect(data.pagination).toMatchObject({
      current_page: 2,
      per_page: 1,
      from: 2,
      to: 2,
      has_more_pages: true,
    });
    for (const query of [
      'per_page=0',
      'per_page=101',
      'page=0',
      'page=-1',
      'page=abc',
      'sort_by=password',
      'status[]=Deleted',
    ]) {
      expect((await call(t.app, tokens.admin, 'GET', `/api/tickets?${query}`)).statusCode, query).toBe(422);
    }
    const beyond = body(await call(t.app, tokens.admin, 'GET', '/api/tickets?page=999'));
    expect(beyond.data).toMatchObject({
      tickets: [],
      pagination: { current_page: 999, from: null, to: null },
    });
  });

  it('sorts by priority, most urgent first when descending', async () => {
    const list = ticketsOf(
      await call(
        t.app,
        tokens.admin,
        'GET',
        '/api/tickets?sort_by=priority&sort_direction=desc&crisis_flag=false&per_page=100',
      ),
    );
    const ranks = list.map((x) => ['Urgent', 'High', 'Medium', 'Low'].indexOf(x.priority));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });
});

describe('GET /api/tickets/stats', () => {
  it('counts within the viewer scope', async () => {
    expect((await call(t.app, null, 'GET', '/api/tickets/stats')).statusCode).toBe(401);
    const counselor = body(await call(t.app, tokens.counselor, 'GET', '/api/tickets/stats')).data as {
      stats: Record<string, number>;
    };
    expect(counselor.stats).toMatchObject({ total: 1, my_assigned: 1, unassigned: 0 });
    const admin = body(await call(t.app, tokens.admin, 'GET', '/api/tickets/stats')).data as {
      stats: Record<string, number>;
    };
    expect(admin.stats.total).toBeGreaterThanOrEqual(4);
    expect(admin.stats.crisis).toBeGreaterThanOrEqual(1);
    expect(admin.stats.unassigned).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /api/tickets/:id', () => {
  it('answers 401, 404 for tickets the viewer may not see, 422 for a bad id', async () => {
    expect((await call(t.app, null, 'GET', `/api/tickets/${own.id}`)).statusCode).toBe(401);
    expect((await call(t.app, tokens.student2, 'GET', `/api/tickets/${own.id}`)).statusCode).toBe(404);
    expect((await call(t.app, tokens.advisor, 'GET', `/api/tickets/${own.id}`)).statusCode).toBe(404);
    expect((await call(t.app, tokens.counselor, 'GET', `/api/tickets/${other.id}`)).statusCode).toBe(404);
    const bad = await call(t.app, tokens.student, 'GET', '/api/tickets/abc');
    expect(bad.statusCode).toBe(422);
    expect(body(bad).message).toBe('Invalid ticket ID');
    expect((await call(t.app, tokens.student, 'GET', '/api/tickets/0')).statusCode).toBe(422);
  });

  it('gives the owner the ticket with its thread and reply right, and no history', async () => {
    const res = await call(t.app, tokens.student, 'GET', `/api/tickets/${own.id}`);
    expect(res.statusCode).toBe(200);
    const ticket = (body(res).data as { ticket: Record<string, unknown> }).ticket;
    expect(ticket).toMatchObject({ id: own.id, can_reply: true, responses: [], attachments: [] });
    expect(ticket).not.toHaveProperty('history');
    expect(ticket.assignee).toMatchObject({ id: counselorId, name: 'Dr. Sarah Chen' });
  });
});

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
      body(await call(t.app, tokens.admin, 'GET', `/api/tickets/${ticket.id}`)).data as {
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
  it('gives the active categories, the crisis lexicon, and staff only to admins', async () => {
    const student = body(await call(t.app, tokens.student, 'GET', '/api/tickets/options')).data as {
      categories: { is_active: boolean }[];
      crisis_lexicon: unknown[];
      staff: unknown[];
      priorities: string[];
    };
    expect(student.categories.every((c) => c.is_active)).toBe(true);
    expect(student.crisis_lexicon.length).toBeGreaterThan(50);
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
