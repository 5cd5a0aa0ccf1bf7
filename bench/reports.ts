/**
 * The admin Reports screen at scale: a report of a year (365 days, the previous year beside it) must answer in
 * under 1 second at 100,000 tickets, on SQLite and on PostgreSQL.
 *
 * `reportScenarios()` gives `bench/run.ts` its "report, 365 days" request (first answer timed, then repeated
 * under load). Run alone, this file seeds the large database if needed and times the report's computation
 * itself (every query of both periods, cache empty) a few times:
 *
 *   npx tsx bench/reports.ts [--tickets 100000] [--database sqlite:./data/bench.sqlite | postgres://…]
 *
 * (exit 0 on PASS, 1 on FAIL)
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { addDays } from '../common/schemas/admin-report';
import type { AppContext } from '../server/context';
import { createDatabase } from '../server/db';
import { periodReportService } from '../server/modules/reports/period-service';
import { seedLarge } from './seed-large';
import { percentile } from './support';

const BUDGET_MS = 1000;
const RUNS = 5;

/** The year ending today (UTC), both days included. */
function lastYear(today: Date, shift = 0): { from: string; to: string } {
  const to = addDays(today.toISOString().slice(0, 10), -shift);
  return { from: addDays(to, -364), to };
}

/** The report scenarios of `bench/run.ts`: [name, path under /api]. */
export function reportScenarios(today = new Date()): [string, string][] {
  const { from, to } = lastYear(today);
  return [['report, 365 days', `/admin/reports?from=${from}&to=${to}`]];
}

async function main() {
  const { values } = parseArgs({
    options: { tickets: { type: 'string', default: '100000' }, database: { type: 'string' } },
  });
  const url = values.database ?? process.env.BENCH_DATABASE_URL ?? 'sqlite:./data/bench.sqlite';
  const db = createDatabase(url);
  try {
    await seedLarge(db, Number(values.tickets), () => {});
    const count = await db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const now = new Date();
    const ctx = {
      db,
      config: { databaseKind: url.startsWith('postgres') ? 'postgres' : 'sqlite' },
      clock: { now: () => now },
    } as unknown as AppContext;
    const service = periodReportService(ctx);
    const times: number[] = [];
    // Each run asks for a year ending a day earlier: a new answer each time, never one from the cache.
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const report = await service.report(lastYear(now, run));
      times.push(performance.now() - started);
      if (run === 0) console.log(`  tickets in the year: ${report.support.tickets.current}`);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const worst = sorted.at(-1)!;
    console.log(
      `Report of 365 days at ${Number(count.n).toLocaleString('en-US')} tickets (${ctx.config.databaseKind}): ` +
        `median ${percentile(sorted, 0.5).toFixed(0)} ms, slowest ${worst.toFixed(0)} ms of ${RUNS} (budget ${BUDGET_MS} ms)`,
    );
    console.log(worst < BUDGET_MS ? 'PASS' : 'FAIL');
    process.exitCode = worst < BUDGET_MS ? 0 : 1;
  } finally {
    await db.destroy();
  }
}

if (process.argv[1]?.endsWith('reports.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
