import { toReversibleCsv } from '../../../common/csv';
import type { ResourceExport } from '../../../common/schemas/resources-shapes';
import type { DB } from '../../db';
import { difficultyOf, tagsOf, typeOf } from './presenter';

/**
 * The library as a file (api-contract `GET /api/admin/resources/export`): every category and resource, with
 * the fields an import reads back. Counts, ratings and dates stay out: they belong to this hub's readers.
 * Exporting and importing the result changes nothing (docs/decisions/0023-resource-library.md).
 */

/** The CSV's columns: a `kind` column (category or resource), then the fields of both kinds. */
export const EXCHANGE_COLUMNS = [
  'kind',
  'slug',
  'name',
  'title',
  'description',
  'category_slug',
  'type',
  'difficulty',
  'external_url',
  'download_url',
  'thumbnail_url',
  'duration',
  'tags',
  'author_name',
  'author_bio',
  'subcategory',
  'icon',
  'color',
  'sort_order',
  'is_active',
  'is_published',
  'is_featured',
] as const;

export async function exportLibrary(db: DB, at: string): Promise<ResourceExport> {
  const [categories, resources] = await Promise.all([
    db.selectFrom('resource_categories').selectAll().orderBy('sort_order').orderBy('id').execute(),
    db
      .selectFrom('resources as r')
      .leftJoin('resource_categories as c', 'c.id', 'r.category_id')
      .select([
        'r.slug',
        'r.title',
        'r.description',
        'c.slug as category_slug',
        'r.type',
        'r.difficulty',
        'r.external_url',
        'r.download_url',
        'r.thumbnail_url',
        'r.duration',
        'r.tags',
        'r.author_name',
        'r.author_bio',
        'r.subcategory',
        'r.sort_order',
        'r.is_published',
        'r.is_featured',
      ])
      .orderBy('r.id')
      .execute(),
  ]);
  return {
    format_version: 1,
    exported_at: at,
    categories: categories.map((row) => ({
      slug: row.slug,
      name: row.name,
      description: row.description,
      icon: row.icon,
      color: row.color,
      sort_order: row.sort_order,
      is_active: row.is_active === 1,
    })),
    resources: resources.map((row) => ({
      ...row,
      type: typeOf(row.type),
      difficulty: difficultyOf(row.difficulty),
      tags: tagsOf(row.tags),
      is_published: row.is_published === 1,
      is_featured: row.is_featured === 1,
    })),
  };
}

/**
 * The export as CSV: one row per category, then one per resource, tags as a JSON list in their cell. Every
 * cell starting with = + - @ (or a quote) is escaped with a leading quote, which the import takes off again.
 */
export function exportCsv(library: ResourceExport): string {
  const rows = [
    ...library.categories.map((category) => ({ kind: 'category', ...category })),
    ...library.resources.map((resource) => ({
      kind: 'resource',
      ...resource,
      tags: JSON.stringify(resource.tags),
    })),
  ];
  return toReversibleCsv(EXCHANGE_COLUMNS, rows);
}
