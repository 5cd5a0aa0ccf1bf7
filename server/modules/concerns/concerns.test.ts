import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenWithSecondOpinion } from '../../../common/crisis/classifier/opinion';
import type { ConcernItem, ConcernList } from '../../../common/schemas/concerns';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import type { RaisedTicket } from '../../test/tickets';
import { CALM, CRISIS, ticketFor } from '../screening-reviews/test-tickets';
import { CONCERN, CONCERN_REPLY, CONCERN_SUBJECT, QUEUE, reviewUrl } from './test-tickets';

let t: TestApp;
let tokens: Tokens;
let concern: RaisedTicket; // the student's possible concern, unassigned
let concernWithAdvisor: RaisedTicket; // student2's possible concern, assigned to the advisor
let calm: RaisedTicket; // student2's, not flagged, unassigned: only admins may open it
let crisis: RaisedTicket; // the student's crisis, assigned to the counselor

const listOf = async (token: string, query = '') => {
  const res = await call(t.app, token, 'GET', `${QUEUE}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body(res).data as ConcernList;
};
const flagOf = async (id: number) =>
  t.db
    .selectFrom('tickets')
    .select(['possible_concern', 'concern_raised_at', 'concern_reviewed_at', 'concern_outcome'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  const raise = (token: string, subject: string, description: string, assignee: string | null) =>
    ticketFor(t, tokens, { token, subject, description, assignee });
  concern = await raise(tokens.student, CONCERN_SUBJECT, CONCERN, null);
  t.clock.advance(60_000);
  concernWithAdvisor = await raise(tokens.student2, 'Checking in', CONCERN, 'advisor@university.edu');
  calm = await raise(tokens.student2, 'Course planning', CALM, null);
  crisis = await raise(tokens.student, 'Exam timetable question', CRISIS, 'counselor@university.edu');
});
afterAll(async () => t.close());

describe('screening sets the flag', () => {
  it('the test texts are possible concerns below medium for the product engine', () => {
    for (const text of [`${CONCERN_SUBJECT}\n${CONCERN}`, CONCERN_REPLY]) {
      const result = screenWithSecondOpinion(text);
      expect(result.possible_concern, text).toBe(true);
      expect(['none', 'low']).toContain(result.level);
    }
  });

  it('flags a possible concern when a ticket is raised, never a calm ticket or a crisis', async () => {
    expect(await flagOf(concern.id)).toMatchObject({ possible_concern: 1, concern_reviewed_at: null });
    expect((await flagOf(concern.id)).concern_raised_at).not.toBeNull();
    expect(concern.crisis_flag).toBe(false);
    expect(concern.priority).not.toBe('Urgent');
    expect((await flagOf(calm.id)).possible_concern).toBe(0);
    expect(crisis.crisis_flag).toBe(true);
    expect((await flagOf(crisis.id)).possible_concern).toBe(0);
  });

  it('shows staff the concern on the ticket and never the student', async () => {
    const staff = await call(t.app, tokens.admin, 'GET', `/api/tickets/${concern.id}`);
    expect((body(staff).data as { ticket: { concern: unknown } }).ticket.concern).toMatchObject({
      state: 'open',
      outcome: null,
    });
    const student = await call(t.app, tokens.student, 'GET', `/api/tickets/${concern.id}`);
    expect(student.statusCode).toBe(200);
    expect(student.body).not.toContain('concern');
    const list = await call(t.app, tokens.student, 'GET', '/api/tickets');
    expect(list.body).not.toContain('concern');
  });

  it("a student's reply with a possible concern flags a calm ticket", async () => {
    const mine = await ticketFor(t, tokens, {
      token: tokens.student,
      subject: 'Library fines',
      description: CALM,
      assignee: 'counselor@university.edu',
    });
    expect((await flagOf(mine.id)).possible_concern).toBe(0);
    const reply = await call(t.app, tokens.student, 'POST', `/api/tickets/${mine.id}/responses`, {
      message: CONCERN_REPLY,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(await flagOf(mine.id)).toMatchObject({ possible_concern: 1, concern_reviewed_at: null });
    // Reviewed, then a new worrying reply puts it back in the open queue.
    expect(
      (await call(t.app, tokens.counselor, 'POST', reviewUrl(mine.id), { outcome: 'no_action' })).statusCode,
    ).toBe(200);
    await call(t.app, tokens.student, 'POST', `/api/tickets/${mine.id}/responses`, {
      message: CONCERN_REPLY,
    });
    expect(await flagOf(mine.id)).toMatchObject({
      possible_concern: 1,
      concern_reviewed_at: null,
      concern_outcome: null,
    });
    await t.db.updateTable('tickets').set({ possible_concern: 0 }).where('id', '=', mine.id).execute();
  });
});

describe('GET /api/tickets/concerns', () => {
  it('401 signed out, 403 for students and advisors, 422 for a bad state or page', async () => {
    expect((await call(t.app, null, 'GET', QUEUE)).statusCode).toBe(401);
    for (const token of [tokens.student, tokens.advisor]) {
      const res = await call(t.app, token, 'GET', QUEUE);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(CONCERN_SUBJECT);
    }
    const state = await call(t.app, tokens.counselor, 'GET', `${QUEUE}?state=closed`);
    expect(state.statusCode).toBe(422);
    expect(body(state).errors?.state).toEqual(['State must be open or reviewed']);
    const page = await call(t.app, tokens.counselor, 'GET', `${QUEUE}?page=0`);
    expect(page.statusCode).toBe(422);
    expect(body(page).errors?.page).toEqual(['Page must be at least 1']);
  });

  it('lists the open ones oldest first with their age, for counselors and admins', async () => {
    t.clock.advance(90 * 60_000);
    for (const token of [tokens.counselor, tokens.admin]) {
      const list = await listOf(token);
      expect(list.concerns.map((c) => c.ticket_id)).toEqual([concern.id, concernWithAdvisor.id]);
      const [first, second] = list.concerns as [ConcernItem, ConcernItem];
      expect(first).toMatchObject({
        state: 'open',
        subject: CONCERN_SUBJECT,
        can_open: true,
        overdue: false,
      });
      expect(first.age_minutes).toBe(91);
      expect(second.age_minutes).toBe(90);
      expect(list.counts).toEqual({ open: 2, reviewed: 0, overdue: 0 });
      expect(list.pagination).toMatchObject({ total: 2, current_page: 1 });
    }
    const paged = await listOf(tokens.counselor, '?per_page=1&page=2');
    expect(paged.concerns.map((c) => c.ticket_id)).toEqual([concernWithAdvisor.id]);
  });

  it('marks the ones waiting longer than a day as overdue', async () => {
    // Sessions would expire if the clock moved a day: the concerns were raised a day earlier instead.
    const dayAgo = new Date(t.clock.now().getTime() - 25 * 3_600_000).toISOString();
    for (const id of [concern.id, concernWithAdvisor.id])
      await t.db.updateTable('tickets').set({ concern_raised_at: dayAgo }).where('id', '=', id).execute();
    const list = await listOf(tokens.counselor);
    expect(list.concerns.map((c) => c.overdue)).toEqual([true, true]);
    expect(list.counts.overdue).toBe(2);
  });
});

describe('who may open a possible-concern ticket (tickets/policy.ts)', () => {
  it('any counselor while it is open, but it does not join their lists; advisors only their own', async () => {
    expect((await call(t.app, tokens.counselor, 'GET', `/api/tickets/${concern.id}`)).statusCode).toBe(200);
    const mine = await call(t.app, tokens.counselor, 'GET', '/api/tickets?per_page=100');
    expect(mine.body).not.toContain(concern.ticket_number);
    expect((await call(t.app, tokens.advisor, 'GET', `/api/tickets/${concern.id}`)).statusCode).toBe(404);
    expect(
      (await call(t.app, tokens.advisor, 'GET', `/api/tickets/${concernWithAdvisor.id}`)).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/tickets/:id/concern-review', () => {
  it('401 signed out, 403 for students (even their own) and advisors (even their own)', async () => {
    expect(
      (await call(t.app, null, 'POST', reviewUrl(concern.id), { outcome: 'no_action' })).statusCode,
    ).toBe(401);
    expect(
      (await call(t.app, tokens.student, 'POST', reviewUrl(concern.id), { outcome: 'no_action' })).statusCode,
    ).toBe(403);
    const advisor = await call(t.app, tokens.advisor, 'POST', reviewUrl(concernWithAdvisor.id), {
      outcome: 'no_action',
    });
    expect(advisor.statusCode).toBe(403);
    expect((await flagOf(concernWithAdvisor.id)).concern_reviewed_at).toBeNull();
  });

  it('404 for a missing ticket, one the reviewer may not open, or one not in the queue', async () => {
    const valid = { outcome: 'no_action' };
    const cases = [
      [tokens.admin, 999_999, 'Ticket not found'],
      [tokens.counselor, calm.id, 'Ticket not found'],
      [tokens.admin, calm.id, 'This ticket is not in the possible-concern queue'],
      [tokens.counselor, crisis.id, 'This ticket is not in the possible-concern queue'],
    ] as const;
    for (const [token, id, message] of cases) {
      const res = await call(t.app, token, 'POST', reviewUrl(id), valid);
      expect(res.statusCode, `${id}`).toBe(404);
      expect(body(res).message).toBe(message);
    }
  });

  it('422 with clear messages for bad input', async () => {
    const cases = [
      [{}, 'outcome', 'Choose an outcome: no action needed, reached out to the student, or escalated'],
      [
        { outcome: 'ignored' },
        'outcome',
        'Choose an outcome: no action needed, reached out to the student, or escalated',
      ],
      [{ outcome: 'no_action', note: 'x'.repeat(1001) }, 'note', 'Note must not exceed 1000 characters'],
    ] as const;
    for (const [payload, field, message] of cases) {
      const res = await call(t.app, tokens.counselor, 'POST', reviewUrl(concern.id), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(body(res).errors?.[field]).toEqual([message]);
    }
    // A wrong type is refused before validation (400), with the field named.
    const wrong = await call(t.app, tokens.counselor, 'POST', reviewUrl(concern.id), {
      outcome: 'no_action',
      note: 5,
    });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).errors?.note).toBeDefined();
    const id = await call(t.app, tokens.counselor, 'POST', '/api/tickets/abc/concern-review', {
      outcome: 'no_action',
    });
    expect(id.statusCode).toBe(422);
    expect((await flagOf(concern.id)).concern_reviewed_at).toBeNull();
  });

  it('marks it reviewed with history and audit, then it leaves the open queue and the counselor loses access', async () => {
    const res = await call(t.app, tokens.counselor, 'POST', reviewUrl(concern.id), {
      outcome: 'reached_out',
      note: '  Called the student, follow-up booked.  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = (body(res).data as { concern: ConcernItem }).concern;
    expect(item).toMatchObject({
      state: 'reviewed',
      outcome: 'reached_out',
      note: 'Called the student, follow-up booked.',
      reviewed_by: { name: 'Dr. Sarah Chen' },
      overdue: false,
    });
    const audit = await t.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'ticket.concern_reviewed')
      .where('target_id', '=', concern.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target_type: 'ticket', target_id: concern.id });
    expect(audit[0]?.details).not.toContain('follow-up');
    const history = await t.db
      .selectFrom('ticket_history')
      .selectAll()
      .where('ticket_id', '=', concern.id)
      .where('field', '=', 'possible_concern')
      .execute();
    expect(history).toHaveLength(1);

    const again = await call(t.app, tokens.admin, 'POST', reviewUrl(concern.id), { outcome: 'no_action' });
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toContain('already reviewed by');

    expect((await listOf(tokens.counselor)).concerns.map((c) => c.ticket_id)).toEqual([
      concernWithAdvisor.id,
    ]);
    // The counselor who reviewed it keeps it (to follow up), though it is not assigned to them.
    expect((await call(t.app, tokens.counselor, 'GET', `/api/tickets/${concern.id}`)).statusCode).toBe(200);
    const reviewed = await listOf(tokens.counselor, '?state=reviewed');
    expect(reviewed.concerns[0]).toMatchObject({ ticket_id: concern.id, can_open: true });
  });

  it('once someone else reviewed it, a counselor it is not assigned to may no longer open it', async () => {
    const res = await call(t.app, tokens.admin, 'POST', reviewUrl(concernWithAdvisor.id), {
      outcome: 'escalated',
    });
    expect(res.statusCode, res.body).toBe(200);
    const reviewed = await listOf(tokens.counselor, '?state=reviewed');
    expect(reviewed.concerns.map((c) => c.ticket_id)).toEqual([concernWithAdvisor.id, concern.id]);
    // Its subject is left out for them; the admin sees it.
    expect(reviewed.concerns[0]).toMatchObject({ can_open: false, subject: null, outcome: 'escalated' });
    expect((await listOf(tokens.admin, '?state=reviewed')).concerns[0]).toMatchObject({
      can_open: true,
      subject: 'Checking in',
    });
    const hidden = await call(t.app, tokens.counselor, 'GET', `/api/tickets/${concernWithAdvisor.id}`);
    expect(hidden.statusCode).toBe(404);
    expect((await listOf(tokens.admin)).counts).toMatchObject({ open: 0, reviewed: 2 });
  });
});
