import { type Kysely, sql } from 'kysely';

/**
 * Session ratings (issue 16: the counselor's real rating in the booking wizard and the weekly goals).
 *
 * `appointment_feedback`: the rating (1-5) and optional comment the student gave a completed session; one row
 * per appointment (the primary key), so a second rating replaces the first. Kept apart from `appointments`
 * like the notes, so no notification, e-mail or list query that reads appointments carries the comment.
 * A counselor's rating is the average over the rows of the sessions they held.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('appointment_feedback')
    .addColumn('appointment_id', 'integer', (c) =>
      c.primaryKey().references('appointments.id').onDelete('cascade'),
    )
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating >= 1 and rating <= 5`))
    .addColumn('comment', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('appointment_feedback').execute();
}
