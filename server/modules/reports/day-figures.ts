import { type SqlBool, sql } from 'kysely';
import { addDays } from '../../../common/dates';
import type { DatabaseKind } from '../../config';
import type { DB } from '../../db';
import { hoursBetween } from '../../lib/sql-time';
import { ticketConditions } from '../tickets';
import { countWhere, FIGURES, figureColumns, quarterOf } from './figure-columns';

/**
 * Stored report figures per UTC day (decision 0038): which days of a window are whole UTC days, filling the
 * days whose stored figures are missing or out of date, and which days must still be read live.
 */

/** Times from `from` up to `below` (excluded) or `upTo` (included): ISO text compared as text. */
export interface LiveRange {
  from: string;
  below?: string;
  upTo?: string;
}

/** A window split into whole UTC days (`first` to `after`, excluded; none when equal) and its edges. */
export interface SplitWindow {
  first: string;
  after: string;
  edges: LiveRange[];
}

const MIDNIGHT = 'T00:00:00.000Z';
const LAST_MS = 'T23:59:59.999Z';

/** The whole UTC days of a window of ISO times (both ends included) and the partial days at its edges. */
export function splitWindow(window: { from: string; to: string }): SplitWindow {
  const first =
    window.from.slice(10) === MIDNIGHT ? window.from.slice(0, 10) : addDays(window.from.slice(0, 10), 1);
  const after = window.to.slice(10) === LAST_MS ? addDays(window.to.slice(0, 10), 1) : window.to.slice(0, 10);
  if (first >= after) return { first, after: first, edges: [{ from: window.from, upTo: window.to }] };
  const edges: LiveRange[] = [];
  if (window.from < first) edges.push({ from: window.from, below: first });
  if (after <= window.to) edges.push({ from: after, upTo: window.to });
  return { first, after, edges };
}

/** Consecutive days as ranges `[first, after)`, each at most `most` days long. */
export function runsOf(
  days: string[],
  most = Number.POSITIVE_INFINITY,
): { first: string; after: string; days: string[] }[] {
  const runs: { first: string; after: string; days: string[] }[] = [];
  for (const day of [...days].sort()) {
    const last = runs.at(-1);
    if (last && last.after === day && last.days.length < most) {
      last.days.push(day);
      last.after = addDays(day, 1);
    } else runs.push({ first: day, after: addDays(day, 1), days: [day] });
  }
  return runs;
}

/** What is stored per assignee and day (with the hours to their first replies). */
export const PEOPLE = ['tickets', 'open', 'in_progress', 'resolved', 'closed', 'responded'] as const;

/** Days filled per transaction: a fill holds the write lock (PostgreSQL), so a year is filled a week at a time. */
const FILL_RUN_DAYS = 7;

/**
 * Makes sure every day in `[first, after)` (every day with tickets when no range is given) has stored
 * figures of its current version, filling the others, and answers the stored days with their latest
 * SLA deadline still open when they were filled.
 */
export async function storedDays(
  db: DB,
  kind: DatabaseKind,
  range?: { first: string; after: string },
): Promise<Map<string, string | null>> {
  const inRange = (column: string) =>
    range
      ? sql<SqlBool>`${sql.ref(column)} >= ${range.first} and ${sql.ref(column)} < ${range.after}`
      : sql<SqlBool>`1 = 1`;
  // The versions FIRST: a write after this read moves the version past what the fill stores.
  const versions = await db
    .selectFrom('report_day_versions as v')
    .leftJoin('report_days as d', 'd.day', 'v.day')
    .select(['v.day', 'v.version', 'd.version as stored'])
    .where(inRange('v.day'))
    .execute();
  const stale = versions.filter((row) => row.stored !== row.version);
  if (stale.length > 0) {
    const wanted = new Map(stale.map((row) => [row.day, row.version]));
    for (const run of runsOf([...wanted.keys()], FILL_RUN_DAYS)) await fillDays(db, kind, run.days, wanted);
  }
  const rows = await db
    .selectFrom('report_days')
    .select(['day', 'open_deadline'])
    .where(inRange('day'))
    .execute();
  return new Map(rows.map((row) => [row.day, row.open_deadline]));
}

/** The tables a day's figures are stored in, with the column that names the day (or its slot). */
const STORED_TABLES = [
  ['report_day_people', 'day'],
  ['report_day_figures', 'day'],
  ['report_day_created', 'slot'],
  ['report_day_resolved', 'slot'],
] as const;

/**
 * Computes and stores the figures of consecutive `days` at the versions read before (`versions`), in one
 * transaction: each day's rows are replaced whole. A day another fill has meanwhile stored at the same or a
 * newer version is left as it is.
 */
export async function fillDays(
  db: DB,
  kind: DatabaseKind,
  days: string[],
  versions: Map<string, number>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('report_days')
      .select(['day', 'version'])
      .where('day', 'in', days)
      .execute();
    const done = new Map(stored.map((row) => [row.day, row.version]));
    const todo = days.filter((day) => (done.get(day) ?? 0) < (versions.get(day) ?? 0));
    for (const run of runsOf(todo)) {
      const created = (column: string) =>
        sql<SqlBool>`${sql.ref(column)} >= ${run.first} and ${sql.ref(column)} < ${run.after}`;
      for (const [table, key] of STORED_TABLES) {
        await trx
          .deleteFrom(table)
          .where(sql.ref(key), '>=', run.first)
          .where(sql.ref(key), '<', run.after)
          .execute();
      }
      const columns = figureColumns(kind, null);
      const stored = FIGURES.filter((name) => name !== 'sla_pending');
      const day = sql<string>`substr(created_at, 1, 10)`;
      const category = kind === 'sqlite' ? sql`+category_id` : sql`category_id`;
      await trx
        .insertInto('report_day_figures')
        .columns(['day', 'category_id', 'priority', ...stored])
        .expression(
          trx
            .selectFrom('tickets')
            .where(created('created_at'))
            .select([
              day.as('day'),
              'category_id',
              'priority',
              ...stored.map((name) => columns[name].as(name)),
            ])
            .groupBy([day, category, sql`priority`]) as never,
        )
        .execute();
      await trx
        .insertInto('report_day_people')
        .columns(['day', 'assigned_to', ...PEOPLE, 'response_hours'])
        .expression(
          trx
            .selectFrom('tickets')
            .where(created('created_at'))
            .where('assigned_to', 'is not', null)
            .select([
              day.as('day'),
              'assigned_to',
              ...PEOPLE.map((name) => columns[name].as(name)),
              columns.response_hours.as('response_hours'),
            ])
            .groupBy([day, sql`assigned_to`]) as never,
        )
        .execute();
      const createdSlot = quarterOf('created_at');
      await trx
        .insertInto('report_day_created')
        .columns(['slot', 'created', 'crisis', 'responded', 'response_hours'])
        .expression(
          trx
            .selectFrom('tickets')
            .where(created('created_at'))
            .select([
              createdSlot.as('slot'),
              sql<number>`count(*)`.as('created'),
              countWhere(ticketConditions().crisis).as('crisis'),
              sql<number>`count(first_response_at)`.as('responded'),
              sql<number>`coalesce(sum(${hoursBetween(kind, 'created_at', 'first_response_at')}), 0)`.as(
                'response_hours',
              ),
            ])
            .groupBy(createdSlot) as never,
        )
        .execute();
      const resolvedSlot = quarterOf('resolved_at');
      await trx
        .insertInto('report_day_resolved')
        .columns(['slot', 'resolved', 'crisis'])
        .expression(
          trx
            .selectFrom('tickets')
            .where(created('resolved_at'))
            .select([
              resolvedSlot.as('slot'),
              sql<number>`count(*)`.as('resolved'),
              countWhere(ticketConditions().crisis).as('crisis'),
            ])
            .groupBy(resolvedSlot) as never,
        )
        .execute();
      // The latest SLA deadline of the day's tickets with no answer yet: the stored SLA figures hold after it.
      const open = await trx
        .selectFrom('tickets')
        .where(created('created_at'))
        .where('first_response_at', 'is', null)
        .where('resolved_at', 'is', null)
        .select([day.as('day'), sql<string>`max(sla_deadline)`.as('deadline')])
        .groupBy(day)
        .execute();
      const deadlines = new Map(open.map((row) => [row.day, row.deadline]));
      await trx
        .insertInto('report_days')
        .values(
          run.days.map((d) => ({
            day: d,
            version: versions.get(d) ?? 0,
            open_deadline: deadlines.get(d) ?? null,
          })),
        )
        .onConflict((oc) =>
          oc.column('day').doUpdateSet((eb) => ({
            version: eb.ref('excluded.version'),
            open_deadline: eb.ref('excluded.open_deadline'),
          })),
        )
        .execute();
    }
  });
}

/** Days whose stored figures hold at `now`: every SLA deadline open when they were filled has passed. */
export function usableAt(stored: Map<string, string | null>, now: string): { live: string[] } {
  const live: string[] = [];
  for (const [day, deadline] of stored) if (deadline !== null && deadline >= now) live.push(day);
  return { live };
}
