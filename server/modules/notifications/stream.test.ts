import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDatabase } from '../../db';
import { seedDemoData } from '../../db/seed';
import {
  body,
  call,
  createDemoApp,
  createTestApp,
  signIn,
  type TestApp,
  type Tokens,
} from '../../test/setup';
import { notificationTitles, openStream, type SseConnection } from '../../test/sse';
import { categoryId, raiseTicket, userId } from '../../test/tickets';
import { realtimeHub } from './hub';
import { notificationsService } from './service';

/** GET /api/notifications/stream against a real listening server, read as a browser's EventSource would. */
let t: TestApp;
let tokens: Tokens;
let base: string;
let studentId: number;
let academic: number;
const open: SseConnection[] = [];

async function stream(token: string, lastEventId?: string): Promise<SseConnection> {
  const connection = await openStream(base, token, lastEventId === undefined ? {} : { lastEventId });
  open.push(connection);
  return connection;
}

const ready = (s: SseConnection) => s.waitFor((e) => e.event === 'ready');
const titled = (title: string) => (e: { event: string; data: Record<string, unknown> }) =>
  e.event === 'notification' && (e.data.notification as { title: string }).title === title;

async function send(userIdOrRole: number | 'counselor', title: string) {
  const target = typeof userIdOrRole === 'number' ? { user_id: userIdOrRole } : { role: userIdOrRole };
  const res = await call(t.app, tokens.admin, 'POST', '/api/notifications', {
    ...target,
    title,
    message: `${title}: details`,
  });
  expect(res.statusCode).toBe(201);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  ({ t, tokens } = await createDemoApp());
  studentId = await userId(t.db, 'student@university.edu');
  academic = await categoryId(t.db, 'Academic Support');
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const connection of open) connection.close();
  await t.close();
});

describe('GET /api/notifications/stream', () => {
  it('returns 401 when signed out', async () => {
    expect((await call(t.app, null, 'GET', '/api/notifications/stream')).statusCode).toBe(401);
    const res = await fetch(`${base}/api/notifications/stream`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { success: boolean }).success).toBe(false);
  });

  it('opens an event stream with the security headers and a ready event to resume from', async () => {
    const s = await stream(tokens.student);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.headers.get('cache-control')).toBe('no-store');
    expect(s.headers.get('x-content-type-options')).toBe('nosniff');
    const first = await ready(s);
    expect(first.id).toMatch(/^\d+$/);
    expect(first.data).toEqual({ unread_count: expect.any(Number) });
  });

  it('delivers a new notification within 2 seconds, with its id as the event id, to its owner only', async () => {
    const mine = await stream(tokens.student);
    const theirs = await stream(tokens.student2);
    await Promise.all([ready(mine), ready(theirs)]);
    await send(studentId, 'Live one');
    const event = await mine.waitFor(titled('Live one'), 2000);
    const [row] = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('title', '=', 'Live one')
      .execute();
    expect(event.id).toBe(String(row?.id));
    expect(event.data).toMatchObject({
      notification: { id: row?.id, title: 'Live one', read: false, type: 'system' },
      unread_count: expect.any(Number),
    });
    await pause(200);
    expect(notificationTitles(theirs)).not.toContain('Live one');
  });

  it('fans out within the process: every open tab of every recipient receives it', async () => {
    const tabs = await Promise.all([stream(tokens.counselor), stream(tokens.counselor)]);
    const other = await stream(await signIn(t.app, 'james.wilson@university.edu'));
    await Promise.all([...tabs, other].map(ready));
    await send('counselor', 'All counselors');
    for (const s of [...tabs, other]) await s.waitFor(titled('All counselors'), 2000);
    expect(realtimeHub(t.app.ctx).size).toBeGreaterThanOrEqual(3);
  });

  it('resumes after a reconnect with Last-Event-ID: nothing missed, nothing twice', async () => {
    const first = await stream(tokens.student);
    await ready(first);
    await send(studentId, 'Before the drop');
    await first.waitFor(titled('Before the drop'));
    const resumeFrom = first.lastEventId();
    first.close();
    await send(studentId, 'Missed one');
    await send(studentId, 'Missed two');
    const second = await stream(tokens.student, resumeFrom);
    const back = await ready(second);
    expect(notificationTitles(second)).toEqual(['Missed one', 'Missed two']);
    const ids = second.events.filter((e) => e.event === 'notification').map((e) => Number(e.id));
    expect(ids[0]).toBeLessThan(ids[1]!);
    expect(back.id).toBe(String(ids[1]));
    await send(studentId, 'After the return');
    await second.waitFor(titled('After the return'));
    expect(notificationTitles(second)).toEqual(['Missed one', 'Missed two', 'After the return']);
  });

  it('asks the page to refetch when more was missed than a reconnect replays', async () => {
    const student2Id = await userId(t.db, 'student2@university.edu');
    const first = await stream(tokens.student2);
    const resumeFrom = (await ready(first)).id;
    first.close();
    const service = notificationsService(t.app.ctx);
    for (let i = 0; i < 101; i += 1) {
      await service.insertFor(t.db, [student2Id], {
        type: 'system',
        title: `Backlog ${i}`,
        message: 'Backlog',
        priority: 'low',
        link: null,
        subject_type: null,
        subject_id: null,
      });
    }
    const second = await stream(tokens.student2, resumeFrom);
    const resync = await second.waitFor((e) => e.event === 'resync');
    expect(resync.data).toEqual({ unread_count: expect.any(Number) });
    expect(notificationTitles(second)).toEqual([]);
    const latest = await t.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('user_id', '=', student2Id)
      .executeTakeFirstOrThrow();
    expect(resync.id).toBe(String(latest.id));
  });

  it('tells other tabs when the unread count changes', async () => {
    const s = await stream(tokens.student);
    await ready(s);
    await send(studentId, 'To be read');
    const event = await s.waitFor(titled('To be read'));
    const id = (event.data.notification as { id: number }).id;
    await call(t.app, tokens.student, 'PATCH', `/api/notifications/${id}/read`);
    const count = body(await call(t.app, tokens.student, 'GET', '/api/notifications/unread-count')).data as {
      unread_count: number;
    };
    const changed = await s.waitFor((e) => e.event === 'unread_count');
    expect(changed.data).toEqual({ unread_count: count.unread_count });
  });

  it('sends a live event to the open streams of its recipients only', async () => {
    const student = await stream(tokens.student);
    const student2 = await stream(tokens.student2);
    await Promise.all([student, student2].map(ready));
    await realtimeHub(t.app.ctx).live([studentId], { type: 'room.signal', room: 7, signal_id: 42 });
    const event = await student.waitFor((e) => e.event === 'live');
    expect(event.data).toEqual({ type: 'room.signal', room: 7, signal_id: 42 });
    await pause(100);
    expect(student2.events.some((e) => e.event === 'live')).toBe(false);
    // Events carry ids, never content.
    await expect(
      realtimeHub(t.app.ctx).live([studentId], { type: 'x', text: 'y'.repeat(201) }),
    ).rejects.toThrow();
    await expect(realtimeHub(t.app.ctx).live([studentId], { type: 'Bad Type' })).rejects.toThrow();
  });

  it('sends ticket changes only to those who may see the ticket, and internal notes to staff only', async () => {
    const student = await stream(tokens.student);
    const student2 = await stream(tokens.student2);
    const admin = await stream(tokens.admin);
    const counselor = await stream(tokens.counselor);
    await Promise.all([student, student2, admin, counselor].map(ready));
    const ticket = await raiseTicket(t.app, tokens.student, {
      subject: 'Timetable clash',
      description: 'My two required modules are scheduled at the same time on Tuesdays.',
      category_id: academic,
    });
    const about = (e: { event: string; data: Record<string, unknown> }) =>
      e.event === 'ticket.changed' && e.data.ticket_id === ticket.id;
    await student.waitFor(about);
    await admin.waitFor(about);
    const counselorId = await userId(t.db, 'counselor@university.edu');
    await call(t.app, tokens.admin, 'POST', `/api/tickets/${ticket.id}/assign`, { assigned_to: counselorId });
    await counselor.waitFor(about);
    const beforeNote = student.events.filter(about).length;
    await call(t.app, tokens.counselor, 'POST', `/api/tickets/${ticket.id}/responses`, {
      message: 'Internal: checking with the registry.',
      is_internal: true,
    });
    await pause(100);
    const counselorSaw = counselor.events.filter(about).length;
    await call(t.app, tokens.counselor, 'PATCH', `/api/tickets/${ticket.id}`, { status: 'In Progress' });
    await counselor.waitFor((e) => about(e) && counselor.events.filter(about).length > counselorSaw);
    await pause(100);
    expect(student.events.filter(about).length).toBe(beforeNote + 1); // the status change, not the note
    expect(student2.events.some(about)).toBe(false);
  });

  it('ends the stream with signed_out when the session ends', async () => {
    const token = await signIn(t.app, 'student@university.edu');
    const s = await stream(token);
    await ready(s);
    expect((await call(t.app, token, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    await s.waitFor((e) => e.event === 'signed_out');
    await s.ended;
  });

  it('ends streams whose session expired, at the periodic check', async () => {
    const token = await signIn(t.app, 'student2@university.edu');
    const s = await stream(token);
    await ready(s);
    const session = await t.db
      .selectFrom('sessions')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('sessions')
      .set({ revoked_at: t.clock.now().toISOString() })
      .where('id', '=', session.id)
      .execute();
    await realtimeHub(t.app.ctx).tick();
    await s.waitFor((e) => e.event === 'signed_out');
  });
});

describe('fan-out between servers (PostgreSQL)', () => {
  it('catches a stream up on what another server raised while the LISTEN connection was down', async () => {
    // LISTEN/NOTIFY exists only on PostgreSQL; on SQLite every stream lives in the one process (tests above).
    if (t.config.databaseKind !== 'postgres') return;
    const otherDb = createDatabase(t.config.databaseUrl);
    const other = await buildApp(t.config, { db: otherDb, clock: t.clock, logger: false });
    await other.ready();
    try {
      const s = await stream(tokens.student);
      await ready(s);
      const otherAdmin = await signIn(other, 'admin@university.edu');
      const sendFromOther = (title: string) =>
        call(other, otherAdmin, 'POST', '/api/notifications', { user_id: studentId, title, message: title });
      await sendFromOther('Through NOTIFY');
      await s.waitFor(titled('Through NOTIFY'), 2000);
      // Every LISTEN connection drops (a database restart or a network cut); the servers reconnect.
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN %' and pid <> pg_backend_pid()`.execute(
        t.db,
      );
      await sendFromOther('While disconnected');
      await s.waitFor(titled('While disconnected'), 5000);
      expect(notificationTitles(s)).toEqual(['Through NOTIFY', 'While disconnected']);
      expect(s.events.some((e) => e.event === 'signed_out')).toBe(false);
    } finally {
      await other.close();
      await otherDb.destroy();
    }
  });
});

describe('shutting down', () => {
  it('ends open streams so the server can close; clients reconnect elsewhere', async () => {
    const other = await createTestApp();
    await seedDemoData(other.db);
    const address = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const s = await openStream(address, await signIn(other.app, 'student@university.edu'));
    await ready(s);
    const started = Date.now();
    await other.close();
    await s.ended;
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
