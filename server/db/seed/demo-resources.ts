import { slugify } from '../../../common/text';
import { HOUR } from '../../lib/clock';
import { createResourceRow, rebuildResourceVocabulary } from '../../modules/resources';
import type { DB } from '..';
import { writeJsonColumn } from '../json-columns';
import { DEMO_RESOURCE_CATEGORIES, DEMO_RESOURCE_SUGGESTION, DEMO_RESOURCES } from './demo-resource-texts';

const DAY = 24 * HOUR;

/** Students whose ratings make the demo's figures (never the demo sign-in accounts). */
const RATERS = [
  'emily.johnson@university.edu',
  'marcus.williams@university.edu',
  'aisha.okafor@university.edu',
  'liam.obrien@university.edu',
  'sofia.garcia@university.edu',
];

/** Fills the Resource Library: categories, resources (one draft), ratings and a pending suggestion. */
export async function seedDemoResources(trx: DB, now: Date): Promise<void> {
  const users = await trx.selectFrom('users').select(['id', 'email']).execute();
  const idOf = (email: string) => users.find((user) => user.email === email)?.id ?? null;
  const admin = idOf('admin@university.edu');
  const categoryIds = new Map<string, number>();
  const created = new Date(now.getTime() - 90 * DAY).toISOString();
  for (const [order, category] of DEMO_RESOURCE_CATEGORIES.entries()) {
    const { id } = await trx
      .insertInto('resource_categories')
      .values({ ...category, sort_order: order + 1, is_active: 1, created_at: created, updated_at: created })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(category.slug, id);
  }
  const published: number[] = [];
  for (const [index, resource] of DEMO_RESOURCES.entries()) {
    const at = new Date(now.getTime() - (80 - index) * DAY).toISOString();
    const id = await createResourceRow(
      trx,
      {
        slug: slugify(resource.title),
        title: resource.title,
        description: resource.description,
        category_id: categoryIds.get(resource.category)!,
        type: resource.type,
        difficulty: resource.difficulty,
        external_url: resource.url,
        download_url: null,
        thumbnail_url: null,
        duration: resource.duration ?? null,
        tags: resource.tags,
        author_name: resource.author,
        author_bio: resource.bio ?? null,
        subcategory: null,
        sort_order: index,
        is_published: !resource.draft,
        is_featured: resource.featured ?? false,
        created_by: admin,
      },
      at,
    );
    await trx
      .updateTable('resources')
      .set({ view_count: resource.views, download_count: resource.downloads ?? 0 })
      .where('id', '=', id)
      .execute();
    if (!resource.draft) published.push(id);
  }
  await seedRatings(
    trx,
    published,
    RATERS.map(idOf).filter((id): id is number => id !== null),
    now,
  );
  const suggestion = DEMO_RESOURCE_SUGGESTION;
  const at = new Date(now.getTime() - 2 * DAY).toISOString();
  await trx
    .insertInto('resource_suggestions')
    .values({
      title: suggestion.title,
      description: suggestion.description,
      category_id: categoryIds.get(suggestion.category) ?? null,
      type: suggestion.type,
      difficulty: suggestion.difficulty,
      external_url: suggestion.url,
      duration: null,
      tags: writeJsonColumn(suggestion.tags),
      author_name: suggestion.author,
      note: suggestion.note,
      status: 'pending',
      suggested_by: idOf(suggestion.by),
      resource_id: null,
      reviewed_by: null,
      reviewed_at: null,
      reject_reason: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await rebuildResourceVocabulary(trx);
}

/** A believable spread of ratings (mostly 4 and 5), then each resource's average, count and recommend count. */
async function seedRatings(trx: DB, ids: number[], raters: number[], now: Date) {
  const at = new Date(now.getTime() - 3 * DAY).toISOString();
  const rows = ids.flatMap((resourceId, i) =>
    raters.flatMap((userId, j) => {
      if ((i + j) % 3 === 0) return [];
      const rating = [5, 4, 5, 3, 4, 5, 2][(i * 3 + j) % 7]!;
      return [
        {
          resource_id: resourceId,
          user_id: userId,
          rating,
          comment: null,
          is_recommended: rating >= 3 ? 1 : 0,
          created_at: at,
          updated_at: at,
        },
      ];
    }),
  );
  for (let start = 0; start < rows.length; start += 200)
    await trx
      .insertInto('resource_feedback')
      .values(rows.slice(start, start + 200))
      .execute();
  for (const id of ids) {
    const mine = rows.filter((row) => row.resource_id === id);
    const sum = mine.reduce((total, row) => total + row.rating, 0);
    await trx
      .updateTable('resources')
      .set({
        rating_count: mine.length,
        rating_tenths: mine.length ? Math.round((sum * 10) / mine.length) : 0,
        recommend_count: mine.filter((row) => row.is_recommended === 1).length,
      })
      .where('id', '=', id)
      .execute();
  }
}

/** A counselor's recommendation to the demo student, on a ticket of theirs the counselor holds (if any). */
export async function seedDemoRecommendation(trx: DB, now: Date): Promise<void> {
  const ticket = await trx
    .selectFrom('tickets as t')
    .innerJoin('users as s', 's.id', 't.user_id')
    .innerJoin('users as c', 'c.id', 't.assigned_to')
    .select(['t.id', 't.user_id', 't.assigned_to'])
    .where('s.email', '=', 'student@university.edu')
    .where('c.email', '=', 'counselor@university.edu')
    .orderBy('t.id')
    .executeTakeFirst();
  const resource = await trx
    .selectFrom('resources')
    .select('id')
    .where('slug', '=', 'breathing-exercise-for-stress')
    .executeTakeFirst();
  if (!ticket || !resource || ticket.assigned_to === null) return;
  await trx
    .insertInto('resource_recommendations')
    .values({
      resource_id: resource.id,
      student_id: ticket.user_id,
      counselor_id: ticket.assigned_to,
      ticket_id: ticket.id,
      note: 'Try this before your exams: five minutes of slow breathing can take the edge off the panic.',
      created_at: new Date(now.getTime() - DAY).toISOString(),
    })
    .execute();
}
