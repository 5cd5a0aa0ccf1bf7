import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_TYPES } from '../../../common/schemas/resources';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { dataOf, draftResourceId, type ResourceShape, resourceIdOf } from './test-resources';

let t: TestApp;
let tokens: Tokens;

type List = {
  resources: ResourceShape[];
  featured_resources: ResourceShape[];
  type_counts: Record<string, number>;
  pagination: { current_page: number; per_page: number; total: number; last_page: number };
  search: { corrected_query: string | null; synonyms: string[]; match: string } | null;
  notices: string[];
};
const list = (query = '', token = tokens.student) => dataOf<List>(t, token, 'GET', `/api/resources${query}`);

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
});
afterAll(async () => t.close());

describe('reading the library signed out', () => {
  it('answers 401 on every readers route', async () => {
    const id = await resourceIdOf(t.db, 'sleep-is-your-superpower');
    for (const [method, url] of [
      ['GET', '/api/resources'],
      ['GET', '/api/resources/categories'],
      ['GET', '/api/resources/stats'],
      ['GET', '/api/resources/user/bookmarks'],
      ['GET', '/api/resources/recommended'],
      ['GET', `/api/resources/${id}`],
      ['POST', `/api/resources/${id}/access`],
      ['POST', `/api/resources/${id}/bookmark`],
      ['POST', `/api/resources/${id}/feedback`],
    ] as const) {
      expect((await call(t.app, null, method, url)).statusCode, url).toBe(401);
    }
  });
});

describe('GET /api/resources', () => {
  it('lists published resources featured first, with up to 6 featured and counts per type', async () => {
    const data = await list();
    expect(data.pagination.per_page).toBe(25);
    expect(data.pagination.total).toBeGreaterThanOrEqual(30);
    expect(data.resources.every((resource) => resource.is_published)).toBe(true);
    expect(data.resources[0]!.is_featured).toBe(true);
    expect(data.featured_resources.length).toBeGreaterThan(0);
    expect(data.featured_resources.length).toBeLessThanOrEqual(6);
    expect(Object.keys(data.type_counts).sort()).toEqual([...RESOURCE_TYPES].sort());
    for (const type of RESOURCE_TYPES) expect(data.type_counts[type], type).toBeGreaterThan(0);
    const sum = Object.values(data.type_counts).reduce((a, b) => a + b, 0);
    expect(sum).toBe(data.pagination.total);
    expect(data.notices).toEqual([]);
  });

  it('never shows a draft to a student, a counselor or (without include_drafts) an admin', async () => {
    const draft = await draftResourceId(t.db);
    for (const token of [tokens.student, tokens.counselor, tokens.admin]) {
      const data = await list('?per_page=100', token);
      expect(data.resources.some((resource) => resource.id === draft)).toBe(false);
    }
    const student = await list('?per_page=100&include_drafts=true');
    expect(student.resources.some((resource) => resource.id === draft)).toBe(false);
    const admin = await list('?per_page=100&include_drafts=true', tokens.admin);
    expect(admin.resources.some((resource) => resource.id === draft)).toBe(true);
  });

  it('filters by category slug, type, difficulty and featured', async () => {
    const sleep = await list('?category=sleep');
    expect(sleep.resources.length).toBeGreaterThan(0);
    expect(sleep.resources.every((resource) => resource.category?.slug === 'sleep')).toBe(true);
    const videos = await list('?type=video&difficulty=beginner');
    expect(videos.resources.length).toBeGreaterThan(0);
    expect(videos.resources.every((r) => r.type === 'video' && r.difficulty === 'beginner')).toBe(true);
    // The type counts leave the type filter out, so the filter can show every type's figure.
    expect(videos.type_counts.article).toBeGreaterThan(0);
    const both = await list('?type[]=video&type[]=audio');
    expect(new Set(both.resources.map((r) => r.type))).toEqual(new Set(['video', 'audio']));
    const all = await list('?type=all&difficulty=all&category=');
    expect(all.pagination.total).toBe((await list()).pagination.total);
    const featured = await list('?featured=true');
    expect(featured.resources.every((r) => r.is_featured)).toBe(true);
    expect((await list('?category=no-such-category')).resources).toEqual([]);
  });

  it('sorts by rating, popularity, downloads and newest', async () => {
    const check = async (sort: string, value: (r: ResourceShape) => number) => {
      const values = (await list(`?sort_by=${sort}&per_page=100`)).resources.map(value);
      expect(values, sort).toEqual([...values].sort((a, b) => b - a));
    };
    await check('rating', (r) => r.rating);
    await check('popular', (r) => r.view_count);
    await check('downloads', (r) => r.download_count);
  });

  it('corrects bad paging with the spec messages instead of refusing', async () => {
    const data = await list('?page=0&per_page=500');
    expect(data.pagination.current_page).toBe(1);
    expect(data.pagination.per_page).toBe(25);
    expect(data.notices).toEqual(['Page must be 1 or greater', 'Per page cannot exceed 100']);
    expect((await list('?per_page=0')).notices).toEqual(['Per page must be 1 or greater']);
    expect((await list('?page=abc&per_page=2.5')).notices).toEqual([
      'Page must be an integer',
      'Per page must be an integer',
    ]);
    const page2 = await list('?page=2&per_page=10');
    expect(page2.pagination.current_page).toBe(2);
    expect(page2.resources).toHaveLength(10);
  });

  it('answers 422 with the spec messages for bad filters', async () => {
    for (const [query, message] of [
      ['?type=podcast', 'Resource type must be article, video, audio, exercise, tool or worksheet'],
      ['?difficulty=expert', 'Difficulty level must be beginner, intermediate or advanced'],
      ['?sort_by=random', 'Sort must be featured, rating, popular, downloads, newest or relevance'],
      [`?search=${'x'.repeat(201)}`, 'Search cannot exceed 200 characters'],
      ['?category=%27%3B--', 'Invalid category'],
    ] as const) {
      const res = await call(t.app, tokens.student, 'GET', `/api/resources${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(JSON.stringify(body(res)), query).toContain(message);
    }
  });
});

describe('searching the library', () => {
  it('ranks full-text matches over title, description, tags and author, with highlights', async () => {
    const data = await list('?search=sleep');
    expect(data.resources.length).toBeGreaterThan(2);
    expect(data.resources[0]!.title.toLowerCase()).toContain('sleep');
    expect(data.resources[0]!.title_highlight).toContain('<mark>');
    const byAuthor = await list('?search=McGonigal');
    expect(byAuthor.resources[0]!.title).toBe('How to make stress your friend');
    const byTag = await list('?search=fafsa');
    expect(byTag.resources[0]!.title).toBe('Federal Student Aid');
  });

  it('forgives typos and knows synonyms, like the help center', async () => {
    const typo = await list('?search=meditaton');
    expect(typo.search?.corrected_query).toBe('meditation');
    expect(typo.resources.length).toBeGreaterThan(0);
    const synonym = await list('?search=financial%20aid');
    expect(synonym.search?.synonyms).toContain('bursary');
    expect(synonym.resources.some((r) => r.title === 'Federal Student Aid')).toBe(true);
  });

  it('takes hostile search text as words only', async () => {
    for (const search of ['"NEAR(', "' OR 1=1 --", '*', 'sleep) OR (x']) {
      const res = await call(
        t.app,
        tokens.student,
        'GET',
        `/api/resources?search=${encodeURIComponent(search)}`,
      );
      expect(res.statusCode, search).toBe(200);
    }
  });

  it('never finds a draft', async () => {
    const data = await list('?search=cornell');
    expect(data.resources).toEqual([]);
  });
});

describe('GET /api/resources/categories and /stats', () => {
  it('lists active categories with published counts; inactive ones only for admins who ask', async () => {
    const { categories } = await dataOf<{ categories: { slug: string; resources_count: number }[] }>(
      t,
      tokens.student,
      'GET',
      '/api/resources/categories',
    );
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(categories.find((c) => c.slug === 'sleep')!.resources_count).toBeGreaterThan(0);
    const id = (
      await t.db
        .selectFrom('resource_categories')
        .select('id')
        .where('slug', '=', 'grief-and-loss')
        .executeTakeFirstOrThrow()
    ).id;
    await t.db.updateTable('resource_categories').set({ is_active: 0 }).where('id', '=', id).execute();
    const student = await dataOf<{ categories: { slug: string }[] }>(
      t,
      tokens.student,
      'GET',
      '/api/resources/categories?include_inactive=true',
    );
    expect(student.categories.some((c) => c.slug === 'grief-and-loss')).toBe(false);
    const admin = await dataOf<{ categories: { slug: string }[] }>(
      t,
      tokens.admin,
      'GET',
      '/api/resources/categories?include_inactive=true',
    );
    expect(admin.categories.some((c) => c.slug === 'grief-and-loss')).toBe(true);
    await t.db.updateTable('resource_categories').set({ is_active: 1 }).where('id', '=', id).execute();
  });

  it('gives the library figures over published resources', async () => {
    const stats = await dataOf<Record<string, unknown>>(t, tokens.student, 'GET', '/api/resources/stats');
    const published = (await list()).pagination.total;
    expect(stats.total_resources).toBe(published);
    expect(stats.total_categories).toBeGreaterThanOrEqual(8);
    expect(stats.average_rating).toBeGreaterThan(0);
    expect(stats.average_rating).toBeLessThanOrEqual(5);
    expect((stats.most_popular_resource as { title: string }).title).toBe('988 Suicide & Crisis Lifeline');
    expect(Object.keys(stats.resources_by_type as object).sort()).toEqual([...RESOURCE_TYPES].sort());
  });
});

describe('one resource, access and bookmarks', () => {
  it('answers 404 for a draft and a missing resource on every readers route, to admins too', async () => {
    const draft = await draftResourceId(t.db);
    for (const id of [draft, 999999]) {
      for (const [method, url, payload] of [
        ['GET', `/api/resources/${id}`, undefined],
        ['POST', `/api/resources/${id}/access`, undefined],
        ['POST', `/api/resources/${id}/bookmark`, undefined],
        ['POST', `/api/resources/${id}/feedback`, { rating: 5 }],
      ] as const) {
        for (const token of [tokens.student, tokens.counselor, tokens.admin]) {
          const res = await call(t.app, token, method, url, payload);
          expect(res.statusCode, url).toBe(404);
          expect(body(res).message).toBe(`Resource with ID ${id} not found`);
        }
      }
    }
    expect((await call(t.app, tokens.student, 'GET', '/api/resources/abc')).statusCode).toBe(422);
  });

  it('counts a view on access and answers the link; a resource with a download link counts a download', async () => {
    const id = await resourceIdOf(t.db, 'sleep-is-your-superpower');
    const before = await dataOf<{ resource: ResourceShape }>(
      t,
      tokens.student,
      'GET',
      `/api/resources/${id}`,
    );
    const access = await dataOf<{ url: string; action: string; view_count: number }>(
      t,
      tokens.student,
      'POST',
      `/api/resources/${id}/access`,
    );
    expect(access).toMatchObject({
      url: 'https://www.ted.com/talks/matt_walker_sleep_is_your_superpower',
      action: 'access',
    });
    expect(access.view_count).toBe(before.resource.view_count + 1);
    const opened = await call(t.app, tokens.student, 'POST', `/api/resources/${id}/access`);
    expect(body(opened).message).toBe('Opening Sleep is your superpower');
    await Promise.all(
      Array.from({ length: 10 }, () => call(t.app, tokens.student2, 'POST', `/api/resources/${id}/access`)),
    );
    const after = await dataOf<{ resource: ResourceShape }>(t, tokens.student, 'GET', `/api/resources/${id}`);
    expect(after.resource.view_count).toBe(before.resource.view_count + 12);

    await t.db
      .updateTable('resources')
      .set({ download_url: 'https://www.cci.health.wa.gov.au/Resources/Looking-After-Yourself' })
      .where('id', '=', id)
      .execute();
    const download = await dataOf<{ action: string; url: string; download_count: number }>(
      t,
      tokens.student,
      'POST',
      `/api/resources/${id}/access`,
    );
    expect(download.action).toBe('download');
    expect(download.url).toBe('https://www.cci.health.wa.gov.au/Resources/Looking-After-Yourself');
    expect(download.download_count).toBe(before.resource.download_count + 1);
    const started = await call(t.app, tokens.student, 'POST', `/api/resources/${id}/access`);
    expect(body(started).message).toBe('Sleep is your superpower download started');
    await t.db.updateTable('resources').set({ download_url: null }).where('id', '=', id).execute();
  });

  it('never hands out a stored link that is not http or https', async () => {
    const id = await resourceIdOf(t.db, 'insight-timer');
    await t.db
      .updateTable('resources')
      .set({ external_url: 'javascript:alert(1)' })
      .where('id', '=', id)
      .execute();
    const res = await call(t.app, tokens.student, 'POST', `/api/resources/${id}/access`);
    expect(res.statusCode).toBe(422);
    await t.db
      .updateTable('resources')
      .set({ external_url: 'https://insighttimer.com/' })
      .where('id', '=', id)
      .execute();
  });

  it('toggles a bookmark and lists the reader’s own bookmarks, newest first, with paging', async () => {
    const [a, b] = [
      await resourceIdOf(t.db, 'crisis-text-line'),
      await resourceIdOf(t.db, 'how-to-get-to-sleep'),
    ];
    const on = await dataOf<{ bookmarked: boolean; resource_id: number; message: string }>(
      t,
      tokens.student,
      'POST',
      `/api/resources/${a}/bookmark`,
    );
    expect(on).toEqual({ bookmarked: true, resource_id: a, message: 'Resource bookmarked!' });
    await dataOf(t, tokens.student, 'POST', `/api/resources/${b}/bookmark`);
    type Bookmarks = {
      bookmarks: ResourceShape[];
      pagination: { total: number; per_page: number };
      notices: string[];
    };
    const mine = await dataOf<Bookmarks>(t, tokens.student, 'GET', '/api/resources/user/bookmarks');
    expect(mine.bookmarks.map((r) => r.id)).toEqual([b, a]);
    expect(mine.bookmarks.every((r) => r.is_bookmarked && r.bookmarked_at)).toBe(true);
    expect(mine.pagination.per_page).toBe(25);
    const paged = await dataOf<Bookmarks>(
      t,
      tokens.student,
      'GET',
      '/api/resources/user/bookmarks?per_page=1&page=2',
    );
    expect(paged.bookmarks.map((r) => r.id)).toEqual([a]);
    expect(paged.pagination.total).toBe(2);
    const corrected = await dataOf<Bookmarks>(
      t,
      tokens.student,
      'GET',
      '/api/resources/user/bookmarks?per_page=101',
    );
    expect(corrected.notices).toEqual(['Per page cannot exceed 100']);
    // Someone else's bookmarks are theirs alone.
    const other = await dataOf<Bookmarks>(t, tokens.student2, 'GET', '/api/resources/user/bookmarks');
    expect(other.bookmarks).toEqual([]);
    const listed = await list(`?search=crisis%20text`);
    expect(listed.resources.find((r) => r.id === a)?.is_bookmarked).toBe(true);
    const off = await dataOf<{ bookmarked: boolean; message: string }>(
      t,
      tokens.student,
      'POST',
      `/api/resources/${a}/bookmark`,
    );
    expect(off).toMatchObject({ bookmarked: false, message: 'Bookmark removed' });
    // A bookmark of a resource that is later unpublished no longer shows.
    await t.db.updateTable('resources').set({ is_published: 0 }).where('id', '=', b).execute();
    expect(
      (await dataOf<Bookmarks>(t, tokens.student, 'GET', '/api/resources/user/bookmarks')).bookmarks,
    ).toEqual([]);
    await t.db.updateTable('resources').set({ is_published: 1 }).where('id', '=', b).execute();
  });
});
