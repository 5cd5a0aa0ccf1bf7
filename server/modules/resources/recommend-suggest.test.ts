import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRow } from '../../db/seed/factories';
import { body, call, type TestApp, type Tokens } from '../../test/setup';
import { type RaisedTicket, setupTicketSuite, userId } from '../../test/tickets';
import { dataOf, draftResourceId, expect422, resourceCategoryIdOf, resourceIdOf } from './test-resources';

let t: TestApp;
let tokens: Tokens;
let own: RaisedTicket;
let other: RaisedTicket;
let student: number;
let student2: number;
let breathing: number;

beforeAll(async () => {
  ({ t, tokens, own, other } = await setupTicketSuite());
  student = await userId(t.db, 'student@university.edu');
  student2 = await userId(t.db, 'student2@university.edu');
  breathing = await resourceIdOf(t.db, 'breathing-exercise-for-stress');
});
afterAll(async () => t.close());

const recommend = (token: string, payload: unknown, id = breathing) =>
  call(t.app, token, 'POST', `/api/resources/${id}/recommend`, payload);

describe('POST /api/resources/{id}/recommend', () => {
  it('answers 401 signed out and 403 to students', async () => {
    expect((await recommend('', { student_id: student })).statusCode).toBe(401);
    const res = await recommend(tokens.student2, { student_id: student });
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for a draft or missing resource and 422 for bad input', async () => {
    const draft = await draftResourceId(t.db);
    for (const id of [draft, 999999])
      expect((await recommend(tokens.counselor, { student_id: student }, id)).statusCode).toBe(404);
    const url = `/api/resources/${breathing}/recommend`;
    await expect422(t, tokens.counselor, 'POST', url, {}, 'Invalid student', 'student_id');
    await expect422(
      t,
      tokens.counselor,
      'POST',
      url,
      { student_id: student, note: 'n'.repeat(501) },
      'Note cannot exceed 500 characters',
      'note',
    );
    const counselor = await userId(t.db, 'counselor@university.edu');
    await expect422(
      t,
      tokens.admin,
      'POST',
      url,
      { student_id: counselor },
      'Resources can only be recommended to students',
      'student_id',
    );
    await expect422(t, tokens.admin, 'POST', url, { student_id: 999999 }, 'Invalid student', 'student_id');
    await expect422(
      t,
      tokens.counselor,
      'POST',
      url,
      { student_id: student, ticket_id: other.id },
      'Invalid ticket ID',
      'ticket_id',
    );
  });

  it('lets a counselor recommend only to a student whose ticket they hold; admins to any student', async () => {
    // The counselor holds `own` (the student's), not `other` (student2's, unassigned).
    const refused = await recommend(tokens.counselor, { student_id: student2 });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).message).toBe('You can only recommend resources to students you support');
    expect((await recommend(tokens.advisor, { student_id: student })).statusCode).toBe(403);
    const made = await recommend(tokens.counselor, {
      student_id: student,
      ticket_id: own.id,
      note: 'Five minutes before your exam can help.',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await recommend(tokens.admin, { student_id: student2 })).statusCode).toBe(201);
    const notified = await t.db
      .selectFrom('notifications')
      .select(['title', 'message', 'link'])
      .where('user_id', '=', student)
      .where('subject_type', '=', 'resource')
      .execute();
    expect(notified).toHaveLength(1);
    expect(notified[0]!.message).toContain('Breathing exercise for stress');
    expect(
      await t.db.selectFrom('audit_logs').select('id').where('action', '=', 'resource.recommended').execute(),
    ).toHaveLength(2);
  });

  it('lets staff recommend to a student they hold a session with (from the session, no ticket)', async () => {
    const counselor = await userId(t.db, 'counselor@university.edu');
    expect((await recommend(tokens.counselor, { student_id: student2 })).statusCode).toBe(403);
    // Thirty days ahead: the demo university's own sessions (3, 4 and 9 days ahead, in working hours) must not
    // overlap it, or the counselor's no-overlap constraint refuses the insert at some hours of the day.
    const at = new Date(Date.now() + 30 * 86_400_000);
    const insert = (status: string) =>
      t.db
        .insertInto('appointments')
        .values(
          appointmentRow({
            counselor_id: counselor,
            student_id: student2,
            status,
            start_at: at.toISOString(),
            room: `room-${status}-${Date.now()}`,
            created_at: new Date().toISOString(),
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
    // A cancelled session is no relationship.
    const cancelled = await insert('cancelled');
    expect((await recommend(tokens.counselor, { student_id: student2 })).statusCode).toBe(403);
    const upcoming = await insert('upcoming');
    const made = await recommend(tokens.counselor, { student_id: student2, note: 'From our session.' });
    expect(made.statusCode, made.body).toBe(201);
    // A ticket named must still be one the recommender may work.
    expect(
      (await recommend(tokens.counselor, { student_id: student2, ticket_id: other.id })).statusCode,
    ).toBe(403);
    await t.db.deleteFrom('appointments').where('id', 'in', [cancelled.id, upcoming.id]).execute();
  });

  it('shows the student "Recommended by your counselor" with the counselor name and note; others see only theirs', async () => {
    type Recommended = {
      recommendations: {
        resource: { id: number };
        counselor: { name: string };
        note: string | null;
        ticket_id: number | null;
      }[];
    };
    const mine = await dataOf<Recommended>(t, tokens.student, 'GET', '/api/resources/recommended');
    expect(mine.recommendations).toHaveLength(1);
    expect(mine.recommendations[0]).toMatchObject({
      resource: { id: breathing },
      note: 'Five minutes before your exam can help.',
      ticket_id: own.id,
    });
    expect(mine.recommendations[0]!.counselor.name.length).toBeGreaterThan(0);
    expect(
      (await dataOf<Recommended>(t, tokens.counselor, 'GET', '/api/resources/recommended')).recommendations,
    ).toEqual([]);
    // A recommendation of a resource that was unpublished since no longer shows.
    await t.db.updateTable('resources').set({ is_published: 0 }).where('id', '=', breathing).execute();
    expect(
      (await dataOf<Recommended>(t, tokens.student, 'GET', '/api/resources/recommended')).recommendations,
    ).toEqual([]);
    await t.db.updateTable('resources').set({ is_published: 1 }).where('id', '=', breathing).execute();
  });
});

describe('resource suggestions', () => {
  const suggestion = {
    title: 'Student Minds resources',
    description: 'Guides for students on looking after their mental health and supporting friends.',
    type: 'article',
    external_url: 'https://www.studentminds.org.uk/',
    tags: ['students', 'peer support'],
  };

  it('lets counselors and admins suggest; students and advisors get the spec refusal', async () => {
    for (const token of [tokens.student, tokens.advisor]) {
      const res = await call(t.app, token, 'POST', '/api/resources/suggestions', suggestion);
      expect(res.statusCode).toBe(403);
      expect(body(res).message).toBe('Only counselors and administrators can suggest content.');
    }
    expect((await call(t.app, null, 'POST', '/api/resources/suggestions', suggestion)).statusCode).toBe(401);
    await expect422(
      t,
      tokens.counselor,
      'POST',
      '/api/resources/suggestions',
      { ...suggestion, external_url: 'javascript:alert(1)' },
      'External URL must be a plain http:// or https:// link',
      'external_url',
    );
    await expect422(
      t,
      tokens.counselor,
      'POST',
      '/api/resources/suggestions',
      { ...suggestion, title: 'Tiny' },
      'Title must be at least 5 characters long',
      'title',
    );
    const res = await call(t.app, tokens.counselor, 'POST', '/api/resources/suggestions', suggestion);
    expect(res.statusCode).toBe(201);
    expect(body(res).data).toMatchObject({
      suggestion: { status: 'pending', difficulty: 'beginner', category_id: null },
    });
  });

  it('approves a suggestion exactly once under two concurrent approvals, and tells the author', async () => {
    const { suggestions } = await dataOf<{ suggestions: { id: number; title: string }[] }>(
      t,
      tokens.admin,
      'GET',
      '/api/admin/resources/suggestions?status=pending',
    );
    const id = suggestions.find((s) => s.title === 'Student Minds resources')!.id;
    const url = `/api/admin/resources/suggestions/${id}/approve`;
    // Without a category the suggestion cannot become a resource.
    await expect422(t, tokens.admin, 'POST', url, {}, 'Category is required', 'category_id');
    const category = await resourceCategoryIdOf(t.db, 'mood-and-depression');
    const answers = await Promise.all([
      call(t.app, tokens.admin, 'POST', url, { category_id: category }),
      call(t.app, tokens.admin, 'POST', url, { category_id: category }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const conflict = answers.find((res) => res.statusCode === 409)!;
    expect(body(conflict).message).toBe('This suggestion has already been reviewed');
    const created = await t.db
      .selectFrom('resources')
      .select(['id', 'is_published'])
      .where('title', '=', 'Student Minds resources')
      .execute();
    expect(created).toHaveLength(1);
    expect(created[0]!.is_published).toBe(1);
    const counselor = await userId(t.db, 'counselor@university.edu');
    const told = await t.db
      .selectFrom('notifications')
      .select('title')
      .where('user_id', '=', counselor)
      .where('subject_type', '=', 'resource_suggestion')
      .execute();
    expect(told.map((row) => row.title)).toEqual(['Your resource suggestion was approved']);
    expect(
      (
        await call(t.app, tokens.admin, 'POST', `/api/admin/resources/suggestions/${id}/reject`, {
          reason: 'Too late',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('rejects with a reason (required), tells the author, and answers 404 for a missing one', async () => {
    const { suggestions, counts } = await dataOf<{
      suggestions: { id: number }[];
      counts: { pending: number };
    }>(t, tokens.admin, 'GET', '/api/admin/resources/suggestions?status=pending');
    expect(counts.pending).toBe(1);
    const id = suggestions[0]!.id;
    const url = `/api/admin/resources/suggestions/${id}/reject`;
    await expect422(
      t,
      tokens.admin,
      'POST',
      url,
      {},
      'Please provide a reason for rejecting the suggestion',
      'reason',
    );
    const res = await call(t.app, tokens.admin, 'POST', url, {
      reason: 'We already link to a similar screening.',
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({
      suggestion: { status: 'rejected', reject_reason: 'We already link to a similar screening.' },
    });
    for (const action of ['approve', 'reject'])
      expect(
        (
          await call(t.app, tokens.admin, 'POST', `/api/admin/resources/suggestions/999999/${action}`, {
            reason: 'x',
          })
        ).statusCode,
      ).toBe(404);
    for (const token of [tokens.counselor, tokens.student])
      expect((await call(t.app, token, 'POST', url, { reason: 'x' })).statusCode).toBe(403);
  });
  it("takes an empty or null category as none (a form's empty select)", async () => {
    for (const category_id of ['', null]) {
      const blank = await call(t.app, tokens.counselor, 'POST', '/api/resources/suggestions', {
        ...suggestion,
        title: `Student Minds resources (${category_id === '' ? 'empty' : 'null'} category)`,
        category_id,
      });
      expect(blank.statusCode, blank.body).toBe(201);
    }
    const { suggestions } = await dataOf<{ suggestions: { id: number; title: string }[] }>(
      t,
      tokens.admin,
      'GET',
      '/api/admin/resources/suggestions?status=pending',
    );
    expect(suggestions.filter((item) => item.title.endsWith('category)'))).toHaveLength(2);
  });
});
