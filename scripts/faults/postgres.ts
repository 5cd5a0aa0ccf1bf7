import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  type FaultResult,
  ROOT,
  type Server,
  signIn,
  sleep,
  startServer,
  stopServer,
  tempDir,
} from './support';

/**
 * PostgreSQL stops for a few seconds under load and comes back: the hub answers 503 (never 500, never a
 * dropped connection) while it is away, and serves again without a restart.
 */
const OUTAGE_MS = 3000;
const PG_ENV = { PGPORT: process.env.FAULTS_PGPORT ?? '55439', PGROOT: '/tmp/hub-pg-faults' };
const pgScript = (command: string) =>
  execFileSync(path.join(ROOT, 'scripts/pg-test-server.sh'), [command], {
    env: { ...process.env, ...PG_ENV },
    encoding: 'utf8',
  }).trim();

export function postgresAvailable(): boolean {
  return (
    existsSync('/usr/lib/postgresql') &&
    readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))
  );
}

type Phase = 'before' | 'outage' | 'after';

export async function postgresRestart(port: number): Promise<FaultResult> {
  const url = pgScript('start');
  const dir = tempDir('pg');
  let server: Server | undefined;
  try {
    server = await startServer({
      port,
      via: 'node',
      env: { DATABASE_URL: url, DATA_DIR: dir, DEMO_MODE: 'true', CLIENT_DIR: path.join(dir, 'x') },
    });
    const token = await signIn(server.base, 'student@university.edu');
    let phase: Phase = 'before';
    let running = true;
    const seen: Record<Phase, Map<string, number>> = {
      before: new Map(),
      outage: new Map(),
      after: new Map(),
    };
    let firstRecovery: number | null = null;
    let resumedAt = 0;
    const base = server.base;
    const worker = async () => {
      while (running) {
        const outcome = await fetch(`${base}/api/tickets?per_page=5`, {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(10_000),
        }).then(
          (res) =>
            String(res.status) + (res.status === 503 && res.headers.get('retry-after') ? '+retry' : ''),
          (error: Error) => `error ${error.name}`,
        );
        const at = phase; // when the answer came
        seen[at].set(outcome, (seen[at].get(outcome) ?? 0) + 1);
        if (at === 'after' && outcome === '200' && firstRecovery === null)
          firstRecovery = Date.now() - resumedAt;
        await sleep(25);
      }
    };
    const workers = Array.from({ length: 5 }, worker);
    await sleep(1000);
    phase = 'outage';
    pgScript('halt');
    await sleep(OUTAGE_MS);
    pgScript('resume');
    resumedAt = Date.now();
    phase = 'after';
    await sleep(5000);
    running = false;
    await Promise.all(workers);

    const show = (p: Phase) => [...seen[p]].map(([k, v]) => `${k}×${v}`).join(' ');
    const bad = (p: Phase, allowed: string[]) => [...seen[p].keys()].filter((k) => !allowed.includes(k));
    const lastOk = (seen.after.get('200') ?? 0) > 0;
    const problems = [
      ...bad('before', ['200']),
      ...bad('outage', ['200', '503+retry']),
      ...bad('after', ['200', '503+retry']),
    ];
    const ok = problems.length === 0 && (seen.outage.get('503+retry') ?? 0) > 0 && lastOk;
    return {
      ok,
      detail:
        `before: ${show('before')}; outage ${OUTAGE_MS} ms: ${show('outage')}; after: ${show('after')}; first 200 ${firstRecovery ?? 'never'} ms after PostgreSQL was back, no restart` +
        (ok ? '' : `\n--- server output ---\n${server.output().slice(-1500)}`),
    };
  } finally {
    await stopServer(server);
    pgScript('stop');
  }
}
