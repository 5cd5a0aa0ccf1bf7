import { type FeedbackInput, APPOINTMENT_MESSAGES as M } from '../../../common/schemas/appointments';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { recordAudit } from '../audit';
import { type AppointmentViewer, appointmentPolicy } from './policy';
import { findAppointment, saveFeedback } from './repository';

/**
 * Session ratings (issue 16): the student who attended a completed session rates it 1-5 with an optional
 * comment; one rating per session, a second call replaces it. The rating and its audit row are one
 * transaction; the audit row holds the stars and whether a comment was given, never the comment, which only
 * the counselor who held the session and admins read (the appointment answer's `feedback`). Nothing is
 * announced: no notification or e-mail carries a rating.
 */
export function sessionFeedbackService(ctx: AppContext) {
  return {
    async save(viewer: AppointmentViewer, id: number, input: FeedbackInput, context: RequestContext) {
      const row = await findAppointment(ctx.db, id);
      if (!row || !appointmentPolicy.mayView(viewer, row)) throw new AppError('NOT_FOUND', M.notFound);
      if (!appointmentPolicy.mayRate(viewer, row))
        throw new AppError('FORBIDDEN', 'Only the student who attended this session can rate it');
      if (row.status !== 'completed') throw new AppError('CONFLICT', M.feedbackNotCompleted);
      const at = ctx.clock.now().toISOString();
      return ctx.db.transaction().execute(async (trx) => {
        const { updated } = await saveFeedback(trx, {
          appointmentId: id,
          rating: input.rating,
          comment: input.comment,
          at,
        });
        await recordAudit(trx, {
          actorId: viewer.id,
          action: 'appointment.feedback_saved',
          target: { type: 'appointment', id },
          details: { rating: input.rating, has_comment: input.comment !== null, updated },
          context,
          at,
        });
        return { row: (await findAppointment(trx, id))!, updated };
      });
    },
  };
}
