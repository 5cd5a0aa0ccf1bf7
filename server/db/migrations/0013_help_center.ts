import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The help center (spec 3 "Help"; docs/decisions/0019-help-search.md).
 *
 * - `help_categories` and `faqs`: a category holding FAQs cannot be deleted (the foreign key has no cascade,
 *   and the service refuses first with the spec's words).
 * - `faqs.search_question` (question and tags) and `faqs.search_answer` (the answer as plain words) are
 *   written in TypeScript; they feed a full-text index with stemming: FTS5 with the porter tokenizer on
 *   SQLite (kept by triggers), a weighted `tsvector` ('english', question A, answer C) with a GIN index on
 *   PostgreSQL. Ranking weighs question words above answer words on both.
 * - `faq_feedback`: one vote per reader and FAQ (unique key); the FAQ's counts are recomputed from it in the
 *   transaction of each vote. `faq_views`: one view per reader, FAQ and day.
 * - `faq_suggestions`: content proposed by counselors and admins; approval is a conditional update
 *   (pending -> approved) so a suggestion becomes one FAQ, once.
 * - `faq_bookmarks`, `help_recent_searches`: each reader's own; `help_search_log`: one row per search text
 *   (popular and zero-result searches for the admins); `faq_search_vocabulary`: the words of the published
 *   FAQs, which the typo pass corrects search words towards.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (col: ColumnDefinitionBuilder) =>
    pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('help_categories')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('slug', 'varchar(300)', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('icon', 'varchar(50)', (c) => c.notNull())
    .addColumn('color', 'varchar(7)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('faqs')
    .addColumn('id', 'integer', id)
    .addColumn('category_id', 'integer', (c) => c.references('help_categories.id'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('is_published', 'integer', (c) => c.notNull())
    .addColumn('is_featured', 'integer', (c) => c.notNull())
    .addColumn('helpful_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('not_helpful_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('source_suggestion_id', 'integer')
    .addColumn('search_question', 'text', (c) => c.notNull())
    .addColumn('search_answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('published_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('faqs_published_created_idx')
    .on('faqs')
    .columns(['is_published', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('faqs_category_idx')
    .on('faqs')
    .columns(['category_id', 'is_published'])
    .execute();
  await db.schema
    .createIndex('faqs_source_suggestion_idx')
    .on('faqs')
    .unique()
    .column('source_suggestion_id')
    .execute();

  await db.schema
    .createTable('faq_feedback')
    .addColumn('id', 'integer', id)
    .addColumn('faq_id', 'integer', (c) => c.notNull().references('faqs.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('is_helpful', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(20)')
    .addColumn('comment', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('faq_feedback_one_vote', ['faq_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('faq_views')
    .addColumn('faq_id', 'integer', (c) => c.notNull().references('faqs.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addPrimaryKeyConstraint('faq_views_pk', ['faq_id', 'user_id', 'day'])
    .execute();

  await db.schema
    .createTable('faq_bookmarks')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('faq_id', 'integer', (c) => c.notNull().references('faqs.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('faq_bookmarks_pk', ['user_id', 'faq_id'])
    .execute();

  await db.schema
    .createTable('faq_suggestions')
    .addColumn('id', 'integer', id)
    .addColumn('category_id', 'integer', (c) => c.references('help_categories.id').onDelete('set null'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    // pending, approved or rejected.
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('source_ticket_id', 'integer', (c) => c.references('tickets.id').onDelete('set null'))
    .addColumn('faq_id', 'integer', (c) => c.references('faqs.id').onDelete('set null'))
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'varchar(32)')
    .addColumn('reject_reason', 'text')
    .addColumn('reject_feedback', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('faq_suggestions_status_idx')
    .on('faq_suggestions')
    .columns(['status', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('help_recent_searches')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('query', 'varchar(200)', (c) => c.notNull())
    .addColumn('query_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('searched_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('help_recent_searches_one', ['user_id', 'query_key'])
    .execute();

  await db.schema
    .createTable('help_search_log')
    .addColumn('query_key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('query', 'varchar(200)', (c) => c.notNull())
    .addColumn('search_count', 'integer', (c) => c.notNull())
    .addColumn('zero_result_count', 'integer', (c) => c.notNull())
    .addColumn('last_result_count', 'integer', (c) => c.notNull())
    .addColumn('last_searched_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createIndex('help_search_log_last_idx')
    .on('help_search_log')
    .column('last_searched_at')
    .execute();
  await db.schema.createIndex('faq_views_day_idx').on('faq_views').column('day').execute();

  await db.schema
    .createTable('faq_search_vocabulary')
    .addColumn('term', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('doc_count', 'integer', (c) => c.notNull())
    .execute();

  if (pg) {
    await sql`ALTER TABLE faqs ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english'::regconfig, search_question), 'A') ||
      setweight(to_tsvector('english'::regconfig, search_answer), 'C')) STORED`.execute(db);
    await sql`CREATE INDEX faqs_search_idx ON faqs USING GIN (search_vector)`.execute(db);
  } else {
    await sql`CREATE VIRTUAL TABLE faqs_fts USING fts5(search_question, search_answer, content='faqs', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2')`.execute(
      db,
    );
    await sql`CREATE TRIGGER faqs_fts_insert AFTER INSERT ON faqs BEGIN
      INSERT INTO faqs_fts(rowid, search_question, search_answer)
      VALUES (new.id, new.search_question, new.search_answer); END`.execute(db);
    await sql`CREATE TRIGGER faqs_fts_delete AFTER DELETE ON faqs BEGIN
      INSERT INTO faqs_fts(faqs_fts, rowid, search_question, search_answer)
      VALUES ('delete', old.id, old.search_question, old.search_answer); END`.execute(db);
    await sql`CREATE TRIGGER faqs_fts_update AFTER UPDATE OF search_question, search_answer ON faqs BEGIN
      INSERT INTO faqs_fts(faqs_fts, rowid, search_question, search_answer)
      VALUES ('delete', old.id, old.search_question, old.search_answer);
      INSERT INTO faqs_fts(rowid, search_question, search_answer)
      VALUES (new.id, new.search_question, new.search_answer); END`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) await sql`DROP TABLE IF EXISTS faqs_fts`.execute(db);
  for (const table of [
    'faq_search_vocabulary',
    'help_search_log',
    'help_recent_searches',
    'faq_suggestions',
    'faq_bookmarks',
    'faq_views',
    'faq_feedback',
    'faqs',
    'help_categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
