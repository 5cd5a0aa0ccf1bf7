import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db';
import { appointmentRow } from '../../db/seed/factories';
import { appointmentsVersion } from './period-repository';
import { seededDayTestDatabase } from './test-day-database';

/**
 * The appointments' report version (migrations 0030 and 0032): every committed write to appointments or their
 * feedback moves it, so the Reports screen's appointment figures kept under it are recomputed. On PostgreSQL it
 * moves once per transaction however many statements wrote (no chain of the row's versions grows), and a bump
 * undone with a savepoint is made again by the next write; SQLite's row triggers move it once per row.
 */
let db: DB;
let drop: () => Promise<void>;
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const COUNT = 200;
let counselorId = 0;
let studentId = 0;
let room = 0;

function session(i: number) {
  room += 1;
  return appointmentRow({
    student_id: studentId,
    counselor_id: counselorId,
    start_at: new Date(Date.parse('2026-10-05T09:00:00.000Z') + i * 3_600_000).toISOString(),
    room: `version-room-${room}`,
    created_at: '2026-10-01T08:00:00.000Z',
  });
}

const version = async () => Number(await appointmentsVersion(db));
const booked = async () =>
  Number(
    (await db.selectFrom('appointments').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n,
  );

beforeAll(async () => {
  let staffIds: number[];
  let studentIds: number[];
  ({ db, drop, staffIds, studentIds } = await seededDayTestDatabase());
  counselorId = staffIds[0]!;
  studentId = studentIds[0]!;
}, 120_000);
afterAll(async () => {
  await db.destroy();
  await drop();
});

describe('the appointments report version', () => {
  it(`moves once per transaction on PostgreSQL for ${COUNT} statements (once per row on SQLite)`, async () => {
    const before = await version();
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < COUNT; i += 1) await trx.insertInto('appointments').values(session(i)).execute();
      await trx
        .updateTable('appointments')
        .set({ status: 'cancelled' })
        .where('room', 'like', 'version-room-%')
        .execute();
    });
    expect((await version()) - before).toBe(postgres ? 1 : COUNT * 2);
  });

  it('moves for the next transaction too, and for feedback alone', async () => {
    const before = await version();
    const { id } = await db
      .insertInto('appointments')
      .values(session(COUNT))
      .returning('id')
      .executeTakeFirstOrThrow();
    const middle = await version();
    expect(middle).toBeGreaterThan(before);
    await db
      .insertInto('appointment_feedback')
      .values({
        appointment_id: id,
        rating: 5,
        comment: null,
        created_at: '2026-10-02T00:00:00.000Z',
        updated_at: '2026-10-02T00:00:00.000Z',
      })
      .execute();
    expect(await version()).toBeGreaterThan(middle);
  });

  it('bumps again after a savepoint that held the bump is rolled back', async () => {
    const before = await version();
    const rowsBefore = await booked();
    await db.transaction().execute(async (trx) => {
      await sql`savepoint undo_me`.execute(trx);
      await trx
        .insertInto('appointments')
        .values(session(COUNT + 1))
        .execute();
      await sql`rollback to savepoint undo_me`.execute(trx);
      await trx
        .insertInto('appointments')
        .values(session(COUNT + 2))
        .execute();
    });
    expect(await booked()).toBe(rowsBefore + 1);
    expect((await version()) - before).toBe(1);
  });

  it('does not move for a transaction that only reads', async () => {
    const before = await version();
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom('appointments').select('id').execute();
    });
    expect(await version()).toBe(before);
  });
});
