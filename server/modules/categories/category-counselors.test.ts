import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '../../../common/schemas/categories';
import { buildAdmin, buildAdvisor, buildCounselor, buildStudent } from '../../db/seed/factories';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { raiseTicket, TICKET_DESCRIPTION, userId } from '../../test/tickets';
import { HAS_ACTIVE_TICKETS, NOT_A_COUNSELOR } from '../specializations/service';

/** Choosing a category's counselors in the category dialog (product §1.3.2, product §2.5 defaults). */
let t: TestApp;
let tokens: Tokens;
let counselor: number;
let advisor: number;
const base = '/api/admin/ticket-categories';

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  counselor = (await buildCounselor(t.db, { name: 'Noor Haddad' })).id;
  advisor = (await buildAdvisor(t.db, { name: 'Tomas Lind' })).id;
});
afterAll(async () => t.close());

const categoryOf = (res: { json: () => unknown }) =>
  (res.json() as { data: { category: Category } }).data.category;

function specializationsOf(categoryId: number) {
  return t.db
    .selectFrom('counselor_specializations')
    .selectAll()
    .where('category_id', '=', categoryId)
    .orderBy('user_id')
    .execute();
}

async function auditOf(action: string, specializationIds: number[]) {
  const rows = await t.db
    .selectFrom('audit_logs')
    .select('target_id')
    .where('action', '=', action)
    .where('target_type', '=', 'counselor_specialization')
    .execute();
  return specializationIds.filter((id) => rows.some((row) => row.target_id === id));
}

async function create(name: string, counselorIds?: number[]): Promise<Category> {
  const res = await call(t.app, tokens.admin, 'POST', base, {
    name,
    ...(counselorIds ? { counselor_ids: counselorIds } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return categoryOf(res);
}

describe('counselor_ids on POST /api/admin/ticket-categories', () => {
  it('creates the category with a default specialization for each counselor, and audits them', async () => {
    const res = await call(t.app, tokens.admin, 'POST', base, {
      name: 'Housing Help',
      counselor_ids: [counselor, advisor, counselor],
    });
    expect(res.statusCode).toBe(201);
    const category = categoryOf(res);
    expect(category).toMatchObject({ name: 'Housing Help', counselor_count: 2 });
    const rows = await specializationsOf(category.id);
    expect(rows.map((r) => r.user_id).sort()).toEqual([counselor, advisor].sort());
    for (const row of rows) {
      expect(row).toMatchObject({
        priority_level: 'primary',
        max_workload: 10,
        expertise_rating: 3,
        is_available: 1,
        notes: null,
      });
    }
    expect(
      await auditOf(
        'specialization.created',
        rows.map((r) => r.id),
      ),
    ).toHaveLength(2);

    const list = await call(t.app, tokens.admin, 'GET', `${base}?with_counselors=true`);
    const listed = (
      list.json() as {
        data: { categories: (Category & { counselorSpecializations: { user_id: number }[] })[] };
      }
    ).data.categories.find((c) => c.id === category.id);
    expect(listed?.counselorSpecializations.map((s) => s.user_id).sort()).toEqual(
      [counselor, advisor].sort(),
    );
  });

  it('refuses a student, an admin, an inactive counselor or an unknown id, and writes nothing', async () => {
    const student = await buildStudent(t.db);
    const admin = await buildAdmin(t.db);
    const inactive = await buildCounselor(t.db, { status: 'inactive' });
    for (const id of [student.id, admin.id, inactive.id, 999_999]) {
      const res = await call(t.app, tokens.admin, 'POST', base, {
        name: 'Never Created',
        counselor_ids: [counselor, id],
      });
      expect(res.statusCode).toBe(422);
      expect(body(res).errors?.counselor_ids).toEqual([NOT_A_COUNSELOR]);
    }
    const rows = await t.db
      .selectFrom('ticket_categories')
      .select('id')
      .where('name', '=', 'Never Created')
      .execute();
    expect(rows).toEqual([]);
  });

  it('checks the list itself', async () => {
    const cases: [unknown, string, string][] = [
      ['3', 'counselor_ids', 'Counselors must be a list'],
      [[0], 'counselor_ids.0', 'Invalid counselor selected'],
      [[1.5], 'counselor_ids.0', 'Invalid counselor selected'],
      [Array.from({ length: 201 }, (_, i) => i + 1), 'counselor_ids', 'Too many counselors selected'],
    ];
    for (const [value, field, message] of cases) {
      const res = await call(t.app, tokens.admin, 'POST', base, { name: 'Bad List', counselor_ids: value });
      expect(res.statusCode, JSON.stringify(value).slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(body(res).errors?.[field]).toEqual([message]);
    }
  });
});

describe('counselor_ids on PUT /api/admin/ticket-categories/{id}', () => {
  it('adds the new counselors, removes the unticked ones and keeps the settings of the others', async () => {
    const category = await create('Exchange Programmes', [counselor, advisor]);
    const before = await specializationsOf(category.id);
    const kept = before.find((r) => r.user_id === advisor)!;
    await t.db
      .updateTable('counselor_specializations')
      .set({ priority_level: 'backup', max_workload: 4, expertise_rating: 5 })
      .where('id', '=', kept.id)
      .execute();
    const third = (await buildCounselor(t.db)).id;

    const res = await call(t.app, tokens.admin, 'PUT', `${base}/${category.id}`, {
      sla_response_hours: 48,
      counselor_ids: [advisor, third],
    });
    expect(res.statusCode).toBe(200);
    expect(categoryOf(res)).toMatchObject({ sla_response_hours: 48, counselor_count: 2 });
    const after = await specializationsOf(category.id);
    expect(after.map((r) => r.user_id).sort()).toEqual([advisor, third].sort());
    expect(after.find((r) => r.user_id === advisor)).toMatchObject({
      id: kept.id,
      priority_level: 'backup',
      max_workload: 4,
      expertise_rating: 5,
    });
    const removed = before.find((r) => r.user_id === counselor)!;
    expect(await auditOf('specialization.deleted', [removed.id])).toEqual([removed.id]);
    const added = after.find((r) => r.user_id === third)!;
    expect(await auditOf('specialization.created', [added.id])).toEqual([added.id]);

    const none = await call(t.app, tokens.admin, 'PUT', `${base}/${category.id}`, { counselor_ids: [] });
    expect(categoryOf(none).counselor_count).toBe(0);
    expect(await specializationsOf(category.id)).toEqual([]);
  });

  it('leaves the specializations alone when counselor_ids is absent', async () => {
    const category = await create('Careers Advice', [counselor]);
    const before = await specializationsOf(category.id);
    const res = await call(t.app, tokens.admin, 'PUT', `${base}/${category.id}`, {
      name: 'Careers Guidance',
    });
    expect(res.statusCode).toBe(200);
    expect(categoryOf(res)).toMatchObject({ name: 'Careers Guidance', counselor_count: 1 });
    expect(await specializationsOf(category.id)).toEqual(before);
  });

  it('keeps the specializations of inactive accounts, which cannot be chosen', async () => {
    const resting = await buildCounselor(t.db);
    const category = await create('Study Abroad', [resting.id, counselor]);
    await t.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', resting.id).execute();
    const res = await call(t.app, tokens.admin, 'PUT', `${base}/${category.id}`, { counselor_ids: [] });
    expect(res.statusCode).toBe(200);
    expect((await specializationsOf(category.id)).map((r) => r.user_id)).toEqual([resting.id]);
    const bad = await call(t.app, tokens.admin, 'PUT', `${base}/${category.id}`, {
      counselor_ids: [resting.id],
    });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors?.counselor_ids).toEqual([NOT_A_COUNSELOR]);
  });

  it('refuses to remove a counselor holding active tickets of the category, and changes nothing', async () => {
    const category = await create('Disability Services', [counselor]);
    const ticket = await raiseTicket(t.app, tokens.student, {
      subject: 'Exam arrangements for next term',
      description: TICKET_DESCRIPTION,
      category_id: category.id,
    });
    expect(ticket).toMatchObject({ assigned_to: counselor, auto_assigned: 'yes' });
    const before = await specializationsOf(category.id);
    const stored = categoryOf(await call(t.app, tokens.admin, 'GET', `${base}/${category.id}`));

    const refused = await call(t.app, tokens.admin, 'PUT', `${base}/${category.id}`, {
      name: 'Accessibility Services',
      sla_response_hours: 12,
      counselor_ids: [advisor],
    });
    expect(refused.statusCode).toBe(422);
    expect(body(refused).message).toBe(HAS_ACTIVE_TICKETS);
    expect(body(refused).errors?.counselor_ids).toEqual([HAS_ACTIVE_TICKETS]);
    expect(await specializationsOf(category.id)).toEqual(before);
    expect(categoryOf(await call(t.app, tokens.admin, 'GET', `${base}/${category.id}`))).toEqual(stored);

    await call(t.app, tokens.admin, 'PATCH', `/api/tickets/${ticket.id}`, { status: 'Resolved' });
    const res = await call(t.app, tokens.admin, 'PUT', `${base}/${category.id}`, {
      counselor_ids: [advisor],
    });
    expect(res.statusCode).toBe(200);
    expect((await specializationsOf(category.id)).map((r) => r.user_id)).toEqual([advisor]);
  });

  it('answers 403 to a counselor and 401 signed out, writing nothing', async () => {
    const category = await create('Chaplaincy', [counselor]);
    const before = await specializationsOf(category.id);
    const payload = { counselor_ids: [await userId(t.db, 'counselor@university.edu')] };
    const forbidden = await call(t.app, tokens.counselor, 'PUT', `${base}/${category.id}`, payload);
    expect(forbidden.statusCode).toBe(403);
    expect((await call(t.app, null, 'PUT', `${base}/${category.id}`, payload)).statusCode).toBe(401);
    expect(await specializationsOf(category.id)).toEqual(before);
  });
});
