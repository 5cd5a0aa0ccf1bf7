import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDatabase, type DB } from '../../db';
import { seedDemoData } from '../../db/seed';
import { buildCounselor } from '../../db/seed/factories';
import { MINUTE } from '../../lib/clock';
import { body, call, createTestApp, signInDemoAccounts, type TestApp, type Tokens } from '../../test/setup';
import { categoryId, type RaisedTicket, raiseTicket, userId } from '../../test/tickets';
import { ESCALATION_WINDOW_SETTING } from './repository';
import { crisisEscalation } from './service';

let t: TestApp;
let tokens: Tokens;
let academic: number;
let counselorId: number;

const CRISIS =
  "I can't do this anymore. I have been saving up my pills and I want to end my life this weekend.";
const CALM = 'I need help planning my courses for next semester because of a timetable clash.';

const raiseCrisis = (token = tokens.student) =>
  raiseTicket(t.app, token, {
    subject: 'Exam timetable question',
    description: CRISIS,
    category_id: academic,
  });

/** Who received which kind of notification about a ticket, as e-mail addresses. */
async function recipients(ticketId: number, titlePrefix: string): Promise<string[]> {
  const rows = await t.db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select(['u.email', 'n.title', 'n.priority'])
    .where('n.subject_id', '=', ticketId)
    .execute();
  return rows
    .filter((r) => r.title.startsWith(titlePrefix))
    .map((r) => r.email)
    .sort();
}

function outbox(): { to: string; subject: string; text: string }[] {
  const dir = path.join(t.config.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).map((file) => {
    // Quoted-printable soft line breaks joined again, as a mail reader shows the text.
    const raw = fs.readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '');
    const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
    return { to: header('To'), subject: header('Subject'), text: raw };
  });
}

const mailTo = (ticket: RaisedTicket, subjectStart: string) =>
  outbox()
    .filter((m) => m.subject.startsWith(subjectStart) && m.subject.endsWith(ticket.ticket_number))
    .map((m) => m.to)
    .sort();

const STAFF = [
  'admin@university.edu',
  'amara.osei@university.edu',
  'counselor@university.edu',
  'james.wilson@university.edu',
  'sam.patel@university.edu',
];
const ADMINS = ['admin@university.edu', 'sam.patel@university.edu'];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
  academic = await categoryId(t.db, 'Academic Support');
  counselorId = await userId(t.db, 'counselor@university.edu');
});
beforeEach(async () => {
  tokens = await signInDemoAccounts(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

describe('crisis detection', () => {
  it('alerts the counselor it went to at once, and every admin while nobody is on call, by notification and e-mail', async () => {
    const ticket = await raiseCrisis();
    expect(ticket.crisis_flag).toBe(true);
    // Academic Support has no counselor specialist: the counselor with the fewest open tickets takes it.
    expect(ticket).toMatchObject({ assigned_to: counselorId, auto_assigned: 'yes' });
    const alerted = [...ADMINS, 'counselor@university.edu'].sort();
    expect(await recipients(ticket.id, 'Crisis alert')).toEqual(alerted);
    const [alert] = (
      body(await call(t.app, tokens.counselor, 'GET', '/api/notifications')).data as {
        notifications: Record<string, unknown>[];
      }
    ).notifications;
    expect(alert).toMatchObject({
      type: 'ticket',
      priority: 'high',
      title: `Crisis alert: ${ticket.ticket_number}`,
      link: `/tickets/${ticket.id}-${ticket.ticket_number.toLowerCase()}`,
      subject_type: 'ticket',
      subject_id: ticket.id,
    });
    expect(alert?.message).toContain('You are assigned to this ticket.');
    // The crisis alert replaces the ordinary "new ticket" notices.
    expect(await recipients(ticket.id, 'New unassigned ticket')).toEqual([]);
    expect(await recipients(ticket.id, 'New ticket assigned')).toEqual([]);
    expect(mailTo(ticket, 'Crisis alert')).toEqual(alerted);
    const mail = outbox().find((m) => m.subject.endsWith(ticket.ticket_number));
    expect(mail?.text).toContain(
      `http://localhost:3000/tickets/${ticket.id}-${ticket.ticket_number.toLowerCase()}`,
    );
    expect(mail?.text).not.toContain('pills');
  });

  it('alerts every active counselor and admin when nobody active is assigned, by notification and e-mail', async () => {
    // Assigned to a counselor whose account was then switched off: nobody active holds the ticket.
    const ticket = await raiseTicket(t.app, tokens.student2, {
      subject: 'Missed deadline',
      description: CALM,
      category_id: academic,
    });
    const leaver = await buildCounselor(t.db, { email: 'leaving.counselor@university.edu' });
    await call(t.app, tokens.admin, 'POST', `/api/tickets/${ticket.id}/assign`, { assigned_to: leaver.id });
    await t.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', leaver.id).execute();
    const res = await call(t.app, tokens.student2, 'POST', `/api/tickets/${ticket.id}/responses`, {
      message: "I can't do this anymore. I have been saving up my pills and I want to end my life.",
    });
    expect(body(res).data).toMatchObject({ escalated: true });
    expect(await recipients(ticket.id, 'Crisis alert')).toEqual(STAFF);
    expect(mailTo(ticket, 'Crisis alert')).toEqual(STAFF);
    const mail = outbox().find((m) => m.subject.endsWith(ticket.ticket_number));
    expect(mail?.text).not.toContain('pills');
  });

  it('tells the student at once that a counselor has been alerted, with the crisis contacts', async () => {
    const ticket = await raiseCrisis();
    const list = body(await call(t.app, tokens.student, 'GET', '/api/notifications')).data as {
      notifications: { title: string; message: string; priority: string; subject_id: number }[];
    };
    const notice = list.notifications.find((n) => n.subject_id === ticket.id);
    expect(notice).toMatchObject({ title: 'A counselor has been alerted', priority: 'high' });
    for (const contact of ['911', '988', '741741']) expect(notice?.message).toContain(contact);
  });

  it('alerts the assignee (and the admins while nobody is on call) when the crisis appears in a later reply', async () => {
    const ticket = await raiseTicket(t.app, tokens.student2, {
      subject: 'Missed deadline',
      description: CALM,
      category_id: academic,
    });
    await call(t.app, tokens.admin, 'POST', `/api/tickets/${ticket.id}/assign`, { assigned_to: counselorId });
    const res = await call(t.app, tokens.student2, 'POST', `/api/tickets/${ticket.id}/responses`, {
      message: 'Honestly everyone would be better off without me. I wrote a note last night.',
    });
    expect(body(res).data).toMatchObject({ escalated: true });
    const alerted = [...ADMINS, 'counselor@university.edu'].sort();
    expect(await recipients(ticket.id, 'Crisis alert')).toEqual(alerted);
    expect(mailTo(ticket, 'Crisis alert')).toEqual(alerted);
    expect(await recipients(ticket.id, 'A counselor has been alerted')).toEqual(['student2@university.edu']);
  });
});

describe('POST /api/tickets/{id}/crisis/acknowledge', () => {
  const url = (id: number) => `/api/tickets/${id}/crisis/acknowledge`;

  it('returns 401 when signed out, and 403 for students, even on their own ticket', async () => {
    const ticket = await raiseCrisis();
    expect((await call(t.app, null, 'POST', url(ticket.id), {})).statusCode).toBe(401);
    expect((await call(t.app, tokens.student, 'POST', url(ticket.id), {})).statusCode).toBe(403);
  });

  it('returns 404 to staff who may not see the ticket, 409 without a crisis, and 422 for a long note', async () => {
    const ticket = await raiseCrisis();
    // Advisors are not alerted to unassigned crises and may not open them; any counselor may (see below).
    expect((await call(t.app, tokens.advisor, 'POST', url(ticket.id), {})).statusCode).toBe(404);
    expect((await call(t.app, tokens.admin, 'POST', url(999999), {})).statusCode).toBe(404);
    const calm = await raiseTicket(t.app, tokens.student, {
      subject: 'Course plan',
      description: CALM,
      category_id: academic,
    });
    const conflict = await call(t.app, tokens.admin, 'POST', url(calm.id), {});
    expect(conflict.statusCode).toBe(409);
    expect(body(conflict).message).toBe('This ticket has no crisis to acknowledge');
    const long = await call(t.app, tokens.admin, 'POST', url(ticket.id), { note: 'n'.repeat(1001) });
    expect(long.statusCode).toBe(422);
    expect(body(long).errors?.note).toEqual(['Note must not exceed 1000 characters']);
  });

  it('lets any counselor acknowledge a crisis nobody is assigned to, but not once it is assigned to someone else', async () => {
    const open = await raiseCrisis();
    // A crisis is assigned at once; an administrator took it off its counselor.
    await call(t.app, tokens.admin, 'POST', `/api/tickets/${open.id}/assign`, { assigned_to: null });
    expect(
      (await call(t.app, tokens.counselor, 'POST', url(open.id), { note: 'I will call now.' })).statusCode,
    ).toBe(200);
    const taken = await raiseCrisis();
    const otherCounselor = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'james.wilson@university.edu')
      .executeTakeFirstOrThrow();
    await call(t.app, tokens.admin, 'POST', `/api/tickets/${taken.id}/assign`, {
      assigned_to: otherCounselor.id,
    });
    expect((await call(t.app, tokens.counselor, 'POST', url(taken.id), {})).statusCode).toBe(404);
  });

  it('records who acknowledged and when on the ticket and in its history, once', async () => {
    const ticket = await raiseCrisis();
    await call(t.app, tokens.admin, 'POST', `/api/tickets/${ticket.id}/assign`, { assigned_to: counselorId });
    t.clock.advance(2 * MINUTE);
    const res = await call(t.app, tokens.counselor, 'POST', url(ticket.id), {
      note: '  Called the student.  ',
    });
    expect(res.statusCode).toBe(200);
    const acknowledged = (body(res).data as { ticket: Record<string, unknown> }).ticket;
    expect(body(res).message).toBe('Crisis acknowledged');
    expect(acknowledged).toMatchObject({
      crisis_acknowledged_at: t.clock.now().toISOString(),
      crisis_acknowledged_by: { id: counselorId, name: 'Dr. Sarah Chen' },
    });
    expect(acknowledged.history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'crisis_acknowledged',
          new_value: 'Acknowledged',
          note: 'Called the student.',
          user: expect.objectContaining({ id: counselorId }),
        }),
      ]),
    );
    const again = await call(t.app, tokens.admin, 'POST', url(ticket.id));
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe('The crisis on this ticket has already been acknowledged');
    // Lists show it to staff too; the student's view carries no crisis details.
    const list = body(await call(t.app, tokens.admin, 'GET', `/api/tickets?search=${ticket.ticket_number}`))
      .data as {
      tickets: Record<string, unknown>[];
    };
    expect(list.tickets[0]?.crisis_acknowledged_by).toEqual({ id: counselorId, name: 'Dr. Sarah Chen' });
    const own = (
      body(await call(t.app, tokens.student, 'GET', `/api/tickets/${ticket.id}`)).data as {
        ticket: Record<string, unknown>;
      }
    ).ticket;
    expect(own.crisis_flag).toBe(true);
    expect(own).not.toHaveProperty('crisis_acknowledged_by');
    const pending = (
      body(
        await call(t.app, tokens.admin, 'GET', `/api/tickets/${(await raiseCrisis()).id}?reason=Supervision`),
      ).data as {
        ticket: Record<string, unknown>;
      }
    ).ticket;
    expect(pending).toMatchObject({ crisis_acknowledged_at: null, crisis_acknowledged_by: null });
  });
});

describe('the escalation clock', () => {
  const escalations = (app: FastifyInstance = t.app) => crisisEscalation(app.ctx);
  const run = (app: FastifyInstance = t.app) => escalations(app).runEscalations(t.clock.now());
  const escalated = (ticket: RaisedTicket) => recipients(ticket.id, 'Crisis not acknowledged');

  /** Moves past every earlier test's open windows, so each test counts only its own ticket's alerts. */
  async function freshTicket(): Promise<RaisedTicket> {
    await t.db.updateTable('crisis_escalations').set({ next_escalation_at: null }).execute();
    return raiseCrisis();
  }

  it('does nothing when the crisis is acknowledged within the window', async () => {
    const ticket = await freshTicket();
    t.clock.advance(9 * MINUTE);
    await call(t.app, tokens.admin, 'POST', `/api/tickets/${ticket.id}/crisis/acknowledge`, {});
    t.clock.advance(60 * MINUTE);
    expect(await run()).toBe(0);
    expect(await escalated(ticket)).toEqual([]);
  });

  it('alerts every admin once per window, by notification and e-mail, until acknowledged', async () => {
    const ticket = await freshTicket();
    t.clock.advance(10 * MINUTE - 1000);
    expect(await run()).toBe(0);
    t.clock.advance(1000);
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    expect(await escalated(ticket)).toEqual(ADMINS);
    expect(mailTo(ticket, 'Crisis not acknowledged')).toEqual(ADMINS);
    const [n] = (
      body(await call(t.app, tokens.admin, 'GET', `/api/notifications?search=${ticket.ticket_number}`))
        .data as {
        notifications: { title: string; message: string; priority: string }[];
      }
    ).notifications;
    expect(n).toMatchObject({ title: `Crisis not acknowledged: ${ticket.ticket_number}`, priority: 'high' });
    expect(n?.message).toContain('for 10 minutes');

    t.clock.advance(5 * MINUTE);
    expect(await run()).toBe(0);
    t.clock.advance(5 * MINUTE);
    expect(await run()).toBe(1);
    expect(await escalated(ticket)).toEqual([...ADMINS, ...ADMINS].sort());
    await call(t.app, tokens.admin, 'POST', `/api/tickets/${ticket.id}/crisis/acknowledge`, {});
    t.clock.advance(30 * MINUTE);
    expect(await run()).toBe(0);
    expect(await escalated(ticket)).toHaveLength(4);
  });

  it('alerts once for windows missed while no server ran, then keeps the window from then on', async () => {
    const ticket = await freshTicket();
    t.clock.advance(45 * MINUTE);
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    const schedule = await escalations().schedule(ticket.id);
    expect(schedule).toMatchObject({
      escalation_count: 1,
      next_escalation_at: new Date(t.clock.now().getTime() + 10 * MINUTE).toISOString(),
    });
    await call(t.app, tokens.admin, 'POST', `/api/tickets/${ticket.id}/crisis/acknowledge`, {});
  });

  it('uses the escalation window setting', async () => {
    const now = t.clock.now().toISOString();
    await t.db
      .insertInto('app_settings')
      .values({ key: ESCALATION_WINDOW_SETTING, value: '3', updated_at: now })
      .execute();
    try {
      const ticket = await freshTicket();
      expect(await escalations().windowMinutes()).toBe(3);
      t.clock.advance(3 * MINUTE);
      expect(await run()).toBe(1);
      expect(await escalated(ticket)).toEqual(ADMINS);
      await call(t.app, tokens.admin, 'POST', `/api/tickets/${ticket.id}/crisis/acknowledge`, {});
    } finally {
      await t.db.deleteFrom('app_settings').where('key', '=', ESCALATION_WINDOW_SETTING).execute();
    }
  });

  /** Another server on the same database: its own connection pool on PostgreSQL, the same handle on SQLite. */
  async function secondServer(): Promise<{ app: FastifyInstance; db: DB; close: () => Promise<void> }> {
    const pg = t.config.databaseKind === 'postgres';
    const db = pg ? createDatabase(t.config.databaseUrl) : t.db;
    const app = await buildApp(t.config, { db, clock: t.clock, logger: false });
    await app.ready();
    return {
      app,
      db,
      close: async () => {
        await app.close();
        if (pg) await db.destroy();
      },
    };
  }

  it('survives a restart: the schedule is in the database, not in the server that saw the crisis', async () => {
    await t.db.updateTable('crisis_escalations').set({ next_escalation_at: null }).execute();
    const before = await secondServer();
    const ticket = await raiseTicket(before.app, tokens.student, {
      subject: 'Exam timetable question',
      description: CRISIS,
      category_id: academic,
    });
    await before.close();
    t.clock.advance(10 * MINUTE);
    const after = await secondServer();
    try {
      expect(await run(after.app)).toBe(1);
      expect(await escalated(ticket)).toEqual(ADMINS);
      await call(after.app, tokens.admin, 'POST', `/api/tickets/${ticket.id}/crisis/acknowledge`, {});
    } finally {
      await after.close();
    }
  });

  it('never alerts twice for one window when several servers check at once', async () => {
    const ticket = await freshTicket();
    const other = await secondServer();
    try {
      t.clock.advance(10 * MINUTE);
      const raised = await Promise.all([run(), run(other.app), run(), run(other.app)]);
      expect(raised.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await escalated(ticket)).toEqual(ADMINS);
      expect(mailTo(ticket, 'Crisis not acknowledged')).toEqual(ADMINS);
      t.clock.advance(10 * MINUTE);
      const next = await Promise.all([run(other.app), run(), run(other.app)]);
      expect(next.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await escalated(ticket)).toHaveLength(4);
    } finally {
      await other.close();
    }
  });
});
