import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Stored report figures per UTC day (decision 0038). The admin reports read these for the whole UTC days of a
 * window and the live `tickets` table only for the window's edges and for days whose figures are missing, out
 * of date or still waiting on an SLA deadline.
 *
 * - `report_day_versions`: one row per UTC day that has (or had) a ticket created or resolved on it; triggers
 *   on `tickets` bump it in the writing transaction, so every write path on every app server is covered
 *   (foreign-key actions too: a deleted user's tickets go, an assignee's are set to nobody).
 * - `report_days`: the days whose figures are stored, the version they were computed at, and the latest SLA
 *   deadline among the day's tickets that had no answer then (`open_deadline`): the stored SLA figures count
 *   every unanswered ticket as breached, so they hold only once that deadline has passed.
 * - `report_day_figures`: per (day of creation, category, priority), every figure of `figuresByCategory` but
 *   `sla_pending` (zero once the day is usable).
 * - `report_day_people`: per (day of creation, assignee), what staff performance and the Reports screen count
 *   for each person (kept apart: per category, priority AND assignee there would be about one row per ticket).
 * - `report_table_versions`: a version per table the Reports screen reads beside tickets (`appointments`, bumped
 *   by every write to appointments and their feedback), so its appointment figures are kept across ticket writes.
 * - `report_day_created` / `report_day_resolved`: tickets created (resolved) per UTC quarter hour, the slot
 *   key `2026-11-01T05:15` (every time zone's midnight falls on a quarter hour).
 */
const HOURS = ['response_hours', 'resolution_hours'];
export const DAY_COUNTS = [
  'tickets',
  'open',
  'in_progress',
  'resolved',
  'closed',
  'low',
  'medium',
  'high',
  'urgent',
  'crisis',
  'auto_assigned',
  'manual',
  'unassigned',
  'responded',
  'resolved_at_set',
  'sla_met',
  'sla_breached',
];

/** Per assignee: their tickets by status, and the first replies with the hours they took. */
export const PEOPLE_COUNTS = ['tickets', 'open', 'in_progress', 'resolved', 'closed', 'responded'];

/** The ticket columns the reports count with: an update that changes none of them leaves the days alone. */
export const REPORTED = [
  'created_at',
  'resolved_at',
  'first_response_at',
  'sla_deadline',
  'category_id',
  'priority',
  'status',
  'crisis_flag',
  'auto_assigned',
  'assigned_to',
];

/** Bumps the version of the UTC day of `time` (skipped when null or when one of `done` already named that day). */
function bump(time: string, done: string[]): string {
  const day = `substr(${time}, 1, 10)`;
  const skip = done.map((other) => ` and (${other} is null or substr(${other}, 1, 10) <> ${day})`).join('');
  return `insert into report_day_versions (day, version) select ${day}, 1 where ${time} is not null${skip}
    on conflict (day) do update set version = report_day_versions.version + 1;`;
}

const ON_INSERT = [bump('new.created_at', []), bump('new.resolved_at', ['new.created_at'])];
const ON_DELETE = [bump('old.created_at', []), bump('old.resolved_at', ['old.created_at'])];
const ON_UPDATE = [
  ...ON_DELETE,
  bump('new.created_at', ['old.created_at', 'old.resolved_at']),
  bump('new.resolved_at', ['old.created_at', 'old.resolved_at', 'new.created_at']),
];

/**
 * The PostgreSQL row triggers this migration made on `tickets` (migration 0031 replaced them with statement
 * triggers, and puts them back when undone).
 */
export async function createPostgresRowTriggers(db: Kysely<any>): Promise<void> {
  const changed = REPORTED.map((c) => `old.${c} is distinct from new.${c}`).join(' or ');
  await sql
    .raw(`create function report_days_touch() returns trigger as $$
      begin
        if tg_op = 'INSERT' then ${ON_INSERT.join('\n')}
        elsif tg_op = 'UPDATE' then ${ON_UPDATE.join('\n')}
        else ${ON_DELETE.join('\n')}
        end if;
        return null;
      end $$ language plpgsql`)
    .execute(db);
  await sql`create trigger tickets_report_days_insert after insert on tickets
      for each row execute function report_days_touch()`.execute(db);
  await sql
    .raw(`create trigger tickets_report_days_update after update of ${REPORTED.join(', ')} on tickets
      for each row when (${changed}) execute function report_days_touch()`)
    .execute(db);
  await sql`create trigger tickets_report_days_delete after delete on tickets
      for each row execute function report_days_touch()`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const hours = postgres ? 'numeric' : 'real';
  await db.schema
    .createTable('report_day_versions')
    .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('report_days')
    .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('open_deadline', 'varchar(32)')
    .execute();
  let figures = db.schema
    .createTable('report_day_figures')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('priority', 'varchar(10)', (c) => c.notNull());
  for (const name of DAY_COUNTS) figures = figures.addColumn(name, 'integer', (c) => c.notNull());
  for (const name of HOURS) figures = figures.addColumn(name, sql.raw(hours), (c) => c.notNull());
  await figures.execute();
  await db.schema.createIndex('report_day_figures_day_idx').on('report_day_figures').column('day').execute();
  let people = db.schema
    .createTable('report_day_people')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('assigned_to', 'integer', (c) => c.notNull());
  for (const name of PEOPLE_COUNTS) people = people.addColumn(name, 'integer', (c) => c.notNull());
  people = people.addColumn('response_hours', sql.raw(hours), (c) => c.notNull());
  await people.execute();
  await db.schema.createIndex('report_day_people_day_idx').on('report_day_people').column('day').execute();
  await db.schema
    .createTable('report_day_created')
    .addColumn('slot', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('created', 'integer', (c) => c.notNull())
    .addColumn('crisis', 'integer', (c) => c.notNull())
    .addColumn('responded', 'integer', (c) => c.notNull())
    .addColumn('response_hours', sql.raw(hours), (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('report_day_resolved')
    .addColumn('slot', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('resolved', 'integer', (c) => c.notNull())
    .addColumn('crisis', 'integer', (c) => c.notNull())
    .execute();

  // Every day that already has a ticket created or resolved on it gets its version, so the days to fill are
  // always the rows of this table.
  await sql`insert into report_day_versions (day, version)
    select substr(created_at, 1, 10), 1 from tickets
    union select substr(resolved_at, 1, 10), 1 from tickets where resolved_at is not null`.execute(db);

  await db.schema
    .createTable('report_table_versions')
    .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('report_table_versions').values({ name: 'appointments', version: 1 }).execute();
  // One bump per statement on PostgreSQL: a row-level trigger updating one row for each of 50,000 rows inserted in
  // one transaction walks an ever longer chain of that row's versions (the large seed stalled for minutes).
  // SQLite has row-level triggers only, and updates the row in place.
  const bumpAppointments = `update report_table_versions set version = version + 1 where name = 'appointments';`;
  if (postgres)
    await sql
      .raw(`create function report_appointments_touch() returns trigger as $$
        begin ${bumpAppointments} return null; end $$ language plpgsql`)
      .execute(db);
  for (const table of ['appointments', 'appointment_feedback'])
    for (const event of ['insert', 'update', 'delete']) {
      const trigger = `create trigger ${table}_report_version_${event} after ${event} on ${table}`;
      await sql
        .raw(
          postgres
            ? `${trigger} for each statement execute function report_appointments_touch()`
            : `${trigger} begin ${bumpAppointments} end`,
        )
        .execute(db);
    }

  if (postgres) {
    await createPostgresRowTriggers(db);
    return;
  }
  const changed = REPORTED.map((c) => `old.${c} is not new.${c}`).join(' or ');
  await sql
    .raw(
      `create trigger tickets_report_days_insert after insert on tickets begin ${ON_INSERT.join('\n')} end`,
    )
    .execute(db);
  await sql
    .raw(`create trigger tickets_report_days_update after update of ${REPORTED.join(', ')} on tickets
      when ${changed} begin ${ON_UPDATE.join('\n')} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger tickets_report_days_delete after delete on tickets begin ${ON_DELETE.join('\n')} end`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const event of ['insert', 'update', 'delete'])
    await sql`drop trigger ${sql.id(`tickets_report_days_${event}`)}${postgres ? sql` on tickets` : sql``}`.execute(
      db,
    );
  for (const table of ['appointments', 'appointment_feedback'])
    for (const event of ['insert', 'update', 'delete'])
      await sql`drop trigger ${sql.id(`${table}_report_version_${event}`)}${postgres ? sql.raw(` on ${table}`) : sql``}`.execute(
        db,
      );
  if (postgres) await sql`drop function report_days_touch()`.execute(db);
  if (postgres) await sql`drop function report_appointments_touch()`.execute(db);
  for (const table of [
    'report_table_versions',
    'report_day_resolved',
    'report_day_created',
    'report_day_people',
    'report_day_figures',
    'report_days',
    'report_day_versions',
  ])
    await db.schema.dropTable(table).execute();
}
