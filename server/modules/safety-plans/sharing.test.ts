import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCounselor } from '../../db/seed/factories';
import { type DemoIds, EMPTY_PLAN, planCalls, setupPlanSuite } from '../../test/safety-plans';
import { body, call, signIn, type TestApp, type Tokens } from '../../test/setup';
import { categoryId, raiseTicket } from '../../test/tickets';
import { isSafetyPlanSharedWith } from './index';

/** Sharing a safety plan, reading a shared one, and the audit trail. */
let t: TestApp;
let tokens: Tokens;
let ids: DemoIds;
const { newStudent, savePlan, ownPlan, share, readShared } = planCalls(() => t);
const EMPTY = EMPTY_PLAN;

beforeAll(async () => {
  ({ t, tokens, ids } = await setupPlanSuite());
});
afterAll(async () => {
  await t.close();
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
    const own = body(await ownPlan(student.token)).data as {
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
    const own = body(await ownPlan(student.token)).data as {
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
