import type { Insertable } from 'kysely';
import type { DB } from '../../db';
import type { AuditLogsTable } from '../../db/types';
import { type AuditRowFields, chainEntries, chainHead, lockChain } from './chain';

export type NewAuditRow = AuditRowFields;

/** Rows per multi-row INSERT: far below SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

/**
 * Appends rows to the chain in `trx`: locks the chain, reads its head, gives each row its place and hashes and
 * inserts them. Audit rows are only ever inserted: nothing in the product updates or deletes them.
 */
async function appendWithin(trx: DB, rows: readonly NewAuditRow[]): Promise<number[]> {
  await lockChain(trx);
  const linked: Insertable<AuditLogsTable>[] = chainEntries((await chainHead(trx)) ?? null, rows);
  const ids: number[] = [];
  for (let start = 0; start < linked.length; start += CHUNK) {
    const inserted = await trx
      .insertInto('audit_logs')
      .values(linked.slice(start, start + CHUNK))
      .returning('id')
      .execute();
    ids.push(...inserted.map((row) => Number(row.id)));
  }
  return ids;
}

/** Appends rows in `db` when it is a transaction (the change's own), else in a transaction of their own. */
export function appendAuditRows(db: DB, rows: readonly NewAuditRow[]): Promise<number[]> {
  if (rows.length === 0) return Promise.resolve([]);
  if (db.isTransaction) return appendWithin(db, rows);
  return db.transaction().execute((trx) => appendWithin(trx, rows));
}

export function listAuditRows(db: DB, filter: { action?: string; actorId?: number } = {}) {
  let query = db.selectFrom('audit_logs').selectAll().orderBy('id', 'desc');
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.actorId !== undefined) query = query.where('actor_id', '=', filter.actorId);
  return query.execute();
}
