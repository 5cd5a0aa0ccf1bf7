import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { categoryId, raiseTicket, TICKET_DESCRIPTION, userId } from '../../test/tickets';
import { cachedTicketPage } from './cached';
import type { TicketFilters } from './list-repository';

/**
 * A page of the tickets list, and a ticket with its thread, are kept until the next committed write, like the
 * list's count: a kept answer must never outlive a write, never be shown to a viewer whose scope differs, never
 * answer "assigned to me" with somebody else's tickets, and never hand a student what staff were shown.
 */
let t: TestApp;
let tokens: Tokens;
let academic: number;

interface Listed {
  tickets: { id: number; user_id: number; assigned_to: number | null }[];
  pagination: { total: number };
}
const list = async (token: string, query = '') => {
  const res = await call(t.app, token, 'GET', `/api/tickets${query}`);
  expect(res.statusCode).toBe(200);
  return body(res).data as unknown as Listed;
};

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  academic = await categoryId(t.db, 'Academic Support');
});
afterAll(async () => t.close());

/** Straight to the cache, so no request's own write (a session's last-seen time) moves the version. */
const page = (viewerId: number, filters: TicketFilters, now = t.clock.now()) =>
  cachedTicketPage({ db: t.db, config: t.config } as AppContext, {
    scope: { kind: 'all' },
    filters,
    order: { sortBy: 'updated_at', direction: 'desc' },
    page: { limit: 100, offset: 0 },
    viewerId,
    now: now.toISOString(),
  });

describe('a page of the tickets list, kept until the next write', () => {
  it('answers a repeat the same and shows a new ticket at the next read', async () => {
    const before = await list(tokens.admin);
    expect(await list(tokens.admin)).toEqual(before);
    const raised = await raiseTicket(t.app, tokens.student, {
      subject: 'Question about my timetable',
      description: TICKET_DESCRIPTION,
      category_id: academic,
    });
    const after = await list(tokens.admin);
    expect(after.pagination.total).toBe(before.pagination.total + 1);
    expect(after.tickets.map((ticket) => ticket.id)).toContain(raised.id);
  });

  it("is kept per scope: a student never gets another student's page", async () => {
    const student = await list(tokens.student);
    const student2 = await list(tokens.student2);
    const studentId = await userId(t.db, 'student@university.edu');
    const student2Id = await userId(t.db, 'student2@university.edu');
    expect(student.tickets.every((ticket) => ticket.user_id === studentId)).toBe(true);
    expect(student2.tickets.every((ticket) => ticket.user_id === student2Id)).toBe(true);
    expect((await list(tokens.student)).tickets).toEqual(student.tickets);
  });

  it('keeps "assigned to me" per viewer, the page and its count', async () => {
    const counselorId = await userId(t.db, 'counselor@university.edu');
    const first = await t.db.selectFrom('tickets').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('tickets').set({ assigned_to: counselorId }).where('id', '=', first.id).execute();
    const adminId = await userId(t.db, 'admin@university.edu');
    const counselors = await page(counselorId, { assigned: 'me' });
    const admins = await page(adminId, { assigned: 'me' });
    expect(counselors.total).toBeGreaterThan(0);
    expect(counselors.rows.every((row) => row.assigned_to === counselorId)).toBe(true);
    expect(admins.rows.every((row) => row.assigned_to === adminId)).toBe(true);
    expect(admins.total).toBe(admins.rows.length);
    expect(admins.total).not.toBe(counselors.total);
  });

  it('reads an "overdue" page afresh: it moves with the clock, with no write', async () => {
    const open = await t.db
      .selectFrom('tickets')
      .select('id')
      .where('status', 'in', ['Open', 'In Progress'])
      .where('sla_deadline', '>', t.clock.now().toISOString())
      .executeTakeFirstOrThrow();
    const at = t.clock.now().getTime();
    await t.db
      .updateTable('tickets')
      .set({ sla_deadline: new Date(at + 30_000).toISOString() })
      .where('id', '=', open.id)
      .execute();
    const before = await page(1, { overdue: true }, new Date(at));
    const later = await page(1, { overdue: true }, new Date(at + 60_000));
    expect(before.rows.map((row) => row.id)).not.toContain(open.id);
    expect(later.rows.map((row) => row.id)).toContain(open.id);
  });
});

interface Details {
  responses: { message: string; is_internal: boolean }[];
  history?: unknown[];
}
const details = async (token: string, id: number) => {
  const res = await call(t.app, token, 'GET', `/api/tickets/${id}`);
  expect(res.statusCode).toBe(200);
  return (body(res).data as { ticket: Details }).ticket;
};

describe('a ticket with its thread, kept until the next write', () => {
  it("shows a reply at the next read, and never a staff reader's internal note or history to the student", async () => {
    const raised = await raiseTicket(t.app, tokens.student, {
      subject: 'Question about my exam timetable',
      description: TICKET_DESCRIPTION,
      category_id: academic,
    });
    const admin = await details(tokens.admin, raised.id);
    expect(await details(tokens.admin, raised.id)).toEqual(admin);
    const note = await call(t.app, tokens.admin, 'POST', `/api/tickets/${raised.id}/responses`, {
      message: 'Internal: checked the timetable with the registry.',
      is_internal: true,
    });
    expect(note.statusCode).toBe(201);
    const reply = await call(t.app, tokens.admin, 'POST', `/api/tickets/${raised.id}/responses`, {
      message: 'Your exam is on Tuesday at 9 in the Oak Hall.',
    });
    expect(reply.statusCode).toBe(201);
    const staffView = await details(tokens.admin, raised.id);
    expect(staffView.responses.map((r) => r.message)).toEqual([
      'Internal: checked the timetable with the registry.',
      'Your exam is on Tuesday at 9 in the Oak Hall.',
    ]);
    expect(staffView.history?.length).toBeGreaterThan(0);
    const studentView = await details(tokens.student, raised.id);
    expect(studentView.responses.map((r) => r.message)).toEqual([
      'Your exam is on Tuesday at 9 in the Oak Hall.',
    ]);
    expect(studentView.history).toBeUndefined();
    const other = await call(t.app, tokens.student2, 'GET', `/api/tickets/${raised.id}`);
    expect(other.statusCode).toBe(404);
  });
});
