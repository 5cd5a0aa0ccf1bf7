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
import { specializationsRepository } from '../specializations/repository';
import { categoryPolicy } from './policy';
import {
  type CategoryWithCounselors,
  parseNotificationSettings,
  presentCategory,
  presentCounselors,
} from './presenter';
import { type CategoryRow, categoriesRepository } from './repository';

export const CATEGORY_HAS_TICKETS =
  'Cannot delete category with existing tickets. Please move or resolve tickets first.';

export function categoriesService(ctx: AppContext) {
  const repo = categoriesRepository(ctx.db);

  async function uniqueSlug(name: string, exceptId?: number): Promise<string> {
    const base = slugify(name) || 'category';
    for (let n = 1; n < 1000; n += 1) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      const existing = await repo.findBySlug(candidate);
      if (!existing || existing.id === exceptId) return candidate;
    }
    throw new AppError('CONFLICT', 'Could not make a unique address for this category');
  }

  async function assertNameFree(name: string, exceptId?: number) {
    const existing = await repo.findByName(name);
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

    async create(input: CategoryCreateInput, actorId: number): Promise<Category> {
      await assertNameFree(input.name);
      const now = ctx.clock.now().toISOString();
      const id = await repo.insert({
        name: input.name,
        slug: await uniqueSlug(input.name),
        description: input.description || null,
        icon: input.icon,
        color: input.color.toUpperCase(),
        sort_order: input.sort_order,
        is_active: input.is_active ? 1 : 0,
        auto_assign: input.auto_assign ? 1 : 0,
        crisis_detection_enabled: input.crisis_detection_enabled ? 1 : 0,
        sla_response_hours: input.sla_response_hours,
        max_priority_level: input.max_priority_level,
        notification_settings: JSON.stringify(input.notification_settings),
        created_at: now,
        updated_at: now,
      });
      await ctx.bus.emit('category.changed', {
        actorId,
        categoryId: id,
        action: 'created',
        changes: { name: input.name },
      });
      return load(id);
    },

    async update(id: number, input: CategoryUpdateInput, actorId: number): Promise<Category> {
      const current = await repo.findById(id);
      if (!current) throw new AppError('NOT_FOUND', 'Category not found');
      if (input.name !== undefined) await assertNameFree(input.name, id);
      const settings = input.notification_settings
        ? JSON.stringify({
            ...parseNotificationSettings(current.notification_settings),
            ...input.notification_settings,
          })
        : undefined;
      const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);
      await repo.update(id, {
        name: input.name,
        slug:
          input.name !== undefined && input.name !== current.name
            ? await uniqueSlug(input.name, id)
            : undefined,
        description: input.description === undefined ? undefined : input.description || null,
        icon: input.icon,
        color: input.color?.toUpperCase(),
        sort_order: input.sort_order,
        is_active: flag(input.is_active),
        auto_assign: flag(input.auto_assign),
        crisis_detection_enabled: flag(input.crisis_detection_enabled),
        sla_response_hours: input.sla_response_hours,
        max_priority_level: input.max_priority_level,
        notification_settings: settings,
        updated_at: ctx.clock.now().toISOString(),
      });
      await ctx.bus.emit('category.changed', {
        actorId,
        categoryId: id,
        action: 'updated',
        changes: { ...input },
      });
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
