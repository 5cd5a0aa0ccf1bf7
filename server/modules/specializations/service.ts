import { rate } from '../../../common/figures';
import { STAFF_ROLES } from '../../../common/permissions';
import type {
  AvailableStaff,
  Specialization,
  SpecializationBulkAssignInput,
  SpecializationCreateInput,
  SpecializationUpdateInput,
  WorkloadStats,
} from '../../../common/schemas/specializations';
import { canTakeTicket, utilizationRate } from '../../../common/specializations/score';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, validationError } from '../../lib/errors';
import { rankCandidates } from './assignment';
import { auditSpecialization, type SpecializationChange } from './audit';
import { specializationPolicy } from './policy';
import { presentSpecialization, presentStaff, scoreInput } from './presenter';
import {
  activeStaffWithWorkload,
  activeTicketsOf,
  categoriesByIds,
  deleteSpecialization,
  existingPairs,
  findCategory,
  findSpecialization,
  findSpecializationRecord,
  findUser,
  insertSpecialization,
  listSpecializations,
  lockCategory,
  type SpecializationRow,
  ticketCategory,
  updateSpecialization,
  usersByIds,
} from './repository';

export const NOT_A_COUNSELOR = 'Selected counselor is not an active counselor or advisor';
export const CATEGORY_NOT_ACTIVE = 'Selected category is not active';
export const DUPLICATE_PAIR = 'Cannot assign counselor to the same category twice';
export const HAS_ACTIVE_TICKETS =
  'Cannot remove counselor from category with active tickets. Please reassign tickets first.';
export const NOT_FOUND = 'Counselor specialization not found';

export interface SpecializationQuery {
  category_id?: number;
  user_id?: number;
  is_available?: boolean;
}

export function specializationsService(ctx: AppContext) {
  const db = ctx.db;
  const nowIso = () => ctx.clock.now().toISOString();

  async function load(id: number): Promise<Specialization> {
    const row = await findSpecialization(db, id);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return presentSpecialization(row);
  }

  async function requireCounselor(userId: number) {
    const user = await findUser(db, userId);
    if (!user || !specializationPolicy.mayHold(user)) throw validationError({ user_id: [NOT_A_COUNSELOR] });
    return user;
  }

  async function requireActiveCategory(categoryId: number) {
    const category = await findCategory(db, categoryId);
    if (category?.is_active !== 1) throw validationError({ category_id: [CATEGORY_NOT_ACTIVE] });
    return category;
  }

  /** Each change's audit row commits with it; the events go out after the commit. */
  const announce = async (changes: SpecializationChange[]) => {
    for (const change of changes) await ctx.bus.emit('specialization.changed', change);
  };

  return {
    async list(query: SpecializationQuery): Promise<Specialization[]> {
      const rows = await listSpecializations(db, {
        categoryId: query.category_id,
        userId: query.user_id,
        isAvailable: query.is_available,
      });
      return rows.map(presentSpecialization);
    },

    get: load,

    async create(input: SpecializationCreateInput, actorId: number): Promise<Specialization> {
      await requireCounselor(input.user_id);
      await requireActiveCategory(input.category_id);
      if ((await existingPairs(db, [input.user_id], [input.category_id])).size > 0)
        throw validationError({ category_id: [DUPLICATE_PAIR] });
      const now = nowIso();
      let change: SpecializationChange;
      try {
        change = await db.transaction().execute(async (trx) => {
          const id = await insertSpecialization(trx, {
            user_id: input.user_id,
            category_id: input.category_id,
            priority_level: input.priority_level,
            max_workload: input.max_workload,
            expertise_rating: input.expertise_rating,
            is_available: input.is_available ? 1 : 0,
            notes: input.notes || null,
            assigned_at: now,
            last_assigned_at: null,
            created_at: now,
            updated_at: now,
          });
          const created = {
            actorId,
            specializationId: id,
            action: 'created' as const,
            changes: { ...input },
          };
          await auditSpecialization(trx, created, now);
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw validationError({ category_id: [DUPLICATE_PAIR] });
        throw error;
      }
      await announce([change]);
      return load(change.specializationId);
    },

    async update(id: number, input: SpecializationUpdateInput, actorId: number): Promise<Specialization> {
      const current = await findSpecializationRecord(db, id);
      if (!current) throw new AppError('NOT_FOUND', NOT_FOUND);
      const now = nowIso();
      const change = { actorId, specializationId: id, action: 'updated' as const, changes: { ...input } };
      await db.transaction().execute(async (trx) => {
        await updateSpecialization(trx, id, {
          priority_level: input.priority_level,
          max_workload: input.max_workload,
          expertise_rating: input.expertise_rating,
          is_available: input.is_available === undefined ? undefined : input.is_available ? 1 : 0,
          notes: input.notes === undefined ? undefined : input.notes || null,
          updated_at: now,
        });
        await auditSpecialization(trx, change, now);
      });
      await announce([change]);
      return load(id);
    },

    async remove(id: number, actorId: number): Promise<{ counselor: string; category: string }> {
      const now = nowIso();
      const { removed, change } = await db.transaction().execute(async (trx) => {
        const row = await findSpecialization(trx, id);
        if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
        // Locks the category's rows on PostgreSQL, so no ticket is auto-assigned through it meanwhile.
        await lockCategory(trx, row.category_id);
        if ((await activeTicketsOf(trx, row.user_id, row.category_id)) > 0)
          throw validationError({ tickets: [HAS_ACTIVE_TICKETS] });
        await deleteSpecialization(trx, id);
        const deleted = {
          actorId,
          specializationId: id,
          action: 'deleted' as const,
          changes: { user_id: row.user_id, category_id: row.category_id },
        };
        await auditSpecialization(trx, deleted, now);
        return { removed: row, change: deleted };
      });
      await announce([change]);
      return { counselor: removed.user_name, category: removed.category_name };
    },

    /** Every counselor to every category; pairs that already exist are skipped. */
    async bulkAssign(input: SpecializationBulkAssignInput, actorId: number) {
      const userIds = [...new Set(input.user_ids)];
      const categoryIds = [...new Set(input.category_ids)];
      const users = await usersByIds(db, userIds);
      const badUsers = userIds.filter((uid) => {
        const user = users.find((u) => u.id === uid);
        return !user || !specializationPolicy.mayHold(user);
      });
      if (badUsers.length) throw validationError({ user_ids: [NOT_A_COUNSELOR] });
      const categories = await categoriesByIds(db, categoryIds);
      const badCategories = categoryIds.filter(
        (cid) => categories.find((c) => c.id === cid)?.is_active !== 1,
      );
      if (badCategories.length) throw validationError({ category_ids: [CATEGORY_NOT_ACTIVE] });
      const now = nowIso();
      const createdIds = await db.transaction().execute(async (trx) => {
        const existing = await existingPairs(trx, userIds, categoryIds);
        const ids: number[] = [];
        for (const categoryId of categoryIds) {
          for (const userId of userIds) {
            if (existing.has(`${userId}:${categoryId}`)) continue;
            const id = await insertSpecialization(trx, {
              user_id: userId,
              category_id: categoryId,
              priority_level: input.priority_level,
              max_workload: input.max_workload,
              expertise_rating: input.expertise_rating,
              is_available: 1,
              notes: null,
              assigned_at: now,
              last_assigned_at: null,
              created_at: now,
              updated_at: now,
            });
            ids.push(id);
            const row = {
              id,
              user_id: userId,
              category_id: categoryId,
              priority_level: input.priority_level,
            };
            await auditSpecialization(trx, createdInBulk(actorId, row), now);
          }
        }
        return ids;
      });
      const rows = createdIds.length ? await listSpecializations(db, { ids: createdIds }) : [];
      await announce(rows.map((row) => createdInBulk(actorId, row)));
      return {
        created: createdIds.length,
        skipped: userIds.length * categoryIds.length - createdIds.length,
        specializations: rows.map(presentSpecialization),
      };
    },

    async updateAvailability(entries: { id: number; is_available: boolean }[], actorId: number) {
      const now = nowIso();
      const changed = await db.transaction().execute(async (trx) => {
        const done: SpecializationChange[] = [];
        for (const entry of entries) {
          const row = await findSpecializationRecord(trx, entry.id);
          if (!row) continue;
          await updateSpecialization(trx, entry.id, {
            is_available: entry.is_available ? 1 : 0,
            updated_at: now,
          });
          const change = {
            actorId,
            specializationId: entry.id,
            action: 'updated' as const,
            changes: { is_available: entry.is_available },
          };
          await auditSpecialization(trx, change, now);
          done.push(change);
        }
        return done;
      });
      await announce(changed);
      return { updated_count: changed.length };
    },

    /** Specialists of a category who can take a ticket now, best assignment score first. */
    async availableIn(categoryId: number): Promise<Specialization[]> {
      const category = await findCategory(db, categoryId);
      if (!category) throw new AppError('NOT_FOUND', 'Category not found');
      const rows = await listSpecializations(db, { categoryId, activeStaffOnly: true });
      return rankCandidates(rows).map(presentSpecialization);
    },

    async workloadStats(): Promise<WorkloadStats> {
      const rows = await listSpecializations(db, { activeStaffOnly: true });
      return workloadStatsOf(rows);
    },

    /** Active counselors and advisors for assigning a ticket, best placed for its category first. */
    async staffForTicket(ticketId: number): Promise<AvailableStaff[]> {
      const categoryId = await ticketCategory(db, ticketId);
      if (categoryId === undefined) throw new AppError('NOT_FOUND', 'Ticket not found');
      const [staff, rows] = await Promise.all([
        activeStaffWithWorkload(db, STAFF_ROLES),
        listSpecializations(db, { activeStaffOnly: true }),
      ]);
      return staff
        .map((person) =>
          presentStaff(
            person,
            rows.filter((r) => r.user_id === person.id),
            categoryId,
          ),
        )
        .sort(
          (a, b) =>
            (b.assignment_score ?? 0) - (a.assignment_score ?? 0) || a.total_workload - b.total_workload,
        );
    },
  };
}

/** The audit details of a specialization made by the bulk assignment. */
function createdInBulk(
  actorId: number,
  row: { id: number; user_id: number; category_id: number; priority_level: string },
): SpecializationChange {
  return {
    actorId,
    specializationId: row.id,
    action: 'created',
    changes: {
      user_id: row.user_id,
      category_id: row.category_id,
      priority_level: row.priority_level,
      bulk: true,
    },
  };
}

/** Figures over the specializations of active staff in active categories; workloads are live counts. */
export function workloadStatsOf(all: SpecializationRow[]): WorkloadStats {
  const rows = all.filter((r) => r.category_is_active === 1);
  const available = rows.filter((r) => r.is_available === 1);
  const capacity = available.reduce((sum, r) => sum + r.max_workload, 0);
  const workload = available.reduce((sum, r) => sum + r.current_workload, 0);
  const percent = (part: number, whole: number) => rate(part, whole) ?? 0;
  const categories = new Map<number, SpecializationRow[]>();
  for (const row of rows) categories.set(row.category_id, [...(categories.get(row.category_id) ?? []), row]);
  return {
    total_capacity: capacity,
    current_workload: workload,
    current_utilization: percent(workload, capacity),
    available_counselors: new Set(rows.filter((r) => canTakeTicket(scoreInput(r))).map((r) => r.user_id))
      .size,
    assigned_counselors: new Set(rows.map((r) => r.user_id)).size,
    overloaded_specializations: rows.filter((r) => utilizationRate(r) >= 100).length,
    by_category: [...categories.values()].map((list) => {
      const open = list.filter((r) => r.is_available === 1);
      const cap = open.reduce((sum, r) => sum + r.max_workload, 0);
      const load = open.reduce((sum, r) => sum + r.current_workload, 0);
      return {
        category_id: list[0]!.category_id,
        category_name: list[0]!.category_name,
        counselors: list.length,
        capacity: cap,
        current_workload: load,
        utilization: percent(load, cap),
      };
    }),
  };
}

export type SpecializationsService = ReturnType<typeof specializationsService>;
