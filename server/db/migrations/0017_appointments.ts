import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Counseling appointments (issue 16, decision 0024).
 *
 * - `staff_schedules`: weekly hours (weekday 0-6, minutes of the day in the university's time zone, the
 *   session types offered); `staff_schedule_exceptions`: a date off, or other hours that day.
 * - `appointments`: counselor, student, type, status, start and end as ISO UTC text, duration, anonymous,
 *   the linked ticket, the student's reason and a cancellation reason. On PostgreSQL an exclusion constraint
 *   refuses two live (not cancelled) appointments of one counselor whose times overlap (23P01); SQLite has no
 *   such constraint, so booking checks for an overlap inside its write transaction, which SQLite takes at
 *   BEGIN (server/db/sqlite-driver.ts): two bookings never interleave.
 * - `appointment_notes`: the session notes, apart from the appointment, so no list, export or search that
 *   reads appointments can carry them.
 * - `appointment_reminders`: one row per appointment and kind (24h, 1h), claimed by a conditional update.
 * - `slot_holds`: a time a student chose in the booking wizard, kept from others for 5 minutes.
 * - `group_sessions` + `group_session_participants`: group therapy with a capacity, joined until full.
 * - `tickets.appointment_id` is not added: the link is the appointment's `ticket_id` (one place, both ways
 *   read through it).
 * - `mail_outbox.attachments`: JSON of an e-mail's attachments (the calendar file).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (col: ColumnDefinitionBuilder) =>
    pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('staff_schedules')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('start_minute', 'integer', (c) => c.notNull())
    .addColumn('end_minute', 'integer', (c) => c.notNull())
    // JSON list of video, phone, chat.
    .addColumn('types', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_schedules_user_idx')
    .on('staff_schedules')
    .columns(['user_id'])
    .execute();

  await db.schema
    .createTable('staff_schedule_exceptions')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('available', 'integer', (c) => c.notNull())
    .addColumn('start_minute', 'integer')
    .addColumn('end_minute', 'integer')
    .addColumn('types', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_schedule_exceptions_user_date_idx')
    .on('staff_schedule_exceptions')
    .columns(['user_id', 'date'])
    .unique()
    .execute();

  await db.schema
    .createTable('appointments')
    .addColumn('id', 'integer', id)
    .addColumn('counselor_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    // upcoming, completed, cancelled, no-show (in-progress is derived from the clock).
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('start_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('end_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('is_anonymous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ticket_id', 'integer', (c) => c.references('tickets.id').onDelete('set null'))
    .addColumn('reason', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('cancelled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // An unguessable room name for the join call.
    .addColumn('room', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('appointments_counselor_start_idx')
    .on('appointments')
    .columns(['counselor_id', 'start_at'])
    .execute();
  await db.schema
    .createIndex('appointments_student_start_idx')
    .on('appointments')
    .columns(['student_id', 'start_at'])
    .execute();
  await db.schema.createIndex('appointments_ticket_idx').on('appointments').columns(['ticket_id']).execute();

  if (pg) {
    await sql`CREATE EXTENSION IF NOT EXISTS btree_gist`.execute(db);
    // ISO-8601 UTC text ("…Z") reads the same under every session setting, so the cast is immutable here.
    await sql`
      CREATE FUNCTION appointment_period(start_at varchar, end_at varchar) RETURNS tstzrange
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT tstzrange(start_at::timestamptz, end_at::timestamptz, '[)') $$`.execute(db);
    await sql`
      ALTER TABLE appointments ADD CONSTRAINT appointments_no_overlap
      EXCLUDE USING gist (counselor_id WITH =, appointment_period(start_at, end_at) WITH &&)
      WHERE (status <> 'cancelled')`.execute(db);
  }

  await db.schema
    .createTable('appointment_notes')
    .addColumn('appointment_id', 'integer', (c) =>
      c.primaryKey().references('appointments.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('appointment_reminders')
    .addColumn('id', 'integer', id)
    .addColumn('appointment_id', 'integer', (c) =>
      c.notNull().references('appointments.id').onDelete('cascade'),
    )
    // 24h or 1h.
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('due_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('claimed_at', 'varchar(32)')
    .addColumn('claimed_by', 'varchar(64)')
    .addColumn('sent_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('appointment_reminders_unique_idx')
    .on('appointment_reminders')
    .columns(['appointment_id', 'kind'])
    .unique()
    .execute();
  await db.schema
    .createIndex('appointment_reminders_due_idx')
    .on('appointment_reminders')
    .columns(['claimed_at', 'due_at'])
    .execute();

  await db.schema
    .createTable('slot_holds')
    .addColumn('id', 'integer', id)
    .addColumn('counselor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('start_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('end_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('slot_holds_counselor_idx')
    .on('slot_holds')
    .columns(['counselor_id', 'expires_at'])
    .execute();
  await db.schema.createIndex('slot_holds_student_idx').on('slot_holds').columns(['student_id']).execute();

  await db.schema
    .createTable('group_sessions')
    .addColumn('id', 'integer', id)
    .addColumn('counselor_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('start_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('end_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('group_sessions_counselor_start_idx')
    .on('group_sessions')
    .columns(['counselor_id', 'start_at'])
    .execute();
  await db.schema
    .createTable('group_session_participants')
    .addColumn('id', 'integer', id)
    .addColumn('session_id', 'integer', (c) =>
      c.notNull().references('group_sessions.id').onDelete('cascade'),
    )
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('joined_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('group_session_participants_unique_idx')
    .on('group_session_participants')
    .columns(['session_id', 'student_id'])
    .unique()
    .execute();

  await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute();
  await db.schema.dropTable('group_session_participants').execute();
  await db.schema.dropTable('group_sessions').execute();
  await db.schema.dropTable('slot_holds').execute();
  await db.schema.dropTable('appointment_reminders').execute();
  await db.schema.dropTable('appointment_notes').execute();
  await db.schema.dropTable('appointments').execute();
  if (isPostgres(db)) await sql`DROP FUNCTION IF EXISTS appointment_period(varchar, varchar)`.execute(db);
  await db.schema.dropTable('staff_schedule_exceptions').execute();
  await db.schema.dropTable('staff_schedules').execute();
}
