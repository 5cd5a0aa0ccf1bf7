import { type Kysely, PostgresAdapter, sql } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The possible-concern review queue (docs/ARCHITECTURE.md, "Possible concern review queue").
 *
 * `possible_concern` is 1 when the screening of the ticket (or of a student's later reply) said "possible
 * concern": the rules below medium, the learned second opinion seeing a weak signal. It is a review level,
 * never an escalation. A counselor or admin reviews it within the day and records the outcome; the
 * reviewer's name is kept as it was, like a crisis acknowledgement. The partial index holds only the
 * flagged tickets, ordered for the open queue (oldest first) and the reviewed list (newest review first).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('tickets')
    .addColumn('possible_concern', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // When screening last said so (the ticket's creation or a student's reply): the queue's age starts here.
  await db.schema.alterTable('tickets').addColumn('concern_raised_at', 'varchar(32)').execute();
  await db.schema.alterTable('tickets').addColumn('concern_reviewed_at', 'varchar(32)').execute();
  await db.schema
    .alterTable('tickets')
    .addColumn('concern_reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('tickets').addColumn('concern_reviewed_by_name', 'varchar(255)').execute();
  // no_action, reached_out or escalated.
  await db.schema.alterTable('tickets').addColumn('concern_outcome', 'varchar(20)').execute();
  await db.schema.alterTable('tickets').addColumn('concern_note', 'text').execute();
  await db.schema
    .createIndex('tickets_possible_concern_idx')
    .on('tickets')
    .columns(['concern_reviewed_at', 'concern_raised_at', 'id'])
    .where(sql.ref('possible_concern'), '=', 1)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('tickets_possible_concern_idx').execute();
  // SQLite cannot drop a column that takes part in a foreign key; the columns stay there, unused.
  if (isPostgres(db)) {
    for (const column of [
      'concern_note',
      'concern_outcome',
      'concern_reviewed_by_name',
      'concern_reviewed_by',
      'concern_reviewed_at',
      'concern_raised_at',
      'possible_concern',
    ]) {
      await db.schema.alterTable('tickets').dropColumn(column).execute();
    }
  }
}
