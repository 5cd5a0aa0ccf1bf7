import { type Kysely, sql } from 'kysely';

/**
 * The daily wellness check-in (issue 17, decision 0033).
 *
 * `wellness_checkins`: one row per student per day, the day being the date in the university's time zone
 * (the `timezone` setting) when it was first saved; a second save the same day updates the row (the primary
 * key, which also serves the 30-day trend). Mood, stress, sleep and energy are 1-5; the note is optional.
 *
 * `wellness_sharing`: a row while the student shares their check-ins with their counselor (the staff who hold
 * one of their appointments or are assigned one of their tickets); deleting it stops the sharing at once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const scale = (name: string) => sql`${sql.ref(name)} >= 1 and ${sql.ref(name)} <= 5`;
  await db.schema
    .createTable('wellness_checkins')
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('mood', 'integer', (c) => c.notNull().check(scale('mood')))
    .addColumn('stress', 'integer', (c) => c.notNull().check(scale('stress')))
    .addColumn('sleep', 'integer', (c) => c.notNull().check(scale('sleep')))
    .addColumn('energy', 'integer', (c) => c.notNull().check(scale('energy')))
    .addColumn('note', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('wellness_checkins_pk', ['student_id', 'day'])
    .execute();
  await db.schema
    .createTable('wellness_sharing')
    .addColumn('student_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wellness_sharing').execute();
  await db.schema.dropTable('wellness_checkins').execute();
}
