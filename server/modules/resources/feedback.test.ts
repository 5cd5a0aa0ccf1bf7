import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { newStudents } from '../help/test-help';
import { dataOf, expect422, type ResourceShape, resourceIdOf } from './test-resources';

let t: TestApp;
let tokens: Tokens;
let id: number;

type Result = {
  resource: { id: number; rating: number; rating_count: number; recommend_percentage: number };
  feedback: { rating: number; comment: string | null; is_recommended: boolean };
  updated: boolean;
};
const rate = (token: string, payload: unknown, resourceId = id) =>
  call(t.app, token, 'POST', `/api/resources/${resourceId}/feedback`, payload);

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  id = await resourceIdOf(t.db, 'seize-the-awkward');
  // A resource nobody has rated yet, so the averages below are exact.
  await t.db.deleteFrom('resource_feedback').where('resource_id', '=', id).execute();
  await t.db
    .updateTable('resources')
    .set({ rating_tenths: 0, rating_count: 0, recommend_count: 0 })
    .where('id', '=', id)
    .execute();
});
afterAll(async () => t.close());

describe('POST /api/resources/{id}/feedback', () => {
  it('answers 401 signed out', async () => {
    expect((await call(t.app, null, 'POST', `/api/resources/${id}/feedback`, { rating: 4 })).statusCode).toBe(
      401,
    );
  });

  it('answers 422 with the spec messages for bad input', async () => {
    const url = `/api/resources/${id}/feedback`;
    for (const [payload, field, message] of [
      [{}, 'rating', 'Please select a rating'],
      [{ rating: 0 }, 'rating', 'Please select a rating'],
      [{ rating: 6 }, 'rating', 'Please select a rating'],
      [{ rating: 4, comment: 'c'.repeat(301) }, 'comment', 'Comment cannot exceed 300 characters'],
    ] as const) {
      await expect422(t, tokens.student, 'POST', url, payload, message, field);
    }
    // Wrong types are a malformed request (400, api-contract), with the same messages.
    for (const [payload, message] of [
      [{ rating: 3.5 }, 'Please select a rating'],
      [{ rating: 'five' }, 'Please select a rating'],
      [{ rating: 4, is_recommended: 'yes' }, 'Recommended must be true or false'],
    ] as const) {
      const res = await rate(tokens.student, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(res).message).toBe(message);
    }
    expect(
      (await t.db.selectFrom('resource_feedback').select('id').where('resource_id', '=', id).execute())
        .length,
    ).toBe(0);
  });

  it('keeps one rating per reader, updatable, and the resource’s rating as the true average to one decimal', async () => {
    const first = body(await rate(tokens.student, { rating: 5, comment: '  Really helpful  ' }))
      .data as Result;
    expect(first).toEqual({
      resource: { id, rating: 5, rating_count: 1, recommend_percentage: 100 },
      feedback: { rating: 5, comment: 'Really helpful', is_recommended: true },
      updated: false,
    });
    const second = body(await rate(tokens.student2, { rating: 4, is_recommended: false })).data as Result;
    expect(second.resource).toEqual({ id, rating: 4.5, rating_count: 2, recommend_percentage: 50 });
    const third = body(await rate(tokens.counselor, { rating: 4 })).data as Result;
    // (5 + 4 + 4) / 3 = 4.333… -> 4.3
    expect(third.resource.rating).toBe(4.3);
    const changed = body(await rate(tokens.student, { rating: 1, is_recommended: false })).data as Result;
    expect(changed.updated).toBe(true);
    // (1 + 4 + 4) / 3 = 3.0
    expect(changed.resource).toEqual({ id, rating: 3, rating_count: 3, recommend_percentage: 33 });
    const mine = await dataOf<{ resource: ResourceShape }>(t, tokens.student, 'GET', `/api/resources/${id}`);
    expect(mine.resource.my_feedback).toEqual({ rating: 1, comment: null, is_recommended: false });
    expect(mine.resource.rating).toBe(3);
  });

  it("shows each reader's own rating and bookmark on the library's list, and no one else's", async () => {
    await rate(tokens.student2, { rating: 5, comment: 'Kind and clear', is_recommended: true });
    await call(t.app, tokens.student2, 'POST', `/api/resources/${id}/bookmark`);
    type Listed = { resources: ResourceShape[] };
    const theirs = await dataOf<Listed>(t, tokens.student2, 'GET', '/api/resources?per_page=100');
    expect(theirs.resources.find((r) => r.id === id)).toMatchObject({
      is_bookmarked: true,
      my_feedback: { rating: 5, comment: 'Kind and clear', is_recommended: true },
    });
    const mine = await dataOf<Listed>(t, tokens.student, 'GET', '/api/resources?per_page=100');
    expect(mine.resources.find((r) => r.id === id)).toMatchObject({
      is_bookmarked: false,
      my_feedback: { rating: 1, comment: null, is_recommended: false },
    });
  });

  it('counts 20 concurrent ratings exactly: the average is the true average of all of them', async () => {
    const other = await resourceIdOf(t.db, 'the-dougy-center');
    await t.db.deleteFrom('resource_feedback').where('resource_id', '=', other).execute();
    const readers = await newStudents(t, 20);
    const ratings = readers.map((_, i) => (i % 5) + 1);
    const answers = await Promise.all(
      readers.map((token, i) => rate(token, { rating: ratings[i], is_recommended: i % 2 === 0 }, other)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const row = await t.db
      .selectFrom('resources')
      .select(['rating_tenths', 'rating_count', 'recommend_count'])
      .where('id', '=', other)
      .executeTakeFirstOrThrow();
    const sum = ratings.reduce((a, b) => a + b, 0);
    expect(row.rating_count).toBe(20);
    expect(row.rating_tenths).toBe(Math.round((sum * 10) / 20));
    expect(row.recommend_count).toBe(10);
    const shown = await dataOf<{ resource: ResourceShape }>(
      t,
      tokens.student,
      'GET',
      `/api/resources/${other}`,
    );
    expect(shown.resource.rating).toBe(3);
    expect(shown.resource.recommend_percentage).toBe(50);
  });
});
