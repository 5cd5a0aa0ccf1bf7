import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCategory } from '../../db/seed/factories';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { CATEGORY_HAS_TICKETS } from './service';

let t: TestApp;
let tokens: Tokens;

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
});
afterAll(async () => t.close());

const categoriesOf = (res: { json: () => unknown }) =>
  (
    res.json() as {
      data: { categories: { name: string; is_active: boolean; sort_order: number; id: number }[] };
    }
  ).data.categories;

describe('GET /api/ticket-categories', () => {
  it('returns 401 when signed out', async () => {
    expect((await call(t.app, null, 'GET', '/api/ticket-categories')).statusCode).toBe(401);
  });

  it('lists active categories in sort order for a student, never inactive ones', async () => {
    await buildCategory(t.db, { name: 'Retired Category', is_active: 0 });
    const res = await call(t.app, tokens.student, 'GET', '/api/ticket-categories?include_inactive=true');
    expect(res.statusCode).toBe(200);
    const list = categoriesOf(res);
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.every((c) => c.is_active)).toBe(true);
    expect(list.map((c) => c.name)).not.toContain('Retired Category');
    expect(list[0]).toMatchObject({ name: 'Academic Support', sort_order: 1 });
  });

  it('shows inactive categories to an admin who asks for them', async () => {
    const res = await call(t.app, tokens.admin, 'GET', '/api/ticket-categories?include_inactive=true');
    expect(categoriesOf(res).map((c) => c.name)).toContain('Retired Category');
    const plain = await call(t.app, tokens.admin, 'GET', '/api/ticket-categories');
    expect(categoriesOf(plain).map((c) => c.name)).not.toContain('Retired Category');
  });

  it('filters by search and crisis detection, and returns 422 for a bad sort', async () => {
    const res = await call(
      t.app,
      tokens.counselor,
      'GET',
      '/api/ticket-categories?crisis_detection=true&search=crisis',
    );
    expect(categoriesOf(res).map((c) => c.name)).toEqual(['Crisis Support']);
    const bad = await call(t.app, tokens.counselor, 'GET', '/api/ticket-categories?sort_by=password_hash');
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors?.sort_by).toEqual(['Invalid sort field']);
  });

  it('treats hostile search text as text', async () => {
    for (const search of ["'; DROP TABLE ticket_categories;--", '%', '_', '<script>alert(1)</script>']) {
      const res = await call(
        t.app,
        tokens.student,
        'GET',
        `/api/ticket-categories?search=${encodeURIComponent(search)}`,
      );
      expect(res.statusCode).toBe(200);
      expect(categoriesOf(res)).toEqual([]);
    }
  });
});

describe('admin category calls', () => {
  it.each([
    ['GET', '/api/admin/ticket-categories'],
    ['GET', '/api/admin/ticket-categories/1'],
    ['GET', '/api/admin/ticket-categories/stats/overview'],
    ['POST', '/api/admin/ticket-categories'],
    ['PUT', '/api/admin/ticket-categories/1'],
    ['DELETE', '/api/admin/ticket-categories/1'],
    ['POST', '/api/admin/ticket-categories/reorder'],
  ] as const)('%s %s returns 401 signed out and 403 for every non-admin role', async (method, url) => {
    expect(
      (await call(t.app, null, method, url, method === 'GET' || method === 'DELETE' ? undefined : {}))
        .statusCode,
    ).toBe(401);
    for (const role of ['student', 'counselor', 'advisor'] as const) {
      const res = await call(
        t.app,
        tokens[role],
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('POST /api/admin/ticket-categories', () => {
  it('creates a category with the spec defaults', async () => {
    const res = await call(t.app, tokens.admin, 'POST', '/api/admin/ticket-categories', {
      name: '  International Students  ',
    });
    expect(res.statusCode).toBe(201);
    expect(body(res)).toMatchObject({
      message: 'Category created successfully',
      data: {
        category: {
          name: 'International Students',
          slug: 'international-students',
          icon: 'General',
          color: '#3B82F6',
          sort_order: 0,
          is_active: true,
          auto_assign: true,
          crisis_detection_enabled: false,
          sla_response_hours: 24,
          max_priority_level: 3,
          notification_settings: {
            notify_admins: true,
            notify_counselors: true,
            email_alerts: true,
            auto_escalate: false,
          },
          tickets_count: 0,
        },
      },
    });
  });

  it('returns 422 with the spec messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'name', 'Category name is required'],
      [{ name: '' }, 'name', 'Category name is required'],
      [{ name: 'ab' }, 'name', 'Category name must be at least 3 characters long'],
      [{ name: 'x'.repeat(256) }, 'name', 'Category name must not exceed 255 characters'],
      [
        { name: 'Valid', description: 'd'.repeat(1001) },
        'description',
        'Description must not exceed 1000 characters',
      ],
      [{ name: 'Valid', color: 'red' }, 'color', 'Color must be a valid hex color code (e.g., #FF0000)'],
      [{ name: 'Valid', color: '#12345G' }, 'color', 'Color must be a valid hex color code (e.g., #FF0000)'],
      [
        { name: 'Valid', sla_response_hours: 0 },
        'sla_response_hours',
        'SLA response time must be between 1 and 168 hours (1 week)',
      ],
      [
        { name: 'Valid', sla_response_hours: 169 },
        'sla_response_hours',
        'SLA response time must be between 1 and 168 hours (1 week)',
      ],
      [
        { name: 'Valid', max_priority_level: 5 },
        'max_priority_level',
        'Maximum priority level must be between 1 and 4',
      ],
      [{ name: 'Valid', sort_order: -1 }, 'sort_order', 'Sort order must be a positive number'],
      [{ name: 'Valid', icon: 'Skull' }, 'icon', 'Invalid icon selected'],
      [{ name: 'Academic Support' }, 'name', 'A category with this name already exists'],
      [{ name: 'academic support' }, 'name', 'A category with this name already exists'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call(t.app, tokens.admin, 'POST', '/api/admin/ticket-categories', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(body(res).errors?.[field]).toContain(message);
    }
  });

  it('returns 400 for wrong types and keeps script text as plain text', async () => {
    const wrong = await call(t.app, tokens.admin, 'POST', '/api/admin/ticket-categories', {
      name: 'Valid name',
      is_active: 'yes',
    });
    expect(wrong.statusCode).toBe(400);
    const res = await call(t.app, tokens.admin, 'POST', '/api/admin/ticket-categories', {
      name: '<img src=x onerror=alert(1)>',
      description: "'); DELETE FROM tickets; --",
    });
    expect(res.statusCode).toBe(201);
    expect(body(res).data).toMatchObject({
      category: {
        name: '<img src=x onerror=alert(1)>',
        slug: 'img-src-x-onerror-alert-1',
        description: "'); DELETE FROM tickets; --",
      },
    });
  });
});

describe('GET /api/admin/ticket-categories/:id', () => {
  it('returns the category, 404 for an unknown id and 422 "Invalid category ID" for a non-number', async () => {
    const list = categoriesOf(await call(t.app, tokens.admin, 'GET', '/api/admin/ticket-categories'));
    const first = list[0]!;
    const res = await call(t.app, tokens.admin, 'GET', `/api/admin/ticket-categories/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({ category: { id: first.id } });
    const missing = await call(t.app, tokens.admin, 'GET', '/api/admin/ticket-categories/999999');
    expect(missing.statusCode).toBe(404);
    expect(body(missing).message).toBe('Category not found');
    const bad = await call(t.app, tokens.admin, 'GET', '/api/admin/ticket-categories/abc');
    expect(bad.statusCode).toBe(422);
    expect(body(bad).message).toBe('Invalid category ID');
  });

  it('lists inactive ones on the admin path by default', async () => {
    const list = categoriesOf(await call(t.app, tokens.admin, 'GET', '/api/admin/ticket-categories'));
    expect(list.some((c) => !c.is_active)).toBe(true);
  });
});

describe('PUT /api/admin/ticket-categories/:id', () => {
  it('changes only the fields sent and renames the slug with the name', async () => {
    const created = await buildCategory(t.db, { name: 'Study Abroad', sla_response_hours: 48 });
    const res = await call(t.app, tokens.admin, 'PUT', `/api/admin/ticket-categories/${created.id}`, {
      name: 'Study Abroad & Exchange',
      notification_settings: { email_alerts: false },
    });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({
      message: 'Category updated successfully',
      data: {
        category: {
          name: 'Study Abroad & Exchange',
          slug: 'study-abroad-and-exchange',
          sla_response_hours: 48,
          notification_settings: { email_alerts: false, notify_admins: true },
        },
      },
    });
  });

  it('returns 404 for an unknown category and 422 for bad values', async () => {
    expect(
      (await call(t.app, tokens.admin, 'PUT', '/api/admin/ticket-categories/999999', { name: 'Whatever' }))
        .statusCode,
    ).toBe(404);
    const created = await buildCategory(t.db);
    const bad = await call(t.app, tokens.admin, 'PUT', `/api/admin/ticket-categories/${created.id}`, {
      sla_response_hours: 500,
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('DELETE /api/admin/ticket-categories/:id', () => {
  it('deletes an empty category', async () => {
    const created = await buildCategory(t.db);
    const res = await call(t.app, tokens.admin, 'DELETE', `/api/admin/ticket-categories/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Category deleted successfully');
    expect(
      (await call(t.app, tokens.admin, 'GET', `/api/admin/ticket-categories/${created.id}`)).statusCode,
    ).toBe(404);
    const audit = await t.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'category.deleted')
      .execute();
    expect(audit.map((a) => a.target_id)).toContain(created.id);
  });

  it('refuses a category that holds tickets', async () => {
    const created = await buildCategory(t.db);
    const student = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'student@university.edu')
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await t.db
      .insertInto('tickets')
      .values({
        ticket_number: 'TKT-TEST-1',
        subject: 'Held ticket',
        description: 'A ticket that keeps the category in use.',
        category_id: created.id,
        priority: 'Medium',
        priority_rank: 2,
        status: 'Open',
        crisis_flag: 0,
        crisis_level: 'none',
        crisis_score: 0,
        detected_crisis_keywords: '[]',
        priority_score: 50,
        user_id: student.id,
        created_by: student.id,
        assigned_to: null,
        auto_assigned: 'no',
        tags: '[]',
        search_text: 'held ticket',
        response_count: 0,
        attachment_count: 0,
        sla_deadline: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const res = await call(t.app, tokens.admin, 'DELETE', `/api/admin/ticket-categories/${created.id}`);
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe(CATEGORY_HAS_TICKETS);
    const stats = await call(t.app, tokens.admin, 'GET', '/api/admin/ticket-categories/stats/overview');
    expect(body(stats).data).toMatchObject({ total_tickets: 1 });
  });

  it('returns 404 for an unknown category', async () => {
    expect(
      (await call(t.app, tokens.admin, 'DELETE', '/api/admin/ticket-categories/999999')).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/admin/ticket-categories/reorder', () => {
  it('sets the new order in one go', async () => {
    const a = await buildCategory(t.db, { name: 'Order A', sort_order: 50 });
    const b = await buildCategory(t.db, { name: 'Order B', sort_order: 51 });
    const res = await call(t.app, tokens.admin, 'POST', '/api/admin/ticket-categories/reorder', {
      categories: [
        { id: a.id, sort_order: 61 },
        { id: b.id, sort_order: 60 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const names = categoriesOf(res).map((c) => c.name);
    expect(names.indexOf('Order B')).toBeLessThan(names.indexOf('Order A'));
  });

  it('returns 422 for an empty list or an unknown id, changing nothing', async () => {
    expect(
      (await call(t.app, tokens.admin, 'POST', '/api/admin/ticket-categories/reorder', { categories: [] }))
        .statusCode,
    ).toBe(422);
    const a = await buildCategory(t.db, { name: 'Order C', sort_order: 70 });
    const res = await call(t.app, tokens.admin, 'POST', '/api/admin/ticket-categories/reorder', {
      categories: [
        { id: a.id, sort_order: 1 },
        { id: 999999, sort_order: 2 },
      ],
    });
    expect(res.statusCode).toBe(422);
    const row = await t.db
      .selectFrom('ticket_categories')
      .select('sort_order')
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(row.sort_order).toBe(70);
  });
});

describe('GET /api/admin/ticket-categories/stats/overview', () => {
  it('counts categories and their tickets', async () => {
    const res = await call(t.app, tokens.admin, 'GET', '/api/admin/ticket-categories/stats/overview');
    expect(res.statusCode).toBe(200);
    const data = body(res).data as {
      total_categories: number;
      active_categories: number;
      inactive_categories: number;
    };
    expect(data.total_categories).toBe(data.active_categories + data.inactive_categories);
    expect(data.inactive_categories).toBeGreaterThanOrEqual(1);
  });
});
