import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { type ChainedFields, type ChainLink, chainEntries } from '../../modules/audit';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

const FIELDS = [
  'id',
  'actor_id',
  'action',
  'target_type',
  'target_id',
  'ip',
  'user_agent',
  'details',
  'created_at',
] as const;
const BATCH = 500;

/** Every existing row, oldest first, given its place and hashes (decision 0022). */
async function* chainedRows(
  db: Kysely<any>,
  table: string,
): AsyncGenerator<(ChainedFields & ChainLink & { id: number })[]> {
  let head: { seq: number; hash: string } | null = null;
  let after = 0;
  for (;;) {
    const rows: (ChainedFields & { id: number })[] = await db
      .selectFrom(table)
      .select([...FIELDS])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    const linked: (ChainedFields & ChainLink & { id: number })[] = chainEntries(head, rows);
    yield linked;
    const last = linked.at(-1) as ChainLink & { id: number };
    head = { seq: last.seq, hash: last.hash };
    after = Number(last.id);
  }
}

const NO_UPDATE = 'audit entries cannot be changed or deleted';

/**
 * The audit trail becomes a hash chain nobody can alter through the product:
 * - `seq`, `prev_hash` and `hash` on every row, existing rows chained in the order of their ids;
 * - `actor_id` no longer references `users` (deleting an account must not rewrite the rows it made: its id
 *   stays, its name is then unknown);
 * - triggers refuse every UPDATE and DELETE of an audit row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    const fks = await sql<{ conname: string }>`select conname from pg_constraint
      where conrelid = 'audit_logs'::regclass and contype = 'f'`.execute(db);
    for (const fk of fks.rows) {
      await sql`alter table audit_logs drop constraint ${sql.id(fk.conname)}`.execute(db);
    }
    await db.schema
      .alterTable('audit_logs')
      .addColumn('seq', 'integer')
      .addColumn('prev_hash', 'varchar(64)')
      .addColumn('hash', 'varchar(64)')
      .execute();
    for await (const batch of chainedRows(db, 'audit_logs')) {
      const values = sql.join(
        batch.map((row) => sql`(${row.id}::integer, ${row.seq}::integer, ${row.prev_hash}, ${row.hash})`),
      );
      await sql`update audit_logs set seq = v.seq, prev_hash = v.prev_hash, hash = v.hash
        from (values ${values}) as v(id, seq, prev_hash, hash) where audit_logs.id = v.id`.execute(db);
    }
    await sql`alter table audit_logs alter column seq set not null, alter column prev_hash set not null,
      alter column hash set not null`.execute(db);
    await sql`create function audit_logs_refuse_change() returns trigger as $$
      begin raise exception '${sql.raw(NO_UPDATE)}'; end $$ language plpgsql`.execute(db);
    await sql`create trigger audit_logs_no_change before update or delete on audit_logs
      for each statement execute function audit_logs_refuse_change()`.execute(db);
  } else {
    // SQLite cannot drop a foreign key: the table is made afresh and the rows copied, ids kept.
    await db.schema
      .createTable('audit_logs_chained')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('actor_id', 'integer')
      .addColumn('action', 'varchar(100)', (c) => c.notNull())
      .addColumn('target_type', 'varchar(50)')
      .addColumn('target_id', 'integer')
      .addColumn('ip', 'varchar(64)')
      .addColumn('user_agent', 'varchar(512)')
      .addColumn('details', 'text')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('prev_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('hash', 'varchar(64)', (c) => c.notNull())
      .execute();
    for await (const batch of chainedRows(db, 'audit_logs')) {
      await db.insertInto('audit_logs_chained').values(batch).execute();
    }
    await db.schema.dropTable('audit_logs').execute();
    await sql`alter table audit_logs_chained rename to audit_logs`.execute(db);
    await db.schema.createIndex('audit_logs_created_idx').on('audit_logs').column('created_at').execute();
    await db.schema.createIndex('audit_logs_actor_idx').on('audit_logs').column('actor_id').execute();
    for (const event of ['update', 'delete']) {
      await sql`create trigger ${sql.id(`audit_logs_no_${event}`)} before ${sql.raw(event)} on audit_logs
        begin select raise(abort, '${sql.raw(NO_UPDATE)}'); end`.execute(db);
    }
  }
  await db.schema.createIndex('audit_logs_seq_idx').on('audit_logs').column('seq').unique().execute();
  await db.schema.createIndex('audit_logs_action_idx').on('audit_logs').columns(['action', 'id']).execute();
  await db.schema
    .createIndex('audit_logs_record_idx')
    .on('audit_logs')
    .columns(['target_type', 'target_id', 'id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('The audit chain cannot be undone: restore a backup instead.');
}
