import type { Kysely } from 'kysely';

/**
 * Data retention (issue 18, decision 0028).
 *
 * `tickets.anonymized_at`: when the retention job removed what the student and staff wrote on a finished
 * ticket (its numbers, dates, category, status and people stay for the reports). A ticket with it set is
 * never anonymized again, so a second run changes nothing.
 *
 * `retention_runs`: one row per day of the daily job, claimed by the insert that only one server can win
 * (the primary key), so with several servers only one runs it per day; `finished_at` stays empty when the run
 * failed, and a claim left unfinished for an hour may be taken over by another server.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tickets').addColumn('anonymized_at', 'varchar(32)').execute();
  await db.schema
    .createTable('retention_runs')
    .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('claimed_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('claimed_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('retention_runs').execute();
  await db.schema.alterTable('tickets').dropColumn('anonymized_at').execute();
}
