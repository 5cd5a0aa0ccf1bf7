import { defineConfig } from '@playwright/test';

// E2E_PORT lets two runs on one machine keep out of each other's way; CLIENT_DIR may point at another build.
const port = process.env.E2E_PORT ?? '3100';

// Drives Debian's Chromium; never downloads a browser. The web server is a fresh, seeded demo instance.
export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120000,
    // Let scripts/e2e-server.mjs stop the server and remove its temporary data directory.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10000 },
  },
});
