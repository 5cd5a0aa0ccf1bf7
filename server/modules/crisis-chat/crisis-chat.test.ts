import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, CrisisChat } from '../../../common/schemas/crisis-chat';
import { body, call, createDemoApp, signIn, type TestApp, type Tokens } from '../../test/setup';
import { realtimeHub } from '../notifications/hub';
import { crisisChatService } from './service';

let t: TestApp;
let tokens: Tokens;
let counselor2: string;
const ids: Record<string, number> = {};
const idOf = (key: string) => ids[key] ?? -1;

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  counselor2 = await signIn(t.app, 'james.wilson@university.edu');
  for (const email of [
    'student@university.edu',
    'student2@university.edu',
    'counselor@university.edu',
    'james.wilson@university.edu',
    'admin@university.edu',
  ]) {
    const row = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    ids[email.split('@')[0]!] = row.id;
  }
});
afterAll(async () => t.close());

const chatOf = (res: { json(): unknown }) => (res.json() as { data: { chat: CrisisChat } }).data.chat;
const messagesOf = (res: { json(): unknown }) =>
  (res.json() as { data: { messages: ChatMessage[] } }).data.messages;
/** Who got a "Crisis detected" alert about this chat. */
const alertedAbout = async (chatId: number) =>
  (
    await t.db
      .selectFrom('notifications')
      .select('user_id')
      .where('subject_type', '=', 'crisis_chat')
      .where('subject_id', '=', chatId)
      .where('title', 'like', 'Crisis detected%')
      .execute()
  ).map((row) => row.user_id);
const duty = (token: string, on: boolean) =>
  call(t.app, token, 'PUT', '/api/crisis-chat/duty', { on_duty: on });

/** Ends whatever chats are open, and everyone off duty, so each test starts alike. */
beforeEach(async () => {
  await t.db
    .updateTable('crisis_chats')
    .set({ status: 'ended' })
    .where('status', 'in', ['waiting', 'active'])
    .execute();
  await t.db.updateTable('counselor_duty').set({ on_duty: 0 }).execute();
});

describe('duty', () => {
  it('answers 401 signed out, 403 to students and advisors, 422 to bad input', async () => {
    expect((await call(t.app, null, 'PUT', '/api/crisis-chat/duty', { on_duty: true })).statusCode).toBe(401);
    expect((await call(t.app, null, 'GET', '/api/crisis-chat/duty')).statusCode).toBe(401);
    for (const token of [tokens.student, tokens.advisor]) {
      expect((await duty(token, true)).statusCode).toBe(403);
      expect((await call(t.app, token, 'GET', '/api/crisis-chat/duty')).statusCode).toBe(403);
    }
    expect((await duty(tokens.admin, true)).statusCode).toBe(403);
    const bad = await call(t.app, tokens.counselor, 'PUT', '/api/crisis-chat/duty', {});
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors?.on_duty).toEqual(['On duty must be true or false']);
  });
  it('stores the counselor state, audited, and shows admins who is on duty', async () => {
    expect((await duty(tokens.counselor, true)).statusCode).toBe(200);
    const own = await call(t.app, tokens.counselor, 'GET', '/api/crisis-chat/duty');
    expect(body(own).data?.duty).toEqual({ on_duty: true });
    const admin = await call(t.app, tokens.admin, 'GET', '/api/crisis-chat/duty');
    expect(
      (admin.json() as { data: { duty: { on_duty_counselors: unknown } } }).data.duty.on_duty_counselors,
    ).toEqual([{ id: ids.counselor, name: expect.any(String) }]);
    const audit = await t.db
      .selectFrom('audit_logs')
      .select('action')
      .where('action', '=', 'crisis_chat.duty_on')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });
});

describe('starting a chat', () => {
  it('answers 401 signed out, 403 to staff, and refuses a bad body', async () => {
    expect((await call(t.app, null, 'POST', '/api/crisis-chat', {})).statusCode).toBe(401);
    for (const token of [tokens.counselor, tokens.advisor, tokens.admin])
      expect((await call(t.app, token, 'POST', '/api/crisis-chat', {})).statusCode).toBe(403);
    const bad = await call(t.app, tokens.student, 'POST', '/api/crisis-chat', { anonymous: 'yes' });
    expect([400, 422]).toContain(bad.statusCode);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/crisis-chat',
      headers: { authorization: `Bearer ${tokens.student}`, 'content-type': 'application/json' },
      payload: '{"anonymous": ',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('rings every counselor on duty (notification and live event), never one off duty', async () => {
    await duty(tokens.counselor, true);
    const live = vi.spyOn(realtimeHub(t.app.ctx), 'live');
    const res = await call(t.app, tokens.student, 'POST', '/api/crisis-chat', { anonymous: false });
    expect(res.statusCode).toBe(201);
    const chat = chatOf(res);
    expect(chat.status).toBe('waiting');
    const rung = await t.db
      .selectFrom('notifications')
      .select('user_id')
      .where('subject_type', '=', 'crisis_chat')
      .where('subject_id', '=', chat.id)
      .execute();
    expect(rung.map((r) => r.user_id)).toEqual([ids.counselor]);
    const waiting = live.mock.calls.filter(([, e]) => e.type === 'crisis_chat.waiting');
    expect(waiting.map(([users]) => users)).toEqual([[ids.counselor]]);
    live.mockRestore();
    // Asking again gives back the open chat.
    const again = await call(t.app, tokens.student, 'POST', '/api/crisis-chat', { anonymous: false });
    expect(again.statusCode).toBe(200);
    expect(chatOf(again).id).toBe(chat.id);
    // The counselor on duty sees it waiting; the one off duty sees nothing and may not open it.
    const list = await call(t.app, tokens.counselor, 'GET', '/api/crisis-chat/waiting');
    expect((list.json() as { data: { chats: CrisisChat[] } }).data.chats.map((c) => c.id)).toEqual([chat.id]);
    const off = await call(t.app, counselor2, 'GET', '/api/crisis-chat/waiting');
    expect(body(off).data?.chats).toEqual([]);
    expect((await call(t.app, counselor2, 'GET', `/api/crisis-chat/${chat.id}`)).statusCode).toBe(404);
    expect((await call(t.app, tokens.student, 'GET', '/api/crisis-chat/waiting')).statusCode).toBe(403);
  });

  it('with nobody on duty, escalates at once into an urgent crisis ticket and tells the student the numbers', async () => {
    const res = await call(t.app, tokens.student2, 'POST', '/api/crisis-chat', { anonymous: false });
    expect(res.statusCode).toBe(201);
    const chat = chatOf(res);
    expect(chat).toMatchObject({ status: 'escalated', escalation_reason: 'nobody_on_duty' });
    expect(chat.ticket_number).toMatch(/^TKT-/);
    const ticket = await t.db
      .selectFrom('tickets')
      .selectAll()
      .where('id', '=', chat.ticket_id!)
      .executeTakeFirstOrThrow();
    expect(ticket).toMatchObject({ crisis_flag: 1, priority: 'Urgent', user_id: ids.student2 });
    // Exactly like any crisis ticket: high or critical, assigned to a counselor, on the escalation clock.
    expect(['high', 'critical']).toContain(ticket.crisis_level);
    expect(ticket.assigned_to).not.toBeNull();
    const clock = await t.db
      .selectFrom('crisis_escalations')
      .select('ticket_id')
      .where('ticket_id', '=', ticket.id)
      .execute();
    expect(clock).toHaveLength(1);
    expect(ticket.description).toContain('no counselor was on duty');
    const lines = messagesOf(
      await call(t.app, tokens.student2, 'GET', `/api/crisis-chat/${chat.id}/messages`),
    );
    const last = lines.at(-1)!;
    expect(last.sender).toBe('system');
    expect(last.body).toContain('No counselor is on duty');
    expect(last.body).toContain('a counselor will follow up');
    for (const number of ['911', '988', '741741']) expect(last.body).toContain(number);
    const admins = await t.db
      .selectFrom('notifications')
      .select('user_id')
      .where('title', '=', 'Crisis chat not answered')
      .where('subject_id', '=', ticket.id)
      .execute();
    expect(admins.map((a) => a.user_id)).toContain(ids.admin);
  });
});

describe('accepting', () => {
  it('lets exactly one of two counselors on duty take it; the other hears it was taken', async () => {
    await duty(tokens.counselor, true);
    await duty(counselor2, true);
    const chat = chatOf(await call(t.app, tokens.student, 'POST', '/api/crisis-chat', { anonymous: false }));
    const [a, b] = await Promise.all([
      call(t.app, tokens.counselor, 'POST', `/api/crisis-chat/${chat.id}/accept`),
      call(t.app, counselor2, 'POST', `/api/crisis-chat/${chat.id}/accept`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(body(loser).message).toBe('This chat was already taken');
    const row = await t.db
      .selectFrom('crisis_chats')
      .selectAll()
      .where('id', '=', chat.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
    expect([ids.counselor, ids['james.wilson']]).toContain(row.counselor_id ?? -1);
  });

  it('refuses a counselor off duty (403), an advisor (403), a missing chat (404) and a bad id (422)', async () => {
    await duty(tokens.counselor, true);
    const chat = chatOf(await call(t.app, tokens.student, 'POST', '/api/crisis-chat', { anonymous: false }));
    const off = await call(t.app, counselor2, 'POST', `/api/crisis-chat/${chat.id}/accept`);
    expect(off.statusCode).toBe(403);
    expect(body(off).message).toBe('Turn on duty to take crisis chats');
    expect((await call(t.app, tokens.advisor, 'POST', `/api/crisis-chat/${chat.id}/accept`)).statusCode).toBe(
      403,
    );
    expect((await call(t.app, null, 'POST', `/api/crisis-chat/${chat.id}/accept`)).statusCode).toBe(401);
    expect((await call(t.app, tokens.counselor, 'POST', '/api/crisis-chat/999999/accept')).statusCode).toBe(
      404,
    );
    expect((await call(t.app, tokens.counselor, 'POST', '/api/crisis-chat/abc/accept')).statusCode).toBe(422);
  });
});

describe('the conversation', () => {
  it('carries lines both ways, read after an id; another student and other counselors cannot read it', async () => {
    await duty(tokens.counselor, true);
    const chat = chatOf(await call(t.app, tokens.student, 'POST', '/api/crisis-chat', { anonymous: false }));
    await call(t.app, tokens.counselor, 'POST', `/api/crisis-chat/${chat.id}/accept`);
    // The counselor's desk lists the chats they took that are still going.
    const desk = await call(t.app, tokens.counselor, 'GET', '/api/crisis-chat/waiting');
    const mine = (desk.json() as { data: { mine: CrisisChat[] } }).data.mine;
    expect(mine.map((c) => c.id)).toEqual([chat.id]);
    const live = vi.spyOn(realtimeHub(t.app.ctx), 'live');
    const sent = await call(t.app, tokens.student, 'POST', `/api/crisis-chat/${chat.id}/messages`, {
      body: 'I have had a really hard week.\nCan we talk?',
    });
    expect(sent.statusCode).toBe(201);
    const first = body(sent).data?.message as ChatMessage;
    expect(
      live.mock.calls.some(
        ([users, e]) => e.type === 'crisis_chat.changed' && users.includes(idOf('counselor')),
      ),
    ).toBe(true);
    live.mockRestore();
    const reply = await call(t.app, tokens.counselor, 'POST', `/api/crisis-chat/${chat.id}/messages`, {
      body: 'I am here. Tell me what happened.',
    });
    expect(reply.statusCode).toBe(201);
    const after = messagesOf(
      await call(t.app, tokens.student, 'GET', `/api/crisis-chat/${chat.id}/messages?after=${first.id}`),
    );
    expect(after.map((m) => [m.sender, m.body])).toEqual([
      ['counselor', 'I am here. Tell me what happened.'],
    ]);
    const all = messagesOf(
      await call(t.app, tokens.counselor, 'GET', `/api/crisis-chat/${chat.id}/messages`),
    );
    expect(all.map((m) => m.sender)).toEqual(['system', 'system', 'student', 'counselor']);
    expect((await call(t.app, tokens.student2, 'GET', `/api/crisis-chat/${chat.id}`)).statusCode).toBe(404);
    expect(
      (await call(t.app, tokens.student2, 'GET', `/api/crisis-chat/${chat.id}/messages`)).statusCode,
    ).toBe(404);
    await duty(counselor2, true);
    expect((await call(t.app, counselor2, 'GET', `/api/crisis-chat/${chat.id}`)).statusCode).toBe(404);
    expect((await call(t.app, tokens.admin, 'GET', `/api/crisis-chat/${chat.id}`)).statusCode).toBe(200);
    const empty = await call(t.app, tokens.student, 'POST', `/api/crisis-chat/${chat.id}/messages`, {
      body: '  ',
    });
    expect(empty.statusCode).toBe(422);
    expect(body(empty).errors?.body).toEqual(['Message is required']);
    const long = await call(t.app, tokens.student, 'POST', `/api/crisis-chat/${chat.id}/messages`, {
      body: 'x'.repeat(2001),
    });
    expect(body(long).errors?.body).toEqual(['Message must not exceed 2000 characters']);
    expect(
      (await call(t.app, tokens.student, 'GET', `/api/crisis-chat/${chat.id}/messages?after=-1`)).statusCode,
    ).toBe(422);
    expect((await call(t.app, null, 'GET', `/api/crisis-chat/${chat.id}/messages`)).statusCode).toBe(401);
    // Either side ends it; then nobody writes.
    const ended = await call(t.app, tokens.counselor, 'POST', `/api/crisis-chat/${chat.id}/end`);
    expect(chatOf(ended).status).toBe('ended');
    const late = await call(t.app, tokens.student, 'POST', `/api/crisis-chat/${chat.id}/messages`, {
      body: 'hello?',
    });
    expect(late.statusCode).toBe(409);
    expect((await call(t.app, tokens.student2, 'POST', `/api/crisis-chat/${chat.id}/end`)).statusCode).toBe(
      404,
    );
  });

  it('escalates a request nobody accepted within 60 seconds, with the conversation in the ticket', async () => {
    await duty(tokens.counselor, true);
    const chat = chatOf(await call(t.app, tokens.student, 'POST', '/api/crisis-chat', { anonymous: false }));
    await call(t.app, tokens.student, 'POST', `/api/crisis-chat/${chat.id}/messages`, {
      body: 'Everything feels too heavy today.',
    });
    t.clock.advance(59_000);
    expect(chatOf(await call(t.app, tokens.student, 'GET', `/api/crisis-chat/${chat.id}`)).status).toBe(
      'waiting',
    );
    t.clock.advance(2_000);
    // The sweep escalates it once; a second sweep (another server) finds nothing.
    const service = crisisChatService(t.app.ctx);
    const other = crisisChatService(t.app.ctx);
    const counts = await Promise.all([service.escalation.sweep(), other.escalation.sweep()]);
    expect(counts[0] + counts[1]).toBe(1);
    expect(await service.escalation.sweep()).toBe(0);
    const seen = chatOf(await call(t.app, tokens.student, 'GET', `/api/crisis-chat/${chat.id}`));
    expect(seen).toMatchObject({ status: 'escalated', escalation_reason: 'timeout' });
    const ticket = await t.db
      .selectFrom('tickets')
      .selectAll()
      .where('id', '=', seen.ticket_id!)
      .executeTakeFirstOrThrow();
    expect(ticket).toMatchObject({ crisis_flag: 1, priority: 'Urgent' });
    expect(ticket.description).toContain('Student: Everything feels too heavy today.');
    const late = await call(t.app, tokens.counselor, 'POST', `/api/crisis-chat/${chat.id}/accept`);
    expect(late.statusCode).toBe(409);
    const lines = messagesOf(
      await call(t.app, tokens.student, 'GET', `/api/crisis-chat/${chat.id}/messages`),
    );
    expect(lines.at(-1)?.body).toContain('No counselor could answer within 60 seconds');
    expect(lines.at(-1)?.body).toContain('741741');
  });

  it('escalates on a read once the window has passed, without waiting for the sweep', async () => {
    await duty(tokens.counselor, true);
    const chat = chatOf(await call(t.app, tokens.student2, 'POST', '/api/crisis-chat', { anonymous: true }));
    t.clock.advance(61_000);
    const seen = chatOf(await call(t.app, tokens.student2, 'GET', `/api/crisis-chat/${chat.id}`));
    expect(seen.status).toBe('escalated');
  });
});

describe('anonymous chat', () => {
  it('hides the name from the counselor until the student shares it', async () => {
    await duty(tokens.counselor, true);
    const chat = chatOf(await call(t.app, tokens.student, 'POST', '/api/crisis-chat', { anonymous: true }));
    await call(t.app, tokens.counselor, 'POST', `/api/crisis-chat/${chat.id}/accept`);
    await call(t.app, tokens.student, 'POST', `/api/crisis-chat/${chat.id}/messages`, {
      body: 'Hi, I am stressed about exams.',
    });
    const seen = await call(t.app, tokens.counselor, 'GET', `/api/crisis-chat/${chat.id}/messages`);
    expect(JSON.stringify(body(seen))).not.toContain('Student User');
    expect(chatOf(seen).student_name).toBe('Anonymous student');
    expect(messagesOf(seen).find((m) => m.sender === 'student')?.sender_name).toBe('Anonymous student');
    expect(
      (await call(t.app, tokens.counselor, 'POST', `/api/crisis-chat/${chat.id}/share-name`)).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, tokens.student2, 'POST', `/api/crisis-chat/${chat.id}/share-name`)).statusCode,
    ).toBe(404);
    const shared = await call(t.app, tokens.student, 'POST', `/api/crisis-chat/${chat.id}/share-name`);
    expect(shared.statusCode).toBe(200);
    const named = chatOf(await call(t.app, tokens.counselor, 'GET', `/api/crisis-chat/${chat.id}`));
    expect(named.student_name).not.toBe('Anonymous student');
  });

  it('reveals the name on a critical crisis, audited, and alerts the counselor and admins', async () => {
    await duty(tokens.counselor, true);
    const chat = chatOf(await call(t.app, tokens.student2, 'POST', '/api/crisis-chat', { anonymous: true }));
    await call(t.app, tokens.counselor, 'POST', `/api/crisis-chat/${chat.id}/accept`);
    await call(t.app, tokens.student2, 'POST', `/api/crisis-chat/${chat.id}/messages`, {
      body: 'I am going to kill myself tonight, I have the pills ready.',
    });
    const named = chatOf(await call(t.app, tokens.counselor, 'GET', `/api/crisis-chat/${chat.id}`));
    expect(named.student_name).not.toBe('Anonymous student');
    const audit = await t.db
      .selectFrom('audit_logs')
      .select('action')
      .where('action', '=', 'crisis_chat.name_revealed')
      .execute();
    expect(audit).toHaveLength(1);
    const who = await alertedAbout(chat.id);
    expect(who).toContain(ids.counselor);
    expect(who).toContain(ids.admin);
    expect(who).not.toContain(ids['james.wilson']);
  });

  it('alerts on a medium line too, the threshold of tickets and session chats, and keeps the name hidden', async () => {
    await duty(tokens.counselor, true);
    const chat = chatOf(await call(t.app, tokens.student2, 'POST', '/api/crisis-chat', { anonymous: true }));
    await call(t.app, tokens.counselor, 'POST', `/api/crisis-chat/${chat.id}/accept`);
    await call(t.app, tokens.student2, 'POST', `/api/crisis-chat/${chat.id}/messages`, {
      body: 'Thanks for picking up, the timetable is fine now.',
    });
    expect(await alertedAbout(chat.id)).toEqual([]);
    const sent = await call(t.app, tokens.student2, 'POST', `/api/crisis-chat/${chat.id}/messages`, {
      body: 'I sometimes wish I was dead.',
    });
    expect(sent.statusCode).toBe(201);
    const who = await alertedAbout(chat.id);
    expect(who).toContain(ids.counselor);
    expect(who).toContain(ids.admin);
    expect(new Set(who).size).toBe(who.length);
    const still = chatOf(await call(t.app, tokens.counselor, 'GET', `/api/crisis-chat/${chat.id}`));
    expect(still.student_name).toBe('Anonymous student');
  });
});
