import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (col: ColumnDefinitionBuilder) =>
    pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('tickets')
    .addColumn('id', 'integer', id)
    .addColumn('ticket_number', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('ticket_categories.id'))
    .addColumn('priority', 'varchar(10)', (c) => c.notNull())
    .addColumn('priority_rank', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('crisis_flag', 'integer', (c) => c.notNull())
    .addColumn('crisis_level', 'varchar(10)', (c) => c.notNull())
    .addColumn('crisis_score', 'integer', (c) => c.notNull())
    .addColumn('detected_crisis_keywords', 'text', (c) => c.notNull())
    .addColumn('priority_score', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('assigned_to', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('auto_assigned', 'varchar(10)', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('response_count', 'integer', (c) => c.notNull())
    .addColumn('attachment_count', 'integer', (c) => c.notNull())
    .addColumn('sla_deadline', 'varchar(32)', (c) => c.notNull())
    .addColumn('first_response_at', 'varchar(32)')
    .addColumn('resolved_at', 'varchar(32)')
    .addColumn('closed_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // The list's orders and filters. Lists always sort crisis tickets first, so each index a list walks in
  // order starts with the viewer's scope column (if any), then crisis_flag, then the sort column.
  const index = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('tickets').columns(columns).execute();
  await index('tickets_updated_idx', ['crisis_flag', 'updated_at', 'id']);
  await index('tickets_created_order_idx', ['crisis_flag', 'created_at', 'id']);
  await index('tickets_priority_order_idx', ['crisis_flag', 'priority_rank', 'id']);
  await index('tickets_user_idx', ['user_id', 'crisis_flag', 'updated_at', 'id']);
  await index('tickets_assignee_idx', ['assigned_to', 'crisis_flag', 'updated_at', 'id']);
  await index('tickets_status_idx', ['status', 'crisis_flag', 'updated_at', 'id']);
  await index('tickets_status_category_idx', ['status', 'category_id', 'crisis_flag', 'updated_at', 'id']);
  await index('tickets_category_idx', ['category_id', 'crisis_flag', 'updated_at', 'id']);
  await index('tickets_created_idx', ['created_at']);

  await db.schema
    .createTable('ticket_responses')
    .addColumn('id', 'integer', id)
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('is_internal', 'integer', (c) => c.notNull())
    .addColumn('is_urgent', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ticket_responses_ticket_idx')
    .on('ticket_responses')
    .columns(['ticket_id', 'id'])
    .execute();

  await db.schema
    .createTable('ticket_attachments')
    .addColumn('id', 'integer', id)
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('response_id', 'integer', (c) => c.references('ticket_responses.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('stored_name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('file_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ticket_attachments_ticket_idx')
    .on('ticket_attachments')
    .column('ticket_id')
    .execute();

  await db.schema
    .createTable('ticket_history')
    .addColumn('id', 'integer', id)
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('field', 'varchar(40)', (c) => c.notNull())
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ticket_history_ticket_idx')
    .on('ticket_history')
    .columns(['ticket_id', 'id'])
    .execute();

  await db.schema
    .createTable('crisis_keywords')
    .addColumn('id', 'integer', id)
    .addColumn('keyword', 'varchar(100)', (c) => c.notNull())
    .addColumn('category', 'varchar(40)', (c) => c.notNull())
    .addColumn('severity_level', 'varchar(10)', (c) => c.notNull())
    .addColumn('severity_weight', 'integer', (c) => c.notNull())
    .addColumn('category_ids', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('crisis_keywords_keyword_idx')
    .on('crisis_keywords')
    .column('keyword')
    .unique()
    .execute();

  // Small key/value settings the product keeps in the database (seeding marks, escalation window, ...).
  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  // Full-text search over a ticket's words: FTS5 on SQLite, a GIN-indexed tsvector on PostgreSQL.
  if (pg) {
    await sql`ALTER TABLE tickets ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED`.execute(
      db,
    );
    await sql`CREATE INDEX tickets_search_idx ON tickets USING GIN (search_vector)`.execute(db);
  } else {
    await sql`CREATE VIRTUAL TABLE tickets_fts USING fts5(search_text, content='tickets', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(
      db,
    );
    await sql`CREATE TRIGGER tickets_fts_insert AFTER INSERT ON tickets BEGIN
      INSERT INTO tickets_fts(rowid, search_text) VALUES (new.id, new.search_text); END`.execute(db);
    await sql`CREATE TRIGGER tickets_fts_delete AFTER DELETE ON tickets BEGIN
      INSERT INTO tickets_fts(tickets_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text); END`.execute(
      db,
    );
    await sql`CREATE TRIGGER tickets_fts_update AFTER UPDATE OF search_text ON tickets BEGIN
      INSERT INTO tickets_fts(tickets_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
      INSERT INTO tickets_fts(rowid, search_text) VALUES (new.id, new.search_text); END`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) await sql`DROP TABLE IF EXISTS tickets_fts`.execute(db);
  for (const table of [
    'crisis_keywords',
    'ticket_history',
    'ticket_attachments',
    'ticket_responses',
    'tickets',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
