import { GROUP_MESSAGES as G, type GroupSession } from '../../../common/schemas/group-sessions';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { AppError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { recordAudit } from '../audit';
import { crisisContactSentences } from '../crisis-support';
import { deliverMail } from '../mail';
import { type NotificationRow, notificationsService } from '../notifications';
import { currentSettings } from '../settings';
import { whenText } from './announce';
import { groupSessionOf } from './group-sessions';
import type { AppointmentViewer } from './policy';

const TITLE = 'Group session cancelled';

function sentence(session: { title: string; start_at: string }, reason: string, timeZone: string) {
  return `The group session "${session.title}" on ${whenText(session.start_at, timeZone)} was cancelled. Reason: ${reason}`;
}

/** The students holding a seat, with what an e-mail needs. */
function seatHolders(db: DB, sessionId: number) {
  return db
    .selectFrom('group_session_participants as p')
    .innerJoin('users as u', 'u.id', 'p.student_id')
    .select(['u.id', 'u.name', 'u.email'])
    .where('p.session_id', '=', sessionId)
    .orderBy('u.id')
    .execute();
}

/**
 * Cancelling a group session, by the staff member who offers it or an administrator, before it starts. The
 * row is kept (marked cancelled, with the reason); every student holding a seat is told as appointment
 * cancellations are told: a notification written in the cancel's transaction, published after the commit,
 * and an e-mail through the outbox with the crisis lines.
 */
export function groupCancelService(ctx: AppContext) {
  const notifications = notificationsService(ctx);
  return async function cancel(
    viewer: AppointmentViewer,
    id: number,
    reason: string,
    context: RequestContext,
  ): Promise<GroupSession> {
    const settings = await currentSettings(ctx);
    const at = ctx.clock.now().toISOString();
    const outcome = await ctx.db.transaction().execute(async (trx) => {
      let lookup = trx.selectFrom('group_sessions').selectAll().where('id', '=', id);
      if (ctx.config.databaseKind === 'postgres') lookup = lookup.forUpdate();
      const session = await lookup.executeTakeFirst();
      if (!session) throw new AppError('NOT_FOUND', G.notFound);
      if (viewer.role !== 'admin' && session.counselor_id !== viewer.id)
        throw new AppError('FORBIDDEN', G.notYours);
      if (session.cancelled_at || session.start_at <= at) throw new AppError('CONFLICT', G.notUpcoming);
      await trx
        .updateTable('group_sessions')
        .set({ cancelled_at: at, cancelled_by: viewer.id, cancel_reason: reason })
        .where('id', '=', id)
        .execute();
      const students = await seatHolders(trx, id);
      await recordAudit(trx, {
        actorId: viewer.id,
        action: 'group_session.cancelled',
        target: { type: 'group_session', id },
        details: { start: session.start_at, seats_taken: students.length },
        context,
        at,
      });
      const message = sentence(session, reason, settings.timezone);
      const rows: NotificationRow[] = await notifications.insertFor(
        trx,
        students.map((student) => student.id),
        {
          type: 'appointment',
          title: TITLE,
          message,
          priority: 'high',
          link: '/group-sessions',
          subject_type: 'group_session',
          subject_id: id,
        },
        viewer.id,
      );
      return { session, students, message, rows };
    });
    await notifications.published(outcome.rows);
    if (outcome.students.length) {
      const contacts = await crisisContactSentences(ctx.db);
      for (const student of outcome.students) {
        await deliverMail(ctx, {
          to: student.email,
          subject: `${TITLE}: ${whenText(outcome.session.start_at, settings.timezone)}`,
          text: [
            `Hello ${student.name},`,
            '',
            outcome.message,
            '',
            `Group Therapy: ${ctx.config.appUrl}/group-sessions`,
            '',
            `If you are in immediate danger, call ${contacts.emergency}.`,
            ...contacts.lines,
            '',
            'Student Support Hub',
          ].join('\n'),
        });
      }
    }
    return groupSessionOf(ctx.db, viewer, id);
  };
}
