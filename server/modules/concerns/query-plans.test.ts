import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLarge } from '../../../bench/seed-large';
import type { DB } from '../../db';
import { fullScanOf, planOf } from '../../test/query-plans';
import { freshDatabase } from '../../test/setup';
import { countConcerns, listConcerns } from './repository';

/** The queue reads the partial index on flagged tickets, never every ticket (SQLite and PostgreSQL). */
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
  const ids = (await db.selectFrom('tickets').select(['id', 'created_at']).execute()).filter(
    (row) => row.id % 40 === 0,
  );
  for (const [index, row] of ids.entries()) {
    await db
      .updateTable('tickets')
      .set({
        possible_concern: 1,
        concern_raised_at: row.created_at,
        ...(index % 2 === 0 ? { concern_reviewed_at: row.created_at, concern_outcome: 'no_action' } : {}),
      })
      .where('id', '=', row.id)
      .execute();
  }
}, 120_000);
afterAll(async () => {
  await db.destroy();
  await drop();
});

describe('possible-concern queue query plans', () => {
  it.each([
    ['open queue', () => listConcerns(db, 'open', { limit: 20, offset: 0 })],
    ['reviewed list', () => listConcerns(db, 'reviewed', { limit: 20, offset: 0 })],
    ['counts', () => countConcerns(db, new Date().toISOString())],
  ] as const)('%s reaches tickets through an index', async (name, run) => {
    captured.length = 0;
    await run();
    const queries = captured.filter((q) => /from "tickets"/i.test(q.sql));
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      const plan = await planOf(db, query);
      expect(fullScanOf(plan, 'tickets', ['t']), `${name}\n${query.sql}\n${plan}`).toBe(false);
    }
  });

  it('lists open ones oldest first and counts them', async () => {
    const open = await listConcerns(db, 'open', { limit: 100, offset: 0 });
    expect(open.length).toBeGreaterThan(0);
    const raised = open.map((row) => row.concern_raised_at ?? '');
    expect(raised).toEqual([...raised].sort());
    const counts = await countConcerns(db, new Date(0).toISOString());
    expect(counts.open + counts.reviewed).toBe(
      Number(
        (
          await db
            .selectFrom('tickets')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('possible_concern', '=', 1)
            // An open one on a crisis ticket is left to the crisis alerting, not the queue.
            .where((eb) => eb.or([eb('concern_reviewed_at', 'is not', null), eb('crisis_flag', '=', 0)]))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
  });
});
