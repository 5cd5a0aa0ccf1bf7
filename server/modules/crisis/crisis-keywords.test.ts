import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { categoryId } from '../../test/tickets';

let t: TestApp;
let tokens: Tokens;

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
});
afterAll(async () => t.close());

type Keyword = {
  id: number;
  keyword: string;
  severity_level: string;
  severity_weight: number;
  is_active: boolean;
  category_ids: number[];
};
const keywordsOf = (res: { json: () => unknown }) =>
  (res.json() as { data: { keywords: Keyword[] } }).data.keywords;

describe('crisis keyword calls', () => {
  it.each([
    ['GET', '/api/admin/crisis-keywords'],
    ['POST', '/api/admin/crisis-keywords'],
    ['PUT', '/api/admin/crisis-keywords/1'],
    ['DELETE', '/api/admin/crisis-keywords/1'],
    ['POST', '/api/admin/crisis-keywords/test-detection'],
  ] as const)('%s %s: 401 signed out, 403 for non-admins', async (method, url) => {
    const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
    expect((await call(t.app, null, method, url, payload)).statusCode).toBe(401);
    for (const role of ['student', 'counselor', 'advisor'] as const) {
      expect((await call(t.app, tokens[role], method, url, payload)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/admin/crisis-keywords', () => {
  it('lists the seeded default lexicon, filterable', async () => {
    const all = keywordsOf(await call(t.app, tokens.admin, 'GET', '/api/admin/crisis-keywords'));
    expect(all.length).toBeGreaterThan(50);
    const critical = keywordsOf(
      await call(t.app, tokens.admin, 'GET', '/api/admin/crisis-keywords?severity_level=critical'),
    );
    expect(critical.length).toBeGreaterThan(0);
    expect(critical.every((k) => k.severity_level === 'critical')).toBe(true);
  });

  it('searches keywords as plain text: LIKE wildcards match only themselves', async () => {
    const search = async (text: string) =>
      keywordsOf(
        await call(
          t.app,
          tokens.admin,
          'GET',
          `/api/admin/crisis-keywords?search=${encodeURIComponent(text)}`,
        ),
      );
    const hits = await search('KILL');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((k) => String(k.keyword).toLowerCase().includes('kill'))).toBe(true);
    for (const text of ['%', '_', '!', "'; DROP TABLE crisis_keywords;--"])
      expect(await search(text)).toEqual([]);
  });
});

describe('POST /api/admin/crisis-keywords', () => {
  it('adds a keyword with the form defaults, and screening finds it at once', async () => {
    const before = await call(t.app, tokens.admin, 'POST', '/api/admin/crisis-keywords/test-detection', {
      text: 'I am thinking about the blue whale challenge again',
    });
    expect((body(before).data as { is_crisis: boolean }).is_crisis).toBe(false);
    const res = await call(t.app, tokens.admin, 'POST', '/api/admin/crisis-keywords', {
      keyword: 'blue whale challenge',
      category: 'plan_or_means',
      severity_level: 'high',
    });
    expect(res.statusCode).toBe(201);
    expect(body(res)).toMatchObject({
      message: 'Crisis keyword saved successfully',
      data: {
        keyword: { keyword: 'blue whale challenge', severity_weight: 50, is_active: true, category_ids: [] },
      },
    });
    const after = await call(t.app, tokens.admin, 'POST', '/api/admin/crisis-keywords/test-detection', {
      text: 'I am thinking about the blue whale challenge again',
    });
    const result = body(after).data as {
      is_crisis: boolean;
      matches: { keyword: string; start: number; end: number }[];
    };
    expect(result.is_crisis).toBe(true);
    const hit = result.matches.find((m) => m.keyword === 'blue whale challenge');
    expect(hit).toBeDefined();
    expect(
      'I am thinking about the blue whale challenge again'.slice(hit!.start, hit!.end).toLowerCase(),
    ).toContain('blue whale');
  });

  it('returns 422 with the spec messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'keyword', 'Keyword is required'],
      [{ keyword: '  ' }, 'keyword', 'Keyword is required'],
      [{ keyword: 'k'.repeat(101) }, 'keyword', 'Keyword must not exceed 100 characters'],
      [
        { keyword: 'valid phrase', severity_weight: 0 },
        'severity_weight',
        'Severity weight must be between 1 and 100',
      ],
      [
        { keyword: 'valid phrase', severity_weight: 101 },
        'severity_weight',
        'Severity weight must be between 1 and 100',
      ],
      [
        { keyword: 'valid phrase', severity_level: 'extreme' },
        'severity_level',
        'Severity must be low, medium, high or critical',
      ],
      [{ keyword: 'valid phrase', category: 'nonsense' }, 'category', 'Invalid crisis category'],
      [{ keyword: 'blue whale challenge' }, 'keyword', 'This keyword already exists'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call(t.app, tokens.admin, 'POST', '/api/admin/crisis-keywords', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(body(res).errors?.[field]).toContain(message);
    }
  });
});

describe('PUT and DELETE /api/admin/crisis-keywords/:id', () => {
  it('disables a keyword so screening stops using it, then deletes it', async () => {
    const created = body(
      await call(t.app, tokens.admin, 'POST', '/api/admin/crisis-keywords', {
        keyword: 'purple elephant protocol',
        category: 'plan_or_means',
        severity_level: 'critical',
        severity_weight: 90,
      }),
    ).data as { keyword: Keyword };
    const screen = async () =>
      (
        body(
          await call(t.app, tokens.admin, 'POST', '/api/admin/crisis-keywords/test-detection', {
            text: 'starting the purple elephant protocol tonight',
          }),
        ).data as { is_crisis: boolean }
      ).is_crisis;
    expect(await screen()).toBe(true);
    const off = await call(t.app, tokens.admin, 'PUT', `/api/admin/crisis-keywords/${created.keyword.id}`, {
      is_active: false,
    });
    expect(body(off).data).toMatchObject({ keyword: { is_active: false } });
    expect(await screen()).toBe(false);
    expect(
      (await call(t.app, tokens.admin, 'PUT', '/api/admin/crisis-keywords/999999', { is_active: false }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(t.app, tokens.admin, 'PUT', `/api/admin/crisis-keywords/${created.keyword.id}`, {
          severity_weight: 500,
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await call(t.app, tokens.admin, 'DELETE', `/api/admin/crisis-keywords/${created.keyword.id}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, tokens.admin, 'DELETE', `/api/admin/crisis-keywords/${created.keyword.id}`))
        .statusCode,
    ).toBe(404);
  });

  it('limits a keyword to its ticket categories', async () => {
    const housing = await categoryId(t.db, 'Housing & Campus Life');
    const academic = await categoryId(t.db, 'Academic Support');
    await call(t.app, tokens.admin, 'POST', '/api/admin/crisis-keywords', {
      keyword: 'locked out of the dorm at night',
      category: 'abuse_or_unsafe',
      severity_level: 'medium',
      category_ids: [housing],
    });
    const test = async (category_id: number) =>
      (
        body(
          await call(t.app, tokens.admin, 'POST', '/api/admin/crisis-keywords/test-detection', {
            text: 'I keep getting locked out of the dorm at night',
            category_id,
          }),
        ).data as {
          matches: { keyword: string }[];
        }
      ).matches.map((m) => m.keyword);
    expect(await test(housing)).toContain('locked out of the dorm at night');
    expect(await test(academic)).not.toContain('locked out of the dorm at night');
  });
});

describe('POST /api/admin/crisis-keywords/test-detection', () => {
  it('answers the result shape and 422 for missing text', async () => {
    const res = await call(t.app, tokens.admin, 'POST', '/api/admin/crisis-keywords/test-detection', {
      text: 'I want to kill myself',
    });
    expect(res.statusCode).toBe(200);
    const data = body(res).data as {
      is_crisis: boolean;
      crisis_score: number;
      level: string;
      matches: unknown[];
    };
    expect(data).toMatchObject({ is_crisis: true });
    expect(data.crisis_score).toBeGreaterThan(0);
    expect(['high', 'critical']).toContain(data.level);
    expect(body(res).message).toBe(`Crisis keywords detected (Score: ${data.crisis_score})`);
    const none = await call(t.app, tokens.admin, 'POST', '/api/admin/crisis-keywords/test-detection', {
      text: 'Where is the library?',
    });
    expect(body(none)).toMatchObject({
      message: 'No crisis keywords found in the text',
      data: { is_crisis: false, level: 'none' },
    });
    const missing = await call(t.app, tokens.admin, 'POST', '/api/admin/crisis-keywords/test-detection', {});
    expect(missing.statusCode).toBe(422);
    expect(body(missing).errors?.text).toEqual(['Text is required']);
  });
});
