import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLarge } from '../../../bench/seed-large';
import type { DB } from '../../db';
import { fullScanOf, planKind, planOf } from '../../test/query-plans';
import { freshDatabase } from '../../test/setup';
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
}, 120_000);
afterAll(async () => {
  await db.destroy();
  await drop();
});

const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const window = { from: daysAgo(30), to: now.toISOString() };

const reports: [string, () => Promise<unknown>][] = [
  [
    'analytics figures of 30 days',
    () => repo.figuresByCategory(db, { kind: planKind, window, now: now.toISOString() }),
  ],
  ['tickets created per day', () => repo.createdByDay(db, window)],
  ['tickets resolved per day', () => repo.resolvedByDay(db, window)],
  ['staff performance', () => repo.staffAggregates(db, planKind)],
  ['resolved today', () => repo.countResolvedSince(db, daysAgo(1))],
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
