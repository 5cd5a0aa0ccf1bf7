import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../../config';
import type { DB } from '../../db';
import { liveCreatedBySlot, liveFiguresByCategory, livePeopleFigures, liveResolvedBySlot } from './day-reads';
import * as repo from './repository';
import { seededDayTestDatabase } from './test-day-database';

/**
 * Thousands of tickets of one day written in one transaction (migration 0031): on PostgreSQL the day's version
 * is bumped once per statement, so neither one statement of 5,000 rows nor many statements walk a growing chain
 * of that row's versions, and the reports afterwards equal the live table. Runs on SQLite (row triggers, which
 * update the row in place), and on PostgreSQL in its suite.
 */
let db: DB;
let drop: () => Promise<void>;
const kind: DatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
const COUNT = 5_000;
const DAY = '2026-10-05';
const NEXT = '2026-10-06';
const WINDOW = { from: '2026-10-01T00:00:00.000Z', to: '2026-10-10T23:59:59.999Z' };
const NOW = '2027-01-01T00:00:00.000Z';
const SLOT = { from: WINDOW.from, to: WINDOW.to };

let categoryIds: number[] = [];
let staffIds: number[] = [];
let studentId = 0;
let seq = 0;

/** A ticket created on `day` (a minute after midnight per ticket); every third resolved the next day. */
function ticket(day: string, i: number) {
  seq += 1;
  const created = new Date(Date.parse(`${day}T00:00:00.000Z`) + (i % 1440) * 60_000).toISOString();
  const resolved = i % 3 === 0 ? `${NEXT}T${String(i % 24).padStart(2, '0')}:30:00.000Z` : null;
  const priority = (['Low', 'Medium', 'High', 'Urgent'] as const)[i % 4] as string;
  return {
    ticket_number: `TKT-BULK-${seq}`,
    subject: 'Bulk',
    description: 'A ticket written in bulk.',
    category_id: categoryIds[i % categoryIds.length] as number,
    priority,
    priority_rank: (i % 4) + 1,
    status: resolved ? 'Resolved' : 'Open',
    crisis_flag: i % 10 === 0 ? 1 : 0,
    crisis_level: i % 10 === 0 ? 'high' : 'none',
    crisis_score: 0,
    detected_crisis_keywords: '[]',
    priority_score: 50,
    user_id: studentId,
    created_by: studentId,
    assigned_to: i % 5 === 0 ? null : (staffIds[i % staffIds.length] as number),
    auto_assigned: i % 5 === 0 ? 'no' : 'yes',
    tags: '[]',
    search_text: 'bulk',
    response_count: i % 2,
    attachment_count: 0,
    sla_deadline: new Date(Date.parse(created) + 24 * 3_600_000).toISOString(),
    first_response_at: i % 2 ? new Date(Date.parse(created) + 2 * 3_600_000).toISOString() : null,
    resolved_at: resolved,
    closed_at: null,
    created_at: created,
    updated_at: created,
  };
}

/** The rows as literals: one statement of 5,000 rows would pass PostgreSQL's 65,535 parameters. */
const literal = (row: ReturnType<typeof ticket>) =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, sql.lit(value)])) as never;

beforeAll(async () => {
  let studentIds: number[];
  ({ db, drop, categoryIds, staffIds, studentIds } = await seededDayTestDatabase());
  studentId = studentIds[0]!;
}, 120_000);
afterAll(async () => {
  await db.destroy();
  await drop();
});

/** Hours rounded (SQLite sums doubles in whatever order it reads), rows in one order. */
const plain = (rows: object[]) =>
  rows
    .map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v * 1e6) / 1e6 : v]),
      ),
    )
    .map((row) => JSON.stringify(row, Object.keys(row).sort()))
    .sort();

/** Every stored report of the window equals the live table. */
async function reportsMatchLive() {
  for (const detail of [false, true])
    expect(plain(await repo.figuresByCategory(db, { kind, window: WINDOW, now: NOW, detail }))).toEqual(
      plain(await liveFiguresByCategory(db, { kind, window: WINDOW, now: NOW, detail })),
    );
  expect(plain(await repo.peopleFigures(db, kind, WINDOW))).toEqual(
    plain(await livePeopleFigures(db, kind, WINDOW)),
  );
  expect(plain(await repo.createdBySlot(db, kind, SLOT, 'hour', { responseTimes: true }))).toEqual(
    plain(await liveCreatedBySlot(db, kind, SLOT, 'hour', { responseTimes: true })),
  );
  expect(plain(await repo.resolvedBySlot(db, kind, SLOT, 'hour'))).toEqual(
    plain(await liveResolvedBySlot(db, SLOT, 'hour')),
  );
}

const version = async (day: string) =>
  (await db.selectFrom('report_day_versions').select('version').where('day', '=', day).executeTakeFirst())
    ?.version ?? 0;

describe('report-day versions under bulk writes', () => {
  it('bumps the days once per statement on PostgreSQL, once per row on SQLite (no statement triggers)', async () => {
    const { rows } =
      kind === 'postgres'
        ? await sql<{ tgname: string; level: string }>`
            select tgname, case when tgtype & 1 = 1 then 'row' else 'statement' end as level
            from pg_trigger where tgrelid = 'tickets'::regclass and tgname like 'tickets_report_days_%'
            order by tgname`.execute(db)
        : await sql<{ tgname: string; level: string }>`
            select name as tgname, 'row' as level from sqlite_master
            where type = 'trigger' and tbl_name = 'tickets' and name like 'tickets_report_days_%'
            order by name`.execute(db);
    const level = kind === 'postgres' ? 'statement' : 'row';
    expect(rows).toEqual(
      ['delete', 'insert', 'update'].map((e) => ({ tgname: `tickets_report_days_${e}`, level })),
    );
  });

  it(`writes ${COUNT} tickets of one day in one statement, then updates and deletes them in one each`, async () => {
    await reportsMatchLive();
    const before = await version(DAY);
    // Built before the clock starts: compiling 140,000 literals is the client's time, not the database's.
    const rows = Array.from({ length: COUNT }, (_, i) => literal(ticket(DAY, i)));
    const insert = db.insertInto('tickets').values(rows).compile();
    const started = performance.now();
    await db.transaction().execute(async (trx) => {
      await trx.executeQuery(insert);
    });
    const inserted = performance.now() - started;
    const bumps = (await version(DAY)) - before;
    await reportsMatchLive();
    const moved = performance.now();
    await db.transaction().execute(async (trx) => {
      // Resolved a day later, every one: the old and the new resolution days are both bumped.
      await trx
        .updateTable('tickets')
        .set({ status: 'Resolved', resolved_at: `${NEXT}T23:00:00.000Z` })
        .where('ticket_number', 'like', 'TKT-BULK-%')
        .execute();
      await trx
        .updateTable('tickets')
        .set({ created_at: sql`replace(created_at, ${DAY}, '2026-10-04')` })
        .where('ticket_number', 'like', 'TKT-BULK-%')
        .execute();
    });
    const updated = performance.now() - moved;
    await reportsMatchLive();
    const deleting = performance.now();
    await db.deleteFrom('tickets').where('ticket_number', 'like', 'TKT-BULK-%').execute();
    const deleted = performance.now() - deleting;
    await reportsMatchLive();
    console.info(
      `${kind}: ${COUNT} tickets inserted in ${inserted.toFixed(0)} ms, updated twice in ${updated.toFixed(0)} ms, deleted in ${deleted.toFixed(0)} ms`,
    );
    // One bump per statement on PostgreSQL, one per row on SQLite.
    expect(bumps).toBe(kind === 'postgres' ? 1 : COUNT);
    expect(inserted).toBeLessThan(3_000);
    expect(updated).toBeLessThan(3_000);
  });

  it(`writes ${COUNT} tickets of one day in many statements of one transaction`, async () => {
    await reportsMatchLive();
    const before = await version(DAY);
    const started = performance.now();
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < COUNT; i += 1) await trx.insertInto('tickets').values(ticket(DAY, i)).execute();
    });
    const inserted = performance.now() - started;
    const bumps = (await version(DAY)) - before;
    await reportsMatchLive();
    const moved = performance.now();
    const ids = (
      await db.selectFrom('tickets').select('id').where('ticket_number', 'like', 'TKT-BULK-%').execute()
    ).map((r) => r.id);
    await db.transaction().execute(async (trx) => {
      for (const id of ids)
        await trx.updateTable('tickets').set({ priority: 'Urgent' }).where('id', '=', id).execute();
    });
    const updated = performance.now() - moved;
    await reportsMatchLive();
    console.info(
      `${kind}: ${COUNT} tickets inserted one per statement in ${inserted.toFixed(0)} ms, updated one per statement in ${updated.toFixed(0)} ms`,
    );
    // Once per transaction on PostgreSQL: the day's version row is updated once, so no chain of its versions
    // grows; SQLite updates it in place once per row. The times are mostly round trips (one per statement).
    expect(bumps).toBe(kind === 'postgres' ? 1 : COUNT);
    expect(inserted).toBeLessThan(10_000);
    expect(updated).toBeLessThan(10_000);
  }, 60_000);

  it('bumps a day again after a savepoint that bumped it is rolled back', async () => {
    const day = '2026-10-08';
    await reportsMatchLive();
    const before = await version(day);
    await db.transaction().execute(async (trx) => {
      await sql`savepoint bulk`.execute(trx);
      await trx.insertInto('tickets').values(ticket(day, 1)).execute();
      await sql`rollback to savepoint bulk`.execute(trx);
      await trx.insertInto('tickets').values(ticket(day, 2)).execute();
      await trx.insertInto('tickets').values(ticket(day, 4)).execute();
    });
    expect(await version(day)).toBe(before + (kind === 'postgres' ? 1 : 2));
    await reportsMatchLive();
  });

  it('bumps the days of tickets a foreign-key action sets to nobody or deletes', async () => {
    const day = '2026-10-09';
    const person = (role: string) => ({
      name: `Bulk ${role}`,
      email: `bulk.${role}@university.edu`,
      password_hash: 'x',
      role,
      status: 'active',
      created_at: NOW,
      updated_at: NOW,
    });
    const [staff] = await db.insertInto('users').values(person('counselor')).returning('id').execute();
    const [student] = await db.insertInto('users').values(person('student')).returning('id').execute();
    const rows = Array.from({ length: 200 }, (_, i) => ({
      ...ticket(day, i),
      ...(i < 100 ? { assigned_to: staff!.id } : { user_id: student!.id, created_by: student!.id }),
    }));
    await db.insertInto('tickets').values(rows.slice(0, 100)).execute();
    await db.insertInto('tickets').values(rows.slice(100)).execute();
    for (const [id, moves] of [
      [staff!.id, [day]],
      [student!.id, [day, NEXT]],
    ] as const) {
      await reportsMatchLive();
      const before = await Promise.all(moves.map(version));
      await db.deleteFrom('users').where('id', '=', id).execute();
      const after = await Promise.all(moves.map(version));
      // Once on PostgreSQL (one statement per action), once per ticket on SQLite.
      after.forEach((v, i) => {
        if (kind === 'postgres') expect(v).toBe((before[i] as number) + 1);
        else expect(v).toBeGreaterThan(before[i] as number);
      });
      await reportsMatchLive();
    }
  });
});
