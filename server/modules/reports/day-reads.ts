import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { DatabaseKind } from '../../config';
import type { DB } from '../../db';
import type { Database } from '../../db/types';
import { hoursBetween } from '../../lib/sql-time';
import { ticketConditions } from '../tickets';
import { type LiveRange, PEOPLE, runsOf, splitWindow, storedDays, usableAt } from './day-figures';
import { countWhere, FIGURES, figureColumns, slotOf } from './figure-columns';
import type { Slot } from './local-days';
import type { CategoryFigures, DayCount, PersonFigures, Window } from './repository';

/**
 * The reports' ticket figures over a window: the stored figures of its whole UTC days (day-figures.ts) and
 * the live `tickets` table for the partial days at its edges and the days still waiting on an SLA deadline,
 * added up in one statement. The `live*` functions answer from the live table alone (every figure as the
 * stored days must give it; the equivalence tests compare the two).
 */

const num = (value: unknown): number => Number(value ?? 0);

/** Row queries with the same columns in the same order, as one `union all` (the caller sums it up). */
type Rows = SelectQueryBuilder<Database, keyof Database, Record<string, unknown>>;
const unionOf = (first: unknown, rest: unknown[]): Rows =>
  rest.reduce<Rows>((all, part) => all.unionAll(part as Rows), first as Rows);
const is = ticketConditions();

/** `column` within a live range (ISO text compared as text, as the windows always were). */
function within(column: string, range: LiveRange) {
  const ref = sql.ref(column);
  const end = range.below !== undefined ? sql`${ref} < ${range.below}` : sql`${ref} <= ${range.upTo}`;
  return sql<SqlBool>`${ref} >= ${range.from} and ${end}`;
}

type Grouping = 'category' | 'detail';
const GROUPS: Record<Grouping, string[]> = {
  category: ['category_id'],
  detail: ['category_id', 'priority'],
};

/** Every figure of the tickets created in `range`, per group, in the order of FIGURES. */
function liveFigureRows(db: DB, kind: DatabaseKind, range: LiveRange, now: string, grouping: Grouping) {
  const columns = figureColumns(kind, now);
  // On SQLite `+category_id` keeps the planner off the category index: walking it visits every ticket in
  // category order (three times slower at 100,000 tickets) where the window's range needs only some.
  const category = kind === 'sqlite' ? sql`+category_id` : sql`category_id`;
  return db
    .selectFrom('tickets')
    .where(within('created_at', range))
    .select([
      ...GROUPS[grouping].map((c) => sql.ref(c).as(c)),
      ...FIGURES.map((name) => columns[name].as(name)),
    ])
    .groupBy(grouping === 'detail' ? [category, sql`priority`] : [category]);
}

function toFigures(rows: Record<string, unknown>[]): CategoryFigures[] {
  return rows.map((row) => {
    const figures: Record<string, number | string | null> = {};
    for (const [key, value] of Object.entries(row)) {
      if (key === 'priority') figures[key] = String(value);
      else figures[key] = num(value);
    }
    return figures as CategoryFigures;
  });
}

interface FigureQuery {
  kind: DatabaseKind;
  window: Window;
  now: string;
  /** Rows per category and priority instead of per category. */
  detail?: boolean;
}

/** The figures of the tickets created in the window, from the live table alone. */
export async function liveFiguresByCategory(db: DB, { kind, window, now, detail = false }: FigureQuery) {
  const rows = await liveFigureRows(
    db,
    kind,
    { from: window.from, upTo: window.to },
    now,
    detail ? 'detail' : 'category',
  ).execute();
  return toFigures(rows);
}

/**
 * Every figure of the window, one row per category (a few dozen rows at most), or per category and priority
 * with `detail` (the Reports screen's times by priority); the caller adds the rows up. `now` decides which SLA
 * deadlines have passed.
 */
export async function figuresByCategory(db: DB, query: FigureQuery): Promise<CategoryFigures[]> {
  const { kind, window, now } = query;
  const split = splitWindow(window);
  if (split.first >= split.after) return liveFiguresByCategory(db, query);
  const grouping: Grouping = query.detail ? 'detail' : 'category';
  const { live } = usableAt(await storedDays(db, kind, split), now);
  const ranges = [...split.edges, ...runsOf(live).map((run) => ({ from: run.first, below: run.after }))];
  let stored = db
    .selectFrom('report_day_figures')
    .where('day', '>=', split.first)
    .where('day', '<', split.after)
    .select([
      ...GROUPS[grouping].map((c) => sql.ref(c).as(c)),
      ...FIGURES.map((name) => (name === 'sla_pending' ? sql<number>`0` : sql.ref(name)).as(name)),
    ]);
  if (live.length > 0) stored = stored.where('day', 'not in', live);
  const parts = ranges.map((range) => liveFigureRows(db, kind, range, now, grouping));
  const union = unionOf(stored, parts);
  const groups = GROUPS[grouping].map((c) => sql.ref(`u.${c}`));
  const rows = await db
    .selectFrom(union.as('u'))
    .select([
      ...GROUPS[grouping].map((c) => sql.ref(`u.${c}`).as(c)),
      ...FIGURES.map((name) => sql<number>`sum(${sql.ref(`u.${name}`)})`.as(name)),
    ])
    .groupBy(groups)
    .execute();
  return toFigures(rows as Record<string, unknown>[]);
}

/** Each assignee's tickets created in a live range, as `report_day_people` stores them. */
function livePeopleRows(db: DB, kind: DatabaseKind, range: LiveRange) {
  const columns = figureColumns(kind, null);
  return db
    .selectFrom('tickets')
    .where(within('created_at', range))
    .where('assigned_to', 'is not', null)
    .select([
      sql.ref('assigned_to').as('assigned_to'),
      ...PEOPLE.map((name) => columns[name].as(name)),
      columns.response_hours.as('response_hours'),
    ])
    .groupBy(sql`assigned_to`);
}

function toPeople(rows: Record<string, unknown>[]): PersonFigures[] {
  return rows.map((row) => ({
    assigned_to: num(row.assigned_to),
    tickets: num(row.tickets),
    open: num(row.open),
    in_progress: num(row.in_progress),
    resolved: num(row.resolved),
    closed: num(row.closed),
    responded: num(row.responded),
    response_hours: num(row.response_hours),
  }));
}

/** Each assignee's tickets created in the window, from the live table alone. */
export async function livePeopleFigures(
  db: DB,
  kind: DatabaseKind,
  window: Window,
): Promise<PersonFigures[]> {
  return toPeople(await livePeopleRows(db, kind, { from: window.from, upTo: window.to }).execute());
}

/**
 * Each assignee's tickets created in the window (the Reports screen's people): the stored days and the live
 * edges. They do not depend on `now`, so every stored day is used.
 */
export async function peopleFigures(db: DB, kind: DatabaseKind, window: Window): Promise<PersonFigures[]> {
  const split = splitWindow(window);
  if (split.first >= split.after) return livePeopleFigures(db, kind, window);
  await storedDays(db, kind, split);
  const stored = db
    .selectFrom('report_day_people')
    .where('day', '>=', split.first)
    .where('day', '<', split.after)
    .select(['assigned_to', ...PEOPLE, 'response_hours']);
  const union = unionOf(
    stored,
    split.edges.map((range) => livePeopleRows(db, kind, range)),
  );
  const rows = await db
    .selectFrom(union.as('u'))
    .select([
      sql.ref('u.assigned_to').as('assigned_to'),
      ...[...PEOPLE, 'response_hours'].map((name) => sql<number>`sum(${sql.ref(`u.${name}`)})`.as(name)),
    ])
    .groupBy(sql.ref('u.assigned_to'))
    .execute();
  return toPeople(rows as Record<string, unknown>[]);
}

const SLOT_LENGTH = { hour: 13, minute: 16 } as const;

/** Whether an ISO time falls on a UTC quarter hour (the stored slots can then be told apart by local day). */
const onQuarter = (time: number) => time % 900_000 === 0;

/** Whether the window's whole days can come from the stored quarter hours. */
function storedSlots(window: Window, slot: Slot): boolean {
  if (slot === 'hour') return true;
  return onQuarter(Date.parse(window.from)) && onQuarter(Date.parse(window.to) + 1);
}

function slotRows(rows: Record<string, unknown>[], responseTimes: boolean): DayCount[] {
  return rows.map((r) => ({
    day: String(r.day),
    count: num(r.count),
    crisis: num(r.crisis),
    ...(responseTimes ? { responded: num(r.responded), response_hours: num(r.response_hours) } : {}),
  }));
}

/** Tickets created per UTC slot of a live range, with first replies and the hours they took. */
function liveCreated(db: DB, kind: DatabaseKind, range: LiveRange, slot: Slot) {
  const day = slotOf('created_at', SLOT_LENGTH[slot]);
  return db
    .selectFrom('tickets')
    .where(within('created_at', range))
    .select([
      day.as('day'),
      sql<number>`count(*)`.as('count'),
      countWhere(is.crisis).as('crisis'),
      sql<number>`count(first_response_at)`.as('responded'),
      sql<number>`coalesce(sum(${hoursBetween(kind, 'created_at', 'first_response_at')}), 0)`.as(
        'response_hours',
      ),
    ])
    .groupBy(day);
}

/** Tickets resolved per UTC slot of a live range. */
function liveResolved(db: DB, range: LiveRange, slot: Slot) {
  const day = slotOf('resolved_at', SLOT_LENGTH[slot]);
  return db
    .selectFrom('tickets')
    .where(within('resolved_at', range))
    .select([day.as('day'), sql<number>`count(*)`.as('count'), countWhere(is.crisis).as('crisis')])
    .groupBy(day);
}

/** Tickets created per UTC slot of the window, from the live table alone. */
export async function liveCreatedBySlot(
  db: DB,
  kind: DatabaseKind,
  window: Window,
  slot: Slot,
  options: { responseTimes?: boolean } = {},
): Promise<DayCount[]> {
  const rows = await liveCreated(db, kind, { from: window.from, upTo: window.to }, slot).execute();
  return slotRows(rows, options.responseTimes ?? false);
}

/** Tickets resolved per UTC slot of the window, from the live table alone. */
export async function liveResolvedBySlot(db: DB, window: Window, slot: Slot): Promise<DayCount[]> {
  return slotRows(await liveResolved(db, { from: window.from, upTo: window.to }, slot).execute(), false);
}

/**
 * Tickets created per UTC hour (or minute) of the window, with the crisis ones among them (and, with
 * `responseTimes`, the first replies and the hours they took): `day` is the slot (`2026-11-01T05`), or for
 * the stored days in minutes the quarter hour; `foldIntoDays` adds the slots up into the hub's local days.
 */
export async function createdBySlot(
  db: DB,
  kind: DatabaseKind,
  window: Window,
  slot: Slot,
  options: { responseTimes?: boolean } = {},
): Promise<DayCount[]> {
  const split = splitWindow(window);
  if (split.first >= split.after || !storedSlots(window, slot))
    return liveCreatedBySlot(db, kind, window, slot, options);
  await storedDays(db, kind, split);
  const day = sql<string>`substr(slot, 1, ${sql.lit(SLOT_LENGTH[slot])})`;
  const stored = db
    .selectFrom('report_day_created')
    .where('slot', '>=', split.first)
    .where('slot', '<', split.after)
    .select([day.as('day'), 'created as count', 'crisis', 'responded', 'response_hours']);
  return slotRows(
    await sumSlots(
      db,
      unionOf(
        stored,
        split.edges.map((range) => liveCreated(db, kind, range, slot)),
      ),
      true,
    ),
    options.responseTimes ?? false,
  );
}

/** Tickets resolved per UTC hour (or minute, or stored quarter hour) of the window, whenever they were created. */
export async function resolvedBySlot(
  db: DB,
  kind: DatabaseKind,
  window: Window,
  slot: Slot,
): Promise<DayCount[]> {
  const split = splitWindow(window);
  if (split.first >= split.after || !storedSlots(window, slot)) return liveResolvedBySlot(db, window, slot);
  await storedDays(db, kind, split);
  const day = sql<string>`substr(slot, 1, ${sql.lit(SLOT_LENGTH[slot])})`;
  const stored = db
    .selectFrom('report_day_resolved')
    .where('slot', '>=', split.first)
    .where('slot', '<', split.after)
    .select([day.as('day'), 'resolved as count', 'crisis']);
  return slotRows(
    await sumSlots(
      db,
      unionOf(
        stored,
        split.edges.map((range) => liveResolved(db, range, slot)),
      ),
      false,
    ),
    false,
  );
}

async function sumSlots(db: DB, union: Rows, responseTimes: boolean): Promise<Record<string, unknown>[]> {
  const sums = ['count', 'crisis', ...(responseTimes ? ['responded', 'response_hours'] : [])];
  return (await db
    .selectFrom(union.as('u'))
    .select([sql.ref('u.day').as('day'), ...sums.map((c) => sql<number>`sum(${sql.ref(`u.${c}`)})`.as(c))])
    .groupBy(sql.ref('u.day'))
    .execute()) as Record<string, unknown>[];
}
