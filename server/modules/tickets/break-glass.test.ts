import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BREAK_GLASS_MESSAGES as M } from '../../../common/schemas/break-glass';
import { body, call, type TestApp, type Tokens } from '../../test/setup';
import {
  closeTicketSuite,
  type RaisedTicket,
  raiseTicket,
  setupTicketSuite,
  userId,
} from '../../test/tickets';

let t: TestApp;
let tokens: Tokens;
let mental: number;
let counselorId: number;
let own: RaisedTicket; // student's, assigned to the counselor, not a crisis
let crisis: RaisedTicket; // student's crisis, assigned to the counselor

const SUBJECT = 'I cannot go on like this';
const WORDS =
  "I can't do this anymore. I have been saving up my pills and I want to end my life this weekend.";
const NOTE = 'Internal: spoke with the residence tutor about the room change.';
const REASON = 'Responding to the crisis alert';

const url = (id: number, reason?: string) =>
  `/api/tickets/${id}${reason === undefined ? '' : `?reason=${encodeURIComponent(reason)}`}`;
const glassRows = (id: number) =>
  t.db
    .selectFrom('audit_logs')
    .select(['actor_id', 'action', 'details'])
    .where('target_type', '=', 'ticket')
    .where('target_id', '=', id)
    .where('action', 'in', ['ticket.crisis_read', 'ticket.internal_read'])
    .orderBy('id')
    .execute();
const assign = (id: number, to: number | null) =>
  t.db.updateTable('tickets').set({ assigned_to: to }).where('id', '=', id).execute();

beforeAll(async () => {
  ({ t, tokens, mental, counselorId, own } = await setupTicketSuite());
  crisis = await raiseTicket(t.app, tokens.student, {
    subject: SUBJECT,
    description: WORDS,
    category_id: mental,
  });
  expect(crisis.crisis_flag).toBe(true);
  await assign(crisis.id, counselorId);
  const note = await call(t.app, tokens.counselor, 'POST', `/api/tickets/${own.id}/responses`, {
    message: NOTE,
    is_internal: true,
  });
  expect(note.statusCode, note.body).toBe(201);
});
afterAll(async () => closeTicketSuite(t));

describe('break the glass: crisis tickets', () => {
  it('refuses the signed out (401) with or without a reason', async () => {
    expect((await call(t.app, null, 'GET', url(crisis.id))).statusCode).toBe(401);
    expect((await call(t.app, null, 'GET', url(crisis.id, REASON))).statusCode).toBe(401);
  });

  it('an admin without a reason gets 422 with the message and nothing of the ticket', async () => {
    const res = await call(t.app, tokens.admin, 'GET', url(crisis.id));
    expect(res.statusCode).toBe(422);
    expect(body(res).errors?.reason).toEqual([M.crisisReason]);
    expect(res.body).not.toContain(SUBJECT);
    expect(res.body).not.toContain('pills');
    const blank = await call(t.app, tokens.admin, 'GET', url(crisis.id, '   '));
    expect(blank.statusCode).toBe(422);
    expect(await glassRows(crisis.id)).toHaveLength(0);
  });

  it('with a reason the admin reads it, and exactly one audit row holds the reason, never the text', async () => {
    const res = await call(t.app, tokens.admin, 'GET', url(crisis.id, `  ${REASON}  `));
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data?.ticket).toMatchObject({ subject: SUBJECT, description: WORDS });
    const rows = await glassRows(crisis.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.action).toBe('ticket.crisis_read');
    expect(rows[0]?.actor_id).toBe(await userId(t.db, 'admin@university.edu'));
    expect(JSON.parse(rows[0]?.details ?? '{}')).toEqual({ reason: REASON, as: 'admin' });
    expect(rows[0]?.details).not.toContain('pills');
  });

  it('the student and the assignee read as before: no reason, no break-the-glass row', async () => {
    const before = (await glassRows(crisis.id)).length;
    expect((await call(t.app, tokens.student, 'GET', url(crisis.id))).statusCode).toBe(200);
    expect((await call(t.app, tokens.counselor, 'GET', url(crisis.id))).statusCode).toBe(200);
    expect((await call(t.app, tokens.counselor, 'GET', url(crisis.id, REASON))).statusCode).toBe(200);
    expect(await glassRows(crisis.id)).toHaveLength(before);
  });

  it('an alerted staff member gives a reason too, recorded as alerted', async () => {
    const advisorId = await userId(t.db, 'advisor@university.edu');
    await t.db
      .insertInto('crisis_alert_recipients')
      .values({
        ticket_id: crisis.id,
        user_id: advisorId,
        reason: 'on_call',
        alerted_at: t.clock.now().toISOString(),
      })
      .execute();
    const refused = await call(t.app, tokens.advisor, 'GET', url(crisis.id));
    expect(refused.statusCode).toBe(422);
    expect(refused.body).not.toContain(SUBJECT);
    const before = (await glassRows(crisis.id)).length;
    const read = await call(t.app, tokens.advisor, 'GET', url(crisis.id, 'On call tonight'));
    expect(read.statusCode).toBe(200);
    const rows = await glassRows(crisis.id);
    expect(rows).toHaveLength(before + 1);
    expect(JSON.parse(rows.at(-1)?.details ?? '{}')).toEqual({ reason: 'On call tonight', as: 'alerted' });
    await t.db.deleteFrom('crisis_alert_recipients').where('user_id', '=', advisorId).execute();
  });

  it('a counselor on an unassigned crisis reads with a reason, as counselor', async () => {
    await assign(crisis.id, null);
    const other = await call(t.app, tokens.counselor, 'GET', url(crisis.id));
    expect(other.statusCode).toBe(422);
    expect((await call(t.app, tokens.counselor, 'GET', url(crisis.id, REASON))).statusCode).toBe(200);
    const rows = await glassRows(crisis.id);
    expect(JSON.parse(rows.at(-1)?.details ?? '{}')).toMatchObject({ as: 'counselor' });
    await assign(crisis.id, counselorId);
  });

  it('a reason never widens access: no access is 404 with or without it', async () => {
    const before = (await glassRows(crisis.id)).length;
    for (const token of [tokens.advisor, tokens.student2]) {
      expect((await call(t.app, token, 'GET', url(crisis.id))).statusCode).toBe(404);
      expect((await call(t.app, token, 'GET', url(crisis.id, REASON))).statusCode).toBe(404);
    }
    expect(await glassRows(crisis.id)).toHaveLength(before);
  });

  it('a reason over 1000 characters is a 422 with its message; 1000 are fine', async () => {
    const long = await call(t.app, tokens.admin, 'GET', url(crisis.id, 'x'.repeat(1001)));
    expect(long.statusCode).toBe(422);
    expect(body(long).errors?.reason).toEqual([M.reasonTooLong]);
    expect((await call(t.app, tokens.admin, 'GET', url(crisis.id, 'x'.repeat(1000)))).statusCode).toBe(200);
  });

  it('stores SQL and script text in the reason verbatim', async () => {
    const odd = `<script>alert(1)</script>'; DROP TABLE tickets; --`;
    expect((await call(t.app, tokens.admin, 'GET', url(crisis.id, odd))).statusCode).toBe(200);
    const rows = await glassRows(crisis.id);
    expect(JSON.parse(rows.at(-1)?.details ?? '{}').reason).toBe(odd);
    const log = await call(t.app, tokens.admin, 'GET', '/api/admin/audit-logs?action=ticket.crisis_read');
    expect(log.statusCode, log.body).toBe(200);
    expect(log.body).toContain('DROP TABLE tickets');
  });

  it('a change answers the ticket without its content unless the reason comes with it', async () => {
    const bare = await call(t.app, tokens.admin, 'POST', `/api/tickets/${crisis.id}/tags`, {
      action: 'add',
      tags: ['welfare'],
    });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(body(bare).data?.ticket).toMatchObject({ content_withheld: true, subject: '', responses: [] });
    expect(bare.body).not.toContain('pills');
    const full = await call(t.app, tokens.admin, 'POST', `/api/tickets/${crisis.id}/tags?reason=Review`, {
      action: 'add',
      tags: ['welfare'],
    });
    expect(body(full).data?.ticket).toMatchObject({ subject: SUBJECT });
  });
});

describe('break the glass: internal notes', () => {
  it('staff who neither wrote them nor hold the ticket get them counted, not shown', async () => {
    const res = await call(t.app, tokens.admin, 'GET', url(own.id));
    expect(res.statusCode).toBe(200);
    const ticket = body(res).data?.ticket as {
      internal_hidden?: number;
      responses: { is_internal: boolean }[];
    };
    expect(ticket.internal_hidden).toBe(1);
    expect(ticket.responses.some((r) => r.is_internal)).toBe(false);
    expect(res.body).not.toContain('residence tutor');
    expect(await glassRows(own.id)).toHaveLength(0);
  });

  it('with a reason they are shown, audited once as ticket.internal_read with the count', async () => {
    const res = await call(t.app, tokens.admin, 'GET', url(own.id, 'Supervision or quality review'));
    expect(res.body).toContain('residence tutor');
    expect(body(res).data?.ticket).not.toHaveProperty('internal_hidden');
    const rows = await glassRows(own.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.action).toBe('ticket.internal_read');
    expect(JSON.parse(rows[0]?.details ?? '{}')).toEqual({
      reason: 'Supervision or quality review',
      count: 1,
    });
  });

  it('the author and assignee read them without a reason; students never, even with one', async () => {
    const before = (await glassRows(own.id)).length;
    expect((await call(t.app, tokens.counselor, 'GET', url(own.id))).body).toContain('residence tutor');
    const student = await call(t.app, tokens.student, 'GET', url(own.id, 'The student asked me to'));
    expect(student.statusCode).toBe(200);
    expect(student.body).not.toContain('residence tutor');
    expect(body(student).data?.ticket).not.toHaveProperty('internal_hidden');
    expect(await glassRows(own.id)).toHaveLength(before);
  });

  it('one reason on a crisis ticket opens both, with one audit row', async () => {
    const note = await call(t.app, tokens.counselor, 'POST', `/api/tickets/${crisis.id}/responses`, {
      message: NOTE,
      is_internal: true,
    });
    expect(note.statusCode).toBe(201);
    const before = (await glassRows(crisis.id)).length;
    const res = await call(t.app, tokens.admin, 'GET', url(crisis.id, REASON));
    expect(res.body).toContain('residence tutor');
    const rows = await glassRows(crisis.id);
    expect(rows).toHaveLength(before + 1);
    expect(JSON.parse(rows.at(-1)?.details ?? '{}')).toEqual({
      reason: REASON,
      as: 'admin',
      internal_count: 1,
    });
  });
});
