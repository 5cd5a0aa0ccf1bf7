import { defineConfig } from '@playwright/test';

// Each worker drives its own server on its own throw-away database, on ports E2E_PORT, E2E_PORT + 1, ...
// (E2E_PORT lets two runs on one machine keep out of each other's way). E2E_WORKERS sets how many run at once:
// two keep both cores of a small CI machine busy (one renders and scans while the other waits on its server).
const basePort = Number(process.env.E2E_PORT ?? '3100');
const workers = Number(process.env.E2E_WORKERS ?? '2');

// Drives Debian's Chromium; never downloads a browser. The web server is a fresh, seeded demo instance.
export default defineConfig({
  testDir: 'e2e',
  workers,
  // One retry everywhere, so a one-off timing hiccup on a busy machine does not fail the run; a journey that
  // passes only on its retry is counted and named as flaky in npm test's last line, never hidden.
  retries: 1,
  reporter: 'list',
  use: {
    // A missing button fails within 30 s instead of waiting out the whole (tripled) test timeout.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    // e2e/support/test.ts points each worker at its own server; this is the first one.
    baseURL: `http://127.0.0.1:${basePort}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'node scripts/e2e-server.mjs',
    env: { E2E_PORT: String(basePort + index) },
    url: `http://127.0.0.1:${basePort + index}/api/health`,
    reuseExistingServer: false,
    timeout: 120000,
    // Let scripts/e2e-server.mjs stop the server and remove its temporary data directory.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10000 },
  })),
});
