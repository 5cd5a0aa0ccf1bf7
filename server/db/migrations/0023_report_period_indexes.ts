import type { Kysely } from 'kysely';

/**
 * The admin Reports screen (issue 18) counts appointments by when they were booked and when they were due, and
 * crisis alerts by when they were raised, over a chosen period: these indexes let a year's report read only
 * that period's rows (appointments by start: `appointments_start_idx` of migration 0022).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('appointments_created_idx')
    .on('appointments')
    .columns(['created_at'])
    .execute();
  await db.schema
    .createIndex('crisis_escalations_detected_idx')
    .on('crisis_escalations')
    .columns(['detected_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('crisis_escalations_detected_idx').execute();
  await db.schema.dropIndex('appointments_created_idx').execute();
}
