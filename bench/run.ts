/**
 * npm run bench [-- --duration 20 --tickets 100000]
 * Seeds (once) a database with 100,000 tickets, starts the hub and a bare Fastify baseline, and measures each
 * scenario with autocannon (50 connections, no pipelining). Prints req/s, p50, p99, non-2xx and the ratio to
 * the baseline, checks the targets, writes bench/results.md, then runs the crisis-screening benchmark.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createDatabase } from '../server/db';
import { seedLarge } from './seed-large';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    tickets: { type: 'string', default: '100000' },
    database: { type: 'string' },
  },
});
const duration = Number(values.duration);
const ticketCount = Number(values.tickets);
const databaseUrl = values.database ?? process.env.BENCH_DATABASE_URL ?? 'sqlite:./data/bench.sqlite';
const HUB_PORT = 3210;
const BASE_PORT = 3299;

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

async function demoToken(role: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${HUB_PORT}/api/auth/demo-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ role }),
  });
  const json = (await res.json()) as { data: { token: string } };
  return json.data.token;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function measure(name: string, url: string, token?: string): Promise<Row> {
  // A short unmeasured run first, so compilation and caches warm up as they would in a running service.
  await autocannon({
    url,
    connections: 50,
    pipelining: 1,
    duration: 2,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const result = await autocannon({
    url,
    connections: 50,
    pipelining: 1,
    duration,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const row = {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
  console.log(`  ${name}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, non-2xx ${row.non2xx}`);
  return row;
}

async function main() {
  console.log(`Database: ${databaseUrl}`);
  const db = createDatabase(databaseUrl);
  await seedLarge(db, ticketCount);
  const sample = await db
    .selectFrom('tickets')
    .select(['id'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const category = await db
    .selectFrom('ticket_categories')
    .select('id')
    .where('name', '=', 'Academic Support')
    .executeTakeFirstOrThrow();
  await db.destroy();

  const hub = start('server/main.ts', {
    PORT: String(HUB_PORT),
    DATABASE_URL: databaseUrl,
    DEMO_MODE: 'true',
    LOG_LEVEL: 'warn',
    CLIENT_DIR: path.resolve('bench/no-client'),
  });
  const base = start('bench/baseline.ts', { PORT: String(BASE_PORT) });
  try {
    await waitFor(`http://127.0.0.1:${HUB_PORT}/api/health`);
    await waitFor(`http://127.0.0.1:${BASE_PORT}/`);
    const admin = await demoToken('admin');
    const counselor = await demoToken('counselor');
    const api = `http://127.0.0.1:${HUB_PORT}/api`;
    console.log(`\nautocannon: 50 connections, ${duration} s each, no pipelining\n`);
    const rows: Row[] = [];
    rows.push(await measure('baseline: Fastify hello-world', `http://127.0.0.1:${BASE_PORT}/`));
    rows.push(await measure('tickets, first page (admin)', `${api}/tickets`, admin));
    rows.push(
      await measure(
        'tickets, status + category',
        `${api}/tickets?status[]=Open&category_id=${category.id}`,
        admin,
      ),
    );
    rows.push(await measure('tickets, search "timetable"', `${api}/tickets?search=timetable`, admin));
    rows.push(await measure('tickets, page 500', `${api}/tickets?page=500`, admin));
    rows.push(await measure("tickets, counselor's list", `${api}/tickets`, counselor));
    rows.push(await measure('ticket details', `${api}/tickets/${sample.id}`, admin));
    // Admin reports are aggregates kept until the next write: their first answer is timed on its own.
    const reports: string[] = [];
    for (const [name, url] of [
      ['ticket analytics, 30 days', `${api}/tickets/analytics?timeframe=30`],
      ['ticket analytics, 365 days', `${api}/tickets/analytics?timeframe=365`],
      ['staff performance', `${api}/admin/staff-performance`],
    ] as const) {
      const started = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${admin}` } });
      await res.arrayBuffer();
      reports.push(
        `- ${name}: first answer ${Math.round(performance.now() - started)} ms (status ${res.status})`,
      );
      rows.push(await measure(`${name} (repeat, until a write)`, url, admin));
    }

    const baseline = rows[0]!;
    const byName = (name: string) => rows.find((r) => r.name.startsWith(name))!;
    const first = byName('tickets, first page');
    const checks = [
      { target: 'first page p99 <= 50 ms', ok: first.p99 <= 50 },
      { target: 'search p99 <= 80 ms', ok: byName('tickets, search').p99 <= 80 },
      {
        target: 'page 500 p99 <= 1.5 x page 1 p99',
        ok: byName('tickets, page 500').p99 <= Math.max(1.5 * first.p99, first.p99 + 2),
      },
      { target: 'zero non-2xx', ok: rows.every((r) => r.non2xx === 0 && r.errors === 0) },
    ];
    const table = [
      '| scenario | req/s | p50 ms | p99 ms | non-2xx | req/s vs baseline |',
      '|---|---:|---:|---:|---:|---:|',
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${(r.rps / baseline.rps).toFixed(2)} |`,
      ),
    ].join('\n');
    const targets = [
      ...checks.map((c) => `- ${c.ok ? 'PASS' : 'FAIL'}: ${c.target}`),
      '',
      'Admin reports, computed afresh on their first request:',
      '',
      ...reports,
    ].join('\n');
    const heading = `${new Date().toISOString().slice(0, 10)}, ${ticketCount.toLocaleString('en-US')} tickets on ${databaseUrl.split(':')[0]}, Node ${process.version}, ${duration} s per scenario.`;
    console.log(`\n${table}\n\n${targets}`);

    console.log('\n=== Crisis screening ===');
    const crisis = spawnSync(process.execPath, ['--import', 'tsx', 'bench/crisis.ts'], { encoding: 'utf8' });
    const crisisOutput = `${crisis.stdout ?? ''}`.trim();
    console.log(crisisOutput);
    console.log('\n=== User import (5,000 CSV rows) ===');
    const usersImport = spawnSync(process.execPath, ['--import', 'tsx', 'bench/user-import.ts'], {
      encoding: 'utf8',
    });
    const importOutput = `${usersImport.stdout ?? ''}`.trim();
    console.log(importOutput);
    const block = (title: string, text: string) => `${title}:\n\n\`\`\`\n${text}\n\`\`\`\n`;
    const report = `${heading}\n\n${table}\n\n${targets}\n\n${block('Crisis screening (`bench/crisis.ts`)', crisisOutput)}\n${block('User import (`bench/user-import.ts`)', importOutput)}`;
    fs.writeFileSync('bench/results.md', `# Benchmark results\n\n${report}`);
    const readme = fs.readFileSync('README.md', 'utf8');
    const marked = /<!-- bench:start -->[\s\S]*<!-- bench:end -->/;
    if (marked.test(readme)) {
      fs.writeFileSync(
        'README.md',
        readme.replace(marked, `<!-- bench:start -->\nLatest run: ${report}<!-- bench:end -->`),
      );
    }
    console.log('\nWritten to bench/results.md and README.md');
    if (checks.some((c) => !c.ok) || crisis.status !== 0 || usersImport.status !== 0) process.exitCode = 1;
  } finally {
    hub.kill('SIGTERM');
    base.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
