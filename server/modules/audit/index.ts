import type { DB } from '../../db';
import { writeJsonColumn } from '../../db/json-columns';
import type { RequestContext } from '../../lib/events';
import {
  insertAuditRow,
  insertAuditRowReturningId,
  insertAuditRows,
  type NewAuditRow,
  updateAuditRowDetails,
} from './repository';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  target: { type: string; id: number } | null;
  details: Record<string, unknown>;
  context: RequestContext | null;
  at: string;
}

function rowOf(entry: AuditEntry): NewAuditRow {
  return {
    actor_id: entry.actorId,
    action: entry.action,
    target_type: entry.target?.type ?? null,
    target_id: entry.target?.id ?? null,
    ip: entry.context?.ip ?? null,
    user_agent: entry.context?.userAgent?.slice(0, 512) ?? null,
    details: writeJsonColumn(entry.details),
    created_at: entry.at,
  };
}

/**
 * Writes one audit row on `db`: pass the transaction of the change it records, so the row commits with it
 * (or, for a read, before the answer leaves). Details never hold a password, a token or what a student wrote.
 */
export async function recordAudit(db: DB, entry: AuditEntry): Promise<void> {
  await insertAuditRow(db, rowOf(entry));
}

/** Many audit rows (a bulk change), in multi-row inserts on `db`: pass the transaction of the change. */
export async function recordAudits(db: DB, entries: readonly AuditEntry[]): Promise<void> {
  await insertAuditRows(db, entries.map(rowOf));
}

/**
 * One audit row that stands for a run of like events (sign-ins refused during one throttle lock): written
 * once, answering its id, then its details are updated with the running count instead of adding rows.
 */
export function recordCountedAudit(db: DB, entry: AuditEntry): Promise<number> {
  return insertAuditRowReturningId(db, rowOf(entry));
}

export async function updateCountedAudit(
  db: DB,
  id: number,
  details: Record<string, unknown>,
): Promise<void> {
  await updateAuditRowDetails(db, id, writeJsonColumn(details));
}
