import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { demoExposureProblem, isLoopbackHost } from './startup-checks';

/** Finding: demo mode (published admin password) is the default, also when listening on a public address. */
describe('demo mode on a public address', () => {
  it('tells loopback addresses from others', () => {
    for (const host of ['127.0.0.1', '127.0.1.1', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) {
      expect(isLoopbackHost(host)).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '10.0.0.5', '192.168.1.20', 'hub.university.edu', '128.0.0.1']) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });

  it('is refused unless DEMO_ALLOW_PUBLIC=true; the defaults and production mode start', () => {
    expect(demoExposureProblem(loadConfig({}))).toBeNull();
    expect(demoExposureProblem(loadConfig({ HOST: '0.0.0.0' }))).toMatch(
      /Refusing to start.*HOST=0\.0\.0\.0/,
    );
    expect(demoExposureProblem(loadConfig({ HOST: '0.0.0.0', DEMO_ALLOW_PUBLIC: 'true' }))).toBeNull();
    expect(demoExposureProblem(loadConfig({ HOST: '0.0.0.0', DEMO_MODE: 'false' }))).toBeNull();
  });

  it('stops the server with the reason on stderr and exit code 1', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        HOST: '0.0.0.0',
        PORT: '3219',
        DEMO_MODE: 'true',
        DATABASE_URL: 'sqlite::memory:',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Refusing to start: demo mode is on');
    expect(run.stderr).toContain('DEMO_ALLOW_PUBLIC=true');
  });
});
