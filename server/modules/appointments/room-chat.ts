import {
  ROOM_MESSAGES as M,
  ROOM_EVENTS,
  ROOM_LIMITS,
  type RoomMessage,
} from '../../../common/schemas/session-room';
import type { AppContext } from '../../context';
import type { RequestContext } from '../../lib/events';
import { recordAudit } from '../audit';
import { crisisService } from '../crisis';
import { liveCrisisRecipients, type NotificationRow, notificationsService } from '../notifications';
import type { AppointmentViewer } from './policy';
import { hint, rateLimited, type SessionRoomService } from './room';
import { insertMessage, messagesAfter, sentSince } from './room-repository';

const MINUTE_MS = 60_000;

/**
 * The in-session text chat (decision 0031): kept with the appointment, read by id. Every message the student
 * writes is screened by the crisis engine, as tickets are; a crisis alerts the session's counselor and every
 * active administrator with a high-priority notification, in the transaction that stores the message.
 */
export function sessionChatService(ctx: AppContext, room: SessionRoomService) {
  const crisis = crisisService(ctx);
  const notifications = notificationsService(ctx);

  return {
    async post(
      viewer: AppointmentViewer,
      id: number,
      body: string,
      context: RequestContext,
    ): Promise<{ message: RoomMessage; crisis: boolean }> {
      const p = await room.participant(viewer, id);
      await room.requireLive(p);
      const now = ctx.clock.now();
      const since = new Date(now.getTime() - MINUTE_MS).toISOString();
      const sent = await sentSince(ctx.db, 'session_room_messages', id, viewer.id, since);
      if (sent.count >= ROOM_LIMITS.messagesPerMinute) throw rateLimited(M.messageRate, sent.oldest, now);
      const screening = p.side === 'student' ? await crisis.screen(body) : null;
      const isCrisis = Boolean(screening?.is_crisis);
      const at = now.toISOString();
      const stored = await ctx.db.transaction().execute(async (trx) => {
        const messageId = await insertMessage(trx, {
          appointment_id: id,
          sender_id: viewer.id,
          body,
          crisis_level: isCrisis ? (screening?.level ?? null) : null,
          created_at: at,
        });
        let rows: NotificationRow[] = [];
        if (isCrisis) {
          const who = p.row.is_anonymous === 0 ? p.row.student_name : 'An anonymous student';
          rows = await notifications.insertFor(
            trx,
            await liveCrisisRecipients(trx, p.row.counselor_id),
            {
              type: 'appointment',
              title: 'Crisis wording in a session chat',
              message: `${who} wrote a message in the ${p.row.type} session chat with ${p.row.counselor_name} that the crisis screening flagged (${screening?.level}). Check on the student now.`,
              priority: 'high',
              link: '/appointments',
              subject_type: 'appointment',
              subject_id: id,
            },
            viewer.id,
          );
          await recordAudit(trx, {
            actorId: viewer.id,
            action: 'appointment.session_crisis',
            target: { type: 'appointment', id },
            details: { message_id: messageId, level: screening?.level ?? null, alerted: rows.length },
            context,
            at,
          });
        }
        return { messageId, rows };
      });
      await notifications.published(stored.rows);
      await hint(ctx, [p.row.student_id, p.row.counselor_id], {
        type: ROOM_EVENTS.message,
        appointment: id,
        message: stored.messageId,
      });
      return {
        message: {
          id: stored.messageId,
          body,
          mine: true,
          sender: p.side,
          sender_name: viewer.id === p.row.student_id ? p.row.student_name : p.row.counselor_name,
          created_at: at,
        },
        crisis: isCrisis,
      };
    },

    /** The session's chat after the last id the reader has, oldest first. */
    async list(viewer: AppointmentViewer, id: number, after: number): Promise<RoomMessage[]> {
      const p = await room.participant(viewer, id);
      const rows = await messagesAfter(ctx.db, id, after, ROOM_LIMITS.readMax);
      const studentName =
        p.side === 'student' || p.row.is_anonymous === 0 ? p.row.student_name : 'Anonymous student';
      return rows.map((row) => ({
        id: row.id,
        body: row.body,
        mine: row.sender_id === viewer.id,
        sender:
          row.sender_id === p.row.student_id
            ? 'student'
            : row.sender_id === p.row.counselor_id
              ? 'counselor'
              : null,
        sender_name:
          row.sender_id === p.row.student_id
            ? studentName
            : row.sender_id === p.row.counselor_id
              ? p.row.counselor_name
              : 'Former participant',
        created_at: row.created_at,
      }));
    },
  };
}
