import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Notification } from '../../../common/schemas/notifications';
import { seedDemoData } from '../../db/seed';
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

/** The event-to-notification rules, driven through the ticket API as people use it. */
let t: TestApp;
let tokens: Tokens & { admin2: string; counselor2: string };
let academic: number;
let counselorId: number;
let advisorId: number;

const DESCRIPTION = 'I would like advice on choosing my electives for the spring semester, please.';

async function inbox(token: string): Promise<Notification[]> {
  const res = await call(t.app, token, 'GET', '/api/notifications?per_page=100');
  return (body(res).data as { notifications: Notification[] }).notifications;
}

const titles = async (token: string) => (await inbox(token)).map((n) => n.title);

async function raise(token = tokens.student, extra: Record<string, unknown> = {}): Promise<RaisedTicket> {
  return raiseTicket(t.app, token, {
    subject: 'Elective advice',
    description: DESCRIPTION,
    category_id: academic,
    ...extra,
  });
}

async function assign(ticket: RaisedTicket, to: number | null) {
  const res = await call(t.app, tokens.admin, 'POST', `/api/tickets/${ticket.id}/assign`, {
    assigned_to: to,
  });
  expect(res.statusCode).toBe(200);
}

async function reply(token: string, ticket: RaisedTicket, message: string, internal = false) {
  const res = await call(t.app, token, 'POST', `/api/tickets/${ticket.id}/responses`, {
    message,
    is_internal: internal,
  });
  expect(res.statusCode, res.body).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
  const demo = await signInDemoAccounts(t.app);
  tokens = {
    ...demo,
    admin2: await signIn(t.app, 'sam.patel@university.edu'),
    counselor2: await signIn(t.app, 'james.wilson@university.edu'),
  };
  academic = await categoryId(t.db, 'Academic Support');
  counselorId = await userId(t.db, 'counselor@university.edu');
  advisorId = await userId(t.db, 'advisor@university.edu');
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('notifications').execute();
});

describe('a ticket is created', () => {
  it('tells every active admin while it is unassigned, linking to the ticket page', async () => {
    const ticket = await raise();
    for (const token of [tokens.admin, tokens.admin2]) {
      const [n, ...rest] = await inbox(token);
      expect(rest).toEqual([]);
      expect(n).toMatchObject({
        type: 'ticket',
        title: 'New unassigned ticket',
        message: `${ticket.ticket_number}: "Elective advice" from Jordan Mitchell is waiting to be assigned.`,
        priority: 'medium',
        read: false,
        link: `/tickets/${ticket.id}-${ticket.ticket_number.toLowerCase()}`,
        subject_type: 'ticket',
        subject_id: ticket.id,
      });
    }
    expect(await inbox(tokens.student)).toEqual([]);
    expect(await inbox(tokens.counselor)).toEqual([]);
    expect(await inbox(tokens.advisor)).toEqual([]);
  });

  it('does not tell the admin who raised it for a student, only the other admins', async () => {
    const studentId = await userId(t.db, 'student@university.edu');
    await raise(tokens.admin, { created_for: studentId, priority: 'High' });
    expect(await inbox(tokens.admin)).toEqual([]);
    expect(await inbox(tokens.admin2)).toEqual([
      expect.objectContaining({ title: 'New unassigned ticket', priority: 'high' }),
    ]);
  });
});

describe('a ticket is assigned or reassigned', () => {
  it('tells the new assignee, and tells the student who is handling it', async () => {
    const ticket = await raise();
    await t.db.deleteFrom('notifications').execute();
    await assign(ticket, counselorId);
    expect(await inbox(tokens.counselor)).toEqual([
      expect.objectContaining({
        title: 'Ticket assigned to you',
        message: `${ticket.ticket_number}: "Elective advice" from Jordan Mitchell.`,
        subject_id: ticket.id,
      }),
    ]);
    expect(await inbox(tokens.student)).toEqual([
      expect.objectContaining({
        title: 'Your ticket is being handled',
        message: `Dr. Sarah Chen is now handling your ticket ${ticket.ticket_number}: "Elective advice".`,
      }),
    ]);
    expect(await inbox(tokens.admin)).toEqual([]);

    await assign(ticket, advisorId);
    expect(await titles(tokens.advisor)).toEqual(['Ticket assigned to you']);
    expect((await inbox(tokens.student))[0]?.message).toContain('Michael Torres is now handling your ticket');
    expect(await titles(tokens.counselor)).toEqual(['Ticket assigned to you']);

    await assign(ticket, null);
    expect(await titles(tokens.student)).toHaveLength(2); // unassigning tells nobody
  });
});

describe('a reply is added', () => {
  it('tells the assignee when the student replies, and the admins while nobody is assigned', async () => {
    const ticket = await raise();
    await t.db.deleteFrom('notifications').execute();
    await reply(tokens.student, ticket, 'Also, can I still switch my minor?');
    expect(await titles(tokens.admin)).toEqual([`New reply on ${ticket.ticket_number}`]);
    expect(await titles(tokens.admin2)).toEqual([`New reply on ${ticket.ticket_number}`]);
    await assign(ticket, counselorId);
    await t.db.deleteFrom('notifications').execute();
    await reply(tokens.student, ticket, 'Thank you!   Looking forward\nto hearing from you.');
    expect(await inbox(tokens.counselor)).toEqual([
      expect.objectContaining({
        title: `New reply on ${ticket.ticket_number}`,
        message: 'Jordan Mitchell replied: "Thank you! Looking forward to hearing from you."',
      }),
    ]);
    expect(await inbox(tokens.admin)).toEqual([]);
    expect(await inbox(tokens.student)).toEqual([]);
  });

  it('tells the student when staff reply, and the assignee when someone else on staff does', async () => {
    const ticket = await raise();
    await assign(ticket, counselorId);
    await t.db.deleteFrom('notifications').execute();
    await reply(tokens.counselor, ticket, 'Happy to help: let us meet on Tuesday.');
    expect(await inbox(tokens.student)).toEqual([
      expect.objectContaining({
        title: 'New reply on your ticket',
        message: `Dr. Sarah Chen replied on ${ticket.ticket_number}: "Happy to help: let us meet on Tuesday."`,
      }),
    ]);
    expect(await inbox(tokens.counselor)).toEqual([]);
    await reply(tokens.admin, ticket, 'Adding the timetable office to this conversation.');
    expect(await titles(tokens.student)).toEqual(['New reply on your ticket', 'New reply on your ticket']);
    expect(await titles(tokens.counselor)).toEqual([`New reply on ${ticket.ticket_number}`]);
  });

  it('quotes a long reply in one shortened line', async () => {
    const ticket = await raise();
    await assign(ticket, counselorId);
    await t.db.deleteFrom('notifications').execute();
    await reply(tokens.counselor, ticket, `Here is the plan. ${'word '.repeat(60)}`);
    const [n] = await inbox(tokens.student);
    expect(n?.message.length).toBeLessThan(220);
    expect(n?.message).toMatch(/…"$/);
  });

  it('never tells the student of an internal note; it reaches the assigned staff member only', async () => {
    const ticket = await raise();
    await assign(ticket, counselorId);
    await t.db.deleteFrom('notifications').execute();
    await reply(tokens.admin, ticket, 'Internal: the student has a prior case with the dean.', true);
    expect(await inbox(tokens.student)).toEqual([]);
    expect(await inbox(tokens.counselor)).toEqual([
      expect.objectContaining({
        title: `Internal note on ${ticket.ticket_number}`,
        message:
          'Taylor Morgan added an internal note: "Internal: the student has a prior case with the dean."',
      }),
    ]);
    await reply(tokens.counselor, ticket, 'Internal: noted, will follow up.', true);
    expect(await inbox(tokens.student)).toEqual([]);
    expect(await inbox(tokens.admin)).toEqual([]);
    expect(await titles(tokens.counselor)).toHaveLength(1);
    const all = await t.db.selectFrom('notifications').select(['user_id']).execute();
    const studentId = await userId(t.db, 'student@university.edu');
    expect(all.some((n) => n.user_id === studentId)).toBe(false);
  });
});

describe('the status changes', () => {
  it('tells the student, and nothing else changes anyone’s inbox', async () => {
    const ticket = await raise();
    await assign(ticket, counselorId);
    await t.db.deleteFrom('notifications').execute();
    const res = await call(t.app, tokens.counselor, 'PATCH', `/api/tickets/${ticket.id}`, {
      status: 'In Progress',
    });
    expect(res.statusCode).toBe(200);
    expect(await inbox(tokens.student)).toEqual([
      expect.objectContaining({
        title: 'Your ticket is now In Progress',
        message: `${ticket.ticket_number}: "Elective advice" changed from Open to In Progress.`,
        link: `/tickets/${ticket.id}-${ticket.ticket_number.toLowerCase()}`,
      }),
    ]);
    await call(t.app, tokens.counselor, 'PATCH', `/api/tickets/${ticket.id}`, { priority: 'High' });
    await call(t.app, tokens.counselor, 'POST', `/api/tickets/${ticket.id}/tags`, {
      action: 'add',
      tags: ['x'],
    });
    expect(await inbox(tokens.student)).toHaveLength(1);
    await call(t.app, tokens.counselor, 'PATCH', `/api/tickets/${ticket.id}`, { status: 'Resolved' });
    expect(await titles(tokens.student)).toEqual([
      'Your ticket is now Resolved',
      'Your ticket is now In Progress',
    ]);
    expect(await inbox(tokens.counselor)).toEqual([]);
  });
});
