import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFETY_PLAN_MESSAGES, type SafetyPlan } from '../../../common/schemas/safety-plans';
import { buildCounselor, buildStudent } from '../../db/seed/factories';
import { MINUTE } from '../../lib/clock';
import { body, call, createDemoApp, signIn, type TestApp, type Tokens } from '../../test/setup';
import { categoryId, raiseTicket, userId } from '../../test/tickets';
import { isSafetyPlanSharedWith } from './index';

let t: TestApp;
let tokens: Tokens;
let ids: Record<'student' | 'student2' | 'counselor' | 'advisor' | 'admin', number>;

const EMPTY = {
  warning_signs: [],
  coping_strategies: [],
  distractions: [],
  support_people: [],
  professionals: [],
  safe_environment: [],
  reasons_for_living: [],
};
const PLAN = {
  warning_signs: ['  I stop answering messages  ', '', '   '],
  coping_strategies: ['A walk around the lake'],
  distractions: [{ name: 'The campus climbing wall', phone: '' }],
  support_people: [
    { name: 'Maya', phone: '+1 (555) 010-2030', relationship: 'Sister' },
    { name: '', phone: '', relationship: '' },
  ],
  professionals: [{ name: 'Dr. Chen', phone: '555 0100' }],
  safe_environment: ['Ask a friend to keep my medication'],
  reasons_for_living: ['Seeing my nephew grow up'],
};

/** A new student, signed in, with nothing saved yet. */
async function newStudent(): Promise<{ id: number; token: string }> {
  const student = await buildStudent(t.db);
  return { id: student.id, token: await signIn(t.app, student.email) };
}

const planOf = (res: LightMyRequestResponse) => (body(res).data as { plan: SafetyPlan }).plan;
const savePlan = (token: string, plan: unknown = PLAN) => call(t.app, token, 'PUT', '/api/safety-plan', plan);
const share = (token: string, userIds: unknown) =>
  call(t.app, token, 'PUT', '/api/safety-plan/shares', { user_ids: userIds });
const readShared = (token: string, studentId: number | string) =>
  call(t.app, token, 'GET', `/api/safety-plans/${studentId}`);

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  ids = {
    student: await userId(t.db, 'student@university.edu'),
    student2: await userId(t.db, 'student2@university.edu'),
    counselor: await userId(t.db, 'counselor@university.edu'),
    advisor: await userId(t.db, 'advisor@university.edu'),
    admin: await userId(t.db, 'admin@university.edu'),
  };
});
afterAll(async () => {
  await t.close();
});

describe('signed out and wrong roles', () => {
  it('answers 401 on every route without a sign-in', async () => {
    for (const [method, url] of [
      ['GET', '/api/safety-plan'],
      ['PUT', '/api/safety-plan'],
      ['GET', '/api/safety-plan/share-options'],
      ['PUT', '/api/safety-plan/shares'],
      ['GET', `/api/safety-plans/${ids.student}`],
    ] as const) {
      const res = await call(t.app, null, method, url, method === 'PUT' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses staff and admins their own plan routes with 403, before reading the body', async () => {
    for (const role of ['counselor', 'advisor', 'admin'] as const) {
      for (const [method, url] of [
        ['GET', '/api/safety-plan'],
        ['PUT', '/api/safety-plan'],
        ['GET', '/api/safety-plan/share-options'],
        ['PUT', '/api/safety-plan/shares'],
      ] as const) {
        const res = await call(t.app, tokens[role], method, url, method === 'PUT' ? { junk: 1 } : undefined);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(body(res).message).toBe('Only students have a safety plan');
      }
    }
  });

  it('refuses students the staff route with 403, even for their own id', async () => {
    for (const id of [ids.student, ids.student2, 'abc']) {
      const res = await readShared(tokens.student, id);
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('the student’s own plan', () => {
  it('answers an empty plan, never saved and shared with nobody, before the first save', async () => {
    const { token } = await newStudent();
    const res = await call(t.app, token, 'GET', '/api/safety-plan');
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toEqual({
      plan: { ...EMPTY, created_at: null, updated_at: null },
      shared_with: [],
    });
  });

  it('creates the plan on the first save, trimming text and dropping blank rows', async () => {
    const { token } = await newStudent();
    const res = await savePlan(token);
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Safety plan saved');
    const expected = {
      warning_signs: ['I stop answering messages'],
      coping_strategies: ['A walk around the lake'],
      distractions: [{ name: 'The campus climbing wall', phone: null }],
      support_people: [{ name: 'Maya', phone: '+1 (555) 010-2030', relationship: 'Sister' }],
      professionals: [{ name: 'Dr. Chen', phone: '555 0100' }],
      safe_environment: ['Ask a friend to keep my medication'],
      reasons_for_living: ['Seeing my nephew grow up'],
    };
    expect(planOf(res)).toMatchObject(expected);
    const again = body(await call(t.app, token, 'GET', '/api/safety-plan')).data as {
      plan: Record<string, unknown>;
    };
    expect(again.plan).toMatchObject(expected);
    expect(again.plan.updated_at).toEqual(expect.any(String));
  });

  it('replaces the whole plan on a later save and keeps when it was created', async () => {
    const { id, token } = await newStudent();
    const first = body(await savePlan(token)).data?.plan as { created_at: string; updated_at: string };
    t.clock.advance(5 * MINUTE);
    const res = await savePlan(token, { ...EMPTY, coping_strategies: ['Music'] });
    expect(res.statusCode).toBe(200);
    const second = planOf(res) as Record<string, unknown>;
    expect(second).toMatchObject({ ...EMPTY, coping_strategies: ['Music'], created_at: first.created_at });
    expect(second.updated_at).not.toBe(first.updated_at);
    const rows = await t.db.selectFrom('safety_plans').select('id').where('user_id', '=', id).execute();
    expect(rows).toHaveLength(1);
  });

  it('stores script and SQL text exactly as typed', async () => {
    const { token } = await newStudent();
    const script = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const sql = 'Robert\'); DROP TABLE safety_plans;-- " OR 1=1';
    const res = await savePlan(token, {
      ...EMPTY,
      warning_signs: [script, sql],
      support_people: [{ name: sql, phone: '911', relationship: script.slice(0, 60) }],
    });
    expect(res.statusCode).toBe(200);
    const plan = (
      body(await call(t.app, token, 'GET', '/api/safety-plan')).data as { plan: Record<string, unknown> }
    ).plan;
    expect(plan.warning_signs).toEqual([script, sql]);
    expect(plan.support_people).toEqual([{ name: sql, phone: '911', relationship: script.slice(0, 60) }]);
  });

  it('keeps each plan to its own student', async () => {
    const a = await newStudent();
    const b = await newStudent();
    await savePlan(a.token, { ...EMPTY, reasons_for_living: ['Only for A'] });
    const res = await call(t.app, b.token, 'GET', '/api/safety-plan');
    expect((body(res).data as { plan: { reasons_for_living: string[] } }).plan.reasons_for_living).toEqual(
      [],
    );
  });
});

describe('bad plans', () => {
  const errorsOf = async (plan: unknown, status = 422) => {
    const { token } = await newStudent();
    const res = await savePlan(token, plan);
    expect(res.statusCode, res.body).toBe(status);
    const answer = body(res);
    expect(answer.success).toBe(false);
    // Nothing was saved.
    const after = (
      body(await call(t.app, token, 'GET', '/api/safety-plan')).data as { plan: { updated_at: null } }
    ).plan;
    expect(after.updated_at).toBeNull();
    return answer;
  };

  it('refuses more than 20 items in a list', async () => {
    const answer = await errorsOf({
      ...EMPTY,
      coping_strategies: Array.from({ length: 21 }, (_, i) => `Idea ${i}`),
    });
    expect(answer.errors).toEqual({ coping_strategies: [SAFETY_PLAN_MESSAGES.tooMany] });
    expect(answer.message).toBe('Each list can hold at most 20 items');
  });

  it('counts items after dropping blank rows', async () => {
    const { token } = await newStudent();
    const list = [...Array.from({ length: 20 }, (_, i) => `Reason ${i}`), '', '  '];
    const res = await savePlan(token, { ...EMPTY, reasons_for_living: list });
    expect(res.statusCode).toBe(200);
    expect(planOf(res).reasons_for_living).toHaveLength(20);
  });

  it('refuses an item over 300 characters, keyed by its position', async () => {
    const answer = await errorsOf({ ...EMPTY, warning_signs: ['fine', 'x'.repeat(301)] });
    expect(answer.errors).toEqual({ 'warning_signs.1': ['Each item must be 300 characters or fewer'] });
  });

  it('accepts exactly 300 characters', async () => {
    const { token } = await newStudent();
    expect((await savePlan(token, { ...EMPTY, warning_signs: ['x'.repeat(300)] })).statusCode).toBe(200);
  });

  it('refuses a bad phone, a missing name, and over-long names and relationships', async () => {
    const answer = await errorsOf({
      ...EMPTY,
      support_people: [
        { name: 'Maya', phone: 'call me' },
        { name: '', phone: '555 0100' },
        { name: 'n'.repeat(121), relationship: 'r'.repeat(61) },
        { name: 'Short', phone: '12' },
      ],
      professionals: [{ name: 'Clinic', phone: '1'.repeat(41) }],
    });
    expect(answer.errors).toEqual({
      'support_people.0.phone': ['Enter a phone number using digits, spaces and + ( ) - . only'],
      'support_people.1.name': ['Enter a name'],
      'support_people.2.name': ['Each name must be 120 characters or fewer'],
      'support_people.2.relationship': ['Each relationship must be 60 characters or fewer'],
      'support_people.3.phone': ['Enter a phone number using digits, spaces and + ( ) - . only'],
      'professionals.0.phone': ['Phone numbers are at most 40 characters'],
    });
  });

  it('requires every section', async () => {
    const { warning_signs: _left, ...rest } = PLAN;
    const answer = await errorsOf(rest);
    expect(answer.errors).toEqual({ warning_signs: ['This section is required'] });
  });

  it('answers wrong types as a malformed request with the field named', async () => {
    const answer = await errorsOf({ ...EMPTY, warning_signs: 'not a list', coping_strategies: [42] }, 400);
    expect(answer.errors).toEqual({
      warning_signs: ['This section must be a list'],
      'coping_strategies.0': ['Each item must be text'],
    });
    const contacts = await errorsOf(
      { ...EMPTY, distractions: ['just text'], professionals: [{ name: 7 }] },
      400,
    );
    expect(contacts.errors).toEqual({
      'distractions.0': ['Each entry must have a name'],
      'professionals.0.name': ['Name must be text'],
    });
    const { token } = await newStudent();
    expect((await savePlan(token, [])).statusCode).toBe(400);
    // Not JSON at all.
    expect((await savePlan(token, 'plan')).statusCode).toBe(415);
  });

  it('refuses a huge body without crashing', async () => {
    // Under the 1 MiB body limit: far too many rows.
    const many = await errorsOf({
      ...EMPTY,
      safe_environment: Array.from({ length: 3000 }, () => 'y'.repeat(300)),
    });
    expect(many.errors).toEqual({ safe_environment: [SAFETY_PLAN_MESSAGES.tooMany] });
    // Over it: 413 before anything is parsed.
    const { token } = await newStudent();
    const res = await savePlan(token, { ...EMPTY, warning_signs: ['z'.repeat(2 * 1024 * 1024)] });
    expect(res.statusCode).toBe(413);
  });
});

describe('sharing', () => {
  it('offers the staff working the student’s tickets first, then the other active counselors', async () => {
    const student = await newStudent();
    const before = body(await call(t.app, student.token, 'GET', '/api/safety-plan/share-options')).data as {
      options: { id: number; role: string; works_your_tickets: boolean }[];
    };
    expect(before.options.length).toBeGreaterThan(0);
    expect(before.options.every((o) => o.role === 'counselor' && !o.works_your_tickets)).toBe(true);
    expect(before.options.map((o) => o.id)).toContain(ids.counselor);

    // The advisor works one of this student's tickets.
    const ticket = await raiseTicket(t.app, student.token, {
      subject: 'Course planning',
      description: 'I need help planning my courses for next semester, please.',
      category_id: await categoryId(t.db, 'Academic Support'),
    });
    await t.db.updateTable('tickets').set({ assigned_to: ids.advisor }).where('id', '=', ticket.id).execute();
    const after = body(await call(t.app, student.token, 'GET', '/api/safety-plan/share-options')).data as {
      options: { id: number; name: string; role: string; works_your_tickets: boolean }[];
    };
    expect(after.options[0]).toEqual({
      id: ids.advisor,
      name: 'Michael Torres',
      role: 'advisor',
      works_your_tickets: true,
    });
    expect(after.options.slice(1).every((o) => !o.works_your_tickets)).toBe(true);
    expect(after.options.filter((o) => o.id === ids.advisor)).toHaveLength(1);
  });

  it('shares with a counselor, who reads it; un-sharing removes access at once', async () => {
    const student = await newStudent();
    await savePlan(student.token);
    expect((await readShared(tokens.counselor, student.id)).statusCode).toBe(404);

    const res = await share(student.token, [ids.counselor, ids.counselor]);
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toEqual({
      shared_with: [{ id: ids.counselor, name: 'Dr. Sarah Chen', role: 'counselor' }],
    });
    const own = body(await call(t.app, student.token, 'GET', '/api/safety-plan')).data as {
      shared_with: unknown[];
    };
    expect(own.shared_with).toEqual([{ id: ids.counselor, name: 'Dr. Sarah Chen', role: 'counselor' }]);

    const read = await readShared(tokens.counselor, student.id);
    expect(read.statusCode).toBe(200);
    const data = body(read).data as { plan: Record<string, unknown>; student: { id: number; name: string } };
    expect(data.student).toEqual({ id: student.id, name: expect.any(String) });
    expect(data.plan.coping_strategies).toEqual(['A walk around the lake']);
    expect(await isSafetyPlanSharedWith(t.db, student.id, ids.counselor)).toBe(true);

    // Nobody else: not the advisor, not an admin, not another counselor.
    for (const token of [tokens.advisor, tokens.admin]) {
      const other = await readShared(token, student.id);
      expect(other.statusCode).toBe(404);
      expect(body(other).message).toBe('Safety plan not found');
    }
    const otherCounselor = await buildCounselor(t.db);
    expect((await readShared(await signIn(t.app, otherCounselor.email), student.id)).statusCode).toBe(404);

    const unshare = await share(student.token, []);
    expect(unshare.statusCode).toBe(200);
    expect(body(unshare).data).toEqual({ shared_with: [] });
    expect((await readShared(tokens.counselor, student.id)).statusCode).toBe(404);
    expect(await isSafetyPlanSharedWith(t.db, student.id, ids.counselor)).toBe(false);
  });

  it('sets exactly the chosen staff, advisors included', async () => {
    const student = await newStudent();
    await share(student.token, [ids.counselor]);
    const res = await share(student.token, [ids.advisor]);
    expect(body(res).data).toEqual({
      shared_with: [{ id: ids.advisor, name: 'Michael Torres', role: 'advisor' }],
    });
    expect((await readShared(tokens.advisor, student.id)).statusCode).toBe(200);
    expect((await readShared(tokens.counselor, student.id)).statusCode).toBe(404);
  });

  it('creates an empty plan when the student shares before saving one', async () => {
    const student = await newStudent();
    expect((await share(student.token, [ids.counselor])).statusCode).toBe(200);
    const read = await readShared(tokens.counselor, student.id);
    expect(read.statusCode).toBe(200);
    expect((body(read).data as { plan: Record<string, unknown> }).plan).toMatchObject(EMPTY);
  });

  it('shares only with active counselors and advisors', async () => {
    const student = await newStudent();
    const inactive = await buildCounselor(t.db, { status: 'inactive' });
    for (const userIds of [
      [ids.student2],
      [ids.admin],
      [inactive.id],
      [999_999],
      [ids.counselor, ids.student],
    ]) {
      const res = await share(student.token, userIds);
      expect(res.statusCode, JSON.stringify(userIds)).toBe(422);
      expect(body(res).errors).toEqual({ user_ids: ['Choose counselors or advisors to share with'] });
      expect(body(res).message).toBe('Choose counselors or advisors to share with');
    }
    for (const bad of [[0], [-3]]) {
      const res = await share(student.token, bad);
      expect(res.statusCode).toBe(422);
      expect(body(res).errors).toEqual({ 'user_ids.0': ['Choose counselors or advisors to share with'] });
    }
    // Not a whole number: zod reports it as a wrong type, a malformed request.
    expect((await share(student.token, [1.5])).statusCode).toBe(400);
    expect((await call(t.app, student.token, 'PUT', '/api/safety-plan/shares', {})).statusCode).toBe(422);
    expect((await share(student.token, ['abc'])).statusCode).toBe(400);
    expect((await share(student.token, 'all')).statusCode).toBe(400);
    const tooMany = await share(
      student.token,
      Array.from({ length: 51 }, (_, i) => i + 1),
    );
    expect(tooMany.statusCode).toBe(422);
    // Nothing was shared, and no plan was made by the refused attempts.
    expect(
      await t.db.selectFrom('safety_plans').select('id').where('user_id', '=', student.id).execute(),
    ).toEqual([]);
  });

  it('stops sharing with a counselor who leaves active duty', async () => {
    const student = await newStudent();
    const leaver = await buildCounselor(t.db);
    const token = await signIn(t.app, leaver.email);
    await share(student.token, [leaver.id]);
    expect((await readShared(token, student.id)).statusCode).toBe(200);
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', leaver.id).execute();
    expect(await isSafetyPlanSharedWith(t.db, student.id, leaver.id)).toBe(false);
    await t.db
      .updateTable('users')
      .set({ role: 'counselor', status: 'inactive' })
      .where('id', '=', leaver.id)
      .execute();
    expect(await isSafetyPlanSharedWith(t.db, student.id, leaver.id)).toBe(false);
    const own = body(await call(t.app, student.token, 'GET', '/api/safety-plan')).data as {
      shared_with: unknown[];
    };
    expect(own.shared_with).toEqual([]);
  });
});

describe('the staff route', () => {
  it('answers 422 for an id that is not a positive whole number', async () => {
    for (const id of ['0', '-1', '1.5', 'abc', '99999999999']) {
      const res = await readShared(tokens.counselor, id);
      expect(res.statusCode, id).toBe(422);
      expect(body(res).errors).toEqual({ studentId: ['Invalid student ID'] });
    }
  });

  it('answers 404 for a student with no plan or no such student', async () => {
    expect((await readShared(tokens.counselor, ids.student2)).statusCode).toBe(404);
    expect((await readShared(tokens.counselor, 987_654)).statusCode).toBe(404);
    expect((await readShared(tokens.admin, 987_654)).statusCode).toBe(404);
  });
});

describe('audit', () => {
  it('records saving, sharing and a staff read without the plan’s text', async () => {
    const student = await newStudent();
    await savePlan(student.token);
    await share(student.token, [ids.counselor]);
    await readShared(tokens.counselor, student.id);
    const plan = await t.db
      .selectFrom('safety_plans')
      .select('id')
      .where('user_id', '=', student.id)
      .executeTakeFirstOrThrow();
    const rows = await t.db
      .selectFrom('audit_logs')
      .select(['actor_id', 'action', 'target_type', 'target_id', 'details'])
      .where('target_type', '=', 'safety_plan')
      .where('target_id', '=', plan.id)
      .orderBy('id', 'asc')
      .execute();
    expect(rows.map((r) => [r.action, r.actor_id])).toEqual([
      ['safety_plan.saved', student.id],
      ['safety_plan.shared', student.id],
      ['safety_plan.viewed', ids.counselor],
    ]);
    expect(JSON.parse(rows[0]?.details ?? '{}')).toEqual({
      items: {
        warning_signs: 1,
        coping_strategies: 1,
        distractions: 1,
        support_people: 1,
        professionals: 1,
        safe_environment: 1,
        reasons_for_living: 1,
      },
    });
    expect(JSON.parse(rows[1]?.details ?? '{}')).toEqual({
      shared_with: [ids.counselor],
      added: [ids.counselor],
      removed: [],
    });
    expect(JSON.parse(rows[2]?.details ?? '{}')).toEqual({ student_id: student.id });
    const all = rows.map((r) => r.details).join(' ');
    for (const text of ['lake', 'Maya', 'nephew', '555']) expect(all).not.toContain(text);
  });
});
