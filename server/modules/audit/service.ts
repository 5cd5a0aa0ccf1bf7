import type { AppContext } from '../../context';
import type { RequestContext } from '../../lib/events';
import { auditRepository } from './repository';

/**
 * The audit trail listens to events: who did what to which record, when and from where. Details never hold
 * a password or a token; the events that reach here do not carry them.
 */
export function registerAuditListeners(ctx: AppContext): void {
  const repo = auditRepository(ctx.db);
  const record = (
    action: string,
    actorId: number | null,
    target: { type: string; id: number } | null,
    details: Record<string, unknown>,
    context: RequestContext | null = null,
  ) =>
    repo.insert({
      actor_id: actorId,
      action,
      target_type: target?.type ?? null,
      target_id: target?.id ?? null,
      ip: context?.ip ?? null,
      user_agent: context?.userAgent?.slice(0, 512) ?? null,
      details: JSON.stringify(details),
      created_at: ctx.clock.now().toISOString(),
    });
  const userTarget = (id: number | null) => (id === null ? null : { type: 'user', id });

  ctx.bus.on('auth.signed_in', (e) =>
    record('auth.sign_in', e.userId, userTarget(e.userId), { email: e.email, method: e.method }, e.context),
  );
  ctx.bus.on('auth.sign_in_failed', (e) =>
    record(
      'auth.sign_in_failed',
      e.userId,
      userTarget(e.userId),
      { email: e.email.slice(0, 255), reason: e.reason },
      e.context,
    ),
  );
  ctx.bus.on('auth.signed_out', (e) =>
    record('auth.sign_out', e.userId, userTarget(e.userId), {}, e.context),
  );
  ctx.bus.on('auth.password_changed', (e) =>
    record(
      'auth.password_changed',
      e.userId,
      userTarget(e.userId),
      { email: e.email, was_required: e.wasRequired, sessions_ended: e.sessionsEnded },
      e.context,
    ),
  );
  ctx.bus.on('user.changed', (e) =>
    record(
      `user.${e.action}`,
      e.actorId,
      userTarget(e.targetId),
      { ...e.changes, reason: e.reason },
      e.context,
    ),
  );
  ctx.bus.on('users.bulk_changed', (e) => {
    const at = ctx.clock.now().toISOString();
    return repo.insertMany(
      e.targets.map((target) => ({
        actor_id: e.actorId,
        action: `user.${e.action}`,
        target_type: 'user',
        target_id: target.id,
        ip: e.context?.ip ?? null,
        user_agent: e.context?.userAgent?.slice(0, 512) ?? null,
        details: JSON.stringify({ email: target.email, ...e.changes, reason: e.reason, bulk: true }),
        created_at: at,
      })),
    );
  });
}

export function auditService(ctx: AppContext) {
  return { list: auditRepository(ctx.db).list };
}
