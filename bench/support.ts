/** Pieces the benchmarks share. */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

/**
 * A fresh database for one benchmark run: a new database named `${prefix}_…` on the PostgreSQL server given,
 * dropped again by `drop`, or a new SQLite file in `workDir` when no server is given.
 */
export async function freshDatabaseUrl(
  serverUrl: string | undefined,
  workDir: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!serverUrl) return { url: `sqlite:${path.join(workDir, 'bench.sqlite')}`, drop: async () => {} };
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The value at `fraction` (0-1) of an ascending list. */
export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

/** A small seeded generator (linear congruential) of numbers in [0, 1): the same data on every run. */
export function rng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
