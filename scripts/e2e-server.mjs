// Starts the server for the end-to-end tests on a fresh, throw-away database and data directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'hub-e2e-'));

const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '3100',
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${join(dataDir, 'hub.sqlite')}`,
    DATA_DIR: dataDir,
    DEMO_MODE: 'true',
  },
});

function removeDataDir() {
  rmSync(dataDir, { recursive: true, force: true });
}

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}

child.on('error', (error) => {
  console.error('Could not start the server:', error);
  removeDataDir();
  process.exit(1);
});

child.on('exit', (code, signal) => {
  removeDataDir();
  // A stop we asked for is a clean exit; any other signal means the server died.
  process.exit(code ?? (signal && !stopping ? 1 : 0));
});
