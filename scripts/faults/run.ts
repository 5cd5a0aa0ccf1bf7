import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { killDuringUploads } from './crash';
import { outsideWriteLock } from './lock';
import { postgresAvailable, postgresRestart } from './postgres';
import { sigtermUnderLoad } from './sigterm';
import { type FaultResult, ROOT } from './support';

/**
 * npm run test:faults: process-level faults against real server processes, one line per fault, exit 1 on
 * any failure. Ports FAULTS_PORT (default 3213) and the next three. `-- <name>` runs only the named faults.
 */
const base = Number(process.env.FAULTS_PORT ?? 3213);
const FAULTS: { name: string; run: () => Promise<FaultResult | 'skipped'>; skipReason?: string }[] = [
  { name: 'sigterm-under-load', run: () => sigtermUnderLoad(base) },
  { name: 'kill-9-during-uploads', run: () => killDuringUploads(base + 1) },
  { name: 'sqlite-outside-write-lock', run: () => outsideWriteLock(base + 2) },
  {
    name: 'postgres-restart-under-load',
    run: async () => (postgresAvailable() ? postgresRestart(base + 3) : 'skipped'),
    skipReason: 'no PostgreSQL',
  },
];

async function main() {
  const only = process.argv.slice(2);
  // `npm start` builds the client; the suite builds it once and starts with SKIP_BUILD=1.
  if (!existsSync(path.join(ROOT, 'dist/client/index.html')) && process.env.SKIP_BUILD !== '1') {
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  }
  let failed = 0;
  for (const fault of FAULTS) {
    if (only.length && !only.includes(fault.name)) continue;
    const started = Date.now();
    let line: string;
    try {
      const result = await fault.run();
      if (result === 'skipped') {
        line = `SKIP  ${fault.name}: skipped: ${fault.skipReason}`;
      } else {
        if (!result.ok) failed += 1;
        line = `${result.ok ? 'PASS' : 'FAIL'}  ${fault.name}: ${result.detail}`;
      }
    } catch (error) {
      failed += 1;
      line = `FAIL  ${fault.name}: ${error instanceof Error ? error.message : String(error)}`;
    }
    console.log(`${line} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  console.log(failed ? `faults: ${failed} failed` : 'faults: all passed');
  process.exit(failed ? 1 : 0);
}

void main();
