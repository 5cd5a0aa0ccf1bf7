import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLarge } from '../../../bench/seed-large';
import { appRecordingQueries, fullScansOfGet } from '../../test/query-plans';
import { signIn, type TestApp } from '../../test/setup';

/**
 * Sessions pile up with every week of every counselor: each list, dashboard card, goal and rating must reach
 * the appointments, their ratings and the group seats through an index, never by reading them all. Runs the
 * real API on a database seeded with a year of sessions and reads the plan of every query it sent; on SQLite
 * here, on PostgreSQL in its suite.
 */
const captured: CompiledQuery[] = [];
let t: TestApp;
const tokens: Record<'student' | 'counselor' | 'admin', string> = { student: '', counselor: '', admin: '' };
let ids: { appointment: number; counselor: number; ticket: number };

beforeAll(async () => {
  t = await appRecordingQueries(captured);
  await seedLarge(t.db, 3000, () => {});
  tokens.student = await signIn(t.app, 'bench.student3@university.edu', 'Password123!');
  tokens.counselor = await signIn(t.app, 'bench.staff0@university.edu', 'Password123!');
  tokens.admin = await signIn(t.app, 'admin@university.edu');
  const mine = await t.db
    .selectFrom('appointments as a')
    .innerJoin('users as u', 'u.id', 'a.student_id')
    .select(['a.id', 'a.counselor_id'])
    .where('u.email', '=', 'bench.student3@university.edu')
    .executeTakeFirstOrThrow();
  const ticket = await t.db.selectFrom('tickets').select('id').executeTakeFirstOrThrow();
  ids = { appointment: mine.id, counselor: mine.counselor_id, ticket: ticket.id };
}, 180_000);
afterAll(async () => {
  await t.close();
});

const TABLES = [
  'appointments',
  'appointment_feedback',
  'group_sessions',
  'group_session_participants',
  'slot_holds',
  'session_rooms',
  'session_room_signals',
  'session_room_messages',
];
const soon = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

const calls: [string, () => string, keyof typeof tokens][] = [
  ["a student's sessions", () => '/api/appointments', 'student'],
  ["a student's upcoming sessions", () => '/api/appointments?status=upcoming', 'student'],
  ["a counselor's sessions", () => '/api/appointments', 'counselor'],
  ["a counselor's completed sessions", () => '/api/appointments?status=completed', 'counselor'],
  ["a counselor's search", () => '/api/appointments?search=bench', 'counselor'],
  [
    "a counselor's sessions this month",
    () => `/api/appointments?from=${soon()}T00:00:00Z&to=${soon()}T23:59:59Z`,
    'counselor',
  ],
  ['every session (admin)', () => '/api/appointments', 'admin'],
  ['every upcoming session (admin)', () => '/api/appointments?status=upcoming', 'admin'],
  ['every cancelled session, page 10 (admin)', () => '/api/appointments?status=cancelled&page=10', 'admin'],
  ["a ticket's sessions", () => `/api/appointments?ticket_id=${ids.ticket}`, 'admin'],
  ["today's sessions", () => '/api/appointments/today', 'counselor'],
  ['weekly goals', () => '/api/appointments/goals', 'counselor'],
  ['counselors with their ratings', () => '/api/appointments/counselors', 'student'],
  [
    'free slots of a counselor',
    () => `/api/appointments/availability?counselor_id=${ids.counselor}`,
    'student',
  ],
  ['one session', () => `/api/appointments/${ids.appointment}`, 'student'],
  ['the session room', () => `/api/appointments/${ids.appointment}/room`, 'student'],
  ["the room's signals", () => `/api/appointments/${ids.appointment}/room/signals?after=0`, 'student'],
  ["the room's chat", () => `/api/appointments/${ids.appointment}/room/messages?after=0`, 'student'],
  ['group sessions (student)', () => '/api/group-sessions', 'student'],
  ['group sessions (counselor)', () => '/api/group-sessions', 'counselor'],
];

describe('appointment query plans', () => {
  it.each(calls)('%s reads through indexes', async (_name, url, who) => {
    expect(await fullScansOfGet(t, captured, tokens[who], url(), TABLES)).toEqual([]);
  });
});
