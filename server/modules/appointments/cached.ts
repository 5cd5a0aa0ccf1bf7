import type { AppContext } from '../../context';
import { cachedUntilWrite, versionedCache } from '../../db/change-version';
import { countAppointments, dayAppointments, listAppointments, type Resolved } from './list-repository';
import { type AppointmentRow, ratingsOf, type StaffRating } from './repository';

/**
 * Answers that read many sessions, kept until the next committed write anywhere (any app server, either
 * database; `server/db/change-version.ts`), as the ticket reports are: the staff's ratings (every rated session
 * of each) and the admins' counts over every session.
 */
const ratingsCache = versionedCache<Map<number, StaffRating>>();
const countsCache = versionedCache<Awaited<ReturnType<typeof countAppointments>>>();
const dayCache = versionedCache<readonly AppointmentRow[]>();
/** Pages of up to 100 sessions with their names: 300 of them are a few MB. */
const pageCache = versionedCache<AppointmentRow[]>(300);

export function staffRatings(ctx: AppContext, staffIds: readonly number[]) {
  return cachedUntilWrite(ratingsCache, ctx.db, ctx.config.databaseKind, staffIds.join(','), () =>
    ratingsOf(ctx.db, staffIds),
  );
}

/**
 * The list's counts, kept until a write or the end of the minute (the "upcoming" count moves with the clock: a
 * session that began in the last minute may still count as upcoming until then). The admins' count every
 * session; a student's or a staff member's read their own index range, cheap to run but a round trip each on
 * PostgreSQL, so they are kept too (one entry per person and filter).
 */
export function appointmentCounts(ctx: AppContext, filter: Resolved) {
  const minute = filter.now.slice(0, 16);
  const key = JSON.stringify({ ...filter, now: minute });
  return cachedUntilWrite(countsCache, ctx.db, ctx.config.databaseKind, key, () =>
    countAppointments(ctx.db, filter),
  );
}

/**
 * A day window's sessions in the viewer's scope (Today's Sessions), kept until the next write: the rows do not
 * depend on the clock (the service leaves out, at each request, the ones that ended before today's start).
 */
export function dayAppointmentsKept(ctx: AppContext, filter: Resolved) {
  const key = JSON.stringify({ scope: filter.scope, from: filter.from, to: filter.to });
  return cachedUntilWrite(dayCache, ctx.db, ctx.config.databaseKind, key, () =>
    dayAppointments(ctx.db, filter),
  );
}

/**
 * One page of the sessions list, kept until a write or the end of the minute like its counts (which sessions
 * are still ahead moves with the clock: a session that began in the last minute may still be listed with the
 * upcoming ones until then, as it is counted). One entry per scope, filter and page; what the viewer may do
 * with each session (join, reschedule, cancel) is still worked out at each request.
 */
export function appointmentPageKept(
  ctx: AppContext,
  filter: Resolved,
  page: { limit: number; offset: number },
) {
  const minute = filter.now.slice(0, 16);
  const key = JSON.stringify({ ...filter, now: minute, page });
  return cachedUntilWrite(pageCache, ctx.db, ctx.config.databaseKind, key, () =>
    listAppointments(ctx.db, filter, page),
  );
}
