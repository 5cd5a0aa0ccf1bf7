import type { z } from 'zod';
import {
  type ResourceCategoryCreateInput,
  resourceCategoryCreateSchema,
  resourceCreateSchema,
} from '../../../common/schemas/resources';
import type { ImportReport, ImportRowReport } from '../../../common/schemas/resources-shapes';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { writeJsonColumn } from '../../db/json-columns';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, validationError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { createResourceRow, resourceSlugOf } from './admin';
import { auditResources } from './audit';
import { categorySlug } from './categories';
import { indexColumns, rebuildResourceVocabulary } from './finder';
import type { ImportFile } from './import-file';
import type { ResourceViewer } from './policy';
import { tagsOf } from './presenter';

const resourceRowSchema = resourceCreateSchema.omit({ category_id: true });
type ResourceFields = z.infer<typeof resourceRowSchema>;

interface CategoryPlan {
  report: ImportRowReport;
  slug: string;
  values: ResourceCategoryCreateInput;
  existingId: number | null;
}

interface ResourcePlan {
  report: ImportRowReport;
  slug: string;
  categorySlug: string;
  values: ResourceFields;
  existingId: number | null;
  wasPublished: boolean;
}

const messagesOf = (row: number, error: z.ZodError) =>
  error.issues.map((issue) => `Row ${row}: ${issue.message}`);

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** The stored category as the import compares it. */
function sameCategory(stored: Record<string, unknown>, values: ResourceCategoryCreateInput): boolean {
  return (
    stored.name === values.name &&
    (stored.description ?? null) === (values.description ?? null) &&
    stored.icon === values.icon &&
    stored.color === values.color.toUpperCase() &&
    stored.sort_order === values.sort_order &&
    stored.is_active === (values.is_active ? 1 : 0)
  );
}

function sameResource(stored: Record<string, unknown>, values: ResourceFields, categoryId: number | null) {
  return (
    stored.category_id === categoryId &&
    stored.title === values.title &&
    stored.description === values.description &&
    stored.type === values.type &&
    stored.difficulty === values.difficulty &&
    stored.external_url === values.external_url &&
    (stored.download_url ?? null) === (values.download_url ?? null) &&
    (stored.thumbnail_url ?? null) === (values.thumbnail_url ?? null) &&
    (stored.duration ?? null) === (values.duration ?? null) &&
    JSON.stringify(tagsOf(String(stored.tags))) === JSON.stringify(values.tags) &&
    (stored.author_name ?? null) === (values.author_name ?? null) &&
    (stored.author_bio ?? null) === (values.author_bio ?? null) &&
    (stored.subcategory ?? null) === (values.subcategory ?? null) &&
    stored.sort_order === values.sort_order &&
    stored.is_published === (values.is_published ? 1 : 0) &&
    stored.is_featured === (values.is_featured ? 1 : 0)
  );
}

/**
 * Every row checked against the schemas of the admin forms and the library as it stands: what would be
 * created, updated (matched by slug, never duplicated), left unchanged, or refused and why.
 */
async function planImport(db: DB, file: ImportFile) {
  const [storedCategories, storedResources] = await Promise.all([
    db.selectFrom('resource_categories').selectAll().execute(),
    db.selectFrom('resources').selectAll().execute(),
  ]);
  const categoryBySlug = new Map(storedCategories.map((row) => [row.slug, row]));
  const resourceBySlug = new Map(storedResources.map((row) => [row.slug, row]));
  const categories: CategoryPlan[] = [];
  const resources: ResourcePlan[] = [];
  const errors: ImportRowReport[] = [];
  const seen = new Map<string, number>();
  const once = (key: string, row: number, problems: string[], label: string) => {
    const first = seen.get(key);
    if (first !== undefined) problems.push(`Row ${row}: ${label} also appears in row ${first}`);
    else seen.set(key, row);
  };

  for (const item of file.rows.filter((row) => row.kind === 'category')) {
    const problems = [...item.problems];
    const cells = Object.fromEntries(Object.entries(item.cells).filter(([, value]) => !blank(value)));
    const parsed = resourceCategoryCreateSchema.safeParse(cells);
    if (!parsed.success) problems.push(...messagesOf(item.row, parsed.error));
    const name = typeof cells.name === 'string' ? cells.name.trim() : null;
    const slug = parsed.success ? (parsed.data.slug ?? categorySlug(parsed.data.name)) : null;
    if (slug) once(`category:${slug}`, item.row, problems, `category slug "${slug}"`);
    const report: ImportRowReport = {
      row: item.row,
      kind: 'category',
      slug,
      title: name,
      action: 'error',
      errors: problems,
    };
    if (problems.length || !parsed.success || !slug) {
      errors.push(report);
      continue;
    }
    const stored = categoryBySlug.get(slug);
    report.action = !stored ? 'create' : sameCategory(stored, parsed.data) ? 'unchanged' : 'update';
    categories.push({ report, slug, values: parsed.data, existingId: stored?.id ?? null });
  }

  const knownCategories = new Set([...categoryBySlug.keys(), ...categories.map((plan) => plan.slug)]);
  for (const item of file.rows.filter((row) => row.kind === 'resource')) {
    const problems = [...item.problems];
    const { category_slug: categoryCell, kind: _kind, category_id: _id, ...rest } = item.cells;
    const cells = Object.fromEntries(Object.entries(rest).filter(([, value]) => !blank(value)));
    const parsed = resourceRowSchema.safeParse(cells);
    if (!parsed.success) problems.push(...messagesOf(item.row, parsed.error));
    const category = typeof categoryCell === 'string' ? categoryCell.trim().toLowerCase() : '';
    if (!category) problems.push(`Row ${item.row}: Category is required`);
    else if (!knownCategories.has(category))
      problems.push(`Row ${item.row}: Category "${category.slice(0, 100)}" does not exist`);
    const title = typeof cells.title === 'string' ? cells.title.trim().slice(0, 255) : null;
    const slug = parsed.success ? (parsed.data.slug ?? resourceSlugOf(parsed.data.title)) : null;
    if (slug) once(`resource:${slug}`, item.row, problems, `resource slug "${slug}"`);
    const report: ImportRowReport = {
      row: item.row,
      kind: 'resource',
      slug,
      title,
      action: 'error',
      errors: problems,
    };
    if (problems.length || !parsed.success || !slug) {
      errors.push(report);
      continue;
    }
    const stored = resourceBySlug.get(slug);
    const categoryId = categoryBySlug.get(category)?.id ?? null;
    report.action = !stored
      ? 'create'
      : categoryId !== null && sameResource(stored, parsed.data, categoryId)
        ? 'unchanged'
        : 'update';
    resources.push({
      report,
      slug,
      categorySlug: category,
      values: parsed.data,
      existingId: stored?.id ?? null,
      wasPublished: stored?.is_published === 1,
    });
  }
  const rows = [
    ...categories.map((plan) => plan.report),
    ...resources.map((plan) => plan.report),
    ...errors,
  ].sort((a, b) => a.row - b.row);
  return { categories, resources, rows };
}

function summaryOf(rows: ImportRowReport[]): ImportReport['summary'] {
  const count = (action: ImportRowReport['action']) => rows.filter((row) => row.action === action).length;
  return {
    total: rows.length,
    create: count('create'),
    update: count('update'),
    unchanged: count('unchanged'),
    error: count('error'),
  };
}

/** `POST /api/admin/resources/import`: a dry run reports; otherwise one transaction applies every row, or none. */
export function resourceImportService(ctx: AppContext) {
  const db = ctx.db;
  const nowIso = () => ctx.clock.now().toISOString();

  async function apply(
    trx: DB,
    viewer: ResourceViewer,
    plan: Awaited<ReturnType<typeof planImport>>,
    at: string,
  ) {
    for (const item of plan.categories) {
      if (item.report.action === 'unchanged') continue;
      const values = {
        name: item.values.name,
        description: item.values.description ?? null,
        icon: item.values.icon,
        color: item.values.color.toUpperCase(),
        sort_order: item.values.sort_order,
        is_active: item.values.is_active ? 1 : 0,
        updated_at: at,
      };
      if (item.existingId === null)
        await trx
          .insertInto('resource_categories')
          .values({ ...values, slug: item.slug, created_at: at })
          .execute();
      else
        await trx.updateTable('resource_categories').set(values).where('id', '=', item.existingId).execute();
    }
    const categoryIds = new Map(
      (await trx.selectFrom('resource_categories').select(['id', 'slug']).execute()).map((row) => [
        row.slug,
        row.id,
      ]),
    );
    for (const item of plan.resources) {
      if (item.report.action === 'unchanged') continue;
      const categoryId = categoryIds.get(item.categorySlug)!;
      if (item.existingId === null) {
        await createResourceRow(
          trx,
          { ...item.values, slug: item.slug, category_id: categoryId, created_by: viewer.id },
          at,
        );
        continue;
      }
      const { slug: _slug, tags, is_published, is_featured, ...rest } = item.values;
      await trx
        .updateTable('resources')
        .set({
          ...rest,
          category_id: categoryId,
          tags: writeJsonColumn(tags),
          is_published: is_published ? 1 : 0,
          is_featured: is_featured ? 1 : 0,
          ...(is_published && !item.wasPublished ? { published_at: at } : {}),
          ...indexColumns(item.values),
          updated_at: at,
        })
        .where('id', '=', item.existingId)
        .execute();
    }
  }

  return {
    async run(
      viewer: ResourceViewer,
      file: ImportFile,
      dryRun: boolean,
      context: RequestContext,
    ): Promise<ImportReport> {
      const plan = await planImport(db, file);
      const summary = summaryOf(plan.rows);
      const report: ImportReport = {
        dry_run: dryRun,
        applied: false,
        format: file.format,
        summary,
        rows: plan.rows,
      };
      if (dryRun) return report;
      if (summary.error > 0) {
        const errors = Object.fromEntries(
          plan.rows
            .filter((row) => row.action === 'error')
            .slice(0, 100)
            .map((row) => [`rows.${row.row}`, row.errors]),
        );
        throw new AppError(
          'VALIDATION',
          `Nothing was imported: ${summary.error} ${summary.error === 1 ? 'row has' : 'rows have'} errors. Run a dry run to see them.`,
          { errors },
        );
      }
      const at = nowIso();
      try {
        await db.transaction().execute(async (trx) => {
          await apply(trx, viewer, plan, at);
          await auditResources(
            trx,
            [
              {
                actorId: viewer.id,
                action: 'resources.imported',
                target: null,
                details: { format: file.format, ...summary },
              },
            ],
            context,
            at,
          );
          await rebuildResourceVocabulary(trx);
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw validationError({ file: ['The library changed while importing: run the import again'] });
        throw error;
      }
      return { ...report, applied: true };
    },
  };
}
