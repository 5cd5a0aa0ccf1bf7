import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLarge } from '../../../bench/seed-large';
import { appRecordingQueries, fullScansOfGet } from '../../test/query-plans';
import { signIn, type TestApp } from '../../test/setup';

/**
 * The library must stay fast with every student's bookmarks, ratings and recommendations: each call a reader or
 * an admin makes reaches these per-person tables, which grow with the university, through an index. The
 * resources themselves are a catalogue of at most a few thousand rows whose pages count every match (the
 * "N resources" line); reading it whole is allowed and measured instead (`npm run bench`, decision 0029).
 * Runs the real API on a seeded database and reads the plan of every query it sent; on SQLite here, on
 * PostgreSQL in its suite.
 */
const captured: CompiledQuery[] = [];
let t: TestApp;
let student: string;
let admin: string;
let resourceId: number;

beforeAll(async () => {
  t = await appRecordingQueries(captured);
  await seedLarge(t.db, 3000, () => {});
  student = await signIn(t.app, 'bench.student7@university.edu', 'Password123!');
  admin = await signIn(t.app, 'admin@university.edu');
  const bookmark = await t.db
    .selectFrom('resource_bookmarks as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select('b.resource_id')
    .where('u.email', '=', 'bench.student7@university.edu')
    .executeTakeFirstOrThrow();
  resourceId = bookmark.resource_id;
}, 180_000);
afterAll(async () => {
  await t.close();
});

const TABLES = ['resource_bookmarks', 'resource_feedback', 'resource_recommendations'];

const calls: [string, () => string, 'student' | 'admin'][] = [
  ['the library, first page', () => '/api/resources', 'student'],
  ['a deep page', () => '/api/resources?page=20&limit=12', 'student'],
  ['a category and a type', () => '/api/resources?category=1&type=video', 'student'],
  ['sorted by rating', () => '/api/resources?sort_by=rating', 'student'],
  ['sorted by newest', () => '/api/resources?sort_by=newest', 'student'],
  ['a search', () => '/api/resources?search=sleep', 'student'],
  ['a search with a typo', () => '/api/resources?search=procrastinaton', 'student'],
  ['featured', () => '/api/resources?featured=true', 'student'],
  ['the counters', () => '/api/resources/stats', 'student'],
  ['the categories', () => '/api/resources/categories', 'student'],
  ['my bookmarks', () => '/api/resources/user/bookmarks', 'student'],
  [
    'my bookmarks, searched and sorted',
    () => '/api/resources/user/bookmarks?search=sleep&sort_by=title',
    'student',
  ],
  ['recommended for me', () => '/api/resources/recommended', 'student'],
  ['one resource', () => `/api/resources/${resourceId}`, 'student'],
  ['resource management', () => '/api/admin/resources', 'admin'],
  ['resource management, drafts', () => '/api/admin/resources?status=unpublished', 'admin'],
];

describe('resource library query plans', () => {
  it.each(calls)('%s reads through indexes', async (_name, url, who) => {
    const token = who === 'admin' ? admin : student;
    expect(await fullScansOfGet(t, captured, token, url(), TABLES)).toEqual([]);
  });
});
