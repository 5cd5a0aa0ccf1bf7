import { APPOINTMENT_TYPES } from '../../../common/schemas/appointments';
import {
  GROUP_MESSAGES as G,
  type GroupSession,
  type GroupSessionInput,
} from '../../../common/schemas/group-sessions';
import type { AppContext } from '../../context';
import type { DB } from '../../db';
import { cachedUntilWrite, versionedCache } from '../../db/change-version';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, validationError } from '../../lib/errors';
import type { RequestContext } from '../../lib/events';
import { recordAudit } from '../audit';
import { currentSettings } from '../settings';
import type { AppointmentViewer } from './policy';
import { busyBetween, earliestStartOverlapping } from './repository';

const MINUTE_MS = 60_000;

/** Group sessions of these staff overlapping [from, to) (they block the counselor's one-to-one times). */
export function groupBusyBetween(db: DB, counselorIds: readonly number[], from: string, to: string) {
  return db
    .selectFrom('group_sessions')
    .select(['id', 'counselor_id', 'start_at', 'end_at'])
    .where('counselor_id', 'in', counselorIds.length ? [...counselorIds] : [-1])
    .where('start_at', '>', earliestStartOverlapping(from))
    .where('start_at', '<', to)
    .where('end_at', '>', from)
    .where('cancelled_at', 'is', null)
    .execute();
}

export function listed(db: DB) {
  return db
    .selectFrom('group_sessions as g')
    .innerJoin('users as c', 'c.id', 'g.counselor_id')
    .selectAll('g')
    .select('c.name as counselor_name')
    .select((eb) =>
      eb
        .selectFrom('group_session_participants as p')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('p.session_id', '=', 'g.id')
        .as('taken'),
    );
}

/** The students' list of sessions, per student (their seats) or for all staff. */
const listCache = versionedCache<GroupSession[]>(300);

/**
 * Group therapy (issue 16, the counseling page's Group Therapy tile): counselors and advisors offer a session
 * with a capacity; students join until it is full. Joining counts the seats and inserts inside one write
 * transaction, the session's row locked first on PostgreSQL (SQLite holds its write lock from BEGIN), and a
 * unique index keeps one seat per student: a session never takes more than its capacity.
 */
export function groupSessionsService(ctx: AppContext) {
  const one = (viewer: AppointmentViewer, id: number) => groupSessionOf(ctx.db, viewer, id);

  return {
    /**
     * Sessions still to start, soonest first. Kept until the next write or the end of the minute (a session that
     * began in the last minute may still be listed until then; joining checks the start itself), per student
     * (their seats) or for all staff.
     */
    async list(viewer: AppointmentViewer): Promise<GroupSession[]> {
      const now = ctx.clock.now().toISOString();
      const key = `${now.slice(0, 16)}/${viewer.role === 'student' ? viewer.id : 'staff'}`;
      return cachedUntilWrite(listCache, ctx.db, ctx.config.databaseKind, key, async () => {
        const rows = await listed(ctx.db)
          .where('g.start_at', '>', now)
          .where('g.cancelled_at', 'is', null)
          .orderBy('g.start_at')
          .orderBy('g.id')
          .execute();
        const joined = await joinedBy(ctx.db, viewer);
        return rows.map((row) => presentGroupSession(row, joined));
      });
    },

    async offer(viewer: AppointmentViewer, input: GroupSessionInput, context: RequestContext) {
      if (viewer.role !== 'counselor' && viewer.role !== 'advisor')
        throw new AppError('FORBIDDEN', 'Counselors and advisors offer group sessions');
      const now = ctx.clock.now();
      const start = new Date(input.start);
      if (start.getTime() <= now.getTime()) throw validationError({ start: [G.past] });
      const end = new Date(start.getTime() + input.duration * MINUTE_MS);
      const settings = await currentSettings(ctx);
      const buffer = settings.bookingBufferMinutes * MINUTE_MS;
      const from = new Date(start.getTime() - buffer).toISOString();
      const to = new Date(end.getTime() + buffer).toISOString();
      const at = now.toISOString();
      const id = await ctx.db.transaction().execute(async (trx) => {
        const clashes = [
          ...(await busyBetween(trx, [viewer.id], from, to)),
          ...(await groupBusyBetween(trx, [viewer.id], from, to)),
        ];
        if (clashes.length) throw new AppError('CONFLICT', G.clash);
        const row = await trx
          .insertInto('group_sessions')
          .values({
            counselor_id: viewer.id,
            title: input.title,
            description: input.description,
            type: input.type,
            start_at: start.toISOString(),
            end_at: end.toISOString(),
            duration: input.duration,
            capacity: input.capacity,
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, {
          actorId: viewer.id,
          action: 'group_session.created',
          target: { type: 'group_session', id: row.id },
          details: { start: start.toISOString(), capacity: input.capacity },
          context,
          at,
        });
        return row.id;
      });
      return one(viewer, id);
    },

    /** A student takes a seat; 409 "This session is full" when none is left. Joining twice changes nothing. */
    async join(viewer: AppointmentViewer, id: number, context: RequestContext) {
      if (viewer.role !== 'student') throw new AppError('FORBIDDEN', 'Students join group sessions');
      const now = ctx.clock.now();
      const at = now.toISOString();
      try {
        await ctx.db.transaction().execute(async (trx) => {
          let lookup = trx.selectFrom('group_sessions').selectAll().where('id', '=', id);
          if (ctx.config.databaseKind === 'postgres') lookup = lookup.forUpdate();
          const session = await lookup.executeTakeFirst();
          if (!session || session.start_at <= at || session.cancelled_at)
            throw new AppError('NOT_FOUND', G.notFound);
          const mine = await trx
            .selectFrom('group_session_participants')
            .select('id')
            .where('session_id', '=', id)
            .where('student_id', '=', viewer.id)
            .executeTakeFirst();
          if (mine) return;
          const taken = await trx
            .selectFrom('group_session_participants')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('session_id', '=', id)
            .executeTakeFirstOrThrow();
          if (Number(taken.n) >= session.capacity) throw new AppError('CONFLICT', G.full);
          await trx
            .insertInto('group_session_participants')
            .values({ session_id: id, student_id: viewer.id, joined_at: at })
            .execute();
          await recordAudit(trx, {
            actorId: viewer.id,
            action: 'group_session.joined',
            target: { type: 'group_session', id },
            details: {},
            context,
            at,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) return one(viewer, id);
        throw error;
      }
      return one(viewer, id);
    },

    /**
     * A student gives their seat back before the session starts; it is free for the next student at once.
     * 404 when the session is gone, started or cancelled, or the student holds no seat in it.
     */
    async leave(viewer: AppointmentViewer, id: number, context: RequestContext) {
      if (viewer.role !== 'student') throw new AppError('FORBIDDEN', 'Students leave group sessions');
      const at = ctx.clock.now().toISOString();
      await ctx.db.transaction().execute(async (trx) => {
        const session = await trx
          .selectFrom('group_sessions')
          .select(['id', 'start_at', 'cancelled_at'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!session || session.start_at <= at || session.cancelled_at)
          throw new AppError('NOT_FOUND', G.notFound);
        const gone = await trx
          .deleteFrom('group_session_participants')
          .where('session_id', '=', id)
          .where('student_id', '=', viewer.id)
          .executeTakeFirst();
        if (Number(gone.numDeletedRows) === 0) throw new AppError('NOT_FOUND', G.notJoined);
        await recordAudit(trx, {
          actorId: viewer.id,
          action: 'group_session.left',
          target: { type: 'group_session', id },
          details: {},
          context,
          at,
        });
      });
      return one(viewer, id);
    },
  };
}

type ListedRow = Awaited<ReturnType<ReturnType<typeof listed>['execute']>>[number];

/** A session as the API shows it: seat counts, never who took them. */
export function presentGroupSession(row: ListedRow, joined: Set<number>): GroupSession {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: APPOINTMENT_TYPES.find((type) => type === row.type) ?? 'video',
    start: row.start_at,
    end: row.end_at,
    duration: row.duration,
    capacity: row.capacity,
    seats_left: Math.max(0, row.capacity - Number(row.taken ?? 0)),
    counselor: { id: row.counselor_id, name: row.counselor_name },
    joined: joined.has(row.id),
  };
}

async function joinedBy(db: DB, viewer: AppointmentViewer): Promise<Set<number>> {
  if (viewer.role !== 'student') return new Set();
  const rows = await db
    .selectFrom('group_session_participants')
    .select('session_id')
    .where('student_id', '=', viewer.id)
    .execute();
  return new Set(rows.map((row) => row.session_id));
}

/** One session (cancelled ones too: the answer to a cancel), 404 when there is none. */
export async function groupSessionOf(db: DB, viewer: AppointmentViewer, id: number): Promise<GroupSession> {
  const row = await listed(db).where('g.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', G.notFound);
  return presentGroupSession(row, await joinedBy(db, viewer));
}
