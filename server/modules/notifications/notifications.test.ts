import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Notification } from '../../../common/schemas/notifications';
import { body, call, createDemoApp, type TestApp, type Tokens } from '../../test/setup';
import { userId } from '../../test/tickets';
import { type NotificationContent, notificationsService } from './service';

let t: TestApp;
let tokens: Tokens;
let studentId: number;
let student2Id: number;

const content = (overrides: Partial<NotificationContent> = {}): NotificationContent => ({
  type: 'system',
  title: 'Library hours change',
  message: 'The library closes at 8 pm this week.',
  priority: 'medium',
  link: null,
  subject_type: null,
  subject_id: null,
  ...overrides,
});

async function give(user: number, overrides: Partial<NotificationContent> = {}): Promise<number> {
  const [row] = await notificationsService(t.app.ctx).notify([user], content(overrides));
  return row!.id;
}

const list = async (token: string, query = '') => {
  const res = await call(t.app, token, 'GET', `/api/notifications${query}`);
  expect(res.statusCode).toBe(200);
  return body(res).data as {
    notifications: Notification[];
    pagination: { total: number; per_page: number; current_page: number; last_page: number };
    counts: { unread: number; total: number; read: number; high_priority: number };
  };
};

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  studentId = await userId(t.db, 'student@university.edu');
  student2Id = await userId(t.db, 'student2@university.edu');
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('notifications').execute();
});

describe('GET /api/notifications', () => {
  it('returns 401 when signed out', async () => {
    expect((await call(t.app, null, 'GET', '/api/notifications')).statusCode).toBe(401);
  });

  it('lists only the viewer’s notifications, newest first, with the unread count', async () => {
    await give(studentId, { title: 'First' });
    t.clock.advance(1000);
    await give(studentId, {
      title: 'Second',
      link: '/tickets/1-general-x-tkt-1',
      subject_type: 'ticket',
      subject_id: 1,
    });
    await give(student2Id, { title: 'Not yours' });
    const res = await call(t.app, tokens.student, 'GET', '/api/notifications');
    expect(body(res)).toMatchObject({ success: true, message: 'Notifications retrieved successfully' });
    const data = await list(tokens.student);
    expect(data.notifications.map((n) => n.title)).toEqual(['Second', 'First']);
    expect(data.notifications[0]).toEqual({
      id: expect.any(Number),
      type: 'system',
      title: 'Second',
      message: 'The library closes at 8 pm this week.',
      priority: 'medium',
      read: false,
      read_at: null,
      created_at: expect.any(String),
      link: '/tickets/1-general-x-tkt-1',
      subject_type: 'ticket',
      subject_id: 1,
    });
    expect(data.counts).toEqual({ unread: 2, read: 0, total: 2, high_priority: 0 });
    expect(data.pagination).toMatchObject({ total: 2, per_page: 20, current_page: 1, last_page: 1 });
  });

  it('filters by type, priority and read status, and treats "all" as no filter', async () => {
    await give(studentId, { title: 'Ticket high', type: 'ticket', priority: 'high' });
    await give(studentId, { title: 'Reminder low', type: 'reminder', priority: 'low' });
    const read = await give(studentId, { title: 'Read one', type: 'appointment' });
    await call(t.app, tokens.student, 'PATCH', `/api/notifications/${read}/read`);
    const titles = async (query: string) =>
      (await list(tokens.student, query)).notifications.map((n) => n.title);
    expect(await titles('?type=ticket')).toEqual(['Ticket high']);
    expect(await titles('?priority=low')).toEqual(['Reminder low']);
    expect(await titles('?read_status=read')).toEqual(['Read one']);
    expect(await titles('?read_status=unread')).toEqual(['Reminder low', 'Ticket high']);
    expect(await titles('?type=all&priority=all&read_status=all&search=')).toHaveLength(3);
    const filtered = await list(tokens.student, '?type=ticket');
    expect(filtered.counts).toMatchObject({ unread: 2, total: 3, high_priority: 1 });
  });

  it('searches titles and messages, trimmed and case-insensitively, with wildcards taken literally', async () => {
    await give(studentId, { title: 'Exam timetable', message: 'Room changes for finals.' });
    await give(studentId, { title: 'Library', message: 'Quiet ROOM bookings are open.' });
    await give(studentId, { title: '100% refund', message: 'Deposit returned.' });
    const titles = async (search: string) =>
      (await list(tokens.student, `?search=${encodeURIComponent(search)}`)).notifications.map((n) => n.title);
    expect(await titles('  room ')).toEqual(['Library', 'Exam timetable']);
    expect(await titles('100%')).toEqual(['100% refund']);
    expect(await titles('%')).toEqual(['100% refund']);
    expect(await titles('nothing like this')).toEqual([]);
  });

  it('pages with per_page and page', async () => {
    for (let i = 1; i <= 25; i += 1) await give(studentId, { title: `N${i}` });
    const first = await list(tokens.student);
    expect(first.notifications).toHaveLength(20);
    expect(first.pagination).toMatchObject({ total: 25, last_page: 2 });
    const second = await list(tokens.student, '?page=2');
    expect(second.notifications.map((n) => n.title)).toEqual(['N5', 'N4', 'N3', 'N2', 'N1']);
    expect((await list(tokens.student, '?per_page=10&page=3')).notifications).toHaveLength(5);
  });

  it('returns 422 for out-of-range paging and unknown filter values', async () => {
    for (const [query, field] of [
      ['?per_page=0', 'per_page'],
      ['?per_page=101', 'per_page'],
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?type=email', 'type'],
      ['?priority=urgent', 'priority'],
      ['?read_status=seen', 'read_status'],
      [`?search=${'x'.repeat(201)}`, 'search'],
    ] as const) {
      const res = await call(t.app, tokens.student, 'GET', `/api/notifications${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(body(res).errors?.[field], query).toBeDefined();
    }
  });
});

describe('GET /api/notifications/unread-count', () => {
  it('returns 401 when signed out, and the viewer’s own unread count', async () => {
    expect((await call(t.app, null, 'GET', '/api/notifications/unread-count')).statusCode).toBe(401);
    await give(studentId);
    await give(studentId);
    await give(student2Id);
    const res = await call(t.app, tokens.student, 'GET', '/api/notifications/unread-count');
    expect(body(res).data).toEqual({ unread_count: 2 });
  });
});

describe('PATCH /api/notifications/{id}/read and /unread', () => {
  it('returns 401 when signed out', async () => {
    const id = await give(studentId);
    expect((await call(t.app, null, 'PATCH', `/api/notifications/${id}/read`)).statusCode).toBe(401);
    expect((await call(t.app, null, 'PATCH', `/api/notifications/${id}/unread`)).statusCode).toBe(401);
  });

  it('returns 404 for someone else’s notification and one that does not exist, and 422 for a bad id', async () => {
    const theirs = await give(student2Id);
    for (const action of ['read', 'unread']) {
      const res = await call(t.app, tokens.student, 'PATCH', `/api/notifications/${theirs}/${action}`);
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe('Notification not found');
      expect(
        (await call(t.app, tokens.admin, 'PATCH', `/api/notifications/${theirs}/${action}`)).statusCode,
      ).toBe(404);
      expect(
        (await call(t.app, tokens.student, 'PATCH', `/api/notifications/999999/${action}`)).statusCode,
      ).toBe(404);
      expect(
        (await call(t.app, tokens.student, 'PATCH', `/api/notifications/abc/${action}`)).statusCode,
      ).toBe(422);
    }
    const untouched = await list(tokens.student2);
    expect(untouched.notifications[0]?.read).toBe(false);
  });

  it('marks read (setting read_at) and unread (clearing it), moving the unread count', async () => {
    const id = await give(studentId);
    await give(studentId);
    const read = await call(t.app, tokens.student, 'PATCH', `/api/notifications/${id}/read`);
    expect(read.statusCode).toBe(200);
    expect(body(read)).toMatchObject({
      message: 'Notification marked as read',
      data: { notification: { id, read: true, read_at: t.clock.now().toISOString() }, unread_count: 1 },
    });
    // Reading it again keeps the first time it was read.
    t.clock.advance(60_000);
    const again = body(await call(t.app, tokens.student, 'PATCH', `/api/notifications/${id}/read`)).data as {
      notification: Notification;
      unread_count: number;
    };
    expect(again.notification.read_at).toBe(
      (body(read).data as { notification: Notification }).notification.read_at,
    );
    expect(again.unread_count).toBe(1);
    const unread = await call(t.app, tokens.student, 'PATCH', `/api/notifications/${id}/unread`);
    expect(body(unread)).toMatchObject({
      message: 'Notification marked as unread',
      data: { notification: { id, read: false, read_at: null }, unread_count: 2 },
    });
  });
});

describe('POST /api/notifications/mark-all-read', () => {
  it('returns 401 when signed out, and marks only the viewer’s notifications read', async () => {
    expect((await call(t.app, null, 'POST', '/api/notifications/mark-all-read')).statusCode).toBe(401);
    await give(studentId);
    await give(studentId);
    await give(student2Id);
    const res = await call(t.app, tokens.student, 'POST', '/api/notifications/mark-all-read');
    expect(body(res)).toMatchObject({ data: { updated_count: 2, unread_count: 0 } });
    expect((await list(tokens.student)).counts.unread).toBe(0);
    expect((await list(tokens.student2)).counts.unread).toBe(1);
  });
});

describe('DELETE /api/notifications/{id}', () => {
  it('returns 401 when signed out, 404 for someone else’s, and deletes the viewer’s own', async () => {
    const mine = await give(studentId);
    const theirs = await give(student2Id);
    expect((await call(t.app, null, 'DELETE', `/api/notifications/${mine}`)).statusCode).toBe(401);
    expect((await call(t.app, tokens.student, 'DELETE', `/api/notifications/${theirs}`)).statusCode).toBe(
      404,
    );
    expect((await call(t.app, tokens.student, 'DELETE', '/api/notifications/0')).statusCode).toBe(422);
    const res = await call(t.app, tokens.student, 'DELETE', `/api/notifications/${mine}`);
    expect(body(res)).toMatchObject({ message: 'Notification deleted', data: { id: mine, unread_count: 0 } });
    expect((await call(t.app, tokens.student, 'DELETE', `/api/notifications/${mine}`)).statusCode).toBe(404);
    expect((await list(tokens.student2)).counts.total).toBe(1);
  });
});

describe('POST /api/notifications/bulk-action', () => {
  it('returns 401 when signed out and 422 for a missing action or an empty selection', async () => {
    const url = '/api/notifications/bulk-action';
    expect((await call(t.app, null, 'POST', url, { action: 'read', notification_ids: [1] })).statusCode).toBe(
      401,
    );
    const cases: [unknown, string, string][] = [
      [{ action: 'archive', notification_ids: [1] }, 'action', 'Action must be read, unread or delete'],
      [{ action: 'read', notification_ids: [] }, 'notification_ids', 'Please select notifications'],
      [{ action: 'read' }, 'notification_ids', 'Please select notifications'],
      [{ action: 'delete', notification_ids: [0] }, 'notification_ids.0', 'Invalid notification ID'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call(t.app, tokens.student, 'POST', url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(body(res).errors?.[field]).toContain(message);
    }
  });

  it('reads, unreads and deletes the viewer’s own notifications and leaves others’ untouched', async () => {
    const a = await give(studentId);
    const b = await give(studentId);
    const c = await give(studentId);
    const theirs = await give(student2Id);
    const bulk = (action: string, ids: number[]) =>
      call(t.app, tokens.student, 'POST', '/api/notifications/bulk-action', {
        action,
        notification_ids: ids,
      });
    expect(body(await bulk('read', [a, b, theirs]))).toMatchObject({
      message: '2 notification(s) marked as read',
      data: { action: 'read', affected_count: 2, unread_count: 1 },
    });
    expect(body(await bulk('unread', [a, theirs])).data).toMatchObject({
      affected_count: 1,
      unread_count: 2,
    });
    expect(body(await bulk('delete', [b, c, theirs])).data).toMatchObject({
      affected_count: 2,
      unread_count: 1,
    });
    expect((await list(tokens.student)).notifications.map((n) => n.id)).toEqual([a]);
    const other = await list(tokens.student2);
    expect(other.notifications).toEqual([expect.objectContaining({ id: theirs, read: false })]);
  });
});

describe('POST /api/notifications', () => {
  const payload = { user_id: 0, title: 'Campus closed', message: 'The campus is closed on Monday.' };

  it('returns 401 when signed out and 403 for everyone but admins', async () => {
    const p = { ...payload, user_id: studentId };
    expect((await call(t.app, null, 'POST', '/api/notifications', p)).statusCode).toBe(401);
    for (const token of [tokens.student, tokens.counselor, tokens.advisor]) {
      expect((await call(t.app, token, 'POST', '/api/notifications', p)).statusCode).toBe(403);
    }
  });

  it('returns 422 with a message per field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...payload, user_id: studentId, title: '  ' }, 'title', 'Title is required'],
      [{ ...payload, user_id: studentId, message: undefined }, 'message', 'Message is required'],
      [{ ...payload, user_id: undefined }, 'user_id', 'Choose either a user or a role to notify'],
      [
        { ...payload, user_id: studentId, role: 'student' },
        'user_id',
        'Choose either a user or a role to notify',
      ],
      [{ ...payload, user_id: undefined, role: 'dean' }, 'role', 'Invalid role selected'],
      [
        { ...payload, user_id: studentId, priority: 'urgent' },
        'priority',
        'Priority must be high, medium or low',
      ],
      [{ ...payload, user_id: studentId, type: 'email' }, 'type', 'Invalid notification type'],
      [
        { ...payload, user_id: studentId, link: 'https://elsewhere.example/' },
        'link',
        'Link must be a path inside the hub, starting with /',
      ],
      [
        { ...payload, user_id: studentId, link: '//elsewhere.example' },
        'link',
        'Link must be a path inside the hub, starting with /',
      ],
      [{ ...payload, user_id: 999999 }, 'user_id', 'Please select a valid user'],
    ];
    for (const [p, field, message] of cases) {
      const res = await call(t.app, tokens.admin, 'POST', '/api/notifications', p);
      expect(res.statusCode, JSON.stringify(p)).toBe(422);
      expect(body(res).errors?.[field], JSON.stringify(p)).toContain(message);
    }
  });

  it('sends to one user, who alone sees it', async () => {
    const res = await call(t.app, tokens.admin, 'POST', '/api/notifications', {
      ...payload,
      user_id: studentId,
      type: 'reminder',
      priority: 'high',
      link: '/appointments',
    });
    expect(res.statusCode).toBe(201);
    expect(body(res)).toMatchObject({
      message: 'Notification sent to 1 user(s)',
      data: {
        created_count: 1,
        notification: { type: 'reminder', priority: 'high', title: 'Campus closed', link: '/appointments' },
      },
    });
    expect((await list(tokens.student)).notifications).toHaveLength(1);
    expect((await list(tokens.student2)).notifications).toHaveLength(0);
    expect((await list(tokens.admin)).notifications).toHaveLength(0);
  });

  it('sends to every active user of a role, and defaults to a medium system notification', async () => {
    const res = await call(t.app, tokens.admin, 'POST', '/api/notifications', {
      role: 'student',
      title: 'Campus closed',
      message: 'The campus is closed on Monday.',
    });
    const activeStudents = await t.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'student')
      .where('status', '=', 'active')
      .execute();
    expect(body(res).data).toMatchObject({ created_count: activeStudents.length, notification: null });
    const mine = (await list(tokens.student)).notifications[0];
    expect(mine).toMatchObject({ type: 'system', priority: 'medium' });
    expect((await list(tokens.counselor)).notifications).toHaveLength(0);
    const inactive = await t.db
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.id', 'n.user_id')
      .select('n.id')
      .where('u.status', '!=', 'active')
      .execute();
    expect(inactive).toHaveLength(0);
  });
});

describe('GET /api/notifications/options and /stats', () => {
  it('return 401 when signed out', async () => {
    expect((await call(t.app, null, 'GET', '/api/notifications/options')).statusCode).toBe(401);
    expect((await call(t.app, null, 'GET', '/api/notifications/stats')).statusCode).toBe(401);
  });

  it('offer the page’s choices, with recipient roles for admins only', async () => {
    const student = body(await call(t.app, tokens.student, 'GET', '/api/notifications/options')).data as {
      options: Record<string, unknown>;
    };
    expect(student.options).toEqual({
      types: ['appointment', 'ticket', 'system', 'reminder'],
      priorities: ['high', 'medium', 'low'],
      read_statuses: ['all', 'read', 'unread'],
      bulk_actions: ['read', 'unread', 'delete'],
      default_per_page: 20,
      badge_cap: 99,
      recipient_roles: [],
      stream_url: '/api/notifications/stream',
    });
    const admin = body(await call(t.app, tokens.admin, 'GET', '/api/notifications/options')).data as {
      options: { recipient_roles: string[] };
    };
    expect(admin.options.recipient_roles).toEqual(['student', 'counselor', 'advisor', 'admin']);
  });

  it('count the viewer’s own notifications by state, type and priority', async () => {
    await give(studentId, { type: 'ticket', priority: 'high' });
    const read = await give(studentId, { type: 'ticket', priority: 'high' });
    await give(studentId, { type: 'reminder', priority: 'low' });
    await give(student2Id, { type: 'appointment' });
    await call(t.app, tokens.student, 'PATCH', `/api/notifications/${read}/read`);
    const res = await call(t.app, tokens.student, 'GET', '/api/notifications/stats');
    expect(body(res).data).toEqual({
      stats: {
        total: 3,
        unread: 2,
        read: 1,
        high_priority: 2,
        high_priority_unread: 1,
        by_type: { appointment: 0, ticket: 2, system: 0, reminder: 1 },
        by_priority: { high: 2, medium: 0, low: 1 },
      },
    });
  });
});
