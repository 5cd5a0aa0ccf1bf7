import { normalizeRole } from '../../../common/permissions';
import { RESOURCE_MESSAGES, type ResourceRecommendInput } from '../../../common/schemas/resources';
import type { ResourceRecommendation } from '../../../common/schemas/resources-shapes';
import type { AppContext } from '../../context';
import { AppError, validationError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { holdsSessionWith } from '../appointments';
import { notificationsService } from '../notifications';
import { supportsStudent } from '../tickets';
import { auditResources } from './audit';
import type { ResourceViewer } from './policy';
import { presentResource } from './presenter';
import { insertRecommendation, readerMarks, recommendationsFor } from './reader-repository';
import { listResources } from './repository';
import { requirePublished } from './service';

const RECOMMENDATIONS_SHOWN = 20;

/**
 * Counselors recommend a resource to a student they support (a ticket of the student's they may open; admins
 * any student); the student is notified and sees "Recommended by your counselor" in the library.
 */
export function recommendationsService(ctx: AppContext) {
  const db = ctx.db;
  const notifications = notificationsService(ctx);
  const nowIso = () => ctx.clock.now().toISOString();

  return {
    async recommend(
      viewer: ResourceViewer,
      resourceId: number,
      input: ResourceRecommendInput,
      context: RequestContext,
    ) {
      const resource = await requirePublished(db, resourceId);
      const student = await db
        .selectFrom('users')
        .select(['id', 'role', 'status'])
        .where('id', '=', input.student_id)
        .executeTakeFirst();
      if (!student) throw validationError({ student_id: [RESOURCE_MESSAGES.invalidStudent] });
      if (normalizeRole(student.role) !== 'student')
        throw validationError({ student_id: [RESOURCE_MESSAGES.notAStudent] });
      const access = await supportsStudent(db, viewer, student.id, input.ticket_id);
      if (!access.ticketFound) throw validationError({ ticket_id: [RESOURCE_MESSAGES.invalidTicket] });
      // From a ticket: the staff who may work it. From a session: the counselor who holds one with the student.
      const allowed =
        access.supports || (!input.ticket_id && (await holdsSessionWith(db, viewer.id, student.id)));
      if (!allowed) throw new AppError('FORBIDDEN', RESOURCE_MESSAGES.recommendForbidden);
      const at = nowIso();
      const counselor = await db
        .selectFrom('users')
        .select('name')
        .where('id', '=', viewer.id)
        .executeTakeFirst();
      const { id, told } = await db.transaction().execute(async (trx) => {
        const created = await insertRecommendation(trx, {
          resource_id: resourceId,
          student_id: student.id,
          counselor_id: viewer.id,
          ticket_id: input.ticket_id ?? null,
          note: input.note ?? null,
          created_at: at,
        });
        await auditResources(
          trx,
          [
            {
              actorId: viewer.id,
              action: 'resource.recommended',
              target: { type: 'resource', id: resourceId },
              details: {
                student_id: student.id,
                ticket_id: input.ticket_id ?? null,
                recommendation_id: created,
              },
            },
          ],
          context,
          at,
        );
        const rows = await notifications.insertFor(
          trx,
          [student.id],
          {
            type: 'system',
            title: 'A resource was recommended to you',
            message: `${counselor?.name ?? 'Your counselor'} recommended "${resource.title.slice(0, 200)}" for you in the Resource Library.`,
            priority: 'low',
            link: '/resources',
            subject_type: 'resource',
            subject_id: resourceId,
          },
          viewer.id,
        );
        return { id: created, told: rows };
      });
      await notifications.published(told);
      return { id, resource_id: resourceId, student_id: student.id };
    },

    /** `GET /api/resources/recommended`: what counselors recommended to the caller, newest first. */
    async forStudent(viewer: ResourceViewer): Promise<ResourceRecommendation[]> {
      const rows = await recommendationsFor(db, viewer.id, RECOMMENDATIONS_SHOWN);
      const ids = [...new Set(rows.map((row) => row.resource_id))];
      if (ids.length === 0) return [];
      const found = await listResources(db, { publishedOnly: true, ids }, 'newest', {
        limit: ids.length,
        offset: 0,
      });
      const marks = await readerMarks(db, viewer.id, ids);
      const byId = new Map(found.rows.map((row) => [row.id, presentResource(row, marks)]));
      return rows.flatMap((row) => {
        const resource = byId.get(row.resource_id);
        if (!resource) return [];
        return [
          {
            id: row.id,
            resource,
            counselor: { id: row.counselor_id ?? 0, name: row.counselor_name ?? 'Your counselor' },
            note: row.note,
            ticket_id: row.ticket_id,
            created_at: row.created_at,
          },
        ];
      });
    },
  };
}
