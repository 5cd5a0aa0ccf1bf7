import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Specialization, WorkloadStats } from '../../../common/schemas/specializations';
import { buildAdmin, buildCategory, buildCounselor, buildStudent } from '../../db/seed/factories';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { categoryId, raiseTicket, TICKET_DESCRIPTION, userId } from '../../test/tickets';
import { CATEGORY_NOT_ACTIVE, DUPLICATE_PAIR, HAS_ACTIVE_TICKETS, NOT_A_COUNSELOR } from './service';

/** The admin routes of counselor specializations (product §2.7), on the demo university. */
let t: TestApp;
let tokens: Tokens;
let technical: number;
let general: number;
let counselorId: number;
const base = '/api/admin/counselor-specializations';

const one = (res: { json: () => unknown }) =>
  (res.json() as { data: { specialization: Specialization } }).data.specialization;
const many = (res: { json: () => unknown }) =>
  (res.json() as { data: { specializations: Specialization[] } }).data.specializations;

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  technical = await categoryId(t.db, 'Technical Support');
  general = await categoryId(t.db, 'General Inquiry');
  counselorId = await userId(t.db, 'counselor@university.edu');
});
afterAll(async () => t.close());

describe('access', () => {
  const routes: [string, string][] = [
    ['GET', base],
    ['POST', base],
    ['PUT', `${base}/1`],
    ['DELETE', `${base}/1`],
    ['POST', `${base}/bulk-assign`],
    ['POST', `${base}/update-availability`],
    ['GET', `${base}/category/1/available`],
    ['GET', `${base}/workload-stats`],
    ['POST', `${base}/reset-workloads`],
  ];
  it.each(routes)('%s %s answers 401 signed out and 403 to every role but admin', async (method, url) => {
    expect((await call(t.app, null, method as 'GET', url, {})).statusCode).toBe(401);
    for (const role of ['student', 'counselor', 'advisor'] as const) {
      expect((await call(t.app, tokens[role], method as 'GET', url, {})).statusCode, role).toBe(403);
    }
  });
});

describe('GET /api/admin/counselor-specializations', () => {
  it('lists the demo specializations by category, then priority level, then name, with live workloads', async () => {
    const res = await call(t.app, tokens.admin, 'GET', base);
    expect(res.statusCode).toBe(200);
    const list = many(res);
    const mental = list.filter((s) => s.category.name === 'Mental Health & Wellbeing');
    expect(mental.map((s) => [s.user.name, s.priority_level])).toEqual([
      ['Dr. James Wilson', 'primary'],
      ['Dr. Sarah Chen', 'primary'],
      ['Dr. Amara Osei', 'secondary'],
    ]);
    expect(list.findIndex((s) => s.category.name === 'Academic Support')).toBe(0);
    expect(mental[1]).toMatchObject({
      user_id: counselorId,
      max_workload: 12,
      current_workload: 0,
      utilization_rate: 0,
      expertise_rating: 5,
      is_available: true,
      can_take_ticket: true,
      assignment_score: 100,
      user: { email: 'counselor@university.edu', role: 'counselor', status: 'active' },
    });
  });

  it('filters by category, counselor and availability, and refuses a bad filter', async () => {
    const mental = await categoryId(t.db, 'Mental Health & Wellbeing');
    const byCategory = many(await call(t.app, tokens.admin, 'GET', `${base}?category_id=${mental}`));
    expect(byCategory).toHaveLength(3);
    const byUser = many(await call(t.app, tokens.admin, 'GET', `${base}?user_id=${counselorId}`));
    expect(byUser.map((s) => s.category.name)).toEqual(['Mental Health & Wellbeing', 'Crisis Support']);
    const unavailable = many(await call(t.app, tokens.admin, 'GET', `${base}?is_available=false`));
    expect(unavailable).toEqual([]);
    const bad = await call(t.app, tokens.admin, 'GET', `${base}?category_id=abc`);
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors?.category_id).toEqual(['Invalid category ID']);
  });
});

describe('POST /api/admin/counselor-specializations', () => {
  it('creates with the spec defaults and audits it', async () => {
    const res = await call(t.app, tokens.admin, 'POST', base, {
      user_id: counselorId,
      category_id: technical,
    });
    expect(res.statusCode).toBe(201);
    expect(body(res).message).toBe('Counselor specialization created successfully');
    const created = one(res);
    expect(created).toMatchObject({
      user_id: counselorId,
      category_id: technical,
      priority_level: 'primary',
      max_workload: 10,
      expertise_rating: 3,
      is_available: true,
      notes: null,
      last_assigned_at: null,
    });
    const audit = await t.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'specialization.created')
      .where('target_id', '=', created.id)
      .executeTakeFirst();
    expect(audit).toBeDefined();
  });

  it('refuses a second specialization for the same pair', async () => {
    const res = await call(t.app, tokens.admin, 'POST', base, {
      user_id: counselorId,
      category_id: technical,
    });
    expect(res.statusCode).toBe(422);
    expect(body(res).errors?.category_id).toEqual([DUPLICATE_PAIR]);
  });

  it('returns 422 with the spec messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ category_id: general }, 'user_id', 'Counselor selection is required'],
      [{ user_id: counselorId }, 'category_id', 'Category selection is required'],
      [
        { user_id: counselorId, category_id: general, priority_level: 'lead' },
        'priority_level',
        'Valid priority level is required',
      ],
      [
        { user_id: counselorId, category_id: general, max_workload: 51 },
        'max_workload',
        'Max workload must be between 1 and 50',
      ],
      [
        { user_id: counselorId, category_id: general, max_workload: 0 },
        'max_workload',
        'Max workload must be between 1 and 50',
      ],
      [
        { user_id: counselorId, category_id: general, expertise_rating: 6 },
        'expertise_rating',
        'Expertise rating must be between 1 and 5',
      ],
      [
        { user_id: counselorId, category_id: general, notes: 'n'.repeat(501) },
        'notes',
        'Notes must not exceed 500 characters',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call(t.app, tokens.admin, 'POST', base, payload);
      expect(res.statusCode, field).toBe(422);
      expect(body(res).errors?.[field], field).toEqual([message]);
    }
  });

  it('accepts only active counselors and advisors, and only active categories', async () => {
    const inactive = await buildCounselor(t.db, { status: 'inactive' });
    const student = await buildStudent(t.db);
    const admin = await buildAdmin(t.db);
    for (const user of [inactive, student, admin]) {
      const res = await call(t.app, tokens.admin, 'POST', base, { user_id: user.id, category_id: general });
      expect(res.statusCode).toBe(422);
      expect(body(res).errors?.user_id).toEqual([NOT_A_COUNSELOR]);
    }
    const missing = await call(t.app, tokens.admin, 'POST', base, { user_id: 999999, category_id: general });
    expect(body(missing).errors?.user_id).toEqual([NOT_A_COUNSELOR]);
    const retired = await buildCategory(t.db, { is_active: 0 });
    const res = await call(t.app, tokens.admin, 'POST', base, {
      user_id: counselorId,
      category_id: retired.id,
    });
    expect(res.statusCode).toBe(422);
    expect(body(res).errors?.category_id).toEqual([CATEGORY_NOT_ACTIVE]);
  });
});

describe('PUT and DELETE /api/admin/counselor-specializations/{id}', () => {
  it('changes the level, workload, rating, availability and notes', async () => {
    const [spec] = many(await call(t.app, tokens.admin, 'GET', `${base}?category_id=${technical}`));
    const res = await call(t.app, tokens.admin, 'PUT', `${base}/${spec!.id}`, {
      priority_level: 'backup',
      max_workload: 4,
      expertise_rating: 2,
      is_available: false,
      notes: '  Covers the help desk on Fridays.  ',
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Counselor specialization updated successfully');
    expect(one(res)).toMatchObject({
      priority_level: 'backup',
      max_workload: 4,
      expertise_rating: 2,
      is_available: false,
      can_take_ticket: false,
      assignment_score: 0,
      notes: 'Covers the help desk on Fridays.',
    });
    const bad = await call(t.app, tokens.admin, 'PUT', `${base}/${spec!.id}`, { max_workload: 99 });
    expect(body(bad).errors?.max_workload).toEqual(['Max workload must be between 1 and 50']);
    expect((await call(t.app, tokens.admin, 'PUT', `${base}/999999`, {})).statusCode).toBe(404);
    expect((await call(t.app, tokens.admin, 'PUT', `${base}/abc`, {})).statusCode).toBe(422);
  });

  it('refuses to remove a counselor who holds active tickets of the category, then removes', async () => {
    const spec = one(
      await call(t.app, tokens.admin, 'POST', base, { user_id: counselorId, category_id: general }),
    );
    const ticket = await raiseTicket(t.app, tokens.student, {
      subject: 'Where do I get a transcript?',
      description: TICKET_DESCRIPTION,
      category_id: general,
    });
    expect(ticket).toMatchObject({ assigned_to: counselorId, auto_assigned: 'yes' });
    const refused = await call(t.app, tokens.admin, 'DELETE', `${base}/${spec.id}`);
    expect(refused.statusCode).toBe(422);
    expect(body(refused).message).toBe(HAS_ACTIVE_TICKETS);
    await call(t.app, tokens.admin, 'PATCH', `/api/tickets/${ticket.id}`, { status: 'Resolved' });
    const res = await call(t.app, tokens.admin, 'DELETE', `${base}/${spec.id}`);
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Counselor specialization removed successfully');
    expect((await call(t.app, tokens.admin, 'DELETE', `${base}/${spec.id}`)).statusCode).toBe(404);
  });
});

describe('bulk assignment and availability', () => {
  it('creates the missing pairs and skips the existing ones', async () => {
    const amara = await userId(t.db, 'amara.osei@university.edu');
    const res = await call(t.app, tokens.admin, 'POST', `${base}/bulk-assign`, {
      user_ids: [counselorId, amara],
      category_ids: [technical, general],
      priority_level: 'secondary',
      max_workload: 5,
    });
    expect(res.statusCode).toBe(200);
    const data = body(res).data as { created: number; skipped: number; specializations: Specialization[] };
    expect(data).toMatchObject({ created: 3, skipped: 1 });
    expect(data.specializations.every((s) => s.priority_level === 'secondary' && s.max_workload === 5)).toBe(
      true,
    );
    const bad = await call(t.app, tokens.admin, 'POST', `${base}/bulk-assign`, {
      user_ids: [await userId(t.db, 'student@university.edu')],
      category_ids: [technical],
    });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors?.user_ids).toEqual([NOT_A_COUNSELOR]);
    const empty = await call(t.app, tokens.admin, 'POST', `${base}/bulk-assign`, {
      user_ids: [],
      category_ids: [],
    });
    expect(body(empty).errors?.user_ids).toEqual(['Counselor selection is required']);
  });

  it('sets availability of several specializations and counts the ones found', async () => {
    const list = many(await call(t.app, tokens.admin, 'GET', `${base}?category_id=${general}`));
    const res = await call(t.app, tokens.admin, 'POST', `${base}/update-availability`, {
      specializations: [
        ...list.map((s) => ({ id: s.id, is_available: false })),
        { id: 999999, is_available: true },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toEqual({ updated_count: list.length });
    const after = many(
      await call(t.app, tokens.admin, 'GET', `${base}?category_id=${general}&is_available=false`),
    );
    expect(after).toHaveLength(list.length);
    const bad = await call(t.app, tokens.admin, 'POST', `${base}/update-availability`, {
      specializations: [],
    });
    expect(body(bad).errors?.specializations).toEqual(['No specializations to update']);
  });
});

describe('available counselors and workload', () => {
  it('lists the counselors of a category who can take a ticket, best score first', async () => {
    const mental = await categoryId(t.db, 'Mental Health & Wellbeing');
    const res = await call(t.app, tokens.admin, 'GET', `${base}/category/${mental}/available`);
    expect(res.statusCode).toBe(200);
    const { counselors } = body(res).data as { counselors: Specialization[] };
    expect(counselors.map((s) => s.user.name)).toEqual([
      'Dr. Sarah Chen',
      'Dr. James Wilson',
      'Dr. Amara Osei',
    ]);
    const none = await call(t.app, tokens.admin, 'GET', `${base}/category/${general}/available`);
    expect((body(none).data as { counselors: unknown[] }).counselors).toEqual([]);
    expect((await call(t.app, tokens.admin, 'GET', `${base}/category/999999/available`)).statusCode).toBe(
      404,
    );
  });

  it('answers the workload figures, and reset recounts them', async () => {
    const res = await call(t.app, tokens.admin, 'GET', `${base}/workload-stats`);
    expect(res.statusCode).toBe(200);
    const stats = body(res).data as WorkloadStats;
    expect(stats.total_capacity).toBeGreaterThan(0);
    expect(stats.assigned_counselors).toBe(5);
    expect(stats.by_category.map((c) => c.category_name)).toContain('Crisis Support');
    const reset = await call(t.app, tokens.admin, 'POST', `${base}/reset-workloads`);
    expect(reset.statusCode).toBe(200);
    expect(body(reset).message).toBe('Workload counters reset successfully');
    expect(body(reset).data).toEqual(stats);
  });
});

describe('categories with their counselors', () => {
  it('counts the specialists of each category and lists them with with_counselors=true', async () => {
    const plain = body(await call(t.app, tokens.admin, 'GET', '/api/admin/ticket-categories')).data as {
      categories: { name: string; counselor_count: number; counselorSpecializations?: unknown }[];
    };
    const mental = plain.categories.find((c) => c.name === 'Mental Health & Wellbeing');
    expect(mental?.counselor_count).toBe(3);
    expect(mental).not.toHaveProperty('counselorSpecializations');
    const withCounselors = body(
      await call(t.app, tokens.admin, 'GET', '/api/admin/ticket-categories?with_counselors=true'),
    ).data as { categories: { name: string; counselorSpecializations: Record<string, unknown>[] }[] };
    const crisis = withCounselors.categories.find((c) => c.name === 'Crisis Support');
    expect(crisis?.counselorSpecializations[0]).toEqual({
      id: expect.any(Number),
      user_id: counselorId,
      user: { id: counselorId, name: 'Dr. Sarah Chen' },
      priority_level: 'primary',
      max_workload: 6,
      current_workload: 0,
      expertise_rating: 5,
      is_available: true,
    });
  });
});
