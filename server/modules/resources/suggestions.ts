import {
  RESOURCE_MESSAGES,
  type ResourceSuggestionApproveInput,
  type ResourceSuggestionCreateInput,
  type ResourceSuggestionListQuery,
  type ResourceSuggestionRejectInput,
} from '../../../common/schemas/resources';
import type { ResourceSuggestion } from '../../../common/schemas/resources-shapes';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { writeJsonColumn } from '../../db/json-columns';
import { AppError, validationError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { paginate } from '../../lib/pagination';
import { type NotificationRow, notificationsService } from '../notifications';
import { createResourceRow, freeSlug, requireActiveCategory } from './admin';
import { auditResources } from './audit';
import { rebuildResourceVocabulary } from './finder';
import type { ResourceViewer } from './policy';
import { presentResourceSuggestion, type ResourceSuggestionRow, tagsOf } from './presenter';

function suggestions(db: DB) {
  return db
    .selectFrom('resource_suggestions as s')
    .leftJoin('resource_categories as c', 'c.id', 's.category_id')
    .leftJoin('users as u', 'u.id', 's.suggested_by')
    .selectAll('s')
    .select([
      'c.name as category_name',
      'c.slug as category_slug',
      'c.color as category_color',
      'c.icon as category_icon',
      'u.name as suggester_name',
      'u.email as suggester_email',
    ]);
}

async function findSuggestion(db: DB, id: number): Promise<ResourceSuggestionRow | undefined> {
  return suggestions(db).where('s.id', '=', id).executeTakeFirst();
}

/**
 * Resource suggestions: counselors and admins propose a resource, admins approve it into a published resource
 * or reject it with a reason; the author is told either way. The verdict is a conditional update
 * (`pending -> approved|rejected`), so of two admins deciding at the same moment only one changes the row and
 * a suggestion becomes one resource, once.
 */
export function resourceSuggestionsService(ctx: AppContext) {
  const db = ctx.db;
  const notifications = notificationsService(ctx);
  const nowIso = () => ctx.clock.now().toISOString();

  async function load(id: number): Promise<ResourceSuggestion> {
    const row = await findSuggestion(db, id);
    if (!row) throw new AppError('NOT_FOUND', RESOURCE_MESSAGES.suggestionNotFound);
    return presentResourceSuggestion(row);
  }

  /** pending -> `status`; false when another review changed the row first. */
  async function decide(
    trx: DB,
    id: number,
    values: { status: string; reviewed_by: number; at: string; reject_reason?: string },
  ) {
    const result = await trx
      .updateTable('resource_suggestions')
      .set({
        status: values.status,
        reviewed_by: values.reviewed_by,
        reviewed_at: values.at,
        updated_at: values.at,
        reject_reason: values.reject_reason ?? null,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function tellAuthor(trx: DB, row: ResourceSuggestionRow, title: string, message: string) {
    if (row.suggested_by === null) return [] as NotificationRow[];
    return notifications.insertFor(trx, [row.suggested_by], {
      type: 'system',
      title,
      message,
      priority: 'low',
      link: '/resources',
      subject_type: 'resource_suggestion',
      subject_id: row.id,
    });
  }

  return {
    load,

    async create(viewer: ResourceViewer, input: ResourceSuggestionCreateInput, context: RequestContext) {
      const at = nowIso();
      const id = await db.transaction().execute(async (trx) => {
        if (input.category_id) await requireActiveCategory(trx, input.category_id);
        const { id: created } = await trx
          .insertInto('resource_suggestions')
          .values({
            title: input.title,
            description: input.description,
            category_id: input.category_id ?? null,
            type: input.type,
            difficulty: input.difficulty,
            external_url: input.external_url,
            duration: input.duration ?? null,
            tags: writeJsonColumn(input.tags),
            author_name: input.author_name ?? null,
            note: input.note ?? null,
            status: 'pending',
            suggested_by: viewer.id,
            resource_id: null,
            reviewed_by: null,
            reviewed_at: null,
            reject_reason: null,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await auditResources(
          trx,
          [
            {
              actorId: viewer.id,
              action: 'resource_suggestion.created',
              target: { type: 'resource_suggestion', id: created },
              details: {},
            },
          ],
          context,
          at,
        );
        return created;
      });
      return load(id);
    },

    async list(query: ResourceSuggestionListQuery) {
      let page = suggestions(db);
      let count = db.selectFrom('resource_suggestions').select((eb) => eb.fn.countAll<number>().as('n'));
      if (query.status) {
        page = page.where('s.status', '=', query.status);
        count = count.where('status', '=', query.status);
      }
      const [rows, total, counts] = await Promise.all([
        page
          .orderBy('s.created_at', 'desc')
          .orderBy('s.id', 'desc')
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page)
          .execute(),
        count.executeTakeFirstOrThrow(),
        db
          .selectFrom('resource_suggestions')
          .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('status')
          .execute(),
      ]);
      const of = (status: string) => Number(counts.find((row) => row.status === status)?.n ?? 0);
      return {
        suggestions: rows.map(presentResourceSuggestion),
        pagination: paginate(Number(total.n), query.page, query.per_page),
        notices: query.notices,
        counts: { pending: of('pending'), approved: of('approved'), rejected: of('rejected') },
      };
    },

    pendingCount: async () =>
      Number(
        (
          await db
            .selectFrom('resource_suggestions')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('status', '=', 'pending')
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /** Publishes the suggestion as a new resource; 409 when it was already reviewed (by anyone, ever). */
    async approve(
      viewer: ResourceViewer,
      id: number,
      input: ResourceSuggestionApproveInput,
      context: RequestContext,
    ) {
      const at = nowIso();
      const { resourceId, told } = await db.transaction().execute(async (trx) => {
        const row = await findSuggestion(trx, id);
        if (!row) throw new AppError('NOT_FOUND', RESOURCE_MESSAGES.suggestionNotFound);
        if (row.status !== 'pending') throw new AppError('CONFLICT', RESOURCE_MESSAGES.alreadyReviewed);
        const categoryId = input.category_id ?? row.category_id;
        if (!categoryId) throw validationError({ category_id: [RESOURCE_MESSAGES.categoryRequired] });
        await requireActiveCategory(trx, categoryId);
        if (!(await decide(trx, id, { status: 'approved', reviewed_by: viewer.id, at })))
          throw new AppError('CONFLICT', RESOURCE_MESSAGES.alreadyReviewed);
        const isPublished = input.is_published ?? true;
        const created = await createResourceRow(
          trx,
          {
            slug: await freeSlug(trx, row.title),
            title: row.title,
            description: row.description,
            category_id: categoryId,
            type: row.type as never,
            difficulty: row.difficulty as never,
            external_url: row.external_url,
            download_url: null,
            thumbnail_url: null,
            duration: row.duration,
            tags: tagsOf(row.tags),
            author_name: row.author_name,
            author_bio: null,
            subcategory: null,
            sort_order: 0,
            is_published: isPublished,
            is_featured: input.is_featured ?? false,
            created_by: row.suggested_by,
          },
          at,
        );
        await trx
          .updateTable('resource_suggestions')
          .set({ resource_id: created })
          .where('id', '=', id)
          .execute();
        await auditResources(
          trx,
          [
            {
              actorId: viewer.id,
              action: 'resource_suggestion.approved',
              target: { type: 'resource_suggestion', id },
              details: { resource_id: created },
            },
            {
              actorId: viewer.id,
              action: 'resource.created',
              target: { type: 'resource', id: created },
              details: { from_suggestion: id, is_published: isPublished },
            },
          ],
          context,
          at,
        );
        if (isPublished) await rebuildResourceVocabulary(trx);
        const rows = await tellAuthor(
          trx,
          row,
          'Your resource suggestion was approved',
          `Thank you: "${row.title.slice(0, 200)}" is now in the Resource Library.`,
        );
        return { resourceId: created, told: rows };
      });
      await notifications.published(told);
      return { suggestion: await load(id), resource_id: resourceId };
    },

    async reject(
      viewer: ResourceViewer,
      id: number,
      input: ResourceSuggestionRejectInput,
      context: RequestContext,
    ) {
      const at = nowIso();
      const told = await db.transaction().execute(async (trx) => {
        const row = await findSuggestion(trx, id);
        if (!row) throw new AppError('NOT_FOUND', RESOURCE_MESSAGES.suggestionNotFound);
        if (
          !(await decide(trx, id, {
            status: 'rejected',
            reviewed_by: viewer.id,
            at,
            reject_reason: input.reason,
          }))
        )
          throw new AppError('CONFLICT', RESOURCE_MESSAGES.alreadyReviewed);
        await auditResources(
          trx,
          [
            {
              actorId: viewer.id,
              action: 'resource_suggestion.rejected',
              target: { type: 'resource_suggestion', id },
              details: {},
            },
          ],
          context,
          at,
        );
        return tellAuthor(
          trx,
          row,
          'Your resource suggestion was not added',
          `"${row.title.slice(0, 200)}" was not added to the Resource Library. Reason: ${input.reason}`,
        );
      });
      await notifications.published(told);
      return load(id);
    },
  };
}
