#!/usr/bin/env node
// The bundle budget: how much JavaScript (gzip) the browser really downloads for the sign-in page, and up to a
// student's first dashboard. Serves the built dist/client through a fresh demo server (scripts/e2e-server.mjs),
// opens /login in Chromium, records every JS response, then signs in as the demo student and records again.
// Each file counts at the size of the .gz the build wrote beside it (or gzip -9 of the file when the build
// wrote none: files under 1 KB). Prints a table and exits 1 over budget.
//   node scripts/bundle-budget.mjs                 (after `npx vite build`)
//   node scripts/bundle-budget.mjs --report out.json  also writes one result per budget (scripts/test.mjs)
// BUDGET_PORT picks the server's port (default 3150).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/**
 * Budgets in KB (1,024 bytes) of gzip: the figures. The sign-in page loads neither zod, the router,
 * sonner nor a form library (they load with the signed-in app or on demand); a student's first dashboard
 * loads neither sonner nor react-hook-form (the first toast and the crisis panel's reach-out form fetch them).
 */
export const BUDGETS = [
  { key: 'login', title: 'sign-in page', limitKb: 120 },
  { key: 'dashboard', title: "student's first dashboard (cumulative)", limitKb: 200 },
];

const CLIENT_DIR = path.resolve(process.env.CLIENT_DIR ?? 'dist/client');
const PORT = process.env.BUDGET_PORT ?? '3150';
const BASE = `http://127.0.0.1:${PORT}`;
const reportIndex = process.argv.indexOf('--report');
const reportFile = reportIndex > 0 ? process.argv[reportIndex + 1] : undefined;

/** The gzip size of one built file, by its URL path. */
function gzipSizeOf(urlPath) {
  const file = path.join(CLIENT_DIR, decodeURIComponent(urlPath));
  if (!file.startsWith(CLIENT_DIR) || !existsSync(file)) {
    throw new Error(`The browser loaded ${urlPath}, which is not a file of ${CLIENT_DIR}`);
  }
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

async function waitForServer(server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('The demo server stopped while starting');
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The demo server did not answer on ${BASE} within 2 minutes`);
}

/** Resolves once no JavaScript has been requested for `quietMs` (lazy chunks of the screen have arrived). */
async function settle(state, quietMs = 1_000) {
  while (Date.now() - state.lastRequest < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function measure() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const state = { files: new Set(), lastRequest: Date.now() };
    page.on('request', (request) => {
      if (request.resourceType() === 'script') state.lastRequest = Date.now();
    });
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === BASE && url.pathname.endsWith('.js')) state.files.add(url.pathname);
    });

    await page.goto(`${BASE}/login`);
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await settle(state);
    const login = [...state.files];

    await page.getByRole('button', { name: 'Student', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Recent Tickets' }).waitFor();
    await settle(state);
    const dashboard = [...state.files];
    return { login, dashboard };
  } finally {
    await browser.close();
  }
}

function kb(bytes) {
  return (bytes / 1024).toFixed(1);
}

function summarize(files) {
  const sized = files.map((file) => ({ file, bytes: gzipSizeOf(file) })).sort((a, b) => b.bytes - a.bytes);
  return { sized, total: sized.reduce((sum, f) => sum + f.bytes, 0) };
}

async function main() {
  if (!existsSync(path.join(CLIENT_DIR, 'index.html'))) {
    throw new Error(`No build in ${CLIENT_DIR}: run \`npx vite build\` first`);
  }
  const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_PORT: PORT, LOG_LEVEL: 'warn' },
  });
  let loaded;
  try {
    await waitForServer(server);
    loaded = await measure();
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
  }

  const results = BUDGETS.map((budget) => {
    const { sized, total } = summarize(loaded[budget.key]);
    const ok = total <= budget.limitKb * 1024;
    return { ...budget, files: sized, totalKb: Number(kb(total)), ok };
  });

  for (const result of results) {
    console.log(`\n${result.title}: ${result.files.length} JS files`);
    for (const { file, bytes } of result.files.slice(0, process.env.BUDGET_ALL ? 999 : 8)) {
      console.log(`  ${kb(bytes).padStart(7)} KB  ${file}`);
    }
    if (!process.env.BUDGET_ALL && result.files.length > 8)
      console.log(`  ... and ${result.files.length - 8} smaller files`);
  }
  console.log('\n| budget | JS gzip | limit | |\n|---|---:|---:|---|');
  for (const r of results) {
    console.log(`| ${r.title} | ${r.totalKb} KB | ${r.limitKb} KB | ${r.ok ? 'ok' : 'OVER'} |`);
  }
  if (reportFile) {
    writeFileSync(reportFile, JSON.stringify(results.map(({ files, ...result }) => result)));
  }
  const over = results.filter((r) => !r.ok);
  for (const r of over) {
    console.error(
      `\nBundle budget exceeded: the ${r.title} loads ${r.totalKb} KB of JavaScript (gzip), over its ` +
        `${r.limitKb} KB budget. Load the code it does not need with React.lazy (see client/app/pages.tsx).`,
    );
  }
  process.exit(over.length ? 1 : 0);
}

main().catch((error) => {
  console.error(`Bundle budget could not be measured: ${error.message}`);
  process.exit(1);
});
