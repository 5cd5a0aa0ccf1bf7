import { APPOINTMENT_MESSAGES } from '../../../common/schemas/appointments';
import type { LiveEvent } from '../../../common/schemas/notifications';
import {
  ROOM_MESSAGES as M,
  ROOM_EVENTS,
  ROOM_LIMITS,
  type Room,
  type RoomState,
  type Signal,
  type SignalInput,
} from '../../../common/schemas/session-room';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { recordAudit } from '../audit';
import { sendLiveEvent } from '../notifications';
import { currentSettings } from '../settings';
import { type AppointmentViewer, appointmentPolicy } from './policy';
import { insideJoinWindow } from './presenter';
import { type AppointmentRow, findAppointment } from './repository';
import { iceServersFor } from './room-ice';
import {
  deleteSignals,
  findRoom,
  insertSignal,
  markAdmitted,
  markEnded,
  phonesOf,
  type RoomRow,
  type RoomSide,
  sentSince,
  signalsFor,
  touchPresence,
} from './room-repository';

/** One participant of a session: the appointment, their side, and the other participant's id. */
export interface Participant {
  row: AppointmentRow;
  side: RoomSide;
  otherId: number;
}

const MINUTE_MS = 60_000;

/**
 * A live hint after a commit. Best effort: the rows are stored, and the room screen reads them again on its next
 * check-in (every 15 s) or after its stream reconnects, so a failed hint never fails the request.
 */
export async function hint(ctx: AppContext, userIds: number[], event: LiveEvent): Promise<void> {
  try {
    await sendLiveEvent(ctx, userIds, event);
  } catch (error) {
    ctx.log.warn({ err: error, type: event.type }, 'a live event was not sent');
  }
}

/** Ended when someone ended it, or when the appointment is no longer upcoming (attendance recorded, cancelled). */
export function stateOf(room: RoomRow | undefined, status: string): RoomState {
  if (room?.ended_at || status !== 'upcoming') return 'ended';
  if (room?.admitted_at) return 'admitted';
  return 'waiting';
}

/**
 * The session room (decision 0031): presence, the waiting room and admission, the call's signaling and its end.
 * Only the appointment's student and counselor take part; administrators and everyone else are refused.
 * Signals and chat messages are rows; a live event (ids only) tells the other participant to read them.
 */
export function sessionRoomService(ctx: AppContext) {
  /** The viewer as a participant: 404 when they may not see the appointment, 403 when they may but are not in it. */
  async function participant(viewer: AppointmentViewer, id: number): Promise<Participant> {
    const row = await findAppointment(ctx.db, id);
    if (!row || !appointmentPolicy.mayView(viewer, row))
      throw new AppError('NOT_FOUND', APPOINTMENT_MESSAGES.notFound);
    if (!appointmentPolicy.mayJoin(viewer, row)) throw new AppError('FORBIDDEN', M.notParticipant);
    const side: RoomSide = row.student_id === viewer.id ? 'student' : 'counselor';
    return { row, side, otherId: side === 'student' ? row.counselor_id : row.student_id };
  }

  const announce = (p: Participant, event: Record<string, number | string>) =>
    hint(ctx, [p.row.student_id, p.row.counselor_id], {
      type: ROOM_EVENTS.state,
      appointment: p.row.id,
      ...event,
    });

  const present = (seenAt: string | null | undefined, now: Date) =>
    Boolean(seenAt) && now.getTime() - Date.parse(seenAt as string) <= ROOM_LIMITS.presenceSeconds * 1000;

  /** Writes in the room need it open (inside the join window), not ended, and the student admitted. */
  async function requireLive(p: Participant): Promise<RoomRow> {
    const room = await findRoom(ctx.db, p.row.id);
    if (room?.ended_at) throw new AppError('CONFLICT', M.ended);
    if (!insideJoinWindow(p.row, ctx.clock.now()))
      throw new AppError('CONFLICT', APPOINTMENT_MESSAGES.joinClosed);
    if (!room?.admitted_at)
      throw p.side === 'student'
        ? new AppError('FORBIDDEN', M.notAdmitted)
        : new AppError('CONFLICT', M.notStarted);
    return room;
  }

  /** A real number for a phone session: the student's (when not anonymous), else the counselor's, else support. */
  async function phonePlan(p: Participant, supportPhone: string): Promise<Room['phone']> {
    if (p.row.type !== 'phone') return null;
    const phones = await phonesOf(ctx.db, [p.row.student_id, p.row.counselor_id]);
    const studentPhone = p.row.is_anonymous === 0 ? phones.get(p.row.student_id) : undefined;
    if (studentPhone)
      return p.side === 'counselor'
        ? { number: studentPhone, label: `Call ${p.row.student_name} at` }
        : { number: studentPhone, label: `${p.row.counselor_name} will call you at` };
    const counselorPhone = phones.get(p.row.counselor_id);
    if (counselorPhone)
      return p.side === 'student'
        ? { number: counselorPhone, label: `Call ${p.row.counselor_name} at` }
        : { number: counselorPhone, label: 'The student will call you at' };
    const support = supportPhone.trim();
    if (!support) return null;
    return p.side === 'student'
      ? { number: support, label: 'Call the student support line at' }
      : { number: support, label: 'The student will call the support line at' };
  }

  async function roomOf(p: Participant, room: RoomRow | undefined): Promise<Room> {
    const now = ctx.clock.now();
    const settings = await currentSettings(ctx);
    const endedBy =
      room?.ended_by == null ? null : room.ended_by === p.row.student_id ? 'student' : 'counselor';
    return {
      appointment_id: p.row.id,
      type: p.row.type as Room['type'],
      state: stateOf(room, p.row.status),
      open: insideJoinWindow(p.row, now),
      role: p.side,
      present: {
        student: present(room?.student_seen_at, now),
        counselor: present(room?.counselor_seen_at, now),
      },
      other_name:
        p.side === 'student'
          ? p.row.counselor_name
          : appointmentPolicy.maySeeStudentName({ id: p.row.counselor_id, role: 'counselor' }, p.row)
            ? p.row.student_name
            : 'Anonymous student',
      admitted_at: room?.admitted_at ?? null,
      ended_at: room?.ended_at ?? null,
      ended_by: endedBy,
      phone: await phonePlan(p, settings.supportPhone),
      ice_servers: iceServersFor(
        ctx.config,
        settings,
        p.side === 'student' ? p.row.student_id : p.row.counselor_id,
        p.row.end_at,
        now,
      ),
    };
  }

  /**
   * Marks the viewer present (inside the join window, before the end); tells the other participant when the
   * viewer was not present before (the counselor sees the student arrive in the waiting room).
   */
  async function checkIn(p: Participant): Promise<RoomRow | undefined> {
    const now = ctx.clock.now();
    const before = await findRoom(ctx.db, p.row.id);
    if (before?.ended_at || !insideJoinWindow(p.row, now)) return before;
    const seen = p.side === 'student' ? before?.student_seen_at : before?.counselor_seen_at;
    await touchPresence(ctx.db, p.row.id, p.side, now.toISOString());
    if (!present(seen, now)) await announce(p, { present: p.side });
    return findRoom(ctx.db, p.row.id);
  }

  return {
    participant,
    checkIn,

    /** `POST …/join`: the contract's answer, after recording the viewer's presence. */
    async join(viewer: AppointmentViewer, id: number) {
      const p = await participant(viewer, id);
      if (!insideJoinWindow(p.row, ctx.clock.now()))
        throw new AppError('CONFLICT', APPOINTMENT_MESSAGES.joinClosed);
      await checkIn(p);
      return {
        room: p.row.room,
        ice_servers: iceServersFor(
          ctx.config,
          await currentSettings(ctx),
          viewer.id,
          p.row.end_at,
          ctx.clock.now(),
        ),
      };
    },

    /** `GET …/room`: the room's state; reading it also keeps the viewer present. */
    async get(viewer: AppointmentViewer, id: number): Promise<Room> {
      const p = await participant(viewer, id);
      return roomOf(p, await checkIn(p));
    },

    async admit(viewer: AppointmentViewer, id: number, context: RequestContext): Promise<Room> {
      const p = await participant(viewer, id);
      if (p.side !== 'counselor') throw new AppError('FORBIDDEN', M.counselorOnly);
      const now = ctx.clock.now();
      const room = await findRoom(ctx.db, id);
      if (room?.ended_at) throw new AppError('CONFLICT', M.ended);
      if (!insideJoinWindow(p.row, now)) throw new AppError('CONFLICT', APPOINTMENT_MESSAGES.joinClosed);
      if (!room?.admitted_at) {
        if (!room?.student_seen_at) throw new AppError('CONFLICT', M.studentNotWaiting);
        const at = now.toISOString();
        await ctx.db.transaction().execute(async (trx) => {
          if (!(await markAdmitted(trx, id, at))) return;
          await recordAudit(trx, {
            actorId: viewer.id,
            action: 'appointment.session_admitted',
            target: { type: 'appointment', id },
            details: { type: p.row.type },
            context,
            at,
          });
        });
        await announce(p, { state: 'admitted' });
      }
      return roomOf(p, await checkIn(p));
    },

    /** Either participant ends the session; the call's signals go with it (no media was ever stored). */
    async end(viewer: AppointmentViewer, id: number, context: RequestContext): Promise<Room> {
      const p = await participant(viewer, id);
      const at = ctx.clock.now().toISOString();
      const ended = await ctx.db.transaction().execute(async (trx) => {
        if (!(await markEnded(trx, id, viewer.id, at))) return false;
        await deleteSignals(trx, id);
        await recordAudit(trx, {
          actorId: viewer.id,
          action: 'appointment.session_ended',
          target: { type: 'appointment', id },
          details: { by: p.side },
          context,
          at,
        });
        return true;
      });
      if (ended) await announce(p, { state: 'ended' });
      return roomOf(p, await findRoom(ctx.db, id));
    },

    async postSignal(viewer: AppointmentViewer, id: number, input: SignalInput): Promise<{ id: number }> {
      const p = await participant(viewer, id);
      await requireLive(p);
      const now = ctx.clock.now();
      const since = new Date(now.getTime() - MINUTE_MS).toISOString();
      const sent = await sentSince(ctx.db, 'session_room_signals', id, viewer.id, since);
      if (sent.count >= ROOM_LIMITS.signalsPerMinute) throw rateLimited(M.signalRate, sent.oldest, now);
      const signalId = await insertSignal(ctx.db, {
        appointment_id: id,
        sender_id: viewer.id,
        recipient_id: p.otherId,
        kind: input.kind,
        payload: JSON.stringify(input.payload),
        created_at: now.toISOString(),
      });
      await hint(ctx, [p.otherId], { type: ROOM_EVENTS.signal, appointment: id, signal: signalId });
      return { id: signalId };
    },

    /** The other participant's signals addressed to the viewer, after the last one they read. */
    async signals(viewer: AppointmentViewer, id: number, after: number): Promise<Signal[]> {
      await participant(viewer, id);
      const rows = await signalsFor(ctx.db, id, viewer.id, after, ROOM_LIMITS.readMax);
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind as Signal['kind'],
        payload: JSON.parse(row.payload) as Signal['payload'],
        created_at: row.created_at,
      }));
    },

    requireLive,
  };
}

/** 429 with Retry-After: the seconds until the oldest write of the last minute leaves the window. */
export function rateLimited(message: string, oldest: string | null, now: Date): AppError {
  const wait = oldest ? Math.ceil((Date.parse(oldest) + MINUTE_MS - now.getTime()) / 1000) : 60;
  const retryAfter = Math.min(60, Math.max(1, wait));
  return new AppError('RATE_LIMITED', message, { headers: { 'retry-after': String(retryAfter) } });
}

export type SessionRoomService = ReturnType<typeof sessionRoomService>;
