import { LIMITS } from '../../../common/limits';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { validationError } from '../../lib/errors';
import { auditSpecialization, type SpecializationChange } from './audit';
import { specializationPolicy } from './policy';
import {
  activeTicketsOf,
  deleteSpecialization,
  insertSpecialization,
  listSpecializations,
  lockCategory,
  usersByIds,
} from './repository';
import { HAS_ACTIVE_TICKETS, NOT_A_COUNSELOR } from './service';

const S = LIMITS.specialization;

/** What choosing a category's counselors wrote, announced once the transaction has committed. */
export interface CategoryCounselorChanges {
  created: { id: number; user_id: number; category_id: number }[];
  removed: { id: number; user_id: number; category_id: number }[];
}

export const NO_COUNSELOR_CHANGES: CategoryCounselorChanges = { created: [], removed: [] };

/**
 * The counselors of a category chosen in the category dialog, written in the caller's transaction.
 * `set` gives each listed counselor without a specialization in the category one with the defaults of
 * product §2.9 (primary, max workload 10, rating 3, available); existing ones keep their settings. With
 * `removeOthers`, the category's specializations of active counselors and advisors not listed are removed,
 * and the whole change is refused when one of them holds Open or In Progress tickets of the category.
 * Specializations of inactive accounts are left alone: they cannot be chosen, so not choosing them says
 * nothing about them. The audit row of each specialization created or removed is written in the same
 * transaction, by `actorId`; `announce` sends the events after the commit.
 */
export function categoryCounselors(ctx: AppContext) {
  return {
    async set(
      trx: DB,
      choice: { categoryId: number; userIds: number[]; removeOthers: boolean; actorId: number },
    ): Promise<CategoryCounselorChanges> {
      const { categoryId, userIds, actorId } = choice;
      const wanted = [...new Set(userIds)];
      const users = await usersByIds(trx, wanted);
      const allowed = new Set(users.filter((u) => specializationPolicy.mayHold(u)).map((u) => u.id));
      if (wanted.some((id) => !allowed.has(id))) throw validationError({ counselor_ids: [NOT_A_COUNSELOR] });

      // Locks the category's rows on PostgreSQL, so no ticket is auto-assigned through them meanwhile.
      await lockCategory(trx, categoryId);
      const existing = await listSpecializations(trx, { categoryId });
      const held = new Set(existing.map((row) => row.user_id));
      const removed = choice.removeOthers
        ? existing.filter(
            (row) =>
              !allowed.has(row.user_id) &&
              specializationPolicy.mayHold({ role: row.user_role, status: row.user_status }),
          )
        : [];
      for (const row of removed) {
        if ((await activeTicketsOf(trx, row.user_id, categoryId)) > 0)
          throw validationError({ counselor_ids: [HAS_ACTIVE_TICKETS] });
      }
      for (const row of removed) await deleteSpecialization(trx, row.id);

      const now = ctx.clock.now().toISOString();
      const created: CategoryCounselorChanges['created'] = [];
      for (const userId of wanted) {
        if (held.has(userId)) continue;
        const id = await insertSpecialization(trx, {
          user_id: userId,
          category_id: categoryId,
          priority_level: 'primary',
          max_workload: S.workloadDefault,
          expertise_rating: S.ratingDefault,
          is_available: 1,
          notes: null,
          assigned_at: now,
          last_assigned_at: null,
          created_at: now,
          updated_at: now,
        });
        created.push({ id, user_id: userId, category_id: categoryId });
      }
      const changes = {
        created,
        removed: removed.map((row) => ({ id: row.id, user_id: row.user_id, category_id: categoryId })),
      };
      for (const change of specializationChanges(actorId, changes))
        await auditSpecialization(trx, change, now);
      return changes;
    },

    /** The same `specialization.changed` events the Counselors tab's create and remove emit. */
    async announce(actorId: number, changes: CategoryCounselorChanges): Promise<void> {
      for (const change of specializationChanges(actorId, changes)) {
        await ctx.bus.emit('specialization.changed', change);
      }
    },
  };
}

/** The removals, then the creations, as `specialization.changed` events (and their audit rows). */
function specializationChanges(actorId: number, changes: CategoryCounselorChanges): SpecializationChange[] {
  return [
    ...changes.removed.map((row) => ({
      actorId,
      specializationId: row.id,
      action: 'deleted' as const,
      changes: { user_id: row.user_id, category_id: row.category_id },
    })),
    ...changes.created.map((row) => ({
      actorId,
      specializationId: row.id,
      action: 'created' as const,
      changes: {
        user_id: row.user_id,
        category_id: row.category_id,
        priority_level: 'primary',
        max_workload: S.workloadDefault,
        expertise_rating: S.ratingDefault,
        is_available: true,
      },
    })),
  ];
}
