import type { DB } from '../../db';
import type { RequestContext } from '../../lib/events';
import { recordAudits } from '../audit';

export interface ResourceAudit {
  actorId: number;
  /** `resource.created`, `resource_category.deleted`, `resource_suggestion.approved`, `resources.imported`, … */
  action: string;
  target: { type: 'resource' | 'resource_category' | 'resource_suggestion'; id: number } | null;
  details: Record<string, unknown>;
}

/**
 * The audit rows of a library change, written on the transaction that makes it (decision 0013). Details name
 * what changed (fields, flags, ids, counts), never a reader's comment.
 */
export async function auditResources(
  trx: DB,
  entries: readonly ResourceAudit[],
  context: RequestContext | null,
  at: string,
): Promise<void> {
  await recordAudits(
    trx,
    entries.map((entry) => ({ ...entry, context, at })),
  );
}
