import { type CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLarge } from '../../../bench/seed-large';
import type { DB } from '../../db';
import { fullScanOf, planKind, planOf } from '../../test/query-plans';
import { freshDatabase } from '../../test/setup';
import * as period from './period-repository';
import * as repo from './repository';

/**
 * The admin reports must not read every ticket on their everyday paths: the 30-day analytics walk the
 * created_at index (and resolved_at for resolutions), staff performance reads the workload index alone, and the
 * dashboard's counts of today use their own indexes. Runs on SQLite, and on PostgreSQL in its suite.
 */
const captured: CompiledQuery[] = [];
let db: DB;
let drop: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabase((event) => {
    if (event.level === 'query') captured.push(event.query);
  });
  db = fresh.db;
  drop = fresh.drop;
  await seedLarge(db, 3000, () => {});
  await fillAppointments(db);
}, 120_000);
afterAll(async () => {
  await db.destroy();
  await drop();
});

/** Two years of appointments, a few a day (the large seed has none), with fresh planner statistics. */
async function fillAppointments(target: DB) {
  const people = await target.selectFrom('users').select('id').orderBy('id').limit(2).execute();
  const [staff, student] = people.map((p) => p.id);
  const start = Date.now() - 730 * 86_400_000;
  const rows = Array.from({ length: 2000 }, (_, i) => {
    const at = new Date(start + i * 9 * 3_600_000).toISOString();
    return {
      counselor_id: staff!,
      student_id: student!,
      type: 'video',
      status: i % 5 === 0 ? 'cancelled' : 'completed',
      start_at: at,
      end_at: new Date(Date.parse(at) + 3_600_000).toISOString(),
      duration: 60,
      is_anonymous: 0,
      room: `plan-room-${i}`,
      created_at: at,
      updated_at: at,
    };
  });
  for (let i = 0; i < rows.length; i += 200)
    await target
      .insertInto('appointments')
      .values(rows.slice(i, i + 200))
      .execute();
  await sql`ANALYZE appointments`.execute(target);
}

const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const window = { from: daysAgo(30), to: now.toISOString() };

const reports: [string, () => Promise<unknown>][] = [
  [
    'analytics figures of 30 days',
    () => repo.figuresByCategory(db, { kind: planKind, window, now: now.toISOString() }),
  ],
  ['tickets created per hour', () => repo.createdBySlot(db, planKind, window, 'hour')],
  ['tickets resolved per hour', () => repo.resolvedBySlot(db, planKind, window, 'hour')],
  ['tickets created per minute', () => repo.createdBySlot(db, planKind, window, 'minute')],
  ['tickets resolved per minute', () => repo.resolvedBySlot(db, planKind, window, 'minute')],
  ['staff performance', () => repo.staffAggregates(db, planKind)],
  [
    // The stored day figures (decision 0038): every day computed afresh, a week per transaction.
    'filling every stored day',
    async () => {
      await db.deleteFrom('report_days').execute();
      await repo.staffAggregates(db, planKind);
    },
  ],
  [
    'filling the day a write touched, then the report of 30 days',
    async () => {
      await db
        .updateTable('tickets')
        .set({ priority: 'High' })
        .where('created_at', '>=', daysAgo(3))
        .execute();
      await repo.figuresByCategory(db, { kind: planKind, window, now: now.toISOString(), detail: true });
    },
  ],
  ['resolved today', () => repo.countResolvedSince(db, daysAgo(1))],
  [
    'report figures by category, priority and assignee',
    () =>
      repo.figuresByCategory(db, {
        kind: planKind,
        window,
        now: now.toISOString(),
        detail: true,
      }),
  ],
];

/** The Reports screen's other tables: each read through the index on its time column. */
const periodReports: [string, string, () => Promise<unknown>][] = [
  ['users', 'registrations by role', () => period.registrationsByRole(db, window)],
  ['audit_logs', 'sign-ins by role', () => period.signInsByRole(db, window)],
  ['appointments', 'appointments due', () => period.appointmentsDue(db, planKind, window)],
  ['appointments', 'appointments booked', () => period.appointmentsBooked(db, window)],
  ['crisis_escalations', 'crisis alerts', () => period.crisisAlerts(db, planKind, window)],
];

describe('report query plans', () => {
  it.each(reports)('%s reaches tickets through an index', async (_name, run) => {
    captured.length = 0;
    await run();
    const queries = captured.filter((q) => /from "tickets"/i.test(q.sql));
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      const plan = await planOf(db, query);
      expect(fullScanOf(plan, 'tickets', ['t']), `${query.sql}\n${plan}`).toBe(false);
    }
  });
});

describe('report period query plans', () => {
  it.each(periodReports)('%s: %s reach their table through an index', async (table, _name, run) => {
    captured.length = 0;
    await run();
    const queries = captured.filter((q) => new RegExp(`from "${table}"`, 'i').test(q.sql));
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      const plan = await planOf(db, query);
      expect(fullScanOf(plan, table, ['a', 'u']), `${query.sql}\n${plan}`).toBe(false);
    }
  });
});
