import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The session room of an appointment (decision 0031): a real call between its student and counselor.
 *
 * - `session_rooms`: one row per appointment once someone joined: when each side was last seen (presence),
 *   when the counselor admitted the student from the waiting room, and when and by whom it was ended.
 * - `session_room_signals`: the call's signaling (SDP offers and answers, ICE candidates, restart requests),
 *   from one participant to the other, read by id (`?after=`); deleted when the session ends. No media is
 *   ever stored.
 * - `session_room_messages`: the in-session text chat, kept with the appointment, with the crisis level the
 *   screening gave a student's message.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (col: ColumnDefinitionBuilder) =>
    pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('session_rooms')
    .addColumn('appointment_id', 'integer', (c) =>
      c.primaryKey().references('appointments.id').onDelete('cascade'),
    )
    .addColumn('student_seen_at', 'varchar(32)')
    .addColumn('counselor_seen_at', 'varchar(32)')
    .addColumn('admitted_at', 'varchar(32)')
    .addColumn('ended_at', 'varchar(32)')
    .addColumn('ended_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('session_room_signals')
    .addColumn('id', 'integer', id)
    .addColumn('appointment_id', 'integer', (c) =>
      c.notNull().references('appointments.id').onDelete('cascade'),
    )
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipient_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('session_room_signals_recipient_idx')
    .on('session_room_signals')
    .columns(['appointment_id', 'recipient_id', 'id'])
    .execute();
  await db.schema
    .createIndex('session_room_signals_sender_idx')
    .on('session_room_signals')
    .columns(['appointment_id', 'sender_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('session_room_messages')
    .addColumn('id', 'integer', id)
    .addColumn('appointment_id', 'integer', (c) =>
      c.notNull().references('appointments.id').onDelete('cascade'),
    )
    .addColumn('sender_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('crisis_level', 'varchar(16)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('session_room_messages_appointment_idx')
    .on('session_room_messages')
    .columns(['appointment_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('session_room_messages').execute();
  await db.schema.dropTable('session_room_signals').execute();
  await db.schema.dropTable('session_rooms').execute();
}
