import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLarge } from '../../../bench/seed-large';
import { appRecordingQueries, fullScansIn, fullScansOfGet } from '../../test/query-plans';
import { call, signIn, type TestApp } from '../../test/setup';
import { countCrisisChatsBefore, crisisChatsBefore } from '../retention/domain-sweeps';
import { chatEscalation } from './escalate';

/**
 * Crisis chats pile up with every request ever made (decision 0032): the duty list, the waiting list every
 * counselor on duty reads, a chat and its lines after an id, the escalation sweep every five seconds on every
 * server, and the retention sweep must reach chats, lines and users through an index. Runs the real API on the
 * large seed with twelve thousand past chats and their lines.
 */
const captured: CompiledQuery[] = [];
let t: TestApp;
const tokens = { student: '', counselor: '', admin: '' };
let chatId = 0;
let lastLine = 0;

const CHATS = 12_000;
const LINES = 4;

beforeAll(async () => {
  t = await appRecordingQueries(captured);
  await seedLarge(t.db, 3000, () => {});
  const people = await t.db
    .selectFrom('users')
    .select(['id', 'role', 'email'])
    .where('role', 'in', ['student', 'counselor'])
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
  const students = people.filter((p) => p.role === 'student');
  const counselors = people.filter((p) => p.role === 'counselor');
  const at = new Date(Date.now() - 400 * 86_400_000).toISOString();
  const now = new Date().toISOString();
  // Every counselor has a duty row; a third are on duty.
  await t.db
    .insertInto('counselor_duty')
    .values(counselors.map((c, i) => ({ user_id: c.id, on_duty: i % 3 === 0 ? 1 : 0, updated_at: now })))
    .execute();
  const chats = Array.from({ length: CHATS }, (_, i) => ({
    student_id: students[i % students.length]!.id,
    counselor_id: counselors[i % counselors.length]!.id,
    status: i % 4 === 0 ? 'escalated' : 'ended',
    anonymous: i % 5 === 0 ? 1 : 0,
    requested_at: at,
    accepted_at: at,
    ended_at: at,
    updated_at: at,
  }));
  for (let i = 0; i < chats.length; i += 500)
    await t.db
      .insertInto('crisis_chats')
      .values(chats.slice(i, i + 500))
      .execute();
  const ids = await t.db.selectFrom('crisis_chats').select('id').execute();
  const lines = ids.flatMap(({ id }) =>
    Array.from({ length: LINES }, (_, k) => ({
      chat_id: id,
      sender_id: null,
      sender_role: k % 2 === 0 ? 'student' : 'counselor',
      body: 'A line of an old conversation.',
      crisis_level: k === 0 && id % 7 === 0 ? 'high' : null,
      created_at: at,
    })),
  );
  for (let i = 0; i < lines.length; i += 1000)
    await t.db
      .insertInto('crisis_chat_messages')
      .values(lines.slice(i, i + 1000))
      .execute();

  const student = students[students.length - 1]!;
  const counselor = counselors[0]!;
  tokens.student = await signIn(t.app, student.email, 'Password123!');
  tokens.counselor = await signIn(t.app, counselor.email, 'Password123!');
  // The large seed has no administrator: one of its advisors becomes one.
  await t.db
    .updateTable('users')
    .set({ role: 'admin' })
    .where('email', '=', 'bench.staff1@university.edu')
    .execute();
  tokens.admin = await signIn(t.app, 'bench.staff1@university.edu', 'Password123!');
  // The student's own chat, taken by the counselor, with a few lines.
  const started = await call(t.app, tokens.student, 'POST', '/api/crisis-chat', { anonymous: false });
  expect(started.statusCode, started.body).toBe(201);
  chatId = (started.json() as { data: { chat: { id: number } } }).data.chat.id;
  const accepted = await call(t.app, tokens.counselor, 'POST', `/api/crisis-chat/${chatId}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  for (const text of ['Thank you for answering.', 'I have had a hard week.']) {
    const sent = await call(t.app, tokens.student, 'POST', `/api/crisis-chat/${chatId}/messages`, {
      body: text,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    lastLine = (sent.json() as { data: { message: { id: number } } }).data.message.id;
  }
}, 300_000);
afterAll(async () => {
  await t.close();
});

const TABLES = ['crisis_chats', 'crisis_chat_messages', 'counselor_duty', 'users', 'tickets'];

const calls: [string, () => string, keyof typeof tokens][] = [
  ['a counselor’s own duty', () => '/api/crisis-chat/duty', 'counselor'],
  ['who is on duty (admin)', () => '/api/crisis-chat/duty', 'admin'],
  ['the waiting list and my chats', () => '/api/crisis-chat/waiting', 'counselor'],
  ['a chat (student)', () => `/api/crisis-chat/${chatId}`, 'student'],
  ['a chat (counselor)', () => `/api/crisis-chat/${chatId}`, 'counselor'],
  ['the lines after an id', () => `/api/crisis-chat/${chatId}/messages?after=${lastLine - 1}`, 'student'],
];

describe('crisis chat query plans', () => {
  it.each(calls)('%s reads through indexes', async (_name, url, who) => {
    expect(await fullScansOfGet(t, captured, tokens[who], url(), TABLES)).toEqual([]);
  });

  it('the escalation sweep (every five seconds) reads through indexes', async () => {
    captured.length = 0;
    expect(await chatEscalation(t.app.ctx).sweep()).toBe(0);
    const queries = [...captured];
    expect(queries.length).toBeGreaterThan(0);
    expect(await fullScansIn(t.db, queries, TABLES)).toEqual([]);
  });

  it('the retention sweep finds the chats due through indexes', async () => {
    captured.length = 0;
    const cutoff = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const due = await crisisChatsBefore(t.db, cutoff, 100);
    expect(due.length).toBe(100);
    expect(await countCrisisChatsBefore(t.db, cutoff)).toBeGreaterThan(CHATS / 2);
    expect(await fullScansIn(t.db, [...captured], TABLES)).toEqual([]);
  });
});
