import type { LightMyRequestResponse } from 'fastify';
import type { SafetyPlan } from '../../common/schemas/safety-plans';
import { buildStudent } from '../db/seed/factories';
import { body, call, createDemoApp, signIn, type TestApp, type Tokens } from './setup';
import { userId } from './tickets';

/** Test helpers for the safety-plan suites: the demo accounts, new students and the plan's calls. */
export type DemoIds = Record<'student' | 'student2' | 'counselor' | 'advisor' | 'admin', number>;

export const EMPTY_PLAN = {
  warning_signs: [],
  coping_strategies: [],
  distractions: [],
  support_people: [],
  professionals: [],
  safe_environment: [],
  reasons_for_living: [],
};

/** A plan as a form sends it: untrimmed text and blank rows among the real ones. */
export const SAMPLE_PLAN = {
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

export async function setupPlanSuite(): Promise<{ t: TestApp; tokens: Tokens; ids: DemoIds }> {
  const { t, tokens } = await createDemoApp();
  const ids: DemoIds = {
    student: await userId(t.db, 'student@university.edu'),
    student2: await userId(t.db, 'student2@university.edu'),
    counselor: await userId(t.db, 'counselor@university.edu'),
    advisor: await userId(t.db, 'advisor@university.edu'),
    admin: await userId(t.db, 'admin@university.edu'),
  };
  return { t, tokens, ids };
}

/** The plan's calls on the suite's test app (read when called, so the helpers can be made before it exists). */
export function planCalls(app: () => TestApp) {
  return {
    /** A new student, signed in, with nothing saved yet. */
    async newStudent(): Promise<{ id: number; token: string }> {
      const t = app();
      const student = await buildStudent(t.db);
      return { id: student.id, token: await signIn(t.app, student.email) };
    },
    planOf: (res: LightMyRequestResponse) => (body(res).data as { plan: SafetyPlan }).plan,
    savePlan: (token: string, plan: unknown = SAMPLE_PLAN) =>
      call(app().app, token, 'PUT', '/api/safety-plan', plan),
    ownPlan: (token: string) => call(app().app, token, 'GET', '/api/safety-plan'),
    share: (token: string, userIds: unknown) =>
      call(app().app, token, 'PUT', '/api/safety-plan/shares', { user_ids: userIds }),
    readShared: (token: string, studentId: number | string) =>
      call(app().app, token, 'GET', `/api/safety-plans/${studentId}`),
  };
}
