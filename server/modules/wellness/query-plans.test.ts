import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLarge } from '../../../bench/seed-large';
import { appRecordingQueries, fullScansOfGet } from '../../test/query-plans';
import { signIn, type TestApp } from '../../test/setup';

/**
 * Check-ins grow with every student and day (decision 0029): the student's own trend, the counselor's list of
 * students who share and a shared trend must reach check-ins, sharing, appointments, tickets and users through
 * an index. Runs the real API on the large seed with a month of check-ins for many students.
 */
const captured: CompiledQuery[] = [];
let t: TestApp;
const tokens = { student: '', counselor: '' };
let studentId = 0;

beforeAll(async () => {
  t = await appRecordingQueries(captured);
  await seedLarge(t.db, 3000, () => {});
  const mine = await t.db
    .selectFrom('appointments as a')
    .innerJoin('users as u', 'u.id', 'a.student_id')
    .innerJoin('users as c', 'c.id', 'a.counselor_id')
    .select(['a.student_id', 'c.email as counselor_email'])
    .where('u.email', '=', 'bench.student3@university.edu')
    .where('a.status', '!=', 'cancelled')
    .where('a.is_anonymous', '=', 0)
    .executeTakeFirstOrThrow();
  studentId = mine.student_id;
  // A month of check-ins for 300 students, a third of them sharing.
  const students = await t.db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'student')
    .limit(300)
    .execute();
  const at = new Date().toISOString();
  const rows = students.flatMap((s) =>
    Array.from({ length: 30 }, (_, i) => ({
      student_id: s.id,
      day: new Date(Date.now() - i * 86_400_000).toISOString().slice(0, 10),
      mood: (i % 5) + 1,
      stress: 3,
      sleep: 3,
      energy: 3,
      note: null,
      created_at: at,
      updated_at: at,
    })),
  );
  for (let i = 0; i < rows.length; i += 500)
    await t.db
      .insertInto('wellness_checkins')
      .values(rows.slice(i, i + 500))
      .onConflict((oc) => oc.doNothing())
      .execute();
  const sharing = [...new Set([studentId, ...students.filter((_, i) => i % 3 === 0).map((s) => s.id)])];
  await t.db
    .insertInto('wellness_sharing')
    .values(sharing.map((id) => ({ student_id: id, created_at: at })))
    .execute();
  tokens.student = await signIn(t.app, 'bench.student3@university.edu', 'Password123!');
  tokens.counselor = await signIn(t.app, mine.counselor_email, 'Password123!');
}, 240_000);
afterAll(async () => {
  await t.close();
});

const TABLES = ['wellness_checkins', 'wellness_sharing', 'appointments', 'tickets', 'users'];

const calls: [string, () => string, keyof typeof tokens][] = [
  ["a student's own check-ins", () => '/api/wellness/me', 'student'],
  ['the students sharing with a counselor', () => '/api/wellness/shared-students', 'counselor'],
  ['a shared trend', () => `/api/wellness/students/${studentId}`, 'counselor'],
];

describe('wellness query plans', () => {
  it.each(calls)('%s reads through indexes', async (_name, url, who) => {
    expect(await fullScansOfGet(t, captured, tokens[who], url(), TABLES)).toEqual([]);
  });
});
