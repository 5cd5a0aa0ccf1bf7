import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db';
import type { RequestContext } from '../../lib/events';
import { hubModule } from '../../lib/hub-module';
import { auditRepository } from './repository';
import { registerAuditListeners } from './service';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  target: { type: string; id: number } | null;
  details: Record<string, unknown>;
  context: RequestContext | null;
  at: string;
}

/**
 * Writes one audit row on `db`: pass the transaction of the change it records, so the row commits with it
 * (or, for a read, before the answer leaves). Details never hold a password, a token or what a student wrote.
 */
export async function recordAudit(db: DB, entry: AuditEntry): Promise<void> {
  await auditRepository(db).insert({
    actor_id: entry.actorId,
    action: entry.action,
    target_type: entry.target?.type ?? null,
    target_id: entry.target?.id ?? null,
    ip: entry.context?.ip ?? null,
    user_agent: entry.context?.userAgent?.slice(0, 512) ?? null,
    details: JSON.stringify(entry.details),
    created_at: entry.at,
  });
}

/** The module as the app registers it (server/modules/registry.ts): its event listeners. */
export const auditModule = hubModule('audit', async (app: FastifyInstance) =>
  registerAuditListeners(app.ctx),
);
