import { type Kysely, sql } from 'kysely';

/**
 * User administration: e-mail addresses are unique whatever their case (stored lowercased, and a unique
 * index on lower(email) so two spellings of one address can never both exist), and indexes for the admin
 * list's sort orders and filters.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`UPDATE users SET email = lower(email) WHERE email <> lower(email)`.execute(db);
  await db.schema
    .createIndex('users_email_lower_unique')
    .on('users')
    .unique()
    .expression(sql`lower(email)`)
    .execute();
  await db.schema.createIndex('users_created_at_idx').on('users').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('users_name_idx').on('users').columns(['name', 'id']).execute();
  await db.schema.createIndex('users_last_login_idx').on('users').columns(['last_login_at', 'id']).execute();
  await db.schema.createIndex('users_status_idx').on('users').column('status').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'users_status_idx',
    'users_last_login_idx',
    'users_name_idx',
    'users_created_at_idx',
    'users_email_lower_unique',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
}
