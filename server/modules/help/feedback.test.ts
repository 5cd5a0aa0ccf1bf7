import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { createFaq, dataOf, draftFaqId, type FaqShape, helpCategoryIdOf, newStudents } from './test-help';

let t: TestApp;
let tokens: Tokens;
let faq: number;

type Result = {
  faq: { id: number; helpful_count: number; not_helpful_count: number; helpfulness_rate: number };
  feedback: { is_helpful: boolean; reason: string | null; comment: string | null };
  changed: boolean;
};
const vote = (token: string, payload: unknown, id = faq) =>
  call(t.app, token, 'POST', `/api/help/faqs/${id}/feedback`, payload);
const counts = async (id = faq) =>
  t.db
    .selectFrom('faqs')
    .select(['helpful_count', 'not_helpful_count'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  faq = await createFaq(t, tokens.admin, {
    question: 'How do I find my personal tutor?',
    answer: 'Your personal tutor is listed on your Student Portal home page under *My People*.',
    category_id: await helpCategoryIdOf(t.db, 'Academic Support'),
  });
});
afterAll(async () => t.close());

describe('POST /api/help/faqs/{id}/feedback', () => {
  it('answers 401 signed out, 404 for a draft or a missing FAQ', async () => {
    expect((await vote('', { is_helpful: true })).statusCode).toBe(401);
    const draft = await draftFaqId(t.db);
    for (const id of [draft, 999999]) {
      const res = await vote(tokens.student, { is_helpful: true }, id);
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe(`FAQ with ID ${id} not found`);
    }
  });

  it('answers 422 with messages for bad input', async () => {
    for (const [payload, field, message] of [
      [{}, 'is_helpful', 'Please say whether this FAQ was helpful'],
      [{ is_helpful: true, comment: 'c'.repeat(501) }, 'comment', 'Comment cannot exceed 500 characters'],
      [
        { is_helpful: false, reason: 'boring' },
        'reason',
        'Reason must be outdated, unclear, did_not_answer or other',
      ],
      [
        { is_helpful: true, reason: 'unclear' },
        'reason',
        'A reason is only given when the FAQ was not helpful',
      ],
    ] as const) {
      const res = await vote(tokens.student, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(422);
      expect(body(res).errors?.[field]).toContain(message);
    }
    const wrongType = await vote(tokens.student, { is_helpful: 'yes' });
    expect(wrongType.statusCode).toBe(400);
    expect(await counts()).toEqual({ helpful_count: 0, not_helpful_count: 0 });
  });

  it('keeps one vote per reader and FAQ: a second call changes it', async () => {
    const first = await vote(tokens.student, {
      is_helpful: false,
      reason: 'unclear',
      comment: 'Which page exactly?',
    });
    expect(first.statusCode).toBe(200);
    expect(body(first).message).toBe('Thank you for your feedback!');
    expect(body(first).data as Result).toMatchObject({
      faq: { helpful_count: 0, not_helpful_count: 1, helpfulness_rate: 0 },
      feedback: { is_helpful: false, reason: 'unclear', comment: 'Which page exactly?' },
      changed: false,
    });
    const second = body(await vote(tokens.student, { is_helpful: true })).data as Result;
    expect(second).toMatchObject({
      faq: { helpful_count: 1, not_helpful_count: 0, helpfulness_rate: 100 },
      changed: true,
    });
    expect(second.feedback.reason).toBeNull();
    await vote(tokens.student2, { is_helpful: false, reason: 'outdated' });
    expect(await counts()).toEqual({ helpful_count: 1, not_helpful_count: 1 });
    const rows = await t.db.selectFrom('faq_feedback').selectAll().where('faq_id', '=', faq).execute();
    expect(rows).toHaveLength(2);
    const mine = await dataOf<{ faq: FaqShape }>(t, tokens.student2, 'GET', `/api/help/faqs/${faq}`);
    expect(mine.faq.my_feedback).toEqual({ is_helpful: false, reason: 'outdated' });
    const admin = await dataOf<{ faq: { feedback_reasons: Record<string, number> } }>(
      t,
      tokens.admin,
      'GET',
      `/api/admin/help/faqs/${faq}`,
    );
    expect(admin.faq.feedback_reasons).toEqual({ outdated: 1 });
  });

  it('counts 20 votes sent at the same moment exactly, and one reader’s parallel votes once', async () => {
    const fresh = await createFaq(t, tokens.admin, {
      question: 'Where do I collect my student ID card?',
      answer: 'Collect it from the Student Centre reception with photo ID, weekdays 09:00-17:00.',
      category_id: await helpCategoryIdOf(t.db, 'Academic Support'),
    });
    const readers = await newStudents(t, 20);
    const answers = await Promise.all(
      readers.map((token, i) =>
        vote(token, i < 13 ? { is_helpful: true } : { is_helpful: false, reason: 'other' }, fresh),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect(await counts(fresh)).toEqual({ helpful_count: 13, not_helpful_count: 7 });
    // One reader changing their mind ten times at once: still one vote.
    const flips = await Promise.all(
      Array.from({ length: 10 }, (_, i) => vote(readers[0]!, { is_helpful: i % 2 === 0 }, fresh)),
    );
    expect(flips.every((res) => res.statusCode === 200)).toBe(true);
    const total = await counts(fresh);
    expect(total.helpful_count + total.not_helpful_count).toBe(20);
    const rows = await t.db.selectFrom('faq_feedback').selectAll().where('faq_id', '=', fresh).execute();
    expect(rows).toHaveLength(20);
    expect(total.helpful_count).toBe(rows.filter((row) => row.is_helpful === 1).length);
  });
});
