import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { createPostgresRowTriggers, REPORTED } from './0030_report_days';

/**
 * The tickets' report-day versions (decision 0038) are bumped once per statement on PostgreSQL, not once per row.
 *
 * Migration 0030's row triggers upserted the day's `report_day_versions` row once for every ticket written: a
 * statement or transaction writing thousands of tickets of one day updated that one row thousands of times, and
 * each update walked an ever longer chain of that row's dead versions (the appointments' row trigger stalled a
 * 50,000-row seed for minutes that way). Here each statement bumps every distinct day it touched once, reading
 * the statement's rows from its transition tables; PostgreSQL allows those only on triggers of a single event
 * with no column list, hence one trigger per event, and an update trigger that compares the old and new rows
 * itself (the row trigger's `update of … when …`). A row counts as changed when one of the reported columns
 * moved (`REPORTED`); an update that moves `created_at` or `resolved_at` bumps the old and the new day.
 * Foreign-key actions are statements of their own (a deleted user's tickets deleted, an assignee set to
 * nobody), so they fire these triggers too.
 *
 * SQLite has row triggers only (no `for each statement`), and updates the version row in place with no chain of
 * versions: its triggers stay as migration 0030 made them, and this migration changes nothing there.
 */

/** The days this transaction has bumped already, space-separated (a transaction-local setting). */
const BUMPED = `nullif(current_setting('hub.report_days_bumped', true), '')`;

/**
 * Bumps the version of every distinct UTC day named by the `times` columns of `rows` (nulls skipped) that this
 * transaction has not bumped yet, and notes them as bumped.
 */
function bumpDays(rows: string, times: string[]): string {
  const days = times.map((time) => `(substr(${time}, 1, 10))`).join(', ');
  return `declare added text;
    begin
      with bumped as (
        insert into report_day_versions (day, version)
        select distinct days.day, 1 from ${rows} cross join lateral (values ${days}) as days(day)
        where days.day is not null and days.day <> all(coalesce(string_to_array(${BUMPED}, ' '), '{}'))
        order by days.day
        on conflict (day) do update set version = report_day_versions.version + 1
        returning day)
      select string_agg(day, ' ') into added from bumped;
      if added is not null then
        perform set_config('hub.report_days_bumped', concat_ws(' ', ${BUMPED}, added), true);
      end if;
      return null;
    end`;
}

const CHANGED = REPORTED.map((column) => `o.${column} is distinct from n.${column}`).join(' or ');

/** The function of each event, and the transition tables its trigger names. */
const EVENTS = [
  {
    event: 'insert',
    referencing: 'new table as new_tickets',
    body: bumpDays('new_tickets t', ['t.created_at', 't.resolved_at']),
  },
  {
    event: 'delete',
    referencing: 'old table as old_tickets',
    body: bumpDays('old_tickets t', ['t.created_at', 't.resolved_at']),
  },
  {
    event: 'update',
    referencing: 'old table as old_tickets new table as new_tickets',
    // Rows paired by id; a row whose id changed (none of the hub's writes does that) counts as changed.
    body: bumpDays(
      `(select o.created_at as old_created, o.resolved_at as old_resolved,
          n.created_at as new_created, n.resolved_at as new_resolved
        from old_tickets o full join new_tickets n on n.id = o.id
        where o.id is null or n.id is null or ${CHANGED}) t`,
      ['t.old_created', 't.old_resolved', 't.new_created', 't.new_resolved'],
    ),
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const { event } of EVENTS)
    await sql.raw(`drop trigger tickets_report_days_${event} on tickets`).execute(db);
  await sql`drop function report_days_touch()`.execute(db);
  for (const { event, referencing, body } of EVENTS) {
    await sql
      .raw(`create function report_days_touch_${event}() returns trigger as $$ ${body} $$ language plpgsql`)
      .execute(db);
    await sql
      .raw(`create trigger tickets_report_days_${event} after ${event} on tickets referencing ${referencing}
        for each statement execute function report_days_touch_${event}()`)
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const { event } of EVENTS) {
    await sql.raw(`drop trigger tickets_report_days_${event} on tickets`).execute(db);
    await sql.raw(`drop function report_days_touch_${event}()`).execute(db);
  }
  await createPostgresRowTriggers(db);
}
