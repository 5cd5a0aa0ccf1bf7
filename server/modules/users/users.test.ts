import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdvisor, buildCounselor, buildStudent } from '../../db/seed/factories';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { userId } from '../../test/tickets';
import { usersOf } from './test-helpers';

let t: TestApp;
let tokens: Tokens;
let adminId: number;

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  adminId = await userId(t.db, 'admin@university.edu');
});
afterAll(async () => t.close());

describe('access to /api/admin/users', () => {
  const routes: [string, string][] = [
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/users/stats'],
    ['GET', '/api/admin/users/options'],
    ['GET', '/api/admin/users/export'],
    ['GET', '/api/admin/users/1'],
    ['POST', '/api/admin/users'],
    ['PUT', '/api/admin/users/1'],
    ['DELETE', '/api/admin/users/1'],
    ['POST', '/api/admin/users/1/toggle-status'],
    ['POST', '/api/admin/users/1/reset-password'],
    ['POST', '/api/admin/users/bulk-action'],
    ['POST', '/api/admin/users/bulk-create'],
  ];

  it.each(routes)('%s %s returns 401 when signed out', async (method, url) => {
    const res = await call(t.app, null, method as 'GET', url, method === 'GET' ? undefined : {});
    expect(res.statusCode).toBe(401);
  });

  it.each(
    routes.flatMap(([method, url]) =>
      (['student', 'counselor', 'advisor'] as const).map((role) => [method, url, role] as const),
    ),
  )('%s %s returns 403 for a %s', async (method, url, role) => {
    const res = await call(t.app, tokens[role], method as 'GET', url, method === 'GET' ? undefined : {});
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/admin/users', () => {
  it('pages with 25 per page by default, newest first, and never shows a password hash', async () => {
    const res = await call(t.app, tokens.admin, 'GET', '/api/admin/users');
    expect(res.statusCode).toBe(200);
    const { users, pagination } = usersOf(res);
    expect(pagination).toMatchObject({ current_page: 1, per_page: 25, from: 1 });
    expect(users.length).toBe(Math.min(25, pagination.total));
    expect(res.body).not.toContain('password');
    expect(res.body).not.toContain('$argon2');
    const created = users.map((u) => u.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    expect(users[0]).toHaveProperty('display_name');
    expect(users[0]).toHaveProperty('initials');
    expect(Array.isArray(users[0]!.specializations)).toBe(true);
  });

  it('searches name, email, student ID and employee ID, case-insensitively', async () => {
    await buildStudent(t.db, {
      name: 'Quentin Search',
      email: 'q.search@university.edu',
      student_id: 'STU-SEARCH-9',
    });
    await buildCounselor(t.db, { name: 'Staff Finder', employee_id: 'EMP-FIND-77' });
    for (const [search, name] of [
      ['quentin', 'Quentin Search'],
      ['Q.SEARCH@', 'Quentin Search'],
      ['stu-search-9', 'Quentin Search'],
      ['EMP-FIND', 'Staff Finder'],
    ]) {
      const res = await call(
        t.app,
        tokens.admin,
        'GET',
        `/api/admin/users?search=${encodeURIComponent(search!)}`,
      );
      expect(usersOf(res).users.map((u) => u.name)).toEqual([name]);
    }
  });

  it('treats wildcards and quotes in the search as plain text', async () => {
    for (const search of ['%', '_', "'; DROP TABLE users;--", '!']) {
      const res = await call(
        t.app,
        tokens.admin,
        'GET',
        `/api/admin/users?search=${encodeURIComponent(search)}`,
      );
      expect(res.statusCode).toBe(200);
      expect(usersOf(res).users).toEqual([]);
    }
  });

  it('filters by role and status (one value, a comma list, key[] lists; "all" and empty mean no filter)', async () => {
    await buildAdvisor(t.db, { name: 'Suspended Advisor', status: 'suspended' });
    const staff = usersOf(
      await call(t.app, tokens.admin, 'GET', '/api/admin/users?role=counselor,advisor&per_page=100'),
    );
    expect(staff.users.length).toBeGreaterThan(0);
    expect(staff.users.every((u) => u.role === 'counselor' || u.role === 'advisor')).toBe(true);
    const listed = usersOf(
      await call(
        t.app,
        tokens.admin,
        'GET',
        '/api/admin/users?role[]=advisor&status[]=suspended&per_page=100',
      ),
    );
    expect(listed.users.map((u) => u.name)).toEqual(['Suspended Advisor']);
    const all = usersOf(await call(t.app, tokens.admin, 'GET', '/api/admin/users?role=all&status=&search='));
    const plain = usersOf(await call(t.app, tokens.admin, 'GET', '/api/admin/users'));
    expect(all.pagination.total).toBe(plain.pagination.total);
  });

  it('sorts by name, email and last login (never-signed-in accounts last)', async () => {
    const byName = usersOf(
      await call(t.app, tokens.admin, 'GET', '/api/admin/users?sort_by=name&sort_direction=asc&per_page=100'),
    );
    const names = byName.users.map((u) => u.name.toLowerCase());
    expect([...names].sort()).toEqual(names);
    const byLogin = usersOf(
      await call(
        t.app,
        tokens.admin,
        'GET',
        '/api/admin/users?sort_by=last_login_at&sort_direction=desc&per_page=100',
      ),
    );
    const logins = byLogin.users.map((u) => u.last_login_at);
    const firstNull = logins.indexOf(null);
    expect(firstNull).toBeGreaterThan(0);
    expect(logins.slice(firstNull).every((value) => value === null)).toBe(true);
  });

  it('pages without overlap', async () => {
    const first = usersOf(await call(t.app, tokens.admin, 'GET', '/api/admin/users?per_page=3&page=1'));
    const second = usersOf(await call(t.app, tokens.admin, 'GET', '/api/admin/users?per_page=3&page=2'));
    expect(first.pagination).toMatchObject({ per_page: 3, from: 1, to: 3, has_more_pages: true });
    expect(second.pagination).toMatchObject({ current_page: 2, from: 4 });
    const ids = new Set(first.users.map((u) => u.id));
    expect(second.users.some((u) => ids.has(u.id))).toBe(false);
  });

  it.each([
    ['per_page=0', 'per_page', 'Per page must be between 1 and 100'],
    ['per_page=1000', 'per_page', 'Per page must be between 1 and 100'],
    ['page=0', 'page', 'Page must be at least 1'],
    ['sort_by=password_hash', 'sort_by', 'Invalid sort field'],
    ['sort_direction=up', 'sort_direction', 'Sort direction must be asc or desc'],
    ['role=superuser', 'role.0', 'Invalid role selected'],
    ['status=banned', 'status.0', 'Invalid status selected'],
  ])('returns 422 for %s', async (query, field, message) => {
    const res = await call(t.app, tokens.admin, 'GET', `/api/admin/users?${query}`);
    expect(res.statusCode).toBe(422);
    expect(body(res).errors?.[field]).toEqual([message]);
  });
});

describe('GET /api/admin/users/{id}, stats, options and export', () => {
  it('returns one account, 404 for an unknown one and 422 for a bad id', async () => {
    const ok = await call(t.app, tokens.admin, 'GET', `/api/admin/users/${adminId}`);
    expect(ok.statusCode).toBe(200);
    expect(body(ok).data?.user).toMatchObject({
      email: 'admin@university.edu',
      role: 'admin',
      initials: 'TM',
    });
    const missing = await call(t.app, tokens.admin, 'GET', '/api/admin/users/999999');
    expect(missing.statusCode).toBe(404);
    expect(body(missing).message).toBe('User not found');
    expect((await call(t.app, tokens.admin, 'GET', '/api/admin/users/abc')).statusCode).toBe(422);
  });

  it('counts accounts by status, role and activity', async () => {
    const res = await call(t.app, tokens.admin, 'GET', '/api/admin/users/stats');
    expect(res.statusCode).toBe(200);
    const stats = body(res).data?.stats as Record<string, number>;
    const total = (
      await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    expect(stats.total_users).toBe(Number(total));
    expect(stats.active_users! + stats.inactive_users! + stats.suspended_users!).toBe(stats.total_users);
    expect(stats.students! + stats.counselors! + stats.advisors! + stats.admins!).toBe(stats.total_users);
    expect(stats.recent_logins).toBeGreaterThanOrEqual(5);
    expect(stats.recent_registrations).toBe(stats.total_users);
    expect(stats.this_month_registrations).toBeGreaterThan(0);
    expect(stats.never_logged_in).toBe(stats.total_users! - stats.recent_logins!);
  });

  it('offers roles, statuses, sort fields and the password rules', async () => {
    const res = await call(t.app, tokens.admin, 'GET', '/api/admin/users/options');
    const data = body(res).data as Record<string, { value: string }[]> & { password_rules: unknown };
    expect(data.roles!.map((r) => r.value)).toEqual(['student', 'counselor', 'advisor', 'admin']);
    expect(data.statuses!.map((r) => r.value)).toEqual(['active', 'inactive', 'suspended']);
    expect(data.sort_fields!.map((r) => r.value)).toEqual(['created_at', 'name', 'email', 'last_login_at']);
    expect(data.password_rules).toEqual({ min: 8, max: 128 });
  });

  it('exports flat rows of the filtered accounts with a dated file name', async () => {
    const res = await call(t.app, tokens.admin, 'GET', '/api/admin/users/export?role=admin');
    expect(res.statusCode).toBe(200);
    const data = body(res).data as {
      users: Record<string, unknown>[];
      total_exported: number;
      filename: string;
    };
    expect(data.filename).toBe(`users-export-${t.clock.now().toISOString().slice(0, 10)}.csv`);
    expect(data.total_exported).toBe(data.users.length);
    expect(data.users.every((u) => u.role === 'admin')).toBe(true);
    expect(Object.keys(data.users[0]!).sort()).toEqual(
      [
        'created_at',
        'email',
        'employee_id',
        'last_login_at',
        'name',
        'phone',
        'role',
        'status',
        'student_id',
      ].sort(),
    );
    expect(body(res).message).toBe(`${data.total_exported} users exported successfully!`);
  });
});
