import type { AppContext } from '../../context';
import { writeJsonColumn } from '../../db/json-columns';
import type { RequestContext } from '../../lib/events';
import { insertAuditRow, listAuditRows } from './repository';

/**
 * The audit trail listens to the events of modules that do not yet write their rows with `recordAudit` in
 * the transaction of the change (sign-in and user administration do): who did what to which record, when and
 * from where. Details never hold a password or a token; the events that reach here do not carry them.
 */
export function registerAuditListeners(ctx: AppContext): void {
  const record = (
    action: string,
    actorId: number | null,
    target: { type: string; id: number } | null,
    details: Record<string, unknown>,
    context: RequestContext | null = null,
  ) =>
    insertAuditRow(ctx.db, {
      actor_id: actorId,
      action,
      target_type: target?.type ?? null,
      target_id: target?.id ?? null,
      ip: context?.ip ?? null,
      user_agent: context?.userAgent?.slice(0, 512) ?? null,
      details: writeJsonColumn(details),
      created_at: ctx.clock.now().toISOString(),
    });

  ctx.bus.on('category.changed', (e) =>
    record(`category.${e.action}`, e.actorId, { type: 'ticket_category', id: e.categoryId }, e.changes),
  );
  ctx.bus.on('specialization.changed', (e) =>
    record(
      `specialization.${e.action}`,
      e.actorId,
      { type: 'counselor_specialization', id: e.specializationId },
      e.changes,
    ),
  );
  ctx.bus.on('crisis_keyword.changed', (e) =>
    record(`crisis_keyword.${e.action}`, e.actorId, { type: 'crisis_keyword', id: e.keywordId }, e.changes),
  );
  ctx.bus.on('ticket.assigned', (e) =>
    record(
      'ticket.assigned',
      e.actorId,
      { type: 'ticket', id: e.ticketId },
      { from: e.from, to: e.to, reason: e.reason, ...(e.automatic ? { automatic: true } : {}) },
    ),
  );
  ctx.bus.on('ticket.deleted', (e) =>
    record(
      'ticket.deleted',
      e.actorId,
      { type: 'ticket', id: e.ticketId },
      {
        ticket_number: e.ticketNumber,
        reason: e.reason,
        notify_user: e.notifyUser,
      },
    ),
  );
}

export function auditService(ctx: AppContext) {
  return { list: (filter: { action?: string; actorId?: number } = {}) => listAuditRows(ctx.db, filter) };
}
