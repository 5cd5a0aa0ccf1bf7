import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The resource library (spec 3 "Resources"; docs/decisions/0023-resource-library.md).
 *
 * - `resource_categories` and `resources`: a category holding resources cannot be deleted (no cascade; the
 *   service refuses first with the spec's words). Slugs are unique: import matches rows to resources by slug.
 * - `resources.rating_tenths` is the true average of `resource_feedback` in tenths (43 = 4.3), with
 *   `rating_count` and `recommend_count`; all three are recomputed from the feedback rows in the transaction
 *   of every rating, so concurrent ratings never lose one. View and download counts grow by `+ 1` in SQL.
 * - `resources.search_title` (title, tags, author) and `search_body` (description) are plain words written in
 *   TypeScript for the full-text index: FTS5 (porter) on SQLite kept by triggers, a weighted `tsvector`
 *   ('english', title A, body C) with a GIN index on PostgreSQL, as for FAQs (migration 0013).
 *   `resource_search_vocabulary` holds the published resources' words for the typo pass.
 * - `resource_feedback` (one per reader and resource), `resource_bookmarks` (one per reader and resource),
 *   `resource_recommendations` (a counselor recommends a resource to a student, maybe from a ticket),
 *   `resource_suggestions` (proposed by counselors and admins; approval is a conditional update
 *   pending -> approved, so a suggestion becomes one resource, once).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (col: ColumnDefinitionBuilder) =>
    pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('resource_categories')
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
    .createTable('resources')
    .addColumn('id', 'integer', id)
    .addColumn('slug', 'varchar(300)', (c) => c.notNull().unique())
    .addColumn('category_id', 'integer', (c) => c.references('resource_categories.id'))
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    // article, video, audio, exercise, tool or worksheet; beginner, intermediate or advanced.
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('difficulty', 'varchar(20)', (c) => c.notNull())
    .addColumn('external_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('download_url', 'varchar(500)')
    .addColumn('thumbnail_url', 'varchar(500)')
    .addColumn('duration', 'varchar(50)')
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('author_name', 'varchar(255)')
    .addColumn('author_bio', 'text')
    .addColumn('subcategory', 'varchar(100)')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('is_published', 'integer', (c) => c.notNull())
    .addColumn('is_featured', 'integer', (c) => c.notNull())
    .addColumn('published_at', 'varchar(32)')
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_tenths', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recommend_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('search_title', 'text', (c) => c.notNull())
    .addColumn('search_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('resources_published_featured_idx')
    .on('resources')
    .columns(['is_published', 'is_featured', 'sort_order', 'id'])
    .execute();
  await db.schema
    .createIndex('resources_category_idx')
    .on('resources')
    .columns(['category_id', 'is_published'])
    .execute();
  await db.schema
    .createIndex('resources_type_idx')
    .on('resources')
    .columns(['is_published', 'type'])
    .execute();

  await db.schema
    .createTable('resource_feedback')
    .addColumn('id', 'integer', id)
    .addColumn('resource_id', 'integer', (c) => c.notNull().references('resources.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('is_recommended', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('resource_feedback_one', ['resource_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('resource_bookmarks')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('resource_id', 'integer', (c) => c.notNull().references('resources.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('resource_bookmarks_pk', ['user_id', 'resource_id'])
    .execute();

  await db.schema
    .createTable('resource_recommendations')
    .addColumn('id', 'integer', id)
    .addColumn('resource_id', 'integer', (c) => c.notNull().references('resources.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('counselor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('ticket_id', 'integer', (c) => c.references('tickets.id').onDelete('set null'))
    .addColumn('note', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('resource_recommendations_student_idx')
    .on('resource_recommendations')
    .columns(['student_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('resource_suggestions')
    .addColumn('id', 'integer', id)
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.references('resource_categories.id').onDelete('set null'))
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('difficulty', 'varchar(20)', (c) => c.notNull())
    .addColumn('external_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('duration', 'varchar(50)')
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('author_name', 'varchar(255)')
    .addColumn('note', 'text')
    // pending, approved or rejected.
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('suggested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('resource_id', 'integer', (c) => c.references('resources.id').onDelete('set null'))
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'varchar(32)')
    .addColumn('reject_reason', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('resource_suggestions_status_idx')
    .on('resource_suggestions')
    .columns(['status', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('resource_search_vocabulary')
    .addColumn('term', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('doc_count', 'integer', (c) => c.notNull())
    .execute();

  if (pg) {
    await sql`ALTER TABLE resources ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english'::regconfig, search_title), 'A') ||
      setweight(to_tsvector('english'::regconfig, search_body), 'C')) STORED`.execute(db);
    await sql`CREATE INDEX resources_search_idx ON resources USING GIN (search_vector)`.execute(db);
  } else {
    await sql`CREATE VIRTUAL TABLE resources_fts USING fts5(search_title, search_body, content='resources', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2')`.execute(
      db,
    );
    await sql`CREATE TRIGGER resources_fts_insert AFTER INSERT ON resources BEGIN
      INSERT INTO resources_fts(rowid, search_title, search_body)
      VALUES (new.id, new.search_title, new.search_body); END`.execute(db);
    await sql`CREATE TRIGGER resources_fts_delete AFTER DELETE ON resources BEGIN
      INSERT INTO resources_fts(resources_fts, rowid, search_title, search_body)
      VALUES ('delete', old.id, old.search_title, old.search_body); END`.execute(db);
    await sql`CREATE TRIGGER resources_fts_update AFTER UPDATE OF search_title, search_body ON resources BEGIN
      INSERT INTO resources_fts(resources_fts, rowid, search_title, search_body)
      VALUES ('delete', old.id, old.search_title, old.search_body);
      INSERT INTO resources_fts(rowid, search_title, search_body)
      VALUES (new.id, new.search_title, new.search_body); END`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) await sql`DROP TABLE IF EXISTS resources_fts`.execute(db);
  for (const table of [
    'resource_search_vocabulary',
    'resource_suggestions',
    'resource_recommendations',
    'resource_bookmarks',
    'resource_feedback',
    'resources',
    'resource_categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
