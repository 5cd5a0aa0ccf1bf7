import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { dataOf, draftFaqId, type FaqShape, faqIdOf, helpCategoryIdOf } from './test-help';

let t: TestApp;
let tokens: Tokens;
let draft: number;
let wifi: number;

type List = {
  faqs: FaqShape[];
  featured_faqs: FaqShape[];
  pagination: { total: number; per_page: number; current_page: number; last_page: number };
};
const list = (token: string, query = '') => dataOf<List>(t, token, 'GET', `/api/help/faqs${query}`);

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  draft = await draftFaqId(t.db);
  wifi = await faqIdOf(t.db, 'How do I connect to the campus wifi');
});
afterAll(async () => t.close());

describe('who may read the help center', () => {
  it.each([
    ['GET', '/api/help/categories'],
    ['GET', '/api/help/faqs'],
    ['GET', '/api/help/faqs/1'],
    ['GET', '/api/help/bookmarks'],
    ['POST', '/api/help/faqs/1/bookmark'],
    ['GET', '/api/help/stats'],
    ['GET', '/api/help/search-suggestions?q=wifi'],
    ['GET', '/api/help/recent-searches'],
    ['DELETE', '/api/help/recent-searches'],
  ] as const)('%s %s: 401 signed out', async (method, url) => {
    const res = await call(t.app, null, method, url);
    expect(res.statusCode).toBe(401);
    expect(body(res).success).toBe(false);
  });
});

describe('GET /api/help/categories', () => {
  it('lists active categories in order with their published FAQ counts', async () => {
    const { categories } = await dataOf<{
      categories: { name: string; faqs_count: number; is_active: boolean }[];
    }>(t, tokens.student, 'GET', '/api/help/categories');
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(categories[0]).toMatchObject({ name: 'Academic Support', is_active: true });
    // The demo's one draft (in "Using the Support Hub") is not counted for readers.
    const hub = categories.find((c) => c.name === 'Using the Support Hub');
    expect(hub?.faqs_count).toBe(2);
    const admin = await dataOf<{ categories: { name: string; faqs_count: number }[] }>(
      t,
      tokens.admin,
      'GET',
      '/api/admin/help/categories',
    );
    expect(admin.categories.find((c) => c.name === 'Using the Support Hub')?.faqs_count).toBe(3);
  });

  it('hides inactive categories from readers, not from admins', async () => {
    await dataOf(
      t,
      tokens.admin,
      'POST',
      '/api/admin/help/categories',
      { name: 'Archived Topics', is_active: false },
      201,
    );
    const { categories } = await dataOf<{ categories: { name: string }[] }>(
      t,
      tokens.student,
      'GET',
      '/api/help/categories',
    );
    expect(categories.map((c) => c.name)).not.toContain('Archived Topics');
    const admin = await dataOf<{ categories: { name: string; icon: string; color: string }[] }>(
      t,
      tokens.admin,
      'GET',
      '/api/admin/help/categories',
    );
    expect(admin.categories.find((c) => c.name === 'Archived Topics')).toMatchObject({
      icon: 'HelpCircle',
      color: '#3B82F6',
    });
  });
});

describe('GET /api/help/faqs', () => {
  it('pages published FAQs newest first, with featured FAQs on the first page', async () => {
    const page = await list(tokens.student, '?per_page=5');
    expect(page.faqs).toHaveLength(5);
    expect(page.pagination).toMatchObject({ per_page: 5, current_page: 1, total: 45 });
    expect(page.featured_faqs.length).toBe(3);
    expect(page.featured_faqs.every((faq) => faq.is_featured)).toBe(true);
    const second = await list(tokens.student, '?per_page=5&page=2');
    expect(second.featured_faqs).toEqual([]);
    expect(second.faqs.map((f) => f.id)).not.toContain(page.faqs[0]!.id);
  });

  it('never shows drafts to students or counselors, even when searched for', async () => {
    for (const token of [tokens.student, tokens.counselor, tokens.advisor]) {
      const all = await list(token, '?per_page=100');
      expect(all.faqs.map((f) => f.id)).not.toContain(draft);
      expect(all.faqs.every((f) => f.is_published)).toBe(true);
      const searched = await list(token, '?search=who%20can%20see%20what%20I%20write%20in%20a%20ticket');
      expect(searched.faqs.map((f) => f.id)).not.toContain(draft);
      const one = await call(t.app, token, 'GET', `/api/help/faqs/${draft}`);
      expect(one.statusCode).toBe(404);
      expect(body(one).message).toBe(`FAQ with ID ${draft} not found`);
    }
  });

  it('filters by category id or slug and by featured, and sorts', async () => {
    const money = await helpCategoryIdOf(t.db, 'Money & Financial Aid');
    const byId = await list(tokens.student, `?category=${money}&per_page=50`);
    const bySlug = await list(tokens.student, '?category=money-and-financial-aid&per_page=50');
    expect(byId.faqs.length).toBe(6);
    expect(bySlug.faqs.map((f) => f.id)).toEqual(byId.faqs.map((f) => f.id));
    expect((await list(tokens.student, '?category=all&per_page=1')).pagination.total).toBe(45);
    const featured = await list(tokens.student, '?featured=true&per_page=50');
    expect(featured.faqs.length).toBeGreaterThanOrEqual(3);
    expect(featured.faqs.every((f) => f.is_featured)).toBe(true);
    const views = await list(tokens.student, '?sort_by=views&per_page=5');
    const counts = views.faqs.map((f) => f.view_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const helpful = await list(tokens.student, '?sort_by=helpful&per_page=10');
    const votes = helpful.faqs.map((f) => f.helpful_count);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
    const first = await list(tokens.student, '?sort_by=featured&per_page=3');
    expect(first.faqs.every((f) => f.is_featured)).toBe(true);
  });

  it('answers 422 with messages for bad paging, sort or category', async () => {
    for (const [query, field, message] of [
      ['?per_page=0', 'per_page', 'Per page must be between 1 and 100'],
      ['?per_page=101', 'per_page', 'Per page must be between 1 and 100'],
      ['?page=0', 'page', 'Page must be at least 1'],
      ['?sort_by=random', 'sort_by', 'Sort must be featured, helpful, newest, views or relevance'],
      ['?category=%27%20OR%201%3D1', 'category', 'Invalid category'],
      ['?featured=maybe', 'featured', 'Must be true or false'],
    ] as const) {
      const res = await call(t.app, tokens.student, 'GET', `/api/help/faqs${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(body(res).errors?.[field], query).toContain(message);
    }
  });
});

describe('GET /api/help/faqs/{id}', () => {
  it('answers a published FAQ and counts one view per reader and day', async () => {
    const before = (
      await t.db.selectFrom('faqs').select('view_count').where('id', '=', wifi).executeTakeFirstOrThrow()
    ).view_count;
    const first = await dataOf<{ faq: FaqShape }>(t, tokens.student, 'GET', `/api/help/faqs/${wifi}`);
    expect(first.faq.view_count).toBe(before + 1);
    const again = await dataOf<{ faq: FaqShape }>(t, tokens.student, 'GET', `/api/help/faqs/${wifi}`);
    expect(again.faq.view_count).toBe(before + 1);
    const other = await dataOf<{ faq: FaqShape }>(t, tokens.student2, 'GET', `/api/help/faqs/${wifi}`);
    expect(other.faq.view_count).toBe(before + 2);
    // The next day (sessions would expire if the clock jumped a day): yesterday's view no longer counts.
    await t.db.updateTable('faq_views').set({ day: '2000-01-01' }).where('faq_id', '=', wifi).execute();
    const tomorrow = await dataOf<{ faq: FaqShape }>(t, tokens.student, 'GET', `/api/help/faqs/${wifi}`);
    expect(tomorrow.faq.view_count).toBe(before + 3);
    expect(tomorrow.faq).toMatchObject({ id: wifi, is_published: true, my_feedback: null });
    // Readers see who wrote it, never their e-mail.
    expect(JSON.stringify(tomorrow.faq)).not.toContain('admin@university.edu');
  });

  it('answers 404 for a missing FAQ and 422 for an id that is not one', async () => {
    const missing = await call(t.app, tokens.student, 'GET', '/api/help/faqs/999999');
    expect(missing.statusCode).toBe(404);
    expect(body(missing).message).toBe('FAQ with ID 999999 not found');
    for (const bad of ['abc', '1e3', '-1', '0']) {
      const res = await call(t.app, tokens.student, 'GET', `/api/help/faqs/${bad}`);
      expect(res.statusCode, bad).toBe(422);
      expect(body(res).message).toBe('Invalid FAQ');
    }
  });
});

describe('bookmarks', () => {
  it('toggles a bookmark on a published FAQ and lists the reader’s own', async () => {
    const on = await call(t.app, tokens.student, 'POST', `/api/help/faqs/${wifi}/bookmark`);
    expect(on.statusCode).toBe(200);
    expect(body(on)).toMatchObject({ message: 'FAQ bookmarked', data: { bookmarked: true, faq_id: wifi } });
    const mine = await dataOf<{
      faqs: (FaqShape & { bookmarked_at: string })[];
      pagination: { total: number };
    }>(t, tokens.student, 'GET', '/api/help/bookmarks');
    expect(mine.faqs.map((f) => f.id)).toEqual([wifi]);
    expect(mine.faqs[0]).toMatchObject({ is_bookmarked: true });
    expect(mine.faqs[0]!.bookmarked_at).toBeTruthy();
    // Someone else's bookmarks are their own.
    expect(
      (await dataOf<{ faqs: unknown[] }>(t, tokens.student2, 'GET', '/api/help/bookmarks')).faqs,
    ).toEqual([]);
    const single = await dataOf<{ faq: FaqShape }>(t, tokens.student, 'GET', `/api/help/faqs/${wifi}`);
    expect(single.faq.is_bookmarked).toBe(true);
    const off = await call(t.app, tokens.student, 'POST', `/api/help/faqs/${wifi}/bookmark`);
    expect(body(off)).toMatchObject({ message: 'Bookmark removed', data: { bookmarked: false } });
    expect((await dataOf<{ faqs: unknown[] }>(t, tokens.student, 'GET', '/api/help/bookmarks')).faqs).toEqual(
      [],
    );
  });

  it('answers 404 for a draft or a missing FAQ', async () => {
    for (const id of [draft, 999999]) {
      const res = await call(t.app, tokens.student, 'POST', `/api/help/faqs/${id}/bookmark`);
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe(`FAQ with ID ${id} not found`);
    }
  });
});

describe('GET /api/help/stats', () => {
  it('counts published FAQs and active categories', async () => {
    const { stats } = await dataOf<{ stats: { total_faqs: number; total_categories: number } }>(
      t,
      tokens.student,
      'GET',
      '/api/help/stats',
    );
    expect(stats.total_faqs).toBe(45);
    const active = await t.db.selectFrom('help_categories').select('id').where('is_active', '=', 1).execute();
    expect(stats.total_categories).toBe(active.length);
  });
});

describe('recent searches and search suggestions', () => {
  const recent = async (token: string) =>
    (
      await dataOf<{ searches: { query: string }[] }>(t, token, 'GET', '/api/help/recent-searches')
    ).searches.map((s) => s.query);

  it('remembers searches of 2 characters or more, once each, newest first, at most 10', async () => {
    const token = tokens.counselor;
    await call(t.app, token, 'DELETE', '/api/help/recent-searches');
    await list(token, '?search=a');
    expect(await recent(token)).toEqual([]);
    await list(token, '?search=Wifi');
    await list(token, '?search=printing');
    await list(token, '?search=wifi');
    expect(await recent(token)).toEqual(['wifi', 'printing']);
    // Typing on: "pass" then "password" a moment later keeps only the finished search.
    await list(token, '?search=pass');
    await list(token, '?search=password');
    expect(await recent(token)).toEqual(['password', 'wifi', 'printing']);
    for (const word of [
      'rent',
      'exam',
      'resit',
      'transcript',
      'eduroam',
      'deposit',
      'roommate',
      'scholarship',
    ]) {
      t.clock.advance(2 * 60_000);
      await list(token, `?search=${word}`);
    }
    const kept = await recent(token);
    expect(kept).toHaveLength(10);
    expect(kept[0]).toBe('scholarship');
    expect(kept).not.toContain('printing');
    // Later pages of a search are not new searches.
    await list(token, '?search=housing&page=2');
    expect(await recent(token)).not.toContain('housing');
  });

  it('suggests at most 8 entries: 5 recent, 3 popular and questions matching what was typed', async () => {
    const token = tokens.advisor;
    for (const word of ['pay', 'payment plan', 'password', 'pantry', 'parking', 'panic']) {
      t.clock.advance(2 * 60_000);
      await list(token, `?search=${encodeURIComponent(word)}`);
    }
    // Popular searches are the ones several readers made.
    for (const other of [tokens.student, tokens.student2]) await list(other, '?search=password%20reset');
    const data = await dataOf<{
      recent: string[];
      popular: string[];
      suggested: { id: number; question: string }[];
    }>(t, token, 'GET', '/api/help/search-suggestions?q=pa');
    expect(data.recent.length).toBeLessThanOrEqual(5);
    expect(data.popular.length).toBeLessThanOrEqual(3);
    expect(data.suggested.length).toBeLessThanOrEqual(5);
    expect(data.recent.length + data.popular.length + data.suggested.length).toBeLessThanOrEqual(8);
    expect(data.recent[0]).toBe('panic');
    expect(data.popular).toContain('password reset');
    const typed = await dataOf<{ suggested: { question: string }[] }>(
      t,
      tokens.student,
      'GET',
      '/api/help/search-suggestions?q=eduroam',
    );
    expect(typed.suggested[0]?.question).toContain('eduroam');
  });

  it('clears the reader’s recent searches only', async () => {
    await list(tokens.student, '?search=deposit');
    const res = await call(t.app, tokens.counselor, 'DELETE', '/api/help/recent-searches');
    expect(res.statusCode).toBe(200);
    expect(await recent(tokens.counselor)).toEqual([]);
    expect(await recent(tokens.student)).toContain('deposit');
  });
});

describe('logs stay bounded', () => {
  it('drops views before yesterday and search texts nobody repeated in 90 days', async () => {
    const old = new Date(t.clock.now().getTime() - 100 * 86_400_000).toISOString();
    await t.db
      .insertInto('help_search_log')
      .values([
        {
          query_key: 'once long ago',
          query: 'once long ago',
          search_count: 1,
          zero_result_count: 1,
          last_result_count: 0,
          last_searched_at: old,
        },
        {
          query_key: 'often long ago',
          query: 'often long ago',
          search_count: 9,
          zero_result_count: 0,
          last_result_count: 2,
          last_searched_at: old,
        },
      ])
      .execute();
    const student = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'student@university.edu')
        .executeTakeFirstOrThrow()
    ).id;
    await t.db
      .insertInto('faq_views')
      .values({ faq_id: wifi, user_id: student, day: '2001-01-01' })
      .execute();
    t.clock.advance(61 * 60_000);
    await list(tokens.student, '?search=printing');
    const keys = (await t.db.selectFrom('help_search_log').select('query_key').execute()).map(
      (row) => row.query_key,
    );
    expect(keys).not.toContain('once long ago');
    expect(keys).toContain('often long ago');
    expect(await t.db.selectFrom('faq_views').selectAll().where('day', '=', '2001-01-01').execute()).toEqual(
      [],
    );
  });
});

describe('bad input on the other readers’ routes', () => {
  it('answers 422 with messages', async () => {
    for (const [method, url, field, message] of [
      ['GET', '/api/help/bookmarks?per_page=500', 'per_page', 'Per page must be between 1 and 100'],
      [
        'GET',
        `/api/help/search-suggestions?q=${'q'.repeat(201)}`,
        'q',
        'Search cannot exceed 200 characters',
      ],
      ['POST', '/api/help/faqs/abc/bookmark', 'id', 'Invalid FAQ'],
      ['POST', '/api/help/faqs/abc/feedback', 'id', 'Invalid FAQ'],
    ] as const) {
      const res = await call(
        t.app,
        tokens.student,
        method,
        url,
        method === 'POST' ? { is_helpful: true } : undefined,
      );
      expect(res.statusCode, url).toBe(422);
      expect(body(res).errors?.[field], url).toContain(message);
    }
  });
});
