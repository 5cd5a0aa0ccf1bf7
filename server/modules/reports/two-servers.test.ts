import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createDatabase, type DB, migrateToLatest } from '../../db';
import { seedDemoData } from '../../db/seed';
import { ManualClock } from '../../lib/clock';
import { authed, freshDatabase, signIn } from '../../test/setup';
import { categoryId, raiseTicket } from '../../test/tickets';

/**
 * Two app servers on one database, each with its own pool and its own caches (counts, reports, sessions):
 * a write through one must show in the other's next answer, never a cached one from before it. On SQLite the
 * two share a database file; with TEST_DATABASE_URL, a PostgreSQL database.
 */
interface Server {
  app: FastifyInstance;
  db: DB;
}
let servers: Server[] = [];
let drop: () => Promise<void>;
let file: string | null = null;

beforeAll(async () => {
  const fresh = await freshDatabase();
  let url = fresh.url;
  drop = fresh.drop;
  // Each server opens its own pool below; an in-memory SQLite database cannot be shared, so use a file.
  await fresh.db.destroy();
  if (url.startsWith('sqlite:')) {
    file = `/tmp/hub-two-servers-${randomBytes(4).toString('hex')}.sqlite`;
    url = `sqlite:${file}`;
  }
  const now = new ManualClock(new Date());
  servers = [];
  for (let index = 0; index < 2; index += 1) {
    const db = createDatabase(url);
    if (index === 0) {
      await migrateToLatest(db);
      await seedDemoData(db);
    }
    const config = {
      ...loadConfig({
        DATABASE_URL: url,
        DATA_DIR: `/tmp/hub-test-${randomBytes(4).toString('hex')}`,
        LOG_LEVEL: 'silent',
      }),
      clientDir: null,
    };
    const app = await buildApp(config, { db, clock: now, logger: false });
    await app.ready();
    servers.push({ app, db });
  }
}, 60_000);

afterAll(async () => {
  for (const { app, db } of servers) {
    await app.close();
    await db.destroy();
  }
  await drop();
  if (file) for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
});

async function get(server: Server, token: string, url: string) {
  const res = await server.app.inject({ method: 'GET', url, ...authed(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('caches across two app servers', () => {
  it('a ticket raised through one server counts at once in the other server’s cached list, stats and reports', async () => {
    const [one, two] = servers as [Server, Server];
    const adminOnTwo = await signIn(two.app, 'admin@university.edu');
    const studentOnOne = await signIn(one.app, 'student@university.edu');

    // Fill server two's caches, and check a repeat is answered the same.
    const before = {
      list: (await get(two, adminOnTwo, '/api/tickets')).pagination.total,
      analytics: (await get(two, adminOnTwo, '/api/tickets/analytics?timeframe=30')).analytics,
      staff: await get(two, adminOnTwo, '/api/admin/staff-performance'),
      report: (await get(two, adminOnTwo, '/api/admin/reports')).report.support.tickets.current as number,
    };
    expect((await get(two, adminOnTwo, '/api/tickets')).pagination.total).toBe(before.list);

    const raised = await raiseTicket(one.app, studentOnOne, {
      subject: 'Library card not working',
      description: 'My library card stopped opening the study rooms this week.',
      category_id: await categoryId(one.db, 'Technical Support'),
      priority: 'Low',
    });

    const page = await get(two, adminOnTwo, '/api/tickets?sort_by=created_at');
    expect(page.pagination.total).toBe(before.list + 1);
    expect(page.tickets.map((ticket: { id: number }) => ticket.id)).toContain(raised.id);
    const analytics = (await get(two, adminOnTwo, '/api/tickets/analytics?timeframe=30')).analytics;
    expect(JSON.stringify(analytics)).not.toBe(JSON.stringify(before.analytics));
    const report = (await get(two, adminOnTwo, '/api/admin/reports')).report;
    expect(report.support.tickets.current).toBe(before.report + 1);
  });

  it('a change through one server to a listed ticket shows in the other server’s next page, not the kept one', async () => {
    const [one, two] = servers as [Server, Server];
    const adminOnTwo = await signIn(two.app, 'admin@university.edu');
    type Listed = { id: number; subject: string };
    const first = (await get(two, adminOnTwo, '/api/tickets')).tickets[0] as Listed;
    await get(two, adminOnTwo, '/api/tickets');
    await one.db
      .updateTable('tickets')
      .set({ subject: 'Renamed through the other server' })
      .where('id', '=', first.id)
      .execute();
    const again = (await get(two, adminOnTwo, '/api/tickets')).tickets as Listed[];
    expect(again.find((ticket) => ticket.id === first.id)?.subject).toBe('Renamed through the other server');
  });

  it('a change through one server to a ticket of a stored day shows in the other server’s next staff figures', async () => {
    const [one, two] = servers as [Server, Server];
    const adminOnTwo = await signIn(two.app, 'admin@university.edu');
    const casesOf = async () => {
      const staff: { id: number; cases: number }[] = (
        await get(two, adminOnTwo, '/api/admin/staff-performance')
      ).staff;
      return new Map(staff.map((row) => [row.id, row.cases]));
    };
    // Server two fills the stored days (every day with tickets) and keeps its answer.
    const before = await casesOf();
    const ticket = await one.db
      .selectFrom('tickets')
      .select(['id', 'assigned_to', 'created_at'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const from = ticket.assigned_to;
    const to = [...before.keys()].find((id) => id !== from) as number;
    const day = await one.db
      .selectFrom('report_days')
      .select('day')
      .where('day', '=', ticket.created_at.slice(0, 10))
      .execute();
    expect(day).toHaveLength(1);

    await one.db.updateTable('tickets').set({ assigned_to: to }).where('id', '=', ticket.id).execute();

    const after = await casesOf();
    if (from !== null) expect(after.get(from)).toBe((before.get(from) ?? 0) - 1);
    expect(after.get(to)).toBe((before.get(to) ?? 0) + 1);
  });

  it('an appointment booked through one server counts at once in the other server’s kept report', async () => {
    const [one, two] = servers as [Server, Server];
    const adminOnTwo = await signIn(two.app, 'admin@university.edu');
    const booked = async () =>
      (await get(two, adminOnTwo, '/api/admin/reports')).report.sessions.booked.current;
    const before = await booked();
    // A ticket write drops the report but not its appointment figures, which must still be current.
    await one.db.updateTable('tickets').set({ priority: 'High' }).where('id', '=', 1).execute();
    expect(await booked()).toBe(before);
    const people = await one.db.selectFrom('users').select(['id', 'role']).execute();
    const at = new Date(Date.now() + 30 * 86_400_000 + 7 * 3_600_000).toISOString();
    await one.db
      .insertInto('appointments')
      .values({
        counselor_id: people.find((p) => p.role === 'counselor')!.id,
        student_id: people.find((p) => p.role === 'student')!.id,
        type: 'video',
        status: 'scheduled',
        start_at: at,
        end_at: new Date(Date.parse(at) + 3_600_000).toISOString(),
        duration: 60,
        is_anonymous: 0,
        room: 'two-servers-room',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect(await booked()).toBe(before + 1);
  });

  it('a session signed out on one server is refused at once by the other', async () => {
    const [one, two] = servers as [Server, Server];
    const token = await signIn(one.app, 'counselor@university.edu');
    await get(two, token, '/api/tickets');
    const out = await one.app.inject({ method: 'POST', url: '/api/auth/logout', ...authed(token) });
    expect(out.statusCode).toBe(200);
    const res = await two.app.inject({ method: 'GET', url: '/api/tickets', ...authed(token) });
    expect(res.statusCode).toBe(401);
  });

  it('maintenance mode switched on through one server closes the other at once (settings cache)', async () => {
    const [one, two] = servers as [Server, Server];
    const adminOnOne = await signIn(one.app, 'admin@university.edu');
    const student = await signIn(two.app, 'student2@university.edu');
    await get(two, student, '/api/tickets');
    const put = (value: boolean) =>
      one.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        payload: { maintenanceMode: value },
        ...authed(adminOnOne),
      });
    expect((await put(true)).statusCode).toBe(200);
    try {
      const closed = await two.app.inject({ method: 'GET', url: '/api/tickets', ...authed(student) });
      expect(closed.statusCode).toBe(503);
      expect(closed.json().message).toBe('The hub is under maintenance');
    } finally {
      expect((await put(false)).statusCode).toBe(200);
    }
    await get(two, student, '/api/tickets');
  });
});
