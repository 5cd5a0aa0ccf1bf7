import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { LogEvent } from 'kysely';
import pg from 'pg';
import { DEMO_PASSWORD } from '../../common/schemas/auth';
import { type BuildOptions, buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import { createDatabase, type DB, migrateToLatest } from '../db';
import { seedDemoData } from '../db/seed';
import { ManualClock } from '../lib/clock';

/**
 * Each API test file gets a freshly migrated database: an in-memory SQLite database by default, or a new
 * PostgreSQL database on the server named by TEST_DATABASE_URL (dropped again afterwards).
 */
export interface TestApp {
  app: FastifyInstance;
  db: DB;
  clock: ManualClock;
  config: AppConfig;
  close: () => Promise<void>;
}

export async function freshDatabase(
  log?: (event: LogEvent) => void,
): Promise<{ db: DB; url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const url = 'sqlite::memory:';
    return { db: createDatabase(url, log), url, drop: async () => {} };
  }
  const name = `hub_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  const url = target.toString();
  const db = createDatabase(url, log);
  return {
    db,
    url,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // A closed pool has asked its connections to end but does not wait for them to go; a forced drop under
      // one still closing raises an unhandled error in the test process. Give them a moment first.
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const { rows } = await client.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if ((rows[0]?.n ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  beforeReady?: (app: FastifyInstance) => void,
  { log, ...build }: Pick<BuildOptions, 'onRoute'> & { log?: (event: LogEvent) => void } = {},
): Promise<TestApp> {
  const { db, url, drop } = await freshDatabase(log);
  await migrateToLatest(db);
  const config: AppConfig = {
    ...loadConfig({
      DATABASE_URL: url,
      DATA_DIR: `/tmp/hub-test-${randomBytes(4).toString('hex')}`,
      LOG_LEVEL: 'silent',
    }),
    clientDir: null,
    // Scheduled backups would add files and audit rows under a test's feet; backup tests take them on purpose.
    backupSchedule: false,
    // Likewise the daily retention clean-up; retention tests run it on purpose, on the test clock.
    retentionSchedule: false,
    ...overrides,
  };
  const clock = new ManualClock(new Date());
  const app = await buildApp(config, { db, clock, logger: false, ...build });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    db,
    clock,
    config,
    close: async () => {
      await app.close();
      await db.destroy();
      await drop();
    },
  };
}

export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed for ${email}: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}

export function authed(token: string): Pick<InjectOptions, 'headers'> {
  return { headers: { authorization: `Bearer ${token}` } };
}

export interface Envelope {
  success: boolean;
  status: number;
  message: string;
  data?: Record<string, unknown> & { [key: string]: unknown };
  errors?: Record<string, string[]>;
}

export function body(res: LightMyRequestResponse): Envelope {
  return res.json() as Envelope;
}

export type Tokens = Record<'student' | 'student2' | 'counselor' | 'advisor' | 'admin', string>;

/** Signs in every demo account (the database must hold the demo seed). */
export async function signInDemoAccounts(app: FastifyInstance): Promise<Tokens> {
  const [student, student2, counselor, advisor, admin] = await Promise.all(
    ['student', 'student2', 'counselor', 'advisor', 'admin'].map((name) =>
      signIn(app, `${name}@university.edu`),
    ),
  );
  return { student: student!, student2: student2!, counselor: counselor!, advisor: advisor!, admin: admin! };
}

/** A test app on the demo university, with every demo account signed in. */
export async function createDemoApp(
  overrides: Partial<AppConfig> = {},
  beforeReady?: (app: FastifyInstance) => void,
  build: Pick<BuildOptions, 'onRoute'> = {},
): Promise<{ t: TestApp; tokens: Tokens }> {
  const t = await createTestApp(overrides, beforeReady, build);
  await seedDemoData(t.db);
  return { t, tokens: await signInDemoAccounts(t.app) };
}

/** Sends a request as the holder of `token` (or signed out when null). */
export function call(
  app: FastifyInstance,
  token: string | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    ...(token ? authed(token) : {}),
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}
