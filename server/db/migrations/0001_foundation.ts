import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/** Identity column: INTEGER PRIMARY KEY AUTOINCREMENT on SQLite, an identity column on PostgreSQL. */
function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (col: ColumnDefinitionBuilder) =>
    pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('phone', 'varchar(50)')
    .addColumn('address', 'text')
    .addColumn('date_of_birth', 'varchar(10)')
    .addColumn('student_id', 'varchar(50)')
    .addColumn('employee_id', 'varchar(50)')
    .addColumn('specializations', 'text')
    .addColumn('bio', 'text')
    .addColumn('last_login_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_role_status_idx').on('users').columns(['role', 'status']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'integer', id)
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('sign_in_attempts')
    .addColumn('id', 'integer', id)
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('succeeded', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sign_in_attempts_email_idx')
    .on('sign_in_attempts')
    .columns(['email', 'created_at'])
    .execute();
  await db.schema
    .createIndex('sign_in_attempts_ip_idx')
    .on('sign_in_attempts')
    .columns(['ip', 'created_at'])
    .execute();

  await db.schema
    .createTable('audit_logs')
    .addColumn('id', 'integer', id)
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'varchar(100)', (c) => c.notNull())
    .addColumn('target_type', 'varchar(50)')
    .addColumn('target_id', 'integer')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('details', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_logs_created_idx').on('audit_logs').column('created_at').execute();
  await db.schema.createIndex('audit_logs_actor_idx').on('audit_logs').column('actor_id').execute();

  await db.schema
    .createTable('ticket_categories')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('slug', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('icon', 'varchar(50)', (c) => c.notNull())
    .addColumn('color', 'varchar(7)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull())
    .addColumn('auto_assign', 'integer', (c) => c.notNull())
    .addColumn('crisis_detection_enabled', 'integer', (c) => c.notNull())
    .addColumn('sla_response_hours', 'integer', (c) => c.notNull())
    .addColumn('max_priority_level', 'integer', (c) => c.notNull())
    .addColumn('notification_settings', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ticket_categories_sort_idx')
    .on('ticket_categories')
    .columns(['sort_order', 'name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['ticket_categories', 'audit_logs', 'sign_in_attempts', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
