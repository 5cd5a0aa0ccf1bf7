import type { Role } from '../../../common/permissions';
import type {
  Category,
  CategoryCreateInput,
  CategoryListQuery,
  CategoryStats,
  CategoryUpdateInput,
} from '../../../common/schemas/categories';
import { slugify } from '../../../common/text';
import type { AppContext } from '../../context';
import { AppError, validationError } from '../../lib/errors';
import { categoryCounselors, NO_COUNSELOR_CHANGES, specializationsRepository } from '../specializations';
import { categoryPolicy } from './policy';
import {
  type CategoryWithCounselors,
  parseNotificationSettings,
  presentCategory,
  presentCounselors,
} from './presenter';
import { type CategoriesRepository, type CategoryRow, categoriesRepository } from './repository';

export const CATEGORY_HAS_TICKETS =
  'Cannot delete category with existing tickets. Please move or resolve tickets first.';

export function categoriesService(ctx: AppContext) {
  const repo = categoriesRepository(ctx.db);
  const counselors = categoryCounselors(ctx);

  async function uniqueSlug(tx: CategoriesRepository, name: string, exceptId?: number): Promise<string> {
    const base = slugify(name) || 'category';
    for (let n = 1; n < 1000; n += 1) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      const existing = await tx.findBySlug(candidate);
      if (!existing || existing.id === exceptId) return candidate;
    }
    throw new AppError('CONFLICT', 'Could not make a unique address for this category');
  }

  async function assertNameFree(tx: CategoriesRepository, name: string, exceptId?: number) {
    const existing = await tx.findByName(name);
    if (existing && existing.id !== exceptId) {
      throw validationError({ name: ['A category with this name already exists'] });
    }
  }

  async function load(id: number): Promise<Category> {
    const row = await repo.findById(id);
    if (!row) throw new AppError('NOT_FOUND', 'Category not found');
    return presentCategory(row);
  }

  return {
    /** Active categories for everyone; inactive ones only for managers who ask (or on the admin path). */
    async list(
      role: Role,
      query: Partial<CategoryListQuery>,
      options: { adminPath: boolean },
    ): Promise<CategoryWithCounselors[]> {
      const seesInactive =
        categoryPolicy.maySeeInactive(role) && (options.adminPath || query.include_inactive === true);
      const rows = await repo.list({ ...query, activeOnly: !seesInactive });
      const categories = rows.map(presentCategory);
      if (!query.with_counselors || categories.length === 0) return categories;
      const specialists = await specializationsRepository(ctx.db).list({
        categoryIds: categories.map((c) => c.id),
        activeStaffOnly: true,
      });
      return categories.map((c) => ({
        ...c,
        counselorSpecializations: presentCounselors(specialists.filter((s) => s.category_id === c.id)),
      }));
    },

    async get(id: number, role: Role): Promise<Category> {
      const category = await load(id);
      if (!category.is_active && !categoryPolicy.maySeeInactive(role)) {
        throw new AppError('NOT_FOUND', 'Category not found');
      }
      return category;
    },

    /** An active category a ticket may be filed in, or the spec's refusal. */
    async requireActive(id: number): Promise<CategoryRow> {
      const row = await repo.findById(id);
      if (!row) throw validationError({ category_id: ['Invalid category selected'] });
      if (row.is_active !== 1) throw validationError({ category_id: ['Selected category is not available'] });
      return row;
    },

    /** The category and, when `counselor_ids` is given, its first counselors, in one transaction. */
    async create(input: CategoryCreateInput, actorId: number): Promise<Category> {
      const { counselor_ids: counselorIds, ...fields } = input;
      const now = ctx.clock.now().toISOString();
      const { id, changes } = await ctx.db.transaction().execute(async (trx) => {
        const tx = categoriesRepository(trx);
        await assertNameFree(tx, fields.name);
        const id = await tx.insert({
          name: fields.name,
          slug: await uniqueSlug(tx, fields.name),
          description: fields.description || null,
          icon: fields.icon,
          color: fields.color.toUpperCase(),
          sort_order: fields.sort_order,
          is_active: fields.is_active ? 1 : 0,
          auto_assign: fields.auto_assign ? 1 : 0,
          crisis_detection_enabled: fields.crisis_detection_enabled ? 1 : 0,
          sla_response_hours: fields.sla_response_hours,
          max_priority_level: fields.max_priority_level,
          notification_settings: JSON.stringify(fields.notification_settings),
          created_at: now,
          updated_at: now,
        });
        const changes = counselorIds
          ? await counselors.set(trx, id, counselorIds, { removeOthers: false })
          : NO_COUNSELOR_CHANGES;
        return { id, changes };
      });
      await ctx.bus.emit('category.changed', {
        actorId,
        categoryId: id,
        action: 'created',
        changes: counselorIds ? { name: fields.name, counselor_ids: counselorIds } : { name: fields.name },
      });
      await counselors.announce(actorId, changes);
      return load(id);
    },

    /**
     * Changes the given fields; `counselor_ids`, when given, becomes the category's set of active counselors
     * in the same transaction (nothing is written if a counselor to remove still holds active tickets).
     */
    async update(id: number, input: CategoryUpdateInput, actorId: number): Promise<Category> {
      const { counselor_ids: counselorIds, ...fields } = input;
      const changes = await ctx.db.transaction().execute(async (trx) => {
        const tx = categoriesRepository(trx);
        const current = await tx.findById(id);
        if (!current) throw new AppError('NOT_FOUND', 'Category not found');
        if (fields.name !== undefined) await assertNameFree(tx, fields.name, id);
        const settings = fields.notification_settings
          ? JSON.stringify({
              ...parseNotificationSettings(current.notification_settings),
              ...fields.notification_settings,
            })
          : undefined;
        const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);
        await tx.update(id, {
          name: fields.name,
          slug:
            fields.name !== undefined && fields.name !== current.name
              ? await uniqueSlug(tx, fields.name, id)
              : undefined,
          description: fields.description === undefined ? undefined : fields.description || null,
          icon: fields.icon,
          color: fields.color?.toUpperCase(),
          sort_order: fields.sort_order,
          is_active: flag(fields.is_active),
          auto_assign: flag(fields.auto_assign),
          crisis_detection_enabled: flag(fields.crisis_detection_enabled),
          sla_response_hours: fields.sla_response_hours,
          max_priority_level: fields.max_priority_level,
          notification_settings: settings,
          updated_at: ctx.clock.now().toISOString(),
        });
        return counselorIds
          ? counselors.set(trx, id, counselorIds, { removeOthers: true })
          : NO_COUNSELOR_CHANGES;
      });
      await ctx.bus.emit('category.changed', {
        actorId,
        categoryId: id,
        action: 'updated',
        changes: { ...input },
      });
      await counselors.announce(actorId, changes);
      return load(id);
    },

    async remove(id: number, actorId: number): Promise<void> {
      await ctx.db.transaction().execute(async (trx) => {
        const tx = categoriesRepository(trx);
        const current = await tx.findById(id);
        if (!current) throw new AppError('NOT_FOUND', 'Category not found');
        if ((await tx.countTickets(id)) > 0) throw new AppError('CONFLICT', CATEGORY_HAS_TICKETS);
        await tx.delete(id);
      });
      await ctx.bus.emit('category.changed', { actorId, categoryId: id, action: 'deleted', changes: {} });
    },

    async reorder(order: { id: number; sort_order: number }[], actorId: number): Promise<Category[]> {
      const ids = [...new Set(order.map((entry) => entry.id))];
      const existing = await repo.existingIds(ids);
      const missing = ids.filter((id) => !existing.includes(id));
      if (missing.length > 0)
        throw validationError({ categories: [`Category not found: ${missing.join(', ')}`] });
      const now = ctx.clock.now().toISOString();
      await ctx.db.transaction().execute(async (trx) => {
        const tx = categoriesRepository(trx);
        for (const entry of order)
          await tx.update(entry.id, { sort_order: entry.sort_order, updated_at: now });
      });
      for (const entry of order) {
        await ctx.bus.emit('category.changed', {
          actorId,
          categoryId: entry.id,
          action: 'reordered',
          changes: { sort_order: entry.sort_order },
        });
      }
      return (await repo.list({ sort_by: 'sort_order', sort_direction: 'asc' })).map(presentCategory);
    },

    async stats(): Promise<CategoryStats> {
      const rows = await repo.list({ sort_by: 'sort_order', sort_direction: 'asc' });
      return {
        total_categories: rows.length,
        active_categories: rows.filter((r) => r.is_active === 1).length,
        inactive_categories: rows.filter((r) => r.is_active !== 1).length,
        auto_assign_categories: rows.filter((r) => r.auto_assign === 1).length,
        crisis_detection_categories: rows.filter((r) => r.crisis_detection_enabled === 1).length,
        total_tickets: rows.reduce((sum, r) => sum + r.tickets_count, 0),
        categories: rows.map((r) => ({
          id: r.id,
          name: r.name,
          color: r.color,
          tickets_count: r.tickets_count,
          active_tickets_count: r.active_tickets_count,
          crisis_tickets_count: r.crisis_tickets_count,
        })),
      };
    },
  };
}

export type CategoriesService = ReturnType<typeof categoriesService>;
