/**
 * The targets of `bench/run.ts` and its table: shares of the same run's hello-world on PostgreSQL (issue
 * targets), absolute ones on SQLite.
 */
import { DOMAIN_MIN_SHARE } from './domains';

export interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export interface SizeRun {
  tickets: number;
  rows: Row[];
  /** First answers of the reports after a warming request and a write, in ms. */
  firsts: { name: string; ms: number; status: number }[];
  /** The hello-world's req/s before and after the scenarios; shares are taken of the higher. */
  baselines: [number, number];
}

const share = (row: Row, baseline: Row) => row.rps / baseline.rps;

/** The targets: shares of the same run's hello-world on PostgreSQL (issue targets), absolute ones on SQLite. */
export function checksOf(runs: SizeRun[], onPostgres: boolean): { target: string; ok: boolean }[] {
  const first = runs[0]!;
  const byName = (run: SizeRun, name: string) => run.rows.find((r) => r.name.startsWith(name))!;
  const baseline = first.rows[0]!;
  const checks: { target: string; ok: boolean }[] = [];
  if (onPostgres) {
    const at = `at ${first.tickets.toLocaleString('en-US')}`;
    for (const [name, min] of [
      ['tickets, first page', 0.04],
      ['tickets, page 500', 0.04],
      ["tickets, counselor's list", 0.04],
      ['tickets, search', 0.03],
      ['ticket details', 0.08],
      ['ticket analytics, 30 days', 0.1],
      ['ticket analytics, 365 days', 0.1],
      ['staff performance', 0.1],
    ] as const) {
      const row = byName(first, name);
      checks.push({
        target: `${name} ${at}: ${(share(row, baseline) * 100).toFixed(1)}% of hello-world >= ${min * 100}%`,
        ok: share(row, baseline) >= min,
      });
    }
    for (const run of runs) {
      for (const report of run.firsts) {
        checks.push({
          target: `${report.name}, first answer after a write at ${run.tickets.toLocaleString('en-US')}: ${report.ms} ms < 1000 ms`,
          ok: report.ms < 1000 && report.status === 200,
        });
      }
    }
    for (const run of runs.slice(1)) {
      const worst = run.rows
        .slice(1)
        .map((row) => ({
          row,
          ratio: share(row, run.rows[0]!) / share(byName(first, row.name), baseline),
        }))
        .sort((a, b) => a.ratio - b.ratio)[0]!;
      checks.push({
        target: `at ${run.tickets.toLocaleString('en-US')} no scenario below half its ${first.tickets.toLocaleString('en-US')} share (lowest: ${worst.row.name}, ${(worst.ratio * 100).toFixed(0)}%)`,
        ok: worst.ratio >= 0.5,
      });
    }
  } else {
    const page = byName(first, 'tickets, first page');
    checks.push(
      { target: 'first page p99 <= 50 ms', ok: page.p99 <= 50 },
      { target: 'search p99 <= 80 ms', ok: byName(first, 'tickets, search').p99 <= 80 },
      {
        target: 'page 500 p99 <= 1.5 x page 1 p99',
        ok: byName(first, 'tickets, page 500').p99 <= Math.max(1.5 * page.p99, page.p99 + 2),
      },
    );
    // Issue 18: a year's admin report answers in under 1 s on both databases (PostgreSQL checks every report).
    for (const run of runs) {
      for (const report of run.firsts.filter((f) => f.name === 'report, 365 days')) {
        checks.push({
          target: `${report.name}, first answer after a write at ${run.tickets.toLocaleString('en-US')}: ${report.ms} ms < 1000 ms`,
          ok: report.ms < 1000 && report.status === 200,
        });
      }
    }
  }
  for (const row of first.rows.filter((r) => /^(library|sessions|group sessions)/.test(r.name))) {
    checks.push({
      target: `${row.name} at ${first.tickets.toLocaleString('en-US')}: ${(share(row, baseline) * 100).toFixed(1)}% of hello-world >= ${DOMAIN_MIN_SHARE * 100}%`,
      ok: share(row, baseline) >= DOMAIN_MIN_SHARE,
    });
  }
  checks.push({
    target: 'zero non-2xx',
    ok: runs.every((run) => run.rows.every((r) => r.non2xx === 0 && r.errors === 0)),
  });
  return checks;
}

export function tableOf(runs: SizeRun[]): string {
  const heads = runs.map((run) => run.tickets.toLocaleString('en-US'));
  const lines = [
    `| scenario | ${heads.map((h) => `req/s (${h}) | p99 ms | share`).join(' | ')} |`,
    `|---|${runs.map(() => '---:|---:|---:').join('|')}|`,
  ];
  for (const [index, row] of runs[0]!.rows.entries()) {
    const cells = runs.map((run) => {
      const r = run.rows[index]!;
      const flag = r.non2xx + r.errors > 0 ? ` (${r.non2xx + r.errors} failed)` : '';
      return `${r.rps}${flag} | ${r.p99} | ${((r.rps / run.rows[0]!.rps) * 100).toFixed(1)}%`;
    });
    lines.push(`| ${row.name} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
