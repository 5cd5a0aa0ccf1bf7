/**
 * npm run bench:servers [-- --servers 2 --duration 10 --tickets 100000 --database postgres://…]
 *
 * Several hub processes sharing one PostgreSQL database behind a small round-robin load balancer (the way a
 * university runs the hub past one machine). It checks what must hold across servers, then measures:
 * - a live notification sent through one server reaches a stream open on another (LISTEN/NOTIFY);
 * - a report cached on one server shows a ticket created through another (the cache is invalidated across
 *   servers);
 * - the ticket list, details and a report through the balancer, beside a hello-world baseline.
 * Writes bench/results-servers.md. Needs a PostgreSQL URL (SQLite is one machine by design).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createDatabase } from '../server/db';
import { openStream } from '../server/test/sse';
import { seedLarge } from './seed-large';

const { values } = parseArgs({
  options: {
    servers: { type: 'string', default: '2' },
    duration: { type: 'string', default: '10' },
    tickets: { type: 'string', default: '100000' },
    database: { type: 'string' },
  },
});
const servers = Math.max(2, Number(values.servers));
const duration = Number(values.duration);
const ticketCount = Number(values.tickets);
const databaseUrl = values.database ?? process.env.BENCH_DATABASE_URL ?? '';
const BALANCER_PORT = 3230;
const FIRST_HUB_PORT = 3231;
const BASE_PORT = 3298;

function start(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitFor(url: string) {
  for (let i = 0; i < 150; i += 1) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** A round-robin HTTP load balancer over the hubs (keep-alive to each; streams are passed through). */
function balancer(ports: readonly number[]): http.Server {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  return http.createServer((req, res) => {
    const port = ports[next % ports.length]!;
    next += 1;
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
}

async function api<T>(port: number, method: string, route: string, token?: string, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}/api${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; data: T; message?: string };
  if (!res.ok) throw new Error(`${method} ${route} on :${port}: ${res.status} ${json.message ?? ''}`);
  return json.data;
}

const demoToken = async (port: number, role: string) =>
  (await api<{ token: string }>(port, 'POST', '/auth/demo-login', undefined, { role })).token;

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function measure(name: string, url: string, token?: string): Promise<Row> {
  const options = {
    url,
    connections: 50,
    pipelining: 1,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration });
  const row = {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
  console.log(`  ${name}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, non-2xx ${row.non2xx}`);
  return row;
}

/** A notification sent by an admin through the first server reaches the counselor's stream on the second. */
async function notificationCrosses(ports: readonly number[]): Promise<string> {
  const [a, b] = [ports[0]!, ports[1]!];
  const admin = await demoToken(a, 'admin');
  const counselor = await demoToken(b, 'counselor');
  const me = await api<{ user: { id: number } }>(b, 'GET', '/auth/me', counselor);
  const stream = await openStream(`http://127.0.0.1:${b}`, counselor);
  try {
    const title = `Across servers ${Date.now()}`;
    const sent = performance.now();
    await api(a, 'POST', '/notifications', admin, {
      user_id: me.user.id,
      title,
      message: 'Sent through one server, read on another.',
    });
    await stream.waitFor((event) => JSON.stringify(event.data).includes(title), 10_000);
    return `PASS: a notification sent through :${a} reached a stream on :${b} in ${Math.round(performance.now() - sent)} ms`;
  } catch (error) {
    return `FAIL: a notification sent through :${a} did not reach a stream on :${b} (${(error as Error).message})`;
  } finally {
    stream.close();
  }
}

/** A report read (and cached) on the second server counts a ticket created through the first. */
async function cacheCrosses(ports: readonly number[]): Promise<string> {
  const [a, b] = [ports[0]!, ports[1]!];
  const adminB = await demoToken(b, 'admin');
  const student = await demoToken(a, 'student');
  type Analytics = { analytics: { totals: { tickets: number } } };
  const total = (data: Analytics) => data.analytics.totals.tickets;
  const before = total(await api<Analytics>(b, 'GET', '/tickets/analytics?timeframe=30', adminB));
  await api<Analytics>(b, 'GET', '/tickets/analytics?timeframe=30', adminB);
  const options = await api<{ categories: { id: number }[] }>(a, 'GET', '/tickets/options', student);
  await api(a, 'POST', '/tickets', student, {
    subject: 'Library card renewal across servers',
    description: 'How do I renew my library card for the spring term? It expired last week.',
    category_id: options.categories[0]!.id,
    priority: 'Low',
  });
  const after = total(await api<Analytics>(b, 'GET', '/tickets/analytics?timeframe=30', adminB));
  return after === before + 1
    ? `PASS: a report cached on :${b} counted a ticket created through :${a} (${before} -> ${after})`
    : `FAIL: a report cached on :${b} did not count a ticket created through :${a} (${before} -> ${after})`;
}

async function main() {
  if (!databaseUrl.startsWith('postgres')) {
    console.error(
      'Several servers share one PostgreSQL database: pass --database postgres://… (or BENCH_DATABASE_URL).',
    );
    process.exit(2);
  }
  console.log(`Database: ${databaseUrl}; ${servers} hub servers behind a round-robin balancer`);
  const db = createDatabase(databaseUrl);
  await seedLarge(db, ticketCount);
  const sample = await db
    .selectFrom('tickets')
    .select('id')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  await db.destroy();

  const ports = Array.from({ length: servers }, (_, i) => FIRST_HUB_PORT + i);
  const hubs = ports.map((port) =>
    start('server/main.ts', {
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: path.resolve('bench/no-client'),
    }),
  );
  const base = start('bench/baseline.ts', { PORT: String(BASE_PORT) });
  const front = balancer(ports);
  await new Promise<void>((resolve) => front.listen(BALANCER_PORT, '127.0.0.1', resolve));
  try {
    for (const port of ports) await waitFor(`http://127.0.0.1:${port}/api/health`);
    await waitFor(`http://127.0.0.1:${BASE_PORT}/`);
    const checks = [await notificationCrosses(ports), await cacheCrosses(ports)];
    for (const check of checks) console.log(check);

    const admin = await demoToken(BALANCER_PORT, 'admin');
    const counselor = await demoToken(BALANCER_PORT, 'counselor');
    const via = `http://127.0.0.1:${BALANCER_PORT}/api`;
    console.log(`\nautocannon: 50 connections, ${duration} s each, no pipelining, through the balancer\n`);
    const rows: Row[] = [];
    rows.push(await measure('baseline: Fastify hello-world (one process)', `http://127.0.0.1:${BASE_PORT}/`));
    // Lists and details are kept per server until the next write, like the reports: these are repeats.
    rows.push(await measure('tickets, first page (admin) (repeat)', `${via}/tickets`, admin));
    rows.push(await measure("tickets, counselor's list (repeat)", `${via}/tickets`, counselor));
    rows.push(
      await measure('tickets, search "timetable" (repeat)', `${via}/tickets?search=timetable`, admin),
    );
    rows.push(await measure('ticket details (repeat)', `${via}/tickets/${sample.id}`, admin));
    rows.push(
      await measure('ticket analytics, 30 days (repeat)', `${via}/tickets/analytics?timeframe=30`, admin),
    );
    const baseline = rows[0]!;
    const table = [
      '| scenario | req/s | p50 ms | p99 ms | non-2xx | req/s vs baseline |',
      '|---|---:|---:|---:|---:|---:|',
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${(r.rps / baseline.rps).toFixed(3)} |`,
      ),
    ].join('\n');
    const heading = `${new Date().toISOString().slice(0, 10)}, ${servers} servers, ${ticketCount.toLocaleString('en-US')} tickets on postgres, Node ${process.version}, ${duration} s per scenario.`;
    const report = `${heading}\n\n${checks.map((c) => `- ${c}`).join('\n')}\n\n${table}\n`;
    console.log(`\n${report}`);
    fs.writeFileSync('bench/results-servers.md', `# Several app servers\n\n${report}`);
    console.log('Written to bench/results-servers.md');
    if (checks.some((c) => c.startsWith('FAIL')) || rows.some((r) => r.non2xx > 0)) process.exitCode = 1;
  } finally {
    front.close();
    for (const hub of hubs) hub.kill('SIGTERM');
    base.kill('SIGTERM');
  }
}

void main();
