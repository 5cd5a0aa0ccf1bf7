import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCounselor } from '../../db/seed/factories';
import { MINUTE } from '../../lib/clock';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { categoryId, type RaisedTicket, raiseTicket, userId } from '../../test/tickets';
import { crisisEscalation } from './service';

/** Who is alerted about a crisis and when, with the on-call rota; e-mail links under APP_URL. */
let t: TestApp;
let tokens: Tokens;
let academic: number;
let advisorId: number;

const APP_URL = 'https://support.example.edu';
const CRISIS = "I can't go on. I have been saving up my pills and I want to end my life this weekend.";
const SUBJECT = 'Quizzical marmalade worries';
const ADMINS = ['admin@university.edu', 'sam.patel@university.edu'];
const COUNSELORS = ['amara.osei@university.edu', 'counselor@university.edu', 'james.wilson@university.edu'];

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp({ appUrl: APP_URL }));
  academic = await categoryId(t.db, 'Academic Support');
  advisorId = await userId(t.db, 'advisor@university.edu');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.db.deleteFrom('on_call_shifts').execute();
  await t.db
    .deleteFrom('app_settings')
    .where('key', 'in', ['timezone', 'on_call_fallback_user_id'])
    .execute();
  // Earlier tests' open windows are put aside, so each test counts only its own ticket's alerts.
  await t.db.updateTable('crisis_escalations').set({ next_escalation_at: null }).execute();
});

const raiseCrisis = () =>
  raiseTicket(t.app, tokens.student, { subject: SUBJECT, description: CRISIS, category_id: academic });

async function shift(weekdays: number[], start: string, end: string, user = advisorId) {
  const res = await call(t.app, tokens.admin, 'POST', '/api/admin/on-call/shifts', {
    user_id: user,
    weekdays,
    start,
    end,
  });
  expect(res.statusCode).toBe(201);
}

async function settings(fallback: number | null, timezone = 'America/New_York') {
  const res = await call(t.app, tokens.admin, 'PUT', '/api/admin/on-call/settings', {
    fallback_user_id: fallback,
    timezone,
  });
  expect(res.statusCode).toBe(200);
}

/** Who was alerted about the ticket's crisis and why, as "email:reason". */
async function alerted(ticket: RaisedTicket): Promise<string[]> {
  const rows = await t.db
    .selectFrom('crisis_alert_recipients as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['u.email', 'r.reason'])
    .where('r.ticket_id', '=', ticket.id)
    .execute();
  return rows.map((r) => `${r.email}:${r.reason}`).sort();
}

async function notified(ticket: RaisedTicket, titleStart: string) {
  const rows = await t.db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select(['u.email', 'n.title', 'n.message', 'n.link'])
    .where('n.subject_id', '=', ticket.id)
    .execute();
  return rows.filter((r) => r.title.startsWith(titleStart)).sort((a, b) => a.email.localeCompare(b.email));
}

const emails = async (ticket: RaisedTicket, titleStart: string) =>
  (await notified(ticket, titleStart)).map((n) => n.email);

async function assigneeEmail(ticket: RaisedTicket): Promise<string> {
  const row = await t.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', Number(ticket.assigned_to))
    .executeTakeFirstOrThrow();
  return row.email;
}

function outbox(): { to: string; subject: string; text: string }[] {
  const dir = path.join(t.config.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).map((file) => {
    const raw = fs.readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '');
    const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
    return { to: header('To'), subject: header('Subject'), text: raw };
  });
}

const opens = async (token: string, ticket: RaisedTicket) =>
  (await call(t.app, token, 'GET', `/api/tickets/${ticket.id}?reason=Responding%20to%20the%20crisis%20alert`))
    .statusCode;

describe('at detection', () => {
  it('alerts the assignee and everyone on call at once, and not the admins; the on-call person may act on the ticket', async () => {
    // Wednesday 2 September 2026, 10:00 in New York.
    t.clock.set('2026-09-02T14:00:00Z');
    await shift([3], '09:00', '17:00');
    const ticket = await raiseCrisis();
    const assignee = await assigneeEmail(ticket);
    expect(await alerted(ticket)).toEqual([`${assignee}:assignee`, 'advisor@university.edu:on_call'].sort());
    expect(await emails(ticket, 'Crisis alert')).toEqual([assignee, 'advisor@university.edu'].sort());
    const [forAdvisor] = (await notified(ticket, 'Crisis alert')).filter(
      (n) => n.email === 'advisor@university.edu',
    );
    expect(forAdvisor?.message).toContain('You are on call now.');
    expect(forAdvisor?.link).toBe(`/tickets/${ticket.id}-${ticket.ticket_number.toLowerCase()}`);

    // The advisor opens, replies to and acknowledges it; it still is not in their list.
    expect(await opens(tokens.advisor, ticket)).toBe(200);
    const details = body(
      await call(
        t.app,
        tokens.advisor,
        'GET',
        `/api/tickets/${ticket.id}?reason=Responding%20to%20the%20crisis%20alert`,
      ),
    ).data as {
      ticket: { can_reply: boolean };
    };
    expect(details.ticket.can_reply).toBe(true);
    const reply = await call(t.app, tokens.advisor, 'POST', `/api/tickets/${ticket.id}/responses`, {
      message: 'I am on call tonight and will phone you in a few minutes.',
    });
    expect(reply.statusCode).toBe(201);
    const list = body(await call(t.app, tokens.advisor, 'GET', `/api/tickets?per_page=100`)).data as {
      tickets: { id: number }[];
    };
    expect(list.tickets.map((x) => x.id)).not.toContain(ticket.id);
    const ack = await call(t.app, tokens.advisor, 'POST', `/api/tickets/${ticket.id}/crisis/acknowledge`, {});
    expect(ack.statusCode).toBe(200);

    // A counselor who was not alerted may not open it.
    const other = COUNSELORS.find((email) => email !== assignee) ?? '';
    const token = body(
      await call(t.app, null, 'POST', '/api/auth/login', { email: other, password: 'Password123!' }),
    ).data as { token: string };
    expect(await opens(token.token, ticket)).toBe(404);
  });

  it('alerts nobody off hours, and every admin at once when nobody is on call', async () => {
    t.clock.set('2026-09-02T22:00:00Z'); // Wednesday 18:00, after the 09:00-17:00 shift
    await shift([3], '09:00', '17:00');
    const ticket = await raiseCrisis();
    const assignee = await assigneeEmail(ticket);
    expect(await alerted(ticket)).toEqual(
      [`${assignee}:assignee`, ...ADMINS.map((a) => `${a}:admin`)].sort(),
    );
    const [forAdmin] = await notified(ticket, 'Crisis alert');
    expect(forAdmin?.message).toContain('Nobody is on call right now');
    expect(await opens(tokens.advisor, ticket)).toBe(404);
  });

  it('reaches the person on an overnight shift after midnight, and not once it ended', async () => {
    await shift([5], '22:00', '08:00'); // Friday night into Saturday morning
    t.clock.set('2026-09-05T06:00:00Z'); // Saturday 02:00
    const night = await raiseCrisis();
    expect(await alerted(night)).toContain('advisor@university.edu:on_call');
    expect(await opens(tokens.advisor, night)).toBe(200);
    t.clock.set('2026-09-05T13:00:00Z'); // Saturday 09:00
    const morning = await raiseCrisis();
    expect((await alerted(morning)).some((a) => a.startsWith('advisor@'))).toBe(false);
    expect(await opens(tokens.advisor, morning)).toBe(404);
  });

  it('reads the rota in the time zone setting', async () => {
    await shift([1], '09:00', '17:00'); // Monday
    t.clock.set('2026-09-07T01:00:00Z'); // Monday 10:00 in Tokyo, Sunday 21:00 in New York
    await settings(null, 'Asia/Tokyo');
    const tokyo = await raiseCrisis();
    expect(await alerted(tokyo)).toContain('advisor@university.edu:on_call');
    await settings(null, 'America/New_York');
    const newYork = await raiseCrisis();
    expect((await alerted(newYork)).some((a) => a.startsWith('advisor@'))).toBe(false);
  });

  it('keeps alerting every counselor and admin when nobody active is assigned, besides those on call', async () => {
    t.clock.set('2026-09-02T14:00:00Z');
    await shift([3], '09:00', '17:00');
    const ticket = await raiseTicket(t.app, tokens.student2, {
      subject: SUBJECT,
      description: 'I need help planning my courses for next semester because of a timetable clash.',
      category_id: academic,
    });
    // Assigned to a counselor whose account was then switched off: nobody active holds the ticket.
    const leaver = await buildCounselor(t.db, { email: 'leaving.oncall@university.edu' });
    await call(t.app, tokens.admin, 'POST', `/api/tickets/${ticket.id}/assign`, { assigned_to: leaver.id });
    await t.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', leaver.id).execute();
    const res = await call(t.app, tokens.student2, 'POST', `/api/tickets/${ticket.id}/responses`, {
      message: CRISIS,
    });
    expect(body(res).data).toMatchObject({ escalated: true });
    expect(await alerted(ticket)).toEqual(
      [
        'advisor@university.edu:on_call',
        ...COUNSELORS.map((c) => `${c}:counselor`),
        ...ADMINS.map((a) => `${a}:admin`),
      ].sort(),
    );
  });
});

describe('when a window passes unacknowledged', () => {
  const run = () => crisisEscalation(t.app.ctx).runEscalations(t.clock.now());

  it('alerts the fallback and every admin, not before; the fallback may then open the ticket', async () => {
    t.clock.set('2026-09-02T14:00:00Z');
    await settings(advisorId);
    await shift([3], '09:00', '17:00', await userId(t.db, 'james.wilson@university.edu'));
    const ticket = await raiseCrisis();
    expect(await emails(ticket, 'Crisis alert')).not.toContain('advisor@university.edu');
    expect(await opens(tokens.advisor, ticket)).toBe(404);
    t.clock.advance(10 * MINUTE - 1000);
    expect(await run()).toBe(0);
    expect(await emails(ticket, 'Crisis not acknowledged')).toEqual([]);
    t.clock.advance(1000);
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    expect(await emails(ticket, 'Crisis not acknowledged')).toEqual(
      ['advisor@university.edu', ...ADMINS].sort(),
    );
    const [forFallback] = (await notified(ticket, 'Crisis not acknowledged')).filter(
      (n) => n.email === 'advisor@university.edu',
    );
    expect(forFallback?.message).toContain('You are the on-call fallback');
    expect(await alerted(ticket)).toEqual(
      expect.arrayContaining(['advisor@university.edu:fallback', 'admin@university.edu:admin']),
    );
    expect(await opens(tokens.advisor, ticket)).toBe(200);
    const mail = outbox().filter(
      (m) => m.to === 'advisor@university.edu' && m.subject.endsWith(ticket.ticket_number),
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain('You are the on-call fallback');
    await call(t.app, tokens.admin, 'POST', `/api/tickets/${ticket.id}/crisis/acknowledge`, {});
  });

  it('alerts only the admins when the fallback is no longer active', async () => {
    await settings(advisorId);
    await t.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', advisorId).execute();
    try {
      const ticket = await raiseCrisis();
      t.clock.advance(10 * MINUTE);
      expect(await run()).toBe(1);
      expect(await emails(ticket, 'Crisis not acknowledged')).toEqual(ADMINS);
    } finally {
      await t.db.updateTable('users').set({ status: 'active' }).where('id', '=', advisorId).execute();
    }
  });
});

describe('links in e-mail', () => {
  it('are absolute under APP_URL and carry the ticket id and number, never the subject', async () => {
    const ticket = await raiseCrisis();
    const link = `${APP_URL}/tickets/${ticket.id}-${ticket.ticket_number.toLowerCase()}`;
    const mails = outbox().filter((m) => m.subject === `Crisis alert: ticket ${ticket.ticket_number}`);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.text).toContain(link);
      expect(mail.text).not.toMatch(/marmalade|quizzical|pills/i);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      expect(links).toEqual([link]);
    }
  });

  it('name APP_URL as where to sign in, in welcome and password-reset e-mails', async () => {
    await t.app.ctx.bus.emit('user.welcome_email', {
      name: 'New Person',
      email: 'new.person@example.edu',
      role: 'student',
      setPasswordUrl: `${APP_URL}/set-password?token=t`,
    });
    await t.app.ctx.bus.emit('user.password_reset_email', {
      name: 'New Person',
      email: 'reset.person@example.edu',
      setPasswordUrl: `${APP_URL}/set-password?token=t`,
    });
    const welcome = outbox().find((m) => m.to === 'new.person@example.edu');
    expect(welcome?.text).toContain(`Sign in at ${APP_URL} with your e-mail address`);
    const reset = outbox().find((m) => m.to === 'reset.person@example.edu');
    expect(reset?.text).toContain(`sign in again at ${APP_URL}`);
  });
});
