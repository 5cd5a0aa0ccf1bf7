import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import {
  dataOf,
  draftResourceId,
  expect422,
  type ResourceShape,
  resourceBody,
  resourceCategoryIdOf,
  resourceIdOf,
} from './test-resources';

let t: TestApp;
let tokens: Tokens;
let sleep: number;

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  sleep = await resourceCategoryIdOf(t.db, 'sleep');
});
afterAll(async () => t.close());

const create = (payload: unknown) => call(t.app, tokens.admin, 'POST', '/api/admin/resources', payload);
const auditCount = async (action: string) =>
  (await t.db.selectFrom('audit_logs').select('id').where('action', '=', action).execute()).length;

describe('the admin routes refuse everyone but admins', () => {
  it('answers 401 signed out and 403 to students, counselors and advisors', async () => {
    const id = await resourceIdOf(t.db, 'insight-timer');
    const routes = [
      ['GET', '/api/admin/resources'],
      ['POST', '/api/admin/resources'],
      ['GET', '/api/admin/resources/stats'],
      ['GET', '/api/admin/resources/export?format=csv'],
      ['POST', '/api/admin/resources/import'],
      ['POST', '/api/admin/resources/bulk-action'],
      ['GET', '/api/admin/resources/categories'],
      ['POST', '/api/admin/resources/categories'],
      ['PUT', `/api/admin/resources/categories/${sleep}`],
      ['DELETE', `/api/admin/resources/categories/${sleep}`],
      ['GET', '/api/admin/resources/suggestions'],
      ['GET', `/api/admin/resources/${id}`],
      ['PUT', `/api/admin/resources/${id}`],
      ['PATCH', `/api/admin/resources/${id}`],
      ['DELETE', `/api/admin/resources/${id}`],
    ] as const;
    for (const [method, url] of routes) {
      expect((await call(t.app, null, method, url)).statusCode, url).toBe(401);
      for (const token of [tokens.student, tokens.counselor, tokens.advisor])
        expect((await call(t.app, token, method, url, {})).statusCode, url).toBe(403);
    }
    expect(await resourceIdOf(t.db, 'insight-timer')).toBe(id);
  });
});

describe('POST /api/admin/resources', () => {
  it('answers 422 with the spec messages', async () => {
    const base = resourceBody(sleep);
    const url = '/api/admin/resources';
    for (const [change, field, message] of [
      [{ title: '' }, 'title', 'Title is required'],
      [{ title: 'Tiny' }, 'title', 'Title must be at least 5 characters long'],
      [{ title: 't'.repeat(256) }, 'title', 'Title cannot exceed 255 characters'],
      [{ description: undefined }, 'description', 'Description is required'],
      [{ description: 'Too short' }, 'description', 'Description must be at least 20 characters long'],
      [{ description: 'd'.repeat(2001) }, 'description', 'Description cannot exceed 2000 characters'],
      [{ category_id: undefined }, 'category_id', 'Category is required'],
      [{ category_id: 999999 }, 'category_id', 'Category is required'],
      [{ type: undefined }, 'type', 'Resource type is required'],
      [
        { type: 'podcast' },
        'type',
        'Resource type must be article, video, audio, exercise, tool or worksheet',
      ],
      [{ difficulty: undefined }, 'difficulty', 'Difficulty level is required'],
      [{ external_url: '' }, 'external_url', 'External URL is required'],
      [
        { download_url: 'not a link' },
        'download_url',
        'Download URL must be a plain http:// or https:// link',
      ],
      [{ thumbnail_url: 'ftp//x' }, 'thumbnail_url', 'Please provide a valid thumbnail URL'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, 'tags', 'Maximum 10 tags allowed'],
      [{ author_name: 'a'.repeat(256) }, 'author_name', 'Author name cannot exceed 255 characters'],
      [{ author_bio: 'b'.repeat(1001) }, 'author_bio', 'Author bio cannot exceed 1000 characters'],
      [{ duration: 'd'.repeat(51) }, 'duration', 'Duration cannot exceed 50 characters'],
      [{ sort_order: -1 }, 'sort_order', 'Sort order must be a non-negative integer'],
      [
        { external_url: `https://example.org/${'a'.repeat(500)}` },
        'external_url',
        'External URL cannot exceed 500 characters',
      ],
    ] as const) {
      await expect422(t, tokens.admin, 'POST', url, { ...base, ...change }, message, field);
    }
  });

  it('refuses every link that is not plain http or https, with a clear message', async () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'file:///etc/passwd',
      'vbscript:msgbox(1)',
      'https://www.nhs.uk/ javascript:alert(1)',
      'https://evil.example\u0000.org/',
      'https:\\\\evil.example',
      '//evil.example/path',
      'https://user:secret@evil.example/',
    ]) {
      const res = await create(resourceBody(sleep, { external_url: link }));
      expect(res.statusCode, JSON.stringify(link)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(link)).toBeLessThan(500);
      if (res.statusCode === 422)
        expect(body(res).errors?.external_url?.[0], JSON.stringify(link)).toMatch(
          /^(External URL must be a plain http:\/\/ or https:\/\/ link|Please provide a valid external URL|Text must not contain the NUL character)$/,
        );
    }
    expect(await auditCount('resource.created')).toBe(0);
  });

  it('creates a resource (defaults, slug from the title, audited) and finds it in the library', async () => {
    const res = await create(
      resourceBody(sleep, { tags: [' exams ', 'Exams', '', 'stress'], author_bio: '' }),
    );
    expect(res.statusCode).toBe(201);
    expect(body(res).message).toBe('Resource created successfully!');
    const resource = (body(res).data as { resource: ResourceShape & { author_bio: string | null } }).resource;
    expect(resource).toMatchObject({
      slug: 'managing-exam-stress',
      is_published: true,
      is_featured: false,
      tags: ['exams', 'stress'],
      rating: 0,
      author_bio: null,
    });
    expect(resource.published_at).not.toBeNull();
    const twin = (body(await create(resourceBody(sleep))).data as { resource: ResourceShape }).resource;
    expect(twin.slug).toBe('managing-exam-stress-2');
    expect(await auditCount('resource.created')).toBe(2);
    const found = await dataOf<{ resources: ResourceShape[] }>(
      t,
      tokens.student,
      'GET',
      '/api/resources?search=exam%20stress',
    );
    expect(found.resources.map((r) => r.id)).toContain(resource.id);
    await expect422(
      t,
      tokens.admin,
      'POST',
      '/api/admin/resources',
      resourceBody(sleep, { slug: 'managing-exam-stress' }),
      'A resource with this slug already exists',
      'slug',
    );
  });
});

describe('PUT, PATCH and DELETE /api/admin/resources/{id}', () => {
  it('answers 404 for a missing resource and 422 for bad input', async () => {
    for (const [method, payload] of [
      ['PUT', { title: 'A new title here' }],
      ['PATCH', { is_published: true }],
      ['DELETE', undefined],
      ['GET', undefined],
    ] as const) {
      const res = await call(t.app, tokens.admin, method, '/api/admin/resources/999999', payload);
      expect(res.statusCode, method).toBe(404);
      expect(body(res).message).toBe('Resource with ID 999999 not found');
    }
    const id = await resourceIdOf(t.db, 'insight-timer');
    await expect422(
      t,
      tokens.admin,
      'PATCH',
      `/api/admin/resources/${id}`,
      {},
      'Nothing to change: send is_published or is_featured',
    );
    await expect422(
      t,
      tokens.admin,
      'PUT',
      `/api/admin/resources/${id}`,
      { external_url: 'javascript:alert(1)' },
      'External URL must be a plain http:// or https:// link',
      'external_url',
    );
    await expect422(
      t,
      tokens.admin,
      'PUT',
      `/api/admin/resources/${id}`,
      { title: 'Tiny' },
      'Title must be at least 5 characters long',
      'title',
    );
  });

  it('publishes a draft (published_at now), unpublishes keeping the date, features and updates fields', async () => {
    const draft = await draftResourceId(t.db);
    type One = { resource: ResourceShape };
    const published = await dataOf<One>(t, tokens.admin, 'PATCH', `/api/admin/resources/${draft}`, {
      is_published: true,
    });
    expect(published.resource.is_published).toBe(true);
    const publishedAt = published.resource.published_at;
    expect(publishedAt).not.toBeNull();
    await dataOf(t, tokens.student, 'GET', `/api/resources/${draft}`);
    const unpublished = await dataOf<One>(t, tokens.admin, 'PATCH', `/api/admin/resources/${draft}`, {
      is_published: false,
      is_featured: true,
    });
    expect(unpublished.resource).toMatchObject({
      is_published: false,
      is_featured: true,
      published_at: publishedAt,
    });
    expect((await call(t.app, tokens.student, 'GET', `/api/resources/${draft}`)).statusCode).toBe(404);
    const updated = await dataOf<One>(t, tokens.admin, 'PUT', `/api/admin/resources/${draft}`, {
      title: 'Cornell notes for lectures',
      tags: '["notes", "lectures"]',
    });
    expect(updated.resource).toMatchObject({
      title: 'Cornell notes for lectures',
      tags: ['notes', 'lectures'],
      is_featured: true,
    });
    // The slug stays: it is how imports find the resource again.
    expect(updated.resource.slug).toBe('the-cornell-note-taking-system');
    expect(await auditCount('resource.updated')).toBeGreaterThanOrEqual(3);
  });

  it('deletes a resource with its ratings and bookmarks', async () => {
    const res = await create(resourceBody(sleep, { title: 'A resource to delete soon' }));
    const id = (body(res).data as { resource: ResourceShape }).resource.id;
    await dataOf(t, tokens.student, 'POST', `/api/resources/${id}/bookmark`);
    await dataOf(t, tokens.student, 'POST', `/api/resources/${id}/feedback`, { rating: 4 });
    const deleted = await call(t.app, tokens.admin, 'DELETE', `/api/admin/resources/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(body(deleted).message).toBe('Resource deleted successfully!');
    expect((await call(t.app, tokens.student, 'GET', `/api/resources/${id}`)).statusCode).toBe(404);
    expect(
      (await t.db.selectFrom('resource_bookmarks').select('user_id').where('resource_id', '=', id).execute())
        .length,
    ).toBe(0);
    expect(await auditCount('resource.deleted')).toBe(1);
  });
});

describe('POST /api/admin/resources/bulk-action', () => {
  it('answers 422 for an empty or bad selection', async () => {
    const url = '/api/admin/resources/bulk-action';
    await expect422(
      t,
      tokens.admin,
      'POST',
      url,
      { action: 'publish', resource_ids: [] },
      'No resources selected',
    );
    await expect422(
      t,
      tokens.admin,
      'POST',
      url,
      { action: 'archive', resource_ids: [1] },
      'Action must be publish, unpublish, feature, unfeature or delete',
    );
    await expect422(
      t,
      tokens.admin,
      'POST',
      url,
      { action: 'publish', resource_ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      'At most 100 resources can be changed at once',
    );
  });

  it('features, unpublishes, publishes and deletes several at once, listing ids not found', async () => {
    const ids = [await resourceIdOf(t.db, 'insight-timer'), await resourceIdOf(t.db, 'the-dougy-center')];
    const url = '/api/admin/resources/bulk-action';
    const featured = await call(t.app, tokens.admin, 'POST', url, {
      action: 'feature',
      resource_ids: [...ids, 999999],
    });
    expect(body(featured).message).toBe('2 resources featured successfully');
    expect(body(featured).data).toEqual({ action: 'feature', affected: 2, missing_ids: [999999] });
    await dataOf(t, tokens.admin, 'POST', url, { action: 'unpublish', resource_ids: ids });
    const hidden = await dataOf<{ resources: ResourceShape[] }>(
      t,
      tokens.student,
      'GET',
      '/api/resources?per_page=100',
    );
    expect(hidden.resources.some((r) => ids.includes(r.id))).toBe(false);
    await dataOf(t, tokens.admin, 'POST', url, { action: 'publish', resource_ids: ids });
    await dataOf(t, tokens.admin, 'POST', url, { action: 'unfeature', resource_ids: ids });
    const shown = await dataOf<{ resources: ResourceShape[] }>(
      t,
      tokens.student,
      'GET',
      '/api/resources?per_page=100',
    );
    expect(
      shown.resources.filter((r) => ids.includes(r.id)).every((r) => r.is_published && !r.is_featured),
    ).toBe(true);
    const deleted = await call(t.app, tokens.admin, 'POST', url, {
      action: 'delete',
      resource_ids: [ids[1]],
    });
    expect(body(deleted).message).toBe('1 resource deleted successfully');
  });
});

describe('resource categories', () => {
  const url = '/api/admin/resources/categories';
  it('answers 422 with the spec messages and refuses a taken name', async () => {
    for (const [payload, field, message] of [
      [{}, 'name', 'Category name is required'],
      [{ name: 'Ab' }, 'name', 'Category name must be at least 3 characters long'],
      [{ name: 'n'.repeat(256) }, 'name', 'Category name cannot exceed 255 characters'],
      [
        { name: 'Wellbeing', description: 'd'.repeat(1001) },
        'description',
        'Description cannot exceed 1000 characters',
      ],
      [{ name: 'Wellbeing', color: 'red' }, 'color', 'Color must be a valid hex color code (e.g., #FF0000)'],
      [{ name: 'Wellbeing', sort_order: -2 }, 'sort_order', 'Sort order must be a non-negative integer'],
      [{ name: 'SLEEP' }, 'name', 'A category with this name already exists'],
    ] as const) {
      await expect422(t, tokens.admin, 'POST', url, payload, message, field);
    }
  });

  it('creates with defaults, updates, lists inactive ones to admins, refuses deleting one that holds resources', async () => {
    const created = await call(t.app, tokens.admin, 'POST', url, { name: 'Fitness & Movement' });
    expect(created.statusCode).toBe(201);
    const category = (body(created).data as { category: Record<string, unknown> }).category;
    expect(category).toMatchObject({
      slug: 'fitness-and-movement',
      icon: 'BookOpen',
      color: '#3B82F6',
      is_active: true,
      resources_count: 0,
    });
    const id = category.id as number;
    const updated = await dataOf<{ category: { is_active: boolean; color: string } }>(
      t,
      tokens.admin,
      'PUT',
      `${url}/${id}`,
      { is_active: false, color: '#10b981' },
    );
    expect(updated.category).toMatchObject({ is_active: false, color: '#10B981' });
    const admin = await dataOf<{ categories: { id: number }[] }>(t, tokens.admin, 'GET', url);
    expect(admin.categories.some((c) => c.id === id)).toBe(true);
    const readers = await dataOf<{ categories: { id: number }[] }>(
      t,
      tokens.student,
      'GET',
      '/api/resources/categories',
    );
    expect(readers.categories.some((c) => c.id === id)).toBe(false);
    // An inactive category is not offered for new resources.
    await expect422(
      t,
      tokens.admin,
      'POST',
      '/api/admin/resources',
      resourceBody(id),
      'Please choose an active category',
      'category_id',
    );
    const holds = await call(t.app, tokens.admin, 'DELETE', `${url}/${sleep}`);
    expect(holds.statusCode).toBe(409);
    expect(body(holds).message).toBe(
      'This category holds resources. Please move them to another category first or they will become uncategorized.',
    );
    const gone = await call(t.app, tokens.admin, 'DELETE', `${url}/${id}`);
    expect(gone.statusCode).toBe(200);
    expect(body(gone).message).toBe('Category deleted successfully!');
    for (const [method, payload] of [
      ['PUT', { name: 'Renamed category' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(t.app, tokens.admin, method, `${url}/${id}`, payload);
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe('Category not found');
    }
    expect(await auditCount('resource_category.deleted')).toBe(1);
  });
});

describe('GET /api/admin/resources and /stats', () => {
  it('lists drafts too, filters by status and sorts newest first by default', async () => {
    type AdminList = {
      resources: ResourceShape[];
      counts: { published: number; drafts: number; featured: number };
      pagination: { total: number };
    };
    const all = await dataOf<AdminList>(t, tokens.admin, 'GET', '/api/admin/resources?per_page=100');
    expect(all.counts.published + all.counts.drafts).toBe(all.pagination.total);
    const drafts = await dataOf<AdminList>(t, tokens.admin, 'GET', '/api/admin/resources?status=unpublished');
    expect(drafts.resources.length).toBe(all.counts.drafts);
    expect(drafts.resources.every((r) => !r.is_published)).toBe(true);
    await expect422(
      t,
      tokens.admin,
      'GET',
      '/api/admin/resources?status=archived',
      undefined,
      'Status must be published, unpublished or featured',
    );
    const stats = await dataOf<Record<string, number>>(t, tokens.admin, 'GET', '/api/admin/resources/stats');
    expect(stats.total_resources).toBe(all.pagination.total);
    expect(stats.draft_resources).toBe(all.counts.drafts);
    expect(stats.pending_suggestions).toBe(1);
  });
});
