import type { Kysely } from 'kysely';

/**
 * First sign-in password change (docs/decisions/0007): an account whose password was set by an
 * administrator must choose its own before using the hub. 1 while that change is owed, 0 otherwise.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('must_change_password').execute();
}
