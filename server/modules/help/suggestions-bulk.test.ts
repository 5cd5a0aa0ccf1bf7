import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { userId } from '../../test/tickets';
import { dataOf, type FaqShape, helpCategoryIdOf } from './test-help';

let t: TestApp;
let tokens: Tokens;
let wellbeing: number;

const URL = '/api/admin/help/suggestions/bulk-action';
let counter = 0;

/** A new pending suggestion from the demo counselor (distinct wording each time). */
async function suggest(fields: Record<string, unknown> = {}): Promise<number> {
  counter += 1;
  const data = await dataOf<{ suggestion: { id: number } }>(
    t,
    tokens.counselor,
    'POST',
    '/api/help/suggest-content',
    {
      question: `How do I borrow a laptop from the library, case ${counter}?`,
      answer: 'Ask at the library help desk with your student card; loans last up to four hours a day.',
      tags: ['library'],
      category_id: wellbeing,
      ...fields,
    },
    201,
  );
  return data.suggestion.id;
}

const statusOf = async (id: number) =>
  (await t.db.selectFrom('faq_suggestions').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;
const faqsFrom = (id: number) =>
  t.db.selectFrom('faqs').selectAll().where('source_suggestion_id', '=', id).execute();
const auditsOf = (action: string, ids: number[]) =>
  t.db
    .selectFrom('audit_logs')
    .select('target_id')
    .where('action', '=', action)
    .where('target_id', 'in', ids)
    .orderBy('id')
    .execute();
const counselorNotes = async (ids: number[]) =>
  t.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', await userId(t.db, 'counselor@university.edu'))
    .where('subject_type', '=', 'faq_suggestion')
    .where('subject_id', 'in', ids)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  wellbeing = await helpCategoryIdOf(t.db, 'Mental Health & Wellbeing');
});
afterAll(async () => t.close());

describe('POST /api/admin/help/suggestions/bulk-action', () => {
  it('is for admins only: 401 signed out, 403 for students, counselors and advisors, nothing changed', async () => {
    const id = await suggest();
    const payload = { action: 'approve', suggestion_ids: [id] };
    expect((await call(t.app, null, 'POST', URL, payload)).statusCode).toBe(401);
    for (const token of [tokens.student, tokens.counselor, tokens.advisor]) {
      const res = await call(t.app, token, 'POST', URL, payload);
      expect(res.statusCode).toBe(403);
      expect(body(res).message).toBe("You don't have permission to perform this action");
    }
    expect(await statusOf(id)).toBe('pending');
  });

  it('answers 422 with the spec’s messages, hostile bodies included, without changing anything', async () => {
    const id = await suggest();
    for (const [payload, field, message] of [
      [{ action: 'approve', suggestion_ids: [] }, 'suggestion_ids', 'No suggestions selected'],
      [{ action: 'approve' }, 'suggestion_ids', 'No suggestions selected'],
      [{ action: 'publish', suggestion_ids: [id] }, 'action', 'Action must be approve or reject'],
      [{ suggestion_ids: [id] }, 'action', 'Action must be approve or reject'],
      [
        { action: 'reject', suggestion_ids: [id] },
        'reason',
        'Please provide a reason for rejecting the suggestions',
      ],
      [
        { action: 'reject', suggestion_ids: [id], reason: '   ' },
        'reason',
        'Please provide a reason for rejecting the suggestions',
      ],
      [
        { action: 'reject', suggestion_ids: [id], reason: 'r'.repeat(1001) },
        'reason',
        'Reason cannot exceed 1000 characters',
      ],
      [
        { action: 'approve', suggestion_ids: Array.from({ length: 101 }, (_, i) => i + 1) },
        'suggestion_ids',
        'At most 100 suggestions can be reviewed at once',
      ],
    ] as const) {
      const res = await call(t.app, tokens.admin, 'POST', URL, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(body(res).errors?.[field]).toContain(message);
    }
    for (const payload of [
      { action: 'approve', suggestion_ids: ['1; drop table faqs', { id }] },
      { action: 'approve', suggestion_ids: [-1, 0, 1.5] },
      { action: 'approve', suggestion_ids: 'all' },
      { action: ['approve'], suggestion_ids: [id] },
      null,
      'approve',
    ]) {
      const res = await call(t.app, tokens.admin, 'POST', URL, payload);
      expect([400, 415, 422]).toContain(res.statusCode);
    }
    expect(await statusOf(id)).toBe('pending');
  });

  it('answers 422 "Failed to approve any suggestions" when no id is a pending suggestion', async () => {
    const done = await suggest();
    await dataOf(t, tokens.admin, 'POST', `/api/admin/help/suggestions/${done}/approve`);
    for (const action of ['approve', 'reject'] as const) {
      const res = await call(t.app, tokens.admin, 'POST', URL, {
        action,
        suggestion_ids: [999991, 999992, done],
        reason: 'Covered elsewhere.',
      });
      expect(res.statusCode).toBe(422);
      expect(body(res).message).toBe(`Failed to ${action} any suggestions`);
    }
    expect(await faqsFrom(done)).toHaveLength(1);
  });

  it('approves each pending one into a published FAQ, reporting unknown and already reviewed ids', async () => {
    const ids = [await suggest(), await suggest({ tags: ['laptop', 'loan'] })];
    const reviewed = await suggest();
    await dataOf(t, tokens.admin, 'POST', `/api/admin/help/suggestions/${reviewed}/reject`, {
      reason: 'Duplicate',
    });
    const res = await call(t.app, tokens.admin, 'POST', URL, {
      action: 'approve',
      suggestion_ids: [ids[1], 999999, reviewed, ids[0], ids[0]],
      is_featured: true,
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('2 suggestions approved and published successfully');
    const data = body(res).data as {
      affected: number;
      missing_ids: number[];
      faq_ids: number[];
      skipped: { id: number; message: string }[];
    };
    expect(data).toMatchObject({
      action: 'approve',
      affected: 2,
      missing_ids: [999999],
      skipped: [{ id: reviewed, message: 'This suggestion has already been reviewed' }],
    });
    expect(data.faq_ids).toHaveLength(2);
    for (const id of ids) {
      expect(await statusOf(id)).toBe('approved');
      const [faq] = await faqsFrom(id);
      expect(faq).toMatchObject({ is_published: 1, is_featured: 1 });
      const read = await dataOf<{ faq: FaqShape }>(t, tokens.student, 'GET', `/api/help/faqs/${faq?.id}`);
      expect(read.faq.is_published).toBe(true);
    }
    expect((await auditsOf('faq_suggestion.approved', ids)).map((row) => row.target_id)).toEqual(ids);
    const told = await counselorNotes(ids);
    expect(told.map((note) => note.title)).toEqual([
      'Your FAQ suggestion was published',
      'Your FAQ suggestion was published',
    ]);
    // The typo vocabulary was rebuilt once after the batch: a new FAQ is found with a typo.
    const found = await dataOf<{ faqs: FaqShape[] }>(
      t,
      tokens.student,
      'GET',
      '/api/help/faqs?search=lapptop',
    );
    expect(found.faqs.map((faq) => faq.id)).toEqual(expect.arrayContaining(data.faq_ids));
  });

  it('skips one whose category was switched off, with the reason, and approves the rest', async () => {
    const category = await dataOf<{ category: { id: number } }>(
      t,
      tokens.admin,
      'POST',
      '/api/admin/help/categories',
      { name: 'Short-lived category' },
      201,
    );
    const off = await suggest({ category_id: category.category.id });
    const fine = await suggest();
    await dataOf(t, tokens.admin, 'PUT', `/api/admin/help/categories/${category.category.id}`, {
      is_active: false,
    });
    const data = await dataOf<{ affected: number; skipped: { id: number; message: string }[] }>(
      t,
      tokens.admin,
      'POST',
      URL,
      { action: 'approve', suggestion_ids: [off, fine] },
    );
    expect(data.affected).toBe(1);
    expect(data.skipped).toEqual([{ id: off, message: 'Please choose an active category' }]);
    expect(await statusOf(off)).toBe('pending');
    expect(await statusOf(fine)).toBe('approved');
  });

  it('rejects with the reason, tells each author, and the reason is kept', async () => {
    const ids = [await suggest(), await suggest()];
    const res = await call(t.app, tokens.admin, 'POST', URL, {
      action: 'reject',
      suggestion_ids: ids,
      reason: '  Already covered by the Library FAQ. ',
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('2 suggestions rejected successfully');
    const rows = await t.db
      .selectFrom('faq_suggestions')
      .select(['status', 'reject_reason', 'faq_id'])
      .where('id', 'in', ids)
      .execute();
    expect(rows).toEqual([
      { status: 'rejected', reject_reason: 'Already covered by the Library FAQ.', faq_id: null },
      { status: 'rejected', reject_reason: 'Already covered by the Library FAQ.', faq_id: null },
    ]);
    const told = await counselorNotes(ids);
    expect(told).toHaveLength(2);
    for (const note of told) expect(note.message).toContain('Reason: Already covered by the Library FAQ.');
    expect(await auditsOf('faq_suggestion.rejected', ids)).toHaveLength(2);
    const one = await call(t.app, tokens.admin, 'POST', URL, {
      action: 'reject',
      suggestion_ids: [await suggest()],
      reason: 'Out of scope',
    });
    expect(body(one).message).toBe('1 suggestion rejected successfully');
  });

  it('approves each suggestion exactly once when bulk and single approvals run at the same moment', async () => {
    const ids = [await suggest(), await suggest(), await suggest(), await suggest()];
    const results = await Promise.all([
      call(t.app, tokens.admin, 'POST', URL, { action: 'approve', suggestion_ids: ids }),
      call(t.app, tokens.admin, 'POST', URL, { action: 'approve', suggestion_ids: [...ids].reverse() }),
      call(t.app, tokens.admin, 'POST', URL, { action: 'reject', suggestion_ids: ids, reason: 'No' }),
      call(t.app, tokens.admin, 'POST', `/api/admin/help/suggestions/${ids[2]}/approve`),
    ]);
    for (const res of results) expect([200, 409, 422]).toContain(res.statusCode);
    const decided = results.reduce((sum, res, index) => {
      if (res.statusCode !== 200) return sum;
      return sum + (index === 3 ? 1 : (body(res).data as { affected: number }).affected);
    }, 0);
    expect(decided).toBe(ids.length);
    for (const id of ids) {
      const status = await statusOf(id);
      expect(['approved', 'rejected']).toContain(status);
      expect(await faqsFrom(id)).toHaveLength(status === 'approved' ? 1 : 0);
      const verdicts = [
        ...(await auditsOf('faq_suggestion.approved', [id])),
        ...(await auditsOf('faq_suggestion.rejected', [id])),
      ];
      expect(verdicts).toHaveLength(1);
      expect(await counselorNotes([id])).toHaveLength(1);
    }
  });
});
