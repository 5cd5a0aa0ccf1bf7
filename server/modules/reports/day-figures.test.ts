import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../../config';
import type { DB } from '../../db';
import { hoursBetween } from '../../lib/sql-time';
import { fillDays, splitWindow } from './day-figures';
import { liveCreatedBySlot, liveFiguresByCategory, livePeopleFigures, liveResolvedBySlot } from './day-reads';
import { foldIntoDays, localDays } from './local-days';
import * as repo from './repository';
import { seededDayTestDatabase } from './test-day-database';

/**
 * The stored day figures (decision 0038) must give exactly what the live table gives: random tickets, random
 * windows in time zones on and off UTC days, random `now` around the SLA deadlines, before and after random
 * writes (foreign-key actions included). Runs on SQLite, and on PostgreSQL in its suite.
 */
let db: DB;
let drop: () => Promise<void>;
const kind: DatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/** A seeded generator, so a failure repeats. */
let state = 20261127;
const random = () => {
  state = (state * 1103515245 + 12345) % 2147483648;
  return state / 2147483648;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const HOUR = 3_600_000;
const BASE = Date.parse('2026-09-01T09:00:00.000Z');
const at = (ms: number) => new Date(ms).toISOString();

let categoryIds: number[] = [];
let staffIds: number[] = [];
let studentIds: number[] = [];
let seq = 0;

function randomTicket(
  userId = pick(studentIds),
  assignee: number | null = random() < 0.7 ? pick(staffIds) : null,
) {
  seq += 1;
  const created = BASE - Math.floor(random() * 40 * 24 * HOUR);
  const status = pick(['Open', 'In Progress', 'Resolved', 'Closed'] as const);
  const priority = pick(['Low', 'Medium', 'High', 'Urgent'] as const);
  const responded = random() < 0.5 ? at(created + Math.floor(random() * 72 * HOUR)) : null;
  const resolved =
    status === 'Resolved' || status === 'Closed' ? at(created + Math.floor(random() * 400 * HOUR)) : null;
  const crisis = random() < 0.1 ? 1 : 0;
  return {
    ticket_number: `TKT-DAY-${seq}`,
    subject: 'Day figures',
    description: 'A ticket for the day figures test.',
    category_id: pick(categoryIds),
    priority,
    priority_rank: { Low: 1, Medium: 2, High: 3, Urgent: 4 }[priority],
    status,
    crisis_flag: crisis,
    crisis_level: crisis ? 'high' : 'none',
    crisis_score: 0,
    detected_crisis_keywords: '[]',
    priority_score: 50,
    user_id: userId,
    created_by: userId,
    assigned_to: assignee,
    auto_assigned: assignee === null ? 'no' : pick(['yes', 'manual']),
    tags: '[]',
    search_text: 'day figures',
    response_count: responded ? 1 : 0,
    attachment_count: 0,
    // Deadlines around the test's `now`s: some passed, some still open.
    sla_deadline: at(created + Math.floor(random() * 30 * 24 * HOUR)),
    first_response_at: responded,
    resolved_at: resolved,
    closed_at: status === 'Closed' ? resolved : null,
    created_at: at(created),
    updated_at: at(created),
  };
}

async function insertTickets(count: number, make = () => randomTicket()) {
  const rows = Array.from({ length: count }, make);
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('tickets')
      .values(rows.slice(i, i + 100))
      .execute();
}

beforeAll(async () => {
  ({ db, drop, categoryIds, staffIds, studentIds } = await seededDayTestDatabase());
  await insertTickets(800);
}, 120_000);
afterAll(async () => {
  await db.destroy();
  await drop();
});

/** Rows in one order, hours to the last bits of a double on SQLite (exact numerics on PostgreSQL). */
function same(actual: object[], expected: object[], folded = false) {
  const order = (rows: object[]) =>
    rows
      .map((row) => Object.entries(row).sort(([a], [b]) => a.localeCompare(b)))
      .sort((a, b) =>
        JSON.stringify(a.filter(([k]) => !/hours/.test(k))).localeCompare(
          JSON.stringify(b.filter(([k]) => !/hours/.test(k))),
        ),
      );
  const a = order(actual);
  const b = order(expected);
  expect(a.length).toBe(b.length);
  a.forEach((row, i) => {
    const other = new Map(b[i]);
    expect(row.map(([k]) => k)).toEqual([...other.keys()]);
    for (const [key, value] of row) {
      if (/hours/.test(key) && (kind === 'sqlite' || folded))
        expect(value as number).toBeCloseTo(other.get(key) as number, 9);
      else expect(value, key).toBe(other.get(key));
    }
  });
}

/** Staff figures from the live table alone (the query the stored days replaced). */
async function liveStaff() {
  const rows = await db
    .selectFrom('tickets as t')
    .where('t.assigned_to', 'is not', null)
    .select([
      't.assigned_to',
      sql<number>`count(*)`.as('cases'),
      sql<number>`sum(case when t.status in ('Open', 'In Progress') then 1 else 0 end)`.as('active'),
      sql<number>`sum(case when t.status in ('Resolved', 'Closed') then 1 else 0 end)`.as('resolved'),
      sql<number>`count(t.first_response_at)`.as('responded'),
      sql<number>`sum(case when t.first_response_at is not null then ${hoursBetween(kind, 't.created_at', 't.first_response_at')} end)`.as(
        'response_hours',
      ),
    ])
    .groupBy('t.assigned_to')
    .execute();
  const byId = new Map(rows.map((r) => [r.assigned_to, r]));
  return (await repo.staffAggregates(db, kind)).map((row) => {
    const live = byId.get(row.id);
    return {
      ...row,
      cases: Number(live?.cases ?? 0),
      active: Number(live?.active ?? 0),
      resolved: Number(live?.resolved ?? 0),
      responded: Number(live?.responded ?? 0),
      response_hours: Number(live?.response_hours ?? 0),
    };
  });
}

const ZONES = [
  'UTC',
  'Europe/London',
  'America/New_York',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
];

/** Random windows and `now`s: every stored answer equals the live one. */
async function compareAll(rounds: number) {
  for (let round = 0; round < rounds; round += 1) {
    const zone = pick(ZONES);
    const from = at(BASE - Math.floor(random() * 45) * 24 * HOUR).slice(0, 10);
    const to = at(Date.parse(from) + Math.floor(random() * 30) * 24 * HOUR).slice(0, 10);
    const days = localDays(from, to, zone);
    // Local days, or any two instants (an analytics window ends at `now`).
    const window =
      round % 3 === 2
        ? {
            from: at(BASE - Math.floor(random() * 45 * 24 * HOUR)),
            to: at(BASE - Math.floor(random() * 5 * 24 * HOUR)),
          }
        : days.window;
    const now = at(BASE - Math.floor(random() * 20 * 24 * HOUR) + Math.floor(random() * 20 * 24 * HOUR));
    for (const detail of [false, true])
      same(
        await repo.figuresByCategory(db, { kind, window, now, detail }),
        await liveFiguresByCategory(db, { kind, window, now, detail }),
      );
    same(await repo.peopleFigures(db, kind, window), await livePeopleFigures(db, kind, window));
    const created = await repo.createdBySlot(db, kind, days.window, days.slot, { responseTimes: true });
    const liveCreated = await liveCreatedBySlot(db, kind, days.window, days.slot, { responseTimes: true });
    same(foldIntoDays(created, days), foldIntoDays(liveCreated, days), true);
    same(
      foldIntoDays(await repo.resolvedBySlot(db, kind, days.window, days.slot), days),
      foldIntoDays(await liveResolvedBySlot(db, days.window, days.slot), days),
    );
    if (days.slot === 'hour') same(created, liveCreated);
  }
  same(await repo.staffAggregates(db, kind), await liveStaff());
}

/** Random writes of every kind the hub makes to tickets. */
async function randomWrites(count: number) {
  const ids = (await db.selectFrom('tickets').select('id').execute()).map((r) => r.id);
  for (let i = 0; i < count; i += 1) {
    const id = pick(ids);
    const change = pick([
      'resolve',
      'reopen',
      'assign',
      'respond',
      'category',
      'priority',
      'delete',
      'insert',
      'touch',
    ] as const);
    const update = (values: Record<string, unknown>) =>
      db.updateTable('tickets').set(values).where('id', '=', id).execute();
    if (change === 'resolve')
      await update({ status: 'Resolved', resolved_at: at(BASE - Math.floor(random() * 10 * 24 * HOUR)) });
    else if (change === 'reopen') await update({ status: 'Open', resolved_at: null, closed_at: null });
    else if (change === 'assign')
      await update({ assigned_to: random() < 0.2 ? null : pick(staffIds), auto_assigned: 'manual' });
    else if (change === 'respond')
      await update({ first_response_at: at(BASE - Math.floor(random() * 10 * 24 * HOUR)) });
    else if (change === 'category') await update({ category_id: pick(categoryIds) });
    else if (change === 'priority') await update({ priority: pick(['Low', 'Medium', 'High', 'Urgent']) });
    else if (change === 'touch') await update({ updated_at: at(BASE), response_count: 2 });
    else if (change === 'insert') await insertTickets(3);
    else await db.deleteFrom('tickets').where('id', '=', id).execute();
  }
}

describe('stored day figures', () => {
  it('splits a window into whole UTC days and the partial days at its edges', () => {
    expect(splitWindow({ from: '2026-09-01T00:00:00.000Z', to: '2026-09-03T23:59:59.999Z' })).toEqual({
      first: '2026-09-01',
      after: '2026-09-04',
      edges: [],
    });
    expect(splitWindow({ from: '2026-08-31T18:30:00.000Z', to: '2026-09-03T18:29:59.999Z' })).toEqual({
      first: '2026-09-01',
      after: '2026-09-03',
      edges: [
        { from: '2026-08-31T18:30:00.000Z', below: '2026-09-01' },
        { from: '2026-09-03', upTo: '2026-09-03T18:29:59.999Z' },
      ],
    });
    expect(
      splitWindow({ from: '2026-09-01T04:00:00.000Z', to: '2026-09-01T22:00:00.000Z' }).edges,
    ).toHaveLength(1);
  });

  it('answers exactly as the live table, before and after random writes', async () => {
    await compareAll(12);
    for (let batch = 0; batch < 3; batch += 1) {
      await randomWrites(25);
      await compareAll(6);
    }
  }, 180_000);

  it('follows foreign-key actions: a deleted assignee’s tickets go to nobody, a deleted student’s tickets go', async () => {
    const make = (role: string, n: number) => ({
      name: `Day ${role} ${n}`,
      email: `day.${role}.${n}@university.edu`,
      password_hash: 'x',
      role,
      status: 'active',
      created_at: at(BASE),
      updated_at: at(BASE),
    });
    const [staff] = await db.insertInto('users').values(make('counselor', 1)).returning('id').execute();
    const [student] = await db.insertInto('users').values(make('student', 1)).returning('id').execute();
    await insertTickets(20, () => randomTicket(pick(studentIds), staff!.id));
    await insertTickets(20, () => randomTicket(student!.id));
    await compareAll(2);
    await db.deleteFrom('users').where('id', '=', staff!.id).execute();
    await db.deleteFrom('users').where('id', '=', student!.id).execute();
    expect(
      await db.selectFrom('tickets').select('id').where('user_id', '=', student!.id).execute(),
    ).toHaveLength(0);
    await compareAll(4);
  }, 120_000);

  it('bumps only the days a write touched, and none for a change the reports do not count', async () => {
    const versions = async () =>
      new Map(
        (await db.selectFrom('report_day_versions').select(['day', 'version']).execute()).map((r) => [
          r.day,
          r.version,
        ]),
      );
    const ticket = await db
      .selectFrom('tickets')
      .select(['id', 'created_at'])
      .where('resolved_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = await versions();
    await db
      .updateTable('tickets')
      .set({ updated_at: at(BASE), response_count: 7 })
      .where('id', '=', ticket.id)
      .execute();
    expect(await versions()).toEqual(before);
    const resolvedAt = '2026-08-03T10:00:00.000Z';
    await db
      .updateTable('tickets')
      .set({ status: 'Resolved', resolved_at: resolvedAt })
      .where('id', '=', ticket.id)
      .execute();
    const after = await versions();
    const created = ticket.created_at.slice(0, 10);
    for (const [day, version] of after) {
      const bumps = day === created || day === '2026-08-03' ? 1 : 0;
      expect(version, day).toBe((before.get(day) ?? 0) + bumps);
    }
  });

  it('never keeps a day filled from before a write that raced its fill', async () => {
    const window = { from: '2026-08-20T00:00:00.000Z', to: '2026-08-20T23:59:59.999Z' };
    const now = at(BASE + 365 * 24 * HOUR);
    await repo.figuresByCategory(db, { kind, window, now });
    const version = async () =>
      (
        await db
          .selectFrom('report_day_versions')
          .select('version')
          .where('day', '=', '2026-08-20')
          .executeTakeFirst()
      )?.version ?? 0;
    const read = await version();
    // A write lands after the fill read the version and before it computes.
    await insertTickets(1, () => ({ ...randomTicket(), created_at: '2026-08-20T12:00:00.000Z' }));
    await fillDays(db, kind, ['2026-08-20'], new Map([['2026-08-20', read]]));
    const stored = await db
      .selectFrom('report_days')
      .select('version')
      .where('day', '=', '2026-08-20')
      .executeTakeFirstOrThrow();
    expect(stored.version).toBe(read);
    expect(await version()).toBeGreaterThan(read);
    // The fill stored the version it read, which the write has passed: the next report fills the day again.
    await db
      .updateTable('tickets')
      .set({ priority: 'Urgent' })
      .where('created_at', '=', '2026-08-20T12:00:00.000Z')
      .execute();
    same(
      await repo.figuresByCategory(db, { kind, window, now }),
      await liveFiguresByCategory(db, { kind, window, now }),
    );
    expect(
      (
        await db
          .selectFrom('report_days')
          .select('version')
          .where('day', '=', '2026-08-20')
          .executeTakeFirstOrThrow()
      ).version,
    ).toBe(await version());
  });
});
