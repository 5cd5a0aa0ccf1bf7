import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Set-password links instead of passwords in e-mail, and sign-in refusals counted instead of written one by
 * one (docs/security.md, "Sign-in abuse, CSRF, proxies, no passwords by e-mail").
 *
 * - `password_tokens`: one row per set-password link; only the SHA-256 of the token is stored, each expires
 *   and works once.
 * - `sign_in_refusals`: sign-ins refused by the throttle, one row per account and address (or per address
 *   alone) and lock, with a count; its audit row is updated rather than repeated.
 * - an index on `sign_in_attempts.created_at`, so pruning old attempts does not scan the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (col: ColumnDefinitionBuilder) =>
    pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('password_tokens')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    // welcome (a new account) or reset (an administrator reset the password).
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('password_tokens_user_idx').on('password_tokens').column('user_id').execute();

  await db.schema
    .createTable('sign_in_refusals')
    .addColumn('id', 'integer', id)
    // The account tried, or '' when the address alone is throttled (many accounts from one address).
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    // When the lock these refusals belong to began: the failure that set it.
    .addColumn('locked_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('first_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('refused', 'integer', (c) => c.notNull())
    .addColumn('audit_log_id', 'integer')
    .execute();
  await db.schema
    .createIndex('sign_in_refusals_key_idx')
    .on('sign_in_refusals')
    .columns(['ip', 'email', 'locked_at'])
    .execute();
  await db.schema.createIndex('sign_in_refusals_last_idx').on('sign_in_refusals').column('last_at').execute();
  await db.schema
    .createIndex('sign_in_attempts_created_idx')
    .on('sign_in_attempts')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sign_in_attempts_created_idx').execute();
  await db.schema.dropTable('sign_in_refusals').execute();
  await db.schema.dropTable('password_tokens').execute();
}
