import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * People close the loop on crisis screening (common/crisis/README.md, "People close the loop").
 *
 * `screening_reviews`: one row per "missed crisis" or "false alarm" mark a staff member puts on a ticket,
 * with what the engine said at that moment (level, score, detected language), so the admin review list and
 * the evaluation cases exported from it do not change when the ticket is screened again later. A person has
 * at most one open (not yet exported) mark per ticket: a partial unique index keeps it so on SQLite and
 * PostgreSQL alike. The marker's name is kept as it was, so a mark outlives the account that made it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (col: ColumnDefinitionBuilder) =>
    pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('screening_reviews')
    .addColumn('id', 'integer', id)
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('marked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('marked_by_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('marked_by_role', 'varchar(20)', (c) => c.notNull())
    // missed_crisis or false_alarm.
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    // The level the marker says it should have been (missed_crisis: medium, high or critical); null otherwise.
    .addColumn('expected_level', 'varchar(10)')
    // What the engine said when the mark was made.
    .addColumn('engine_level', 'varchar(10)', (c) => c.notNull())
    .addColumn('engine_score', 'integer', (c) => c.notNull())
    .addColumn('engine_language', 'varchar(10)', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('exported_at', 'varchar(32)')
    .addColumn('exported_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('screening_reviews_open_mark_idx')
    .on('screening_reviews')
    .columns(['ticket_id', 'marked_by'])
    .unique()
    .where(sql.ref('exported_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('screening_reviews_created_idx')
    .on('screening_reviews')
    .columns(['created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('screening_reviews').execute();
}
