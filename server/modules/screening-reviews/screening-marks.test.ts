import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import type { RaisedTicket } from '../../test/tickets';
import { CALM, CRISIS, markUrl, ticketFor } from './test-tickets';

let t: TestApp;
let tokens: Tokens;
let calm: RaisedTicket; // the student's, not flagged, assigned to the counselor
let crisis: RaisedTicket; // the student's, flagged, assigned to the counselor
let hidden: RaisedTicket; // student2's, not flagged, unassigned: only admins may open it
let advisorOwn: RaisedTicket; // the student's, assigned to the advisor

type Mark = {
  id: number;
  kind: string;
  level: string | null;
  note: string | null;
  engine_level: string;
  engine_score: number;
  engine_language: string;
  marked_by: { id: number; name: string; role: string };
  state: string;
};
const markOf = (res: { json: () => unknown }) => (res.json() as { data: { mark: Mark | null } }).data.mark;

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  const raise = (token: string, subject: string, description: string, assignee: string | null) =>
    ticketFor(t, tokens, { token, subject, description, assignee });
  calm = await raise(tokens.student, 'Timetable clash', CALM, 'counselor@university.edu');
  crisis = await raise(tokens.student, 'Exam timetable question', CRISIS, 'counselor@university.edu');
  hidden = await raise(tokens.student2, 'Course planning', CALM, null);
  advisorOwn = await raise(tokens.student, 'Course advice', CALM, 'advisor@university.edu');
});
afterAll(async () => t.close());

describe('screening mark calls: who may', () => {
  it.each(['GET', 'PUT', 'DELETE'] as const)('%s: 401 signed out, 403 for students', async (method) => {
    const payload = method === 'PUT' ? { kind: 'missed_crisis', level: 'high' } : undefined;
    expect((await call(t.app, null, method, markUrl(calm.id), payload)).statusCode).toBe(401);
    // Even on their own ticket, students never see or give screening feedback.
    const refused = await call(t.app, tokens.student, method, markUrl(calm.id), payload);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('engine');
  });

  it('answers 404 for a ticket the marker may not see, or that does not exist', async () => {
    const mark = { kind: 'missed_crisis', level: 'high' };
    for (const [token, ticketId] of [
      [tokens.counselor, hidden.id],
      [tokens.advisor, hidden.id],
      [tokens.advisor, calm.id],
      [tokens.counselor, advisorOwn.id],
      [tokens.admin, 999_999],
    ] as const) {
      const res = await call(t.app, token, 'PUT', markUrl(ticketId), mark);
      expect(res.statusCode, `${ticketId}`).toBe(404);
      expect(body(res).message).toBe('Ticket not found');
      expect((await call(t.app, token, 'GET', markUrl(ticketId))).statusCode).toBe(404);
    }
    expect(await t.db.selectFrom('screening_reviews').selectAll().execute()).toEqual([]);
  });

  it('lets an advisor mark a ticket assigned to them, and an admin any ticket', async () => {
    const advisor = await call(t.app, tokens.advisor, 'PUT', markUrl(advisorOwn.id), {
      kind: 'missed_crisis',
      level: 'medium',
    });
    expect(advisor.statusCode).toBe(201);
    expect(markOf(advisor)).toMatchObject({ marked_by: { role: 'advisor' }, level: 'medium' });
    const admin = await call(t.app, tokens.admin, 'PUT', markUrl(hidden.id), {
      kind: 'missed_crisis',
      level: 'critical',
    });
    expect(admin.statusCode).toBe(201);
  });
});

describe('PUT /api/tickets/:id/screening-mark: bad input', () => {
  it('answers 422 with messages keyed by field', async () => {
    const long = 'n'.repeat(1001);
    const cases: [unknown, string, string][] = [
      [{}, 'kind', 'Choose missed crisis or false alarm'],
      [{ kind: 'maybe' }, 'kind', 'Choose missed crisis or false alarm'],
      [{ kind: 'missed_crisis' }, 'level', 'Choose the level this ticket should have had'],
      [{ kind: 'missed_crisis', level: '' }, 'level', 'Choose the level this ticket should have had'],
      [{ kind: 'missed_crisis', level: 'low' }, 'level', 'Level must be medium, high or critical'],
      [{ kind: 'missed_crisis', level: 'high', note: long }, 'note', 'Note must not exceed 1000 characters'],
      [
        { kind: 'missed_crisis', level: 'high', note: 'bell\u0007' },
        'note',
        'Note must not contain control characters',
      ],
      [
        { kind: 'false_alarm' },
        'kind',
        'Only a ticket the screening flagged as a crisis can be marked a false alarm',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call(t.app, tokens.counselor, 'PUT', markUrl(calm.id), payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(body(res).errors?.[field]).toContain(message);
    }
  });

  it('refuses a missed crisis at or below the level the screening gave', async () => {
    expect(crisis.crisis_flag).toBe(true);
    const details = body(await call(t.app, tokens.counselor, 'GET', `/api/tickets/${crisis.id}`)).data as {
      ticket: { crisis_level: string };
    };
    const res = await call(t.app, tokens.counselor, 'PUT', markUrl(crisis.id), {
      kind: 'missed_crisis',
      level: details.ticket.crisis_level,
    });
    expect(res.statusCode).toBe(422);
    expect(body(res).errors?.level?.[0]).toContain(
      `already rated this ticket ${details.ticket.crisis_level}`,
    );
  });

  it('answers 400 for wrong types and 422 for a bad ticket id, never crashing', async () => {
    const wrong = await call(t.app, tokens.counselor, 'PUT', markUrl(calm.id), {
      kind: 'missed_crisis',
      level: 'high',
      note: 42,
    });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).errors?.note).toBeDefined();
    for (const id of ['abc', '0', '-1', '1e3']) {
      const res = await call(t.app, tokens.counselor, 'PUT', `/api/tickets/${id}/screening-mark`, {
        kind: 'missed_crisis',
        level: 'high',
      });
      expect(res.statusCode, id).toBe(422);
      expect(body(res).errors?.id).toEqual(['Invalid ticket ID']);
    }
    const huge = await call(t.app, tokens.counselor, 'PUT', markUrl(calm.id), {
      kind: 'x'.repeat(100_000),
    });
    expect(huge.statusCode).toBe(422);
  });
});

describe('marking, replacing and withdrawing', () => {
  it('marks a missed crisis with what the engine said, audited, and shows it to the marker', async () => {
    const note = `<script>alert(1)</script> '; DROP TABLE tickets;-- she wrote about giving her cat away`;
    const res = await call(t.app, tokens.counselor, 'PUT', markUrl(calm.id), {
      kind: 'missed_crisis',
      level: 'high',
      note,
    });
    expect(res.statusCode).toBe(201);
    expect(body(res).message).toBe('Screening feedback saved');
    const mark = markOf(res)!;
    expect(mark).toMatchObject({
      kind: 'missed_crisis',
      level: 'high',
      note,
      engine_level: 'none',
      engine_score: 0,
      engine_language: 'en',
      marked_by: { name: expect.any(String), role: 'counselor' },
      state: 'open',
    });
    expect(markOf(await call(t.app, tokens.counselor, 'GET', markUrl(calm.id)))).toEqual(mark);
    // Another person's view of the same ticket has no mark of theirs.
    expect(markOf(await call(t.app, tokens.admin, 'GET', markUrl(calm.id)))).toBeNull();
    const audit = await t.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'screening_mark.created')
      .where('target_id', '=', mark.id)
      .executeTakeFirstOrThrow();
    expect(audit.actor_id).toBe(mark.marked_by.id);
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({
      ticket_id: calm.id,
      kind: 'missed_crisis',
      level: 'high',
      engine_level: 'none',
      has_note: true,
    });
    // The note is the marker's words about a student: never copied into the audit trail.
    expect(audit.details).not.toContain('cat away');
  });

  it('replaces the marker’s open mark on a second save instead of adding one', async () => {
    const first = markOf(await call(t.app, tokens.counselor, 'GET', markUrl(calm.id)))!;
    const res = await call(t.app, tokens.counselor, 'PUT', markUrl(calm.id), {
      kind: 'missed_crisis',
      level: 'critical',
      note: '',
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Screening feedback updated');
    expect(markOf(res)).toMatchObject({ id: first.id, level: 'critical', note: null });
    const rows = await t.db
      .selectFrom('screening_reviews')
      .selectAll()
      .where('ticket_id', '=', calm.id)
      .execute();
    expect(rows.filter((row) => row.marked_by === first.marked_by.id)).toHaveLength(1);
    const replaced = await t.db
      .selectFrom('audit_logs')
      .select('details')
      .where('action', '=', 'screening_mark.replaced')
      .where('target_id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(replaced.details ?? '{}')).toMatchObject({ previous: { level: 'high' } });
  });

  it('marks a false alarm on a flagged ticket, without a level', async () => {
    const res = await call(t.app, tokens.counselor, 'PUT', markUrl(crisis.id), {
      kind: 'false_alarm',
      level: 'high',
      note: 'Quoting a song',
    });
    expect(res.statusCode).toBe(201);
    expect(markOf(res)).toMatchObject({ kind: 'false_alarm', level: null, note: 'Quoting a song' });
    expect(['high', 'critical']).toContain(markOf(res)!.engine_level);
    expect(markOf(res)!.engine_score).toBeGreaterThan(0);
  });

  it('withdraws the open mark, audited; a second withdrawal is a 404', async () => {
    const mark = markOf(await call(t.app, tokens.counselor, 'GET', markUrl(crisis.id)))!;
    const res = await call(t.app, tokens.counselor, 'DELETE', markUrl(crisis.id));
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ message: 'Screening feedback withdrawn', data: null });
    expect(markOf(await call(t.app, tokens.counselor, 'GET', markUrl(crisis.id)))).toBeNull();
    const again = await call(t.app, tokens.counselor, 'DELETE', markUrl(crisis.id));
    expect(again.statusCode).toBe(404);
    expect(body(again).message).toBe('You have no open screening mark on this ticket');
    const audit = await t.db
      .selectFrom('audit_logs')
      .select('action')
      .where('target_type', '=', 'screening_review')
      .where('target_id', '=', mark.id)
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['screening_mark.created', 'screening_mark.withdrawn']);
  });

  it('never shows a student any screening detail on their ticket', async () => {
    const res = await call(t.app, tokens.student, 'GET', `/api/tickets/${calm.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('screening');
    expect(res.body).not.toContain('crisis_score');
  });
});
