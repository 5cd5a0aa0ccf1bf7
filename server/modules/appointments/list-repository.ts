/** The appointments list's Kysely code: the filter, one page and the counts (decision 0029). */
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { DB } from '../../db';
import type { AppointmentsTable, Database } from '../../db/types';
import { contains } from '../../lib/like';
import { type AppointmentRow, earliestStartOverlapping, joined } from './repository';

/** Who sees which appointments: a student their own, staff the ones they hold, admins all (null). */
export type AppointmentScope = { studentId: number } | { counselorId: number } | null;

export interface AppointmentFilter {
  scope: AppointmentScope;
  /** upcoming: booked and not yet started; in-progress: booked and started, attendance not yet recorded. */
  status?: string;
  type?: string;
  search?: string;
  ticketId?: number;
  /** Whether the viewer may find appointments by the student's name (never an anonymous one). */
  searchStudents: boolean;
  from?: string;
  to?: string;
  now: string;
}

/**
 * The appointments a filter keeps, read from `appointments` alone (a search first turned into the people it
 * names), so counts and page keys walk the indexes that start with the scope (decision 0029).
 */
export type Resolved = AppointmentFilter & {
  /** With a search: the people whose name holds it (read once, so the sessions are reached by person). */
  named?: readonly number[];
};

/**
 * The filter with its search turned into the people it names (once per request: the page and the counts both
 * take the answer).
 */
export async function resolved(db: DB, f: Resolved): Promise<Resolved> {
  if (!f.search || f.named) return f;
  const rows = await db.selectFrom('users').select('id').where(contains('name', f.search)).execute();
  return { ...f, named: rows.map((row) => row.id) };
}

/** The filter's conditions on `a`, for the counts (appointments alone) and the page (with the names). */
function conditions(f: Resolved, withStatus: boolean) {
  return (eb: ExpressionBuilder<Database & { a: AppointmentsTable }, 'a'>) => {
    const all: Expression<SqlBool>[] = [];
    if (f.scope && 'studentId' in f.scope) all.push(eb('a.student_id', '=', f.scope.studentId));
    if (f.scope && 'counselorId' in f.scope) all.push(eb('a.counselor_id', '=', f.scope.counselorId));
    if (f.type) all.push(eb('a.type', '=', f.type));
    if (f.ticketId !== undefined) all.push(eb('a.ticket_id', '=', f.ticketId));
    if (f.from)
      all.push(eb('a.end_at', '>', f.from), eb('a.start_at', '>', earliestStartOverlapping(f.from)));
    if (f.to) all.push(eb('a.start_at', '<', f.to));
    if (f.named) {
      const named = f.named.length ? [...f.named] : [-1];
      all.push(
        eb.or([
          eb('a.counselor_id', 'in', named),
          ...(f.searchStudents
            ? [eb.and([eb('a.student_id', 'in', named), eb('a.is_anonymous', '=', 0)])]
            : []),
        ]),
      );
    }
    if (withStatus && f.status) {
      if (f.status === 'upcoming') all.push(eb('a.status', '=', 'upcoming'), eb('a.start_at', '>', f.now));
      else if (f.status === 'in-progress')
        all.push(eb('a.status', '=', 'upcoming'), eb('a.start_at', '<=', f.now));
      else all.push(eb('a.status', '=', f.status));
    }
    return eb.and(all);
  };
}

function filtered(db: DB, f: Resolved, withStatus: boolean) {
  return db.selectFrom('appointments as a').where(conditions(f, withStatus));
}

/**
 * One page: sessions still to start first (soonest first), then the rest newest first. Read as two ranges of the
 * start-time index (ahead of `now` ascending, then from `now` back), so a page reads its own rows and not every
 * session in scope.
 */
export async function listAppointments(
  db: DB,
  filter: Resolved,
  page: { limit: number; offset: number },
): Promise<AppointmentRow[]> {
  const f = await resolved(db, filter);
  if (page.offset === 0) return firstPage(db, f, page.limit);
  const part = async (which: 'ahead' | 'past', limit: number, offset: number) =>
    (await range(db, f, which).limit(limit).offset(offset).execute()) as AppointmentRow[];
  const rows = await part('ahead', page.limit, page.offset);
  if (rows.length < page.limit) {
    // Where the past part starts on this page: how many sessions ahead there are in all (known from this
    // page unless it began past them).
    const aheadCount =
      rows.length > 0
        ? page.offset + rows.length
        : Number(
            (
              await filtered(db, f, true)
                .where('a.start_at', '>', f.now)
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          );
    rows.push(...(await part('past', page.limit - rows.length, Math.max(0, page.offset - aheadCount))));
  }
  return rows;
}

/**
 * One of the page's two ranges with the names, read in the order of the start-time index: sessions still to
 * start (soonest first), or the rest from now back (newest first).
 */
function range(db: DB, f: Resolved, which: 'ahead' | 'past') {
  const ahead = which === 'ahead';
  const direction = ahead ? 'asc' : 'desc';
  return joined(db)
    .where(conditions(f, true))
    .where('a.start_at', ahead ? '>' : '<=', f.now)
    .orderBy('a.start_at', direction)
    .orderBy('a.id', direction);
}

/**
 * The first page in ONE statement (a round trip less on PostgreSQL, where a round trip costs more than either
 * range): both ranges, each stopped at the page size, as one union; sessions ahead first, soonest first, then
 * the rest newest first. The page size is written into the text, so the statement keeps one plan.
 */
async function firstPage(db: DB, f: Resolved, limit: number): Promise<AppointmentRow[]> {
  const size = sql.lit(limit);
  const rows = (await db
    .selectFrom(range(db, f, 'ahead').limit(size).as('ahead'))
    .selectAll()
    .unionAll(db.selectFrom(range(db, f, 'past').limit(size).as('past')).selectAll())
    .execute()) as AppointmentRow[];
  // A union keeps no order: each range is put back in its own.
  const byStart = (x: AppointmentRow, y: AppointmentRow) =>
    x.start_at < y.start_at ? -1 : x.start_at > y.start_at ? 1 : x.id - y.id;
  const later = rows.filter((row) => row.start_at > f.now).sort(byStart);
  const earlier = rows.filter((row) => row.start_at <= f.now).sort((x, y) => byStart(y, x));
  return [...later, ...earlier].slice(0, limit);
}

/** The most sessions Today's Sessions lists (a day of one person's sessions is a few dozen). */
export const DAY_LIMIT = 500;

/**
 * The sessions of a day window in start order, for Today's Sessions: one range of the start-time index that does
 * not depend on the clock, so the same rows answer every request until a write (`cached.ts`). PostgreSQL planned the
 * list's two-range union afresh on every run (1.1 ms planning beside 0.1 ms running).
 */
export async function dayAppointments(db: DB, f: Resolved): Promise<AppointmentRow[]> {
  return (await joined(db)
    .where(conditions(f, false))
    .orderBy('a.start_at', 'asc')
    .orderBy('a.id', 'asc')
    .limit(sql.lit(DAY_LIMIT))
    .execute()) as AppointmentRow[];
}

export async function countAppointments(db: DB, filter: Resolved) {
  const f = await resolved(db, filter);
  const all = await filtered(db, f, false)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('a.status', '=', 'upcoming'), eb('a.start_at', '>', f.now)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('upcoming'),
      eb.fn.sum<number>(eb.case().when('a.status', '=', 'completed').then(1).else(0).end()).as('completed'),
      eb.fn.sum<number>(eb.case().when('a.status', '=', 'cancelled').then(1).else(0).end()).as('cancelled'),
    ])
    .executeTakeFirstOrThrow();
  const matching = f.status
    ? await filtered(db, f, true)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    : { n: all.total };
  return {
    matching: Number(matching.n),
    upcoming: Number(all.upcoming ?? 0),
    completed: Number(all.completed ?? 0),
    cancelled: Number(all.cancelled ?? 0),
  };
}
