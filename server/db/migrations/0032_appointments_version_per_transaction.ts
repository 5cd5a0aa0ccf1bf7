import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The appointments' report version (migration 0030) is bumped once per transaction on PostgreSQL, not once per
 * statement, as the tickets' report days are (migration 0031, decision 0041).
 *
 * Migration 0030 bumps `report_table_versions` ('appointments') once per statement on `appointments` and
 * `appointment_feedback`. A transaction of many statements (booking a series, a seed or an import writing one
 * session per statement) updated that one row once per statement, and each update of a row already updated by the
 * same open transaction walks the chain of its earlier versions. Here the first write of a transaction bumps the
 * version and notes it in a transaction-local setting (`hub.report_appointments_bumped`); later writes of the same
 * transaction see the note and do nothing. A rolled-back savepoint undoes the setting with the bump, so the next
 * write bumps again. Readers compare versions only (nothing reads it as a count), and a transaction's bump becomes
 * visible with all of its writes, at its commit.
 *
 * SQLite has row triggers only and updates the row in place (no chain of versions): nothing changes there.
 */
const BUMPED = `current_setting('hub.report_appointments_bumped', true)`;
const BUMP = `update report_table_versions set version = version + 1 where name = 'appointments';`;

function touch(body: string): string {
  return `create or replace function report_appointments_touch() returns trigger as $$ ${body} $$ language plpgsql`;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql
    .raw(
      touch(`begin
        if ${BUMPED} is distinct from 'yes' then
          ${BUMP}
          perform set_config('hub.report_appointments_bumped', 'yes', true);
        end if;
        return null;
      end`),
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql.raw(touch(`begin ${BUMP} return null; end`)).execute(db);
}
