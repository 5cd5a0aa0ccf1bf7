import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../common/schemas/auth';
import { migrateToLatest } from '../../db';
import { seedDemoData } from '../../db/seed';
import { freshDatabase } from '../../test/setup';
import { openStream, type SseConnection } from '../../test/sse';

/** Real server processes (`node --import tsx server/main.ts`) on one database, as behind a load balancer. */
interface Server {
  base: string;
  child: ChildProcess;
  output: () => string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function startServer(databaseUrl: string, dataDir: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: path.join(dataDir, 'no-client'),
    },
    stdio: 'pipe',
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { base, child, output: () => output };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function post(base: string, token: string, url: string, payload: unknown) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(payload),
  });
  return { status: res.status, json: (await res.json()) as { data: Record<string, unknown> } };
}

async function userIdOf(base: string, token: string): Promise<number> {
  const res = await fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { user: { id: number } } }).data.user.id;
}

const titled = (title: string) => (e: { event: string; data: Record<string, unknown> }) =>
  e.event === 'notification' && (e.data.notification as { title: string }).title === title;

describe('live delivery across server processes', () => {
  it('delivers a notification raised on one server to a stream open on another (PostgreSQL LISTEN/NOTIFY)', async () => {
    // Fan-out between processes needs a database both can reach; it runs in the PostgreSQL suite
    // (TEST_DATABASE_URL). On SQLite there is one process, and the test below covers it.
    if (!process.env.TEST_DATABASE_URL) return;
    const { db, url, drop } = await freshDatabase();
    await migrateToLatest(db);
    await seedDemoData(db);
    await db.destroy();
    const dirA = mkdtempSync(path.join(os.tmpdir(), 'hub-fanout-a-'));
    const dirB = mkdtempSync(path.join(os.tmpdir(), 'hub-fanout-b-'));
    const servers: Server[] = [];
    const streams: SseConnection[] = [];
    try {
      // One after the other: the first start also writes the default crisis lexicon.
      servers.push(await startServer(url, dirA));
      servers.push(await startServer(url, dirB));
      const [a, b] = servers as [Server, Server];
      const admin = await login(a.base, 'admin@university.edu');
      const student = await login(b.base, 'student@university.edu');
      const studentId = await userIdOf(b.base, student);
      const onB = await openStream(b.base, student);
      const adminOnA = await openStream(a.base, admin);
      streams.push(onB, adminOnA);
      await Promise.all([onB, adminOnA].map((s) => s.waitFor((e) => e.event === 'ready', 5000)));

      const sent = await post(a.base, admin, '/api/notifications', {
        user_id: studentId,
        title: 'Raised on server A',
        message: 'Delivered by server B.',
      });
      expect(sent.status).toBe(201);
      await onB.waitFor(titled('Raised on server A'), 2000);

      // And the other way, through the product's own events: a ticket raised on B tells the admins on A.
      const categories = await fetch(`${b.base}/api/tickets/options`, {
        headers: { authorization: `Bearer ${student}` },
      }).then((res) => res.json() as Promise<{ data: { categories: { id: number; name: string }[] } }>);
      const academic = categories.data.categories.find((c) => c.name === 'Academic Support');
      const raised = await post(b.base, student, '/api/tickets', {
        subject: 'Timetable clash',
        description: 'My two required modules are scheduled at the same time on Tuesdays.',
        category_id: academic?.id,
      });
      expect(raised.status).toBe(201);
      const ticketId = (raised.json.data.ticket as { id: number }).id;
      await adminOnA.waitFor(titled('New unassigned ticket'), 2000);
      await adminOnA.waitFor((e) => e.event === 'ticket.changed' && e.data.ticket_id === ticketId, 2000);
    } catch (error) {
      throw new Error(`${String(error)}\n${servers.map((s) => s.output()).join('\n')}`);
    } finally {
      for (const s of streams) s.close();
      await Promise.all(servers.map(stopServer));
      rmSync(dirA, { recursive: true, force: true });
      rmSync(dirB, { recursive: true, force: true });
      await drop();
    }
  }, 90_000);

  it('delivers within the one process on SQLite, to every open tab', async () => {
    if (process.env.TEST_DATABASE_URL) return; // the PostgreSQL suite runs the two-process test above instead
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hub-fanout-'));
    let server: Server | null = null;
    try {
      server = await startServer(`sqlite:${dir}/hub.sqlite`, dir);
      const admin = await login(server.base, 'admin@university.edu');
      const student = await login(server.base, 'student@university.edu');
      const tabs = [await openStream(server.base, student), await openStream(server.base, student)];
      await Promise.all(tabs.map((s) => s.waitFor((e) => e.event === 'ready', 5000)));
      const sent = await post(server.base, admin, '/api/notifications', {
        user_id: await userIdOf(server.base, student),
        title: 'To both tabs',
        message: 'Same process.',
      });
      expect(sent.status).toBe(201);
      for (const tab of tabs) await tab.waitFor(titled('To both tabs'), 2000);
      for (const tab of tabs) tab.close();
    } finally {
      if (server) await stopServer(server);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
