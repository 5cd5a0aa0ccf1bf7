import type { Kysely } from 'kysely';

/**
 * Counselor profiles on the Counseling page (issue 17).
 *
 * `users.languages`: the languages a counselor or advisor offers sessions in, as a JSON array of names
 * (e.g. `["English","Spanish"]`); null when none were given, and then the profile shows none. Set by the staff
 * member on My Profile and by administrators on the user screen; `users.bio` already exists.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('languages', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('languages').execute();
}
