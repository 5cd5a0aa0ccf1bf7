import { type Kysely, PostgresAdapter, sql } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * PostgreSQL: the admin reports read a window of tickets by creation or resolution time. A ticket row is wide
 * (subject, description, search text and vector), so at 1,000,000 tickets a 30-day window meant reading a few
 * hundred megabytes of table. These covering indexes hold exactly the columns the reports count with, so the
 * reports are answered from the index alone (an index-only scan; autovacuum keeps the visibility map). They
 * replace the plain created_at and resolved_at indexes, which only the reports used. SQLite keeps its indexes:
 * its rows are read from the same B-tree and it answers these reports fast enough (bench/results.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index tickets_report_created_idx on tickets (created_at)
    include (category_id, status, priority, crisis_flag, auto_assigned, assigned_to, first_response_at,
             resolved_at, sla_deadline)`.execute(db);
  await sql`create index tickets_report_resolved_idx on tickets (resolved_at)
    include (status, crisis_flag)`.execute(db);
  await sql`drop index if exists tickets_created_idx`.execute(db);
  await sql`drop index if exists tickets_resolved_idx`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index tickets_created_idx on tickets (created_at)`.execute(db);
  await sql`create index tickets_resolved_idx on tickets (resolved_at)`.execute(db);
  await sql`drop index tickets_report_created_idx`.execute(db);
  await sql`drop index tickets_report_resolved_idx`.execute(db);
}
