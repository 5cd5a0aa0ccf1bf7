import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFETY_PLAN_MESSAGES } from '../../../common/schemas/safety-plans';
import { MINUTE } from '../../lib/clock';
import { type DemoIds, EMPTY_PLAN, planCalls, SAMPLE_PLAN, setupPlanSuite } from '../../test/safety-plans';
import { body, call, type TestApp, type Tokens } from '../../test/setup';

/** The student's own plan: who may use the routes, saving it, and what a bad plan answers. */
let t: TestApp;
let tokens: Tokens;
let ids: DemoIds;
const { newStudent, planOf, savePlan, ownPlan, readShared } = planCalls(() => t);
const EMPTY = EMPTY_PLAN;

beforeAll(async () => {
  ({ t, tokens, ids } = await setupPlanSuite());
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
    const res = await ownPlan(token);
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
    const again = body(await ownPlan(token)).data as {
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
    const plan = (body(await ownPlan(token)).data as { plan: Record<string, unknown> }).plan;
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
    const after = (body(await ownPlan(token)).data as { plan: { updated_at: null } }).plan;
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
    const { warning_signs: _left, ...rest } = SAMPLE_PLAN;
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
