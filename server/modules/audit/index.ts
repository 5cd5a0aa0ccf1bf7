import type { DB } from '../../db';
import { writeJsonColumn } from '../../db/json-columns';
import type { RequestContext } from '../../lib/events';
import { hubModule } from '../../lib/hub-module';
import { appendAuditRows, type NewAuditRow } from './repository';
import { auditRoutes } from './routes';

export { type ChainedFields, type ChainLink, chainEntries, GENESIS_HASH } from './chain';
export { type ChainVerdict, verdictSentence, verifyChain } from './verify';

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
 * The row joins the hash chain (decision 0022); it is never changed or deleted afterwards.
 */
export async function recordAudit(db: DB, entry: AuditEntry): Promise<void> {
  await appendAuditRows(db, [rowOf(entry)]);
}

/** `recordAudit`, answering the row's id (for a record that names its audit row). */
export async function recordAuditReturningId(db: DB, entry: AuditEntry): Promise<number> {
  const [id] = await appendAuditRows(db, [rowOf(entry)]);
  return id as number;
}

/** Many audit rows (a bulk change), in multi-row inserts on `db`: pass the transaction of the change. */
export async function recordAudits(db: DB, entries: readonly AuditEntry[]): Promise<void> {
  await appendAuditRows(db, entries.map(rowOf));
}

/** The module as the app registers it (server/modules/registry.ts): the Audit Log's routes. */
export const auditModule = hubModule('audit', auditRoutes);
