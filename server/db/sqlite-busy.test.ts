import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../common/schemas/auth';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDatabase, type DB, migrateToLatest } from '.';
import { buildStudent } from './seed/factories';

/**
 * Finding: another process holding SQLite's write lock froze the server (each waiting write blocked the event
 * loop for the 5 s busy timeout) and writes ended in a generic 500.
 */
let dir: string;
let db: DB;
let app: FastifyInstance;
let outside: SQLite.Database;
let email: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'hub-busy-'));
  const url = `sqlite:${dir}/hub.sqlite`;
  db = createDatabase(url, undefined, { busyBudgetMs: 600 });
  await migrateToLatest(db);
  email = (await buildStudent(db)).email;
  const config = {
    ...loadConfig({ DATABASE_URL: url, DATA_DIR: dir, LOG_LEVEL: 'silent' }),
    clientDir: null,
  };
  app = await buildApp(config, { db, logger: false });
  await app.ready();
  outside = new SQLite(path.join(dir, 'hub.sqlite'), { timeout: 0 });
});

afterAll(async () => {
  if (outside.inTransaction) outside.exec('rollback');
  outside.close();
  await app.close();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const signIn = () =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD } });

/** The longest the event loop went without running a 10 ms timer while `work` ran. */
async function worstTimerLag<T>(work: Promise<T>): Promise<{ result: T; lagMs: number }> {
  let worst = 0;
  let last = Date.now();
  const timer = setInterval(() => {
    const now = Date.now();
    worst = Math.max(worst, now - last);
    last = now;
  }, 10);
  try {
    return { result: await work, lagMs: worst };
  } finally {
    clearInterval(timer);
  }
}

describe('another process holding the SQLite write lock', () => {
  it('keeps health and reads answering, and a write that outlasts the wait answers 503 with Retry-After', async () => {
    outside.exec('begin immediate');
    try {
      const write = signIn();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      const { result: res, lagMs } = await worstTimerLag(write);
      expect(lagMs).toBeLessThan(200);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toEqual({
        success: false,
        status: 503,
        message: 'The hub is busy. Please try again in a moment.',
      });
    } finally {
      outside.exec('rollback');
    }
    expect((await signIn()).statusCode).toBe(200);
  });

  it('lets a write wait for a lock released within the wait, without blocking the event loop', async () => {
    outside.exec('begin immediate');
    setTimeout(() => outside.exec('rollback'), 200);
    const { result: res, lagMs } = await worstTimerLag(signIn());
    expect(res.statusCode).toBe(200);
    expect(lagMs).toBeLessThan(150);
  });

  it('begins transactions IMMEDIATE, so the lock is taken at BEGIN and a retry is safe', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').limit(1).execute();
      // The write lock is ours already, before any write: another connection cannot take it.
      expect(() => outside.exec('begin immediate')).toThrow(/locked|busy/i);
    });
    if (outside.inTransaction) outside.exec('rollback');
  });
});
