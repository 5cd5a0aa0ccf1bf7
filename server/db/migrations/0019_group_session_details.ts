import type { Kysely } from 'kysely';

/**
 * Group therapy screens (issue 16): a session gets a description (its topic, shown to students), and can be
 * cancelled by the staff member who offers it or an administrator. A cancelled session keeps its row and its
 * seats (who was told), leaves every list and no longer blocks its counselor's one-to-one times.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('group_sessions')
    .addColumn('description', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('group_sessions').addColumn('cancelled_at', 'varchar(32)').execute();
  await db.schema.alterTable('group_sessions').addColumn('cancelled_by', 'integer').execute();
  await db.schema.alterTable('group_sessions').addColumn('cancel_reason', 'varchar(1000)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['cancel_reason', 'cancelled_by', 'cancelled_at', 'description'])
    await db.schema.alterTable('group_sessions').dropColumn(column).execute();
}
