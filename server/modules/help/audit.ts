import type { DB } from '../../db';
import type { RequestContext } from '../../lib/events';
import { type AuditEntry, recordAudits } from '../audit';

export interface HelpAudit {
  actorId: number;
  /** `help_category.created`, `faq.updated`, `faq_suggestion.approved`, … */
  action: string;
  target: { type: 'help_category' | 'faq' | 'faq_suggestion'; id: number };
  details: Record<string, unknown>;
}

/**
 * The audit rows of a help change, written on the transaction that makes it (decision 0013). Details name
 * what changed (fields, flags, ids), never a reader's comment.
 */
export async function auditHelp(
  trx: DB,
  entries: readonly HelpAudit[],
  context: RequestContext | null,
  at: string,
): Promise<void> {
  await recordAudits(
    trx,
    entries.map(
      (entry): AuditEntry => ({
        actorId: entry.actorId,
        action: entry.action,
        target: entry.target,
        details: entry.details,
        context,
        at,
      }),
    ),
  );
}
