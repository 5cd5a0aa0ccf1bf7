import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_MESSAGES } from '../../../common/schemas/resources';
import { createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { newStudents } from '../help/test-help';
import { dataOf, expect422, type ResourceShape, resourceIdOf } from './test-resources';

let t: TestApp;
let tokens: Tokens;
let reader: string;
const ids: Record<string, number> = {};

type Bookmarks = {
  bookmarks: (ResourceShape & { bookmarked_at: string; type: string; title: string })[];
  pagination: { total: number; per_page: number; current_page: number };
  facets: { categories: { slug: string; name: string }[]; types: string[] };
  notices: string[];
};
const mine = (query = '', token = reader) =>
  dataOf<Bookmarks>(t, token, 'GET', `/api/resources/user/bookmarks${query}`);
const titles = (answer: Bookmarks) => answer.bookmarks.map((resource) => resource.title);

// Saved in this order, a second apart: the crisis text line first, the sleep diary last.
const SAVED = ['crisis-text-line', 'how-to-get-to-sleep', 'sleep-is-your-superpower', 'sleep-diary'];

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  [reader] = (await newStudents(t, 1)) as [string];
  for (const slug of SAVED) ids[slug] = await resourceIdOf(t.db, slug);
  for (const slug of SAVED) await dataOf(t, reader, 'POST', `/api/resources/${ids[slug]}/bookmark`);
  const { id: userId } = await t.db
    .selectFrom('resource_bookmarks')
    .select('user_id as id')
    .where('resource_id', '=', ids['sleep-diary']!)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  for (const [index, slug] of SAVED.entries())
    await t.db
      .updateTable('resource_bookmarks')
      .set({ created_at: new Date(Date.UTC(2026, 10, 1, 9, 0, index)).toISOString() })
      .where('user_id', '=', userId)
      .where('resource_id', '=', ids[slug]!)
      .execute();
});
afterAll(async () => t.close());

describe('GET /api/resources/user/bookmarks: search, filters and sorts in the database', () => {
  it('answers 401 signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/resources/user/bookmarks?sort_by=title' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 422 with a message for a bad sort, type or category', async () => {
    const url = '/api/resources/user/bookmarks';
    await expect422(
      t,
      reader,
      'GET',
      `${url}?sort_by=1;drop`,
      undefined,
      'Sort must be saved, title, rating or type',
    );
    await expect422(t, reader, 'GET', `${url}?type=<script>`, undefined, RESOURCE_MESSAGES.type);
    await expect422(t, reader, 'GET', `${url}?category=a'--`, undefined, 'Invalid category');
  });

  it('offers the categories and types among all the reader’s bookmarks, whatever the filters', async () => {
    const answer = await mine('?type=video');
    expect(answer.facets.types).toEqual(['article', 'tool', 'video', 'worksheet']);
    expect(answer.facets.categories.map((category) => category.slug)).toEqual(['crisis-support', 'sleep']);
    expect(titles(answer)).toEqual(['Sleep is your superpower']);
  });

  it('sorts by recently saved (the default), title, type and rating', async () => {
    expect(titles(await mine())).toEqual([
      'Sleep diary',
      'Sleep is your superpower',
      'How to get to sleep',
      'Crisis Text Line',
    ]);
    expect(titles(await mine('?sort_by=title'))).toEqual([
      'Crisis Text Line',
      'How to get to sleep',
      'Sleep diary',
      'Sleep is your superpower',
    ]);
    expect((await mine('?sort_by=type')).bookmarks.map((resource) => resource.type)).toEqual([
      'article',
      'tool',
      'video',
      'worksheet',
    ]);
    const rated = (await mine('?sort_by=rating')).bookmarks.map((resource) => resource.rating);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
  });

  it('filters by category and searches, typo-tolerant, paging what matches', async () => {
    const sleep = await mine('?category=sleep&per_page=2');
    expect(sleep.pagination.total).toBe(3);
    expect(titles(sleep)).toEqual(['Sleep diary', 'Sleep is your superpower']);
    // A last page that is not full, and a page past the end, still tell the whole total.
    const last = await mine('?category=sleep&per_page=2&page=2');
    expect(titles(last)).toEqual(['How to get to sleep']);
    expect(last.pagination.total).toBe(3);
    const past = await mine('?category=sleep&per_page=2&page=5');
    expect(past.bookmarks).toEqual([]);
    expect(past.pagination.total).toBe(3);
    expect(titles(await mine('?search=crisis'))).toEqual(['Crisis Text Line']);
    expect(titles(await mine('?search=slep%20diary'))).toContain('Sleep diary');
    expect((await mine('?search=nothing%20like%20this%20zzqx')).bookmarks).toEqual([]);
  });

  it('treats SQL and script text in every field as text, and never shows another reader’s bookmarks', async () => {
    const hostile = await mine(`?search=${encodeURIComponent("'; DROP TABLE resources; -- <script>")}`);
    expect(hostile.bookmarks).toEqual([]);
    const other = await mine('?sort_by=title', tokens.student2);
    expect(other.bookmarks.map((resource) => resource.id)).not.toContain(ids['sleep-diary']);
    expect((await mine()).pagination.total).toBe(4);
  });

  it('kept until the next write: a bookmark and its removal show at once, and each reader keeps their own', async () => {
    const other = () => mine('', tokens.student2);
    const before = await other();
    expect(await other()).toEqual(before);
    const slug = 'sleep-diary';
    await dataOf(t, tokens.student2, 'POST', `/api/resources/${ids[slug]}/bookmark`);
    const saved = await other();
    expect(saved.pagination.total).toBe(before.pagination.total + 1);
    expect(saved.bookmarks.map((resource) => resource.id)).toContain(ids[slug]);
    // The reader's mark on the library page moves with it too, and never shows for another reader.
    const page = (token: string) =>
      dataOf<{ resources: { id: number; is_bookmarked?: boolean }[] }>(
        t,
        token,
        'GET',
        '/api/resources?per_page=50',
      );
    const marked = (answer: { resources: { id: number; is_bookmarked?: boolean }[] }) =>
      answer.resources.find((resource) => resource.id === ids[slug])?.is_bookmarked;
    expect(marked(await page(tokens.student2))).toBe(true);
    expect(marked(await page(tokens.student))).not.toBe(true);
    await dataOf(t, tokens.student2, 'POST', `/api/resources/${ids[slug]}/bookmark`);
    expect((await other()).pagination.total).toBe(before.pagination.total);
    expect(marked(await page(tokens.student2))).not.toBe(true);
    expect((await mine()).pagination.total).toBe(4);
  });
});
