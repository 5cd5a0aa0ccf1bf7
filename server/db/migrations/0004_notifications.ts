import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Notifications (one row per recipient), the crisis escalation schedule (one row per crisis ticket, the
 * clock that survives restarts) and who acknowledged a ticket's crisis.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (col: ColumnDefinitionBuilder) =>
    pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('priority', 'varchar(10)', (c) => c.notNull())
    .addColumn('link', 'varchar(500)')
    .addColumn('subject_type', 'varchar(40)')
    .addColumn('subject_id', 'integer')
    .addColumn('read_at', 'varchar(32)')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // A user's list newest first, and a reconnecting stream's "everything after id N".
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['user_id', 'id'])
    .execute();
  // The unread badge: user_id = ? and read_at is null.
  await db.schema
    .createIndex('notifications_user_read_idx')
    .on('notifications')
    .columns(['user_id', 'read_at'])
    .execute();

  await db.schema
    .createTable('crisis_escalations')
    .addColumn('id', 'integer', id)
    .addColumn('ticket_id', 'integer', (c) =>
      c.notNull().unique().references('tickets.id').onDelete('cascade'),
    )
    .addColumn('detected_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    // Windows escalated so far; a server claims window n+1 only by moving this from n (compare-and-set).
    .addColumn('escalation_count', 'integer', (c) => c.notNull())
    // When the next window ends; null once acknowledged.
    .addColumn('next_escalation_at', 'varchar(32)')
    .addColumn('last_escalated_at', 'varchar(32)')
    .addColumn('acknowledged_at', 'varchar(32)')
    .addColumn('acknowledged_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('acknowledgement_note', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('crisis_escalations_due_idx')
    .on('crisis_escalations')
    .column('next_escalation_at')
    .execute();

  // What the ticket shows: when and by whom its crisis was acknowledged. The name is kept as it was at the
  // time, so the record still reads correctly after the account is renamed or removed.
  await db.schema.alterTable('tickets').addColumn('crisis_acknowledged_at', 'varchar(32)').execute();
  await db.schema
    .alterTable('tickets')
    .addColumn('crisis_acknowledged_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('tickets').addColumn('crisis_acknowledged_by_name', 'varchar(255)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('crisis_escalations').execute();
  await db.schema.dropTable('notifications').execute();
  // SQLite cannot drop a column that takes part in a foreign key; the three columns stay there, unused.
  if (isPostgres(db)) {
    for (const column of [
      'crisis_acknowledged_by_name',
      'crisis_acknowledged_by',
      'crisis_acknowledged_at',
    ]) {
      await db.schema.alterTable('tickets').dropColumn(column).execute();
    }
  }
}
