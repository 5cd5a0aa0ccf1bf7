import { expect } from 'vitest';
import type { DB } from '../../db';
import { body, call, type TestApp } from '../../test/setup';

/** Test helpers for the resource library suites: the demo library's records, and calls. */
export async function resourceIdOf(db: DB, slug: string): Promise<number> {
  return (await db.selectFrom('resources').select('id').where('slug', '=', slug).executeTakeFirstOrThrow())
    .id;
}

/** The demo library's one draft. */
export async function draftResourceId(db: DB): Promise<number> {
  return (
    await db.selectFrom('resources').select('id').where('is_published', '=', 0).executeTakeFirstOrThrow()
  ).id;
}

export async function resourceCategoryIdOf(db: DB, slug: string): Promise<number> {
  return (
    await db.selectFrom('resource_categories').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()
  ).id;
}

export { dataOf } from '../../test/calls';

/** Expects a 422 whose field errors hold `message` (under `field`, when given). */
export async function expect422(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload: unknown,
  message: string,
  field?: string,
) {
  const res = await call(t.app, token, method, url, payload);
  expect(res.statusCode, `${url} ${JSON.stringify(payload)?.slice(0, 80)}: ${res.body.slice(0, 300)}`).toBe(
    422,
  );
  const envelope = body(res);
  const all = Object.entries(envelope.errors ?? {});
  const found = all.some(
    ([key, messages]) => (field === undefined || key === field) && (messages as string[]).includes(message),
  );
  expect(found || envelope.message === message, `${message} in ${res.body.slice(0, 400)}`).toBe(true);
}

/** A valid resource body for the admin create call. */
export function resourceBody(categoryId: number, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Managing exam stress',
    description: 'A practical guide to staying calm and focused before and during exams.',
    category_id: categoryId,
    type: 'article',
    difficulty: 'beginner',
    external_url: 'https://www.nhs.uk/every-mind-matters/',
    tags: ['exams', 'stress'],
    author_name: 'Student Wellbeing Team',
    is_published: true,
    ...overrides,
  };
}

export type ResourceShape = {
  id: number;
  slug: string;
  title: string;
  type: string;
  difficulty: string;
  is_published: boolean;
  is_featured: boolean;
  rating: number;
  rating_count: number;
  recommend_percentage: number;
  view_count: number;
  download_count: number;
  is_bookmarked: boolean;
  bookmarked_at: string | null;
  my_feedback: { rating: number; comment: string | null; is_recommended: boolean } | null;
  category: { id: number; slug: string } | null;
  tags: string[];
  highlight?: string;
  title_highlight?: string;
  published_at: string | null;
};
