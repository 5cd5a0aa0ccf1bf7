import type { AppContext } from '../../context';
import { auditRepository } from './repository';

/**
 * The audit trail listens to events: who did what, when and from where. Details never hold a password or a
 * token; the events that reach here do not carry them.
 */
export function registerAuditListeners(ctx: AppContext): void {
  const repo = auditRepository(ctx.db);
  const write = (
    action: string,
    actorId: number | null,
    context: { ip: string; userAgent: string | null },
    details: Record<string, unknown>,
  ) =>
    repo.insert({
      actor_id: actorId,
      action,
      target_type: actorId === null ? null : 'user',
      target_id: actorId,
      ip: context.ip,
      user_agent: context.userAgent?.slice(0, 512) ?? null,
      details: JSON.stringify(details),
      created_at: ctx.clock.now().toISOString(),
    });

  ctx.bus.on('auth.signed_in', (e) =>
    write('auth.sign_in', e.userId, e.context, { email: e.email, method: e.method }),
  );
  ctx.bus.on('auth.sign_in_failed', (e) =>
    write('auth.sign_in_failed', e.userId, e.context, { email: e.email.slice(0, 255), reason: e.reason }),
  );
  ctx.bus.on('auth.signed_out', (e) => write('auth.sign_out', e.userId, e.context, {}));
  ctx.bus.on('category.changed', (e) =>
    repo.insert({
      actor_id: e.actorId,
      action: `category.${e.action}`,
      target_type: 'ticket_category',
      target_id: e.categoryId,
      ip: null,
      user_agent: null,
      details: JSON.stringify(e.changes),
      created_at: ctx.clock.now().toISOString(),
    }),
  );
}

export function auditService(ctx: AppContext) {
  return { list: auditRepository(ctx.db).list };
}
