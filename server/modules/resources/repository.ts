import { type Insertable, type Selectable, type SqlBool, sql, type Updateable } from 'kysely';
import type { BookmarkSort, ResourceSort } from '../../../common/schemas/resources';
import { type DB, dialectOf } from '../../db';
import { cachedUntilWrite, versionedCache } from '../../db/change-version';
import type { ResourcesTable } from '../../db/types';
import { type RankedSource, rankedMatches } from '../../search/ranked';

/** A resource with its category and creator, as lists read it (never the index columns). */
export type ResourceRow = Omit<Selectable<ResourcesTable>, 'search_title' | 'search_body'> & {
  category_name: string | null;
  category_slug: string | null;
  category_color: string | null;
  category_icon: string | null;
  creator_name: string | null;
};

export interface ResourceFilter {
  publishedOnly: boolean;
  status?: 'published' | 'unpublished' | 'featured';
  /** A category slug, or its id written in digits. */
  category?: string;
  types?: readonly string[];
  difficulties?: readonly string[];
  featured?: boolean;
  ids?: readonly number[];
  /** Only the resources this user bookmarked. */
  bookmarkedBy?: number;
  /** A full-text query (`ftsQuery` on SQLite, `tsQuery` on PostgreSQL): only matches, ranked. */
  match?: string;
}

const COLUMNS = [
  'r.id',
  'r.slug',
  'r.category_id',
  'r.title',
  'r.description',
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
  'r.published_at',
  'r.view_count',
  'r.download_count',
  'r.rating_tenths',
  'r.rating_count',
  'r.recommend_count',
  'r.created_by',
  'r.created_at',
  'r.updated_at',
] as const;

/** The matches of a full-text query with a rank, higher is better: title, tag and author words weigh five times description words. */
const SOURCE: RankedSource = { table: 'resources', fts: 'resources_fts', weights: [5, 1] };

function selection(db: DB, filter: ResourceFilter) {
  let query = db
    .selectFrom('resources as r')
    .leftJoin('resource_categories as c', 'c.id', 'r.category_id')
    .leftJoin('users as u', 'u.id', 'r.created_by')
    .innerJoin(
      filter.match === undefined
        ? sql<{ id: number; rank: number }>`(select 0 as id, 0 as rank)`.as('m')
        : rankedMatches(db, SOURCE, filter.match),
      (join) => (filter.match === undefined ? join.on(sql<SqlBool>`1 = 1`) : join.onRef('m.id', '=', 'r.id')),
    );
  if (filter.publishedOnly || filter.status === 'published') query = query.where('r.is_published', '=', 1);
  if (filter.status === 'unpublished') query = query.where('r.is_published', '=', 0);
  if (filter.status === 'featured') query = query.where('r.is_featured', '=', 1);
  if (filter.featured !== undefined) query = query.where('r.is_featured', '=', filter.featured ? 1 : 0);
  if (filter.category !== undefined) {
    const category = filter.category.toLowerCase();
    query = /^[0-9]{1,9}$/.test(category)
      ? query.where((eb) => eb.or([eb('c.slug', '=', category), eb('r.category_id', '=', Number(category))]))
      : query.where('c.slug', '=', category);
  }
  if (filter.types?.length) query = query.where('r.type', 'in', [...filter.types]);
  if (filter.difficulties?.length) query = query.where('r.difficulty', 'in', [...filter.difficulties]);
  if (filter.ids !== undefined) query = query.where('r.id', 'in', filter.ids.length ? [...filter.ids] : [0]);
  const reader = filter.bookmarkedBy;
  if (reader !== undefined)
    query = query.where('r.id', 'in', (eb) =>
      eb.selectFrom('resource_bookmarks').select('resource_id').where('user_id', '=', reader),
    );
  return query;
}

function withColumns(db: DB, filter: ResourceFilter) {
  return selection(db, filter).select([
    ...COLUMNS,
    'm.rank',
    'c.name as category_name',
    'c.slug as category_slug',
    'c.color as category_color',
    'c.icon as category_icon',
    'u.name as creator_name',
  ]);
}

/** When the reader saved the resource (the Recently Saved sort of My Bookmarks). */
const savedAt = (reader: number) =>
  sql<string>`(select b.created_at from resource_bookmarks b where b.resource_id = r.id and b.user_id = ${reader})`;

/**
 * Spec 3 §2.3 sorts: Featured First, Highest Rated, Most Popular (views), Most Downloaded, Newest First; and
 * My Bookmarks' (§2.4): Recently Saved, Title A-Z, Resource Type (then title).
 */
function ordered(
  db: DB,
  filter: ResourceFilter,
  sort: ResourceSort | BookmarkSort,
  page: { limit: number; offset: number },
) {
  let query = withColumns(db, filter);
  const title = sql<string>`lower(r.title)`;
  if (sort === 'saved' && filter.bookmarkedBy !== undefined)
    query = query.orderBy(savedAt(filter.bookmarkedBy), 'desc');
  else if (sort === 'title') query = query.orderBy(title, 'asc');
  else if (sort === 'type') query = query.orderBy('r.type', 'asc').orderBy(title, 'asc');
  else if (sort === 'relevance' && filter.match !== undefined)
    query = query.orderBy('m.rank', 'desc').orderBy('r.is_featured', 'desc');
  else if (sort === 'featured')
    query = query
      .orderBy('r.is_featured', 'desc')
      .orderBy('r.sort_order', 'asc')
      .orderBy('r.rating_tenths', 'desc')
      .orderBy('r.view_count', 'desc');
  else if (sort === 'rating')
    query = query.orderBy('r.rating_tenths', 'desc').orderBy('r.rating_count', 'desc');
  else if (sort === 'popular') query = query.orderBy('r.view_count', 'desc');
  else if (sort === 'downloads') query = query.orderBy('r.download_count', 'desc');
  else query = query.orderBy('r.created_at', 'desc');
  return query.orderBy('r.id', 'desc').limit(page.limit).offset(page.offset);
}

export type RankedResourceRow = ResourceRow & { rank: number };

/**
 * One page and how many resources match in all. Two statements side by side: a count over the narrow index
 * and a page the database sorts keeping only its own rows (a window count would carry every matching row,
 * description and all, through the sort).
 */
export async function listResources(
  db: DB,
  filter: ResourceFilter,
  sort: ResourceSort | BookmarkSort,
  page: { limit: number; offset: number },
): Promise<{ rows: RankedResourceRow[]; total: number }> {
  const read = async () => {
    const rows = await ordered(db, filter, sort, page).execute();
    // A page that is not full ends the list: its total is known without a count (a statement less for most
    // readers' bookmarks). A page past the end, or a full one, is counted.
    const ends = rows.length < page.limit && (rows.length > 0 || page.offset === 0);
    const total = ends ? page.offset + rows.length : await countResources(db, filter);
    return { rows, total };
  };
  // The catalogue's pages are the same for every reader, and a reader's bookmarks are theirs (the filter names
  // them): each kept until the next write.
  return cachedUntilWrite(pageCache, db, dialectOf(db), JSON.stringify([filter, sort, page]), read);
}

const pageCache = versionedCache<{ rows: RankedResourceRow[]; total: number }>(200);
const typeCountCache = versionedCache<Map<string, number>>(200);

export async function countResources(db: DB, filter: ResourceFilter): Promise<number> {
  const row = await selection(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many resources of each type match the filter (the type filter itself left out). */
export async function typeCounts(db: DB, filter: ResourceFilter): Promise<Map<string, number>> {
  const read = async () => {
    const rows = await selection(db, { ...filter, types: undefined })
      .select(['r.type', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('r.type')
      .execute();
    return new Map(rows.map((row) => [row.type, Number(row.n)]));
  };
  return cachedUntilWrite(typeCountCache, db, dialectOf(db), JSON.stringify(filter), read);
}

export function findResource(db: DB, id: number): Promise<RankedResourceRow | undefined> {
  return withColumns(db, { publishedOnly: false, ids: [id] }).executeTakeFirst();
}

/** The resource's row locked for the rest of the transaction on PostgreSQL (SQLite holds the write lock). */
export async function lockResource(db: DB, id: number) {
  let query = db.selectFrom('resources').select(['id', 'is_published', 'slug']).where('id', '=', id);
  if (dialectOf(db) === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function insertResource(db: DB, values: Insertable<ResourcesTable>): Promise<number> {
  return (await db.insertInto('resources').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateResource(db: DB, id: number, values: Updateable<ResourcesTable>): Promise<void> {
  await db.updateTable('resources').set(values).where('id', '=', id).execute();
}

export function resourcesByIds(db: DB, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('resources')
    .select(['id', 'title', 'is_published', 'is_featured', 'published_at'])
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
}

export async function deleteResources(db: DB, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  // Suggestions that became these resources keep their verdict; only the link goes.
  await db
    .updateTable('resource_suggestions')
    .set({ resource_id: null })
    .where('resource_id', 'in', [...ids])
    .execute();
  await db
    .deleteFrom('resources')
    .where('id', 'in', [...ids])
    .execute();
}

export async function slugTaken(db: DB, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('resources').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Counts a view or a download in SQL (`+ 1`), so concurrent opens never lose one; answers the new counts. */
export async function countAccess(db: DB, id: number, action: 'access' | 'download') {
  await db
    .updateTable('resources')
    .set((eb) =>
      action === 'download'
        ? { download_count: eb('download_count', '+', 1) }
        : { view_count: eb('view_count', '+', 1) },
    )
    .where('id', '=', id)
    .execute();
  return db
    .selectFrom('resources')
    .select(['view_count', 'download_count'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The texts the typo pass learns from: every published resource's index words. */
export function publishedTexts(db: DB) {
  return db
    .selectFrom('resources')
    .select(['search_title', 'search_body'])
    .where('is_published', '=', 1)
    .execute();
}

/** Whole-library figures over published resources (spec 3 §3 "Stats"). */
export async function libraryFigures(db: DB, publishedOnly: boolean) {
  let query = db.selectFrom('resources');
  if (publishedOnly) query = query.where('is_published', '=', 1);
  const row = await query
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.coalesce(eb.fn.sum<number>('view_count'), sql<number>`0`).as('views'),
      eb.fn.coalesce(eb.fn.sum<number>('download_count'), sql<number>`0`).as('downloads'),
      eb.fn.coalesce(eb.fn.sum<number>('rating_count'), sql<number>`0`).as('ratings'),
      eb.fn
        .coalesce(eb.fn.sum<number>(sql`case when is_published = 1 then 1 else 0 end`), sql<number>`0`)
        .as('published'),
      eb.fn
        .coalesce(eb.fn.sum<number>(sql`case when is_featured = 1 then 1 else 0 end`), sql<number>`0`)
        .as('featured'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>(sql`case when rating_count > 0 then rating_tenths else 0 end`),
          sql<number>`0`,
        )
        .as('rated_tenths'),
      eb.fn
        .coalesce(eb.fn.sum<number>(sql`case when rating_count > 0 then 1 else 0 end`), sql<number>`0`)
        .as('rated'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    views: Number(row.views),
    downloads: Number(row.downloads),
    ratings: Number(row.ratings),
    published: Number(row.published),
    featured: Number(row.featured),
    ratedTenths: Number(row.rated_tenths),
    rated: Number(row.rated),
  };
}

/** Published resources per value of a column (type or difficulty). */
export async function countsBy(db: DB, column: 'type' | 'difficulty', publishedOnly: boolean) {
  let query = db.selectFrom('resources');
  if (publishedOnly) query = query.where('is_published', '=', 1);
  const rows = await query
    .select([column, (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(column)
    .execute();
  return new Map(rows.map((row) => [row[column] as string, Number(row.n)]));
}

/** The top resources by a column (views, rating or downloads), published only when asked. */
export function topBy(
  db: DB,
  column: 'view_count' | 'rating_tenths' | 'download_count',
  limit: number,
  publishedOnly: boolean,
) {
  let query = db
    .selectFrom('resources')
    .select(['id', 'title', 'view_count', 'rating_tenths', 'rating_count', 'download_count'])
    .where(column, '>', 0);
  if (publishedOnly) query = query.where('is_published', '=', 1);
  return query.orderBy(column, 'desc').orderBy('id', 'asc').limit(limit).execute();
}
