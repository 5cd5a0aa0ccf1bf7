import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { categoryId, raiseTicket, userId } from '../../test/tickets';
import { dataOf, type FaqShape, helpCategoryIdOf } from './test-help';

let t: TestApp;
let tokens: Tokens;
let wellbeing: number;

type SuggestionShape = {
  id: number;
  status: string;
  question: string;
  answer: string;
  tags: string[];
  faq_id: number | null;
  reject_reason: string | null;
  creator: { name: string; email: string } | null;
  source_ticket_id: number | null;
};

const SUGGESTION = {
  question: 'How can I get a note-taker for my lectures?',
  answer: 'Disability Services arranges trained note-takers once your Student Support Plan is agreed.',
  tags: ['disability', 'lectures'],
};

async function suggest(token: string, fields: Record<string, unknown> = {}) {
  const data = await dataOf<{ suggestion: SuggestionShape }>(
    t,
    token,
    'POST',
    '/api/help/suggest-content',
    { ...SUGGESTION, category_id: wellbeing, ...fields },
    201,
  );
  return data.suggestion;
}

const notificationsOf = async (email: string) =>
  t.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', await userId(t.db, email))
    .where('subject_type', '=', 'faq_suggestion')
    .orderBy('id')
    .execute();

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  wellbeing = await helpCategoryIdOf(t.db, 'Mental Health & Wellbeing');
});
afterAll(async () => t.close());

describe('POST /api/help/suggest-content', () => {
  it('is for counselors and admins: 401 signed out, 403 with the spec’s message for others', async () => {
    expect((await call(t.app, null, 'POST', '/api/help/suggest-content', SUGGESTION)).statusCode).toBe(401);
    for (const token of [tokens.student, tokens.advisor]) {
      const res = await call(t.app, token, 'POST', '/api/help/suggest-content', {
        ...SUGGESTION,
        category_id: wellbeing,
      });
      expect(res.statusCode).toBe(403);
      expect(body(res).message).toBe('Only counselors and administrators can suggest content.');
    }
  });

  it('takes a counselor’s suggestion as pending, audited', async () => {
    const res = await call(t.app, tokens.counselor, 'POST', '/api/help/suggest-content', {
      ...SUGGESTION,
      category_id: wellbeing,
    });
    expect(res.statusCode).toBe(201);
    expect(body(res).message).toBe(
      'Content suggestion submitted successfully! It will be reviewed by administrators.',
    );
    const suggestion = (body(res).data as { suggestion: SuggestionShape }).suggestion;
    expect(suggestion).toMatchObject({
      status: 'pending',
      faq_id: null,
      creator: { email: 'counselor@university.edu' },
    });
    const audit = await t.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'faq_suggestion.created')
      .where('target_id', '=', suggestion.id)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('answers 422 with the spec’s messages', async () => {
    for (const [payload, field, message] of [
      [
        { answer: SUGGESTION.answer, category_id: wellbeing },
        'question',
        'Please fill in all required fields',
      ],
      [
        { question: SUGGESTION.question, category_id: wellbeing },
        'answer',
        'Please fill in all required fields',
      ],
      [
        { question: SUGGESTION.question, answer: SUGGESTION.answer },
        'category_id',
        'Please fill in all required fields',
      ],
      [
        { ...SUGGESTION, category_id: wellbeing, question: 'x'.repeat(501) },
        'question',
        'Question cannot exceed 500 characters',
      ],
      [
        { ...SUGGESTION, category_id: wellbeing, answer: 'x'.repeat(5001) },
        'answer',
        'Answer cannot exceed 5000 characters',
      ],
    ] as const) {
      const res = await call(t.app, tokens.counselor, 'POST', '/api/help/suggest-content', payload);
      expect(res.statusCode).toBe(422);
      expect(body(res).errors?.[field]).toContain(message);
    }
  });
});

describe('reviewing suggestions', () => {
  it('is for admins only', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/help/suggestions'],
      ['GET', '/api/admin/help/suggestions/1'],
      ['PUT', '/api/admin/help/suggestions/1'],
      ['POST', '/api/admin/help/suggestions/1/approve'],
      ['POST', '/api/admin/help/suggestions/1/reject'],
    ] as const) {
      const payload = method === 'GET' ? undefined : {};
      expect((await call(t.app, null, method, url, payload)).statusCode).toBe(401);
      for (const token of [tokens.student, tokens.counselor, tokens.advisor])
        expect((await call(t.app, token, method, url, payload)).statusCode).toBe(403);
      if (method !== 'GET') {
        const missing = await call(t.app, tokens.admin, method, url.replace('/1', '/999999'), payload);
        expect(missing.statusCode).toBe(404);
        expect(body(missing).message).toBe('Suggestion not found');
      }
    }
  });

  it('lists, filters and searches suggestions with counts and pages of 20', async () => {
    await suggest(tokens.admin, { question: 'Is there a quiet prayer room on campus?' });
    const all = await dataOf<{
      suggestions: SuggestionShape[];
      pagination: { per_page: number; total: number };
      counts: { pending: number };
    }>(t, tokens.admin, 'GET', '/api/admin/help/suggestions');
    expect(all.pagination.per_page).toBe(20);
    expect(all.counts.pending).toBe(all.suggestions.filter((s) => s.status === 'pending').length);
    const searched = await dataOf<{ suggestions: SuggestionShape[] }>(
      t,
      tokens.admin,
      'GET',
      '/api/admin/help/suggestions?search=PRAYER%20room',
    );
    expect(searched.suggestions.map((s) => s.question)).toEqual(['Is there a quiet prayer room on campus?']);
    const wild = await dataOf<{ suggestions: SuggestionShape[] }>(
      t,
      tokens.admin,
      'GET',
      '/api/admin/help/suggestions?search=%25',
    );
    expect(wild.suggestions).toEqual([]);
    const bad = await call(t.app, tokens.admin, 'GET', '/api/admin/help/suggestions?status=maybe');
    expect(body(bad).errors?.status).toEqual(['Status must be pending, approved or rejected']);
  });

  it('edits a pending suggestion, approves it into a published FAQ once, and tells the author', async () => {
    const suggestion = await suggest(tokens.counselor);
    const edited = await dataOf<{ suggestion: SuggestionShape }>(
      t,
      tokens.admin,
      'PUT',
      `/api/admin/help/suggestions/${suggestion.id}`,
      { question: 'How do I get a note-taker for my lectures?' },
    );
    expect(edited.suggestion).toMatchObject({
      question: 'How do I get a note-taker for my lectures?',
      status: 'pending',
    });
    const invalid = await call(t.app, tokens.admin, 'PUT', `/api/admin/help/suggestions/${suggestion.id}`, {
      answer: 'Too short',
    });
    expect(invalid.statusCode).toBe(422);
    expect(body(invalid).errors?.answer).toEqual(['Answer must be at least 20 characters long']);
    const approved = await call(
      t.app,
      tokens.admin,
      'POST',
      `/api/admin/help/suggestions/${suggestion.id}/approve`,
    );
    expect(approved.statusCode).toBe(200);
    expect(body(approved).message).toBe('Suggestion approved and published!');
    const faq = (body(approved).data as { faq: FaqShape & { source_suggestion_id: number } }).faq;
    expect(faq).toMatchObject({ question: 'How do I get a note-taker for my lectures?', is_published: true });
    expect(faq.source_suggestion_id).toBe(suggestion.id);
    // Readers find it at once.
    const found = await dataOf<{ faqs: FaqShape[] }>(
      t,
      tokens.student,
      'GET',
      '/api/help/faqs?search=note-taker',
    );
    expect(found.faqs[0]?.id).toBe(faq.id);
    const again = await call(
      t.app,
      tokens.admin,
      'POST',
      `/api/admin/help/suggestions/${suggestion.id}/approve`,
    );
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe('This suggestion has already been reviewed');
    const edit = await call(t.app, tokens.admin, 'PUT', `/api/admin/help/suggestions/${suggestion.id}`, {
      tags: ['x'],
    });
    expect(edit.statusCode).toBe(409);
    const told = await notificationsOf('counselor@university.edu');
    expect(told.at(-1)).toMatchObject({
      title: 'Your FAQ suggestion was published',
      subject_id: suggestion.id,
    });
  });

  it('approves exactly once when two admins approve at the same moment', async () => {
    const suggestion = await suggest(tokens.counselor, {
      question: 'Can I bring my emotional support animal to halls?',
    });
    const [a, b] = await Promise.all([
      call(t.app, tokens.admin, 'POST', `/api/admin/help/suggestions/${suggestion.id}/approve`),
      call(t.app, tokens.admin, 'POST', `/api/admin/help/suggestions/${suggestion.id}/approve`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const faqs = await t.db
      .selectFrom('faqs')
      .select('id')
      .where('source_suggestion_id', '=', suggestion.id)
      .execute();
    expect(faqs).toHaveLength(1);
    const audits = await t.db
      .selectFrom('audit_logs')
      .select('id')
      .where('action', '=', 'faq_suggestion.approved')
      .where('target_id', '=', suggestion.id)
      .execute();
    expect(audits).toHaveLength(1);
  });

  it('rejects with a reason, tells the author, and a rejected one cannot be approved', async () => {
    const suggestion = await suggest(tokens.counselor, { question: 'Where can I park my bicycle safely?' });
    const rejected = await call(
      t.app,
      tokens.admin,
      'POST',
      `/api/admin/help/suggestions/${suggestion.id}/reject`,
      {
        reason: 'Already covered by the Campus Security FAQ.',
      },
    );
    expect(rejected.statusCode).toBe(200);
    expect(body(rejected).message).toBe('Suggestion rejected successfully!');
    expect((body(rejected).data as { suggestion: SuggestionShape }).suggestion).toMatchObject({
      status: 'rejected',
      reject_reason: 'Already covered by the Campus Security FAQ.',
    });
    const told = await notificationsOf('counselor@university.edu');
    expect(told.at(-1)?.title).toBe('Your FAQ suggestion was not published');
    expect(told.at(-1)?.message).toContain('Already covered by the Campus Security FAQ.');
    const approve = await call(
      t.app,
      tokens.admin,
      'POST',
      `/api/admin/help/suggestions/${suggestion.id}/approve`,
    );
    expect(approve.statusCode).toBe(409);
    const long = await call(
      t.app,
      tokens.admin,
      'POST',
      `/api/admin/help/suggestions/${suggestion.id}/reject`,
      {
        reason: 'r'.repeat(1001),
      },
    );
    expect(body(long).errors?.reason).toEqual(['Reason cannot exceed 1000 characters']);
    const rejectedList = await dataOf<{ suggestions: SuggestionShape[] }>(
      t,
      tokens.admin,
      'GET',
      '/api/admin/help/suggestions?status=rejected',
    );
    expect(rejectedList.suggestions.map((s) => s.id)).toEqual([suggestion.id]);
  });
});

describe('a suggestion from a resolved ticket', () => {
  const url = (id: number) => `/api/help/suggestions/from-ticket/${id}`;

  async function ticketWithReply(status: 'Resolved' | 'Open', description?: string) {
    const ticket = await raiseTicket(t.app, tokens.student, {
      subject: 'How do I change my exam seat for a medical reason?',
      description:
        description ?? 'I have a knee injury and need a seat near the door in the exam hall next week.',
      category_id: await categoryId(t.db, 'Academic Support'),
    });
    const counselor = await userId(t.db, 'counselor@university.edu');
    await dataOf(t, tokens.admin, 'POST', `/api/tickets/${ticket.id}/assign`, { assigned_to: counselor });
    await dataOf(
      t,
      tokens.counselor,
      'POST',
      `/api/tickets/${ticket.id}/responses`,
      { message: 'Internal: checked with exams.', is_internal: true },
      201,
    );
    await dataOf(
      t,
      tokens.counselor,
      'POST',
      `/api/tickets/${ticket.id}/responses`,
      { message: 'E-mail the Exams Office with your doctor’s note; they move your seat within two days.' },
      201,
    );
    if (status === 'Resolved')
      await dataOf(t, tokens.counselor, 'PATCH', `/api/tickets/${ticket.id}`, { status: 'Resolved' });
    return ticket.id;
  }

  it('prefills the question from the subject and the answer from the last public staff reply', async () => {
    const id = await ticketWithReply('Resolved');
    const { draft } = await dataOf<{ draft: { question: string; answer: string; source_ticket_id: number } }>(
      t,
      tokens.counselor,
      'GET',
      url(id),
    );
    expect(draft).toEqual({
      category_id: null,
      question: 'How do I change my exam seat for a medical reason?',
      answer: 'E-mail the Exams Office with your doctor’s note; they move your seat within two days.',
      tags: [],
      source_ticket_id: id,
    });
    const suggestion = await suggest(tokens.counselor, { ...draft, category_id: wellbeing });
    expect(suggestion.source_ticket_id).toBe(id);
  });

  it('refuses students and advisors (403), tickets the caller may not open (404), and open tickets (422)', async () => {
    const resolved = await ticketWithReply('Resolved');
    for (const token of [tokens.student, tokens.advisor]) {
      const res = await call(t.app, token, 'GET', url(resolved));
      expect(res.statusCode).toBe(403);
      expect(body(res).message).toBe('Only counselors and administrators can suggest content.');
    }
    expect((await call(t.app, null, 'GET', url(resolved))).statusCode).toBe(401);
    const other = await raiseTicket(t.app, tokens.student2, {
      subject: 'Library fine question',
      description: 'I returned my books late because I was ill. Can the fine be waived?',
      category_id: await categoryId(t.db, 'Academic Support'),
    });
    for (const id of [other.id, 999999]) {
      const res = await call(t.app, tokens.counselor, 'GET', url(id));
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe('Ticket not found');
      const linked = await call(t.app, tokens.counselor, 'POST', '/api/help/suggest-content', {
        ...SUGGESTION,
        category_id: wellbeing,
        source_ticket_id: id,
      });
      expect(linked.statusCode).toBe(404);
    }
    const open = await ticketWithReply('Open');
    const res = await call(t.app, tokens.counselor, 'GET', url(open));
    expect(res.statusCode).toBe(422);
    expect(body(res).message).toBe('Only a resolved or closed ticket can become a suggestion');
    // Admins may start from any resolved ticket.
    expect((await call(t.app, tokens.admin, 'GET', url(resolved))).statusCode).toBe(200);
  });
});
