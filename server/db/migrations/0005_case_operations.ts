import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Counselor specializations: which counselor or advisor takes tickets of which category, at what priority
 * and up to what workload. The workload itself is never stored: it is counted live from the tickets
 * (docs/decisions/0006-live-workload.md), through the index added here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const id = (col: ColumnDefinitionBuilder) =>
    pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('counselor_specializations')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('ticket_categories.id').onDelete('cascade'),
    )
    .addColumn('priority_level', 'varchar(20)', (c) => c.notNull())
    .addColumn('max_workload', 'integer', (c) => c.notNull())
    .addColumn('expertise_rating', 'integer', (c) => c.notNull())
    .addColumn('is_available', 'integer', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('assigned_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_assigned_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('counselor_specializations_user_category_unique', ['user_id', 'category_id'])
    .execute();
  // Automatic assignment reads (and on PostgreSQL locks) a category's specializations.
  await db.schema
    .createIndex('counselor_specializations_category_idx')
    .on('counselor_specializations')
    .columns(['category_id', 'id'])
    .execute();
  // Live workloads: a staff member's Open and In Progress tickets, in one category or in all. The two time
  // columns make it cover the staff performance figures too (cases, resolved, hours to the first reply).
  await db.schema
    .createIndex('tickets_workload_idx')
    .on('tickets')
    .columns(['assigned_to', 'status', 'category_id', 'created_at', 'first_response_at'])
    .execute();
  // Analytics counts tickets resolved per day over a window.
  await db.schema.createIndex('tickets_resolved_idx').on('tickets').columns(['resolved_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('tickets_resolved_idx').execute();
  await db.schema.dropIndex('tickets_workload_idx').execute();
  await db.schema.dropTable('counselor_specializations').execute();
}
