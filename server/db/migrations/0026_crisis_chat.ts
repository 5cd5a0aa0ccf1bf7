import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Live crisis chat and anonymous chat (issue 17, decision 0032).
 *
 * - `counselor_duty`: one row per counselor who has ever set their duty state; `on_duty` 1 while they take
 *   crisis chats.
 * - `crisis_chats`: a student's request and its conversation: `status` waiting (ringing every counselor on
 *   duty), active (one counselor took it: the conditional update `counselor_id IS NULL`), escalated (nobody
 *   took it in time, or nobody was on duty: `ticket_id` is the urgent crisis ticket opened with the
 *   transcript) or ended. `escalation_claimed_at` is the compare-and-set that lets one server escalate it;
 *   a claim left unfinished for two minutes may be taken over. `anonymous` hides the student's name from the
 *   counselor until `name_shared_at` (the student shared it) or `name_revealed_at` (a critical crisis).
 * - `crisis_chat_messages`: every line, the student's, the counselor's and the hub's own system lines
 *   (`sender_role` system, no sender), each with the crisis level the student's lines were screened at.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (col: ColumnDefinitionBuilder) =>
    pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('counselor_duty')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('on_duty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('crisis_chats')
    .addColumn('id', 'integer', id)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('counselor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('anonymous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name_shared_at', 'varchar(32)')
    .addColumn('name_revealed_at', 'varchar(32)')
    .addColumn('requested_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('accepted_at', 'varchar(32)')
    .addColumn('escalation_claimed_at', 'varchar(32)')
    .addColumn('escalated_at', 'varchar(32)')
    .addColumn('escalation_reason', 'varchar(16)')
    .addColumn('ticket_id', 'integer', (c) => c.references('tickets.id').onDelete('set null'))
    .addColumn('ended_at', 'varchar(32)')
    .addColumn('ended_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('crisis_chats_status_idx')
    .on('crisis_chats')
    .columns(['status', 'requested_at'])
    .execute();
  await db.schema
    .createIndex('crisis_chats_student_idx')
    .on('crisis_chats')
    .columns(['student_id', 'status'])
    .execute();

  await db.schema
    .createTable('crisis_chat_messages')
    .addColumn('id', 'integer', id)
    .addColumn('chat_id', 'integer', (c) => c.notNull().references('crisis_chats.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('sender_role', 'varchar(16)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('crisis_level', 'varchar(16)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('crisis_chat_messages_chat_idx')
    .on('crisis_chat_messages')
    .columns(['chat_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('crisis_chat_messages').execute();
  await db.schema.dropTable('crisis_chats').execute();
  await db.schema.dropTable('counselor_duty').execute();
}
