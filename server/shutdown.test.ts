import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/setup';

describe('graceful shutdown', () => {
  it('finishes a request in flight and refuses new connections once closing', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered: () => void = () => {};
    const inHandler = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const t = await createTestApp({}, (app) => {
      app.get('/api/__slow', { config: { public: true } }, async () => {
        entered();
        await gate;
        return { success: true, status: 200, message: 'done' };
      });
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/api/__slow`).then((res) => res.status);
    await inHandler; // the request is in flight, not merely sent
    const closing = t.app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = await fetch(`${address}/api/health`, { signal: AbortSignal.timeout(3000) }).then(
      (res) => `answered ${res.status}`,
      (error: Error) => error.name,
    );
    expect(refused).toBe('TypeError'); // connection refused
    release();
    expect(await inFlight).toBe(200);
    await closing;
    await t.db.destroy();
  });

  it('exits cleanly on SIGTERM', async () => {
    if (process.env.TEST_DATABASE_URL) return; // the process test runs once, on its own SQLite file
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hub-shutdown-'));
    const port = 3900 + Math.floor(Math.random() * 90);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: `sqlite:${dir}/hub.sqlite`,
        DATA_DIR: dir,
        DEMO_MODE: 'false',
        LOG_LEVEL: 'warn',
        CLIENT_DIR: path.join(dir, 'no-client'),
      },
      stdio: 'pipe',
    });
    try {
      const deadline = Date.now() + 20_000;
      let up = false;
      while (!up && Date.now() < deadline) {
        up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (res) => res.ok,
          () => false,
        );
        if (!up) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(up).toBe(true);
      const started = Date.now();
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
