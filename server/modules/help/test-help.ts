import type { DB } from '../../db';
import { buildStudent } from '../../db/seed/factories';
import { dataOf } from '../../test/calls';
import { signIn, type TestApp } from '../../test/setup';

/** Test helpers for the help center suites: FAQs and categories of the demo seed, and calls. */
export async function faqIdOf(db: DB, questionStart: string): Promise<number> {
  const row = await db
    .selectFrom('faqs')
    .select('id')
    .where('question', 'like', `${questionStart}%`)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The demo seed's one draft FAQ. */
export async function draftFaqId(db: DB): Promise<number> {
  return (await db.selectFrom('faqs').select('id').where('is_published', '=', 0).executeTakeFirstOrThrow())
    .id;
}

export async function helpCategoryIdOf(db: DB, name: string): Promise<number> {
  return (
    await db.selectFrom('help_categories').select('id').where('name', '=', name).executeTakeFirstOrThrow()
  ).id;
}

export { dataOf };

/** A FAQ as an admin creates it: published by default in tests. */
export async function createFaq(
  t: TestApp,
  adminToken: string,
  fields: { question: string; answer: string; category_id: number; tags?: string[]; is_published?: boolean },
) {
  const data = await dataOf<{ faq: { id: number } }>(
    t,
    adminToken,
    'POST',
    '/api/admin/help/faqs',
    { is_published: true, ...fields },
    201,
  );
  return data.faq.id;
}

/** `count` new students, signed in: their tokens. */
export async function newStudents(t: TestApp, count: number): Promise<string[]> {
  const users = [];
  for (let i = 0; i < count; i += 1) users.push(await buildStudent(t.db));
  const tokens = [];
  for (const user of users) tokens.push(await signIn(t.app, user.email));
  return tokens;
}

export type FaqShape = {
  id: number;
  question: string;
  is_published: boolean;
  is_featured: boolean;
  helpful_count: number;
  not_helpful_count: number;
  view_count: number;
  is_bookmarked: boolean;
  my_feedback: { is_helpful: boolean; reason: string | null } | null;
  highlight?: string;
  question_highlight?: string;
  category: { id: number; slug: string } | null;
  published_at: string | null;
  tags: string[];
};
