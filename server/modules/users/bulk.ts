import type { UserStatus } from '../../../common/schemas/auth';
import { FINISHED_STATUSES } from '../../../common/schemas/tickets';
import type {
  UserBulkAction,
  UserBulkActionInput,
  UserBulkActionResult,
} from '../../../common/schemas/users';
import type { AppContext } from '../../context';
import type { UserAuditAction } from '../../lib/events';
import { endUserSessions } from '../sessions';
import { announceHandOver, HANDOVER_NOTE, handOverOpenTickets } from '../tickets';
import { auditUsersBulkChange, type UsersBulkChange } from './audit';
import { USER_REFUSALS, userPolicy } from './policy';
import { findUsersByIds, removeUsers, setUsersStatus, type UserRow, userTicketTies } from './repository';
import type { ActorContext } from './service';

const STATUS_OF: Record<Exclude<UserBulkAction, 'delete'>, UserStatus> = {
  activate: 'active',
  deactivate: 'inactive',
  suspend: 'suspended',
};

const AUDIT_ACTION: Record<UserBulkAction, UserAuditAction> = {
  activate: 'activated',
  deactivate: 'deactivated',
  suspend: 'suspended',
  delete: 'deleted',
};

/**
 * POST /api/admin/users/bulk-action: activate, deactivate, suspend or delete many accounts in one
 * transaction. Accounts that may not be changed are passed over with the reason; the rest change together.
 */
export function usersBulkService(ctx: AppContext) {
  return {
    async run(input: UserBulkActionInput, actor: ActorContext): Promise<UserBulkActionResult> {
      const ids = [...new Set(input.user_ids)];
      const rows = new Map((await findUsersByIds(ctx.db, ids)).map((row) => [row.id, row]));
      const skipped: UserBulkActionResult['skipped'] = [];
      const eligible: UserRow[] = [];
      const ties =
        input.action === 'delete' ? await userTicketTies(ctx.db, ids, FINISHED_STATUSES) : new Map();
      const status = input.action === 'delete' ? null : STATUS_OF[input.action];

      for (const id of ids) {
        const row = rows.get(id);
        const refusal = !row
          ? USER_REFUSALS.notFound
          : (userPolicy.bulkRefusal(actor, row) ??
            (status === null
              ? userPolicy.ticketRefusal(ties.get(id))
              : row.status === status
                ? `Already ${status}`
                : null));
        if (refusal || !row) skipped.push({ id, reason: refusal ?? USER_REFUSALS.notFound });
        else eligible.push(row);
      }

      const eligibleIds = eligible.map((row) => row.id);
      if (eligibleIds.length > 0) {
        const at = ctx.clock.now().toISOString();
        const change: UsersBulkChange = {
          actorId: actor.id,
          targets: eligible.map((row) => ({ id: row.id, email: row.email })),
          action: AUDIT_ACTION[input.action],
          reason: input.reason || null,
          changes: status === null ? {} : { status },
          context: actor.context,
        };
        const handedOver = await ctx.db.transaction().execute(async (trx) => {
          if (status === null) await removeUsers(trx, eligibleIds);
          else await setUsersStatus(trx, { ids: eligibleIds, status, at });
          await auditUsersBulkChange(trx, change, at);
          // Accounts that leave active duty hand their open tickets over in the same transaction.
          return status === 'inactive' || status === 'suspended'
            ? handOverOpenTickets(trx, { userIds: eligibleIds, actorId: actor.id, reason: HANDOVER_NOTE, at })
            : [];
        });
        await announceHandOver(ctx, handedOver, actor.id, HANDOVER_NOTE);
        // Sessions end at once; deleted accounts lose theirs with the row.
        if (status === 'inactive' || status === 'suspended') {
          for (const id of eligibleIds) await endUserSessions(ctx.db, id, at);
        }
        await ctx.bus.emit('users.bulk_changed', change);
      }
      return { affected: eligibleIds.length, skipped };
    },
  };
}
