import type { Insertable } from 'kysely';
import type { DB } from '../../db';
import type { AuditLogsTable } from '../../db/types';

export type NewAuditRow = Insertable<AuditLogsTable>;

/** Rows per multi-row INSERT: far below SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

export async function insertAuditRow(db: DB, row: NewAuditRow): Promise<void> {
  await db.insertInto('audit_logs').values(row).execute();
}

/** One row, answering its id (for a row that is later updated in place, such as a count of refusals). */
export async function insertAuditRowReturningId(db: DB, row: NewAuditRow): Promise<number> {
  const inserted = await db.insertInto('audit_logs').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateAuditRowDetails(db: DB, id: number, details: string): Promise<void> {
  await db.updateTable('audit_logs').set({ details }).where('id', '=', id).execute();
}

/** Many rows in multi-row inserts of at most 500; pass the transaction of the change so they land with it. */
export async function insertAuditRows(db: DB, rows: readonly NewAuditRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insertInto('audit_logs')
      .values(rows.slice(start, start + CHUNK))
      .execute();
  }
}

export function listAuditRows(db: DB, filter: { action?: string; actorId?: number } = {}) {
  let query = db.selectFrom('audit_logs').selectAll().orderBy('id', 'desc');
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.actorId !== undefined) query = query.where('actor_id', '=', filter.actorId);
  return query.execute();
}
