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
import type { DB } from '../../db';
import { writeJsonColumn } from '../../db/json-columns';
import { AppError, validationError } from '../../lib/errors';
import { categoryCounselors, listSpecializations, NO_COUNSELOR_CHANGES } from '../specializations';
import { auditCategory, type CategoryChange } from './audit';
import { categoryPolicy } from './policy';
import {
  type CategoryWithCounselors,
  parseNotificationSettings,
  presentCategory,
  presentCounselors,
} from './presenter';
import {
  type CategoryRow,
  countCategoryTickets,
  deleteCategory,
  existingCategoryIds,
  findCategory,
  findCategoryByName,
  findCategoryBySlug,
  insertCategory,
  listCategories,
  updateCategory,
} from './repository';

export const CATEGORY_HAS_TICKETS =
  'Cannot delete category with existing tickets. Please move or resolve tickets first.';

export function categoriesService(ctx: AppContext) {
  const counselors = categoryCounselors(ctx);
  const announce = async (changes: CategoryChange[]) => {
    for (const change of changes) await ctx.bus.emit('category.changed', change);
  };

  async function uniqueSlug(tx: DB, name: string, exceptId?: number): Promise<string> {
    const base = slugify(name) || 'category';
    for (let n = 1; n < 1000; n += 1) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      const existing = await findCategoryBySlug(tx, candidate);
      if (!existing || existing.id === exceptId) return candidate;
    }
    throw new AppError('CONFLICT', 'Could not make a unique address for this category');
  }

  async function assertNameFree(tx: DB, name: string, exceptId?: number) {
    const existing = await findCategoryByName(tx, name);
    if (existing && existing.id !== exceptId) {
      throw validationError({ name: ['A category with this name already exists'] });
    }
  }

  async function load(id: number): Promise<Category> {
    const row = await findCategory(ctx.db, id);
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
      const rows = await listCategories(ctx.db, { ...query, activeOnly: !seesInactive });
      const categories = rows.map(presentCategory);
      const withCounselors = query.with_counselors === true && categoryPolicy.maySeeCounselors(role);
      if (!withCounselors || categories.length === 0) return categories;
      const specialists = await listSpecializations(ctx.db, {
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

    /** An active category a ticket may be filed in, or the product's refusal. */
    async requireActive(id: number): Promise<CategoryRow> {
      const row = await findCategory(ctx.db, id);
      if (!row) throw validationError({ category_id: ['Invalid category selected'] });
      if (row.is_active !== 1) throw validationError({ category_id: ['Selected category is not available'] });
      return row;
    },

    /** The category and, when `counselor_ids` is given, its first counselors, in one transaction. */
    async create(input: CategoryCreateInput, actorId: number): Promise<Category> {
      const { counselor_ids: counselorIds, ...fields } = input;
      const now = ctx.clock.now().toISOString();
      const { id, changes, change } = await ctx.db.transaction().execute(async (trx) => {
        await assertNameFree(trx, fields.name);
        const id = await insertCategory(trx, {
          name: fields.name,
          slug: await uniqueSlug(trx, fields.name),
          description: fields.description || null,
          icon: fields.icon,
          color: fields.color.toUpperCase(),
          sort_order: fields.sort_order,
          is_active: fields.is_active ? 1 : 0,
          auto_assign: fields.auto_assign ? 1 : 0,
          crisis_detection_enabled: fields.crisis_detection_enabled ? 1 : 0,
          sla_response_hours: fields.sla_response_hours,
          max_priority_level: fields.max_priority_level,
          notification_settings: writeJsonColumn(fields.notification_settings),
          created_at: now,
          updated_at: now,
        });
        const change: CategoryChange = {
          actorId,
          categoryId: id,
          action: 'created',
          changes: counselorIds ? { name: fields.name, counselor_ids: counselorIds } : { name: fields.name },
        };
        await auditCategory(trx, change, now);
        const changes = counselorIds
          ? await counselors.set(trx, { categoryId: id, userIds: counselorIds, removeOthers: false, actorId })
          : NO_COUNSELOR_CHANGES;
        return { id, changes, change };
      });
      await announce([change]);
      await counselors.announce(actorId, changes);
      return load(id);
    },

    /**
     * Changes the given fields; `counselor_ids`, when given, becomes the category's set of active counselors
     * in the same transaction (nothing is written if a counselor to remove still holds active tickets).
     */
    async update(id: number, input: CategoryUpdateInput, actorId: number): Promise<Category> {
      const { counselor_ids: counselorIds, ...fields } = input;
      const now = ctx.clock.now().toISOString();
      const change: CategoryChange = { actorId, categoryId: id, action: 'updated', changes: { ...input } };
      const changes = await ctx.db.transaction().execute(async (trx) => {
        const current = await findCategory(trx, id);
        if (!current) throw new AppError('NOT_FOUND', 'Category not found');
        if (fields.name !== undefined) await assertNameFree(trx, fields.name, id);
        const settings = fields.notification_settings
          ? writeJsonColumn({
              ...parseNotificationSettings(current.notification_settings),
              ...fields.notification_settings,
            })
          : undefined;
        const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);
        await updateCategory(trx, id, {
          name: fields.name,
          slug:
            fields.name !== undefined && fields.name !== current.name
              ? await uniqueSlug(trx, fields.name, id)
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
          updated_at: now,
        });
        await auditCategory(trx, change, now);
        return counselorIds
          ? counselors.set(trx, { categoryId: id, userIds: counselorIds, removeOthers: true, actorId })
          : NO_COUNSELOR_CHANGES;
      });
      await announce([change]);
      await counselors.announce(actorId, changes);
      return load(id);
    },

    async remove(id: number, actorId: number): Promise<void> {
      const change: CategoryChange = { actorId, categoryId: id, action: 'deleted', changes: {} };
      await ctx.db.transaction().execute(async (trx) => {
        const current = await findCategory(trx, id);
        if (!current) throw new AppError('NOT_FOUND', 'Category not found');
        if ((await countCategoryTickets(trx, id)) > 0) throw new AppError('CONFLICT', CATEGORY_HAS_TICKETS);
        await deleteCategory(trx, id);
        await auditCategory(trx, change, ctx.clock.now().toISOString());
      });
      await announce([change]);
    },

    async reorder(order: { id: number; sort_order: number }[], actorId: number): Promise<Category[]> {
      const ids = [...new Set(order.map((entry) => entry.id))];
      const existing = await existingCategoryIds(ctx.db, ids);
      const missing = ids.filter((id) => !existing.includes(id));
      if (missing.length > 0)
        throw validationError({ categories: [`Category not found: ${missing.join(', ')}`] });
      const now = ctx.clock.now().toISOString();
      const changes = order.map(
        (entry): CategoryChange => ({
          actorId,
          categoryId: entry.id,
          action: 'reordered',
          changes: { sort_order: entry.sort_order },
        }),
      );
      await ctx.db.transaction().execute(async (trx) => {
        for (const entry of order)
          await updateCategory(trx, entry.id, { sort_order: entry.sort_order, updated_at: now });
        for (const change of changes) await auditCategory(trx, change, now);
      });
      await announce(changes);
      return (await listCategories(ctx.db, { sort_by: 'sort_order', sort_direction: 'asc' })).map(
        presentCategory,
      );
    },

    async stats(): Promise<CategoryStats> {
      const rows = await listCategories(ctx.db, { sort_by: 'sort_order', sort_direction: 'asc' });
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
