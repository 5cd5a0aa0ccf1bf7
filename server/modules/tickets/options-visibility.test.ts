import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketOptionsSchema } from '../../../common/schemas/ticket-options';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';

let t: TestApp;
let tokens: Tokens;

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
});
afterAll(async () => t.close());

type Listed = { counselorSpecializations?: { current_workload: number; expertise_rating: number }[] };

describe('what each caller may see of categories and the crisis lexicon', () => {
  it('gives a student no counselor workloads or ratings through with_counselors', async () => {
    const res = await call(t.app, tokens.student, 'GET', '/api/ticket-categories?with_counselors=true');
    expect(res.statusCode).toBe(200);
    const categories = body(res).data?.categories as Listed[];
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.every((c) => c.counselorSpecializations === undefined)).toBe(true);
    expect(res.body).not.toMatch(/current_workload|expertise_rating|max_workload/);
  });

  it('keeps with_counselors for staff as it was', async () => {
    for (const token of [tokens.counselor, tokens.advisor, tokens.admin]) {
      const res = await call(t.app, token, 'GET', '/api/ticket-categories?with_counselors=true');
      const categories = body(res).data?.categories as Listed[];
      const specialists = categories.flatMap((c) => c.counselorSpecializations ?? []);
      expect(specialists.length).toBeGreaterThan(0);
      expect(specialists[0]).toHaveProperty('current_workload');
    }
  });

  it('gives a student the ticket options without the crisis lexicon or staffing figures, valid by the shared schema', async () => {
    const res = await call(t.app, tokens.student, 'GET', '/api/tickets/options');
    expect(res.statusCode).toBe(200);
    const data = body(res).data as Record<string, unknown>;
    expect(ticketOptionsSchema.safeParse(data).success).toBe(true);
    expect(data.crisis_lexicon).toBeUndefined();
    expect(res.body).not.toMatch(/keyword|severity_level|counselor_count|tickets_count|workload|rating/);
    const first = (data.categories as Record<string, unknown>[])[0]!;
    expect(Object.keys(first).sort()).toEqual([
      'auto_assign',
      'color',
      'crisis_detection_enabled',
      'icon',
      'id',
      'name',
      'sla_response_hours',
      'slug',
    ]);
  });

  it('gives staff the options as before, valid by the same schema', async () => {
    for (const token of [tokens.counselor, tokens.advisor, tokens.admin]) {
      const res = await call(t.app, token, 'GET', '/api/tickets/options');
      const data = body(res).data as { crisis_lexicon?: unknown[]; categories: Record<string, unknown>[] };
      expect(ticketOptionsSchema.safeParse(data).success).toBe(true);
      expect(data.crisis_lexicon?.length).toBeGreaterThan(50);
      expect(data.categories[0]).toHaveProperty('tickets_count');
    }
  });

  it('answers 401 signed out', async () => {
    expect((await call(t.app, null, 'GET', '/api/tickets/options')).statusCode).toBe(401);
    expect((await call(t.app, null, 'GET', '/api/ticket-categories?with_counselors=true')).statusCode).toBe(
      401,
    );
  });
});
