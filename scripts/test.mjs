#!/usr/bin/env node
// npm test: type check, lint, unit and API tests (Vitest), the client build and its bundle budget, then the
// end-to-end tests (Playwright driving Debian's Chromium). Stops at the first failing stage and ends with one
// line: "N passed, N failed".
//   node scripts/test.mjs            everything
//   node scripts/test.mjs --api-only the API suite alone (CI runs it again against PostgreSQL)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const apiOnly = process.argv.includes('--api-only');
const reports = mkdtempSync(path.join(os.tmpdir(), 'hub-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function finish(ok) {
  rmSync(reports, { recursive: true, force: true });
  // A failing stage that is not a test (type check, lint, build) counts as one failure.
  const failed = totals.failed + (ok || totals.failed > 0 ? 0 : 1);
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  // A journey that failed once and passed on its retry (playwright.config.ts) is named by Playwright above.
  const flaky = totals.flaky ? ` (${totals.flaky} end-to-end only on a retry: see "flaky" above)` : '';
  console.log(`\ntests: ${totals.passed} passed${flaky}, ${failed} failed${skipped}`);
  process.exit(ok ? 0 : 1);
}

function vitest(project) {
  const out = path.join(reports, `vitest-${project ?? 'all'}.json`);
  const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  if (project) args.push('--project', project);
  const ok = run(project ? `Vitest (${project})` : 'Vitest (unit and API)', 'npx', args);
  const report = readJson(out);
  if (report) {
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  return ok;
}

if (apiOnly) {
  finish(vitest('api'));
}

if (!run('Type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'])) finish(false);
if (!run('Lint', 'npx', ['biome', 'check', '.'])) finish(false);
if (!vitest()) finish(false);
if (!run('Chromium', 'node', ['scripts/ensure-chromium.mjs'])) finish(false);
if (!run('Client build', 'npx', ['vite', 'build', '--logLevel', 'warn'])) finish(false);
// Each budget (sign-in page, student's first dashboard) counts as one test.
const budgetReport = path.join(reports, 'bundle-budget.json');
const budgetOk = run('Bundle budget', 'node', ['scripts/bundle-budget.mjs', '--report', budgetReport]);
for (const budget of readJson(budgetReport) ?? []) {
  if (budget.ok) totals.passed += 1;
  else totals.failed += 1;
}
if (!budgetOk) finish(false);
const e2eReport = path.join(reports, 'playwright.json');
const e2eOk = run(
  'End-to-end (Playwright + Chromium)',
  'npx',
  ['playwright', 'test', '--reporter=list,json'],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  },
);
const stats = readJson(e2eReport)?.stats;
if (stats) {
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.flaky += stats.flaky ?? 0;
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}
finish(e2eOk);
