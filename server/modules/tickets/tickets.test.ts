import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCategory } from '../../db/seed/factories';
import { body, call, type TestApp, type Tokens } from '../../test/setup';
import {
  closeTicketSuite,
  TICKET_DESCRIPTION as DESCRIPTION,
  type RaisedTicket,
  raiseTicket,
  setupTicketSuite,
  ticketsOf,
  userId,
} from '../../test/tickets';

let t: TestApp;
let tokens: Tokens;
let academic: number;
let mental: number;
let counselorId: number;
let own: RaisedTicket; // student's, assigned to the counselor
let other: RaisedTicket; // student2's, unassigned

beforeAll(async () => {
  ({ t, tokens, academic, mental, counselorId, own, other } = await setupTicketSuite());
});
afterAll(async () => closeTicketSuite(t));

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
  it('flags a crisis in any category, forces Urgent whatever was chosen, and tells the student a counselor was alerted', async () => {
    const res = await call(t.app, tokens.student, 'POST', '/api/tickets', {
      subject: 'Question about my exam timetable',
      description:
        "I can't do this anymore. I have been saving up my pills and I want to end my life this weekend.",
      category_id: academic,
      priority: 'Low',
    });
    expect(res.statusCode).toBe(201);
    expect(body(res).message).toBe(
      'Ticket created successfully. A counselor has been alerted and will contact you. If you are in danger now, call 911.',
    );
    const ticket = (body(res).data as { ticket: RaisedTicket }).ticket;
    expect(ticket).toMatchObject({ crisis_flag: true, priority: 'Urgent' });
    const staffView = body(
      await call(t.app, tokens.admin, 'GET', `/api/tickets/${ticket.id}?reason=Supervision`),
    ).data as {
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
    // A crisis never waits: it went to a counselor at once (Academic Support has no counselor specialist, so
    // to the counselor with the fewest open tickets: not Dr. Chen, who holds one).
    expect(ticket).toMatchObject({ auto_assigned: 'yes', assignee: { role: 'counselor' } });
    expect(ticket.assigned_to).not.toBe(counselorId);
    expect((await call(t.app, tokens.counselor, 'GET', `/api/tickets/${ticket.id}`)).statusCode).toBe(404);
    // Unassigned again, every counselor is alerted to it, so any counselor may open it; advisors may not,
    // and it does not enter the counselor's lists.
    await call(t.app, tokens.admin, 'POST', `/api/tickets/${ticket.id}/assign`, { assigned_to: null });
    const crisisRead = `/api/tickets/${ticket.id}?reason=Responding%20to%20the%20crisis%20alert`;
    expect((await call(t.app, tokens.counselor, 'GET', crisisRead)).statusCode).toBe(200);
    expect((await call(t.app, tokens.advisor, 'GET', crisisRead)).statusCode).toBe(404);
    expect((await call(t.app, tokens.student2, 'GET', crisisRead)).statusCode).toBe(404);
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
    for (const search of ["' OR 1=1 --", '"', '*', 'NEAR(', 'a:* & !b', '%_%', '<script>', 'x'.repeat(200)]) {
      const res = await call(t.app, tokens.admin, 'GET', `/api/tickets?search=${encodeURIComponent(search)}`);
      expect(res.statusCode, search).toBe(200);
    }
    expect(
      (await call(t.app, tokens.admin, 'GET', `/api/tickets?search=${'x'.repeat(201)}`)).statusCode,
    ).toBe(422);
    // NUL is refused everywhere with 422 (PostgreSQL cannot store or compare it).
    expect((await call(t.app, tokens.admin, 'GET', '/api/tickets?search=%00')).statusCode).toBe(422);
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

  it('lists by update alone with crisis_first=false (a student’s three most recent), crisis first otherwise', async () => {
    const crisis = await raiseTicket(t.app, tokens.student2, {
      subject: 'Everything is too much',
      description: 'I want to end my life tonight, I have the pills ready.',
      category_id: academic,
    });
    const later = await raiseTicket(t.app, tokens.student2, {
      subject: 'Library card renewal',
      description: 'How do I renew my library card for the spring semester please?',
      category_id: academic,
    });
    expect(crisis.crisis_flag).toBe(true);
    const recent = '/api/tickets?sort_by=updated_at&sort_direction=desc&per_page=3';
    expect(ticketsOf(await call(t.app, tokens.student2, 'GET', recent))[0]?.id).toBe(crisis.id);
    const asTheyCame = ticketsOf(await call(t.app, tokens.student2, 'GET', `${recent}&crisis_first=false`));
    expect(asTheyCame.map((x) => x.id).slice(0, 2)).toEqual([later.id, crisis.id]);
    const refused = await call(t.app, tokens.student2, 'GET', `${recent}&crisis_first=maybe`);
    expect(refused.statusCode).toBe(422);
    expect(body(refused).errors?.crisis_first).toEqual(['Must be true or false']);
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
