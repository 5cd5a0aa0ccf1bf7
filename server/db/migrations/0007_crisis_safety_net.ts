import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The crisis safety net: the contacts the hub shows everywhere (admins edit them), each student's safety
 * plan and whom it is shared with, the on-call rota, who was alerted about each crisis, and the contact
 * details responders need to reach a student.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (col: ColumnDefinitionBuilder) =>
    pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('crisis_contacts')
    .addColumn('id', 'integer', id)
    // Stable key of a built-in contact (emergency, lifeline, text_line, campus_security, crisis_counselor).
    .addColumn('key', 'varchar(40)', (c) => c.unique())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // hotline, text, emergency or chat (product §2.2 "Crisis Support panel").
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    // How a person reaches it: call, text or link.
    .addColumn('action', 'varchar(10)', (c) => c.notNull())
    // A phone number for call and text, an https URL for link; empty until the university sets its own.
    .addColumn('value', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    // What to text (HOME for the Crisis Text Line).
    .addColumn('text_body', 'varchar(40)')
    .addColumn('availability', 'varchar(60)', (c) => c.notNull().defaultTo('24/7'))
    .addColumn('is_national', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('safety_plans')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    // Each list is a JSON array of short strings; contacts are JSON arrays of { name, phone?, note? }.
    .addColumn('warning_signs', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('coping_strategies', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('distractions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('support_people', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('professionals', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('safe_environment', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('reasons_for_living', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('safety_plan_shares')
    .addColumn('id', 'integer', id)
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('safety_plans.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('safety_plan_shares_plan_user', ['plan_id', 'user_id'])
    .execute();
  await db.schema.createIndex('safety_plan_shares_user').on('safety_plan_shares').column('user_id').execute();

  await db.schema
    .createTable('on_call_shifts')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 0 = Sunday … 6 = Saturday, in the university's time zone.
    .addColumn('weekday', 'integer', (c) => c.notNull())
    // Minutes after local midnight; an end at or before the start runs past midnight into the next day.
    .addColumn('start_minute', 'integer', (c) => c.notNull())
    .addColumn('end_minute', 'integer', (c) => c.notNull())
    .addColumn('note', 'varchar(200)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('on_call_shifts_weekday').on('on_call_shifts').column('weekday').execute();

  await db.schema
    .createTable('crisis_alert_recipients')
    .addColumn('id', 'integer', id)
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // assignee, on_call, fallback, admin or counselor.
    .addColumn('reason', 'varchar(20)', (c) => c.notNull())
    .addColumn('alerted_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('crisis_alert_recipients_ticket_user', ['ticket_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('crisis_alert_recipients_user')
    .on('crisis_alert_recipients')
    .columns(['user_id', 'ticket_id'])
    .execute();

  await db.schema.alterTable('users').addColumn('preferred_phone', 'varchar(40)').execute();
  await db.schema.alterTable('users').addColumn('emergency_contact_name', 'varchar(120)').execute();
  await db.schema.alterTable('users').addColumn('emergency_contact_relationship', 'varchar(60)').execute();
  await db.schema.alterTable('users').addColumn('emergency_contact_phone', 'varchar(40)').execute();

  const now = new Date().toISOString();
  const contacts = [
    {
      key: 'lifeline',
      name: '988 Suicide & Crisis Lifeline',
      description: 'Call or text 988 to talk with a trained crisis counselor, free and confidential.',
      type: 'hotline',
      action: 'call',
      value: '988',
      text_body: null,
      is_national: 1,
    },
    {
      key: 'text_line',
      name: 'Crisis Text Line',
      description: 'Text HOME to 741741 to reach a volunteer crisis counselor by text message.',
      type: 'text',
      action: 'text',
      value: '741741',
      text_body: 'HOME',
      is_national: 1,
    },
    {
      key: 'campus_security',
      name: 'Campus Security',
      description: 'Campus police and security, for an emergency on or near campus.',
      type: 'emergency',
      action: 'call',
      value: '',
      text_body: null,
      is_national: 0,
    },
    {
      key: 'crisis_counselor',
      name: 'University Crisis Counselor',
      description: 'The counseling center’s crisis line: a university counselor answers.',
      type: 'chat',
      action: 'call',
      value: '',
      text_body: null,
      is_national: 0,
    },
    {
      key: 'emergency',
      name: 'Emergency Services',
      description: 'Police, fire and ambulance when someone is in immediate danger.',
      type: 'emergency',
      action: 'call',
      value: '911',
      text_body: null,
      is_national: 1,
    },
  ];
  await db
    .insertInto('crisis_contacts')
    .values(
      contacts.map((contact, index) => ({
        ...contact,
        availability: '24/7',
        is_active: 1,
        sort_order: index + 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [
    'emergency_contact_phone',
    'emergency_contact_relationship',
    'emergency_contact_name',
    'preferred_phone',
  ]) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  await db.schema.dropTable('crisis_alert_recipients').execute();
  await db.schema.dropTable('on_call_shifts').execute();
  await db.schema.dropTable('safety_plan_shares').execute();
  await db.schema.dropTable('safety_plans').execute();
  await db.schema.dropTable('crisis_contacts').execute();
}
