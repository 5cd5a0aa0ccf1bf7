import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequesterPanel } from '../../../common/schemas/requester';
import { HOUR } from '../../lib/clock';
import { body, call, type TestApp, type Tokens } from '../../test/setup';
import {
  closeTicketSuite,
  type RaisedTicket,
  raiseTicket,
  setupTicketSuite,
  TICKET_DESCRIPTION,
  userId,
} from '../../test/tickets';

const CRISIS =
  "I can't do this anymore. I have been saving up my pills and I want to end my life this weekend.";

let t: TestApp;
let tokens: Tokens;
let academic: number;
let counselorId: number;
let advisorId: number;
let studentId: number;
/** The student's crisis ticket, assigned at once to the demo counselor. */
let crisis: RaisedTicket;
/** The student's plain ticket, assigned to the counselor by the suite. */
let own: RaisedTicket;
/** Open, nobody holds it: the counselor may not open it. */
let unassigned: RaisedTicket;
/** Open, held by the advisor. */
let advisors: RaisedTicket;
/** Resolved, held by the counselor: not an open ticket. */
let resolved: RaisedTicket;
/** A crisis of the student's from last month, held by another counselor. */
let otherCrisis: RaisedTicket;
/** A crisis of the student's from two years ago. */
let oldCrisis: RaisedTicket;

const url = (id: number | string) => `/api/tickets/${id}/requester`;
const panelOf = (res: { json: () => unknown }) => (res.json() as { data: RequesterPanel }).data;

async function raise(subject: string, description = TICKET_DESCRIPTION) {
  return raiseTicket(t.app, tokens.student, { subject, description, category_id: academic });
}

async function setTicket(
  id: number,
  changes: { assigned_to?: number | null; status?: string; created_at?: string },
) {
  await t.db.updateTable('tickets').set(changes).where('id', '=', id).execute();
}

const auditRows = () =>
  t.db.selectFrom('audit_logs').selectAll().where('action', '=', 'ticket.requester_viewed').execute();

beforeAll(async () => {
  const suite = await setupTicketSuite();
  ({ t, tokens, academic, counselorId, advisorId, own } = suite);
  studentId = await userId(t.db, 'student@university.edu');
  crisis = await raise('Exam timetable question', CRISIS);
  // Whoever the crisis went to, the demo counselor holds it here.
  await setTicket(crisis.id, { assigned_to: counselorId });
  unassigned = await raise('Library card not working');
  advisors = await raise('Transfer credit question');
  await setTicket(advisors.id, { assigned_to: advisorId });
  resolved = await raise('Old resolved question');
  await setTicket(resolved.id, { assigned_to: counselorId, status: 'Resolved' });
  const otherCounselor = await userId(t.db, 'james.wilson@university.edu');
  otherCrisis = await raise('Everything at once', CRISIS);
  await setTicket(otherCrisis.id, {
    assigned_to: otherCounselor,
    status: 'Resolved',
    created_at: new Date(t.clock.now().getTime() - 30 * 24 * HOUR).toISOString(),
  });
  oldCrisis = await raise('A hard winter', CRISIS);
  await setTicket(oldCrisis.id, {
    assigned_to: counselorId,
    status: 'Closed',
    created_at: new Date(t.clock.now().getTime() - 730 * 24 * HOUR).toISOString(),
  });
});
afterAll(async () => closeTicketSuite(t));

describe('GET /api/tickets/:id/requester', () => {
  it('answers 401 signed out', async () => {
    const res = await call(t.app, null, 'GET', url(crisis.id));
    expect(res.statusCode).toBe(401);
  });

  it('refuses students, on their own ticket too', async () => {
    const res = await call(t.app, tokens.student, 'GET', url(crisis.id));
    expect(res.statusCode).toBe(403);
    expect(body(res).success).toBe(false);
    expect((await call(t.app, tokens.student2, 'GET', url(crisis.id))).statusCode).toBe(403);
  });

  it('answers 404 like ticket details for staff who may not see the ticket, and for a missing one', async () => {
    const details = await call(t.app, tokens.advisor, 'GET', `/api/tickets/${crisis.id}`);
    expect(details.statusCode).toBe(404);
    const hidden = await call(t.app, tokens.advisor, 'GET', url(crisis.id));
    expect(hidden.statusCode).toBe(404);
    expect(body(hidden).message).toBe(body(details).message);
    // The counselor does not hold the advisor's ticket.
    expect((await call(t.app, tokens.counselor, 'GET', url(advisors.id))).statusCode).toBe(404);
    const missing = await call(t.app, tokens.admin, 'GET', url(999_999));
    expect(missing.statusCode).toBe(404);
    expect(body(missing).message).toBe(body(details).message);
  });

  it('answers 422 for a bad id', async () => {
    for (const bad of ['abc', '0', '-3', '1.5', `${'9'.repeat(40)}`]) {
      const res = await call(t.app, tokens.admin, 'GET', url(bad));
      expect(res.statusCode, bad).toBe(422);
      expect(body(res).errors?.id).toBeDefined();
    }
  });

  it('shows the assignee how to reach the student, their other open tickets and their crises', async () => {
    expect(crisis.crisis_flag).toBe(true);
    const res = await call(t.app, tokens.counselor, 'GET', url(crisis.id));
    expect(res.statusCode).toBe(200);
    const panel = panelOf(res);
    expect(panel.requester).toEqual({
      id: studentId,
      name: 'Jordan Mitchell',
      email: 'student@university.edu',
      phone: '555-0142',
      preferred_phone: null,
      student_id: 'NU2024-0417',
      status: 'active',
      emergency_contact: null,
    });
    // Only the plain ticket the counselor holds; the unassigned and the advisor's are counted, not shown.
    expect(panel.open_tickets).toEqual([
      {
        id: own.id,
        ticket_number: own.ticket_number,
        subject: 'Course planning help',
        status: 'Open',
        priority: 'Medium',
        crisis_flag: false,
        slug: own.slug,
      },
    ]);
    expect(panel.open_elsewhere).toBe(2);
    const json = res.body;
    for (const hidden of [unassigned, advisors]) {
      expect(json).not.toContain(hidden.ticket_number);
      expect(json).not.toContain(String(hidden.subject));
    }
    expect(json).not.toContain(resolved.ticket_number);

    // This crisis and last month's (held by another counselor: no id, no link); not the one of two years ago.
    expect(panel.crisis_history).toEqual([
      {
        ticket_number: crisis.ticket_number,
        level: expect.any(String),
        detected_at: crisis.created_at,
        acknowledged_at: null,
        ticket_id: crisis.id,
        slug: crisis.slug,
      },
      {
        ticket_number: otherCrisis.ticket_number,
        level: expect.any(String),
        detected_at: expect.any(String),
        acknowledged_at: null,
        ticket_id: null,
        slug: null,
      },
    ]);
    expect(json).not.toContain(oldCrisis.ticket_number);
  });

  it('shows an admin every open ticket, newest first, and links every crisis', async () => {
    const res = await call(t.app, tokens.admin, 'GET', url(crisis.id));
    expect(res.statusCode).toBe(200);
    const panel = panelOf(res);
    expect(panel.open_tickets.map((ticket) => ticket.id)).toEqual([advisors.id, unassigned.id, own.id]);
    expect(panel.open_elsewhere).toBe(0);
    expect(panel.crisis_history.map((entry) => entry.ticket_id)).toEqual([crisis.id, otherCrisis.id]);
  });

  it('lists at most ten open tickets, and never one the viewer could not open', async () => {
    const extra: RaisedTicket[] = [];
    for (let i = 0; i < 11; i += 1) extra.push(await raise(`Extra question number ${i + 1}`));
    try {
      const admin = panelOf(await call(t.app, tokens.admin, 'GET', url(crisis.id)));
      expect(admin.open_tickets).toHaveLength(10);
      expect(admin.open_tickets[0]?.id).toBe(extra[10]?.id);
      const counselor = panelOf(await call(t.app, tokens.counselor, 'GET', url(crisis.id)));
      expect(counselor.open_tickets.map((ticket) => ticket.id)).toEqual([own.id]);
      expect(counselor.open_elsewhere).toBe(13);
      for (const ticket of counselor.open_tickets) {
        expect((await call(t.app, tokens.counselor, 'GET', `/api/tickets/${ticket.id}`)).statusCode).toBe(
          200,
        );
      }
    } finally {
      for (const ticket of extra) await setTicket(ticket.id, { status: 'Closed' });
    }
  });

  it('opens for any counselor on a crisis nobody holds yet, as the ticket itself does', async () => {
    await setTicket(crisis.id, { assigned_to: null });
    try {
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'james.wilson@university.edu', password: 'Password123!' },
      });
      const token = other.json().data.token as string;
      expect((await call(t.app, token, 'GET', `/api/tickets/${crisis.id}`)).statusCode).toBe(422);
      expect(
        (
          await call(
            t.app,
            token,
            'GET',
            `/api/tickets/${crisis.id}?reason=Responding%20to%20the%20crisis%20alert`,
          )
        ).statusCode,
      ).toBe(200);
      expect((await call(t.app, token, 'GET', url(crisis.id))).statusCode).toBe(200);
      // The advisor still may not.
      expect((await call(t.app, tokens.advisor, 'GET', url(crisis.id))).statusCode).toBe(404);
    } finally {
      await setTicket(crisis.id, { assigned_to: counselorId });
    }
  });

  it('audits every view on a crisis ticket, with who, from where and whose details', async () => {
    const before = (await auditRows()).length;
    const res = await t.app.inject({
      method: 'GET',
      url: url(crisis.id),
      headers: { authorization: `Bearer ${tokens.counselor}`, 'user-agent': 'RequesterTest/1.0' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await auditRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      actor_id: counselorId,
      target_type: 'ticket',
      target_id: crisis.id,
      ip: '127.0.0.1',
      user_agent: 'RequesterTest/1.0',
    });
    expect(JSON.parse(String(rows.at(-1)?.details))).toEqual({ student_id: studentId });
  });

  it('does not audit views on a plain ticket', async () => {
    const before = (await auditRows()).length;
    const res = await call(t.app, tokens.counselor, 'GET', url(own.id));
    expect(res.statusCode).toBe(200);
    const panel = panelOf(res);
    // From the plain ticket, the crisis ticket the counselor holds is one of the other open tickets.
    expect(panel.open_tickets.map((ticket) => ticket.id)).toEqual([crisis.id]);
    expect(panel.open_tickets[0]?.crisis_flag).toBe(true);
    expect(await auditRows()).toHaveLength(before);
  });

  it('shows the emergency contact and preferred phone the student keeps in My Profile', async () => {
    const saved = await call(t.app, tokens.student, 'PUT', '/api/profile', {
      preferred_phone: '+1 (555) 010-9999',
      emergency_contact_name: 'Dana Mitchell',
      emergency_contact_relationship: 'Mother',
      emergency_contact_phone: '555-0100',
    });
    expect(saved.statusCode).toBe(200);
    const panel = panelOf(await call(t.app, tokens.counselor, 'GET', url(crisis.id)));
    expect(panel.requester.preferred_phone).toBe('+1 (555) 010-9999');
    expect(panel.requester.emergency_contact).toEqual({
      name: 'Dana Mitchell',
      relationship: 'Mother',
      phone: '555-0100',
    });
  });

  it('says whether the student shared their safety plan with this viewer, and only with them', async () => {
    const before = panelOf(await call(t.app, tokens.counselor, 'GET', url(crisis.id)));
    expect(before.safety_plan_shared).toBe(false);
    const shared = await call(t.app, tokens.student, 'PUT', '/api/safety-plan/shares', {
      user_ids: [counselorId],
    });
    expect(shared.statusCode).toBe(200);
    expect(panelOf(await call(t.app, tokens.counselor, 'GET', url(crisis.id))).safety_plan_shared).toBe(true);
    // An admin sees the ticket, but the plan is not theirs to read.
    expect(panelOf(await call(t.app, tokens.admin, 'GET', url(crisis.id))).safety_plan_shared).toBe(false);
  });

  it('refuses the view when its audit row cannot be written', async () => {
    await sql`alter table audit_logs rename to audit_logs_away`.execute(t.db);
    try {
      const res = await call(t.app, tokens.counselor, 'GET', url(crisis.id));
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('555-0142');
      expect(res.body).not.toContain('Dana Mitchell');
      // A plain ticket's view is not audited, so it still answers.
      expect((await call(t.app, tokens.counselor, 'GET', url(own.id))).statusCode).toBe(200);
    } finally {
      await sql`alter table audit_logs_away rename to audit_logs`.execute(t.db);
    }
  });
});
