import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { createFaq, dataOf, draftFaqId, type FaqShape, helpCategoryIdOf } from './test-help';

let t: TestApp;
let tokens: Tokens;
let academic: number;

const audits = (action: string) =>
  t.db.selectFrom('audit_logs').selectAll().where('action', '=', action).orderBy('id').execute();

const GOOD_FAQ = {
  question: 'How do I book a study room in the library?',
  answer: 'Book up to three hours a day at *Student Portal → Library → Rooms*; bring your student ID.',
};

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  academic = await helpCategoryIdOf(t.db, 'Academic Support');
});
afterAll(async () => t.close());

describe('who may manage help content', () => {
  const ROUTES = [
    ['GET', '/api/admin/help/categories'],
    ['POST', '/api/admin/help/categories'],
    ['POST', '/api/admin/help/categories/reorder'],
    ['PUT', '/api/admin/help/categories/1'],
    ['DELETE', '/api/admin/help/categories/1'],
    ['GET', '/api/admin/help/faqs'],
    ['POST', '/api/admin/help/faqs'],
    ['POST', '/api/admin/help/faqs/bulk-action'],
    ['GET', '/api/admin/help/faqs/1'],
    ['PUT', '/api/admin/help/faqs/1'],
    ['PATCH', '/api/admin/help/faqs/1'],
    ['DELETE', '/api/admin/help/faqs/1'],
    ['GET', '/api/admin/help/stats'],
  ] as const;

  it.each(ROUTES)('%s %s: 401 signed out, 403 for students, counselors and advisors', async (method, url) => {
    const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
    expect((await call(t.app, null, method, url, payload)).statusCode).toBe(401);
    for (const token of [tokens.student, tokens.counselor, tokens.advisor]) {
      const res = await call(t.app, token, method, url, payload);
      expect(res.statusCode).toBe(403);
      expect(body(res).message).toBe("You don't have permission to perform this action");
    }
    expect(await t.db.selectFrom('faqs').select('id').where('id', '=', 1).executeTakeFirst()).toBeDefined();
  });
});

describe('help categories', () => {
  it('creates with the defaults, updates and audits in the same transaction', async () => {
    const created = await call(t.app, tokens.admin, 'POST', '/api/admin/help/categories', {
      name: '  International Students ',
      description: 'Visas, arrival and settling in.',
    });
    expect(created.statusCode).toBe(201);
    expect(body(created).message).toBe('Category created successfully!');
    const category = (body(created).data as { category: Record<string, unknown> }).category;
    expect(category).toMatchObject({
      name: 'International Students',
      slug: 'international-students',
      icon: 'HelpCircle',
      color: '#3B82F6',
      sort_order: 0,
      is_active: true,
      faqs_count: 0,
    });
    const id = category.id as number;
    const updated = await dataOf<{ category: Record<string, unknown> }>(
      t,
      tokens.admin,
      'PUT',
      `/api/admin/help/categories/${id}`,
      { color: '#10b981', sort_order: 9, is_active: false },
    );
    expect(updated.category).toMatchObject({ color: '#10B981', sort_order: 9, is_active: false });
    const invalid = await call(t.app, tokens.admin, 'PUT', `/api/admin/help/categories/${id}`, {
      color: '#12345',
    });
    expect(invalid.statusCode).toBe(422);
    expect(body(invalid).errors?.color).toEqual(['Color must be a valid hex color code (e.g., #FF0000)']);
    const rows = await t.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('target_type', '=', 'help_category')
      .where('target_id', '=', id)
      .execute();
    expect(rows.map((row) => row.action)).toEqual(['help_category.created', 'help_category.updated']);
  });

  it('answers 422 with the spec’s messages', async () => {
    for (const [payload, field, message] of [
      [{}, 'name', 'Category name is required'],
      [{ name: '   ' }, 'name', 'Category name is required'],
      [{ name: 'ab' }, 'name', 'Category name must be at least 3 characters long'],
      [{ name: 'x'.repeat(256) }, 'name', 'Category name cannot exceed 255 characters'],
      [
        { name: 'Valid name', description: 'd'.repeat(1001) },
        'description',
        'Description cannot exceed 1000 characters',
      ],
      [{ name: 'Valid name', color: 'red' }, 'color', 'Color must be a valid hex color code (e.g., #FF0000)'],
      [{ name: 'Valid name', sort_order: -1 }, 'sort_order', 'Sort order must be a non-negative integer'],
      [
        { name: 'Valid name', icon: '<svg onload=x>' },
        'icon',
        'Icon must be a plain icon name (e.g., HelpCircle)',
      ],
      [{ name: 'academic support' }, 'name', 'A category with this name already exists'],
      [{ name: 'Money and Financial Aid' }, 'name', 'A category with this name already exists'],
    ] as const) {
      const res = await call(t.app, tokens.admin, 'POST', '/api/admin/help/categories', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(body(res).errors?.[field]).toContain(message);
    }
  });

  it('refuses to delete a category that holds FAQs (409), deletes an empty one, 404 for a missing one', async () => {
    const holding = await call(t.app, tokens.admin, 'DELETE', `/api/admin/help/categories/${academic}`);
    expect(holding.statusCode).toBe(409);
    expect(body(holding).message).toBe(
      'This category holds FAQs. Please move them to another category first or they will become uncategorized.',
    );
    const empty = await dataOf<{ category: { id: number } }>(
      t,
      tokens.admin,
      'POST',
      '/api/admin/help/categories',
      { name: 'Temporary Topic' },
      201,
    );
    const gone = await call(t.app, tokens.admin, 'DELETE', `/api/admin/help/categories/${empty.category.id}`);
    expect(gone.statusCode).toBe(200);
    expect(body(gone).message).toBe('Category deleted successfully!');
    expect((await audits('help_category.deleted')).map((row) => row.target_id)).toContain(empty.category.id);
    for (const [method, payload] of [
      ['DELETE', undefined],
      ['PUT', { name: 'Anything here' }],
    ] as const) {
      const res = await call(t.app, tokens.admin, method, '/api/admin/help/categories/999999', payload);
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe('Category not found');
    }
  });

  it('reorders categories; an unknown id changes nothing', async () => {
    const money = await helpCategoryIdOf(t.db, 'Money & Financial Aid');
    const { categories } = await dataOf<{ categories: { id: number; sort_order: number }[] }>(
      t,
      tokens.admin,
      'POST',
      '/api/admin/help/categories/reorder',
      { categories: [{ id: money, sort_order: 0 }] },
    );
    expect(categories[0]).toMatchObject({ id: money, sort_order: 0 });
    const bad = await call(t.app, tokens.admin, 'POST', '/api/admin/help/categories/reorder', {
      categories: [
        { id: academic, sort_order: 50 },
        { id: 999999, sort_order: 1 },
      ],
    });
    expect(bad.statusCode).toBe(422);
    const row = await t.db
      .selectFrom('help_categories')
      .select('sort_order')
      .where('id', '=', academic)
      .executeTakeFirstOrThrow();
    expect(row.sort_order).not.toBe(50);
    const empty = await call(t.app, tokens.admin, 'POST', '/api/admin/help/categories/reorder', {
      categories: [],
    });
    expect(body(empty).errors?.categories).toEqual(['No categories to reorder']);
  });
});

describe('FAQ management', () => {
  it('creates a FAQ (draft by default), with trimmed, de-duplicated tags, audited', async () => {
    const res = await call(t.app, tokens.admin, 'POST', '/api/admin/help/faqs', {
      ...GOOD_FAQ,
      category_id: String(academic),
      tags: [' library ', 'Library', '', 'rooms'],
    });
    expect(res.statusCode).toBe(201);
    expect(body(res).message).toBe('FAQ created successfully!');
    const faq = (body(res).data as { faq: FaqShape & { creator: { email: string } } }).faq;
    expect(faq).toMatchObject({
      is_published: false,
      is_featured: false,
      published_at: null,
      tags: ['library', 'rooms'],
    });
    expect(faq.creator.email).toBe('admin@university.edu');
    expect((await audits('faq.created')).map((row) => row.target_id)).toContain(faq.id);
    // A draft: readers cannot open it, admins can.
    expect((await call(t.app, tokens.student, 'GET', `/api/help/faqs/${faq.id}`)).statusCode).toBe(404);
    expect((await call(t.app, tokens.admin, 'GET', `/api/admin/help/faqs/${faq.id}`)).statusCode).toBe(200);
  });

  it('answers 422 with the spec’s messages', async () => {
    const inactive = await dataOf<{ category: { id: number } }>(
      t,
      tokens.admin,
      'POST',
      '/api/admin/help/categories',
      { name: 'Switched Off', is_active: false },
      201,
    );
    for (const [payload, field, message] of [
      [{ answer: GOOD_FAQ.answer, category_id: academic }, 'question', 'Question is required'],
      [
        { ...GOOD_FAQ, question: 'Too short', category_id: academic },
        'question',
        'Question must be at least 10 characters long',
      ],
      [
        { ...GOOD_FAQ, question: `${'q'.repeat(500)}?`, category_id: academic },
        'question',
        'Question cannot exceed 500 characters',
      ],
      [{ question: GOOD_FAQ.question, category_id: academic }, 'answer', 'Answer is required'],
      [
        { ...GOOD_FAQ, answer: 'Too short answer', category_id: academic },
        'answer',
        'Answer must be at least 20 characters long',
      ],
      [
        { ...GOOD_FAQ, answer: 'a'.repeat(5001), category_id: academic },
        'answer',
        'Answer cannot exceed 5000 characters',
      ],
      [GOOD_FAQ, 'category_id', 'Category is required'],
      [{ ...GOOD_FAQ, category_id: '' }, 'category_id', 'Category is required'],
      [{ ...GOOD_FAQ, category_id: inactive.category.id }, 'category_id', 'Please choose an active category'],
      [{ ...GOOD_FAQ, category_id: 999999 }, 'category_id', 'Please choose an active category'],
      [
        { ...GOOD_FAQ, category_id: academic, tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) },
        'tags',
        'Maximum 10 tags allowed',
      ],
      [
        { ...GOOD_FAQ, category_id: academic, sort_order: -3 },
        'sort_order',
        'Sort order must be a non-negative integer',
      ],
    ] as const) {
      const res = await call(t.app, tokens.admin, 'POST', '/api/admin/help/faqs', payload);
      expect([400, 422], JSON.stringify(payload).slice(0, 80)).toContain(res.statusCode);
      expect(body(res).errors?.[field], JSON.stringify(payload).slice(0, 80)).toContain(message);
    }
  });

  it('keeps hostile Markdown as text and returns it as JSON, unchanged', async () => {
    const answer =
      '<script>alert(1)</script> [click](javascript:alert(2)) <img src=x onerror=alert(3)> ' +
      'and that is all.';
    const id = await createFaq(t, tokens.admin, {
      question: "Robert'); DROP TABLE faqs;-- question?",
      answer,
      category_id: academic,
    });
    const { faq } = await dataOf<{ faq: { answer: string; question: string } }>(
      t,
      tokens.student,
      'GET',
      `/api/help/faqs/${id}`,
    );
    expect(faq.answer).toBe(answer);
    expect(faq.question).toBe("Robert'); DROP TABLE faqs;-- question?");
    expect((await t.db.selectFrom('faqs').select('id').execute()).length).toBeGreaterThan(40);
  });

  it('updates only the fields sent; publishing stamps published_at; 404 for a missing FAQ', async () => {
    const id = await createFaq(t, tokens.admin, {
      ...GOOD_FAQ,
      category_id: academic,
      tags: ['rooms'],
      is_published: false,
    });
    const { faq } = await dataOf<{ faq: FaqShape & { answer: string } }>(
      t,
      tokens.admin,
      'PUT',
      `/api/admin/help/faqs/${id}`,
      {
        question: 'How do I reserve a group study room?',
      },
    );
    expect(faq).toMatchObject({
      question: 'How do I reserve a group study room?',
      answer: GOOD_FAQ.answer,
      tags: ['rooms'],
    });
    const published = await call(t.app, tokens.admin, 'PATCH', `/api/admin/help/faqs/${id}`, {
      is_published: true,
    });
    expect(body(published).message).toBe('FAQ published successfully!');
    expect((body(published).data as { faq: FaqShape }).faq.published_at).toBe(t.clock.now().toISOString());
    const featured = await call(t.app, tokens.admin, 'PATCH', `/api/admin/help/faqs/${id}`, {
      is_featured: true,
    });
    expect(body(featured).message).toBe('FAQ featured successfully!');
    // Searchable by its new words at once.
    const found = await dataOf<{ faqs: FaqShape[] }>(
      t,
      tokens.student,
      'GET',
      '/api/help/faqs?search=reserve%20group',
    );
    expect(found.faqs[0]?.id).toBe(id);
    const nothing = await call(t.app, tokens.admin, 'PATCH', `/api/admin/help/faqs/${id}`, {});
    expect(body(nothing).errors).toBeDefined();
    expect(nothing.statusCode).toBe(422);
    for (const [method, payload] of [
      ['PUT', { question: 'A question that is long enough?' }],
      ['PATCH', { is_published: true }],
      ['DELETE', undefined],
      ['GET', undefined],
    ] as const) {
      const res = await call(t.app, tokens.admin, method, '/api/admin/help/faqs/999999', payload);
      expect(res.statusCode, method).toBe(404);
      expect(body(res).message).toBe('FAQ with ID 999999 not found');
    }
  });

  it('takes FAQs written at the same moment, each searchable by its own words', async () => {
    const words = ['albatross', 'bandicoot', 'capybara', 'dugong', 'echidna'];
    const answers = await Promise.all(
      words.map((word) =>
        call(t.app, tokens.admin, 'POST', '/api/admin/help/faqs', {
          question: `Where can I see the ${word} exhibit?`,
          answer: `The ${word} exhibit is in the Natural History wing, open weekdays.`,
          category_id: academic,
          is_published: true,
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(5).fill(201));
    const vocabulary = (await t.db.selectFrom('faq_search_vocabulary').select('term').execute()).map(
      (r) => r.term,
    );
    for (const word of words) expect(vocabulary).toContain(word);
    const typo = await dataOf<{ faqs: FaqShape[] }>(
      t,
      tokens.student,
      'GET',
      '/api/help/faqs?search=capybra',
    );
    expect(typo.faqs[0]?.question).toContain('capybara');
  });

  it('deletes a FAQ with its votes and bookmarks', async () => {
    const id = await createFaq(t, tokens.admin, { ...GOOD_FAQ, category_id: academic });
    await dataOf(t, tokens.student, 'POST', `/api/help/faqs/${id}/bookmark`);
    await dataOf(t, tokens.student, 'POST', `/api/help/faqs/${id}/feedback`, { is_helpful: true });
    const res = await call(t.app, tokens.admin, 'DELETE', `/api/admin/help/faqs/${id}`);
    expect(body(res).message).toBe('FAQ deleted successfully!');
    expect((await call(t.app, tokens.student, 'GET', `/api/help/faqs/${id}`)).statusCode).toBe(404);
    expect(await t.db.selectFrom('faq_bookmarks').selectAll().where('faq_id', '=', id).execute()).toEqual([]);
    expect(await t.db.selectFrom('faq_feedback').selectAll().where('faq_id', '=', id).execute()).toEqual([]);
  });

  it('runs bulk actions, counting what changed, with one audit row per FAQ', async () => {
    const ids = [
      await createFaq(t, tokens.admin, { ...GOOD_FAQ, category_id: academic }),
      await createFaq(t, tokens.admin, { ...GOOD_FAQ, category_id: academic }),
    ];
    const res = await call(t.app, tokens.admin, 'POST', '/api/admin/help/faqs/bulk-action', {
      action: 'unpublish',
      faq_ids: [...ids, 999999],
    });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({
      message: '2 FAQs unpublished successfully',
      data: { action: 'unpublish', affected: 2, missing_ids: [999999] },
    });
    for (const id of ids)
      expect((await call(t.app, tokens.student, 'GET', `/api/help/faqs/${id}`)).statusCode).toBe(404);
    expect((await audits('faq.bulk_unpublish')).map((row) => row.target_id)).toEqual(ids);
    const none = await call(t.app, tokens.admin, 'POST', '/api/admin/help/faqs/bulk-action', {
      action: 'publish',
      faq_ids: [999998],
    });
    expect(none.statusCode).toBe(422);
    expect(body(none).message).toBe('Failed to publish any FAQs');
    const empty = await call(t.app, tokens.admin, 'POST', '/api/admin/help/faqs/bulk-action', {
      action: 'publish',
      faq_ids: [],
    });
    expect(body(empty).message).toBe('No FAQs selected');
    const action = await call(t.app, tokens.admin, 'POST', '/api/admin/help/faqs/bulk-action', {
      action: 'explode',
      faq_ids: ids,
    });
    expect(body(action).errors?.action).toEqual([
      'Action must be publish, unpublish, feature, unfeature or delete',
    ]);
    const deleted = await call(t.app, tokens.admin, 'POST', '/api/admin/help/faqs/bulk-action', {
      action: 'delete',
      faq_ids: ids,
    });
    expect(body(deleted).message).toBe('2 FAQs deleted successfully');
  });

  it('lists every FAQ for admins with status and category filters', async () => {
    const draft = await draftFaqId(t.db);
    const all = await dataOf<{ faqs: FaqShape[]; pagination: { total: number } }>(
      t,
      tokens.admin,
      'GET',
      '/api/admin/help/faqs?per_page=100',
    );
    expect(all.faqs.map((f) => f.id)).toContain(draft);
    const drafts = await dataOf<{ faqs: FaqShape[] }>(
      t,
      tokens.admin,
      'GET',
      '/api/admin/help/faqs?status=unpublished&per_page=100',
    );
    expect(drafts.faqs.every((f) => !f.is_published)).toBe(true);
    expect(drafts.faqs.map((f) => f.id)).toContain(draft);
    const featured = await dataOf<{ faqs: FaqShape[] }>(
      t,
      tokens.admin,
      'GET',
      '/api/admin/help/faqs?status=featured&per_page=100',
    );
    expect(featured.faqs.length).toBeGreaterThan(0);
    expect(featured.faqs.every((f) => f.is_featured)).toBe(true);
    const inCategory = await dataOf<{ faqs: FaqShape[] }>(
      t,
      tokens.admin,
      'GET',
      `/api/admin/help/faqs?category=${academic}&per_page=100`,
    );
    expect(inCategory.faqs.every((f) => f.category?.id === academic)).toBe(true);
    const searched = await dataOf<{ faqs: FaqShape[] }>(
      t,
      tokens.admin,
      'GET',
      '/api/admin/help/faqs?search=who%20can%20see%20what%20I%20write',
    );
    expect(searched.faqs[0]?.id).toBe(draft);
    const bad = await call(t.app, tokens.admin, 'GET', '/api/admin/help/faqs?status=secret');
    expect(bad.statusCode).toBe(422);
  });

  it('answers every admin stats field', async () => {
    const { stats } = await dataOf<{ stats: Record<string, unknown> }>(
      t,
      tokens.admin,
      'GET',
      '/api/admin/help/stats',
    );
    for (const field of [
      'total_faqs',
      'published_faqs',
      'draft_faqs',
      'featured_faqs',
      'categories_count',
      'active_categories',
      'suggested_faqs',
      'total_views',
      'total_helpful_votes',
    ])
      expect(typeof stats[field], field).toBe('number');
    expect(stats.total_faqs).toBe((stats.published_faqs as number) + (stats.draft_faqs as number));
    expect(stats.suggested_faqs).toBe(3);
    expect(Array.isArray(stats.top_zero_result_searches)).toBe(true);
  });
});
